import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankOf, type Card } from '../../../src/games/shared/cards.ts';
import { planTowerMove } from '../../../src/games/california-solitaire/plan.ts';
import { isLegalMove, moveCardInPlace } from '../../../src/games/california-solitaire/rules.ts';
import { isSideStuck, neededCards, stackReach } from '../../../src/games/california-solitaire/search.ts';
import { cloneState, topOf, type CaliforniaState } from '../../../src/games/california-solitaire/state.ts';
import { build } from './helpers.ts';

const SUITS = ['s', 'h', 'd', 'c'] as const;
const RANKS = 'A234567';

/** Positions the exhaustive search may visit before the case is skipped (as too big to check). */
const BRUTE_FORCE_LIMIT = 20_000;

/** Every position the stack and waste-to-stack moves reach: does one bare a wanted card? Null when too many to visit. */
function bruteForceFinds(state: CaliforniaState): boolean | null {
  const needed = neededCards(state);
  const side = state.sides[0]!;
  const waste = side.waste;
  const start = { stacks: side.stacks.map((stack) => stack.slice()), wasteLength: waste.length };
  const offers = (node: typeof start) =>
    (node.wasteLength > 0 && needed.has(waste[node.wasteLength - 1]!)) || node.stacks.some((stack) => needed.has(topOf(stack)!));
  const keyOf = (node: typeof start) => node.stacks.map((stack) => stack.join('')).join('|') + '#' + node.wasteLength;
  const seen = new Set([keyOf(start)]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.pop()!;
    if (offers(node)) return true;
    const sources: { card: Card; take: () => typeof start }[] = [];
    node.stacks.forEach((stack, i) => {
      if (stack.length > 0) sources.push({ card: topOf(stack)!, take: () => ({ stacks: node.stacks.map((s, j) => (j === i ? s.slice(0, -1) : s.slice())), wasteLength: node.wasteLength }) });
    });
    if (node.wasteLength > 0) sources.push({ card: waste[node.wasteLength - 1]!, take: () => ({ stacks: node.stacks.map((s) => s.slice()), wasteLength: node.wasteLength - 1 }) });
    for (const { card, take } of sources) {
      for (let j = 0; j < 4; j++) {
        const target = node.stacks[j]!;
        if (target.length > 0 && rankOf(topOf(target)!) <= rankOf(card)) continue;
        if (topOf(target) === card) continue;
        const child = take();
        if (child.stacks[j]!.length !== target.length) continue; // the card's own stack
        child.stacks[j]!.push(card);
        const key = keyOf(child);
        if (!seen.has(key)) {
          if (seen.size >= BRUTE_FORCE_LIMIT) return null;
          seen.add(key);
          queue.push(child);
        }
      }
    }
  }
  return false;
}

/**
 * A legal position from random choices, in the race so that the towers can
 * hold the other player's cards: f1-f4 want a card of rank 3-7 (by their
 * heights), f5-f8 want eights (out of play). Each stack is a descending set
 * of ranks A-7 (suits from what is left), and a few other cards are the waste.
 */
const positionArbitrary = fc
  .record({
    heights: fc.array(fc.integer({ min: 2, max: 6 }), { minLength: 4, maxLength: 4 }),
    suitOrder: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 7, maxLength: 7 }),
    stackRanks: fc.array(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }), { minLength: 4, maxLength: 4 }),
    fullness: fc.integer({ min: 3, max: 6 }),
    wasteCards: fc.array(fc.integer({ min: 0, max: 27 }), { maxLength: 10 }),
  })
  .map(({ heights, suitOrder, stackRanks, fullness, wasteCards }) => {
    const towers: Record<string, [string, number, number][]> = {};
    const towerOf = (suit: string, height: number) => [...RANKS, '8'].slice(0, height).map((rank): [string, number, number] => [rank + suit, 1, 0]);
    SUITS.forEach((suit, i) => {
      towers[`f${i + 1}`] = towerOf(suit, heights[i]!);
      towers[`f${i + 5}`] = towerOf(suit, 7);
    });
    const free = new Set(SUITS.flatMap((suit) => [...RANKS].map((rank) => rank + suit)));
    const stacks = stackRanks.map((chosen) =>
      [...RANKS].reverse().flatMap((rank, i) => {
        const suits = [...SUITS.slice(suitOrder[i]!), ...SUITS.slice(0, suitOrder[i]!)];
        const card = chosen[i]! < fullness ? suits.map((suit) => rank + suit).find((c) => free.has(c)) : undefined;
        if (card === undefined) return [];
        free.delete(card);
        return [card];
      }),
    );
    const left = [...free];
    const waste = left.length === 0 ? [] : [...new Set(wasteCards.map((i) => left[i % left.length]!))];
    return build({ double: true, towers, sides: [{ stacks, waste, deck: [] }, { stacks: [], deck: [] }] });
  });

/** Plays the plan until a wanted card is bared; fails on an illegal or endless plan. */
function followPlan(state: CaliforniaState): number {
  const needed = neededCards(state);
  let current = state;
  for (let moves = 0; moves < 5000; moves++) {
    const side = current.sides[0]!;
    if (needed.has(topOf(side.waste)!) || side.stacks.some((stack) => needed.has(topOf(stack)!))) return moves;
    const move = planTowerMove(current, 0);
    if (move === null) throw new Error('the plan gave up on a side that is not stuck');
    if (!isLegalMove(current, 0, move.from, move.to)) throw new Error('the plan sent an illegal move');
    current = cloneState(current);
    moveCardInPlace(current, 0, move.from, move.to);
  }
  throw new Error('the plan does not reach a wanted card');
}

describe('the stuck verdict', () => {
  it('agrees with an exhaustive search on small random positions', () => {
    let found = 0;
    let stuck = 0;
    fc.assert(
      fc.property(positionArbitrary, (state) => {
        const exact = bruteForceFinds(state);
        fc.pre(exact !== null);
        expect(stackReach(state, 0).kind !== 'none').toBe(exact);
        expect(isSideStuck(state, 0)).toBe(!exact);
        if (exact) found++;
        else stuck++;
      }),
      { numRuns: 1000, seed: 20200308, maxSkipsPerRun: 1 },
    );
    expect(found).toBeGreaterThan(100);
    expect(stuck).toBeGreaterThan(100);
  });

  it("the built-in opponent's plan reaches a wanted card whenever one can be reached, by legal moves", () => {
    fc.assert(
      fc.property(positionArbitrary, (state) => {
        if (stackReach(state, 0).kind === 'none') return;
        followPlan(state);
      }),
      { numRuns: 1500, seed: 7 },
    );
  });
});
