/**
 * Minesweeper no-guess boards, per level: how long a no-guess board takes to
 * make (median, p99; the first reveal in the centre and at a random cell),
 * how many placements that draws, and the share of plain random boards the
 * logic solver clears from the first reveal. Then the cost of counting
 * guesses: the solver run before each reveal of a logic player's game,
 * against the whole move.
 *
 * Times are wall clock and, beside them, the process's CPU time: on a
 * shared machine a board can wait for a core, which shows in the wall p99
 * but not in the CPU time.
 *
 * Run: npx tsx bench/minesweeper-no-guess.ts [boards]
 */
import { classifyReveal } from '../src/games/minesweeper/guesses.ts';
import { minesweeper } from '../src/games/minesweeper/index.ts';
import { layoutFromMines, placeMines } from '../src/games/minesweeper/layout.ts';
import { deduce } from '../src/games/minesweeper/logic-solver.ts';
import { playerPosition } from '../src/games/minesweeper/guesses.ts';
import { clearsWithoutGuessing, placeNoGuessMines } from '../src/games/minesweeper/no-guess.ts';
import { LEVELS, type MinesweeperOptions } from '../src/games/minesweeper/options.ts';
import type { MinesweeperState } from '../src/games/minesweeper/state.ts';
import { Random, seedRandom } from '../src/games/shared/random.ts';

const boards = Number(process.argv[2] ?? 200);
/** The figure quoted for the C reference (Simon Tatham's mines): an expert no-guess board in about 4.5 ms. */
const C_REFERENCE_EXPERT_MS = 4.5;
const ctx = { seat: 0, now: 0 };

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const sortedCopy = (values: number[]): number[] => [...values].sort((a, b) => a - b);
const ms = (value: number): string => value.toFixed(2).padStart(8);
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const levels = Object.entries(LEVELS).map(([difficulty, level]) => ({
  difficulty,
  options: { difficulty, rows: level.rows, cols: level.cols, mines: level.mines } as MinesweeperOptions,
}));

// Warm up the solver so the first level does not pay for compilation.
for (let i = 0; i < 20; i++) placeNoGuessMines(16, 30, 99, 7 * 30 + 14, seedRandom(`warm-${i}`));

console.log(`no-guess generation, ${boards} boards per level and first-reveal rule`);
console.log('level         first reveal   median ms   p99 ms   max ms   CPU median  CPU p99   attempts mean  max   fallbacks');
const expertMedians: number[] = [];
for (const { difficulty, options } of levels) {
  const { rows, cols, mines } = options;
  const picker = Random.fromSeed(`first-${difficulty}`);
  const rules: Array<[string, () => number]> = [
    ['centre', () => Math.floor(rows / 2) * cols + Math.floor(cols / 2)],
    ['random cell', () => picker.int(rows * cols)],
  ];
  for (const [label, firstCell] of rules) {
    const times: number[] = [];
    const cpu: number[] = [];
    let attempts = 0;
    let most = 0;
    let fallbacks = 0;
    for (let board = 0; board < boards; board++) {
      const first = firstCell();
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const placed = placeNoGuessMines(rows, cols, mines, first, seedRandom(`${difficulty}-${label}-${board}`));
      cpu.push(cpuMs(cpuStart));
      times.push(performance.now() - start);
      attempts += placed.attempts;
      most = Math.max(most, placed.attempts);
      if (!placed.found) fallbacks++;
    }
    const sorted = sortedCopy(times);
    const sortedCpu = sortedCopy(cpu);
    if (difficulty === 'expert' && label === 'centre') expertMedians.push(quantile(sorted, 0.5));
    console.log(
      `${difficulty.padEnd(13)} ${label.padEnd(13)} ${ms(quantile(sorted, 0.5))}  ${ms(quantile(sorted, 0.99))} ${ms(sorted.at(-1)!)}` +
        `   ${ms(quantile(sortedCpu, 0.5))}  ${ms(quantile(sortedCpu, 0.99))}` +
        `   ${(attempts / boards).toFixed(1).padStart(12)} ${String(most).padStart(5)} ${String(fallbacks).padStart(11)}`,
    );
  }
}
console.log(`expert median (centre) / the C reference's ${C_REFERENCE_EXPERT_MS} ms: ${(expertMedians[0]! / C_REFERENCE_EXPERT_MS).toFixed(2)}x`);

const randomBoards = boards * 5;
console.log(`\nshare of plain random boards the solver clears without a guess (${randomBoards} per level)`);
console.log('level         first reveal in the centre   at a random cell');
for (const { difficulty, options } of levels) {
  const { rows, cols, mines } = options;
  const picker = Random.fromSeed(`share-${difficulty}`);
  const share = (firstCell: () => number): string => {
    let cleared = 0;
    for (let board = 0; board < randomBoards; board++) {
      const first = firstCell();
      const placed = placeMines(rows, cols, mines, first, seedRandom(`share-${difficulty}-${board}`));
      if (clearsWithoutGuessing(rows, cols, layoutFromMines(rows, cols, placed.mines), first).cleared) cleared++;
    }
    return `${((cleared / randomBoards) * 100).toFixed(1)}%`;
  };
  const centre = share(() => Math.floor(rows / 2) * cols + Math.floor(cols / 2));
  console.log(`${difficulty.padEnd(13)} ${centre.padStart(26)} ${share(() => picker.int(rows * cols)).padStart(18)}`);
}

/** A logic player: reveals a provably safe cell when there is one, else the first hidden cell. */
function logicMove(state: MinesweeperState): string {
  const { cols } = state.options;
  const name = (cell: number) => `reveal ${Math.floor(cell / cols) + 1} ${(cell % cols) + 1}`;
  const { safe } = deduce(playerPosition(state));
  if (safe.length > 0) return name(safe[0]!);
  return name(state.covers.indexOf('#'));
}

console.log('\nguess counting: the solver before each reveal of a logic player (20 games per level)');
console.log('level         reveals   classify median µs   p99 µs   whole reveal median µs   classify / reveal');
for (const { difficulty, options } of levels) {
  const classify: number[] = [];
  const whole: number[] = [];
  for (let game = 0; game < 20; game++) {
    let state = minesweeper.setup(options, `count-${game}`);
    const middle = `reveal ${Math.ceil(options.rows / 2)} ${Math.ceil(options.cols / 2)}`;
    let result = minesweeper.apply(state, middle, ctx);
    while (result.ok && result.value.state.status === 'playing') {
      state = result.value.state;
      const command = logicMove(state);
      const [, row, col] = command.split(' ').map(Number);
      const cell = (row! - 1) * options.cols + (col! - 1);
      let start = performance.now();
      classifyReveal(state, [cell]);
      classify.push((performance.now() - start) * 1000);
      start = performance.now();
      result = minesweeper.apply(state, command, ctx);
      whole.push((performance.now() - start) * 1000);
    }
  }
  const c = sortedCopy(classify);
  const w = sortedCopy(whole);
  console.log(
    `${difficulty.padEnd(13)} ${String(c.length).padStart(7)} ${quantile(c, 0.5).toFixed(0).padStart(20)} ${quantile(c, 0.99).toFixed(0).padStart(8)}` +
      ` ${quantile(w, 0.5).toFixed(0).padStart(24)} ${(quantile(c, 0.5) / quantile(w, 0.5)).toFixed(2).padStart(19)}`,
  );
}
