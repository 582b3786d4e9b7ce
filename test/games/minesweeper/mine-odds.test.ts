/** Exact mine odds for the reference player's guesses, on positions small enough to count by hand. */
import { describe, expect, it } from 'vitest';
import { Deducer, HIDDEN_CELL } from '../../../src/games/minesweeper/logic-solver.ts';
import { mineOdds } from '../../../src/games/minesweeper/mine-odds.ts';

const H = HIDDEN_CELL;

function oddsOf(cols: number, mines: number, shown: number[]) {
  const deducer = new Deducer({ rows: 1, cols, mines, shown: Int8Array.from(shown) });
  deducer.solve();
  return mineOdds(deducer)!;
}

describe('mine odds', () => {
  it('weighs the frontier against the cells away from it by how many ways each leaves', () => {
    // A 1 between cells 0 and 2 holds one mine; the other mine is one of cells 3-5.
    const odds = oddsOf(6, 2, [H, 1, H, H, H, H]);
    expect(odds.get(0)).toBeCloseTo(1 / 2);
    expect(odds.get(2)).toBeCloseTo(1 / 2);
    for (const cell of [3, 4, 5]) expect(odds.get(cell)).toBeCloseTo(1 / 3);
  });

  it('puts the mines the frontier cannot hold away from it', () => {
    const odds = oddsOf(6, 3, [H, 1, H, H, H, H]);
    expect(odds.get(0)).toBeCloseTo(1 / 2);
    for (const cell of [3, 4, 5]) expect(odds.get(cell)).toBeCloseTo(2 / 3);
  });

  it('counts assignments, not mine totals: a 1-2 pattern leaves uneven odds', () => {
    // 1x7: cells 1 and 3 show 1 and 1; cell 2 (shared) is either the mine of both, or 0 and 4 both are.
    // With 2 mines and cells 5-6 off the frontier: {2}+one of 5,6 (2 ways, weight 2) or {0,4} (1 way).
    const odds = oddsOf(7, 2, [H, 1, H, 1, H, H, H]);
    expect(odds.get(2)).toBeCloseTo(2 / 3);
    expect(odds.get(0)).toBeCloseTo(1 / 3);
    expect(odds.get(5)).toBeCloseTo(1 / 3);
  });
});
