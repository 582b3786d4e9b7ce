/** Points of seed 001. */
import type { MahjongState } from './state.ts';

export const POINTS_PER_PAIR = 10;
export const CLEAR_BONUS = 500;
export const HINT_COST = 20;
export const SHUFFLE_COST = 50;
export const SHUFFLES_PER_GAME = 3;

/**
 * The shown score. Penalties are kept in a running total that may dip below
 * zero (a hint before the first pair still costs 20); only the shown score
 * is clamped at 0, so no penalty is ever forgiven.
 */
export function score(state: MahjongState): number {
  return Math.max(0, state.points);
}

export function shufflesLeft(state: MahjongState): number {
  return SHUFFLES_PER_GAME - state.shufflesUsed;
}
