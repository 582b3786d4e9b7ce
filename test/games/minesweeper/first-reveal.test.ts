import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import { maxMines, type MinesweeperOptions } from '../../../src/games/minesweeper/options.ts';
import { neighbours } from '../../../src/games/minesweeper/state.ts';
import { mineIndexes, play } from './helpers.ts';

const levels: MinesweeperOptions[] = [
  { difficulty: 'beginner', rows: 9, cols: 9, mines: 10 },
  { difficulty: 'intermediate', rows: 16, cols: 16, mines: 40 },
  { difficulty: 'expert', rows: 16, cols: 30, mines: 99 },
];

/** Fixed levels and custom boards up to the densest the options allow. */
const anyOptions: fc.Arbitrary<MinesweeperOptions> = fc.oneof(
  fc.constantFrom(...levels),
  fc
    .record({ rows: fc.integer({ min: 5, max: 12 }), cols: fc.integer({ min: 5, max: 12 }) })
    .chain(({ rows, cols }) =>
      fc.integer({ min: 1, max: maxMines(rows, cols) }).map((mines) => ({ difficulty: 'custom' as const, rows, cols, mines })),
    ),
);

/** Board corners, edge middles and the centre: where fewer than 9 cells may be excluded. */
function specialCells(rows: number, cols: number): Array<[number, number]> {
  const midRow = Math.ceil(rows / 2);
  const midCol = Math.ceil(cols / 2);
  return [
    [1, 1], [1, cols], [rows, 1], [rows, cols],
    [1, midCol], [rows, midCol], [midRow, 1], [midRow, cols], [midRow, midCol],
  ];
}

function checkSafeStart(options: MinesweeperOptions, seed: string, row: number, col: number): void {
  const start = minesweeper.setup(options, seed);
  const { state } = play(start, `reveal ${row} ${col}`);
  const first = (row - 1) * options.cols + (col - 1);
  const mines = mineIndexes(state);
  expect(mines).toHaveLength(options.mines);
  for (const safe of [first, ...neighbours(options.rows, options.cols, first)]) expect(mines).not.toContain(safe);
  expect(state.layout![first]).toBe('0');
  expect(state.status === 'playing' || state.outcome === 'won').toBe(true);
  // The opening reaches at least the first cell and all its neighbours.
  expect(state.safeOpened).toBeGreaterThanOrEqual(1 + neighbours(options.rows, options.cols, first).length);
}

describe('the first reveal', () => {
  it('is safe and opens an area on any cell, any board, any seed', () => {
    fc.assert(
      fc.property(
        anyOptions.chain((options) =>
          fc.record({
            options: fc.constant(options),
            row: fc.integer({ min: 1, max: options.rows }),
            col: fc.integer({ min: 1, max: options.cols }),
            seed: fc.string(),
          }),
        ),
        ({ options, row, col, seed }) => checkSafeStart(options, seed, row, col),
      ),
      { numRuns: 300 },
    );
  });

  it('is safe in every corner, on every edge and in the centre, over many seeds', () => {
    const densest: MinesweeperOptions = { difficulty: 'custom', rows: 5, cols: 5, mines: 12 };
    for (const options of [...levels, densest]) {
      for (const [row, col] of specialCells(options.rows, options.cols)) {
        for (let seed = 0; seed < 20; seed++) checkSafeStart(options, `edge-${seed}`, row, col);
      }
    }
  });

  it('places mines only once, from the seed, whatever cell comes first', () => {
    const options = levels[0]!;
    const a = play(minesweeper.setup(options, 'same'), 'reveal 5 5').state;
    const b = play(minesweeper.setup(options, 'same'), 'reveal 5 5').state;
    const c = play(minesweeper.setup(options, 'other'), 'reveal 5 5').state;
    expect(a.layout).toBe(b.layout);
    expect(a.layout).not.toBe(c.layout);
    const hiddenSafe = [...a.covers].findIndex((cover, index) => cover === '#' && a.layout![index] !== '*');
    const later = play(a, `reveal ${Math.floor(hiddenSafe / 9) + 1} ${(hiddenSafe % 9) + 1}`);
    expect(later.state.layout).toBe(a.layout);
    expect(later.state.random).toEqual(a.random);
  });

  it('is not a flag: flagging first places no mines', () => {
    const { state } = play(minesweeper.setup(levels[0]!, 'flag-first'), 'flag 1 1', 'flag 5 5', 'unflag 5 5');
    expect(state.layout).toBeNull();
    expect(state.bbbv).toBeNull();
    const after = play(state, 'reveal 5 5').state;
    expect(after.layout).not.toBeNull();
    expect(after.covers[0]).toBe('F'); // the flood leaves flags alone
  });
});
