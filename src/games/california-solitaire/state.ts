/**
 * The California Solitaire state: plain JSON, shared by the one-player game
 * and the two-player race. Every pile lists its cards bottom first, so the
 * last element is the top card (the deck's last card is the next one drawn).
 */
import type { Card, Suit } from '../shared/cards.ts';
import type { Seat } from '../game.ts';

export type Mode = 'single' | 'double';
export type RedealOption = '0' | '1' | '2' | 'unlimited';

export interface CaliforniaOptions {
  redeals: RedealOption;
}

/** One player's own cards. */
export interface Side {
  deck: Card[];
  waste: Card[];
  /** s1-s4; each stack is strictly descending from bottom to top. */
  stacks: Card[][];
  redealsUsed: number;
  /** Cards of this side now on the towers. */
  placed: number;
  /** Draws, redeals and single-card moves (a hanoi counts each of its moves). */
  actions: number;
}

/** A tower (foundation): one suit, built up from the ace; cards never leave it. */
export interface Tower {
  suit: Suit;
  cards: Card[];
  /** The seat whose card each tower card is (always 0 in the one-player game). */
  owners: Seat[];
  /** The command number (0-based log index) that placed each card: races are judged with it. */
  placedAt: number[];
}

export interface CaliforniaState {
  mode: Mode;
  options: CaliforniaOptions;
  sides: Side[];
  towers: Tower[];
  status: 'playing' | 'over';
  /** 'won' | 'stuck' | 'resigned' (single); 'seat0-won' | 'seat1-won' | 'draw' (double). */
  outcome: string | null;
  winner: Seat | null;
  /** Why the game ended, in words ('all 52 cards placed', 'seat B misplayed a card', ...). */
  endReason: string | null;
  /** How many commands have been accepted: the log index the next accepted command gets. */
  commandCount: number;
  /**
   * Per side: no card of it can reach a tower as the towers stand (see
   * search.ts). Kept in the state so every response and the bot read one
   * verdict; it is refreshed whenever the side moves or a tower grows.
   */
  stuck: boolean[];
}

export const STACK_COUNT = 4;
export const CARDS_PER_SIDE = 52;
/** Towers f1-f4 are ♠ ♥ ♦ ♣; in the race f5-f8 repeat the same suits. */
export const TOWER_SUITS: readonly Suit[] = ['s', 'h', 'd', 'c'];
export const SEAT_LETTERS = ['A', 'B'] as const;

export function seatLetter(seat: Seat): string {
  return SEAT_LETTERS[seat] ?? String(seat);
}

export function redealsLeft(state: CaliforniaState, seat: Seat): number {
  const allowed = state.options.redeals;
  if (allowed === 'unlimited') return Infinity;
  return Math.max(0, Number(allowed) - state.sides[seat]!.redealsUsed);
}

export function topOf<T>(pile: readonly T[]): T | undefined {
  return pile[pile.length - 1];
}

/** A copy deep enough that changing it never touches the original. */
export function cloneState(state: CaliforniaState): CaliforniaState {
  return {
    ...state,
    options: { ...state.options },
    stuck: state.stuck.slice(),
    sides: state.sides.map((side) => ({
      ...side,
      deck: side.deck.slice(),
      waste: side.waste.slice(),
      stacks: side.stacks.map((stack) => stack.slice()),
    })),
    towers: state.towers.map((tower) => ({
      ...tower,
      cards: tower.cards.slice(),
      owners: tower.owners.slice(),
      placedAt: tower.placedAt.slice(),
    })),
  };
}

/** Place names: 'waste', 's1'-'s4', 'f1'-'f8'. */
export type Place = { kind: 'waste' } | { kind: 'stack'; index: number } | { kind: 'tower'; index: number };

export function placeName(place: Place): string {
  if (place.kind === 'waste') return 'waste';
  return (place.kind === 'stack' ? 's' : 'f') + (place.index + 1);
}
