/** Hand-built positions and small drivers shared by the Minesweeper tests. */
import { computeBbbv } from '../../../src/games/minesweeper/bbbv.ts';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import { layoutFromMines } from '../../../src/games/minesweeper/layout.ts';
import type { Difficulty } from '../../../src/games/minesweeper/options.ts';
import { cellSymbol } from '../../../src/games/minesweeper/render.ts';
import { setup, type MinesweeperState } from '../../../src/games/minesweeper/state.ts';

/**
 * A game whose mines are already placed, drawn as a picture: '*' is a mine,
 * any other character a safe cell. The difficulty only sets the base points.
 */
export function fromPicture(picture: string[], difficulty: Difficulty = 'custom'): MinesweeperState {
  const rows = picture.length;
  const cols = picture[0]!.length;
  const mines: number[] = [];
  picture.forEach((line, row) => {
    [...line].forEach((char, col) => {
      if (char === '*') mines.push(row * cols + col);
    });
  });
  const state = setup({ difficulty, rows, cols, mines: mines.length }, 'hand-built');
  const layout = layoutFromMines(rows, cols, mines);
  return { ...state, layout, bbbv: computeBbbv(rows, cols, layout) };
}

const ctx = { seat: 0, now: 0 };

/** Applies commands that must all be accepted; returns the state and the last message. */
export function play(state: MinesweeperState, ...commands: string[]): { state: MinesweeperState; message: string } {
  let message = '';
  for (const command of commands) {
    const result = minesweeper.apply(state, command, ctx);
    if (!result.ok) throw new Error(`"${command}" was rejected: ${result.error}`);
    state = result.value.state;
    message = result.value.message;
  }
  return { state, message };
}

/** Applies one command that must be rejected; returns its error. */
export function rejected(state: MinesweeperState, command: string): string {
  const result = minesweeper.apply(state, command, ctx);
  if (result.ok) throw new Error(`"${command}" was accepted: ${result.value.message}`);
  return result.error;
}

/** The board as the player sees it, one string per row. */
export function symbols(state: MinesweeperState): string[] {
  const { rows, cols } = state.options;
  const lines: string[] = [];
  for (let row = 0; row < rows; row++) {
    let line = '';
    for (let col = 0; col < cols; col++) line += cellSymbol(state, row * cols + col);
    lines.push(line);
  }
  return lines;
}

/** Indexes of the mines in a placed layout. */
export function mineIndexes(state: MinesweeperState): number[] {
  return [...state.layout!].flatMap((value, index) => (value === '*' ? [index] : []));
}
