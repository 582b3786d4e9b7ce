/**
 * Score (the seed gives none; in the spirit of the camp's Klondike):
 * +10 for each of your cards put on a tower; placing all 52 of your cards
 * adds 500 plus 2 points for each action under 200 (draws, redeals and
 * single-card moves count; a hanoi counts each card it moves). Nothing is
 * ever subtracted, so the score never goes below 0. A race won by forfeit,
 * resignation or most cards placed earns no bonus.
 */
import type { Seat, SeatSummary } from '../game.ts';
import { CARDS_PER_SIDE, type CaliforniaState } from './state.ts';
import { TOWER_POINTS } from './rules.ts';

export const WIN_BONUS = 500;
export const SPEED_PAR = 200;
export const SPEED_POINTS = 2;

export function speedBonus(actions: number): number {
  return SPEED_POINTS * Math.max(0, SPEED_PAR - actions);
}

export function seatScore(state: CaliforniaState, seat: Seat): number {
  const side = state.sides[seat]!;
  const base = TOWER_POINTS * side.placed;
  return side.placed === CARDS_PER_SIDE ? base + WIN_BONUS + speedBonus(side.actions) : base;
}

/** The one score of the summary: the player's in the solo game; in the race, the higher of the two seats. */
export function summaryScore(state: CaliforniaState): number {
  return Math.max(...state.sides.map((_, seat) => seatScore(state, seat)));
}

/** The race from one seat's side: its own score, the other seat's, and won/lost/draw once over. */
export function seatSummary(state: CaliforniaState, seat: Seat): SeatSummary {
  const others = state.sides.map((_, other) => other).filter((other) => other !== seat);
  const over = state.status === 'over';
  return {
    score: seatScore(state, seat),
    opponentScore: Math.max(0, ...others.map((other) => seatScore(state, other))),
    outcome: !over ? null : state.winner === null ? 'draw' : state.winner === seat ? 'won' : 'lost',
  };
}
