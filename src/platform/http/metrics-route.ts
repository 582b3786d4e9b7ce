/**
 * GET /metrics on the camp's port, for Prometheus: only when the operator set
 * CAMP_METRICS_TOKEN, and only to a request bearing it (401 otherwise). Unset,
 * the route answers 404 as if it did not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CampError } from '../errors.ts';
import type { CampMetrics } from '../metrics/camp-metrics.ts';
import { bearerCredential } from './request-fields.ts';
import { problemResponses, textResponse } from './reply-schemas.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Counts every reply by route pattern and status; added first, so that no route escapes it. */
export function countRequests(app: FastifyInstance, metrics: CampMetrics | undefined): void {
  if (!metrics) return;
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** After the camp's error replies, whose problem details its refusals use. */
export function registerMetricsRoute(app: FastifyInstance, metrics: CampMetrics | undefined, token: string | undefined): void {
  // Compared as digests, in constant time: the token's length and prefix stay unknown to a guesser.
  const expected = token === undefined ? undefined : digest(token);
  app.get('/metrics', {
    schema: {
      tags: ['camp'],
      summary: 'Prometheus metrics of this process, for the operator (needs CAMP_METRICS_TOKEN set and sent as the bearer)',
      response: { 200: textResponse('text/plain', 'The Prometheus text format (version 0.0.4).'), ...problemResponses(401, 404) },
    },
  }, async (request, reply) => {
    if (!metrics || !expected) throw new CampError(404, 'not_found', 'No route GET /metrics. GET /api/v1/games lists the games and their endpoints.');
    const sent = bearerCredential(request);
    if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new CampError(401, 'unauthorized', 'The metrics need Authorization: Bearer <the CAMP_METRICS_TOKEN the camp was started with>.');
    }
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.scrape();
  });
}
