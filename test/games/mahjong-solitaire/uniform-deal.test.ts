import { describe, expect, it } from 'vitest';
import { arrangeSolvable, replayClears } from '../../../src/games/mahjong-solitaire/deal.ts';
import { ABOVE, POSITIONS } from '../../../src/games/mahjong-solitaire/layout.ts';
import { FACES, fullSet, TILES_PER_FACE, type Face } from '../../../src/games/mahjong-solitaire/tiles.ts';
import { solve } from '../../../src/games/mahjong-solitaire/solver.ts';
import { dealFromSolution, findUniformDeal, type UniformDeal } from '../../../src/games/mahjong-solitaire/uniform-deal.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { game } from './helpers.ts';

const TILES = TILES_PER_FACE * FACES.length;
/**
 * Two given places of a uniformly shuffled set hold matching faces with
 * probability sum over faces of c(c-1) / (n(n-1)): flowers are one face 'Fl'
 * and seasons one face 'Se' (any flower matches any flower), so all 36 faces
 * have 4 tiles: 36 x 12 / (144 x 143) = 2.098%.
 */
const UNIFORM_SAME_FACE = (FACES.length * TILES_PER_FACE * (TILES_PER_FACE - 1)) / (TILES * (TILES - 1));

/** Of all (tile, tile lying on it) pairs over the deals, how many share a face. */
function stackedSameFace(deals: readonly (readonly Face[])[]): { same: number; pairs: number } {
  let same = 0;
  let pairs = 0;
  for (const faces of deals) {
    ABOVE.forEach((above, below) => {
      for (const top of above) {
        pairs++;
        if (faces[top] === faces[below]) same++;
      }
    });
  }
  return { same, pairs };
}

/** How many standard errors the observed share lies from the uniform rate. */
function zScore({ same, pairs }: { same: number; pairs: number }): number {
  const sd = Math.sqrt((UNIFORM_SAME_FACE * (1 - UNIFORM_SAME_FACE)) / pairs);
  return (same / pairs - UNIFORM_SAME_FACE) / sd;
}

const DEALS = 64;
/**
 * A smaller proof budget than the camp's keeps this test to a few seconds:
 * it skips more of the hard shuffles, but draws and keeps the others the
 * same way. (The earlier generator's 1.31% would sit over 4 standard errors
 * below 2.10% at this sample size.)
 */
const TEST_BUDGET = 1_000;
let sample: UniformDeal[] | null = null;
const uniformSample = (): UniformDeal[] =>
  (sample ??= Array.from({ length: DEALS }, (_, d) => findUniformDeal(`uniformity-${d}`, TEST_BUDGET)));

describe('uniform deals', () => {
  it('put matching faces on top of each other as often as a uniform shuffle does', () => {
    expect(UNIFORM_SAME_FACE).toBeCloseTo(0.02098, 5);
    const counted = stackedSameFace(uniformSample().map((deal) => deal.faces));
    expect(counted.pairs).toBe(DEALS * ABOVE.reduce((sum, above) => sum + above.length, 0));
    expect(Math.abs(zScore(counted))).toBeLessThan(3);
  });

  it('the same check catches deals built by reverse play (the earlier generator)', () => {
    const positions = POSITIONS.map((_, index) => index);
    const deals = Array.from({ length: DEALS }, (_, d) => arrangeSolvable(positions, fullSet(), Random.fromSeed(`uniformity-${d}`))!.faces as Face[]);
    expect(zScore(stackedSameFace(deals))).toBeLessThan(-3);
  });

  it('deal from the seed alone, with a clearing order the state keeps', () => {
    for (const seed of ['deal-a', 'deal-b']) {
      const found = findUniformDeal(seed);
      const state = game.setup({}, seed);
      expect(state.faces).toEqual(found.faces);
      expect(state.plan).toEqual(found.order);
      expect(state.rng).toEqual(found.rng);
      expect(replayClears(state.faces, state.plan!)).toBe(true);
    }
  });

  it('are the first proven shuffle: a seed whose first shuffle is skipped deals its second', () => {
    const index = uniformSample().findIndex((deal) => deal.draws === 2);
    expect(index).toBeGreaterThanOrEqual(0);
    const random = Random.fromSeed(`uniformity-${index}`);
    const first = random.shuffle(fullSet());
    expect(solve(first, TEST_BUDGET).status).not.toBe('solved');
    expect(uniformSample()[index]!.faces).toEqual(random.shuffle(fullSet()));
  });

  it('rebuild from a stored solution only when its order clears the shuffle it names', () => {
    const found = findUniformDeal('rebuild');
    expect(dealFromSolution('rebuild', { draws: found.draws, order: found.order })).toEqual(found);
    expect(dealFromSolution('rebuild', { draws: found.draws + 1, order: found.order })).toBeNull();
    expect(dealFromSolution('other seed', { draws: found.draws, order: found.order })).toBeNull();
    expect(dealFromSolution('rebuild', { draws: 0, order: found.order })).toBeNull();
  });
});
