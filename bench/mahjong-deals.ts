/**
 * Mahjong deals: what `new` costs before and after uniform deals, and how
 * uniform they are.
 *
 *   npx tsx bench/mahjong-deals.ts [deals=100] [poolGames=40] [pauseMs=250]
 *
 * - reverse play: the earlier generator (arrangeSolvable on the full set);
 * - setup, solving: a seed nobody prepared (a player's own seed, or a replay),
 *   with the share of shuffles skipped as proven unclearable or unsettled
 *   within the node budget;
 * - new with the pool: prepareDeal + setup as the camp runs them for a
 *   camp-chosen seed, once with a pause between games and once in a burst.
 * Last, the share of (tile, tile lying on it) pairs with the same face,
 * against 2.098% for a uniform shuffle.
 */
import { arrangeSolvable } from '../src/games/mahjong-solitaire/deal.ts';
import { prepareDeal } from '../src/games/mahjong-solitaire/deal-pool.ts';
import { mahjongSolitaire as game } from '../src/games/mahjong-solitaire/index.ts';
import { ABOVE, POSITIONS } from '../src/games/mahjong-solitaire/layout.ts';
import { solve } from '../src/games/mahjong-solitaire/solver.ts';
import { fullSet, type Face } from '../src/games/mahjong-solitaire/tiles.ts';
import { DEAL_PROOF_BUDGET, findUniformDeal } from '../src/games/mahjong-solitaire/uniform-deal.ts';
import { Random } from '../src/games/shared/random.ts';

const deals = Number(process.argv[2] ?? 100);
const poolGames = Number(process.argv[3] ?? 40);
const pauseMs = Number(process.argv[4] ?? 250);

function stats(samples: number[]): string[] {
  const sorted = samples.slice().sort((a, b) => a - b);
  const pick = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return [String(samples.length), pick(0.5).toFixed(2), pick(0.99).toFixed(2), sorted[sorted.length - 1]!.toFixed(2)];
}

function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  const value = work();
  return [value, performance.now() - start];
}

const UNIFORM = (36 * 4 * 3) / (144 * 143);
function sameFaceShare(samples: readonly (readonly Face[])[]): string {
  let same = 0;
  let pairs = 0;
  for (const faces of samples) {
    ABOVE.forEach((above, below) => above.forEach((top) => { pairs++; if (faces[top] === faces[below]) same++; }));
  }
  const z = (same / pairs - UNIFORM) / Math.sqrt((UNIFORM * (1 - UNIFORM)) / pairs);
  return `${((100 * same) / pairs).toFixed(2)}% of ${pairs} pairs (z ${z.toFixed(1)})`;
}

const positions = POSITIONS.map((_, index) => index);
const reverseTimes: number[] = [];
const reverseDeals: Face[][] = [];
for (let d = 0; d < deals; d++) {
  const [arranged, ms] = timed(() => arrangeSolvable(positions, fullSet(), Random.fromSeed(`deal-bench-${d}`))!);
  reverseTimes.push(ms);
  reverseDeals.push(arranged.faces as Face[]);
}

const solvingTimes: number[] = [];
const uniformDeals: Face[][] = [];
const verdicts = { solved: 0, unsolvable: 0, unknown: 0 };
for (let d = 0; d < deals; d++) {
  const seed = `deal-bench-${d}`;
  const [state, ms] = timed(() => game.setup({}, seed));
  solvingTimes.push(ms);
  uniformDeals.push(state.deal);
  // replay the shuffles this seed drew, to count why the skipped ones were skipped
  const random = Random.fromSeed(seed);
  for (let draw = findUniformDeal(seed).draws; draw > 0; draw--) verdicts[solve(random.shuffle(fullSet()), DEAL_PROOF_BUDGET).status]++;
}

async function poolRun(pause: number): Promise<number[]> {
  const times: number[] = [];
  for (let g = 0; g < poolGames; g++) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    const start = performance.now();
    const seed = await prepareDeal(null);
    game.setup({}, seed);
    times.push(performance.now() - start);
  }
  return times;
}
await prepareDeal(null); // starts the worker and fills the pool
await new Promise((resolve) => setTimeout(resolve, 2000));
const paced = await poolRun(pauseMs);
const burst = await poolRun(0);

const rows = [
  ['new: engine work on the request path', 'count', 'median ms', 'p99 ms', 'max ms'],
  ['before: reverse-play deal', ...stats(reverseTimes)],
  ['after: setup solving an unprepared seed', ...stats(solvingTimes)],
  [`after: pool seed, ${pauseMs} ms between games`, ...stats(paced)],
  ['after: pool seed, back to back', ...stats(burst)],
];
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
const shuffles = verdicts.solved + verdicts.unsolvable + verdicts.unknown;
const pct = (n: number): string => `${((100 * n) / shuffles).toFixed(1)}%`;
console.log(
  `\nShuffles drawn for ${deals} deals: ${shuffles}; dealt ${verdicts.solved}, skipped as proven unclearable ${verdicts.unsolvable} (${pct(verdicts.unsolvable)}), ` +
    `skipped as unsettled within ${DEAL_PROOF_BUDGET} nodes ${verdicts.unknown} (${pct(verdicts.unknown)}).`,
);
console.log(`Same face on a tile and the tile lying on it (uniform: ${(100 * UNIFORM).toFixed(2)}%):`);
console.log(`  reverse play   ${sameFaceShare(reverseDeals)}`);
console.log(`  uniform deals  ${sameFaceShare(uniformDeals)}`);
