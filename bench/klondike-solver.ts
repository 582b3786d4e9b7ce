/**
 * Klondike solver strength and speed: over seeded deals per draw mode, how
 * many are won, reported unwinnable (the search's dominances are not all
 * proven safe) or left undecided by the node budget, the
 * time per deal (median / p99 / max), and the winnable share with its 95%
 * interval beside the published figures for unlimited passes ("thoughtful
 * solitaire": draw 3 81.95%, draw 1 about 90.5%). The camp's rules match
 * those (full information aside, which only the solver has): unlimited
 * passes, recycling keeps the order, cards may come back off the
 * foundations. Undecided deals count as not won, so the share is a lower
 * bound and the interval's top is the share if every undecided deal were won.
 * Run: npx tsx bench/klondike-solver.ts [deals per mode, 1000] [node budget, 200000]
 */
import { solitaire } from '../src/games/solitaire/index.ts';
import { solve } from '../src/games/solitaire/solver.ts';

const deals = Number(process.argv[2] ?? 1000);
const budget = Number(process.argv[3] ?? 200_000);
const PUBLISHED = new Map([[1, 90.5], [3, 81.95]]);

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

for (const draw of [1, 3] as const) {
  const options = solitaire.parseOptions({ draw });
  if (!options.ok) throw new Error(options.error);
  const counts = { won: 0, unwinnable: 0, undecided: 0 };
  const times: number[] = [];
  let withinSecond = 0;
  for (let index = 0; index < deals; index++) {
    const result = solve(solitaire.setup(options.value, `klondike bench ${index}`), budget);
    counts[result.verdict]++;
    times.push(result.ms);
    if (result.verdict !== 'undecided' && result.ms <= 1000) withinSecond++;
  }
  times.sort((a, b) => a - b);
  const share = counts.won / deals;
  const margin = 1.96 * Math.sqrt((share * (1 - share)) / deals);
  const upper = (counts.won + counts.undecided) / deals;
  console.log(`draw ${draw}: ${deals} deals, budget ${budget} nodes`);
  console.log(`  won ${counts.won}, unwinnable ${counts.unwinnable}, undecided ${counts.undecided}; decided within 1 s: ${((100 * withinSecond) / deals).toFixed(1)}%`);
  console.log(`  ms per deal: median ${percentile(times, 0.5).toFixed(1)}, p99 ${percentile(times, 0.99).toFixed(0)}, max ${times[times.length - 1]!.toFixed(0)}`);
  console.log(`  winnable: ${(100 * share).toFixed(1)}% ± ${(100 * margin).toFixed(1)} (at most ${(100 * upper).toFixed(1)}% if every undecided deal were won); published ${PUBLISHED.get(draw)}%`);
}
