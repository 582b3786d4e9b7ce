import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { californiaDouble, californiaSolitaire, type CaliforniaState } from '../../../src/games/california-solitaire/index.ts';
import { legalMoves } from '../../../src/games/california-solitaire/listing.ts';
import { formatCard, rankOf } from '../../../src/games/shared/cards.ts';
import { cardsOfSide } from './helpers.ts';

const EXTRA = ['play s1', 'alt waste', 'hanoi s1 s2', 'hanoi s3 s4 2', 'redeal', 'move s2 f', 'As', 'bogus', 'moves'];

function checkInvariants(state: CaliforniaState) {
  state.sides.forEach((side, seat) => {
    const cards = cardsOfSide(state, seat);
    expect(cards.length).toBe(52);
    expect(new Set(cards).size).toBe(52);
    for (const stack of side.stacks) {
      for (let i = 1; i < stack.length; i++) expect(rankOf(stack[i]!)).toBeLessThan(rankOf(stack[i - 1]!));
    }
  });
  for (const tower of state.towers) tower.cards.forEach((card, i) => expect(rankOf(card)).toBe(i + 1));
}

/** Plays choices (an index into legal moves plus a few odd commands); returns the log of accepted commands. */
function randomGame(double: boolean, seed: string, choices: number[], redeals: '0' | 'unlimited') {
  const game = double ? californiaDouble : californiaSolitaire;
  let state = game.setup({ redeals }, seed);
  const log: { command: string; seat: number; seen: number }[] = [];
  for (const choice of choices) {
    if (state.status !== 'playing') break;
    const seat = double ? choice % 2 : 0;
    const options = [...legalMoves(state, seat).map((move) => move.command), ...EXTRA];
    const command = options[choice % options.length]!;
    const seen = Math.max(0, state.commandCount - (choice % 3));
    const before = JSON.stringify(state);
    const result = game.apply(state, command, { seat, now: 0, seen });
    expect(JSON.stringify(state)).toBe(before); // never mutated in place, accepted or not
    if (result.ok) {
      state = result.value.state;
      log.push({ command, seat, seen });
      checkInvariants(state);
      if (state.status === 'playing' && !double) {
        const text = game.renderText(state, 0);
        const hidden = state.sides[0]!.deck.filter((card) => !text.includes(formatCard(card)));
        expect(hidden.length).toBe(state.sides[0]!.deck.length); // deck cards never shown
      }
    }
  }
  return { game, state, log };
}

describe('random play', () => {
  it('replays exactly from (options, seed) and the log, with all cards present at every step', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 150 }),
        fc.constantFrom('0' as const, 'unlimited' as const),
        (double, seed, choices, redeals) => {
          const { game, state, log } = randomGame(double, seed, choices, redeals);
          let replay = game.setup({ redeals }, seed);
          for (const { command, seat, seen } of log) {
            const result = game.apply(replay, command, { seat, now: 0, seen });
            expect(result.ok).toBe(true);
            if (result.ok) replay = result.value.state;
          }
          expect(replay).toEqual(state);
          expect(state.commandCount).toBe(log.length);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('deals the same cards for the same seed and different ones for another', () => {
    const a = californiaSolitaire.setup({ redeals: '0' }, 'same');
    expect(californiaSolitaire.setup({ redeals: '0' }, 'same')).toEqual(a);
    expect(californiaSolitaire.setup({ redeals: '0' }, 'other')).not.toEqual(a);
    const double = californiaDouble.setup({ redeals: '0' }, 'same');
    expect(double.sides[0]).not.toEqual(double.sides[1]);
    expect(double.towers).toHaveLength(8);
    for (const seat of [0, 1]) {
      expect(double.sides[seat]!.stacks.map((stack) => stack.length)).toEqual([1, 1, 1, 1]);
      expect(double.sides[seat]!.waste).toHaveLength(1);
      expect(double.sides[seat]!.deck).toHaveLength(47);
    }
  });

  it('validates options and applies the default', () => {
    expect(californiaSolitaire.parseOptions({})).toEqual({ ok: true, value: { redeals: '0' } });
    expect(californiaSolitaire.parseOptions({ redeals: 2 })).toEqual({ ok: true, value: { redeals: '2' } });
    expect(californiaSolitaire.parseOptions({ redeals: 'Unlimited' })).toEqual({ ok: true, value: { redeals: 'unlimited' } });
    const bad = californiaSolitaire.parseOptions({ redeals: 'lots' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/redeals must be one of "0", "1", "2", "unlimited"/);
  });
});
