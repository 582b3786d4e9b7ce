/**
 * Prints a fixed, won game of every one-player kind (scripted-games.ts, on
 * the first of the whole-number seeds 1-30 that gives one) as JSON,
 * `{"<game>": {"options", "seed", "commands"}}`, for clients in other
 * languages to replay: the Python kit's tests play them through its
 * Gymnasium-style environment, whose seeds are whole numbers, to the end.
 *
 *   npx tsx bench/support/print-scripted-games.ts
 */
import { games } from '../../src/games/registry.ts';
import { scriptedGame } from './scripted-games.ts';

const WHOLE_SEEDS = Array.from({ length: 30 }, (_, index) => String(index + 1));

const scripts: Record<string, unknown> = {};
for (const game of games) {
  const script = await scriptedGame(game, WHOLE_SEEDS);
  if (script) scripts[game.id] = { options: script.options, seed: Number(script.seed), commands: script.commands };
}
process.stdout.write(`${JSON.stringify(scripts)}\n`);
