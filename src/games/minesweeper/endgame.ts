/**
 * The end of a game, played exactly: once few hidden cells are left, every
 * placement of the remaining mines that fits the numbers is listed, and the
 * reveal with the best chance of winning the whole game is found by search
 * over what each reveal could show (each placement equally likely). Safer
 * now is not always better: a cell that tells more can win more often.
 */
import type { Deducer } from './logic-solver.ts';
import { MINE } from './logic-solver.ts';

/** Hidden cells up to which the end is searched (2^cells placements are tried). */
export const ENDGAME_CELLS = 16;
/** Search steps before the endgame gives up and the usual guess is made. */
const STEP_LIMIT = 200_000;

class OutOfSteps extends Error {}

/**
 * The hidden cell whose reveal wins most often from here, and its chance of
 * winning the game, playing on as well as can be; null when the end is too
 * big to search.
 */
export function endgameOdds(deducer: Deducer): { cell: number; chance: number } | null {
  const cells: number[] = [];
  for (let cell = 0; cell < deducer.shown.length; cell++) if (deducer.isUnknown(cell)) cells.push(cell);
  if (cells.length === 0 || cells.length > ENDGAME_CELLS) return null;
  const bitOf = new Map(cells.map((cell, index) => [cell, 1 << index]));
  const minesLeft = deducer.mines - deducer.minesMarked;

  // Each hidden cell's hidden neighbours (as bits) and known mines around it: what it would show.
  const around = cells.map((cell) => {
    let mask = 0;
    let mines = 0;
    for (const next of deducer.around[cell]!) {
      if (deducer.mark[next] === MINE) mines++;
      else mask |= bitOf.get(next) ?? 0;
    }
    return { mask, mines };
  });
  // The numbers shown that touch hidden cells: how many of their hidden neighbours are mines.
  const numbers = deducer.frontierConstraints().map(({ cells: touching, count }) => ({
    mask: touching.reduce((mask, cell) => mask | bitOf.get(cell)!, 0),
    count,
  }));
  const placements: number[] = [];
  for (let mines = 0; mines < 1 << cells.length; mines++) {
    if (popcount(mines) !== minesLeft) continue;
    if (numbers.every(({ mask, count }) => popcount(mines & mask) === count)) placements.push(mines);
  }
  if (placements.length === 0) return null;

  let steps = 0;
  const memo = new Map<string, number>();
  /** The chance of winning from `fits` (the placements still possible) with `opened` revealed; `choice` gets the best cell. */
  const chance = (fits: number[], opened: number, choice?: { cell: number }): number => {
    if (++steps > STEP_LIMIT) throw new OutOfSteps();
    // One placement left: every safe cell is known.
    if (fits.length === 1) return 1;
    const key = `${opened}:${fits.join(',')}`;
    const known = memo.get(key);
    if (known !== undefined && !choice) return known;
    const anyMine = fits.reduce((union, mines) => union | mines, 0);
    // A cell safe in every placement costs nothing to open and only tells more: open it, and no other.
    const safeEverywhere = ~anyMine & ~opened & ((1 << cells.length) - 1);
    const candidates = safeEverywhere !== 0 ? safeEverywhere & -safeEverywhere : ~opened & ((1 << cells.length) - 1);
    let best = -1;
    for (let index = 0; index < cells.length; index++) {
      const bit = 1 << index;
      if ((candidates & bit) === 0) continue;
      const safeIn = fits.filter((mines) => (mines & bit) === 0);
      if (safeIn.length === 0) continue;
      // What the cell would show splits the placements it is safe in.
      const byNumber = new Map<number, number[]>();
      for (const mines of safeIn) {
        const shown = around[index]!.mines + popcount(mines & around[index]!.mask);
        const group = byNumber.get(shown);
        if (group) group.push(mines);
        else byNumber.set(shown, [mines]);
      }
      let wins = 0;
      for (const group of byNumber.values()) wins += group.length * chance(group, opened | bit);
      const odds = wins / fits.length;
      if (odds > best) {
        best = odds;
        if (choice) choice.cell = cells[index]!;
      }
    }
    memo.set(key, best);
    return best;
  };
  try {
    const choice = { cell: -1 };
    const odds = chance(placements, 0, choice);
    return choice.cell >= 0 ? { cell: choice.cell, chance: odds } : null;
  } catch (error) {
    if (error instanceof OutOfSteps) return null;
    throw error;
  }
}

function popcount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
