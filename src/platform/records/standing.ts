/**
 * How a game stands for the leaderboards: ranked only when the camp chose its
 * deal, and compared only with games of the same variant.
 */
import type { GameDefinition } from '../../games/game.ts';

type AnyGame = GameDefinition<any, any>;

/** Said in `next` of a game the player dealt: only deals the camp chose count on the leaderboards. */
export const UNRANKED_NOTE = 'This game is not ranked: you chose its deal.';

/** The game's short name for these options; without its own, the options themselves ('standard' when there are none). */
export function variantOf(game: AnyGame, options: unknown): string {
  if (game.variant) return game.variant(options);
  const entries = Object.entries((options ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? 'standard' : entries.map(([name, value]) => `${name}-${String(value)}`).join(',');
}

/** True when the player chose the deal: a seed of their own, or an option that fixes the deal. */
export function dealChosenByPlayer(game: AnyGame, options: unknown, seed: string | null): boolean {
  return seed !== null || (game.chosenDeal?.(options) ?? false);
}

/** How a win is written in a game's outcome: 'won' alone, `seat<N>-won` in a race. */
export function isWin(game: AnyGame, outcome: string | null, seat: number): boolean {
  return game.seats > 1 ? outcome === `seat${seat}-won` : outcome === 'won';
}
