/** GET /api/v1/leaderboards/<game>: one board per game, variant and window (see leaderboards.ts). */
import type { FastifyInstance } from 'fastify';
import { CampError } from '../errors.ts';
import { leaderboard, MAX_LIMIT, type BoardRequest } from '../leaderboards.ts';
import type { CampServices } from './app.ts';

export function registerLeaderboardRoutes(app: FastifyInstance, services: CampServices): void {
  const gamesById = new Map(services.games.map((game) => [game.id, game]));

  app.get('/api/v1/leaderboards/:game', {
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          variant: { type: 'string', minLength: 1, maxLength: 100 },
          window: { type: 'string', maxLength: 20 },
          date: { type: 'string', maxLength: 20 },
          limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
        },
      },
    },
  }, async (request) => {
    const { game: id } = request.params as { game: string };
    const game = gamesById.get(id);
    if (!game) {
      throw new CampError(404, 'unknown_game', `There is no game '${id}'. Games: ${[...gamesById.keys()].join(', ')}.`);
    }
    return leaderboard(services.store, services.daily, services.now(), game, request.query as BoardRequest);
  });
}
