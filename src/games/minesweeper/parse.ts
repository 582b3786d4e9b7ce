/**
 * Command parsing: turns one command string into a typed command, or says
 * what was wrong and what a right command looks like.
 */
import { ok, err, type Result } from '../game.ts';
import { echoed } from '../shared/echo.ts';
import type { Cell, ClickMode } from './state.ts';

export type CellAction = 'reveal' | 'flag' | 'unflag' | 'chord';

export type Command =
  | { kind: CellAction; cell: Cell }
  | { kind: 'mode'; mode: ClickMode }
  | { kind: 'resign' };

/** Every accepted spelling of a verb, mapped to its action (a Map: only these words are found). */
const CELL_VERBS = new Map<string, CellAction>([
  ['reveal', 'reveal'],
  ['open', 'reveal'],
  ['click', 'reveal'],
  ['r', 'reveal'],
  ['flag', 'flag'],
  ['f', 'flag'],
  ['unflag', 'unflag'],
  ['chord', 'chord'],
]);

export const VALID_COMMANDS =
  "reveal <row> <col> (aliases open, click, r), flag <row> <col> (alias f), unflag <row> <col>, " +
  "chord <row> <col>, mode flag, mode reveal, resign";

/** Reads "3 5", "3,5", "(3, 5)", "r3 c5", "r3c5" or "row 3 col 5" as row 3, column 5. */
function parseCoordinates(text: string): Cell | null {
  const cleaned = text
    .toLowerCase()
    .replace(/\b(row|column|col)\b/g, ' ')
    .replace(/\br(?=\d)/g, ' ')
    .replace(/(^|[^a-z])c(?=\d)/g, '$1 ');
  const match = /^\s*\(?\s*(\d+)\s*[,\s]\s*(\d+)\s*\)?\s*$/.exec(cleaned);
  if (!match) return null;
  return { row: Number(match[1]), col: Number(match[2]) };
}

export function parseCommand(input: string, rows: number, cols: number): Result<Command> {
  const text = input.trim();
  const [rawVerb = '', ...restWords] = text.split(/\s+/);
  const verb = rawVerb.toLowerCase();
  const rest = restWords.join(' ');

  if (verb === 'resign') {
    if (rest !== '') return err(`'resign' takes nothing after it; send just: resign`);
    return ok({ kind: 'resign' });
  }
  if (verb === 'mode') {
    const mode = rest.toLowerCase();
    if (mode === 'flag' || mode === 'reveal') return ok({ kind: 'mode', mode });
    return err(`'mode' needs 'flag' or 'reveal', e.g. "mode flag"; got "${echoed(text)}".`);
  }
  const action = CELL_VERBS.get(verb);
  if (action === undefined) {
    return err(`Unknown command "${echoed(text)}". Valid commands: ${VALID_COMMANDS}. Example: reveal 5 5`);
  }
  const cell = parseCoordinates(rest);
  if (cell === null) {
    return err(
      `'${verb}' needs a row and a column, row first, both from 1: e.g. "${action} 3 5" ` +
        `(row 3, column 5); got "${echoed(text)}".`,
    );
  }
  if (cell.row < 1 || cell.row > rows || cell.col < 1 || cell.col > cols) {
    return err(
      `Row ${cell.row}, column ${cell.col} is off the board: rows go from 1 to ${rows} ` +
        `and columns from 1 to ${cols} (row first, then column).`,
    );
  }
  return ok({ kind: action, cell });
}
