/**
 * Move ordering for the solver: how much removing a tile opens up. Tiles
 * right under it count most (a buried tile may be the partner someone waits
 * for), then everything it holds up, the longer of the rows it closes, and
 * its height.
 */
import { TILE_COUNT } from './layout.ts';
import type { SolverBoard } from './solver-board.ts';
import { BELOW_LISTS, HELD_UP_LISTS, LAYER, LEFTWARD_LISTS, RIGHTWARD_LISTS, countPresent } from './solver-tables.ts';

/** Fills weights[t] for every free tile t. */
export function openingWeights(board: SolverBoard, weights: Float64Array): void {
  const present = board.present;
  for (let t = 0; t < TILE_COUNT; t++) {
    if (!board.free[t]) continue;
    const row = Math.max(countPresent(present, LEFTWARD_LISTS, t), countPresent(present, RIGHTWARD_LISTS, t));
    weights[t] = 3 * countPresent(present, BELOW_LISTS, t) + countPresent(present, HELD_UP_LISTS, t) + row + 0.5 * LAYER[t]!;
  }
}
