/**
 * PostgreSQL drops connections a camp holds: an administrator's
 * pg_terminate_backend, a fast restart, idle_session_timeout, a pooler
 * recycling its links. The camp process must outlive that (the pool opens a
 * new connection for the next query), and its LISTEN connection must come
 * back, so streams keep waking on moves made through other processes.
 *
 * Why this can fail: a pg.Pool without an 'error' listener rethrows the error
 * of a dropped idle client as an unhandled 'error' event, which kills the
 * process (tried: without the listener the camp process died on the first
 * terminate). A client checked out for a transaction has no pool listener
 * either, so a connection lost mid-transaction kills it the same way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/platform/storage/postgres.ts';
import type { GameRow, GameUpdate } from '../../src/platform/store.ts';
import { callCamp as call, startCampProcess, type CampProcess } from '../support/camp-process.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const TERMINATE_OTHERS = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
  WHERE pid <> pg_backend_pid() AND datname = current_database()`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` on a connection of its own, the administrator's. */
async function asAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits until `check` holds, for up to `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  for (const start = Date.now(); Date.now() - start < ms; await sleep(25)) if (await check()) return;
  throw new Error('gave up waiting');
}

describe('PostgreSQL dropping the camp\'s connections', () => {
  let postgres: TestPostgres;
  let dir: string;

  beforeAll(async () => {
    postgres = await startPostgres();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-pg-loss-'));
  }, 60_000);

  afterAll(() => {
    postgres?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('a camp process', () => {
    let camp: CampProcess;
    let key: string;

    beforeAll(async () => {
      camp = await startCampProcess({ DATABASE_URL: postgres.url, CAMP_DB: path.join(dir, 'camp.db'), CAMP_AGENT_CHECK: 'off' });
      const account = await call(camp.url, '/api/v1/accounts', undefined, { name: 'dropped' });
      expect(account.status).toBe(201);
      key = account.body.agent_key;
      expect((await call(camp.url, '/games/solitaire/api/new', key, { draw: 1, seed: 'dropped' })).status).toBe(201);
    }, 30_000);

    afterAll(async () => {
      await camp?.kill();
    });

    it('stays up when its idle pooled connections are terminated, and serves the next request', async () => {
      expect((await call(camp.url, '/games/solitaire/api/state', key)).status).toBe(200);
      const killed = await asAdmin(postgres.url, async (admin) => (await admin.query(TERMINATE_OTHERS)).rowCount);
      expect(killed).toBeGreaterThan(0);
      // The dropped clients report their errors as the sockets close.
      await sleep(500);
      expect(camp.child.exitCode).toBeNull();
      expect(camp.child.signalCode).toBeNull();
      const state = await call(camp.url, '/games/solitaire/api/state', key);
      expect(state.status).toBe(200);
      const moved = await call(camp.url, '/games/solitaire/api/act', key, { command: 'draw' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }, 20_000);

    it('stays up when a connection is terminated in the middle of a transaction', async () => {
      const { gameId, version } = await call(camp.url, '/games/solitaire/api/state', key).then((state) => ({
        gameId: state.body.game_id as string, version: state.body.version as number,
      }));
      await asAdmin(postgres.url, async (admin) => {
        // Hold the game's row, so the camp's move waits inside its transaction.
        await admin.query('BEGIN');
        await admin.query('SELECT 1 FROM games WHERE id = $1 FOR UPDATE', [gameId]);
        const move = call(camp.url, '/games/solitaire/api/act', key, { command: 'draw' });
        await until(async () => (await admin.query(
          `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rowCount === 1);
        await admin.query(TERMINATE_OTHERS);
        await admin.query('ROLLBACK');
        // That move may fail (its connection died under it); the process must not.
        await move.catch(() => undefined);
      });
      await sleep(500);
      expect(camp.child.exitCode).toBeNull();
      const moved = await call(camp.url, '/games/solitaire/api/act', key, { command: 'draw' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.version).toBe(version + 1);
    }, 20_000);
  });

  it('listens again after its LISTEN connection is terminated, and reports each loss in one line', async () => {
    const store = await PostgresStore.connect(postgres.url);
    const warnings: string[] = [];
    store.reportLostConnections((message) => warnings.push(message));
    try {
      const game: GameRow = { id: 'listen-again', game: 'solitaire', options: {}, seed: 's', state: {}, version: 0, status: 'playing',
        outcome: null, score: 0, createdAt: 1, updatedAt: 1 };
      await store.createGame(game, []);
      let wakes = 0;
      const unwatch = store.watchGame('listen-again', () => wakes++);
      // Connecting wakes every watcher once.
      await until(() => wakes === 1);
      await asAdmin(postgres.url, (admin) => admin.query(TERMINATE_OTHERS));
      // Reconnected: the watchers wake once more, for changes made while nobody listened.
      await until(() => wakes === 2);
      const update: GameUpdate = { state: {}, status: 'playing', outcome: null, score: 0, updatedAt: 2 };
      expect(await store.appendCommands('listen-again', 0, [{ seat: 0, command: 'draw', acceptedAt: 2 }], update)).toBe(true);
      await until(() => wakes === 3, 2_000);
      unwatch();
      // The error's message, not the error: that holds the pg client and its cancel key.
      expect(warnings).toContain('PostgreSQL dropped the LISTEN connection (reconnecting): terminating connection due to administrator command');
      expect(warnings).toContain(
        'PostgreSQL dropped an idle pooled connection (the next query opens another): terminating connection due to administrator command');
      for (const warning of warnings) expect(warning).not.toMatch(/secretKey|processID/);
    } finally {
      await store.close();
    }
  }, 20_000);
});
