/**
 * A PostgreSQL camp is backed up with pg_dump and restored with pg_restore,
 * as docs/operations.md says: a camp started on the restored database serves
 * the same accounts and games, which replay to their stored states.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findGame } from '../../src/games/registry.ts';
import { replay } from '../../src/platform/play/sessions.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { postgresProgram, startPostgres, type TestPostgres } from '../support/postgres.ts';

const GAME = 'minesweeper';
let postgres: TestPostgres;
let dir: string;
const secret = randomBytes(32).toString('base64url');

beforeAll(async () => {
  postgres = await startPostgres();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-pg-backup-'));
}, 60_000);
afterAll(() => {
  postgres?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('restores a pg_dump of a camp into a new database that a camp then serves', async () => {
  const camp: TestCamp = await startCamp({ DATABASE_URL: postgres.url, CAMP_SECRET: secret });
  const player = await camp.signUp(`pg-backup-${process.pid}`);
  const started = await player.newGame(GAME, { difficulty: 'beginner', seed: 'pg-backup' }, true);
  expect(started.status).toBe(201);
  for (const command of ['flag 1 1', 'flag 2 2', 'reveal 5 5']) expect((await player.act(GAME, command)).status).toBe(200);
  const before = (await player.state(GAME)).body;

  // The commands of docs/operations.md, "Backup and restore".
  const dump = path.join(dir, 'camp.dump');
  execFileSync(postgresProgram('pg_dump'), ['--format=custom', `--file=${dump}`, postgres.url]);
  await camp.close();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE camp_restored');
  await admin.end();
  const restoredUrl = postgres.url.replace(/\/postgres$/, '/camp_restored');
  execFileSync(postgresProgram('pg_restore'), ['--no-owner', `--dbname=${restoredUrl}`, dump]);

  const restored = await startCamp({ DATABASE_URL: restoredUrl, CAMP_SECRET: secret });
  try {
    const again = restored.client(player.key);
    const state = await again.get(`/games/${GAME}/api/state?game_id=${before.game_id}`);
    expect(state.status).toBe(200);
    expect(state.body.version).toBe(before.version);
    expect(state.body.board_text).toBe(before.board_text);
    const row = (await restored.camp.store.game(before.game_id))!;
    expect(JSON.stringify(replay(findGame(GAME)!, row, await restored.camp.store.commands(before.game_id)))).toBe(JSON.stringify(row.state));
    const next = await again.act(GAME, 'mode flag');
    expect(next.body.version).toBe(before.version + 1);
    // The name stays taken in the restored camp.
    expect((await restored.client().post('/api/v1/accounts', { name: player.name })).status).toBe(409);
  } finally {
    await restored.close();
  }
}, 60_000);
