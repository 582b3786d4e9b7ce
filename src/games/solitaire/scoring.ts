/**
 * Points. Standard scoring is seed 000 (Windows style); multiplier scoring is
 * seed 003, with the multiplier falling by actions taken (never wall time, so
 * a replay scores exactly the same).
 */
import type { Place, SolitaireState } from './state.ts';

export const MULTIPLIER_START = 10;
/** The multiplier drops by one after every this many actions, down to ×1. */
export const ACTIONS_PER_MULTIPLIER_STEP = 20;
export const REVEAL_POINTS = 5;
export const FOUNDATION_TO_TABLEAU_PENALTY = 15;
export const WIN_BONUS_BASE = 500;
export const WIN_BONUS_ACTION_LIMIT = 200;

/** The multiplier for an action taken when `actions` actions are already done. */
export function multiplierAt(actions: number): number {
  return Math.max(1, MULTIPLIER_START - Math.floor(actions / ACTIONS_PER_MULTIPLIER_STEP));
}

/** The multiplier the next action's gains get, or null in standard scoring. */
export function currentMultiplier(state: SolitaireState): number | null {
  return state.scoring === 'multiplier' ? multiplierAt(state.actions) : null;
}

/** Points for a card move itself (a turn-over is scored separately), before it is taken. */
export function movePoints(state: SolitaireState, from: Place, to: Place): number {
  if (from.kind === 'foundation') return -FOUNDATION_TO_TABLEAU_PENALTY;
  const multiplier = currentMultiplier(state);
  if (multiplier === null) {
    if (to.kind === 'foundation') return 10;
    return from.kind === 'waste' ? 5 : 0;
  }
  if (to.kind === 'foundation') return (from.kind === 'tableau' ? 15 : 10) * multiplier;
  return from.kind === 'waste' ? 5 * multiplier : 0;
}

/** Points for turning over a face-down card, as part of a move made at `actions`. */
export function revealPoints(state: SolitaireState): number {
  return REVEAL_POINTS * (currentMultiplier(state) ?? 1);
}

/** The penalty (a positive number) for recycle number `recyclesSoFar + 1`. */
export function recyclePenalty(state: SolitaireState): number {
  if (state.draw === 1) return 100;
  return state.recycles < 2 ? 0 : 20;
}

/** The win bonus for a game won after `actions` actions; multiplier scoring has none (seed 003). */
export function winBonusFor(state: SolitaireState): number {
  if (state.scoring === 'multiplier') return 0;
  return WIN_BONUS_BASE + 2 * Math.max(0, WIN_BONUS_ACTION_LIMIT - state.actions);
}

/**
 * The score shown to the player: the running total clamped at 0; once a
 * standard game is won, (running total + win bonus) × 1.5 in draw 3, rounded down.
 */
export function displayedScore(state: SolitaireState): number {
  if (state.outcome === 'won' && state.scoring === 'standard') {
    const total = Math.max(0, state.points + state.winBonus);
    return state.draw === 3 ? Math.floor(total * 1.5) : total;
  }
  return Math.max(0, state.points);
}

export function formatPoints(points: number): string {
  return points >= 0 ? `+${points}` : `-${-points}`;
}
