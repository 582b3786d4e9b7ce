/**
 * Plays one seeded game straight through the engine: the player sees only
 * `game.view(state, 0)`, as an agent would, and every command goes through
 * `apply` like a request's would. A refused command is an error: a reference
 * player must only send legal commands.
 */
import { splitCommands, type GameDefinition } from '../../src/games/game.ts';
import type { ReferencePlayerFactory } from '../../src/games/reference-player.ts';
import type { GameResult } from './result.ts';

/** A game still going after this many commands is resigned (no game here needs nearly so many). */
export const COMMAND_LIMIT = 5_000;
/** The engine's clock: a fixed start and one second per command, so a run is repeatable. */
const START_TIME = Date.UTC(2026, 0, 1);

export function isWin(game: GameDefinition<any, any>, outcome: string | null): boolean {
  if (outcome === null) return false;
  return game.wonBy ? game.wonBy(outcome, 0) : outcome === 'won';
}

export async function playWithEngine(
  game: GameDefinition<any, any>,
  rawOptions: Record<string, unknown>,
  seed: string,
  makePlayer: ReferencePlayerFactory,
): Promise<GameResult> {
  const parsed = game.parseOptions(rawOptions);
  if (!parsed.ok) throw new Error(`Bad options for ${game.id}: ${parsed.error}`);
  const started = performance.now();
  if (game.prepareDeal) await game.prepareDeal(parsed.value, seed);
  let state = game.setup(parsed.value, seed);
  const player = makePlayer();
  let commands = 0;
  while (game.summary(state).status === 'playing') {
    const chosen = commands >= COMMAND_LIMIT ? null : player.next(game.view(state, 0));
    const batchStart = state;
    for (const command of splitCommands(chosen ?? 'resign')) {
      const applied = game.apply(state, command, { seat: 0, now: START_TIME + commands * 1000, batchStart });
      if (!applied.ok) throw new Error(`${game.id} seed ${seed}: the reference player sent "${command}", refused: ${applied.error}`);
      state = applied.value.state;
      commands++;
      if (game.summary(state).status !== 'playing') break;
    }
  }
  const summary = game.summary(state);
  return {
    seed,
    won: isWin(game, summary.outcome),
    outcome: summary.outcome,
    score: summary.score,
    commands,
    milliseconds: performance.now() - started,
  };
}
