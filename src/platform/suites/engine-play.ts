/**
 * Plays one deal straight through a game's engine with a board player (a
 * reference or random player): the player sees only `view(state, 0)`, as an
 * agent would, and every command goes through `apply` as a request's would.
 * In a race the player takes seat 0 and the built-in opponent seat 1, one
 * command each in turn (a fixed pace, so a game repeats exactly). Pure and
 * synchronous: the camp runs it in a worker thread, the eval script in its
 * own process.
 */
import { splitCommands, type BoardPlayer, type FinishedGame, type GameDefinition, type LoggedCommand } from '../../games/game.ts';

/** A game still going after this many commands is resigned (no reference player needs nearly so many). */
export const COMMAND_LIMIT = 5_000;
/** The engine's clock: a fixed start and one second per command, so a game repeats exactly. */
const START_TIME = Date.UTC(2026, 0, 1);

export interface EnginePlayed {
  won: boolean;
  outcome: string | null;
  /** The player's own score (its side's, in a race). */
  score: number;
  /** Commands the player sent. */
  commands: number;
  /** With `keep`: the game as its hindsight takes it (options, seed, final state, log). */
  finished?: FinishedGame;
}

export function isWin(game: GameDefinition<any, any>, outcome: string | null): boolean {
  if (outcome === null) return false;
  return game.wonBy ? game.wonBy(outcome, 0) : outcome === 'won';
}

/** Plays the deal of (options, seed); options are raw, as a `new` request sends them. */
export function playThroughEngine(
  game: GameDefinition<any, any>, rawOptions: Record<string, unknown>, seed: string, player: BoardPlayer, limit = COMMAND_LIMIT, keep = false,
): EnginePlayed {
  const parsed = game.parseOptions(rawOptions);
  if (!parsed.ok) throw new Error(`Bad options for ${game.id}: ${parsed.error}`);
  let state = game.setup(parsed.value, seed);
  const race = game.seats > 1;
  let commands = 0;
  let logged = 0;
  let ticks = 0;
  const log: LoggedCommand[] = [];
  const play = (seat: number, command: string, batchStart = state) => {
    // Every seat has seen the whole log: the sides take turns, so no move is overtaken.
    const now = START_TIME + ticks++ * 1000;
    const applied = game.apply(state, command, { seat, now, seen: logged, batchStart });
    if (!applied.ok) throw new Error(`${game.id} seed ${seed}: seat ${seat} sent "${command}", refused: ${applied.error}`);
    if (!applied.value.unchanged) {
      logged++;
      if (keep) log.push({ seat, command, acceptedAt: now });
    }
    state = applied.value.state;
  };
  const playing = () => game.summary(state).status === 'playing';
  while (playing()) {
    const chosen = commands >= limit ? 'resign' : player.next(game.view(state, 0));
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
    won: isWin(game, summary.outcome),
    outcome: summary.outcome,
    score: game.seatSummary ? game.seatSummary(state, 0).score : summary.score,
    commands,
    ...(keep ? { finished: { options: parsed.value, seed, state, log } } : {}),
  };
}
