/**
 * A finished game's hindsight on PostgreSQL: worked out by one camp process,
 * kept in the shared database, and shown by another without working it out
 * again; the first one stored stays.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { winMinesweeper } from '../support/records.ts';

let postgres: TestPostgres;
let east: TestCamp;
let west: TestCamp;

beforeAll(async () => {
  postgres = await startPostgres();
  const env = { DATABASE_URL: postgres.url, CAMP_SECRET: randomBytes(32).toString('base64url') };
  east = await startCamp(env, { games: [minesweeper] });
  // This process cannot work a hindsight out: it can only show a stored one.
  const forgetful = { ...minesweeper, hindsight: async () => { throw new Error('worked out again'); } };
  west = await startCamp(env, { games: [forgetful] });
}, 60_000);

afterAll(async () => {
  await east?.close();
  await west?.close();
  postgres?.stop();
});

describe('hindsight on PostgreSQL', () => {
  it('is stored once by one camp and shown by another', async () => {
    const player = await east.signUp();
    const gameId = await winMinesweeper(east, player);
    const shown = (await player.get(`/games/minesweeper/api/state?game_id=${gameId}`)).body.hindsight;
    expect(shown.facts).toEqual(expect.objectContaining({ forced_guesses: expect.any(Number) }));
    expect(await east.camp.store.hindsight(gameId)).toEqual(shown);

    const elsewhere = await west.client(player.key).get(`/games/minesweeper/api/state?game_id=${gameId}`);
    expect(elsewhere.body.hindsight).toEqual(shown);

    await west.camp.store.saveHindsight(gameId, { text: 'a later answer', facts: {} }, Date.now());
    expect(await east.camp.store.hindsight(gameId)).toEqual(shown);
  });
});
