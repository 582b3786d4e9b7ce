/**
 * Fixed games for measuring and testing the MCP replies: for each one-player
 * game, the first seed of a short list on which the game's reference player
 * wins when it plays through the engine alone, with the commands it played.
 * The same seed and commands replayed on a camp win the same game, so a run
 * before a change and one after it play identical moves.
 */
import type { GameDefinition } from '../../src/games/game.ts';
import { referencePlayerFor } from '../../src/games/reference-players.ts';

export interface ScriptedGame {
  game: string;
  options: Record<string, unknown>;
  seed: string;
  commands: string[];
}

/** Small boards and default variants: every move still shows what an agent reads in play. */
const OPTIONS = new Map<string, Record<string, unknown>>([['minesweeper', { difficulty: 'beginner' }]]);
const SEEDS = Array.from({ length: 30 }, (_, index) => `mcp-script-${index + 1}`);
const MAX_MOVES = 400;

/** A won game of `game` by its reference player, or null when none of the seeds gives one. */
export async function scriptedGame(game: GameDefinition<any, any>, seeds: readonly string[] = SEEDS): Promise<ScriptedGame | null> {
  const factory = referencePlayerFor(game.id);
  if (!factory || game.seats !== 1) return null;
  const options = OPTIONS.get(game.id) ?? {};
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(`${game.id}: ${parsed.error}`);
  for (const seed of seeds) {
    if (game.prepareDeal) await game.prepareDeal(parsed.value, seed);
    let state = game.setup(parsed.value, seed);
    const player = factory();
    const commands: string[] = [];
    while (game.summary(state).status === 'playing' && commands.length < MAX_MOVES) {
      const command = player.next(game.view(state, 0));
      if (command === null) break;
      const applied = game.apply(state, command, { seat: 0, now: 0 });
      if (!applied.ok) break;
      state = applied.value.state;
      commands.push(command);
    }
    const summary = game.summary(state);
    if (summary.status === 'over' && (game.wonBy ? game.wonBy(summary.outcome ?? '', 0) : summary.outcome === 'won')) {
      return { game: game.id, options, seed, commands };
    }
  }
  return null;
}
