import { describe, expect, it } from 'vitest';
import { forgetSolutions, preparedSolution } from '../../../src/games/mahjong-solitaire/deal-cache.ts';
import { prepareDeal } from '../../../src/games/mahjong-solitaire/deal-pool.ts';
import { game } from './helpers.ts';

/** The deal `setup` computes by solving, with the cache out of the way. */
function solvedAfresh(seed: string) {
  const saved = preparedSolution(seed);
  forgetSolutions();
  const state = game.setup({}, seed);
  expect(saved).toBeDefined();
  return state;
}

describe('the deal pool (a real worker thread)', () => {
  it('hands out distinct camp-chosen seeds whose deals are already solved, even in a burst', async () => {
    const seeds = await Promise.all(Array.from({ length: 6 }, () => game.prepareDeal!({}, null)));
    expect(new Set(seeds).size).toBe(6);
    for (const seed of seeds) {
      expect(seed).toMatch(/^[0-9a-f]{16}$/);
      expect(preparedSolution(seed)).toBeDefined();
    }
    const fromCache = game.setup({}, seeds[0]!);
    expect(solvedAfresh(seeds[0]!)).toEqual(fromCache);
  });

  it("solves a player's seed before setup and keeps that seed's deal", async () => {
    expect(await prepareDeal('player seed')).toBe('player seed');
    const fromCache = game.setup({}, 'player seed');
    expect(solvedAfresh('player seed')).toEqual(fromCache);
    expect(fromCache.faces.every((face) => face !== null)).toBe(true);
  });
});
