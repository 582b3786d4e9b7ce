/**
 * Race ratings (Elo) and the list of races being played, on a real camp,
 * once on SQLite and once on the throwaway PostgreSQL.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { californiaDouble } from '../../src/games/california-solitaire/index.ts';
import { seatResults } from '../../src/platform/records/ratings.ts';
import { leaderboardSql } from '../../src/platform/storage/leaderboard-sql.ts';
import { playingGamesSql } from '../../src/platform/storage/rating-sql.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { startPostgres } from '../support/postgres.ts';
import { readStream } from '../support/stream.ts';

const GAME = 'california-double';

interface StoreSetup {
  name: string;
  start(): Promise<{ camp: TestCamp; stop(): void }>;
}

const stores: StoreSetup[] = [
  { name: 'SQLite', start: async () => ({ camp: await startCamp(), stop: () => {} }) },
  {
    name: 'PostgreSQL',
    async start() {
      const postgres = await startPostgres();
      try {
        return { camp: await startCamp({ DATABASE_URL: postgres.url }), stop: () => postgres.stop() };
      } catch (error) {
        postgres.stop();
        throw error;
      }
    },
  },
];

/** `first` waits, `second` joins: the race starts with `first` in seat 0. Returns its id. */
async function race(first: CampClient, second: CampClient, body: Record<string, unknown> = {}): Promise<string> {
  const waiting = await first.newGame(GAME, body);
  expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
  expect(waiting.body.status).toBe('waiting');
  const joined = await second.newGame(GAME, body);
  expect(joined.body.game_id).toBe(waiting.body.game_id);
  expect(joined.body.status).toBe('playing');
  return waiting.body.game_id;
}

async function storedRatings(camp: TestCamp, ...players: CampClient[]): Promise<(number | undefined)[]> {
  const ids = await Promise.all(players.map(async (player) => (await player.get('/api/v1/me')).body.account_id as string));
  const rows = await camp.camp.store.ratingsIn(GAME, ids);
  return ids.map((id) => rows.find((row) => row.accountId === id)?.rating);
}

describe.each(stores)('race ratings on $name', (setup) => {
  let camp: TestCamp;
  let stop = () => {};

  beforeAll(async () => {
    ({ camp, stop } = await setup.start());
  }, 60_000);

  afterAll(async () => {
    await camp?.close();
    stop();
  });

  it('rates a race won by seat 1 once, by Elo with K = 32, and shows it in replies, /me and the board', async () => {
    const a = await camp.signUp();
    const b = await camp.signUp();
    const gameId = await race(a, b);
    expect((await a.state(GAME)).body.ratings).toEqual({ you: 1500, opponent: 1500 });

    const ended = await a.act(GAME, 'resign', { game_id: gameId });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.result).toBe('seat1-won');
    // Equal ratings expect 0.5 each: the winner gains 32 * 0.5.
    expect(await storedRatings(camp, a, b)).toEqual([1484, 1516]);
    expect(ended.body.ratings).toEqual({ you: 1484, opponent: 1516 });

    // A repeated request after the end is refused and changes nothing.
    const again = await a.act(GAME, 'resign', { game_id: gameId });
    expect(again.status).toBe(409);
    const late = await b.act(GAME, 'resign', { game_id: gameId });
    expect(late.status).toBe(409);
    expect(await storedRatings(camp, a, b)).toEqual([1484, 1516]);

    const me = (await b.get('/api/v1/me')).body;
    expect(me.games.find((entry: any) => entry.game === GAME).rating).toEqual({ rating: 1516, rated_games: 1 });
    expect(me.games.find((entry: any) => entry.game === 'solitaire').rating).toBeUndefined();

    // A second race, the lower-rated player waiting in seat 0 and winning: E = 1 / (1 + 10^(32/400)).
    const second = await race(a, b);
    expect((await b.act(GAME, 'resign', { game_id: second })).status).toBe(200);
    const gain = 32 * (1 - 1 / (1 + 10 ** (32 / 400)));
    const [ra, rb] = await storedRatings(camp, a, b);
    expect(ra).toBeCloseTo(1484 + gain, 6);
    expect(rb).toBeCloseTo(1516 - gain, 6);
    expect(Math.round(ra!)).toBe(1501);

    const board = await new (b.constructor as typeof CampClient)(camp).get(`/api/v1/leaderboards/${GAME}`);
    expect(board.status).toBe(200);
    expect(board.body.ranked_by[0]).toBe('rating');
    const entries = board.body.entries.filter((entry: any) => entry.name === a.name || entry.name === b.name);
    expect(entries.map((entry: any) => [entry.name, entry.rating, entry.wins])).toEqual([[a.name, 1501, 1], [b.name, 1499, 1]]);
  });

  it('counts a draw as half a win for each', async () => {
    const a = await camp.signUp();
    const b = await camp.signUp();
    await a.act(GAME, 'resign', { game_id: await race(a, b) });
    const gameId = await race(b, a);
    // Bring the stored race to the draw the engine gives when both seats placed as many cards.
    const store = camp.camp.store;
    const row = (await store.game(gameId))!;
    const drawn = { ...(row.state as object), status: 'over', winner: null, outcome: 'draw' };
    const results = seatResults(californiaDouble, drawn, 'draw');
    expect(results).toEqual([0.5, 0.5]);
    const stored = await store.appendCommands(gameId, row.version, [{ seat: 0, command: 'resign', acceptedAt: Date.now() }], {
      state: drawn, status: 'over', outcome: 'draw', score: row.score, updatedAt: Date.now(), seatResults: results,
    });
    expect(stored).toBe(true);
    // b (1516, seat 0) was expected to score more than half: the draw costs b what it gives a.
    const change = 32 * (0.5 - 1 / (1 + 10 ** (-32 / 400)));
    const [ra, rb] = await storedRatings(camp, a, b);
    expect(rb).toBeCloseTo(1516 + change, 6);
    expect(ra).toBeCloseTo(1484 - change, 6);
    // The same write again finds the game moved on, and rates nothing.
    expect(await store.appendCommands(gameId, row.version, [{ seat: 0, command: 'resign', acceptedAt: Date.now() }], {
      state: drawn, status: 'over', outcome: 'draw', score: row.score, updatedAt: Date.now(), seatResults: results,
    })).toBe(false);
    expect(await storedRatings(camp, a, b)).toEqual([ra, rb]);
  });

  it('ranks a race with its deal: one resigned the moment it started is rated and on the board', async () => {
    const a = await camp.signUp();
    const b = await camp.signUp();
    const store = camp.camp.store;
    const startMatch = store.startMatch.bind(store);
    // The waiting player resigns as soon as the deal is stored, before the joiner's request goes on.
    store.startMatch = async (gameId, deal) => {
      const started = await startMatch(gameId, deal);
      const resigned = await a.act(GAME, 'resign', { game_id: gameId });
      expect(resigned.body.status).toBe('over');
      return started;
    };
    let gameId: string;
    try {
      const waiting = await a.newGame(GAME);
      gameId = waiting.body.game_id;
      expect((await b.newGame(GAME)).body.game_id).toBe(gameId);
    } finally {
      store.startMatch = startMatch;
    }
    const state = (await a.get(`/games/${GAME}/api/state?game_id=${gameId}`)).body;
    expect(state).toMatchObject({ status: 'over', result: 'seat1-won', ranked: true });
    expect(await storedRatings(camp, a, b)).toEqual([1484, 1516]);
    const board = (await camp.client().get(`/api/v1/leaderboards/${GAME}`)).body;
    expect(board.entries.filter((entry: any) => entry.game_id === gameId).map((entry: any) => entry.name).sort()).toEqual([a.name, b.name].sort());
  });

  it('leaves ratings untouched by a race against the bot and by a race on an agreed seed', async () => {
    const a = await camp.signUp();
    const b = await camp.signUp();
    const bot = await a.newGame(GAME, { opponent: 'bot', bot_speed: 'agent' });
    expect(bot.status).toBe(201);
    expect(bot.body.ratings).toBeUndefined();
    const resigned = await a.act(GAME, 'resign', { game_id: bot.body.game_id });
    expect(resigned.body.status).toBe('over');
    expect(resigned.body.ranked).toBe(true);

    const agreed = await race(a, b, { seed: 'agreed-deal' });
    const over = await b.act(GAME, 'resign', { game_id: agreed });
    expect(over.body.status).toBe('over');
    expect(over.body.ranked).toBe(false);
    expect(over.body.ratings).toEqual({ you: 1500, opponent: 1500 });
    expect(await storedRatings(camp, a, b)).toEqual([undefined, undefined]);
    expect((await a.get('/api/v1/me')).body.games.find((entry: any) => entry.game === GAME).rating).toBeUndefined();
  });

  it('lists the races being played, not waiting or finished ones, with a spectator stream that works', async () => {
    const a = await camp.signUp();
    const b = await camp.signUp();
    const c = await camp.signUp();
    const finished = await race(a, b);
    await a.act(GAME, 'resign', { game_id: finished });
    const playing = await race(b, a);
    const bot = (await c.newGame(GAME, { opponent: 'bot', bot_speed: 'agent' })).body.game_id;
    const waiting = (await a.newGame(GAME)).body.game_id;

    const anyone = camp.client();
    const list = await anyone.get('/api/v1/races');
    expect(list.status).toBe(200);
    const ids = list.body.races.map((entry: any) => entry.game_id);
    expect(ids).toContain(playing);
    expect(ids).not.toContain(finished);
    expect(ids).not.toContain(waiting);
    // Newest first.
    expect(ids.indexOf(bot)).toBeLessThan(ids.indexOf(playing));
    const entry = list.body.races.find((race: any) => race.game_id === playing);
    expect(entry.game).toBe(GAME);
    expect(entry.players).toEqual([{ seat: 0, name: b.name }, { seat: 1, name: a.name }]);
    expect(list.body.races.find((race: any) => race.game_id === bot).players).toEqual([{ seat: 0, name: c.name }, { seat: 1, name: 'built-in opponent' }]);
    expect(entry.links.stream).toBe(`/games/${GAME}/api/stream?game_id=${playing}`);

    const watcher = readStream(camp.url + entry.links.stream);
    try {
      for (let i = 0; i < 100 && watcher.states.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(watcher.states[0]?.game_id).toBe(playing);
      expect(watcher.states[0]?.status).toBe('playing');
      expect(watcher.states[0]?.seat).toBe('spectator');
    } finally {
      watcher.close();
    }
    // The waiting race is left to be abandoned: take it out of the way of later matches.
    await a.act(GAME, 'resign', { game_id: playing });
    await c.act(GAME, 'resign', { game_id: bot });
  });
});

describe('race queries on SQLite', () => {
  it('reads each game type from the games_waiting index, and ratings by their key, never scanning a table', async () => {
    const camp = await startCamp();
    try {
      const db = new Database(camp.dbFile, { readonly: true });
      const planOf = (sql: string, ...params: unknown[]) =>
        (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('\n');
      const plan = planOf(playingGamesSql(() => '?'), GAME, 20);
      // The race board finds each player's rating by its primary key.
      const board = planOf(leaderboardSql(() => '?', true), GAME, 'standard', '', '', '', 20);
      db.close();
      expect(plan).toMatch(/SEARCH games USING INDEX games_waiting \(game=\? AND status=\?\)/);
      expect(plan).not.toMatch(/SCAN games|TEMP B-TREE/);
      expect(board).toMatch(/SEARCH ratings USING INDEX sqlite_autoindex_ratings_1 \(account_id=\? AND game=\?\)/);
      expect(board).not.toMatch(/SCAN ratings/);
    } finally {
      await camp.close();
    }
  });
});

describe('a rated race ended by the seat timeout', () => {
  it('rates the silent player as the loser, once', async () => {
    const quick = await startCamp({ CAMP_SEAT_TIMEOUT_SECONDS: '1' }, { games: [californiaDouble] });
    try {
      const a = await quick.signUp();
      const b = await quick.signUp();
      const gameId = await race(a, b);
      // b keeps polling; a says nothing, and the camp resigns for a.
      let state = await b.state(GAME);
      for (let i = 0; i < 40 && state.body.status === 'playing'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        state = await b.state(GAME);
      }
      expect(state.body.status).toBe('over');
      expect(state.body.game_id).toBe(gameId);
      expect(state.body.ratings).toEqual({ you: 1516, opponent: 1484 });
      expect(await storedRatings(quick, a, b)).toEqual([1484, 1516]);
    } finally {
      await quick.close();
    }
  });
});
