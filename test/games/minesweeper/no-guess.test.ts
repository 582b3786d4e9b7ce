import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import { layoutFromMines, placeMines } from '../../../src/games/minesweeper/layout.ts';
import { clearsWithoutGuessing, placeNoGuessMines } from '../../../src/games/minesweeper/no-guess.ts';
import { parseOptions, type MinesweeperOptions } from '../../../src/games/minesweeper/options.ts';
import { seedRandom } from '../../../src/games/shared/random.ts';
import { play } from './helpers.ts';

const noGuessBoards: MinesweeperOptions[] = [
  { difficulty: 'beginner', rows: 9, cols: 9, mines: 10, no_guess: true },
  { difficulty: 'intermediate', rows: 16, cols: 16, mines: 40, no_guess: true },
  { difficulty: 'expert', rows: 16, cols: 30, mines: 99, no_guess: true },
  { difficulty: 'custom', rows: 10, cols: 12, mines: 25, no_guess: true },
];

const firstReveal = (state: ReturnType<typeof minesweeper.setup>, cell: number) =>
  play(state, `reveal ${Math.floor(cell / state.options.cols) + 1} ${(cell % state.options.cols) + 1}`).state;

describe('clearing a board by logic', () => {
  it('stops at a 50/50 and clears the same corner when both cells are mines', () => {
    // Mines in the top right: the 1s see two hidden cells alike.
    expect(clearsWithoutGuessing(2, 4, layoutFromMines(2, 4, [3]), 0)).toEqual({ cleared: false, opened: 6 });
    expect(clearsWithoutGuessing(2, 4, layoutFromMines(2, 4, [3, 7]), 0)).toEqual({ cleared: true, opened: 6 });
  });

  it('finds ordinary boards of both kinds, so the check is not a formality', () => {
    let cleared = 0;
    for (let seed = 0; seed < 60; seed++) {
      const placed = placeMines(16, 30, 99, 7 * 30 + 14, seedRandom(`plain-${seed}`));
      if (clearsWithoutGuessing(16, 30, layoutFromMines(16, 30, placed.mines), 7 * 30 + 14).cleared) cleared++;
    }
    expect(cleared).toBeGreaterThan(0);
    expect(cleared).toBeLessThan(60);
  });
});

describe('no_guess boards', () => {
  it('are cleared by the solver from the first reveal, on every level, many seeds, any first cell', () => {
    for (const options of noGuessBoards) {
      const cells = options.rows * options.cols;
      for (let seed = 0; seed < 12; seed++) {
        const first = (seed * 7919) % cells;
        const state = firstReveal(minesweeper.setup(options, `ng-${seed}`), first);
        expect(state.layout!.split('').filter((value) => value === '*')).toHaveLength(options.mines);
        expect(state.layout![first]).toBe('0');
        const result = clearsWithoutGuessing(options.rows, options.cols, state.layout!, first);
        expect(result.cleared, `${options.difficulty} seed ${seed} first ${first}`).toBe(true);
      }
    }
  });

  it('are the same board for the same seed and first reveal, and come from the game generator', () => {
    const options = noGuessBoards[2]!;
    const a = firstReveal(minesweeper.setup(options, 'same'), 200);
    const b = firstReveal(minesweeper.setup(options, 'same'), 200);
    const other = firstReveal(minesweeper.setup(options, 'other'), 200);
    expect(a).toEqual(b);
    expect(a.layout).not.toBe(other.layout);
    const direct = placeNoGuessMines(16, 30, 99, 200, minesweeper.setup(options, 'same').random);
    expect(direct.found).toBe(true);
    expect(layoutFromMines(16, 30, direct.mines)).toBe(a.layout);
    expect(direct.random).toEqual(a.random);
  });

  it('stay no-guess boards in games stored before the option took its request\'s name (noGuess)', () => {
    const options = noGuessBoards[2]!;
    const { no_guess: _, ...ordinary } = options;
    const stored = { ...ordinary, noGuess: true } as MinesweeperOptions;
    const replayed = firstReveal(minesweeper.setup(stored, 'stored'), 200);
    expect(replayed.layout).toBe(firstReveal(minesweeper.setup(options, 'stored'), 200).layout);
    expect(replayed.layout).not.toBe(firstReveal(minesweeper.setup(ordinary, 'stored'), 200).layout);
    expect(minesweeper.variant!(stored)).toBe('expert-no-guess');
    expect(minesweeper.renderText(replayed, 0)).toContain('no-guess');
  });

  it('are found on the densest custom boards the option accepts, narrow ones included', () => {
    for (const [rows, cols, mines] of [[5, 40, 32], [7, 30, 39], [9, 40, 75], [30, 40, 252]] as const) {
      const options: MinesweeperOptions = { difficulty: 'custom', rows, cols, mines, no_guess: true };
      expect(parseOptions({ rows, cols, mines, no_guess: true }).ok).toBe(true);
      for (let seed = 0; seed < 3; seed++) {
        const first = (seed * 7919) % (rows * cols);
        const placed = placeNoGuessMines(rows, cols, mines, first, minesweeper.setup(options, `dense-${seed}`).random);
        expect(placed.found, `${rows}x${cols} seed ${seed}`).toBe(true);
      }
    }
  });

  it('fall back, after the last allowed draw, to the board the solver got furthest on', () => {
    // 5x5 with 16 mines around a corner start: nearly every draw needs a guess.
    const result = placeNoGuessMines(5, 5, 16, 0, seedRandom('dense'), 5);
    expect(result.attempts).toBe(5);
    expect(result.found).toBe(false);
    expect(result.mines).toHaveLength(16);
  });
});

describe('the no_guess option', () => {
  it('is read as true or false on every level and on custom boards', () => {
    const read = (raw: Record<string, unknown>) => {
      const result = parseOptions(raw);
      if (!result.ok) throw new Error(result.error);
      return result.value;
    };
    expect(read({ difficulty: 'expert', no_guess: true })).toEqual({ difficulty: 'expert', rows: 16, cols: 30, mines: 99, no_guess: true });
    expect(read({ no_guess: 'TRUE' }).no_guess).toBe(true);
    expect(read({ difficulty: 'intermediate', no_guess: false }).no_guess).toBeUndefined();
    expect(read({ rows: 10, cols: 10, mines: 21, no_guess: true }).no_guess).toBe(true);
  });

  it('refuses other values, and boards too dense for logic, saying why', () => {
    const refusal = (raw: Record<string, unknown>) => {
      const result = parseOptions(raw);
      if (result.ok) throw new Error(`accepted ${JSON.stringify(raw)}`);
      return result.error;
    };
    expect(refusal({ no_guess: 'yes' })).toMatch(/no_guess must be true or false, got "yes"/);
    expect(refusal({ no_guess: 1 })).toMatch(/no_guess must be true or false/);
    expect(refusal({ rows: 10, cols: 10, mines: 22, no_guess: true })).toMatch(
      /no_guess on 10x10 takes at most 21 mines, got 22: at most 21% mines when both sides are 9 or more, 19% when the shorter side is 6-8, 16% when it is 5/,
    );
    // Narrow boards get stuck sooner, so they take fewer.
    expect(parseOptions({ rows: 5, cols: 40, mines: 32, no_guess: true }).ok).toBe(true);
    expect(refusal({ rows: 5, cols: 40, mines: 33, no_guess: true })).toMatch(/no_guess on 5x40 takes at most 32 mines/);
    expect(refusal({ rows: 30, cols: 7, mines: 40, no_guess: true })).toMatch(/no_guess on 30x7 takes at most 39 mines/);
    // Without no_guess the same board is fine.
    expect(parseOptions({ rows: 10, cols: 10, mines: 22 }).ok).toBe(true);
  });
});
