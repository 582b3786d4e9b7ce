/** GET /api/v1/races: the races being played now, with where to watch them (races.ts). */
import type { FastifyInstance } from 'fastify';
import { racesPlaying } from '../play/races.ts';
import type { CampServices } from './services.ts';

const RACE = {
  type: 'object', additionalProperties: true,
  required: ['game', 'game_id', 'players', 'started_at', 'version', 'links'],
  properties: {
    game: { type: 'string' },
    game_id: { type: 'string' },
    players: {
      type: 'array',
      items: {
        type: 'object', additionalProperties: true, required: ['seat', 'name'],
        properties: { seat: { type: 'integer' }, name: { type: 'string', description: 'The account name, or "built-in opponent".' } },
      },
    },
    started_at: { type: 'string', format: 'date-time', description: 'When the game was created (a race between people: when its first player began waiting).' },
    updated_at: { type: 'string', format: 'date-time', description: 'The last move.' },
    version: { type: 'integer', description: 'Moves played so far.' },
    links: {
      type: 'object', additionalProperties: true, required: ['stream', 'replay', 'board'],
      properties: {
        stream: { type: 'string', description: 'Watch it live: Server-Sent Events, no credentials needed; a spectator sees no hidden cards.' },
        replay: { type: 'string', description: 'Every move, once the race is over (refused while it is played).' },
        board: { type: 'string', description: 'The board page, which shows the replay once the race is over.' },
      },
    },
  },
};

export function registerRacesRoutes(app: FastifyInstance, services: CampServices): void {
  app.get('/api/v1/races', {
    schema: {
      tags: ['camp'],
      summary: 'Races being played now, newest first, with spectator links',
      description: 'At most 20 games of the multi-seat games that are being played (not waiting for a player, not over). No credentials needed.',
      response: {
        200: {
          type: 'object', additionalProperties: true, required: ['races'],
          properties: { races: { type: 'array', items: RACE }, note: { type: 'string' } },
        },
      },
    },
  }, async () => racesPlaying(services.store, services.games));
}
