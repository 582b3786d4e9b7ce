/**
 * The stuck-card proof's sets of cards (solver-card-bits.ts): every card has
 * its own bit, and a set shifted down one rank with its suit bits swapped
 * holds exactly the cards one of whose parents is in the set.
 */
import { describe, expect, it } from 'vitest';
import { HI_CARDS, bitHi, bitLo, cardOfBit, has, homeHi, homeLo, swapOne, swapThree } from '../../../src/games/solitaire/solver-card-bits.ts';
import { RANK, RED, SUIT } from '../../../src/games/solitaire/solver-position.ts';

const cards = Array.from({ length: 52 }, (_, card) => card);
const isParent = (parent: number, card: number) => RANK[parent] === RANK[card]! + 1 && RED[parent] !== RED[card];

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

  it('finds, from a set, exactly the cards with a parent in it, one parent by each suit swap', () => {
    for (const parent of cards) {
      const [oneLo, oneHi] = withParentIn(bitLo[parent]!, bitHi[parent]!, swapOne);
      const [threeLo, threeHi] = withParentIn(bitLo[parent]!, bitHi[parent]!, swapThree);
      for (const card of cards) {
        const byOne = has(oneLo, oneHi, card);
        const byThree = has(threeLo, threeHi, card);
        expect(byOne || byThree, `${parent} over ${card}`).toBe(isParent(parent, card));
        expect(byOne && byThree, `${parent} over ${card}, by both swaps`).toBe(false);
      }
    }
    // Each card but a King has its two parents, one found by each swap.
    for (const card of cards.filter((c) => RANK[c] !== 13)) {
      const parents = cards.filter((parent) => isParent(parent, card));
      const found = parents.map((parent) => has(...withParentIn(bitLo[parent]!, bitHi[parent]!, swapOne), card));
      expect(found.sort(), `card ${card}`).toEqual([false, true]);
    }
  });

  it('holds, per suit and home reach, the cards of the suit that might go home next', () => {
    for (let suit = 0; suit < 4; suit++) {
      for (let reach = 0; reach <= 13; reach++) {
        for (const card of cards) {
          const expected = SUIT[card] === suit && RANK[card]! - 1 <= reach;
          expect(has(homeLo[suit * 14 + reach]!, homeHi[suit * 14 + reach]!, card), `suit ${suit}, reach ${reach}, card ${card}`).toBe(expected);
        }
      }
    }
  });
});
