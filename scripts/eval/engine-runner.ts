/**
 * Plays one seeded game through the engine for `npm run eval` (the loop
 * itself is the camp's, src/platform/suites/engine-play.ts, so a report
 * card's reference row and the eval script play alike). A refused command
 * is an error: a reference player must only send legal commands.
 */
import type { GameDefinition } from '../../src/games/game.ts';
import type { ReferencePlayerFactory } from '../../src/games/reference-player.ts';
import { playThroughEngine } from '../../src/platform/suites/engine-play.ts';
import type { GameResult } from './result.ts';

export { COMMAND_LIMIT, isWin } from '../../src/platform/suites/engine-play.ts';

export async function playWithEngine(
  game: GameDefinition<any, any>,
  rawOptions: Record<string, unknown>,
  seed: string,
  makePlayer: ReferencePlayerFactory,
): Promise<GameResult> {
  const started = performance.now();
  const parsed = game.parseOptions(rawOptions);
  if (!parsed.ok) throw new Error(`Bad options for ${game.id}: ${parsed.error}`);
  // Gets a costly deal ready the way the camp does; setup deals the same without it.
  if (game.prepareDeal) await game.prepareDeal(parsed.value, seed);
  const played = playThroughEngine(game, rawOptions, seed, makePlayer());
  return { seed, ...played, milliseconds: performance.now() - started };
}
