/**
 * Cards as bits, for the stuck-card proof's fixpoint (solver-deadlock.ts),
 * which works out every card at once: a set of cards is two 32-bit words,
 * LO for ranks 1-8 and HI for ranks 9-13, four bits per rank in the suit
 * order ♠ ♥ ♣ ♦. The colours then alternate within a rank, so the two
 * parents of a card (one rank up, the other colour) lie four bits up, at
 * its suit's bit xor 1 and xor 3: shifting a set down four bits and
 * swapping its suit bits gives, at each card, whether a parent is in it.
 */
import { RANK, SUIT } from './solver-position.ts';

/** The HI word's cards: 5 ranks of 4. */
export const HI_CARDS = 0xfffff;
/** Per card number, its bit in the LO word (0 if it lies in HI) and in the HI word; per bit (0-51), its card number. */
export const bitLo = new Int32Array(52);
export const bitHi = new Int32Array(52);
export const cardOfBit = new Int8Array(52);
/** A suit's bit within its rank: ♠ ♥ ♦ ♣ (the card numbers' order) to ♠ ♥ ♣ ♦. */
const SLOT_OF_SUIT = [0, 1, 3, 2];
for (let card = 0; card < 52; card++) {
  const bit = (RANK[card]! - 1) * 4 + SLOT_OF_SUIT[SUIT[card]!]!;
  if (bit < 32) bitLo[card] = 1 << bit;
  else bitHi[card] = 1 << (bit - 32);
  cardOfBit[bit] = card;
}
/** Per suit and home reach h (0-13), the cards of the suit up to rank h + 1: those whose lower cards might all go home. */
export const homeLo = new Int32Array(4 * 14);
export const homeHi = new Int32Array(4 * 14);
for (let suit = 0; suit < 4; suit++) {
  for (let reach = 0; reach < 14; reach++) {
    for (let rank = 1; rank <= Math.min(13, reach + 1); rank++) {
      const card = suit * 13 + rank - 1;
      homeLo[suit * 14 + reach]! |= bitLo[card]!;
      homeHi[suit * 14 + reach]! |= bitHi[card]!;
    }
  }
}
export const KINGS = [0, 1, 2, 3].map((suit) => suit * 13 + 12);

/** True when `card` is in the set of words `lo` and `hi`. */
export const has = (lo: number, hi: number, card: number): boolean => ((lo & bitLo[card]!) | (hi & bitHi[card]!)) !== 0;

/** A set of cards with, in each rank, the suit bits xor 1 (swapOne) or xor 3 (swapThree) swapped: after a shift down of four bits, a card's parents. */
export const swapOne = (bits: number): number => ((bits & 0x55555555) << 1) | ((bits >>> 1) & 0x55555555);
export const swapThree = (bits: number): number =>
  ((bits & 0x11111111) << 3) | ((bits >>> 3) & 0x11111111) | ((bits & 0x22222222) << 1) | ((bits >>> 1) & 0x22222222);
