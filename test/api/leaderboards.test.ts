/**
 * Leaderboards, ranked games and the daily deal on a real camp, once on
 * SQLite and once on the throwaway PostgreSQL; and databases made before
 * the leaderboards gain their columns when a camp opens them.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { DailyDeals } from '../../src/platform/records/daily.ts';
import { PostgresStore } from '../../src/platform/storage/postgres.ts';
import { leaderboardSql, recordFinishSql } from '../../src/platform/storage/leaderboard-sql.ts';
import { SCHEMA } from '../../src/platform/storage/schema.ts';
import { SqliteStore } from '../../src/platform/storage/sqlite.ts';
import type { GameRow } from '../../src/platform/store.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { clockNow, leaderboardCases, type CampClock } from '../support/leaderboard-cases.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { execPostgres, execSqlite } from '../support/raw-sql.ts';

/** The cases sign up more players than one address may in an hour by default. */
const ACCOUNTS = { CAMP_LIMIT_ACCOUNTS_PER_HOUR: '100' };

const OLD_GAME: GameRow = {
  id: 'old-game', game: 'minesweeper', options: {}, seed: 's', state: {}, version: 0, status: 'over', outcome: 'won', score: 5, createdAt: 1, updatedAt: 2,
};

describe('leaderboards on SQLite', () => {
  let camp: TestCamp;
  const clock: CampClock = { offset: 0 };
  beforeAll(async () => { camp = await startCamp(ACCOUNTS, { now: () => clockNow(clock) }); });
  afterAll(async () => { await camp?.close(); });
  leaderboardCases(() => camp, clock, {
    mark: () => '?',
    exec: async (sql, params) => execSqlite(camp.dbFile, sql, params),
    reopen: () => startCamp(ACCOUNTS, { dbFile: camp.dbFile, now: () => clockNow(clock) }),
  });

  it('reads a board from one key range of its totals, and keeps them by primary keys: no table is scanned', () => {
    const db = new Database(camp.dbFile, { readonly: true });
    const plan = (sql: string, ...params: unknown[]) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('\n');
    try {
      for (const multiSeat of [false, true]) {
        const read = plan(leaderboardSql(() => '?', multiSeat), 'minesweeper', 'beginner', '', '', '', 20);
        expect(read).toMatch(/SEARCH leaderboard_days USING INDEX sqlite_autoindex_leaderboard_days_1 \(game=\? AND variant=\? AND daily=\? AND day>\? AND day<\?\)/);
        expect(read).not.toMatch(/SCAN (games|seats|accounts|leaderboard_days)\b/);
      }
      for (const multiSeat of [false, true]) {
        const write = plan(recordFinishSql(() => '?', multiSeat), '2026-01-01', 'some-game');
        expect(write).toMatch(/SEARCH games USING (COVERING )?INDEX \S+ \(id=\?/);
        expect(write).not.toMatch(/SCAN (games|seats|accounts|leaderboard_days)\b/);
      }
    } finally {
      db.close();
    }
  });

  it('adds the new columns to a database made before them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-upgrade-'));
    const file = path.join(dir, 'old.db');
    const old = new Database(file);
    for (const sql of SCHEMA) old.exec(sql);
    old.prepare(`INSERT INTO games (id, game, options, seed, state, version, status, outcome, score, created_at, updated_at)
      VALUES ('old-game', 'minesweeper', '{}', 's', '{}', 0, 'over', 'won', 5, 1, 2)`).run();
    old.close();
    const store = new SqliteStore(file);
    try {
      expect(await store.game('old-game')).toMatchObject({ ...OLD_GAME, ranked: false, variant: '', daily: '' });
      expect(await store.leaderboardVariants('minesweeper')).toEqual([]);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('leaderboards on PostgreSQL', () => {
  let postgres: TestPostgres;
  let camp: TestCamp;
  const clock: CampClock = { offset: 0 };
  beforeAll(async () => {
    postgres = await startPostgres();
    camp = await startCamp({ ...ACCOUNTS, DATABASE_URL: postgres.url }, { now: () => clockNow(clock) });
  }, 60_000);
  afterAll(async () => {
    await camp?.close();
    postgres?.stop();
  });
  leaderboardCases(() => camp, clock, {
    mark: (n) => `$${n}`,
    exec: (sql, params) => execPostgres(postgres.url, sql, params),
    reopen: () => startCamp({ ...ACCOUNTS, DATABASE_URL: postgres.url }, { now: () => clockNow(clock) }),
  });

  it('adds the new columns to a database made before them', async () => {
    const admin = new pg.Client(postgres.url);
    await admin.connect();
    await admin.query('CREATE DATABASE before_boards');
    await admin.end();
    const url = postgres.url.replace(/\/postgres$/, '/before_boards');
    const old = new pg.Client(url);
    await old.connect();
    for (const sql of SCHEMA) await old.query(sql);
    await old.query(`INSERT INTO games (id, game, options, seed, state, version, status, outcome, score, created_at, updated_at)
      VALUES ('old-game', 'minesweeper', '{}', 's', '{}', 0, 'over', 'won', 5, 1, 2)`);
    await old.end();
    const store = await PostgresStore.connect(url);
    try {
      expect(await store.game('old-game')).toMatchObject({ ...OLD_GAME, ranked: false, variant: '', daily: '' });
      expect(await store.leaderboard({ game: 'minesweeper', variant: '', daily: '', fromDay: '', toDay: '', limit: 10, multiSeat: false })).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe('the daily seed', () => {
  it('is the same all day for a game and variant, depends on the secret, and is shown only once the day is over', () => {
    let now = Date.parse('2026-03-04T23:59:59.999Z');
    const deals = new DailyDeals('secret-one', () => now);
    const seed = deals.seed(minesweeper, 'expert', '2026-03-04');
    expect(deals.today()).toBe('2026-03-04');
    expect(deals.seed(minesweeper, 'expert', '2026-03-04')).toBe(seed);
    expect(new DailyDeals('secret-two').seed(minesweeper, 'expert', '2026-03-04')).not.toBe(seed);
    expect(deals.seed(minesweeper, 'beginner', '2026-03-04')).not.toBe(seed);
    expect(deals.seed(minesweeper, 'expert', '2026-03-05')).not.toBe(seed);
    const row = { seed, daily: '2026-03-04' };
    expect(deals.shownSeed(row)).toBeNull();
    expect(deals.shownSeed({ seed: 'chosen', daily: '' })).toBe('chosen');
    now += 1;
    expect(deals.today()).toBe('2026-03-05');
    expect(deals.shownSeed(row)).toBe(seed);
  });
});
