/**
 * Replays picked up from kept states: after a finished game's first replay,
 * every page a camp serves equals the page the whole-log replay gives, for
 * every viewer, while the engine runs only from the nearest kept state before
 * the page. The kept states are bounded (the least recently read game goes
 * first), and a stored game that no longer matches its log is never served
 * from them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../src/games/game.ts';
import { games } from '../../src/games/registry.ts';
import { legalMoves } from '../../src/games/california-solitaire/listing.ts';
import type { CaliforniaState } from '../../src/games/california-solitaire/index.ts';
import { replayBoards, type ReplayView, type ReplayWindow } from '../../src/platform/records/records.ts';
import type { GameRow } from '../../src/platform/store.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { startPostgres } from '../support/postgres.ts';
import { execPostgres, execSqlite } from '../support/raw-sql.ts';
import { pickFrom, playToTheEnd } from '../support/records.ts';

const SPACING = 100;

/**
 * The registered games, each counting the commands its engine applies (so a
 * test sees how much of a log a replay ran) and its deals prepared, which a
 * test can hold back until it opens `gate`.
 */
function countingGames() {
  const counter = { applies: 0, prepared: 0, gate: Promise.resolve() };
  const counted = games.map((game): GameDefinition<any, any> => ({
    ...game,
    apply(state, command, ctx) {
      counter.applies++;
      return game.apply(state, command, ctx);
    },
    ...(game.prepareDeal && {
      async prepareDeal(options: unknown, seed: string | null) {
        counter.prepared++;
        await counter.gate;
        return game.prepareDeal!(options, seed);
      },
    }),
  }));
  return { counter, counted };
}

const gameOf = (id: string) => games.find((game) => game.id === id)!;

/** A Klondike game of about `moves` accepted commands (draws, recycles and taps the engine accepts), then resigned. */
async function playKlondike(camp: TestCamp, player: CampClient, moves: number, seed: number): Promise<string> {
  const solitaire = gameOf('solitaire');
  const gameId: string = (await player.newGame('solitaire', { seed: `checkpoints-${seed}` })).body.game_id;
  let state: unknown = (await camp.camp.store.game(gameId))!.state;
  const pick = pickFrom(seed);
  const taps = ['waste', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 'auto'];
  let batch: string[] = [];
  for (let played = 0; played < moves; played++) {
    // The same commands the camp will accept: a draw or recycle always is; a tap only where it moves something.
    const tried = [pick(taps), 'stock'].map((command) => ({ command, applied: solitaire.apply(state, command, { seat: 0, now: Date.now() }) }));
    const { command, applied } = tried.find((attempt) => attempt.applied.ok && !attempt.applied.value.unchanged)!;
    if (!applied.ok) throw new Error(applied.error);
    state = applied.value.state;
    batch.push(command);
    const over = solitaire.summary(state).status === 'over';
    if (batch.length === 200 || played === moves - 1 || over) {
      const reply = await player.act('solitaire', batch, { game_id: gameId });
      expect(reply.body.results.every((result: any) => result.ok), JSON.stringify(reply.body.results.at(-1))).toBe(true);
      batch = [];
    }
    if (over) return gameId;
  }
  expect((await player.act('solitaire', 'resign', { game_id: gameId })).body.status).toBe('over');
  return gameId;
}

/** A California race between two accounts, both playing legal moves, then resigned by seat 1. */
async function playRace(camp: TestCamp, first: CampClient, second: CampClient, moves: number): Promise<string> {
  const seed = `checkpoints-race-${first.credential}`;
  const gameId: string = (await first.newGame('california-double', { seed })).body.game_id;
  await second.newGame('california-double', { seed });
  const pick = pickFrom(7);
  for (let played = 0; played < moves; played++) {
    const seat = played % 2;
    const row = (await camp.camp.store.game(gameId))!;
    if (row.status === 'over') return gameId;
    const legal = legalMoves(row.state as CaliforniaState, seat).map((move) => move.command);
    await [first, second][seat]!.act('california-double', legal.length > 0 ? pick(legal) : 'draw', { game_id: gameId });
  }
  await second.act('california-double', 'resign', { game_id: gameId });
  return gameId;
}

/** Windows over a game of `moves` moves: every default page, and windows that start and end between kept states. */
function windowsOf(moves: number): ReplayWindow[] {
  const pages = Array.from({ length: Math.max(1, Math.ceil(moves / SPACING)) }, (_, i) => ({ from: 1 + i * SPACING, count: SPACING }));
  const odd = [{ from: 1, count: 250 }, { from: Math.min(moves, 150), count: 73 }, { from: Math.max(1, moves - 120), count: 250 }, { from: Math.max(1, moves), count: 1 }];
  return [...pages, ...odd];
}

/** A camp on each store, and a way to rewrite one column of a stored game behind its back. */
const stores = [
  {
    name: 'SQLite',
    async start(counted: GameDefinition<any, any>[]) {
      const camp = await startCamp({}, { games: counted });
      const rewrite = async (column: 'state' | 'version', value: unknown, gameId: string) => execSqlite(camp.dbFile, `UPDATE games SET ${column} = ? WHERE id = ?`, [value, gameId]);
      return { camp, rewrite, stop: () => {} };
    },
  },
  {
    name: 'PostgreSQL',
    async start(counted: GameDefinition<any, any>[]) {
      const postgres = await startPostgres();
      try {
        const camp = await startCamp({ DATABASE_URL: postgres.url }, { games: counted });
        const rewrite = (column: 'state' | 'version', value: unknown, gameId: string) => execPostgres(postgres.url, `UPDATE games SET ${column} = $1 WHERE id = $2`, [value, gameId]);
        return { camp, rewrite, stop: () => postgres.stop() };
      } catch (error) {
        postgres.stop();
        throw error;
      }
    },
  },
];

describe.each(stores)('replay pages from kept states on $name', (setup) => {
  let camp: TestCamp;
  let rewrite: (column: 'state' | 'version', value: unknown, gameId: string) => Promise<void>;
  let stop = () => {};
  const { counter, counted } = countingGames();

  beforeAll(async () => {
    ({ camp, rewrite, stop } = await setup.start(counted));
  }, 60_000);

  afterAll(async () => {
    await camp?.close();
    stop();
  });

  /** The page as the whole-log replay shows it, from the stored row and log. */
  async function uncachedPage(gameId: string, view: ReplayView, window: ReplayWindow) {
    const row = (await camp.camp.store.game(gameId))!;
    const log = await camp.camp.store.commands(gameId);
    const { initialBoardText, moves } = replayBoards(gameOf(row.game), row, log, view, window);
    return { initial_board_text: initialBoardText, moves, total_moves: log.length };
  }

  it('serves every page, for every viewer, as the whole-log replay shows it', async () => {
    const first = await camp.signUp();
    const second = await camp.signUp();
    const played = [
      { game: 'solitaire', gameId: await playKlondike(camp, first, 430, 1) },
      { game: 'minesweeper', gameId: await playToTheEnd(first, gameOf('minesweeper'), 40, 2) },
      { game: 'mahjong-solitaire', gameId: await playToTheEnd(first, gameOf('mahjong-solitaire'), 40, 3) },
      { game: 'california-double', gameId: await playRace(camp, first, second, 160) },
    ];
    const viewers: { client: CampClient; view: ReplayView }[] = [
      { client: camp.client(), view: { viewer: 0, side: null } },
      { client: first, view: { viewer: 0, side: 0 } },
      { client: second, view: { viewer: 1, side: 1 } },
    ];
    for (const { game, gameId } of played) {
      const moves = (await camp.camp.store.game(gameId))!.version;
      const path = `/games/${game}/api/replay?game_id=${gameId}`;
      const firstReply = await camp.client().get(path);
      expect(firstReply.status, JSON.stringify(firstReply.body).slice(0, 300)).toBe(200);
      for (const { client, view } of viewers) {
        // The second player held no seat in the solo games: they see them as anyone does.
        const shownView = game === 'california-double' || view.viewer === 0 ? view : { viewer: 0, side: null };
        for (const window of windowsOf(moves)) {
          const reply = await client.get(`${path}&from=${window.from}&count=${window.count}`);
          expect(reply.status, `${game} ${JSON.stringify(window)}`).toBe(200);
          const { initial_board_text, moves: shown, total_moves } = reply.body;
          expect({ initial_board_text, moves: shown, total_moves }, `${game} ${JSON.stringify(window)} viewer ${view.viewer}`)
            .toEqual(await uncachedPage(gameId, shownView, window));
          expect(shown.length).toBe(Math.min(window.count, moves - window.from + 1));
        }
        // The whole reply too (but the hindsight, which may still be worked out): as the first, whole-log replay gave it.
        if (view.side === null) expect({ ...(await client.get(path)).body, hindsight: null }).toEqual({ ...firstReply.body, hindsight: null });
      }
    }
  }, 120_000);

  it('runs a later page only from the kept state before it', async () => {
    const player = await camp.signUp();
    const gameId = await playKlondike(camp, player, 620, 11);
    const moves = (await camp.camp.store.game(gameId))!.version;
    expect(moves).toBeGreaterThan(600);
    const path = `/games/solitaire/api/replay?game_id=${gameId}`;
    const appliesFor = async (query: string) => {
      const before = counter.applies;
      expect((await camp.client().get(`${path}${query}`)).status).toBe(200);
      return counter.applies - before;
    };
    // The first replay runs (and checks) the whole log once.
    expect(await appliesFor('')).toBe(moves);
    expect(await appliesFor('&from=401&count=100')).toBe(100);
    expect(await appliesFor('&from=451&count=100')).toBe(150);
    expect(await appliesFor(`&from=${moves}&count=1`)).toBe(moves - 600);
    expect(await appliesFor('')).toBe(100);
  }, 60_000);

  it('runs the whole log once for requests that come while it runs, which then start from its kept states', async () => {
    const player = await camp.signUp();
    const gameId = await playKlondike(camp, player, 320, 51);
    const moves = (await camp.camp.store.game(gameId))!.version;
    const path = `/games/solitaire/api/replay?game_id=${gameId}&from=201&count=50`;
    const before = { ...counter };
    let open = () => {};
    counter.gate = new Promise((resolve) => { open = resolve; });
    try {
      const first = camp.client().get(path);
      while (counter.prepared === before.prepared) await new Promise((resolve) => setTimeout(resolve, 10));
      // The first replay now waits on its deal, its log read: these come meanwhile.
      const others = [1, 2, 3].map(() => camp.client().get(path));
      await new Promise((resolve) => setTimeout(resolve, 300));
      open();
      const replies = await Promise.all([first, ...others]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      for (const reply of replies) expect({ ...reply.body, hindsight: null }).toEqual({ ...replies[0]!.body, hindsight: null });
    } finally {
      open();
      counter.gate = Promise.resolve();
    }
    expect(counter.prepared - before.prepared).toBe(1);
    expect(counter.applies - before.applies).toBe(moves + 3 * 50);
  }, 60_000);

  /** A finished Klondike game of 150 moves, its stored row, and a page of it past its first kept state. */
  async function middlePage(seed: number) {
    const gameId = await playKlondike(camp, await camp.signUp(), 150, seed);
    return { row: (await camp.camp.store.game(gameId))!, path: `/games/solitaire/api/replay?game_id=${gameId}&from=101&count=10` };
  }

  /** Its stored state rewritten behind the camp's back: no longer what its log leads to. */
  const spoil = (row: GameRow) => rewrite('state', JSON.stringify({ ...(row.state as object), points: 123_456 }), row.id);

  it('answers 500 replay_mismatch, and keeps nothing, for a stored state its log does not lead to', async () => {
    const { row, path } = await middlePage(21);
    await spoil(row);
    for (let i = 0; i < 2; i++) {
      const before = counter.applies;
      const reply = await camp.client().get(path);
      expect(reply.status).toBe(500);
      expect(reply.body.error).toBe('replay_mismatch');
      expect(counter.applies - before).toBe(row.version);
    }
  }, 60_000);

  it('never serves a kept replay for a stored row that changed since: its state or its version', async () => {
    const { row, path } = await middlePage(31);
    expect((await camp.client().get(path)).status).toBe(200);
    await spoil(row);
    expect((await camp.client().get(path)).body.error).toBe('replay_mismatch');
    await rewrite('state', JSON.stringify(row.state), row.id);
    expect((await camp.client().get(path)).status).toBe(200);
    await rewrite('version', row.version - 1, row.id);
    expect((await camp.client().get(path)).body.error).toBe('replay_mismatch');
  }, 60_000);
});

describe('the bound on kept replay states', () => {
  let camp: TestCamp;
  const { counter, counted } = countingGames();

  beforeAll(async () => {
    // Room for two games of fewer than 100 moves (one kept state each, their deal).
    camp = await startCamp({}, { games: counted, replayStates: 2 });
  }, 60_000);

  afterAll(async () => {
    await camp?.close();
  });

  it('forgets the least recently replayed game when more games than fit are replayed', async () => {
    const player = await camp.signUp();
    const ids = [await playKlondike(camp, player, 30, 41), await playKlondike(camp, player, 30, 42), await playKlondike(camp, player, 30, 43)];
    const versions = await Promise.all(ids.map(async (id) => (await camp.camp.store.game(id))!.version));
    // Whole log when the game is not kept (replayed and checked, then kept), one command when it is.
    const kept = async (i: number) => {
      const before = counter.applies;
      expect((await camp.client().get(`/games/solitaire/api/replay?game_id=${ids[i]}&from=1&count=1`)).status).toBe(200);
      const applies = counter.applies - before;
      expect([1, versions[i]]).toContain(applies);
      return applies === 1;
    };
    expect([await kept(0), await kept(1), await kept(2)]).toEqual([false, false, false]);
    expect(await kept(0)).toBe(false);
    expect(await kept(2)).toBe(true);
    expect(await kept(1)).toBe(false);
    expect(await kept(0)).toBe(false);
    expect(await kept(1)).toBe(true);
  }, 60_000);
});
