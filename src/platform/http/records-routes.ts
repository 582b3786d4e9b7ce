/**
 * Records: the caller's account and games (`GET /api/v1/me`, `/api/v1/me/games`)
 * and the replay of any finished game (`GET /games/<game>/api/replay`).
 */
import { READ_WAIT_MS } from '../records/hindsights.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GameDefinition, Viewer } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import { shownRating } from '../records/ratings.ts';
import { decodeCursor, encodeCursor } from '../records/page-cursor.ts';
import { ReplayMismatch, tallyGames } from '../records/records.ts';
import type { DailyDeals } from '../records/daily.ts';
import type { AccountGameRow, GameRow } from '../store.ts';
import type { CampServices } from './services.ts';
import { rankedOf, scoreFields } from '../play/present.ts';
import { BEARER, HINDSIGHT_SCHEMA, problemResponses, RANKED_SCHEMA } from './reply-schemas.ts';
import { bearerCredential } from './request-fields.ts';
import { LISTED_STATUSES, MY_GAMES_PAGE, REPLAY_PAGE } from '../records/records.ts';

const STATUSES = new Set<string>(LISTED_STATUSES);

const iso = (ms: number) => new Date(ms).toISOString();

const object = (required: string[], properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: true, required, properties });
const TALLY = object(['played', 'won', 'in_progress'], {
  played: { type: 'integer', description: 'Games over.' },
  won: { type: 'integer' },
  in_progress: { type: 'integer', description: 'Games waiting or being played.' },
});
const ME_REPLY = object(['account_id', 'name', 'created_at', 'totals', 'games'], {
  account_id: { type: 'string' },
  name: { type: 'string' },
  created_at: { type: 'string', format: 'date-time' },
  totals: TALLY,
  games: {
    type: 'array',
    items: {
      ...TALLY,
      required: ['game', ...TALLY.required],
      properties: {
        game: { type: 'string' },
        ...TALLY.properties,
        rating: { type: 'object', additionalProperties: true, required: ['rating', 'rated_games'], description: 'Races only, once one of yours was rated: your Elo rating.', properties: {
          rating: { type: 'integer' }, rated_games: { type: 'integer' },
        } },
      },
    },
  },
  links: { type: 'object', additionalProperties: true },
});
const LISTED_GAME = object(['game', 'game_id', 'seat', 'status', 'outcome', 'score', 'ranked', 'version', 'created_at', 'updated_at', 'links'], {
  game: { type: 'string' },
  game_id: { type: 'string' },
  seat: { type: 'integer' },
  status: { type: 'string', enum: ['waiting', 'playing', 'over'] },
  outcome: { type: ['string', 'null'], description: 'In a race, won, lost or draw from your side once it is over, as in its state.' },
  score: { type: 'number', description: 'Your score (in a race, your side\'s).' },
  result: { type: ['string', 'null'], description: 'Races only: the game\'s own verdict, the same for both players.' },
  opponent_score: { type: 'number', description: 'Races only: the other side\'s score.' },
  ranked: RANKED_SCHEMA,
  version: { type: 'integer' },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  links: { type: 'object', additionalProperties: true, description: 'state, board, and replay once the game is over (a daily game\'s once its UTC day is over).' },
});
const MY_GAMES_REPLY = object(['games', 'next_cursor'], {
  games: { type: 'array', items: LISTED_GAME },
  next_cursor: { type: ['string', 'null'], description: 'Send as cursor= for the next page; null after the last.' },
});
const REPLAY_REPLY = object(['game', 'game_id', 'options', 'seed', 'status', 'outcome', 'score', 'ranked', 'players', 'initial_board_text', 'initial_board', 'total_moves', 'from', 'moves', 'next_from'], {
  game: { type: 'string' },
  game_id: { type: 'string' },
  options: { type: 'object', additionalProperties: true },
  seed: { type: 'string' },
  status: { type: 'string', enum: ['over'] },
  outcome: { type: ['string', 'null'], description: 'In a race, won, lost or draw from your side when you held a seat, as in its state.' },
  score: { type: 'number', description: 'In a race, your side\'s when you held a seat; else the higher of the two.' },
  result: { type: ['string', 'null'], description: 'Races only: the game\'s own verdict, the same for everyone.' },
  opponent_score: { type: 'number', description: 'Races only, when you held a seat: the other side\'s score.' },
  ranked: RANKED_SCHEMA,
  version: { type: 'integer' },
  created_at: { type: 'string', format: 'date-time', description: 'When the game started.' },
  updated_at: { type: 'string', format: 'date-time', description: 'When it last changed: its end.' },
  players: { type: 'array', items: { type: 'object', additionalProperties: true } },
  viewer_seat: { type: 'integer', description: 'Whose view the boards show: yours if you held a seat, else seat 0.' },
  initial_board_text: { type: 'string' },
  initial_board: { type: 'object', additionalProperties: true, description: "The deal as the game's own board JSON (as `board` in its state), what was hidden shown: a replay is of a finished game." },
  total_moves: { type: 'integer' },
  hindsight: HINDSIGHT_SCHEMA,
  from: { type: 'integer' },
  moves: {
    type: 'array',
    items: object(['seq', 'seat', 'command', 'accepted_at', 'board_text', 'board', 'status', 'score'], {
      seq: { type: 'integer' }, seat: { type: 'integer' }, command: { type: 'string' }, accepted_at: { type: 'string', format: 'date-time' },
      board_text: { type: 'string', description: 'The text board after the command.' },
      board: { type: 'object', additionalProperties: true, description: "The game's own board JSON after the command (as `board` in its state)." }, status: { type: 'string' },
      score: { type: 'number', description: 'The score after the command (in a race, as the top-level score counts it).' },
    }),
  },
  next_from: { type: ['integer', 'null'] },
  next: { type: 'string', description: 'The URL of the next page, while more moves follow.' },
});

export function registerRecordsRoutes(app: FastifyInstance, services: CampServices): void {
  const { store, games, requireAccount } = services;
  const gamesById = new Map(games.map((game) => [game.id, game]));

  app.get('/api/v1/me', {
    schema: {
      tags: ['accounts'], summary: 'Your account and how many games of each kind you played and won', security: BEARER,
      response: { 200: ME_REPLY, ...problemResponses(401) },
    },
  }, async (request) => {
    const account = await requireAccount(request);
    const { totals, games: perGame } = tallyGames(games, await store.accountGameTallies(account.id));
    const ratings = new Map((await store.accountRatings(account.id)).map((row) => [row.game, row]));
    return {
      account_id: account.id,
      name: account.name,
      created_at: iso(account.createdAt),
      totals,
      games: perGame.map((entry) => {
        const rated = ratings.get(entry.game);
        return rated ? { ...entry, rating: { rating: shownRating(rated.rating), rated_games: rated.games } } : entry;
      }),
      links: { games: '/api/v1/me/games' },
    };
  });

  app.get('/api/v1/me/games', {
    schema: {
      tags: ['accounts'], summary: 'Your games, newest first, a page at a time', security: BEARER,
      response: { 200: MY_GAMES_REPLY, ...problemResponses(400, 401) },
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          game: { type: 'string', maxLength: 100 },
          status: { type: 'string', maxLength: 20 },
          cursor: { type: 'string', maxLength: 200 },
          limit: { type: 'integer', minimum: 1, maximum: MY_GAMES_PAGE.max },
        },
      },
    },
  }, async (request) => {
    const account = await requireAccount(request);
    const query = request.query as { game?: string; status?: string; cursor?: string; limit?: number };
    if (query.game !== undefined && !gamesById.has(query.game)) {
      throw new CampError(400, 'bad_game', `There is no game '${query.game}'; game must be one of: ${[...gamesById.keys()].join(', ')}.`);
    }
    if (query.status !== undefined && !STATUSES.has(query.status)) {
      throw new CampError(400, 'bad_status', `status must be one of: ${[...STATUSES].join(', ')}; got '${query.status}'.`);
    }
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 1);
    const before = after && { createdAt: after.time, id: after.ids[0]! };
    const limit = query.limit ?? MY_GAMES_PAGE.default;
    // One more than asked tells whether another page follows.
    const rows = await store.accountGames(account.id, { game: query.game, status: query.status, before, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const sides = await Promise.all(page.map((row) => raceSide(row)));
    return {
      games: page.map((row, i) => ({ ...listedGame(row, services.daily), ...sides[i] })),
      next_cursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
    };
  });

  /** A race's score and outcome from the listed seat's side, as its state gives them (a race row is read whole for it). */
  async function raceSide(row: AccountGameRow) {
    const game = gamesById.get(row.game);
    if (!game || game.seats < 2) return {};
    const full = await store.game(row.id);
    return full ? scoreFields(game, { row: full, viewer: row.seat }) : {};
  }
}

/** What a listed game and a replay both say of the game. */
function gameFields(row: Pick<AccountGameRow, 'id' | 'status' | 'outcome' | 'score' | 'version' | 'createdAt' | 'updatedAt'> & Pick<GameRow, 'ranked'>) {
  return {
    game_id: row.id, status: row.status, outcome: row.outcome, score: row.score, ranked: rankedOf(row), version: row.version,
    created_at: iso(row.createdAt), updated_at: iso(row.updatedAt),
  };
}

/** A daily game's replay opens when its day is over (see the replay route), so its link is given from then on. */
function listedGame(row: AccountGameRow, daily: Pick<DailyDeals, 'keepsHidden'>) {
  const id = encodeURIComponent(row.id);
  const replayable = row.status === 'over' && !daily.keepsHidden(row.daily);
  return {
    game: row.game,
    seat: row.seat,
    ...gameFields(row),
    links: {
      state: `/games/${row.game}/api/state?game_id=${id}`,
      ...(replayable ? { replay: `/games/${row.game}/api/replay?game_id=${id}` } : {}),
      board: `/games/${row.game}?game_id=${id}`,
    },
  };
}

/**
 * Anyone with a finished game's id may replay it, with or without
 * credentials; while it is played (or waits) it is refused, so nothing hidden
 * leaks. Boards are shown as the requester saw them when the requester held a
 * seat, and otherwise as seat 0 (the game's creator) saw them.
 */
export function registerReplayRoute(app: FastifyInstance, services: CampServices, game: GameDefinition<any, any>): void {
  const { store } = services;
  app.get(`/games/${game.id}/api/replay`, {
    schema: {
      tags: [game.id], summary: `${game.name}: the replay of a finished game, move by move (anyone with its id)`,
      response: { 200: REPLAY_REPLY, ...problemResponses(400, 401, 404, 409) },
      description: 'Refused (409) while the game is waiting or played, and for a daily deal until its UTC day is over.',
      querystring: {
        type: 'object',
        required: ['game_id'],
        additionalProperties: false,
        properties: {
          game_id: { type: 'string', maxLength: 64 },
          from: { type: 'integer', minimum: 1 },
          count: { type: 'integer', minimum: 1, maximum: REPLAY_PAGE.max },
        },
      },
    },
  }, async (request) => {
    const query = request.query as { game_id: string; from?: number; count?: number };
    const account = await optionalAccount(services, request);
    const row = await store.game(query.game_id);
    if (!row || row.game !== game.id) throw new CampError(404, 'unknown_game', `There is no ${game.id} game with id '${query.game_id}'.`);
    if (row.status !== 'over') {
      throw new CampError(409, 'not_over',
        `Game '${row.id}' is still ${row.status}: its replay opens once it is over, so that nothing hidden is shown while it is played.`);
    }
    // Today's daily deal is everyone's: its replay would show the deal to those who have not played it yet.
    if (services.daily.keepsHidden(row.daily)) {
      throw new CampError(409, 'daily_not_revealed',
        `Game '${row.id}' is the daily deal of ${row.daily} (UTC): its replay opens when that day is over, so that no one sees the deal before playing it.`);
    }
    const from = query.from ?? 1;
    // Past the last move there is nothing to show: say so rather than answer an empty page (a game of no moves still has page 1).
    if (from > Math.max(1, row.version)) {
      throw new CampError(400, 'bad_from', `from must be at most ${Math.max(1, row.version)}: game '${row.id}' has ${row.version} move${row.version === 1 ? '' : 's'} (1 is the first).`);
    }
    const [players, seats] = await Promise.all([store.seatPlayers(row.id), store.seats(row.id)]);
    const ownSeat = account ? seats.find((seat) => seat.accountId === account.id)?.seat : undefined;
    const viewer: Viewer = ownSeat ?? 0;
    const count = query.count ?? REPLAY_PAGE.default;
    let replayed;
    try {
      replayed = await services.replays.page(store, game, row, { viewer, side: ownSeat ?? null }, { from, count });
    } catch (error) {
      if (!(error instanceof ReplayMismatch)) throw error;
      request.log.error({ err: error, gameId: row.id }, 'replay does not match the stored game');
      throw new CampError(500, 'replay_mismatch', 'The stored log of this game does not lead to its stored state, so the camp shows no replay rather than a wrong one. Please report it.');
    }
    // The log holds row.version commands: the replay checked that.
    const nextFrom = from + count <= row.version ? from + count : null;
    return {
      game: game.id,
      options: row.options,
      seed: row.seed,
      ...gameFields(row),
      // A race's score and outcome from the requester's seat, as its state and their games list give them.
      ...scoreFields(game, { row, viewer: ownSeat ?? 'spectator' }),
      players,
      viewer_seat: viewer,
      initial_board_text: replayed.initialBoardText,
      initial_board: replayed.initialBoard,
      total_moves: row.version,
      hindsight: await services.hindsights.within(game, row, READ_WAIT_MS),
      from,
      moves: replayed.moves,
      next_from: nextFrom,
      ...(nextFrom === null ? {} : { next: `/games/${game.id}/api/replay?game_id=${encodeURIComponent(row.id)}&from=${nextFrom}&count=${count}` }),
    };
  });
}

/** The caller's account when the request carries credentials (bad ones are a 401), or none. */
async function optionalAccount(services: CampServices, request: FastifyRequest) {
  return bearerCredential(request) ? services.requireAccount(request) : undefined;
}
