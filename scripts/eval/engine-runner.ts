/**
 * Plays one seeded game straight through the engine: the player sees only
 * `game.view(state, 0)`, as an agent would, and every command goes through
 * `apply` like a request's would. A refused command is an error: a reference
 * player must only send legal commands. In a race the player takes seat 0
 * and the camp's built-in opponent seat 1, one command each in turn (a fixed
 * pace, so a run is repeatable).
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
  const race = game.seats > 1;
  let commands = 0;
  let logged = 0;
  let ticks = 0;
  const play = (seat: number, command: string, batchStart = state) => {
    // Every seat has seen the whole log: the sides take turns, so no move is overtaken.
    const applied = game.apply(state, command, { seat, now: START_TIME + ticks++ * 1000, seen: logged, batchStart });
    if (!applied.ok) throw new Error(`${game.id} seed ${seed}: seat ${seat} sent "${command}", refused: ${applied.error}`);
    if (!applied.value.unchanged) logged++;
    state = applied.value.state;
  };
  const playing = () => game.summary(state).status === 'playing';
  while (playing()) {
    const chosen = commands >= COMMAND_LIMIT ? 'resign' : player.next(game.view(state, 0));
    // In a race, no command means nothing to do now: the opponent moves, and the player looks again.
    if (chosen !== null || !race) {
      const batchStart = state;
      for (const command of splitCommands(chosen ?? 'resign')) {
        play(0, command, batchStart);
        commands++;
        if (!playing()) break;
      }
    }
    if (!race || !playing()) continue;
    const reply = game.botCommand!(state, 1);
    if (reply !== null) play(1, reply);
    else if (chosen === null) play(0, 'resign'); // neither side moves, yet the race goes on: the player gives up
  }
  const summary = game.summary(state);
  return {
    seed,
    won: isWin(game, summary.outcome),
    outcome: summary.outcome,
    // In a race, the player's own side.
    score: game.seatSummary ? game.seatSummary(state, 0).score : summary.score,
    commands,
    milliseconds: performance.now() - started,
  };
}
