/**
 * The JSON board for the browser, and next(): what the player can do now.
 * Both show only what the text board shows: no mine positions while playing,
 * and the 3BV only once the game is over.
 */
import { guessCounts, guessLine } from './guesses.ts';
import { revealsHidden, type Drawing } from '../game.ts';
import { cellSymbol, levelName } from './render.ts';
import { efficiency, score } from './scoring.ts';
import {
  FLAGGED,
  HIDDEN,
  flagCount,
  neighbours,
  safeCellCount,
  type MinesweeperState,
} from './state.ts';

export interface CellView {
  /** Stable id for the browser: "r3c5". */
  id: string;
  row: number;
  col: number;
  /** As on the text board: '#', 'F', '.', '1'-'8'; after the game also '*', 'X', '!'. */
  symbol: string;
  /** The command a plain click sends (depends on the click mode), or null. */
  click: string | null;
  /** The command a right-click (or long press) sends: flag or unflag, or null. */
  altClick: string | null;
}

export interface MinesweeperView {
  difficulty: string;
  title: string;
  rows: number;
  cols: number;
  mines: number;
  flags: number;
  minesLeft: number;
  safeCells: number;
  safeRevealed: number;
  clicks: number;
  mode: 'reveal' | 'flag';
  status: 'playing' | 'over';
  outcome: string | null;
  score: number;
  /** Null while playing (shown once the game is over). */
  bbbv: number | null;
  /** 3BV / clicks once the game is won (where it earns the bonus) and the board shows the 3BV, else null. */
  efficiency: number | null;
  /**
   * Once the game is over: reveals (reveal and chord commands), forced guesses
   * (no hidden cell was provably safe) and other guesses (the cell opened was
   * not provably safe, another was). Null while playing.
   */
  guesses: { reveals: number; forced: number; other: number } | null;
  /** cells[row - 1][col - 1]. */
  cells: CellView[][];
}

/** A number can be chorded when its flags match it and hidden cells remain around it. */
function canChord(state: MinesweeperState, index: number, value: string): boolean {
  const around = neighbours(state.options.rows, state.options.cols, index);
  const flags = around.filter((next) => state.covers[next] === FLAGGED).length;
  const hidden = around.some((next) => state.covers[next] === HIDDEN);
  return hidden && flags === Number(value);
}

function clicksFor(state: MinesweeperState, index: number, name: string): Pick<CellView, 'click' | 'altClick'> {
  if (state.status === 'over') return { click: null, altClick: null };
  const cover = state.covers[index];
  if (cover === HIDDEN) return { click: `${state.mode} ${name}`, altClick: `flag ${name}` };
  if (cover === FLAGGED) return { click: state.mode === 'flag' ? `unflag ${name}` : null, altClick: `unflag ${name}` };
  const value = state.layout![index]!;
  return { click: value !== '0' && canChord(state, index, value) ? `chord ${name}` : null, altClick: null };
}

export function view(state: MinesweeperState, drawing: Drawing = {}): MinesweeperView {
  const { rows, cols, mines, difficulty } = state.options;
  const reveal = revealsHidden(state.status === 'over', drawing);
  const cells: CellView[][] = [];
  for (let row = 1; row <= rows; row++) {
    const line: CellView[] = [];
    for (let col = 1; col <= cols; col++) {
      const index = (row - 1) * cols + col - 1;
      const symbol = cellSymbol(state, index, reveal);
      line.push({ id: `r${row}c${col}`, row, col, symbol, ...clicksFor(state, index, `${row} ${col}`) });
    }
    cells.push(line);
  }
  const flags = flagCount(state.covers);
  return {
    difficulty,
    title: levelName(state),
    rows,
    cols,
    mines,
    flags,
    minesLeft: mines - flags,
    safeCells: safeCellCount(state),
    safeRevealed: state.safeOpened,
    clicks: state.clicks,
    mode: state.mode,
    status: state.status,
    outcome: state.outcome,
    score: score(state),
    bbbv: reveal ? state.bbbv : null,
    // 3BV / clicks: the clicks are shown, so a concealed board must not show it either.
    efficiency: reveal && state.outcome === 'won' ? efficiency(state) : null,
    guesses: reveal ? guessCounts(state) : null,
    cells,
  };
}

export function next(state: MinesweeperState, drawing: Drawing = {}): string {
  if (state.status === 'over') {
    return (
      `The game is over (${state.outcome}, score ${score(state)}). ${drawing.conceal ? '' : `${guessLine(state)} `}` +
      `Send 'finish' with a rating from 1 to 10 and a short review; or start a new game.`
    );
  }
  const middle = `${Math.ceil(state.options.rows / 2)} ${Math.ceil(state.options.cols / 2)}`;
  if (state.layout === null) {
    return `Your move: reveal any cell, e.g. 'reveal ${middle}' (row first, then column). The first reveal is always safe and opens an area.`;
  }
  const hiddenSafe = safeCellCount(state) - state.safeOpened;
  const flags = flagCount(state.covers);
  return (
    `Your move: 'reveal <row> <col>' a hidden (#) cell you know is safe, 'flag <row> <col>' a mine, ` +
    `or 'chord <row> <col>' on a number whose mines are all flagged. ` +
    `${hiddenSafe} safe cell${hiddenSafe === 1 ? '' : 's'} still hidden, ${state.options.mines - flags} mine${state.options.mines - flags === 1 ? '' : 's'} unflagged.`
  );
}
