/** Messages an agent must not misread (issue 11, point 3). */
import { describe, expect, it } from 'vitest';
import { play, position, rejected } from './support.ts';

describe('messages', () => {
  it('names the deficit while the running total is below 0', () => {
    const start = position({ tableau: ['Ah'], points: -70 });
    const { message } = play(start, 'move t1 f');
    expect(message).toMatch(/\+10 \(score 0; running total -60: later points pay back the deficit before the score rises\)/);
    expect(play(position({ tableau: ['Ah'], points: 20 }), 'move t1 f').message).toMatch(/\+10 \(score 30\)\.$/);
  });

  it('shows a multiplied penalty as what it costs', () => {
    const back = position({ scoring: 'multiplier', tableau: ['3s'], foundations: [0, 2, 0, 0], points: 5000 });
    expect(play(back, 'move f2 t1').message).toMatch(/Moved 2♥ from f2 to t1\. -1500 \(-15 × 100; score 3500\)\./);
  });

  it('says when a named foundation is the wrong one and the right one cannot take the card either', () => {
    const state = position({ tableau: ['9c'], foundations: [0, 0, 0, 4] });
    expect(rejected(state, 'move t1 f1')).toBe('f1 is the ♠ foundation; 9♣ belongs on f4, but f4 needs 5♣ next.');
    const fits = position({ tableau: ['5c'], foundations: [0, 0, 0, 4] });
    expect(rejected(fits, 'move t1 f1')).toBe('f1 is the ♠ foundation; 5♣ goes to f4 (or just use f).');
  });

  it('says which waste card blocks auto when it moves nothing', () => {
    const stuck = position({ foundations: [12, 13, 13, 11], waste: 'Ks Qc Kc' });
    const { state, message } = play(stuck, 'auto');
    expect(state.actions).toBe(0);
    expect(message).toMatch(/^Auto: no card can go to a foundation now\. K♣ blocks the waste: play it to the tableau, or recycle and draw to reach the cards under it\./);
  });

  it("takes 'stock' for the stock and refuses a bare 's', naming both readings", () => {
    const state = position({ tableau: ['Ks'], stock: '2c 3c' });
    expect(play(state, 'stock').state.waste).toEqual(['2c']);
    for (const command of ['s', 'S', 'move s t1', 'select s']) {
      expect(rejected(state, command)).toMatch(/'s' could mean the stock or spades: write 'stock' for the stock, or a whole card such as 7s/);
    }
  });
});
