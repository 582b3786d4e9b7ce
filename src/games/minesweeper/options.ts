/**
 * Options of a new game: the three classic levels plus custom boards, their
 * limits, and the base points each board is worth.
 */
import { ok, err, type Result } from '../game.ts';

export type Difficulty = 'beginner' | 'intermediate' | 'expert' | 'custom';

export interface MinesweeperOptions {
  difficulty: Difficulty;
  rows: number;
  cols: number;
  mines: number;
}

export const LEVELS = {
  beginner: { rows: 9, cols: 9, mines: 10, base: 100 },
  intermediate: { rows: 16, cols: 16, mines: 40, base: 400 },
  expert: { rows: 16, cols: 30, mines: 99, base: 1000 },
} as const;

export const DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'expert', 'custom'];

/** Custom board limits. */
export const LIMITS = {
  minRows: 5,
  maxRows: 30,
  minCols: 5,
  maxCols: 40,
  /** At most half the cells may be mines: denser boards are mostly guessing. */
  maxDensity: 0.5,
} as const;

/** The first reveal keeps its cell and up to 8 neighbours free of mines. */
export const SAFE_START_CELLS = 9;

/** The largest mine count a custom board of this size accepts. */
export function maxMines(rows: number, cols: number): number {
  const cells = rows * cols;
  return Math.min(cells - SAFE_START_CELLS, Math.floor(cells * LIMITS.maxDensity));
}

/**
 * Base points: 100 / 400 / 1000 for the three levels. A custom board is worth
 * 1000 x mines / 99 (rounded), i.e. the expert rate per mine; this gives
 * 101 and 404 for the beginner and intermediate sizes, so the levels and
 * custom boards agree to within a point per hundred.
 */
export function basePoints(options: MinesweeperOptions): number {
  if (options.difficulty !== 'custom') return LEVELS[options.difficulty].base;
  return Math.max(1, Math.round((1000 * options.mines) / 99));
}

export const optionsSchema: Record<string, unknown> = {
  type: 'object',
  properties: {
    difficulty: { type: 'string', enum: [...DIFFICULTIES] },
    rows: { type: ['integer', 'string'], description: `custom only: ${LIMITS.minRows}-${LIMITS.maxRows}` },
    cols: { type: ['integer', 'string'], description: `custom only: ${LIMITS.minCols}-${LIMITS.maxCols}` },
    mines: { type: ['integer', 'string'], description: 'custom only: 1 to min(rows x cols - 9, half the cells)' },
  },
};

const isAbsent = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Reads a whole number in [min, max] that may arrive as a number or a numeric string. */
function readBounded(name: string, value: unknown, min: number, max: number, why = ''): Result<number> {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || !/^\d+$/.test(text)) {
    return err(`Option ${name} must be a whole number, got ${JSON.stringify(value)}.`);
  }
  const number = Number(text);
  if (number < min || number > max) return err(`Option ${name} is ${number}; it must be from ${min} to ${max}${why}.`);
  return ok(number);
}

function parseCustom(raw: Record<string, unknown>): Result<MinesweeperOptions> {
  const missing = (['rows', 'cols', 'mines'] as const).filter((name) => isAbsent(raw[name]));
  if (missing.length > 0) {
    return err(
      `A custom board needs rows, cols and mines; missing: ${missing.join(', ')}. ` +
        `Example: {"difficulty":"custom","rows":12,"cols":20,"mines":40}.`,
    );
  }
  const rows = readBounded('rows', raw.rows, LIMITS.minRows, LIMITS.maxRows);
  if (!rows.ok) return rows;
  const cols = readBounded('cols', raw.cols, LIMITS.minCols, LIMITS.maxCols);
  if (!cols.ok) return cols;
  const why =
    ` on a ${rows.value}x${cols.value} board (at most half the cells, ` +
    `and 9 cells must stay free for the safe first reveal)`;
  const mines = readBounded('mines', raw.mines, 1, maxMines(rows.value, cols.value), why);
  if (!mines.ok) return mines;
  return ok({ difficulty: 'custom', rows: rows.value, cols: cols.value, mines: mines.value });
}

/** Validates the raw `new` body; unknown keys (seed, check answers) are ignored. */
export function parseOptions(raw: Record<string, unknown>): Result<MinesweeperOptions> {
  const sizeGiven = ['rows', 'cols', 'mines'].some((name) => !isAbsent(raw[name]));
  let difficulty: string;
  if (isAbsent(raw.difficulty)) {
    difficulty = sizeGiven ? 'custom' : 'beginner';
  } else if (typeof raw.difficulty === 'string') {
    difficulty = raw.difficulty.trim().toLowerCase();
  } else {
    return err(`Option difficulty must be one of ${DIFFICULTIES.join(', ')}; got ${JSON.stringify(raw.difficulty)}.`);
  }
  if (difficulty === 'custom') return parseCustom(raw);
  if (difficulty !== 'beginner' && difficulty !== 'intermediate' && difficulty !== 'expert') {
    return err(`Unknown difficulty "${difficulty}"; choose one of ${DIFFICULTIES.join(', ')}.`);
  }
  if (sizeGiven) {
    return err(
      `rows, cols and mines only apply to difficulty "custom"; ${difficulty} is always ` +
        `${LEVELS[difficulty].rows}x${LEVELS[difficulty].cols} with ${LEVELS[difficulty].mines} mines.`,
    );
  }
  return ok({ difficulty, ...pickSize(difficulty) });
}

function pickSize(level: keyof typeof LEVELS): { rows: number; cols: number; mines: number } {
  const { rows, cols, mines } = LEVELS[level];
  return { rows, cols, mines };
}
