/**
 * A worked first move for a game's guide, played on a real deal by the real
 * engine: the deal of seed 'example' with default options, and a first
 * command the engine accepts on it. The example deal is made up for the
 * guide, so showing its board hides nothing from any game being played.
 */
import type { GameDefinition } from '../../games/game.ts';

export const EXAMPLE_SEED = 'example';

export interface WorkedExample {
  /** The default options, as the engine normalised them. */
  options: unknown;
  /** The example deal itself, before any command. */
  state: unknown;
  /** The text board and `next` of the example deal, as a new game's reply shows them. */
  boardText: string;
  next: string;
  /** The first command shown, and whether the engine accepted it on the example deal. */
  command: string;
  accepted: boolean;
  /** What the engine said about the command: the act report, or its refusal. */
  message: string;
  /** `next` after the command (the same as before when it was refused). */
  nextAfter: string;
}

/** Commands `next` suggests in quotes, such as 'match t45 t136'. */
function suggestedCommands(next: string): string[] {
  return [...next.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

/**
 * A first command the engine accepts in `state` and that leaves the game going:
 * the first command's example, else what `next` suggests, else the other examples.
 */
export function playableCommand<S>(game: GameDefinition<any, S>, state: S, seat = 0): { command: string; message: string; after: S } | null {
  const examples = game.commands.map((command) => command.example);
  const candidates = [...new Set([...examples.slice(0, 1), ...suggestedCommands(game.next(state, seat)), ...examples.slice(1)])];
  for (const command of candidates) {
    const applied = game.apply(state, command, { seat, now: 0 });
    if (applied.ok && game.summary(applied.value.state).status === 'playing') return { command, message: applied.value.message, after: applied.value.state };
  }
  return null;
}

export async function workedExample(game: GameDefinition<any, any>): Promise<WorkedExample> {
  const parsed = game.parseOptions({});
  if (!parsed.ok) throw new Error(`${game.id}: its default options are refused: ${parsed.error}`);
  const options = parsed.value;
  // Games with costly deals build them off the event loop first, as a real `new` does.
  if (game.prepareDeal) await game.prepareDeal(options, EXAMPLE_SEED);
  const state = game.setup(options, EXAMPLE_SEED);
  const next = game.next(state, 0);

  const playable = playableCommand(game, state);
  if (playable) {
    return { options, state, boardText: game.renderText(state, 0), next, command: playable.command, accepted: true, message: playable.message, nextAfter: game.next(playable.after, 0) };
  }
  // Nothing applies on this deal: show the first example and its refusal as they are.
  const command = game.commands[0]?.example ?? '';
  const refused = game.apply(state, command, { seat: 0, now: 0 });
  const message = refused.ok ? refused.value.message : refused.error;
  return { options, state, boardText: game.renderText(state, 0), next, command, accepted: false, message, nextAfter: next };
}
