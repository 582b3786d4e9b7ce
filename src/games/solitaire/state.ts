/**
 * The Klondike game state: plain JSON, never mutated in place. Every pile is
 * listed bottom to top, so the last element is the top card.
 */
import type { Card } from '../shared/cards.ts';

export type DrawMode = 1 | 3;
export type ScoringMode = 'standard' | 'multiplier';
/** random: any shuffle; winnable: only shuffles the solver proved winnable (see winnable-deal.ts). */
export type DealMode = 'random' | 'winnable';

export interface SolitaireOptions {
  draw: DrawMode;
  scoring: ScoringMode;
  /** An explicit deal order (deck[0] dealt first), or null to shuffle from the seed. */
  deck: Card[] | null;
  /** Absent (games stored before the option existed) means random. */
  deal?: DealMode;
}

export interface TableauPile {
  /** Face-down cards, bottom to top (hidden from the player while playing). */
  down: Card[];
  /** Face-up cards, bottom to top; always a descending run of alternating colours. */
  up: Card[];
}

/** A place cards can be taken from or put on. */
export type Place =
  | { kind: 'waste' }
  | { kind: 'tableau'; index: number }
  | { kind: 'foundation'; index: number };

/** One card move: the top `count` cards of `from` go onto `to`. */
export interface Move {
  from: Place;
  to: Place;
  count: number;
}

/** What the browser board has picked up; count null means "find the run that fits". */
export interface Selection {
  place: Place;
  count: number | null;
}

/** Multiplier scoring's game clock, in ms since the epoch: each command's accepted time. */
export interface GameClock {
  /** The accepted time of the first action. */
  startedAt: number;
  /** The latest accepted time of an action (the clock never runs backwards). */
  lastActionAt: number;
}

export interface SolitaireState {
  draw: DrawMode;
  scoring: ScoringMode;
  tableau: TableauPile[];
  /** f1 ♠, f2 ♥, f3 ♦, f4 ♣; each Ace first. */
  foundations: Card[][];
  /** The last card is the next one drawn. Hidden from the player. */
  stock: Card[];
  /** The last card is the only playable one. */
  waste: Card[];
  /** How many of the waste's top cards lie fanned out (the rest of the last draw of 3). */
  wasteFan: number;
  /** Running total of points; may dip below 0 internally, the shown score is never negative. */
  points: number;
  /** Draws, recycles and card moves so far (moves/hint/select do not count). */
  actions: number;
  recycles: number;
  status: 'playing' | 'over';
  outcome: null | 'won' | 'resigned';
  /** The win bonus granted at the end (0 until won). */
  winBonus: number;
  selection: Selection | null;
  /** Multiplier scoring only, and only once the first action is taken; null otherwise. */
  clock: GameClock | null;
  /**
   * Multiplier scoring only: the points each card on each foundation earned
   * when it went up (parallel to `foundations`), so that taking it back never
   * costs less than it earned, whatever the multiplier has fallen to since.
   * Absent in standard scoring (and in games stored before it existed).
   */
  foundationEarned?: number[][];
}

export const TABLEAU_COUNT = 7;

export function placeName(place: Place): string {
  if (place.kind === 'waste') return 'waste';
  return (place.kind === 'tableau' ? 't' : 'f') + (place.index + 1);
}

export function samePlace(a: Place, b: Place): boolean {
  return a.kind === b.kind && (a.kind === 'waste' || a.index === (b as { index: number }).index);
}

export function top<T>(items: readonly T[]): T | undefined {
  return items[items.length - 1];
}

/** The cards of `place` that can be seen and moved: face-up tableau cards, or all of a waste/foundation pile. */
export function visibleCards(state: SolitaireState, place: Place): Card[] {
  if (place.kind === 'waste') return state.waste;
  if (place.kind === 'foundation') return state.foundations[place.index]!;
  return state.tableau[place.index]!.up;
}

export function isTableauEmpty(state: SolitaireState, index: number): boolean {
  const pile = state.tableau[index]!;
  return pile.up.length === 0 && pile.down.length === 0;
}

export function cardsOnFoundations(state: SolitaireState): number {
  return state.foundations.reduce((sum, pile) => sum + pile.length, 0);
}
