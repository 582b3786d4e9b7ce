import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hanoiCost, planHanoi } from '../../../src/games/california-solitaire/hanoi.ts';
import { rankOf } from '../../../src/games/shared/cards.ts';
import { build, must, refused } from './helpers.ts';

describe('hanoi', () => {
  it('moves a run through one free stack as the classic single moves, each reported and counted', () => {
    const state = build({ sides: [{ stacks: [['Ks', '9h', '5c', '2d'], ['Qc'], [], ['3s']], waste: ['8d'] }] });
    const done = must(state, 'hanoi s1 s2');
    expect(done.state.sides[0]!.stacks).toEqual([['Ks'], ['Qc', '9h', '5c', '2d'], [], ['3s']]);
    // 3 cards, peg s3 (s4's 3♠ is lower than 9♥, so it cannot park them): 7 moves.
    expect(done.message).toBe(
      'Hanoi: moved 3 cards (9♥ and up) from s1 to s2 in 7 single moves: ' +
        '2♦ s1→s2, 5♣ s1→s3, 2♦ s2→s3, 9♥ s1→s2, 2♦ s3→s1, 5♣ s3→s2, 2♦ s1→s2.',
    );
    expect(done.state.sides[0]!.actions).toBe(7);
  });

  it('uses two free stacks for fewer moves', () => {
    const state = build({ sides: [{ stacks: [['9h', '5c', '3d', 'As'], [], [], ['Kd']], waste: ['8d'] }] });
    const done = must(state, 'hanoi s1 s4');
    expect(done.state.sides[0]!.stacks[3]).toEqual(['Kd', '9h', '5c', '3d', 'As']);
    expect(done.message).toMatch(/in 9 single moves/);
  });

  it('takes a count, or a card in the stack as the source', () => {
    const state = build({ sides: [{ stacks: [['Ks', '9h', '5c', '2d'], ['Qc'], [], ['7s']], waste: ['8d'] }] });
    expect(must(state, 'hanoi s1 s4 2').state.sides[0]!.stacks[3]).toEqual(['7s', '5c', '2d']);
    expect(must(state, 'run 9h s3').state.sides[0]!.stacks[2]).toEqual(['9h', '5c', '2d']);
    expect(refused(state, 'hanoi 9h s3 2')).toMatch(/9♥ is 3 cards from the top of s1; leave out the count or give 3/);
  });

  it('is refused with the reason when no stack can park cards', () => {
    const state = build({ sides: [{ stacks: [['Ks', '9h', '5c'], ['Qc'], ['3d'], ['4s']], waste: ['8d'] }] });
    expect(refused(state, 'hanoi s1 s2')).toMatch(/moving 2 cards from s1 to s2 needs a free stack: another stack that is empty or whose top card is higher than 9♥; there is none/);
  });

  it('is refused when the run does not fit, and names what would', () => {
    const state = build({ sides: [{ stacks: [['Ks', '9h', '5c'], ['7c'], [], []], waste: ['8d'] }] });
    expect(refused(state, 'hanoi s1 s2 2')).toMatch(/the run from 9♥ cannot go on s2: its top 7♣ takes only lower ranks; the top 1 card of s1 would fit \(hanoi s1 s2 1\)/);
    expect(refused(build({ sides: [{ stacks: [['Ks', '9h'], ['7c'], [], []] }] }), 'hanoi s1 s2')).toMatch(/no card of s1 fits on s2/);
    expect(refused(state, 'hanoi waste s2')).toMatch(/the source must be s1-s4/);
    expect(refused(state, 'hanoi s1 f1')).toMatch(/the destination must be s1-s4/);
  });

  it('refuses plans past the move limit', () => {
    const run = ['Ks', 'Qs', 'Js', 'Ts', '9s', '8s', '7s', '6s', '5s'];
    const state = build({ sides: [{ stacks: [run, [], [], ['3c']] }] });
    expect(refused(state, 'hanoi s1 s2')).toMatch(/takes 511 single moves; hanoi does at most 255/);
  });

  it('costs 2^k - 1 with one free stack and the Frame-Stewart numbers with two', () => {
    expect([1, 2, 3, 4, 8].map((k) => hanoiCost(k, 1))).toEqual([1, 3, 7, 15, 255]);
    expect([1, 2, 3, 4, 5, 6, 13].map((k) => hanoiCost(k, 2))).toEqual([1, 3, 5, 9, 13, 17, 97]);
  });

  it('plans only legal single moves that carry exactly the run (property)', () => {
    const arbitrary = fc.record({
      ranks: fc.uniqueArray(fc.integer({ min: 1, max: 13 }), { minLength: 1, maxLength: 8 }),
      helpers: fc.array(fc.option(fc.integer({ min: 1, max: 13 }), { nil: undefined }), { minLength: 2, maxLength: 2 }),
      count: fc.integer({ min: 1, max: 8 }),
    });
    fc.assert(fc.property(arbitrary, ({ ranks, helpers, count }) => {
      const suits = ['s', 'h', 'd', 'c'];
      const source = [...ranks].sort((a, b) => b - a).map((r) => 'A23456789TJQK'[r - 1] + 's');
      const stacks = [source, [], ...helpers.map((r, i) => (r === undefined ? [] : ['A23456789TJQK'[r - 1] + suits[i + 1]]))];
      const k = Math.min(count, source.length);
      const plan = planHanoi(stacks, 0, 1, k);
      if (!plan.ok) return;
      const piles = stacks.map((s) => s.slice());
      for (const [from, to] of plan.value) {
        const card = piles[from]!.pop()!;
        const top = piles[to]![piles[to]!.length - 1];
        expect(top === undefined || rankOf(card) < rankOf(top)).toBe(true);
        piles[to]!.push(card);
      }
      expect(piles[1]).toEqual(source.slice(source.length - k));
      expect(piles[0]).toEqual(source.slice(0, source.length - k));
      expect(piles.slice(2)).toEqual(stacks.slice(2));
    }));
  });
});
