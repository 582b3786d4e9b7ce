import { describe, expect, it } from 'vitest';
import { replayClears } from '../../../src/games/mahjong-solitaire/deal.ts';
import { randomPlay } from './helpers.ts';

describe('the plan after a match', () => {
  it('always replays when kept, and survives some matches that leave it', () => {
    let keptAfterLeaving = 0;
    for (let seed = 0; seed < 30; seed++) {
      const states = randomPlay(`plan-${seed}`, 12);
      states.forEach((state, i) => {
        if (state.plan) expect(replayClears(state.faces, state.plan)).toBe(true);
        const before = states[i - 1];
        if (!before?.plan || !state.plan) return;
        const removed = before.faces.flatMap((face, t) => (face !== null && state.faces[t] === null ? [t] : []));
        const planned = before.plan.some(([p, q]) => removed.includes(p) && removed.includes(q));
        if (!planned) keptAfterLeaving++;
      });
    }
    expect(keptAfterLeaving).toBeGreaterThan(0);
  });
});
