/**
 * Security headers on every reply, pages and API alike, with @fastify/helmet.
 * The pages load their code from /assets only, so scripts are 'self' and
 * nothing inline runs; the one inline stylesheet is allowed by its hash.
 * Boards add their own styles as constructed stylesheets, which CSP treats
 * like style changes made from script.
 */
import helmet from '@fastify/helmet';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { INLINE_STYLE_HASHES } from '../web/html.ts';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", ...INLINE_STYLE_HASHES.map((hash) => `'${hash}'`)],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** What @fastify/helmet is told: its defaults, with the policy above. */
const HELMET_OPTIONS = {
  global: true,
  // No upgrade-insecure-requests: a camp on a plain-HTTP address must keep loading its own assets.
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' as const },
  // Browsers heed HSTS only over HTTPS; the camp's own host is all it may speak for, not its sibling subdomains.
  hsts: { maxAge: 31_536_000, includeSubDomains: false },
};

/**
 * The plugin builds helmet's whole middleware again for every request (the
 * policy parsed and checked each time), yet the headers never change: they are
 * taken once, from a reply of a throwaway server with the plugin, and set on
 * every reply from then on.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Takes the reply over for a route that writes the raw response itself (the
 * event stream, MCP), keeping the headers set so far (the security headers,
 * the rate limit's) on what it writes: a hijacked reply sends none of them.
 */
export function hijackKeepingHeaders(reply: FastifyReply): ServerResponse {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
  return reply.raw;
}

async function helmetHeaders(): Promise<Record<string, string>> {
  const replyHeaders = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, HELMET_OPTIONS);
    probe.get('/', async () => '');
    const reply = await probe.inject('/');
    await probe.close();
    return reply.headers;
  };
  const [plain, secured] = await Promise.all([replyHeaders(false), replyHeaders(true)]);
  const added: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (Object.hasOwn(plain, name) || typeof value !== 'string') continue;
    added[name] = value;
  }
  return added;
}
