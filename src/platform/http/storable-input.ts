/**
 * Input that every store can keep and that means what its schema says. Two
 * kinds pass the schemas yet are refused here, after validation and before
 * any handler, whatever the store behind the camp:
 * - a string holding U+0000: PostgreSQL's text cannot hold it, so the same
 *   request would be a 500 there and accepted on SQLite;
 * - a number that is not finite: a query or body string such as "Infinity"
 *   or "1e400", which Ajv's type coercion turns into Infinity, and which then
 *   passes `integer`, `minimum` and `maximum` alike.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CampError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its own body (MCP's JSON-RPC): its inner calls are checked on their own routes. */
    ownBody?: boolean;
  }
}

/** Where a value breaks the rule, and how ('review holds ...'); null when all of it can be stored. */
export function unstorableField(value: unknown, path = ''): string | null {
  const pending: [string, unknown][] = [[path, value]];
  while (pending.length > 0) {
    const [at, item] = pending.pop()!;
    const name = at || 'the value';
    if (typeof item === 'string' && item.includes('\u0000')) return `${name} holds the NUL character (U+0000), which no text of the camp may hold`;
    if (typeof item === 'number' && !Number.isFinite(item)) return `${name} must be a finite number`;
    if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) pending.push([at ? `${at}.${key}` : key, inner]);
    }
  }
  return null;
}

export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.routeOptions.config.ownBody) return;
    for (const [part, value] of [['body', request.body], ['query string', request.query], ['path', request.params]] as const) {
      const problem = unstorableField(value);
      if (problem) throw new CampError(400, 'bad_request', `In the ${part}, ${problem}. Nothing was changed.`);
    }
  });
}
