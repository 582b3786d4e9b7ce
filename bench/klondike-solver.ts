/**
 * Klondike solver strength and speed: over seeded deals per draw mode, how
 * many are won (with a move list), proven unwinnable, or left undecided by
 * the node budget; the share decided within 1 s; the time per deal (median /
 * p99 / max); positions per second; and the winnable share beside the
 * published figures for these rules, unlimited passes ("thoughtful
 * solitaire": draw 3 81.95%, draw 1 about 90.5%). The camp's rules match
 * those (full information aside, which only the solver has): unlimited
 * passes, recycling keeps the order, cards may come back off the
 * foundations. Undecided deals make the share an interval: from won / deals
 * (none of them winnable) to (won + undecided) / deals (all of them), each
 * end widened by its 95% sampling margin; the share among decided deals is
 * given too. Deals are seeded `klondike bench <n>` from the first deal on;
 * another range (e.g. first deal 1000) checks a change on deals it was not
 * tuned on.
 * Run: npx tsx bench/klondike-solver.ts [deals per mode, 1000] [node budget, 200000] [first deal, 0] [draw modes, 1,3]
 */
import { solitaire } from '../src/games/solitaire/index.ts';
import { solve } from '../src/games/solitaire/solver.ts';

const deals = Number(process.argv[2] ?? 1000);
const budget = Number(process.argv[3] ?? 200_000);
const firstDeal = Number(process.argv[4] ?? 0);
const drawModes = (process.argv[5] ?? '1,3').split(',').map(Number);
if (![deals, budget].every((n) => Number.isSafeInteger(n) && n > 0) || !Number.isSafeInteger(firstDeal) || firstDeal < 0) {
  throw new Error('usage: klondike-solver.ts [deals > 0] [node budget > 0] [first deal >= 0] [draw modes, e.g. 1,3]');
}
const PUBLISHED = new Map([[1, 90.5], [3, 81.95]]);

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const margin = (share: number) => 1.96 * Math.sqrt((share * (1 - share)) / deals);
const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

for (const draw of drawModes) {
  const options = solitaire.parseOptions({ draw });
  if (!options.ok) throw new Error(options.error);
  const counts = { won: 0, unwinnable: 0, undecided: 0 };
  const undecidedDeals: number[] = [];
  const times: number[] = [];
  let withinSecond = 0;
  let nodes = 0;
  let totalMs = 0;
  for (let index = firstDeal; index < firstDeal + deals; index++) {
    const result = solve(solitaire.setup(options.value, `klondike bench ${index}`), budget);
    counts[result.verdict]++;
    if (result.verdict === 'undecided') undecidedDeals.push(index);
    times.push(result.ms);
    nodes += result.nodes;
    totalMs += result.ms;
    if (result.verdict !== 'undecided' && result.ms <= 1000) withinSecond++;
  }
  times.sort((a, b) => a - b);
  const low = counts.won / deals;
  const high = (counts.won + counts.undecided) / deals;
  const decided = counts.won + counts.unwinnable;
  console.log(`draw ${draw}: ${deals} deals from ${firstDeal}, budget ${budget} nodes`);
  console.log(`  won ${counts.won}, unwinnable ${counts.unwinnable}, undecided ${counts.undecided}; decided within 1 s: ${percent(withinSecond / deals)}`);
  console.log(`  ms per deal: median ${percentile(times, 0.5).toFixed(1)}, p99 ${percentile(times, 0.99).toFixed(0)}, max ${times[times.length - 1]!.toFixed(0)}; ${Math.round((nodes * 1000) / totalMs)} positions/s`);
  console.log(
    `  winnable: ${percent(low)}-${percent(high)} (95%: ${percent(Math.max(0, low - margin(low)))}-${percent(Math.min(1, high + margin(high)))}),` +
      ` ${decided > 0 ? percent(counts.won / decided) : '-'} of decided deals; published ${PUBLISHED.get(draw)}%`,
  );
  if (undecidedDeals.length > 0) console.log(`  undecided deals: ${undecidedDeals.join(' ')}`);
}
