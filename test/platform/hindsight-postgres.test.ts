/**
 * A finished game's hindsight on PostgreSQL: worked out by one camp process,
 * kept in the shared database, and shown by another without working it out
 * again; the first one stored stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import type { TestCamp } from '../support/camp.ts';
import { startTwoCamps, type TwoCamps } from '../support/camps-on-postgres.ts';
import { winMinesweeper } from '../support/records.ts';

let camps: TwoCamps;
let east: TestCamp;
let west: TestCamp;

beforeAll(async () => {
  // West cannot work a hindsight out: it can only show a stored one.
  const forgetful = { ...minesweeper, hindsight: async () => { throw new Error('worked out again'); } };
  camps = await startTwoCamps({ east: [minesweeper], west: [forgetful] });
  ({ east, west } = camps);
}, 60_000);

afterAll(async () => {
  await camps?.close();
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
