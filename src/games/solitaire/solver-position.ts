/**
 * The solver's own mutable position, built from a full-information game
 * state. Cards are numbers 0-51 (suit × 13 + rank − 1, suits in foundation
 * order ♠ ♥ ♦ ♣), and the stock and waste are one sequence, the talon: the
 * waste bottom to top, then the stock in the order it will be drawn. A draw
 * only moves the boundary (wasteCount), and a recycle sets it to 0, which is
 * exactly the camp's stock: recycling keeps the order.
 */
import { SUITS, rankOf, suitOf, type Card } from '../shared/cards.ts';
import type { DrawMode, SolitaireState } from './state.ts';

export const PILES = 7;
/** Room for a face-up run per pile: a run is at most King down to Ace. */
export const UP_STRIDE = 16;

export const RANK = Int8Array.from({ length: 52 }, (_, card) => (card % 13) + 1);
export const SUIT = Int8Array.from({ length: 52 }, (_, card) => (card / 13) | 0);
export const RED = Uint8Array.from({ length: 52 }, (_, card) => (SUIT[card] === 1 || SUIT[card] === 2 ? 1 : 0));
/** The other card of the same rank and colour (♠↔♣, ♥↔♦). */
export const TWIN = Int8Array.from({ length: 52 }, (_, card) => (3 - SUIT[card]!) * 13 + RANK[card]! - 1);

export interface SolverPosition {
  draw: DrawMode;
  /** Face-down cards per pile, bottom to top; only the first downCount[pile] are still there (they are only ever taken off the top). */
  down: Int8Array[];
  downCount: Int8Array;
  /** Face-up cards, pile × UP_STRIDE + index, bottom to top. */
  up: Int8Array;
  upCount: Int8Array;
  /** How many cards each foundation holds. */
  foundations: Int8Array;
  talon: number[];
  /** How many talon cards lie on the waste; talon[wasteCount - 1] is the waste top. */
  wasteCount: number;
}

export function cardNumber(card: Card): number {
  return SUITS.indexOf(suitOf(card)) * 13 + rankOf(card) - 1;
}

export function toPosition(state: SolitaireState): SolverPosition {
  const up = new Int8Array(PILES * UP_STRIDE);
  const upCount = new Int8Array(PILES);
  state.tableau.forEach((pile, index) => {
    const cards = pile.up.map(cardNumber);
    cards.forEach((card, at) => {
      // The key codes a run by its bottom card and suit choices, so it relies on the engine's rule that face-up cards form a run.
      if (at > 0 && !(RANK[cards[at - 1]!] === RANK[card]! + 1 && RED[cards[at - 1]!] !== RED[card])) {
        throw new Error(`tableau pile ${index + 1} is not a descending run of alternating colours`);
      }
      up[index * UP_STRIDE + at] = card;
    });
    upCount[index] = cards.length;
  });
  return {
    draw: state.draw,
    down: state.tableau.map((pile) => Int8Array.from(pile.down.map(cardNumber))),
    downCount: Int8Array.from(state.tableau.map((pile) => pile.down.length)),
    up,
    upCount,
    foundations: Int8Array.from(state.foundations.map((pile) => pile.length)),
    // The stock's last card is drawn next, so it comes first after the waste.
    talon: [...state.waste, ...[...state.stock].reverse()].map(cardNumber),
    wasteCount: state.waste.length,
  };
}

/** The words of a position key (see positionKey). */
export const KEY_WORDS = 8;
/** Where the last word of a key holds the draw-3 waste count's reach (see positionKey). */
export const REACH_SHIFT = 16;
export const REACH_MASK = 31 << REACH_SHIFT;

/**
 * The transposition key, exact (no two positions share it, so a position is
 * never mistaken for one already searched), written to `into` as eight
 * words. Per pile: its face-up run as the bottom card, the length and one
 * bit per further card for which of the two suits of its colour it is; a
 * pile with face-down cards adds its column and how many (the face-down
 * cards themselves never change, only their number). Piles without
 * face-down cards are interchangeable, so the seven pile codes are sorted.
 * The last word holds the foundations' heights: the talon holds exactly the
 * cards found nowhere else, in their original order. In draw 3 it adds the
 * waste count, as that decides which talon cards can be reached (counts
 * that reach the same ones as an empty waste count as 0); in draw 1 every
 * one can, so it is left out.
 */
export function positionKey(position: SolverPosition, into: Int32Array): void {
  const { up, upCount, downCount } = position;
  for (let pile = 0; pile < PILES; pile++) {
    const count = upCount[pile]!;
    let code = 0;
    if (count > 0) {
      const base = pile * UP_STRIDE;
      code = up[base]! + 1 + (count << 6);
      for (let at = 1; at < count; at++) if (SUIT[up[base + at]!]! >= 2) code |= 1 << (9 + at);
    }
    const hidden = downCount[pile]!;
    if (hidden > 0) code += ((pile << 5) | hidden) << 22;
    let at = pile;
    while (at > 0 && into[at - 1]! > code) {
      into[at] = into[at - 1]!;
      at--;
    }
    into[at] = code;
  }
  const f = position.foundations;
  const waste = position.wasteCount;
  // A waste count that is a multiple of 3, or the whole talon, reaches exactly the counts an empty waste does.
  const reach = position.draw === 1 || waste % 3 === 0 || waste === position.talon.length ? 0 : waste;
  into[PILES] = f[0]! | (f[1]! << 4) | (f[2]! << 8) | (f[3]! << 12) | (reach << REACH_SHIFT);
}
