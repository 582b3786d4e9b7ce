/**
 * A database with no room left: acts are refused with a clear 503
 * storage_full and nothing of them is stored, every act acknowledged before
 * stays, and the camp serves again as soon as there is room. The room is
 * capped with SQLite's max_page_count, as a full disk would cap it.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCamp, type TestCamp } from '../support/camp.ts';

const GAME = 'minesweeper';
let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({ CAMP_AGENT_CHECK: 'off' }); });
afterAll(async () => { await camp.close(); });

it('answers 503 storage_full while the database is full, loses nothing acknowledged, and serves again once there is room', async () => {
  const player = await camp.signUp();
  const started = await player.newGame(GAME, { difficulty: 'expert', seed: 'disk-full' });
  expect(started.status).toBe(201);
  // max_page_count holds for one connection only: it is set on the camp's own.
  const db = (camp.camp.store as unknown as { db: Database.Database }).db;
  db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);

  let acknowledged = 0;
  let refused: Awaited<ReturnType<typeof player.post>> | undefined;
  for (let move = 0; move < 2_000 && !refused; move++) {
    const reply = await player.post(`/games/${GAME}/api/act`, { command: `flag ${1 + (move % 16)} ${1 + (Math.floor(move / 16) % 30)}` });
    if (reply.status === 200) acknowledged = reply.body.version;
    else refused = reply;
  }
  expect(refused?.status).toBe(503);
  expect(refused?.body.error).toBe('storage_full');
  expect(refused?.headers.get('retry-after')).toBe('30');
  // Reads still work, and show the game at its last acknowledged version.
  expect((await player.state(GAME)).body.version).toBe(acknowledged);

  db.pragma('max_page_count = 1073741823');
  const after = await player.post(`/games/${GAME}/api/act`, { command: 'mode flag' });
  expect(after.status).toBe(200);
  expect(after.body.version).toBe(acknowledged + 1);
  const log = await camp.camp.store.commands(started.body.game_id);
  expect(log).toHaveLength(acknowledged + 1);
  expect((await camp.client().post('/api/v1/accounts', { name: `full-${process.pid}` })).status).toBe(201);
});
