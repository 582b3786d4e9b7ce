import { describe, expect, it } from 'vitest';
import { isSafeToPutHome } from '../../../src/games/solitaire/auto.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { play, position } from './support.ts';

describe('safe cards', () => {
  it('Aces and 2s are always safe', () => {
    const state = position({});
    expect(isSafeToPutHome(state, 'Ah')).toBe(true);
    expect(isSafeToPutHome(state, '2c')).toBe(true);
    expect(isSafeToPutHome(state, '3c')).toBe(false);
  });

  it('a card of rank r is safe when both opposite-colour foundations hold r-1', () => {
    // ♥ 4, ♦ 3: a black 4 is safe (both red foundations ≥ 3), a black 5 is not.
    const state = position({ foundations: [3, 4, 3, 3] });
    expect(isSafeToPutHome(state, '4s')).toBe(true);
    expect(isSafeToPutHome(state, '5c')).toBe(false);
    // A red card looks at ♠ and ♣ only.
    expect(isSafeToPutHome(state, '4d')).toBe(true);
    expect(isSafeToPutHome(position({ foundations: [3, 4, 3, 2] }), '4d')).toBe(false);
  });
});

describe('auto', () => {
  it('moves every safe card, repeatedly, each as one scored action', () => {
    const start = position({
      tableau: ['(Kd) Ah', '2h', '(Qs) 3h', '5c'],
      waste: 'As',
      stock: '9d',
    });
    const { state, message } = play(start, 'auto');
    expect(state.foundations[0]).toEqual(['As']);
    expect(state.foundations[1]).toEqual(['Ah', '2h']);
    // 3♥ is not safe: ♠ is at A and ♣ at 0, so a black 2 might still need it.
    expect(state.tableau[2]!.up).toEqual(['3h']);
    expect(state.tableau[0]).toEqual({ down: [], up: ['Kd'] });
    expect(state.actions).toBe(3);
    expect(state.points).toBe(3 * 10 + 5);
    expect(message).toMatch(/Auto moved 3 cards to the foundations: .*turned over K♦ in t1/);
  });

  it('changes nothing (but is accepted) when no card is safe', () => {
    const start = position({ tableau: ['(Kd) 5c', '9h'], foundations: [2, 0, 0, 2] });
    const { state, message } = play(start, 'auto');
    expect(state).toEqual(start);
    expect(message).toMatch(/no card is safe/);
  });

  it('finishes the game once everything is face-up and the stock is empty', () => {
    const start = position({
      tableau: ['Kh Qs Jh', 'Kc', 'Ks Qh Jc', 'Kd Qc Jd', '', '', ''],
      foundations: [10, 10, 10, 10],
      waste: 'Qd Js',
    });
    const { state, message } = play(start, 'auto');
    expect(state.status).toBe('over');
    expect(state.outcome).toBe('won');
    expect(state.foundations.every((pile) => pile.length === 13)).toBe(true);
    expect(state.actions).toBe(12);
    expect(state.points).toBe(120);
    expect(message).toMatch(/you won!/);
    expect(solitaire.summary(state).score).toBe(120 + 500 + 2 * (200 - 12));
    expect(state.waste).toEqual([]);
  });

  it('does not finish while a card is face-down or the stock has cards', () => {
    // K♣ is face-down: only safe cards go. Q♥ (both blacks at Q) is safe, K♠ only after it,
    // then the turned-over K♣ and K♥: auto keeps going until the game is won.
    const hidden = position({ tableau: ['(Kc) Qh', 'Ks', 'Kh'], foundations: [12, 11, 13, 12] });
    const state = play(hidden, 'auto').state;
    expect(state.tableau[0]).toEqual({ down: [], up: [] });
    expect(state.outcome).toBe('won');
    expect(state.points).toBe(4 * 10 + 5);
    // With cards in the stock, only safe cards go: J♣ (reds at 10 and K); Q♥ waits for J♥.
    const withStock = position({ tableau: ['Qh', 'Jc'], foundations: [13, 10, 13, 10], stock: 'Jh Kh Qc Kc' });
    const after = play(withStock, 'auto').state;
    expect(after.foundations[3]).toHaveLength(11);
    expect(after.foundations[1]).toHaveLength(10);
    expect(after.status).toBe('playing');
  });

  it('stops finishing when a waste card is stuck under a higher one', () => {
    const start = position({ tableau: ['Ks'], foundations: [12, 13, 13, 11], waste: 'Qc Kc' });
    const { state, message } = play(start, 'auto');
    expect(state.foundations[0]).toHaveLength(13);
    expect(state.waste).toEqual(['Qc', 'Kc']);
    expect(message).toMatch(/K♣ blocks the waste/);
  });
});
