/**
 * Race ratings (Elo): per account and multi-seat game, from ranked races
 * between people only (the camp dealt them; no built-in opponent, no agreed
 * seed). Everyone starts at 1500; when a race ends each player gains
 * K * (S - E) against every other seat, where S is 1 for a win, 0.5 for a
 * draw and 0 for a loss, and E = 1 / (1 + 10^((Ro - R) / 400)) is the score
 * the ratings expected. With more than two seats the gain is averaged over
 * the opponents, so a two-seat race is plain Elo.
 */
import type { GameDefinition, Seat } from '../../games/game.ts';

type AnyGame = GameDefinition<any, any>;

export const START_RATING = 1500;
/** How far one race moves a rating: 32 is the usual choice for players with few games. */
export const K_FACTOR = 32;

export const RATING_NOTE = `Elo: everyone starts at ${START_RATING}; after each ranked race between people (the camp dealt it, no built-in opponent, `
  + `no agreed seed) each player gains ${K_FACTOR} * (S - E): S is 1 for a win, 0.5 for a draw, 0 for a loss, and E = 1 / (1 + 10^((opponent - you) / 400)).`;

/** The score the ratings expect of a player rated `rating` against one rated `opponent`. */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

/** Every seat's new rating, given the ratings before and each seat's result (1, 0.5 or 0). */
export function ratedAfter(ratings: readonly number[], results: readonly number[]): number[] {
  const opponents = ratings.length - 1;
  return ratings.map((rating, seat) => {
    if (opponents === 0) return rating;
    let gain = 0;
    ratings.forEach((other, otherSeat) => {
      if (otherSeat === seat) return;
      // Against each opponent: the result relative to theirs (a win over a loser is 1, a tie 0.5).
      const score = results[seat]! > results[otherSeat]! ? 1 : results[seat]! < results[otherSeat]! ? 0 : 0.5;
      gain += K_FACTOR * (score - expectedScore(rating, other));
    });
    return rating + gain / opponents;
  });
}

/**
 * Each seat's result in a finished multi-seat game, from the seat's own
 * summary when the game gives one (won, lost or draw), else from `wonBy`.
 */
export function seatResults(game: AnyGame, state: unknown, outcome: string | null): number[] {
  const results: number[] = [];
  for (let seat: Seat = 0; seat < game.seats; seat++) {
    const own = game.seatSummary?.(state, seat).outcome;
    if (own === 'won') results.push(1);
    else if (own === 'draw') results.push(0.5);
    else if (own === 'lost') results.push(0);
    else results.push(outcome !== null && (game.wonBy?.(outcome, seat) ?? outcome === 'won') ? 1 : 0);
  }
  // Nobody won and the game names no loser: a draw for all.
  if (results.every((result) => result === 0) && outcome === 'draw') return results.map(() => 0.5);
  return results;
}

/** A rating as shown: whole points. */
export function shownRating(rating: number): number {
  return Math.round(rating);
}
