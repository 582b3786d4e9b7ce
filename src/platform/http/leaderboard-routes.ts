/** GET /api/v1/leaderboards/<game>: one board per game, variant and window (see leaderboards.ts). */
import type { FastifyInstance } from 'fastify';
import { CampError } from '../errors.ts';
import { leaderboard, MAX_LIMIT, type BoardRequest } from '../records/leaderboards.ts';
import type { CampServices } from './services.ts';
import { problemResponses } from './reply-schemas.ts';

const LEADERBOARD_ENTRY = {
  type: 'object', additionalProperties: true,
  required: ['rank', 'name', 'best_score', 'wins', 'played', 'win_rate', 'game_id', 'replay', 'board'],
  properties: {
    rank: { type: 'integer' },
    name: { type: 'string' },
    best_score: { type: ['number', 'null'], description: 'Null in a race, which is ranked by rating.' },
    rating: { type: ['integer', 'null'], description: "A race only: the player's current Elo rating in the game (null if none of their races was rated)." },
    wins: { type: 'integer' },
    played: { type: 'integer' },
    win_rate: { type: 'number' },
    game_id: { type: 'string', description: 'The game the entry shows: its best score, the earliest that reached it (a race: the player\'s latest ranked race in the window).' },
    replay: { type: ['string', 'null'], description: "That game's replay; null on today's daily board." },
    board: { type: ['string', 'null'] },
  },
};

const LEADERBOARD_REPLY = {
  type: 'object', additionalProperties: true,
  required: ['game', 'name', 'variant', 'variants', 'window', 'entries'],
  properties: {
    game: { type: 'string' },
    name: { type: 'string' },
    variant: { type: 'string' },
    variants: { type: 'array', items: { type: 'string' }, description: 'The variants that can be asked for: the default, every combination of the options that take a listed value, and any other variant (a custom board size) with ranked games.' },
    window: { type: 'string', enum: ['all', '7d', 'daily'] },
    window_description: { type: 'string' },
    since: { type: ['string', 'null'] },
    ranked_by: { type: 'array', items: { type: 'string' } },
    note: { type: 'string' },
    daily: {
      type: 'object', additionalProperties: true,
      properties: { date: { type: 'string' }, revealed: { type: 'boolean' }, seed: { type: ['string', 'null'], description: 'The seed the day\'s deal was dealt from, shown once the day is over: a new game with the same options and this seed deals it again.' } },
    },
    entries: { type: 'array', items: LEADERBOARD_ENTRY },
  },
};

export function registerLeaderboardRoutes(app: FastifyInstance, services: CampServices): void {
  const gamesById = new Map(services.games.map((game) => [game.id, game]));

  app.get('/api/v1/leaderboards/:game', {
    schema: {
      tags: ['camp'],
      summary: 'A leaderboard: best score (a race: Elo rating), win rate and games played per account, over ranked games only',
      description: 'Only games on camp-chosen deals count. window: all (default), 7d (the last 7 UTC days), or daily (with date=YYYY-MM-DD, default today). '
        + 'A race is ranked by each player\'s current Elo rating (start 1500, K = 32, from races between people the camp dealt), then wins.',
      params: { type: 'object', required: ['game'], properties: { game: { type: 'string', maxLength: 100 } } },
      response: { 200: LEADERBOARD_REPLY, ...problemResponses(400, 404) },
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
