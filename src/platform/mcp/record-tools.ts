/**
 * Read-only tools for an agent's record: its account, its games, a finished
 * game's replay and the leaderboards. Each relays to the HTTP route of the
 * same reply, so ownership, limits and what stays hidden while a game is
 * played are exactly those of HTTP; the schemas take what the routes take.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { LISTED_STATUSES, MY_GAMES_PAGE, REPLAY_PAGE } from '../records/records.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, WINDOW_NAMES } from '../records/leaderboards.ts';
import type { CampApi } from './camp-api.ts';
import { leaderboardText, myGamesText, recordText, replayText } from './record-text.ts';
import { READ_OUTPUT } from './schemas.ts';
import { toolResult } from './tool-result.ts';

/** `path` with a query string of the arguments given (none left out is sent empty). */
function withQuery(path: string, args: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function registerRecordTools(server: McpServer, api: CampApi, gameArgument: z.ZodEnum<Record<string, string>>): void {
  const readOnly = { readOnlyHint: true, openWorldHint: false };
  const outputSchema = z.looseObject(READ_OUTPUT);

  server.registerTool('my_record', {
    description: 'Your account: how many games of each kind you played, won and have in progress, and your rating in each race you were rated in.',
    outputSchema,
    annotations: readOnly,
  }, async () => toolResult(await api('GET', '/api/v1/me'), recordText));

  server.registerTool('my_games', {
    description: 'Your games, newest first, a page at a time: id, game, status, outcome, score, whether ranked, and once over the replay call that shows it.',
    inputSchema: {
      game: gameArgument.optional().describe('Only games of this kind.'),
      status: z.enum(LISTED_STATUSES).optional().describe('Only games waiting, playing or over.'),
      limit: z.number().int().min(1).max(MY_GAMES_PAGE.max).optional().describe(`Games per page (default ${MY_GAMES_PAGE.default}).`),
      cursor: z.string().max(200).optional().describe('The next_cursor of the previous page, for the page after it.'),
    },
    outputSchema,
    annotations: readOnly,
  }, async (args) => toolResult(await api('GET', withQuery('/api/v1/me/games', args)), myGamesText));

  server.registerTool('replay', {
    description: 'The replay of a finished game, move by move with the board after each: anyone\'s, given its id. '
      + 'Refused while the game is waiting or played (and for a daily deal until its UTC day is over), so nothing hidden is shown.',
    inputSchema: {
      game: gameArgument,
      game_id: z.string().max(64).describe('The id of the finished game.'),
      from: z.number().int().min(1).optional().describe('The first move of the page (1, the default, is the first move).'),
      count: z.number().int().min(1).max(REPLAY_PAGE.max).optional().describe(`Moves per page (default ${REPLAY_PAGE.default}).`),
    },
    outputSchema,
    annotations: readOnly,
  }, async ({ game, ...args }) => toolResult(await api('GET', withQuery(`/games/${game}/api/replay`, args)), replayText));

  server.registerTool('leaderboard', {
    description: 'A game\'s leaderboard over ranked games (deals the camp chose): best score (a race: Elo rating), wins and games played per account.',
    inputSchema: {
      game: gameArgument,
      variant: z.string().min(1).max(100).optional().describe('The variant, as the reply\'s variants list names them (default: the game\'s default options).'),
      window: z.enum(WINDOW_NAMES as [string, ...string[]]).optional()
        .describe('all (default), 7d (the last 7 UTC days) or daily (one UTC day\'s daily deal).'),
      date: z.string().max(20).optional().describe('With window daily: the UTC day, YYYY-MM-DD (default today).'),
      limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe(`How many rows (default ${DEFAULT_LIMIT}).`),
    },
    outputSchema,
    annotations: readOnly,
  }, async ({ game, ...args }) => toolResult(await api('GET', withQuery(`/api/v1/leaderboards/${game}`, args)), leaderboardText));
}
