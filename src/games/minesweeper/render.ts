/**
 * The text board. Every cell is three characters wide with its column number
 * right above it, so columns stay aligned on a 30- or 40-column board; row
 * numbers stand on both sides and column numbers above and below.
 */
import { revealsHidden, type Drawing } from '../game.ts';
import { guessLine } from './guesses.ts';
import { scoreExplanation, score } from './scoring.ts';
import { isNoGuess } from './options.ts';
import {
  FLAGGED,
  HIDDEN,
  MINE,
  OPENED,
  minesLeftLine,
  safeCellCount,
  shownValue,
  type MinesweeperState,
} from './state.ts';

/**
 * What one cell shows: '#', 'F', '.', '1'-'8'; once the game is over also
 * '*' a mine, 'X' a mine that was revealed, '!' a flag on a safe cell.
 * Mines are only ever shown when the game is over (and not concealed).
 */
export function cellSymbol(state: MinesweeperState, index: number, reveal = revealsHidden(state.status === 'over')): string {
  const cover = state.covers[index];
  const value = state.layout?.[index];
  if (cover === OPENED) return value === MINE ? 'X' : shownValue(value!);
  if (cover === FLAGGED) return reveal && value !== undefined && value !== MINE ? '!' : 'F';
  return reveal && value === MINE ? '*' : HIDDEN;
}

const CELL_WIDTH = 3;
const pad = (text: string | number): string => String(text).padStart(CELL_WIDTH);

function columnHeader(cols: number): string {
  let line = ' '.repeat(CELL_WIDTH);
  for (let col = 1; col <= cols; col++) line += pad(col);
  return line;
}

export function levelName(state: MinesweeperState): string {
  const { difficulty, rows, cols, mines } = state.options;
  return `${difficulty[0]!.toUpperCase()}${difficulty.slice(1)} ${rows}x${cols}, ${mines} mines${isNoGuess(state.options) ? ', no-guess' : ''}`;
}

/** The one-line status above the grid; concealed, without the 3BV and the forced guesses (they tell of the mines). */
export function statusLine(state: MinesweeperState, drawing: Drawing = {}): string {
  const progress = `${state.safeOpened}/${safeCellCount(state)} safe cells revealed`;
  if (state.status === 'over') {
    const verdict = state.outcome === 'won' ? 'you won' : state.outcome === 'lost' ? 'you hit a mine' : 'you resigned';
    const scored = drawing.conceal ? `Score ${score(state)}.` : `${scoreExplanation(state)} ${guessLine(state)}`;
    return `${levelName(state)}. Game over, ${verdict}. ${progress}. ${scored}`;
  }
  return (
    `${levelName(state)}. ${minesLeftLine(state.options.mines, state.covers)} ${progress}, ` +
    `${state.clicks} click${state.clicks === 1 ? '' : 's'}, score so far ${score(state)}, click mode ${state.mode}.`
  );
}

export function renderText(state: MinesweeperState, drawing: Drawing = {}): string {
  const { rows, cols } = state.options;
  const header = columnHeader(cols);
  const reveal = revealsHidden(state.status === 'over', drawing);
  const lines = [statusLine(state, drawing), header];
  for (let row = 1; row <= rows; row++) {
    let line = pad(row);
    for (let col = 1; col <= cols; col++) line += pad(cellSymbol(state, (row - 1) * cols + col - 1, reveal));
    lines.push(`${line}  ${row}`);
  }
  lines.push(header);
  lines.push(
    reveal
      ? 'Legend: # hidden, F flag, . no neighbouring mines, 1-8 neighbouring mines, * mine, X the mine revealed, ! flag on a safe cell.'
      : 'Legend: # hidden, F flag, . no neighbouring mines, 1-8 neighbouring mines. Coordinates: row first, then column.',
  );
  return lines.join('\n');
}
