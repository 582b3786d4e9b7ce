/**
 * A suspension or deletion reaches every running camp process, though each
 * keeps accounts in memory: on SQLite, `npm run admin` in its own process
 * acts on the database of a camp in another, which re-reads the accounts it
 * refuses every STANDING_REFRESH_MS; on PostgreSQL, an action through one
 * camp reaches the other through the accounts notice. A deletion leaves
 * nothing of the account in any PostgreSQL table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDING_REFRESH_MS } from '../../src/platform/accounts/standing.ts';
import { callCamp, runNpmScript, startCampProcess, type CampProcess } from '../support/camp-process.ts';
import { twoCampsForThisFile } from '../support/camps-on-postgres.ts';
import { games } from '../../src/games/registry.ts';

/** The bound the docs promise, with room for a busy machine: the refresh interval three times over. */
const REACH_MS = 3 * STANDING_REFRESH_MS;

/** Polls `status` until it gives `wanted`; returns false when REACH_MS passes first. */
async function reaches(status: () => Promise<number>, wanted: number): Promise<boolean> {
  const until = Date.now() + REACH_MS;
  while (Date.now() < until) {
    if ((await status()) === wanted) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('npm run admin against a SQLite camp running in another process', () => {
  let dir: string;
  let camp: CampProcess;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-admin-'));
    env = { CAMP_DB: path.join(dir, 'camp.db'), CAMP_AGENT_CHECK: 'off', CAMP_SECRET: 'admin-process-secret-0123456789abcdef01' };
    camp = await startCampProcess(env);
  }, 30_000);
  afterAll(async () => {
    await camp?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('suspends, unsuspends and deletes, and the camp process follows within the documented interval', async () => {
    const name = `cli-player-${process.pid}`;
    const key = (await callCamp(camp.url, '/api/v1/accounts', undefined, { name })).body.agent_key as string;
    expect((await callCamp(camp.url, '/api/v1/me', key)).status).toBe(200);
    const me = () => callCamp(camp.url, '/api/v1/me', key).then((reply) => reply.status);

    const suspended = await runNpmScript('admin', ['suspend', name], env);
    expect(suspended.code, suspended.err).toBe(0);
    // The action's log line, then its result.
    const [logLine, result] = suspended.out.trim().split('\n').map((line) => JSON.parse(line));
    expect(logLine).toMatchObject({ msg: 'admin action', admin: 'cli', action: 'suspend', changed: true });
    expect(JSON.stringify(logLine)).not.toContain(name);
    expect(result.changed).toBe(true);
    expect(await reaches(me, 403)).toBe(true);

    const listed = await runNpmScript('admin', ['list'], env);
    expect(JSON.parse(listed.out).accounts.find((account: { name: string }) => account.name === name).suspended).toBe(true);

    expect((await runNpmScript('admin', ['unsuspend', name], env)).code).toBe(0);
    expect(await reaches(me, 200)).toBe(true);

    expect((await runNpmScript('admin', ['delete', name], env)).code).toBe(0);
    // The camp process had the key cached: it forgets it once it reads the deletion.
    expect(await reaches(me, 401)).toBe(true);
    expect((await callCamp(camp.url, '/api/v1/accounts', undefined, { name })).status).toBe(409);

    const unknown = await runNpmScript('admin', ['suspend', 'nobody-by-this-name'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/no account named/);
    expect((await runNpmScript('admin', ['frobnicate'], env)).code).toBe(2);
  }, 60_000);
});

describe('admin endpoints on one PostgreSQL camp process, felt by another', () => {
  const KEY = 'pg-operator-key-0123456789abcdefghij';
  const camps = twoCampsForThisFile({ east: [...games] }, { CAMP_ADMIN_KEYS: `ops:${KEY}` });

  it('refuses a suspended account in the other process, then a deleted one', async () => {
    const player = await camps.east.signUp();
    const inWest = camps.west.client(player.key);
    expect((await inWest.get('/api/v1/me')).status).toBe(200);
    const westStatus = () => inWest.get('/api/v1/me').then((reply) => reply.status);

    expect((await camps.east.client(KEY).post(`/admin/v1/accounts/${player.name}/suspend`)).status).toBe(200);
    expect(await reaches(westStatus, 403)).toBe(true);
    expect((await camps.west.client(KEY).post(`/admin/v1/accounts/${player.name}/unsuspend`)).status).toBe(200);
    expect(await reaches(() => player.get('/api/v1/me').then((reply) => reply.status), 200)).toBe(true);
    expect((await camps.east.client(KEY).request('DELETE', `/admin/v1/accounts/${player.name}`)).status).toBe(200);
    expect(await reaches(westStatus, 401)).toBe(true);
  });

  it('deletes from every table what it held for the account, as on SQLite', async () => {
    const leaving = await camps.east.signUp();
    const id = (await leaving.get('/api/v1/me')).body.account_id as string;
    const started = await leaving.newGame('solitaire', {}, true);
    expect((await leaving.act('solitaire', 'resign', { game_id: started.body.game_id })).body.status).toBe('over');
    expect((await leaving.checkedPost('/games/solitaire/api/finish', { rating: 7, review: 'Resigned to see the end.' })).status).toBe(200);
    const run = await leaving.post('/api/v1/suites/smoke/runs', {}, { 'idempotency-key': 'pg-leaving-run' });
    expect(run.status).toBe(201);
    const next = run.body.run.next;
    expect((await leaving.post(next.new.path, next.new.body, await leaving.checkHeaders())).status).toBe(201);

    const db = new pg.Client({ connectionString: camps.postgres.url });
    await db.connect();
    try {
      // What the scan below must find gone: the account's rows in the tables of every feature.
      for (const table of ['accounts', 'seats', 'reviews', 'runs', 'idempotency_keys']) {
        expect(JSON.stringify((await db.query(`SELECT * FROM ${table}`)).rows), table).toContain(id);
      }
      expect((await camps.west.client(KEY).request('DELETE', `/admin/v1/accounts/${leaving.name}`)).status).toBe(200);
      const { rows: tables } = await db.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
      expect(tables.length).toBeGreaterThan(10);
      for (const { table_name: table } of tables) {
        const text = JSON.stringify((await db.query(`SELECT * FROM "${table}"`)).rows);
        expect(text, table).not.toContain(leaving.name);
        if (table !== 'held_names') expect(text, table).not.toContain(id);
      }
    } finally {
      await db.end();
    }
  });
});
