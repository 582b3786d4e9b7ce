/**
 * No-guess boards: the logic solver plays the board from the first reveal,
 * opening only cells it has proven safe, and the board counts as no-guess
 * when that opens every safe cell. Placement is redrawn from the game's own
 * generator until a board passes, so the same seed and first reveal always
 * give the same board.
 */
import type { RandomState } from '../shared/random.ts';
import { layoutFromMines, placeMines } from './layout.ts';
import { Deducer, HIDDEN_CELL, neighbourTable } from './logic-solver.ts';
import { MINE } from './state.ts';

/** Redraws allowed before the fallback (options keep boards sparse enough that it is not reached in practice). */
export const NO_GUESS_ATTEMPTS = 1000;

export interface ClearResult {
  cleared: boolean;
  /** Safe cells the solver opened, the first reveal's area included. */
  opened: number;
}

/** Plays `layout` from `firstIndex` with logic only: does it open every safe cell? */
export function clearsWithoutGuessing(
  rows: number,
  cols: number,
  layout: string,
  firstIndex: number,
  around: number[][] = neighbourTable(rows, cols),
): ClearResult {
  let mines = 0;
  for (let cell = 0; cell < layout.length; cell++) if (layout[cell] === MINE) mines++;
  const safeCells = layout.length - mines;
  const shown = new Int8Array(layout.length).fill(HIDDEN_CELL);
  const deducer = new Deducer({ rows, cols, mines, shown }, around);
  let opened = 0;
  const stack: number[] = [];
  // Opens a proven safe cell as the game would: a 0 floods its neighbours.
  const open = (start: number): void => {
    stack.push(start);
    while (stack.length > 0) {
      const cell = stack.pop()!;
      if (shown[cell] !== HIDDEN_CELL) continue;
      const value = layout.charCodeAt(cell) - 48;
      shown[cell] = value;
      opened++;
      deducer.enqueue(cell);
      deducer.enqueueAround(cell);
      if (value === 0) for (const next of around[cell]!) if (shown[next] === HIDDEN_CELL) stack.push(next);
    }
  };
  deducer.onSafe = open;
  open(firstIndex);
  for (;;) {
    deducer.simpleRules();
    if (opened === safeCells) return { cleared: true, opened };
    if (!deducer.enumerate()) return { cleared: false, opened };
  }
}

export interface NoGuessPlacement {
  mines: number[];
  random: RandomState;
  /** Boards drawn, this one included. */
  attempts: number;
  /** False when every attempt needed a guess: then `mines` is the one the solver got furthest on. */
  found: boolean;
}

/** Draws placements (as placeMines does) until one clears from `firstIndex` without a guess. */
export function placeNoGuessMines(
  rows: number,
  cols: number,
  mineCount: number,
  firstIndex: number,
  random: RandomState,
  maxAttempts = NO_GUESS_ATTEMPTS,
): NoGuessPlacement {
  const around = neighbourTable(rows, cols);
  let best: { mines: number[]; opened: number } | null = null;
  let state = random;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const placed = placeMines(rows, cols, mineCount, firstIndex, state);
    state = placed.random;
    const result = clearsWithoutGuessing(rows, cols, layoutFromMines(rows, cols, placed.mines), firstIndex, around);
    if (result.cleared) return { mines: placed.mines, random: state, attempts: attempt, found: true };
    if (best === null || result.opened > best.opened) best = { mines: placed.mines, opened: result.opened };
  }
  return { mines: best!.mines, random: state, attempts: maxAttempts, found: false };
}
