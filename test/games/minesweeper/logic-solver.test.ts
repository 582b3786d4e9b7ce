import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerPosition } from '../../../src/games/minesweeper/guesses.ts';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import { Deducer, deduce, type Position } from '../../../src/games/minesweeper/logic-solver.ts';
import type { MinesweeperOptions } from '../../../src/games/minesweeper/options.ts';
import type { MinesweeperState } from '../../../src/games/minesweeper/state.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { play } from './helpers.ts';

/** A position from a picture of what the player sees: '#' hidden, '.' a revealed 0, '1'-'8' revealed numbers. */
function seen(picture: string[], mines: number): Position {
  const rows = picture.length;
  const cols = picture[0]!.length;
  const shown = new Int8Array(rows * cols);
  picture.join('').split('').forEach((char, cell) => { shown[cell] = char === '#' ? -1 : char === '.' ? 0 : Number(char); });
  return { rows, cols, mines, shown };
}

const at = (cols: number, row: number, col: number) => (row - 1) * cols + (col - 1);

/** A game in progress: the first reveal, then `more` random safe cells opened (taken from the real layout). */
function randomPosition(options: MinesweeperOptions, seed: number, more: number): MinesweeperState {
  const random = Random.fromSeed(`position-${seed}`);
  const first = random.int(options.rows * options.cols);
  let state = play(minesweeper.setup(options, `position-${seed}`), `reveal ${Math.floor(first / options.cols) + 1} ${(first % options.cols) + 1}`).state;
  for (let step = 0; step < more && state.status === 'playing'; step++) {
    const hiddenSafe = [...state.covers].flatMap((cover, cell) => (cover === '#' && state.layout![cell] !== '*' ? [cell] : []));
    const cell = hiddenSafe[random.int(hiddenSafe.length)]!;
    state = play(state, `reveal ${Math.floor(cell / options.cols) + 1} ${(cell % options.cols) + 1}`).state;
  }
  return state;
}

/** Every mine placement that agrees with what the player sees, by brute force (small boards only). */
function bruteForce(position: Position): { safe: number[]; mines: number[] } {
  const hidden = [...position.shown.keys()].filter((cell) => position.shown[cell] === -1);
  const everMine = new Set<number>();
  const everSafe = new Set<number>();
  const { rows, cols } = position;
  for (let mask = 0; mask < 1 << hidden.length; mask++) {
    const mine = new Set(hidden.filter((_, bit) => mask & (1 << bit)));
    if (mine.size !== position.mines) continue;
    let fits = true;
    for (let cell = 0; cell < rows * cols && fits; cell++) {
      if (position.shown[cell] === -1) continue;
      const [row, col] = [Math.floor(cell / cols), cell % cols];
      let count = 0;
      for (let r = row - 1; r <= row + 1; r++) for (let c = col - 1; c <= col + 1; c++) {
        if (r >= 0 && r < rows && c >= 0 && c < cols && mine.has(r * cols + c)) count++;
      }
      fits = count === position.shown[cell];
    }
    if (!fits) continue;
    for (const cell of hidden) (mine.has(cell) ? everMine : everSafe).add(cell);
  }
  return { safe: hidden.filter((cell) => !everMine.has(cell)), mines: hidden.filter((cell) => !everSafe.has(cell)) };
}

describe('the logic solver', () => {
  it('is sound: every cell it calls safe is safe and every mine a mine, on many positions of every level', () => {
    const boards: MinesweeperOptions[] = [
      { difficulty: 'beginner', rows: 9, cols: 9, mines: 10 },
      { difficulty: 'intermediate', rows: 16, cols: 16, mines: 40 },
      { difficulty: 'expert', rows: 16, cols: 30, mines: 99 },
      { difficulty: 'custom', rows: 8, cols: 8, mines: 20 },
      { difficulty: 'custom', rows: 6, cols: 10, mines: 30 },
    ];
    let deduced = 0;
    fc.assert(
      fc.property(fc.constantFrom(...boards), fc.nat(), fc.integer({ min: 0, max: 12 }), (options, seed, more) => {
        const state = randomPosition(options, seed, more);
        if (state.status !== 'playing') return;
        const { safe, mines } = deduce(playerPosition(state));
        for (const cell of safe) expect(state.layout![cell]).not.toBe('*');
        for (const cell of mines) expect(state.layout![cell]).toBe('*');
        deduced += safe.length + mines.length;
      }),
      { numRuns: 300 },
    );
    expect(deduced).toBeGreaterThan(1000);
  });

  it('proves exactly what brute force over every placement proves, on small boards', () => {
    const options: MinesweeperOptions = { difficulty: 'custom', rows: 4, cols: 5, mines: 5 };
    let checked = 0;
    for (let seed = 0; checked < 120 && seed < 2000; seed++) {
      const state = randomPosition(options, seed, seed % 3);
      if (state.status !== 'playing') continue;
      const position = playerPosition(state);
      const truth = bruteForce(position);
      expect(deduce(position), `seed ${seed}`).toEqual(truth);
      checked++;
    }
    expect(checked).toBe(120);
  });

  it('solves 1-2-1 with the pair rule, without enumeration', () => {
    const deducer = new Deducer(seen(['###', '121'], 2));
    deducer.simpleRules();
    expect(deducer.deductions()).toEqual({ safe: [1], mines: [0, 2] });
  });

  it('uses the mine count: cells away from every number are safe when the numbers use up every mine', () => {
    const position = seen(['##1.', '##1.'], 1);
    const simple = new Deducer(position);
    simple.simpleRules();
    expect(simple.deductions()).toEqual({ safe: [], mines: [] });
    expect(deduce(position)).toEqual({ safe: [at(4, 1, 1), at(4, 2, 1)], mines: [] });
    // With 3 mines, the two cells away from the numbers must hold the other two.
    expect(deduce(seen(['##1.', '##1.'], 3))).toEqual({ safe: [], mines: [at(4, 1, 1), at(4, 2, 1)] });
  });

  it('leaves a true 50/50 alone', () => {
    expect(deduce(seen(['..1#', '..1#'], 1))).toEqual({ safe: [], mines: [] });
  });

  it('chains single-cell rules: a proven mine makes its other neighbours safe', () => {
    // 1 3 sees only the top corner, so it is a mine; 2 3 then has its one mine, and the bottom corner is safe.
    expect(deduce(seen(['..1#', '..11', '...#'], 1))).toEqual({ safe: [at(4, 3, 4)], mines: [at(4, 1, 4)] });
  });
});
