/**
 * The rules: reveal (with flood opening), flag, unflag, chord, click mode and
 * resign. Every function returns a new state or an error; nothing mutates.
 */
import { ok, err, type Applied, type Result } from '../game.ts';
import { computeBbbv } from './bbbv.ts';
import { countReveal, guessLine } from './guesses.ts';
import { layoutFromMines, placeMines } from './layout.ts';
import { placeNoGuessMines } from './no-guess.ts';
import { isNoGuess } from './options.ts';
import { parseCommand, type Command } from './parse.ts';
import { score, scoreExplanation } from './scoring.ts';
import {
  FLAGGED,
  HIDDEN,
  MINE,
  OPENED,
  cellName,
  minesLeftLine,
  neighbours,
  safeCellCount,
  shownValue,
  toCell,
  toIndex,
  type Cell,
  type MinesweeperState,
} from './state.ts';

type Step = Result<Applied<MinesweeperState>>;

/** The move that ends the game: how the score was made and the guess counts, but only the score for a concealed board (they tell of the mines). */
function ended(over: MinesweeperState, said: string): Applied<MinesweeperState> {
  return { state: over, message: `${said} ${scoreExplanation(over)} ${guessLine(over)}`, concealedMessage: `${said} Score ${score(over)}.` };
}

/**
 * `batchStart` is the state before the first command of the request: a
 * reveal of a cell that was hidden then but that an earlier command of the
 * same request opened is a no-op, not a refusal, since the agent could not
 * foresee the flood when it wrote the batch.
 */
export function applyCommand(state: MinesweeperState, input: string, batchStart?: MinesweeperState): Step {
  if (state.status === 'over') {
    return err(
      `The game is over (${state.outcome}); no more moves. ` +
        `Send 'finish' with a rating from 1 to 10 and a short review.`,
    );
  }
  const parsed = parseCommand(input, state.options.rows, state.options.cols);
  if (!parsed.ok) return parsed;
  return run(state, parsed.value, batchStart);
}

function run(state: MinesweeperState, command: Command, batchStart?: MinesweeperState): Step {
  switch (command.kind) {
    case 'reveal':
      return openedEarlierInBatch(state, command.cell, batchStart) ?? reveal(state, command.cell);
    case 'flag':
      return flag(state, command.cell);
    case 'unflag':
      return unflag(state, command.cell);
    case 'chord':
      return chord(state, command.cell);
    case 'mode':
      return ok({
        state: { ...state, mode: command.mode },
        message: `Click mode is now ${command.mode}: clicking a hidden cell on the board will ${command.mode} it. Not a turn.`,
      });
    case 'resign': {
      const over: MinesweeperState = { ...state, status: 'over', outcome: 'resigned' };
      return ok(ended(over, 'You resigned.'));
    }
  }
}

/** The no-op answer to revealing a cell that an earlier command of this batch opened, or null. */
function openedEarlierInBatch(state: MinesweeperState, cell: Cell, batchStart?: MinesweeperState): Step | null {
  const index = toIndex(state.options.cols, cell);
  if (batchStart === undefined || state.covers[index] !== OPENED || batchStart.covers[index] === OPENED) return null;
  const value = shownValue(state.layout![index]!);
  return ok({
    state,
    message: `${cellName(cell)} (${value}) is already open: an earlier command of this batch opened it (a flood); nothing to do, and not counted as a click.`,
    unchanged: true,
  });
}

function reveal(state: MinesweeperState, cell: Cell): Step {
  const index = toIndex(state.options.cols, cell);
  const name = cellName(cell);
  const cover = state.covers[index];
  if (cover === FLAGGED) {
    return err(`${name} is flagged, and flags protect a cell from reveal. If you think it is safe, send 'unflag ${name}' first.`);
  }
  if (cover === OPENED) {
    const value = state.layout![index]!;
    if (value === '0') {
      return err(`${name} is already revealed (.), and its neighbours opened with it. Reveal a hidden (#) cell instead.`);
    }
    return err(
      `${name} is already revealed (${value}). To open its other neighbours, flag its ${value} ` +
        `mine${value === '1' ? '' : 's'} and send 'chord ${name}'; or reveal a hidden (#) cell.`,
    );
  }
  if (state.layout !== null) return openCells(countReveal(state, [index]), [index], `Revealed ${name}`);
  const first = openCells(withMinesPlaced(state, index), [index], `Revealed ${name}`);
  if (!first.ok) return first;
  return ok({ ...first.value, message: `First reveal: the mines were placed, none on ${name} or around it. ${first.value.message}` });
}

/**
 * The first reveal: mines go anywhere but this cell and its neighbours; on a
 * no-guess board, redrawn until logic clears the board from this cell.
 */
function withMinesPlaced(state: MinesweeperState, firstIndex: number): MinesweeperState {
  const { rows, cols, mines } = state.options;
  const draw = isNoGuess(state.options) ? placeNoGuessMines : placeMines;
  const placed = draw(rows, cols, mines, firstIndex, state.random);
  const layout = layoutFromMines(rows, cols, placed.mines);
  return { ...state, random: placed.random, layout, bbbv: computeBbbv(rows, cols, layout) };
}

/**
 * Opens the given hidden cells; a '0' floods its hidden, unflagged
 * neighbours (iteratively: an expert board can open hundreds of cells).
 * Counts one click, then settles a loss or a win.
 */
function openCells(state: MinesweeperState, starts: number[], what: string): Step {
  const { rows, cols } = state.options;
  const layout = state.layout!;
  const covers = state.covers.split('');
  const exploded: number[] = [];
  let opened = 0;
  const stack: number[] = [];
  for (const start of starts) {
    if (covers[start] !== HIDDEN) continue;
    covers[start] = OPENED;
    if (layout[start] === MINE) {
      exploded.push(start);
      continue;
    }
    opened++;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      if (layout[index] !== '0') continue;
      for (const next of neighbours(rows, cols, index)) {
        if (covers[next] !== HIDDEN) continue;
        covers[next] = OPENED;
        opened++;
        stack.push(next);
      }
    }
  }
  const next: MinesweeperState = {
    ...state,
    covers: covers.join(''),
    clicks: state.clicks + 1,
    safeOpened: state.safeOpened + opened,
    exploded,
  };
  const shown = starts.length === 1 && exploded.length === 0 ? `: ${shownValue(layout[starts[0]!]!)}` : '';
  const opening = `${what}${shown}; ${opened} safe cell${opened === 1 ? '' : 's'} opened.`;
  if (exploded.length > 0) {
    const over: MinesweeperState = { ...next, status: 'over', outcome: 'lost' };
    const hit = exploded.map((index) => cellName(toCell(cols, index))).join(', ');
    return ok(ended(over, `${opening} Boom: ${hit} ${exploded.length === 1 ? 'was a mine' : 'were mines'}. You lost.`));
  }
  if (next.safeOpened === safeCellCount(next)) {
    const over: MinesweeperState = { ...next, status: 'over', outcome: 'won' };
    return ok(ended(over, `${opening} Every safe cell is revealed: you won!`));
  }
  const gained = score(next) - score(state);
  return ok({
    state: next,
    message: `${opening} ${next.safeOpened}/${safeCellCount(next)} safe cells revealed; score ${score(next)} (+${gained}).`,
  });
}

function flag(state: MinesweeperState, cell: Cell): Step {
  const index = toIndex(state.options.cols, cell);
  const name = cellName(cell);
  if (state.covers[index] === FLAGGED) return err(`${name} is already flagged. To remove the flag send 'unflag ${name}'.`);
  if (state.covers[index] === OPENED) {
    return err(`${name} is revealed (${shownValue(state.layout![index]!)}); only hidden (#) cells can be flagged.`);
  }
  const covers = replaceAt(state.covers, index, FLAGGED);
  return ok({
    state: { ...state, covers },
    message: `Flagged ${name}. ${minesLeftLine(state.options.mines, covers)} No points for flags.`,
  });
}

function unflag(state: MinesweeperState, cell: Cell): Step {
  const index = toIndex(state.options.cols, cell);
  const name = cellName(cell);
  if (state.covers[index] !== FLAGGED) {
    return err(`${name} has no flag to remove (it is ${state.covers[index] === OPENED ? 'revealed' : 'hidden'}). Flagged cells show F on the board.`);
  }
  const covers = replaceAt(state.covers, index, HIDDEN);
  return ok({ state: { ...state, covers }, message: `Removed the flag from ${name}. ${minesLeftLine(state.options.mines, covers)}` });
}

function chord(state: MinesweeperState, cell: Cell): Step {
  const { rows, cols } = state.options;
  const index = toIndex(cols, cell);
  const name = cellName(cell);
  if (state.covers[index] !== OPENED) {
    return err(`chord works on a revealed number, but ${name} is ${state.covers[index] === FLAGGED ? 'flagged' : 'hidden'}. To open it send 'reveal ${name}'.`);
  }
  const value = state.layout![index]!;
  if (value === '0') return err(`${name} shows . (no neighbouring mines), so its neighbours are already open; chord works on a number 1-8.`);
  const around = neighbours(rows, cols, index);
  const flagged = around.filter((next) => state.covers[next] === FLAGGED);
  const hidden = around.filter((next) => state.covers[next] === HIDDEN);
  const names = (cells: number[]) => cells.map((next) => cellName(toCell(cols, next))).join(', ');
  if (flagged.length !== Number(value)) {
    return err(
      `${name} shows ${value} but has ${flagged.length} flagged neighbour${flagged.length === 1 ? '' : 's'}; ` +
        `chord needs exactly ${value}. Its hidden neighbours: ${names(hidden) || 'none'}; flagged: ${names(flagged) || 'none'}.`,
    );
  }
  if (hidden.length === 0) return err(`Nothing to open around ${name}: all its hidden neighbours are flagged. Reveal a hidden (#) cell elsewhere.`);
  return openCells(countReveal(state, hidden), hidden, `Chorded ${name}, revealing ${names(hidden)}`);
}

function replaceAt(text: string, index: number, char: string): string {
  return text.slice(0, index) + char + text.slice(index + 1);
}
