import { describe, expect, it } from 'vitest';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { multiplierAt } from '../../../src/games/solitaire/scoring.ts';
import { play, playAt, position } from './support.ts';

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

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const MINUTE = 60_000;
/** A multiplier game whose clock started at T0 and last read `minutes` later. */
const clockAt = (minutes: number) => ({ startedAt: T0, lastActionAt: T0 + minutes * MINUTE });

describe('multiplier scoring', () => {
  it('starts at ×100 and drops by 1 every full minute of game time, down to ×1', () => {
    expect([0, 59_999, 60_000, 119_999, 12 * MINUTE, 98 * MINUTE, 99 * MINUTE, 1000 * MINUTE, -5].map(multiplierAt))
      .toEqual([100, 100, 99, 99, 88, 2, 1, 1, 100]);
  });

  it('multiplies every item of seed 003 by the multiplier at the command\'s accepted time', () => {
    const start = position({ scoring: 'multiplier', tableau: ['(4c) 9s', '(Qd) 8h', 'Ah', 'Ts'], waste: 'Ad', clock: clockAt(0) });
    const later = T0 + 12 * MINUTE + 30_000; // ×88, seed 003's example
    expect(playAt(start, 'move t3 f', later).state.points).toBe(15 * 88); // tableau to foundation
    expect(playAt(start, 'move waste f', later).state.points).toBe(10 * 88); // waste to foundation
    expect(playAt(start, 'move t2 t1', later).state.points).toBe(5 * 88); // turn-over
    const waste = position({ scoring: 'multiplier', tableau: ['Ts'], waste: '9d', clock: clockAt(0) });
    expect(playAt(waste, 'move waste t1', T0).state.points).toBe(5 * 100); // waste to tableau
  });

  it('multiplies penalties too', () => {
    const back = position({ scoring: 'multiplier', tableau: ['3s'], foundations: [0, 2, 0, 0], points: 5000, clock: clockAt(0) });
    const taken = playAt(back, 'move f2 t1', T0 + 30 * MINUTE);
    expect(taken.state.points).toBe(5000 - 15 * 70);
    expect(taken.message).toMatch(/-1050 \(-15 × 70; score 3950\)/);
    const recycle = position({ scoring: 'multiplier', tableau: ['Ks'], waste: '2c', points: 20_000, clock: clockAt(0) });
    expect(playAt(recycle, 'recycle', T0 + 90 * MINUTE).state.points).toBe(20_000 - 100 * 10);
    const draw3 = position({ scoring: 'multiplier', draw: 3, tableau: ['Ks'], waste: '2c', recycles: 2, points: 20_000, clock: clockAt(0) });
    expect(playAt(draw3, 'recycle', T0 + 90 * MINUTE).state.points).toBe(20_000 - 20 * 10);
  });

  it('starts the clock at the first action, not at the deal or at a look', () => {
    const start = position({ scoring: 'multiplier', tableau: ['Ah', '2h', 'Kd'] });
    const looked = playAt(start, 'moves', T0 - 10 * MINUTE).state;
    expect(looked).toBe(start);
    expect(playAt(start, 'auto', T0 - 5 * MINUTE).state.clock?.startedAt).toBe(T0 - 5 * MINUTE); // auto moved A♥ 2♥
    const idle = position({ scoring: 'multiplier', tableau: ['Kd'] });
    expect(playAt(idle, 'auto', T0).state.clock).toBe(null); // nothing to move: no action
    const first = playAt(start, 'move t1 f', T0).state;
    expect(first.clock).toEqual({ startedAt: T0, lastActionAt: T0 });
    expect(first.points).toBe(15 * 100);
    const second = playAt(first, 'move t2 f', T0 + 2 * MINUTE).state;
    expect(second.points).toBe(15 * 100 + 15 * 98);
    expect(second.clock).toEqual({ startedAt: T0, lastActionAt: T0 + 2 * MINUTE });
  });

  it('never lets the clock run backwards, so the multiplier never rises', () => {
    const start = position({ scoring: 'multiplier', tableau: ['Ah', '2h'], clock: clockAt(10) });
    const skewed = playAt(start, 'move t1 f', T0 + 3 * MINUTE).state;
    expect(skewed.points).toBe(15 * 90);
    expect(skewed.clock).toEqual(clockAt(10));
  });

  it('shows the multiplier and the time of its next drop on the board, in next and in the view', () => {
    const fresh = position({ scoring: 'multiplier', tableau: ['Ah', '2h'] });
    expect(solitaire.renderText(fresh, 0)).toMatch(/multiplier scoring ×100 \(the clock starts with your first action\)/);
    expect(solitaire.next(fresh, 0)).toMatch(/Multiplier ×100: it multiplies every move's points, penalties too, and falls by 1 per full minute of game time, which starts with your first action/);
    const state = playAt(fresh, 'move t1 f', T0 + 12 * MINUTE).state;
    const now = playAt(state, 'move t2 f', T0 + 12 * MINUTE + 15_000).state;
    expect(state.clock).toEqual({ startedAt: T0 + 12 * MINUTE, lastActionAt: T0 + 12 * MINUTE });
    expect(solitaire.renderText(now, 0)).toMatch(/multiplier scoring ×100 \(×99 from 2026-01-01T12:13:00Z\)/);
    expect(solitaire.next(now, 0)).toMatch(/Multiplier ×100 at your last action \(2026-01-01T12:12:15Z\); .*since the clock started at 2026-01-01T12:12:00Z \(×1 after 99 minutes\): ×99 from 2026-01-01T12:13:00Z\./);
    const view = solitaire.view(now, 0) as { multiplier: number; multiplierDropsAt: string; clockStartedAt: string };
    expect(view).toMatchObject({ multiplier: 100, multiplierDropsAt: '2026-01-01T12:13:00Z', clockStartedAt: '2026-01-01T12:12:00Z' });
    const late = position({ scoring: 'multiplier', tableau: ['Ks'], clock: clockAt(200) });
    expect(solitaire.renderText(late, 0)).toMatch(/multiplier scoring ×1 \(the lowest\)/);
    expect(solitaire.next(late, 0)).toMatch(/it stays ×1 from here on/);
    expect(solitaire.renderText(position({ tableau: ['Ks'] }), 0)).toMatch(/standard scoring/);
  });

  it('has no win bonus and no draw-3 ×1.5', () => {
    const state = playAt(almostWon({ scoring: 'multiplier', draw: 3, points: 1000, clock: clockAt(0) }), 'move t1 f', T0 + 99 * MINUTE).state;
    expect(state.outcome).toBe('won');
    expect(solitaire.summary(state).score).toBe(1015);
  });
});
