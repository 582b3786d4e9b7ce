/**
 * Klondike winnable deals stored before seeds named their shuffle: the seed
 * alone, whose deal the solver of the day chose. A camp opening such a
 * database gives each game the pinned seed of the deal it was played on, so
 * its replay and hindsight show that deal whatever today's solver finds;
 * once on SQLite and once on the throwaway PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winnableDealSeed } from '../../src/games/solitaire/winnable-deal.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { execPostgres, execSqlite } from '../support/raw-sql.ts';

/** A seed whose first and second shuffles today's solver both proves winnable: it deals the first. */
const SEED = 'old-winnable-2';
/** An older solver that could not settle the first shuffle dealt the second. */
const PLAYED = `${SEED}~w2`;

interface Database {
  exec(sql: string, params: unknown[]): Promise<void>;
  mark(n: number): string;
  reopen(): Promise<TestCamp>;
}

function storedSeedCases(campOf: () => TestCamp, database: Database): void {
  it('gives a winnable game stored with its seed alone the seed of the shuffle it was played on, and works its hindsight out again', async () => {
    expect(winnableDealSeed(SEED, 1)).toBe(`${SEED}~w1`);
    expect(winnableDealSeed(PLAYED, 1)).toBe(PLAYED);
    const camp = campOf();
    const player = await camp.signUp();
    const over = (await player.newGame('solitaire', { deal: 'winnable', seed: PLAYED })).body.game_id as string;
    await player.act('solitaire', ['draw', 'draw', 'draw'], { game_id: over });
    expect((await player.act('solitaire', 'resign', { game_id: over })).body.status).toBe('over');
    const hindsight = (await player.get(`/games/solitaire/api/state?game_id=${over}`)).body.hindsight;
    expect(hindsight?.facts?.winnable).toBe(true);
    const playing = (await player.newGame('solitaire', { deal: 'winnable', seed: PLAYED })).body.game_id as string;
    await player.act('solitaire', 'draw', { game_id: playing });
    const random = (await player.newGame('solitaire', { seed: SEED })).body.game_id as string;
    await player.act('solitaire', 'resign', { game_id: random });

    // As an older camp left them: the seed alone (the finished game yesterday's daily deal, pinned so for the day),
    // and a hindsight worked out from the deal today's solver picks for it.
    const m = database.mark;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await database.exec(`UPDATE games SET seed = ${m(1)} WHERE id IN (${m(2)}, ${m(3)})`, [SEED, over, playing]);
    await database.exec(`UPDATE games SET daily = ${m(1)} WHERE id = ${m(2)}`, [yesterday, over]);
    await database.exec(`INSERT INTO daily_deals (game, variant, day, seed) VALUES ('solitaire', 'draw1-standard-winnable', ${m(1)}, ${m(2)})`, [yesterday, SEED]);
    await database.exec(`UPDATE game_hindsight SET hindsight = ${m(1)} WHERE game_id = ${m(2)}`, ['{"text":"of another deal","facts":{}}', over]);
    // An older camp never looked for such seeds (the new camp did, on an empty database, and marked it done).
    await database.exec(`DELETE FROM settings WHERE key = ${m(1)}`, ['seeds_pinned:solitaire']);

    const reopened = await database.reopen();
    try {
      const replay = await reopened.client().get(`/games/solitaire/api/replay?game_id=${over}`);
      expect(replay.status, JSON.stringify(replay.body)).toBe(200);
      expect(replay.body.seed).toBe(PLAYED);
      expect(replay.body.total_moves).toBe(4);
      expect(replay.body.hindsight).toEqual(hindsight);
      expect(await reopened.camp.store.dailyDealSeed('solitaire', 'draw1-standard-winnable', yesterday)).toBe(PLAYED);
      expect((await reopened.camp.store.game(playing))?.seed).toBe(PLAYED);
      expect((await reopened.camp.store.game(random))?.seed).toBe(SEED);
    } finally {
      await reopened.close();
    }
  });
}

describe('stored Klondike seeds on SQLite', () => {
  let camp: TestCamp;
  beforeAll(async () => { camp = await startCamp(); });
  afterAll(async () => { await camp?.close(); });
  storedSeedCases(() => camp, {
    mark: () => '?',
    exec: async (sql, params) => execSqlite(camp.dbFile, sql, params),
    reopen: () => startCamp({}, { dbFile: camp.dbFile }),
  });
});

describe('stored Klondike seeds on PostgreSQL', () => {
  let postgres: TestPostgres;
  let camp: TestCamp;
  beforeAll(async () => {
    postgres = await startPostgres();
    camp = await startCamp({ DATABASE_URL: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await camp?.close();
    postgres?.stop();
  });
  storedSeedCases(() => camp, {
    mark: (n) => `$${n}`,
    exec: (sql, params) => execPostgres(postgres.url, sql, params),
    reopen: () => startCamp({ DATABASE_URL: postgres.url }),
  });
});
