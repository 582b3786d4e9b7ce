/**
 * Points. Standard scoring is seed 000 (Windows style); multiplier scoring is
 * seed 003: every move's points, gains and penalties alike, are multiplied by
 * a multiplier that falls with game time. The game clock starts at the first
 * action and reads each command's accepted time (stored with the command), so
 * a replay scores exactly the same.
 */
import type { Place, SolitaireState } from './state.ts';

export const MULTIPLIER_START = 100;
/** The multiplier drops by one after every full minute of game time, down to ×1. */
export const MULTIPLIER_STEP_MS = 60_000;
export const REVEAL_POINTS = 5;
export const FOUNDATION_TO_TABLEAU_PENALTY = 15;
export const WIN_BONUS_BASE = 500;
export const WIN_BONUS_ACTION_LIMIT = 200;

/** The multiplier after `elapsedMs` of game time. */
export function multiplierAt(elapsedMs: number): number {
  return Math.max(1, MULTIPLIER_START - Math.floor(Math.max(0, elapsedMs) / MULTIPLIER_STEP_MS));
}

/** Game time: from the first action to the latest one (0 before the clock starts). */
export function elapsedMs(state: SolitaireState): number {
  const clock = state.clock ?? null;
  return clock === null ? 0 : clock.lastActionAt - clock.startedAt;
}

/** The multiplier in force at the state's latest clock reading, or null in standard scoring. */
export function currentMultiplier(state: SolitaireState): number | null {
  return state.scoring === 'multiplier' ? multiplierAt(elapsedMs(state)) : null;
}

/** When (ms since the epoch) the multiplier next drops, or null: standard scoring, clock not started, or already ×1. */
export function nextDropAt(state: SolitaireState): number | null {
  const multiplier = currentMultiplier(state);
  const clock = state.clock ?? null;
  if (multiplier === null || multiplier === 1 || clock === null) return null;
  return clock.startedAt + (MULTIPLIER_START - multiplier + 1) * MULTIPLIER_STEP_MS;
}

/**
 * Moves the game clock to `now` before a command is scored. Only multiplier
 * scoring keeps a clock. It never runs backwards (two servers' clocks may
 * disagree a little), so the multiplier never rises again.
 */
export function readClock(state: SolitaireState, now: number): SolitaireState {
  if (state.scoring !== 'multiplier') return state;
  const clock = state.clock ?? null;
  if (clock === null) return { ...state, clock: { startedAt: now, lastActionAt: now } };
  if (now <= clock.lastActionAt) return state;
  return { ...state, clock: { ...clock, lastActionAt: now } };
}

/** Applies the multiplier in force (if any) to a base number of points. */
export function scaled(state: SolitaireState, base: number): number {
  return base * (currentMultiplier(state) ?? 1);
}

/** Base points (before any multiplier) for a card move itself; a turn-over is scored separately. */
export function baseMovePoints(state: SolitaireState, from: Place, to: Place): number {
  if (from.kind === 'foundation') return -FOUNDATION_TO_TABLEAU_PENALTY;
  if (state.scoring === 'standard') {
    if (to.kind === 'foundation') return 10;
    return from.kind === 'waste' ? 5 : 0;
  }
  if (to.kind === 'foundation') return from.kind === 'tableau' ? 15 : 10;
  return from.kind === 'waste' ? 5 : 0;
}

/** The base penalty (a positive number) for recycle number `recycles + 1`. */
export function baseRecyclePenalty(state: SolitaireState): number {
  if (state.draw === 1) return 100;
  return state.recycles < 2 ? 0 : 20;
}

/** The penalty (a positive number) the next recycle costs, multiplier included. */
export function recyclePenalty(state: SolitaireState): number {
  return scaled(state, baseRecyclePenalty(state));
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

/**
 * What a scored command did to the points, for messages: "+10 (score 45)"
 * in standard scoring, "+2000 (20 × 100; score 2350)" in multiplier scoring.
 * `before` holds the multiplier the points were scored at.
 */
export function pointsSentence(before: SolitaireState, base: number, after: SolitaireState): string {
  const multiplier = currentMultiplier(before);
  const times = multiplier === null ? '' : `${base} × ${multiplier}; `;
  return `${formatPoints(scaled(before, base))} (${times}${scoreNote(after)})`;
}

/**
 * "score 45", or, while the running total is below 0, "score 0; running
 * total -60: later points pay back the deficit before the score rises".
 */
export function scoreNote(state: SolitaireState): string {
  const score = displayedScore(state);
  if (state.points >= 0 || state.outcome === 'won') return `score ${score}`;
  return `score ${score}; running total ${state.points}: later points pay back the deficit before the score rises`;
}
