import { describe, expect, it } from 'vitest';
import { play, playAll, position, rejected } from './support.ts';

describe('draw 1', () => {
  const base = position({ tableau: ['Ks'], stock: '3h 4h 5h' });

  it('turns over one card; only the top waste card is playable', () => {
    const { state, message } = play(base, 'draw');
    expect(state.waste).toEqual(['3h']);
    expect(state.stock).toEqual(['5h', '4h']);
    expect(state.actions).toBe(1);
    expect(message).toBe('Drew 3♥ (2 left in the stock).');
    expect(play(base, 'd').state).toEqual(state);
    const two = play(state, 'draw').state;
    expect(rejected(two, 'move 3h t1')).toMatch(/3♥ is not a face-up card you can move/);
  });

  it('does not recycle by itself: an empty stock says to recycle', () => {
    const drawn = playAll(base, ['draw', 'draw', 'draw']);
    expect(rejected(drawn, 'draw')).toMatch(/The stock is empty\. Send 'recycle' to turn the waste \(3 cards\) back into the stock \(costs 100 points\)/);
    expect(rejected(position({ tableau: ['Ks'] }), 'draw')).toMatch(/both empty/);
  });

  it('recycles the waste back into the stock in the same order, for 100 each time', () => {
    const drawn = playAll({ ...base, points: 250 }, ['draw', 'draw', 'draw']);
    const { state, message } = play(drawn, 'recycle');
    expect(state.waste).toEqual([]);
    expect(state.recycles).toBe(1);
    expect(state.points).toBe(150);
    expect(state.actions).toBe(4);
    expect(message).toMatch(/\(recycle 1\)\. -100 \(score 150\)/);
    expect(play(state, 'draw').state.waste).toEqual(['3h']);
    const again = playAll(state, ['draw', 'draw', 'draw', 'recycle']);
    expect(again.points).toBe(50);
  });

  it('refuses to recycle a stock that still has cards, or an empty waste', () => {
    expect(rejected(base, 'recycle')).toMatch(/The stock still has 3 cards.*Send 'draw'/);
    expect(rejected(position({ tableau: ['Ks'] }), 'recycle')).toMatch(/waste is empty/);
  });
});

describe('draw 3', () => {
  const base = position({ draw: 3, tableau: ['Ks', '8c'], stock: '2c 3c 7h 5c 6c' });

  it('turns over three cards, the last one drawn playable', () => {
    const { state, message } = play(base, 'draw');
    expect(state.waste).toEqual(['2c', '3c', '7h']);
    expect(state.wasteFan).toBe(3);
    expect(message).toBe('Drew 2♣ 3♣ 7♥; 7♥ is playable (2 left in the stock).');
    expect(rejected(state, 'move 3c t1')).toMatch(/not a face-up card/);
    const moved = play(state, 'move waste t2').state;
    expect(moved.tableau[1]!.up).toEqual(['8c', '7h']);
    expect(moved.wasteFan).toBe(2);
  });

  it('turns over fewer than three when fewer are left', () => {
    const state = playAll(base, ['draw', 'draw']);
    expect(state.waste).toEqual(['2c', '3c', '7h', '5c', '6c']);
    expect(state.wasteFan).toBe(2);
    expect(state.stock).toEqual([]);
  });

  it('makes the first two recycles free, then charges 20 each', () => {
    let state = { ...base, points: 100 };
    const pass = (s: typeof state) => playAll(s, ['draw', 'draw', 'recycle']);
    state = pass(state);
    expect([state.recycles, state.points]).toEqual([1, 100]);
    state = pass(state);
    expect([state.recycles, state.points]).toEqual([2, 100]);
    state = pass(state);
    expect([state.recycles, state.points]).toEqual([3, 80]);
    const { message } = play(playAll(state, ['draw', 'draw']), 'recycle');
    expect(message).toMatch(/\(recycle 4\)\. -20 \(score 60\)/);
    // Same order after every recycle.
    expect(play(state, 'draw').state.waste).toEqual(['2c', '3c', '7h']);
  });
});
