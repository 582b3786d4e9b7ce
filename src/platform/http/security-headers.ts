/**
 * Security headers on every reply, pages and API alike, with @fastify/helmet.
 * The pages load their code from /assets only, so scripts are 'self' and
 * nothing inline runs; the one inline stylesheet is allowed by its hash.
 * Boards add their own styles as constructed stylesheets, which CSP treats
 * like style changes made from script.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    // No upgrade-insecure-requests: a camp on a plain-HTTP address must keep loading its own assets.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    // Browsers heed HSTS only over HTTPS; the camp's own host is all it may speak for, not its sibling subdomains.
    hsts: { maxAge: 31_536_000, includeSubDomains: false },
  });
}
