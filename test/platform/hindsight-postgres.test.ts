/**
 * A finished game's hindsight on PostgreSQL: worked out by one camp process,
 * kept in the shared database, and shown by another without working it out
 * again; the first one stored stays.
 */
import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { twoCampsForThisFile } from '../support/camps-on-postgres.ts';
import { winMinesweeper } from '../support/records.ts';

// West cannot work a hindsight out: it can only show a stored one.
const forgetful = { ...minesweeper, hindsight: async () => { throw new Error('worked out again'); } };
const camps = twoCampsForThisFile({ east: [minesweeper], west: [forgetful] });

describe('hindsight on PostgreSQL', () => {
  it('is stored once by one camp and shown by another', async () => {
    const player = await camps.east.signUp();
    const gameId = await winMinesweeper(camps.east, player);
    const shown = (await player.get(`/games/minesweeper/api/state?game_id=${gameId}`)).body.hindsight;
    expect(shown.facts).toEqual(expect.objectContaining({ forced_guesses: expect.any(Number) }));
    expect(await camps.east.camp.store.hindsight(gameId)).toEqual(shown);

    const elsewhere = await camps.west.client(player.key).get(`/games/minesweeper/api/state?game_id=${gameId}`);
    expect(elsewhere.body.hindsight).toEqual(shown);

    await camps.west.camp.store.saveHindsight(gameId, { text: 'a later answer', facts: {} }, Date.now());
    expect(await camps.east.camp.store.hindsight(gameId)).toEqual(shown);
  });
});
