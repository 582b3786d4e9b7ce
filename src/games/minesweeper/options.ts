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
  /**
   * Boards the logic solver clears from the first reveal without a guess
   * (no-guess.ts); absent means an ordinary board. Named as the request names
   * it, since every reply shows the options. Read it through isNoGuess.
   */
  no_guess?: boolean;
}

/** Whether the board is a no-guess one; games stored before the option took its request's name hold `noGuess`. */
export function isNoGuess(options: MinesweeperOptions): boolean {
  return options.no_guess === true || (options as { noGuess?: boolean }).noGuess === true;
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

/**
 * The densest boards no_guess accepts, by the board's shorter side: expert's
 * 99 mines in 480 cells is 20.6%. Past these the share of boards logic can
 * clear drops fast (about 3% of 30x40 boards at 22%, none found at 25%), and
 * narrow boards get stuck sooner (5x40 at 16%: 4%, at 19%: none found), so
 * the redraws would take seconds. At these caps about 1 random board in 40
 * or more clears (9x40 at 21%: 2.5%, 5x40 at 16%: 4%, over 400 boards each).
 */
export const NO_GUESS_DENSITY = [
  { shorterSide: 9, density: 0.21 },
  { shorterSide: 6, density: 0.19 },
  { shorterSide: LIMITS.minRows, density: 0.16 },
] as const;

/** The largest mine count no_guess accepts on this board size. */
export function noGuessMaxMines(rows: number, cols: number): number {
  const side = Math.min(rows, cols);
  const cap = NO_GUESS_DENSITY.find((entry) => side >= entry.shorterSide) ?? NO_GUESS_DENSITY[NO_GUESS_DENSITY.length - 1]!;
  return Math.floor(rows * cols * cap.density);
}

/** The first reveal keeps its cell and up to 8 neighbours free of mines. */
export const SAFE_START_CELLS = 9;

/** The largest mine count a custom board of this size accepts. */
export function maxMines(rows: number, cols: number): number {
  const cells = rows * cols;
  return Math.min(cells - SAFE_START_CELLS, Math.floor(cells * LIMITS.maxDensity));
}

/**
 * Custom boards are worth what their difficulty is worth, not their mine
 * count: a logic player wins about 90% of 30x40 boards with 99 mines (8%
 * density) but under 3% of expert boards (21%). Below about 8% density a
 * board almost never forces a guess, and above a quarter more mines add luck,
 * not skill, so the density that counts is clamped to that range:
 *
 *   base = K x cells^a x (min(density, 25%) - 8%)^b   (at least 1 point)
 *
 * K, a and b are fitted so that the three levels' sizes give exactly their
 * own 100 / 400 / 1000 (about K 35.6, a 0.81, b 0.81).
 */
export const DENSITY_FLOOR = 0.08;
export const DENSITY_CAP = 0.25;

const effectiveDensity = (cells: number, mines: number): number => Math.min(mines / cells, DENSITY_CAP) - DENSITY_FLOOR;

/** Solves the formula's K, a and b through the three levels (two log-linear equations, then the scale). */
function fitDifficulty(): { k: number; a: number; b: number } {
  const points = [LEVELS.beginner, LEVELS.intermediate, LEVELS.expert].map((level) => ({
    logCells: Math.log(level.rows * level.cols),
    logDensity: Math.log(effectiveDensity(level.rows * level.cols, level.mines)),
    logBase: Math.log(level.base),
  }));
  const [first, second, third] = points as [typeof points[0], typeof points[0], typeof points[0]];
  const step = (from: typeof first, to: typeof first) => [to.logCells - from.logCells, to.logDensity - from.logDensity, to.logBase - from.logBase] as const;
  const [c1, d1, r1] = step(first, second);
  const [c2, d2, r2] = step(second, third);
  const det = c1 * d2 - d1 * c2;
  const a = (r1 * d2 - d1 * r2) / det;
  const b = (c1 * r2 - c2 * r1) / det;
  return { k: Math.exp(third.logBase - a * third.logCells - b * third.logDensity), a, b };
}

export const DIFFICULTY_FIT = fitDifficulty();

/** Base points from the board's size and mine density (the formula above); the levels keep their fixed bases. */
export function customBase(rows: number, cols: number, mines: number): number {
  const cells = rows * cols;
  const density = effectiveDensity(cells, mines);
  if (density <= 0) return 1;
  const { k, a, b } = DIFFICULTY_FIT;
  return Math.max(1, Math.round(k * cells ** a * density ** b));
}

/** Base points: 100 / 400 / 1000 for the three levels; custom boards by difficulty (customBase). */
export function basePoints(options: MinesweeperOptions): number {
  if (options.difficulty !== 'custom') return LEVELS[options.difficulty].base;
  return customBase(options.rows, options.cols, options.mines);
}

export const optionsSchema: Record<string, unknown> = {
  type: 'object',
  properties: {
    // No enum here: the schema would refuse "EXPERT" before parseOptions reads any letter case.
    difficulty: { type: 'string', description: DIFFICULTIES.join(', ') + ' (any letter case)' },
    rows: { type: ['integer', 'string'], description: `custom only: ${LIMITS.minRows}-${LIMITS.maxRows}` },
    cols: { type: ['integer', 'string'], description: `custom only: ${LIMITS.minCols}-${LIMITS.maxCols}` },
    mines: { type: ['integer', 'string'], description: 'custom only: 1 to min(rows x cols - 9, half the cells)' },
    no_guess: { type: ['boolean', 'string'], description: 'true: a board that logic clears from the first reveal, no guess needed' },
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
  const board = parseBoard(raw);
  if (!board.ok) return board;
  const noGuess = readNoGuess(raw.no_guess);
  if (!noGuess.ok) return noGuess;
  if (!noGuess.value) return board;
  const { rows, cols, mines } = board.value;
  const most = noGuessMaxMines(rows, cols);
  if (mines > most) {
    return err(
      `no_guess on ${rows}x${cols} takes at most ${most} mines, got ${mines}: ${noGuessLimitText}. ` +
        `Denser boards can almost never be cleared by logic alone.`,
    );
  }
  return ok({ ...board.value, no_guess: true });
}

const percent = (ratio: number): string => `${Math.round(ratio * 100)}%`;

/** "at most 21% mines when both sides are 9 or more, 19% when the shorter side is 6-8, 16% when it is 5 (...)". */
export const noGuessLimitText =
  `at most ${percent(NO_GUESS_DENSITY[0].density)} mines when both sides are ${NO_GUESS_DENSITY[0].shorterSide} or more, ` +
  `${percent(NO_GUESS_DENSITY[1].density)} when the shorter side is ${NO_GUESS_DENSITY[1].shorterSide}-${NO_GUESS_DENSITY[0].shorterSide - 1}, ` +
  `${percent(NO_GUESS_DENSITY[2].density)} when it is ${NO_GUESS_DENSITY[2].shorterSide} (expert has ${LEVELS.expert.mines} in ${LEVELS.expert.rows * LEVELS.expert.cols} cells, ` +
  `${((100 * LEVELS.expert.mines) / (LEVELS.expert.rows * LEVELS.expert.cols)).toFixed(1)}%)`;

/** true/false, also as the strings "true"/"false" in any letter case; absent means false. */
function readNoGuess(value: unknown): Result<boolean> {
  if (isAbsent(value)) return ok(false);
  if (typeof value === 'boolean') return ok(value);
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (word === 'true') return ok(true);
    if (word === 'false') return ok(false);
  }
  return err(`Option no_guess must be true or false, got ${JSON.stringify(value)}.`);
}

function parseBoard(raw: Record<string, unknown>): Result<MinesweeperOptions> {
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
