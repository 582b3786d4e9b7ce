/**
 * `npx tsx scripts/random-rates.ts [--suite camp-v1] [--deals 1000] [--entry ID]`:
 * measures, once per suite version, each entry's random legal player win rate
 * (src/games/random-players.ts) over seeded deals through the engines. The
 * rates it prints are the suite's published constants (`randomWinRate` of
 * each game's suite entries, docs/evaluation.md); a run never measures them.
 */
import { parseArgs } from 'node:util';
import { games } from '../src/games/registry.ts';
import { randomPlayerFor } from '../src/games/random-players.ts';
import { playThroughEngine } from '../src/platform/suites/engine-play.ts';
import { wilsonInterval } from './eval/result.ts';

/** The random player never wins a long game by wandering: it is resigned after this many commands. */
const RANDOM_COMMAND_LIMIT = 2_000;

const { values } = parseArgs({ options: { suite: { type: 'string' }, deals: { type: 'string' }, entry: { type: 'string' } } });
const suite = values.suite ?? 'camp-v1';
const deals = Number(values.deals ?? 1000);
if (!Number.isInteger(deals) || deals < 1) throw new Error(`--deals needs a whole number from 1; got "${values.deals}"`);

for (const game of games) {
  for (const entry of game.suiteEntries ?? []) {
    if (!entry.suites.includes(suite) || (values.entry && values.entry !== entry.id)) continue;
    const makePlayer = randomPlayerFor(game.id);
    if (!makePlayer) throw new Error(`No random player for ${game.id}`);
    const started = performance.now();
    let wins = 0;
    for (let deal = 1; deal <= deals; deal++) {
      const seed = `random-${entry.id}-${deal}`;
      if (playThroughEngine(game, { ...entry.options }, seed, makePlayer(seed), RANDOM_COMMAND_LIMIT).won) wins++;
    }
    const [low, high] = wilsonInterval(wins, deals);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${entry.id}: ${wins}/${deals} = ${(wins / deals).toFixed(4)} (95% CI ${low.toFixed(4)}-${high.toFixed(4)}), ${seconds} s`);
  }
}
