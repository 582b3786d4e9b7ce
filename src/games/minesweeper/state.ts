/**
 * The game state (plain JSON) and the grid geometry every module shares.
 *
 * Cells are numbered row-major from 0: index = (row - 1) * cols + (col - 1),
 * rows and columns counted from 1 as the player writes them.
 */
import type { RandomState } from '../shared/random.ts';
import { seedRandom } from '../shared/random.ts';
import { basePoints, type MinesweeperOptions } from './options.ts';

/** What the player sees of a cell: hidden, flagged or opened. */
export const HIDDEN = '#';
export const FLAGGED = 'F';
export const OPENED = 'o';

/** In the layout: a mine, or '0'..'8' neighbouring mines. */
export const MINE = '*';

export type Outcome = 'won' | 'lost' | 'resigned';
export type ClickMode = 'reveal' | 'flag';

export interface MinesweeperState {
  options: MinesweeperOptions;
  /** Points a win is built on (see options.ts basePoints). */
  base: number;
  /** Generator state; used once, when the first reveal places the mines. */
  random: RandomState;
  /** The hidden board, row-major: '*' or '0'..'8'. Null until the first reveal. */
  layout: string | null;
  /** The player's view of each cell, row-major: '#' hidden, 'F' flagged, 'o' opened. */
  covers: string;
  status: 'playing' | 'over';
  outcome: Outcome | null;
  /** Mines the player opened (one for a reveal; a wrong chord can open several). */
  exploded: number[];
  /** Reveal and chord commands that opened at least one cell. */
  clicks: number;
  /** The board's 3BV, fixed when the mines are placed. */
  bbbv: number | null;
  /** Safe cells opened so far. */
  safeOpened: number;
  /** What a click on a hidden cell does on the browser board. */
  mode: ClickMode;
  /** Reveals and chords made when no hidden cell was provably safe (guesses.ts); shown after the game. */
  forcedGuesses: number;
  /** Reveals and chords that opened a cell not provably safe while another one was; shown after the game. */
  otherGuesses: number;
}

export interface Cell {
  row: number;
  col: number;
}

export const cellCount = (state: MinesweeperState): number => state.options.rows * state.options.cols;
export const safeCellCount = (state: MinesweeperState): number => cellCount(state) - state.options.mines;

export const toIndex = (cols: number, cell: Cell): number => (cell.row - 1) * cols + (cell.col - 1);
export const toCell = (cols: number, index: number): Cell => ({
  row: Math.floor(index / cols) + 1,
  col: (index % cols) + 1,
});
export const cellName = (cell: Cell): string => `${cell.row} ${cell.col}`;

/** The up to 8 cells around `index`, in reading order. */
export function neighbours(rows: number, cols: number, index: number): number[] {
  const row = Math.floor(index / cols);
  const col = index % cols;
  const result: number[] = [];
  for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r++) {
    for (let c = Math.max(0, col - 1); c <= Math.min(cols - 1, col + 1); c++) {
      if (r !== row || c !== col) result.push(r * cols + c);
    }
  }
  return result;
}

/** A fresh game: every cell hidden, no mines yet (they wait for the first reveal). */
export function setup(options: MinesweeperOptions, seed: string): MinesweeperState {
  return {
    options,
    base: basePoints(options),
    random: seedRandom(seed),
    layout: null,
    covers: HIDDEN.repeat(options.rows * options.cols),
    status: 'playing',
    outcome: null,
    exploded: [],
    clicks: 0,
    bbbv: null,
    safeOpened: 0,
    mode: 'reveal',
    forcedGuesses: 0,
    otherGuesses: 0,
  };
}

/** How many cells carry a flag. */
export function flagCount(covers: string): number {
  let count = 0;
  for (let i = 0; i < covers.length; i++) if (covers[i] === FLAGGED) count++;
  return count;
}

/** How a revealed layout value reads on the board: '.' for no neighbouring mines. */
export const shownValue = (value: string): string => (value === '0' ? '.' : value);

/** "Mines 10, flags 2, mines left 8." (negative when there are more flags than mines). */
export function minesLeftLine(mines: number, covers: string): string {
  const flags = flagCount(covers);
  return `Mines ${mines}, flags ${flags}, mines left ${mines - flags}.`;
}
