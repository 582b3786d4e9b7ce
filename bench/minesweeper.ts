/**
 * Minesweeper benchmark: board generation (mine placement + neighbour
 * counts), 3BV, and a first reveal through apply, for each level; then the
 * mean 3BV of many expert boards started with a safe 3x3 first click,
 * next to the published figure for such boards (about 171).
 *
 * Run: npx tsx bench/minesweeper.ts [expertBoards]
 */
import { computeBbbv } from '../src/games/minesweeper/bbbv.ts';
import { minesweeper } from '../src/games/minesweeper/index.ts';
import { layoutFromMines, placeMines } from '../src/games/minesweeper/layout.ts';
import { LEVELS, type MinesweeperOptions } from '../src/games/minesweeper/options.ts';
import { Random, seedRandom } from '../src/games/shared/random.ts';

const ctx = { seat: 0, now: 0 };

function time(runs: number, body: (run: number) => void): number {
  const start = process.hrtime.bigint();
  for (let run = 0; run < runs; run++) body(run);
  return Number(process.hrtime.bigint() - start) / 1000 / runs; // microseconds per run
}

const levels = Object.entries(LEVELS).map(([difficulty, level]) => ({
  difficulty,
  options: { difficulty, rows: level.rows, cols: level.cols, mines: level.mines } as MinesweeperOptions,
}));

console.log('level         cells  mines  generate µs  3BV µs  first reveal (apply) µs');
for (const { difficulty, options } of levels) {
  const { rows, cols, mines } = options;
  const centre = Math.floor(rows / 2) * cols + Math.floor(cols / 2);
  const runs = 2000;
  const layouts: string[] = [];
  const generate = time(runs, (run) => {
    const placed = placeMines(rows, cols, mines, centre, seedRandom(`gen-${run}`));
    layouts.push(layoutFromMines(rows, cols, placed.mines));
  });
  const bbbv = time(runs, (run) => computeBbbv(rows, cols, layouts[run]!));
  const fresh = minesweeper.setup(options, 'bench');
  const reveal = time(runs, () => minesweeper.apply(fresh, `reveal ${Math.floor(rows / 2) + 1} ${Math.floor(cols / 2) + 1}`, ctx));
  console.log(
    `${difficulty.padEnd(12)} ${String(rows * cols).padStart(6)} ${String(mines).padStart(6)} ` +
      `${generate.toFixed(1).padStart(12)} ${bbbv.toFixed(1).padStart(7)} ${reveal.toFixed(1).padStart(24)}`,
  );
}

const boards = Number(process.argv[2] ?? 10_000);
const { rows, cols, mines } = LEVELS.expert;
const picker = Random.fromSeed('first clicks');
function meanBbbv(firstCell: () => number): { mean: number; min: number; max: number } {
  let total = 0;
  let min = Infinity;
  let max = 0;
  for (let board = 0; board < boards; board++) {
    const placed = placeMines(rows, cols, mines, firstCell(), seedRandom(`expert-${board}`));
    const value = computeBbbv(rows, cols, layoutFromMines(rows, cols, placed.mines));
    total += value;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return { mean: total / boards, min, max };
}

console.log(`\nexpert 3BV over ${boards} boards (safe 3x3 around the first click)   mean    min  max`);
const rowsOut: Array<[string, () => number]> = [
  ['first click in the centre (8 15)', () => 7 * cols + 14],
  ['first click at a uniformly random cell', () => picker.int(rows * cols)],
  ['first click in a corner (1 1)', () => 0],
];
for (const [label, firstCell] of rowsOut) {
  const { mean, min, max } = meanBbbv(firstCell);
  console.log(`${label.padEnd(66)} ${mean.toFixed(1).padStart(6)} ${String(min).padStart(6)} ${String(max).padStart(4)}`);
}
console.log('published figure for expert boards with a safe first click: about 171');
