import { describe, expect, it } from 'vitest';
import { matchablePairs } from '../../../src/games/mahjong-solitaire/queries.ts';
import { replayClears } from '../../../src/games/mahjong-solitaire/deal.ts';
import { tileId } from '../../../src/games/mahjong-solitaire/layout.ts';
import { DEFAULT_NODE_BUDGET, solve } from '../../../src/games/mahjong-solitaire/solver.ts';
import { fullSet } from '../../../src/games/mahjong-solitaire/tiles.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { apply, at, board, ctx, game, randomPlay } from './helpers.ts';

describe('solver', () => {
  it('clears generated deals with an order that replays', () => {
    for (let seed = 0; seed < 6; seed++) {
      const { faces } = game.setup({}, `solve-${seed}`);
      const result = solve(faces, 200_000);
      expect(result.status).toBe('solved');
      if (result.status === 'solved') expect(replayClears(faces, result.order)).toBe(true);
    }
  });

  it('proves small dead boards unclearable', () => {
    // the last two of a face stacked: never both free
    expect(solve(board({ [at(12, 6, 3)]: 'B1', [at(13, 7, 4)]: 'B1' }).faces).status).toBe('unsolvable');
    // one row: a c b d with a/b and c/d pairs waiting on each other
    const row = [at(2, 0, 0), at(4, 0, 0), at(6, 0, 0), at(8, 0, 0)];
    expect(solve(board({ [row[0]!]: 'D1', [row[1]!]: 'D2', [row[2]!]: 'D1', [row[3]!]: 'D2' }).faces).status).toBe('unsolvable');
    expect(solve(board({ [row[0]!]: 'D1', [row[1]!]: 'D2', [row[2]!]: 'D2', [row[3]!]: 'D1' }).faces).status).toBe('solved');
  });
});

describe('hint', () => {
  it('names two free matching tiles', () => {
    for (const states of [randomPlay('hint-a', 20), randomPlay('hint-b', 40)]) {
      const state = states[Math.min(15, states.length - 2)]!;
      const hinted = apply(state, 'hint');
      const pair = hinted.hint!;
      expect(matchablePairs(state.faces)).toContainEqual(pair);
    }
  });

  it('clears a generated deal when followed every move', () => {
    for (const seed of ['follow-1', 'follow-2', 'follow-3']) {
      let state = game.setup({}, seed);
      while (state.status === 'playing') {
        state = apply(state, 'hint');
        state = apply(state, `match ${tileId(state.hint![0])} ${tileId(state.hint![1])}`);
      }
      expect(state.outcome).toBe('won');
    }
  });

  it('gets back to a clearable board after the player leaves the plan', () => {
    // a few random matches, then hints all the way: if a hint's search finds the board clearable, hints must clear it
    // (seeds whose deal comes from the first shuffle: a seed whose shuffles take seconds to settle tests nothing more here)
    let checked = 0;
    for (const seed of ['leave-1', 'leave-9', 'leave-3', 'leave-4', 'leave-5', 'leave-6']) {
      const states = randomPlay(seed, 6);
      let state = states[states.length - 1]!;
      const verdict = solve(state.faces, DEFAULT_NODE_BUDGET).status;
      if (verdict !== 'solved') continue;
      checked++;
      while (state.status === 'playing') {
        state = apply(state, 'hint');
        state = apply(state, `match ${tileId(state.hint![0])} ${tileId(state.hint![1])}`);
      }
      expect(state.outcome).toBe('won');
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('never walks into a dead end when a pair that keeps the board clearable exists', () => {
    // boards from random play, some still clearable and some not; the truth comes from a much larger search
    let safe = 0;
    let dead = 0;
    for (const seed of ['dead-end-1', 'dead-end-2', 'dead-end-3', 'dead-end-4', 'dead-end-5', 'dead-end-6', 'dead-end-7', 'dead-end-8']) {
      const states = randomPlay(seed, 48).filter((_, i) => i % 4 === 1);
      for (const state of states) {
        if (state.status !== 'playing' || matchablePairs(state.faces).length === 0) continue;
        const truth = solve(state.faces, 100_000).status;
        const hinted = game.apply({ ...state, plan: null }, 'hint', ctx);
        if (!hinted.ok) throw new Error(hinted.error);
        if (truth === 'solved') {
          safe++;
          const [a, b] = hinted.value.state.hint!;
          const after = apply(state, `match ${tileId(a)} ${tileId(b)}`);
          expect(after.outcome === 'won' || solve(after.faces, 100_000).status === 'solved').toBe(true);
          expect(hinted.value.message).not.toMatch(/without a guarantee|No pair keeps/);
        } else if (truth === 'unsolvable') {
          // A dead board is never hinted as safe: proven dead within the allowance, or said to be unsettled.
          expect(hinted.value.message).toMatch(/No pair keeps this board clearable|could not settle this board quickly/);
          if (/No pair keeps/.test(hinted.value.message)) dead++;
        }
      }
    }
    expect(safe).toBeGreaterThanOrEqual(20);
    expect(dead).toBeGreaterThanOrEqual(12);
  });

  it('says so when its allowance is not enough to settle the board, and still names a free pair', () => {
    // a uniformly random deal (not a generated one) that takes the solver some 90,000 nodes to prove dead
    const faces = Random.fromSeed('uniform-97').shuffle(fullSet());
    expect(solve(faces, DEFAULT_NODE_BUDGET).status).toBe('unknown');
    const state = { ...game.setup({}, 'unsettled'), faces, plan: null };
    const hinted = game.apply(state, 'hint', ctx);
    if (!hinted.ok) throw new Error(hinted.error);
    expect(hinted.value.message).toMatch(/could not settle this board quickly/);
    expect(matchablePairs(faces)).toContainEqual(hinted.value.state.hint);
  });
});

describe('shuffle', () => {
  it('leaves a board that can still be cleared, with the same faces', () => {
    for (const seed of ['shuffle-1', 'shuffle-2', 'shuffle-3']) {
      const states = randomPlay(seed, 30);
      const before = states[states.length - 1]!;
      if (before.status !== 'playing') continue;
      const after = apply(before, 'shuffle');
      expect(after.faces.map((f) => f !== null)).toEqual(before.faces.map((f) => f !== null));
      expect(after.faces.filter(Boolean).sort()).toEqual(before.faces.filter(Boolean).sort());
      expect(replayClears(after.faces, after.plan!)).toBe(true);
      expect(solve(after.faces, 200_000).status).toBe('solved');
    }
  });
});
