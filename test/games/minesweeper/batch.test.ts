/**
 * A reveal of a cell that an earlier command of the same batch opened (by a
 * flood) is a harmless no-op, so a batch written before the flood was seen
 * is not cut short; a cell already open when the batch began stays refused.
 */
import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import type { MinesweeperState } from '../../../src/games/minesweeper/state.ts';
import { fromPicture, play } from './helpers.ts';

// Revealing 1 5 floods everything but the mines' corner (see rules.test.ts).
const floodPicture = ['*....', '.....', '.....', '...**', '...*.'];

function applyInBatch(state: MinesweeperState, command: string, batchStart: MinesweeperState) {
  return minesweeper.apply(state, command, { seat: 0, now: 0, batchStart });
}

describe('reveal inside a batch', () => {
  const start = fromPicture(floodPicture);
  const flooded = play(start, 'reveal 1 5').state;

  it('accepts a reveal of a cell the batch flooded open as a no-op that is not a click', () => {
    for (const command of ['reveal 3 1', 'open 2 2', 'click 3 4', 'r 1 5']) {
      const result = applyInBatch(flooded, command, start);
      expect(result.ok, command).toBe(true);
      if (!result.ok) continue;
      expect(result.value.unchanged).toBe(true);
      expect(result.value.state).toBe(flooded);
      expect(result.value.message).toMatch(/earlier command of this batch.*not counted as a click/);
    }
  });

  it('still refuses a reveal of a cell that was open before the batch began', () => {
    const result = applyInBatch(flooded, 'reveal 3 1', flooded);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/already revealed/);
  });

  it('still refuses a reveal of an open cell outside any batch (a replay passes no batch start)', () => {
    expect(minesweeper.apply(flooded, 'reveal 3 1', { seat: 0, now: 0 }).ok).toBe(false);
  });

  it('leaves a hidden cell, a flag and the other commands as they were', () => {
    const hidden = applyInBatch(flooded, 'reveal 5 5', start);
    expect(hidden.ok && hidden.value.unchanged).toBeFalsy();
    const flagged = play(start, 'flag 2 4').state;
    expect(applyInBatch(flagged, 'reveal 2 4', start).ok).toBe(false);
    expect(applyInBatch(flooded, 'flag 3 1', start).ok).toBe(false);
  });
});
