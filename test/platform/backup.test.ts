/**
 * `npm run backup` copies a running SQLite camp while agents act on it, and
 * `npm run restore` brings the copy back: every act acknowledged before the
 * backup began is in the copy, every game in it replays to its stored state,
 * a camp serves from the restored file, and a restore refuses to overwrite
 * a database that a running camp holds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame } from '../../src/games/registry.ts';
import { replay } from '../../src/platform/play/sessions.ts';
import { SqliteStore } from '../../src/platform/storage/sqlite.ts';
import { callCamp, runNpmScript, startCampProcess, type CampProcess } from '../support/camp-process.ts';

const GAME = 'minesweeper';
const AGENTS = 6;

/** An npm script as an operator runs it: its exit code and what it printed. */
describe('backup and restore of a SQLite camp under load', () => {
  let dir: string;
  let camp: CampProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-backup-'));
    env = { CAMP_DB: path.join(dir, 'camp.db'), CAMP_AGENT_CHECK: 'off', CAMP_SECRET: 'backup-test-secret-0123456789abcdef0123' };
    camp = await startCampProcess(env);
  }, 30_000);
  afterAll(async () => {
    await camp?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every acknowledged act while acts go on, replays every game, and restores only into a database no camp holds', async () => {
    const players = await Promise.all(Array.from({ length: AGENTS }, async (_, i) => {
      const created = await callCamp(camp.url, '/api/v1/accounts', undefined, { name: `backup-agent-${i}` });
      const key = created.body.agent_key as string;
      const started = await callCamp(camp.url, `/games/${GAME}/api/new`, key, { difficulty: 'expert', seed: `backup-${i}` });
      expect(started.status).toBe(201);
      return { key, gameId: started.body.game_id as string };
    }));
    // The newest version each game's acknowledged replies named.
    const acknowledged = new Map<string, number>();
    let acting = true;
    const load = players.map(async ({ key, gameId }, i) => {
      for (let move = 0; acting; move++) {
        const row = 1 + ((move * 7 + i) % 16);
        const column = 1 + ((move * 11 + i * 3) % 30);
        const reply = await callCamp(camp.url, `/games/${GAME}/api/act`, key, { command: `flag ${row} ${column}` });
        expect(reply.status).toBe(200);
        acknowledged.set(gameId, Math.max(acknowledged.get(gameId) ?? 0, reply.body.version));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const beforeBackup = new Map(acknowledged);
    const copy = path.join(dir, 'copy.db');
    const backup = await runNpmScript('backup', [copy], env);
    const afterBackup = new Map(acknowledged);
    acting = false;
    await Promise.all(load);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/copied to .*copy\.db \(\d+ accounts, \d+ games, \d+ commands\)/);
    // Acts went on while the backup ran, so the copy was taken of a camp being written.
    expect([...afterBackup].some(([gameId, version]) => version > beforeBackup.get(gameId)!)).toBe(true);
    expect(fs.statSync(copy).mode & 0o077).toBe(0);

    // The live database is held by the running camp: the restore refuses and leaves it as it was.
    const liveSize = fs.statSync(env.CAMP_DB!).size;
    const refused = await runNpmScript('restore', [copy], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/is in use/);
    expect(fs.statSync(env.CAMP_DB!).size).toBe(liveSize);
    expect((await callCamp(camp.url, '/healthz', undefined)).status).toBe(200);

    // Restored to where a second camp will run: the copy's content, checked before any camp opens it.
    const restoredEnv = { ...env, CAMP_DB: path.join(dir, 'restored', 'camp.db') };
    const restored = await runNpmScript('restore', [copy], restoredEnv);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    const store = new SqliteStore(restoredEnv.CAMP_DB);
    const versions = new Map<string, number>();
    try {
      for (const { gameId } of players) {
        const row = (await store.game(gameId))!;
        const log = await store.commands(gameId);
        expect(row.version, gameId).toBeGreaterThanOrEqual(beforeBackup.get(gameId)!);
        expect(log).toHaveLength(row.version);
        expect(JSON.stringify(replay(findGame(GAME)!, row, log))).toBe(JSON.stringify(row.state));
        versions.set(gameId, row.version);
      }
    } finally {
      await store.close();
    }

    await camp.kill();
    camp = await startCampProcess(restoredEnv);
    for (const { key, gameId } of players) {
      const state = await callCamp(camp.url, `/games/${GAME}/api/state?game_id=${gameId}`, key);
      expect(state.status).toBe(200);
      expect(state.body.version).toBe(versions.get(gameId));
      const next = await callCamp(camp.url, `/games/${GAME}/api/act`, key, { command: 'mode flag' });
      expect(next.body.results?.[0]?.ok ?? next.body, JSON.stringify(next.body.results)).toBe(true);
      expect(next.body.version).toBe(versions.get(gameId)! + 1);
    }
  }, 90_000);

  it('refuses a file that is not a camp database, and a backup over an existing file', async () => {
    const junk = path.join(dir, 'junk.db');
    fs.writeFileSync(junk, 'not a database');
    const restore = await runNpmScript('restore', [junk], env);
    expect(restore.code).toBe(1);
    expect(restore.err).toMatch(/junk\.db/);
    const backup = await runNpmScript('backup', [junk], env);
    expect(backup.code).toBe(1);
    expect(backup.err).toMatch(/exists already/);
    expect(fs.readFileSync(junk, 'utf8')).toBe('not a database');
  }, 30_000);
});
