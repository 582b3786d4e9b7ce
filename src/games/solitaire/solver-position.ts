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

export interface SolverPosition {
  draw: DrawMode;
  down: number[][];
  up: number[][];
  /** How many cards each foundation holds. */
  foundations: number[];
  talon: number[];
  /** How many talon cards lie on the waste; talon[wasteCount - 1] is the waste top. */
  wasteCount: number;
}

export function cardNumber(card: Card): number {
  return SUITS.indexOf(suitOf(card)) * 13 + rankOf(card) - 1;
}

export function toPosition(state: SolitaireState): SolverPosition {
  return {
    draw: state.draw,
    down: state.tableau.map((pile) => pile.down.map(cardNumber)),
    up: state.tableau.map((pile) => pile.up.map(cardNumber)),
    foundations: state.foundations.map((pile) => pile.length),
    // The stock's last card is drawn next, so it comes first after the waste.
    talon: [...state.waste, ...[...state.stock].reverse()].map(cardNumber),
    wasteCount: state.waste.length,
  };
}

/**
 * The transposition key: a 53-bit hash of the position. Piles are hashed one
 * by one and added up, so which column holds a pile never matters. In draw 1
 * every talon card can be reached from any waste count, so the count is left
 * out; in draw 3 it decides which cards can be. Two positions share a key by
 * chance about once in 2^53 pairs, far below anything the node budget reaches.
 */
export function positionKey(position: SolverPosition): number {
  let sumA = 0;
  let sumB = 0;
  for (let pile = 0; pile < position.down.length; pile++) {
    let a = 0x9e3779b9;
    let b = 0x85ebca6b;
    for (const card of position.down[pile]!) {
      a = Math.imul(a ^ card, 0x01000193);
      b = Math.imul(b ^ card, 0x5bd1e995);
    }
    for (const card of position.up[pile]!) {
      a = Math.imul(a ^ (card + 64), 0x01000193);
      b = Math.imul(b ^ (card + 64), 0x5bd1e995);
    }
    sumA = (sumA + mix(a)) | 0;
    sumB = (sumB + mix(b ^ 0x27d4eb2f)) | 0;
  }
  let a = sumA;
  let b = sumB;
  for (const card of position.talon) {
    a = Math.imul(a ^ card, 0x01000193);
    b = Math.imul(b ^ card, 0x5bd1e995);
  }
  if (position.draw === 3) {
    a = Math.imul(a ^ (position.wasteCount + 128), 0x01000193);
    b = Math.imul(b ^ (position.wasteCount + 128), 0x5bd1e995);
  }
  return (mix(a) >>> 0) * 0x200000 + (mix(b) >>> 11);
}

/** A 32-bit finaliser (murmur3's), so sums of pile hashes stay well spread. */
function mix(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
