/** What a request asks, as a hash: a repeat with the same Idempotency-Key must ask exactly the same. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The agent check answer is left out: a repeat is not checked again, so it may carry another or none. */
const CHECK_FIELDS = new Set(['agent_check', 'agent_answer', 'camp_check', 'camp_answer']);

export function requestFingerprint(request: FastifyRequest): string {
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? Object.fromEntries(Object.entries(request.body as Record<string, unknown>).filter(([name]) => !CHECK_FIELDS.has(name)))
    : request.body ?? null;
  const asked: unknown[] = [request.method, request.routeOptions.url ?? request.url.split('?')[0], request.query ?? null, body];
  // A route with parameters (the suite of a run) asks something else for each value; routes without keep their old fingerprints.
  const params = request.params as Record<string, unknown> | undefined;
  if (params && Object.keys(params).length > 0) asked.push(params);
  return createHash('sha256').update(canonicalJson(asked)).digest('base64url');
}

/** JSON with every object's keys in order, so that the same fields sent in another order read the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
