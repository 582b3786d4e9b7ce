import { describe, expect, it } from 'vitest';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { multiplierAt } from '../../../src/games/solitaire/scoring.ts';
import { play, playAll, position } from './support.ts';

/** One card short of a win: K♣ on t1 is the last card. */
function almostWon(extra: Parameters<typeof position>[0] = {}) {
  return position({ tableau: ['Kc'], foundations: [13, 13, 13, 12], ...extra });
}

describe('standard scoring', () => {
  it('scores each item of seed 000', () => {
    const start = position({ tableau: ['(4c) 9s', '(Qd) 8h', 'Ah', 'Ts'], waste: '9d', foundations: [0, 0, 0, 0] });
    expect(play(start, 'move t3 f').state.points).toBe(10); // to a foundation
    expect(play(start, 'move waste t4').state.points).toBe(5); // waste to tableau
    expect(play(start, 'move t2 t1').state.points).toBe(5); // tableau to tableau 0, turn-over +5
    const back = play(position({ tableau: ['3s'], foundations: [0, 2, 0, 0], points: 20 }), 'move f2 t1');
    expect(back.state.points).toBe(5); // -15
  });

  it('adds 500 + 2 per action under 200 on a win', () => {
    const { state, message } = play(almostWon({ points: 300, actions: 120 }), 'move t1 f');
    expect(state.status).toBe('over');
    expect(state.outcome).toBe('won');
    expect(state.actions).toBe(121);
    expect(state.winBonus).toBe(500 + 2 * (200 - 121));
    expect(solitaire.summary(state)).toEqual({ status: 'over', outcome: 'won', score: 310 + 658 });
    expect(message).toMatch(/you won! win bonus \+658 .*final score 968/);
  });

  it('gives no action bonus past 200 actions', () => {
    const { state } = play(almostWon({ points: 0, actions: 250 }), 'move t1 f');
    expect(state.winBonus).toBe(500);
    expect(solitaire.summary(state).score).toBe(510);
  });

  it('multiplies a won draw-3 total by 1.5, rounded down', () => {
    const { state, message } = play(almostWon({ draw: 3, points: 301, actions: 199 }), 'move t1 f');
    // (301 + 10 + 500 + 2 × 0) × 1.5 = 1216.5 → 1216
    expect(state.winBonus).toBe(500);
    expect(solitaire.summary(state).score).toBe(1216);
    expect(message).toMatch(/× 1\.5 for draw 3/);
  });

  it('never shows a score below 0, but keeps the running total', () => {
    const start = position({ tableau: ['Ks', 'Qh'], stock: '', waste: '2c 3c', points: 30 });
    const state = play(start, 'recycle').state;
    expect(state.points).toBe(-70);
    expect(solitaire.summary(state).score).toBe(0);
    const paid = play({ ...state, tableau: [{ down: [], up: ['Ah'] }, ...state.tableau.slice(1)] }, 'move t1 f').state;
    expect(paid.points).toBe(-60);
    expect(solitaire.summary(paid).score).toBe(0);
  });

  it('gives no bonus on resign and keeps the points', () => {
    const { state, message } = play(position({ tableau: ['Ks'], points: 85, actions: 10 }), 'resign');
    expect(state.status).toBe('over');
    expect(state.outcome).toBe('resigned');
    expect(state.winBonus).toBe(0);
    expect(solitaire.summary(state)).toEqual({ status: 'over', outcome: 'resigned', score: 85 });
    expect(message).toMatch(/85 points \(no win bonus\)/);
    const draw3 = play(position({ draw: 3, tableau: ['Ks'], points: 85 }), 'resign').state;
    expect(solitaire.summary(draw3).score).toBe(85);
  });
});

describe('multiplier scoring', () => {
  it('starts at ×10 and drops by 1 every 20 actions down to ×1', () => {
    expect([0, 19, 20, 39, 40, 179, 180, 1000].map(multiplierAt)).toEqual([10, 10, 9, 9, 8, 2, 1, 1]);
  });

  it('multiplies every gain of seed 003 by the multiplier in force', () => {
    const start = position({ scoring: 'multiplier', tableau: ['(4c) 9s', '(Qd) 8h', 'Ah', 'Ts'], waste: 'Ad', actions: 25 });
    expect(play(start, 'move t3 f').state.points).toBe(15 * 9); // tableau to foundation
    expect(play(start, 'move waste f').state.points).toBe(10 * 9); // waste to foundation
    expect(play(start, 'move t2 t1').state.points).toBe(5 * 9); // turn-over
    const waste = position({ scoring: 'multiplier', tableau: ['Ts'], waste: '9d' });
    expect(play(waste, 'move waste t1').state.points).toBe(5 * 10); // waste to tableau
  });

  it('does not multiply penalties', () => {
    const back = position({ scoring: 'multiplier', tableau: ['3s'], foundations: [0, 2, 0, 0], points: 100 });
    expect(play(back, 'move f2 t1').state.points).toBe(85);
    const recycle = position({ scoring: 'multiplier', tableau: ['Ks'], waste: '2c', points: 500 });
    expect(play(recycle, 'recycle').state.points).toBe(400);
    const draw3 = position({ scoring: 'multiplier', draw: 3, tableau: ['Ks'], waste: '2c', recycles: 2, points: 500 });
    expect(play(draw3, 'recycle').state.points).toBe(480);
  });

  it('uses the multiplier before the action is counted, and shows it on the board', () => {
    const start = position({ scoring: 'multiplier', tableau: ['Ah', '2h'], actions: 19 });
    const first = play(start, 'move t1 f').state;
    expect(first.points).toBe(150);
    expect(play(first, 'move t2 f').state.points).toBe(150 + 135);
    expect(solitaire.renderText(start, 0)).toMatch(/multiplier scoring ×10 \(drops to ×9 in 1 action\)/);
    expect(solitaire.renderText(first, 0)).toMatch(/×9 \(drops to ×8 in 20 actions\)/);
    expect((solitaire.view(first, 0) as { multiplier: number }).multiplier).toBe(9);
  });

  it('has no win bonus and no draw-3 ×1.5', () => {
    const state = play(almostWon({ scoring: 'multiplier', draw: 3, points: 1000, actions: 250 }), 'move t1 f').state;
    expect(state.outcome).toBe('won');
    expect(solitaire.summary(state).score).toBe(1015);
    expect(playAll(almostWon({ scoring: 'multiplier', actions: 0 }), ['t1 f']).points).toBe(150);
  });
});
