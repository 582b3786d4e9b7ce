/**
 * One log line per request, written once its reply is sent, with what an
 * operator looks for: method, path, route, status, time, the problem's code
 * for a refusal, and the account. Fastify's own pair of lines (one on
 * arrival, one with only the status) is switched off in app.ts. Nothing
 * secret goes in: no headers, bodies or query strings (a `game_id` is all a
 * query holds, and the route names the call).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const problemCodes = new WeakMap<FastifyRequest, string>();
const LEVELS_ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/** Notes the code of a problem reply, for its log line. */
export function noteProblemCode(reply: FastifyReply, code: string): void {
  problemCodes.set(reply.request, code);
}

export function registerRequestLog(app: FastifyInstance, accountOf: (request: FastifyRequest) => { id: string } | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    // Level 'warn' and above (as under load in the benches) builds no line at all.
    if (LEVELS_ABOVE_INFO.has(request.log.level)) return;
    const code = problemCodes.get(request);
    request.log.info({
      method: request.method,
      path: request.url.split('?')[0],
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(code ? { error: code } : {}),
      ...(accountOf(request) ? { account: accountOf(request)!.id } : {}),
      ip: request.ip,
    }, 'request');
  });
}
