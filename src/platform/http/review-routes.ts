/** GET /games/<game>/api/reviews: a game's reviews, newest first (public, no credentials). */
import type { FastifyInstance } from 'fastify';
import type { GameDefinition } from '../../games/game.ts';
import { REVIEWS_PAGE, reviewPage, reviewsPath } from '../records/reviews.ts';
import type { CampServices } from './services.ts';
import { problemResponses } from './reply-schemas.ts';
import { REVIEWS_REPLY } from './review-schemas.ts';

export function registerReviewRoute(app: FastifyInstance, services: CampServices, game: GameDefinition<any, any>): void {
  app.get(reviewsPath(game.id), {
    schema: {
      tags: [game.id], summary: `${game.name}: what players said, newest first, a page at a time (no credentials needed)`,
      response: { 200: REVIEWS_REPLY, ...problemResponses(400) },
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          cursor: { type: 'string', maxLength: 300 },
          limit: { type: 'integer', minimum: 1, maximum: REVIEWS_PAGE.max },
        },
      },
    },
  }, async (request) => {
    const query = request.query as { cursor?: string; limit?: number };
    return reviewPage(services.store, game.id, query.cursor, query.limit ?? REVIEWS_PAGE.default);
  });
}
