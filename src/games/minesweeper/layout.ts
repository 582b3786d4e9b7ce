/**
 * The hidden board: where the mines go (at the first reveal, never on that
 * cell or its neighbours) and the neighbour counts around them.
 */
import { Random, type RandomState } from '../shared/random.ts';
import { MINE, neighbours } from './state.ts';

/** Builds the layout string ('*' or '0'..'8' per cell) from mine positions. */
export function layoutFromMines(rows: number, cols: number, mines: readonly number[]): string {
  const isMine = new Uint8Array(rows * cols);
  for (const index of mines) isMine[index] = 1;
  let layout = '';
  for (let index = 0; index < rows * cols; index++) {
    if (isMine[index]) {
      layout += MINE;
      continue;
    }
    let count = 0;
    for (const next of neighbours(rows, cols, index)) count += isMine[next]!;
    layout += String(count);
  }
  return layout;
}

/**
 * Chooses `mineCount` cells uniformly among those outside the 3x3 block
 * around `firstIndex` (fewer than 9 cells on an edge or in a corner).
 * Options guarantee the mines fit: rows x cols - 9 >= mines.
 */
export function placeMines(
  rows: number,
  cols: number,
  mineCount: number,
  firstIndex: number,
  random: RandomState,
): { mines: number[]; random: RandomState } {
  const excluded = new Set([firstIndex, ...neighbours(rows, cols, firstIndex)]);
  const candidates: number[] = [];
  for (let index = 0; index < rows * cols; index++) if (!excluded.has(index)) candidates.push(index);
  if (candidates.length < mineCount) {
    throw new RangeError(`${mineCount} mines cannot fit on ${rows}x${cols} outside the first reveal`);
  }
  const generator = new Random(random);
  // Partial Fisher-Yates: the first mineCount slots become a uniform sample.
  for (let i = 0; i < mineCount; i++) {
    const j = i + generator.int(candidates.length - i);
    const picked = candidates[j]!;
    candidates[j] = candidates[i]!;
    candidates[i] = picked;
  }
  const mines = candidates.slice(0, mineCount).sort((a, b) => a - b);
  return { mines, random: generator.save() };
}
