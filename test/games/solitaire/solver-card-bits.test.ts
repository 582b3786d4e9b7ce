/**
 * The stuck-card proof's sets of cards (solver-card-bits.ts): every card has
 * its own bit, and a set shifted down one rank with its suit bits swapped
 * holds exactly the cards one of whose parents is in the set.
 */
import { describe, expect, it } from 'vitest';
import { HI_CARDS, bitHi, bitLo, cardOfBit, homeHi, homeLo, parentOne, parentThree, swapOne, swapThree } from '../../../src/games/solitaire/solver-card-bits.ts';
import { RANK, RED, SUIT } from '../../../src/games/solitaire/solver-position.ts';

const cards = Array.from({ length: 52 }, (_, card) => card);
const isParent = (parent: number, card: number) => RANK[parent] === RANK[card]! + 1 && RED[parent] !== RED[card];
const inSet = (lo: number, hi: number, card: number) => (lo & bitLo[card]!) !== 0 || (hi & bitHi[card]!) !== 0;

/** The cards whose parent at the suit bit xor 1 (or xor 3) is in the set, as the stuck-card proof works it out. */
function withParentIn(lo: number, hi: number, swap: (bits: number) => number): [number, number] {
  return [swap((lo >>> 4) | (hi << 28)), swap(hi >>> 4)];
}

describe('cards as bits', () => {
  it('gives each card one bit of its own, and maps it back', () => {
    const seen = new Set<number>();
    for (const card of cards) {
      const lo = bitLo[card]!;
      const hi = bitHi[card]!;
      expect((lo === 0) !== (hi === 0), `card ${card}`).toBe(true);
      expect(hi & ~HI_CARDS).toBe(0);
      const bit = lo !== 0 ? 31 - Math.clz32(lo) : 63 - Math.clz32(hi);
      expect(seen.has(bit)).toBe(false);
      seen.add(bit);
      expect(cardOfBit[bit]).toBe(card);
    }
    expect(seen.size).toBe(52);
  });

  it('names each card its two parents, one by each suit swap', () => {
    for (const card of cards) {
      const parents = cards.filter((parent) => isParent(parent, card));
      const named = [parentOne[card]!, parentThree[card]!].filter((parent) => parent >= 0);
      expect(named.sort((a, b) => a - b), `card ${card}`).toEqual(parents);
    }
  });

  it('finds, from a set, exactly the cards with a parent in it', () => {
    for (const parent of cards) {
      const [oneLo, oneHi] = withParentIn(bitLo[parent]!, bitHi[parent]!, swapOne);
      const [threeLo, threeHi] = withParentIn(bitLo[parent]!, bitHi[parent]!, swapThree);
      for (const card of cards) {
        expect(inSet(oneLo, oneHi, card), `${parent} over ${card}, xor 1`).toBe(parentOne[card] === parent);
        expect(inSet(threeLo, threeHi, card), `${parent} over ${card}, xor 3`).toBe(parentThree[card] === parent);
      }
    }
  });

  it('holds, per suit and home reach, the cards of the suit that might go home next', () => {
    for (let suit = 0; suit < 4; suit++) {
      for (let reach = 0; reach <= 13; reach++) {
        for (const card of cards) {
          const expected = SUIT[card] === suit && RANK[card]! - 1 <= reach;
          expect(inSet(homeLo[suit * 14 + reach]!, homeHi[suit * 14 + reach]!, card), `suit ${suit}, reach ${reach}, card ${card}`).toBe(expected);
        }
      }
    }
  });
});
