/**
 * Mahjong Solitaire figures: deal generation time, hint and shuffle latency
 * on positions from random play, and how many uniformly random (not
 * generated) turtle deals the solver proves unclearable.
 *
 *   npx tsx bench/mahjong-solitaire.ts [games] [randomDeals]
 */
import { mahjongSolitaire as game } from '../src/games/mahjong-solitaire/index.ts';
import { matchablePairs } from '../src/games/mahjong-solitaire/queries.ts';
import { solve, DEFAULT_NODE_BUDGET } from '../src/games/mahjong-solitaire/solver.ts';
import type { MahjongState } from '../src/games/mahjong-solitaire/state.ts';
import { fullSet } from '../src/games/mahjong-solitaire/tiles.ts';
import { Random } from '../src/games/shared/random.ts';

const games = Number(process.argv[2] ?? 40);
const randomDeals = Number(process.argv[3] ?? 100);
/** The unclearable figure gets a larger budget than a hint may spend. */
const PROOF_BUDGET = 50_000;
const ctx = { seat: 0, now: 0 };

function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  const value = work();
  return [value, performance.now() - start];
}

function stats(samples: number[]): string[] {
  const sorted = samples.slice().sort((a, b) => a - b);
  const pick = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return [String(samples.length), pick(0.5).toFixed(2), pick(0.99).toFixed(2), sorted[sorted.length - 1]!.toFixed(2)];
}

const dealTimes: number[] = [];
const hintTimes: number[] = [];
const shuffleTimes: number[] = [];
for (let g = 0; g < games; g++) {
  const random = Random.fromSeed(`bench-play-${g}`);
  let [state, ms] = timed(() => game.setup({}, `bench-${g}`));
  dealTimes.push(ms);
  // random play; every few moves time a hint (from a fresh state, so the plan is stale) and a shuffle
  for (let move = 0; state.status === 'playing'; move++) {
    const pairs = matchablePairs(state.faces);
    if (pairs.length === 0) break;
    if (move % 4 === 1) {
      const probe: MahjongState = { ...state, plan: null };
      hintTimes.push(timed(() => game.apply(probe, 'hint', ctx))[1]);
      shuffleTimes.push(timed(() => game.apply(state, 'shuffle', ctx))[1]);
    }
    const [a, b] = pairs[random.int(pairs.length)]!;
    const next = game.apply(state, `match t${a + 1} t${b + 1}`, ctx);
    if (!next.ok) throw new Error(next.error);
    state = next.value.state;
  }
}

const verdicts = { solved: 0, unsolvable: 0, unknown: 0 };
const solveTimes: number[] = [];
for (let d = 0; d < randomDeals; d++) {
  const faces = Random.fromSeed(`uniform-${d}`).shuffle(fullSet());
  const [result, ms] = timed(() => solve(faces, PROOF_BUDGET));
  solveTimes.push(ms);
  verdicts[result.status]++;
}

const rows = [
  ['what', 'count', 'median ms', 'p99 ms', 'max ms'],
  ['deal generation', ...stats(dealTimes)],
  ['hint (stale plan)', ...stats(hintTimes)],
  ['shuffle', ...stats(shuffleTimes)],
  [`solve uniform deal`, ...stats(solveTimes)],
];
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
const pct = (n: number): string => `${((100 * n) / randomDeals).toFixed(1)}%`;
console.log(
  `\nUniformly random deals (${randomDeals}, budget ${PROOF_BUDGET} nodes; hints use ${DEFAULT_NODE_BUDGET}): ` +
    `solved ${verdicts.solved} (${pct(verdicts.solved)}), proven unclearable ${verdicts.unsolvable} (${pct(verdicts.unsolvable)}), ` +
    `unknown (budget ran out) ${verdicts.unknown} (${pct(verdicts.unknown)}).`,
);
