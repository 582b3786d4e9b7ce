/**
 * The game state (plain JSON) and the deal.
 *
 * Hidden from the player while the game is playing: `deal`, `plan`, `rng`
 * and the faces of covered tiles in `faces`. Only render.ts and view.ts
 * decide what a viewer sees.
 */
import type { RandomState } from '../shared/random.ts';
import type { Pair } from './deal.ts';
import { preparedSolution } from './deal-cache.ts';
import type { Face } from './tiles.ts';
import { dealFromSolution, findUniformDeal } from './uniform-deal.ts';

export type Outcome = 'won' | 'lost' | 'resigned';

export interface MahjongState {
  /** Face per tile index (t1 is index 0); null once the tile is removed. */
  faces: (Face | null)[];
  /** The faces as dealt, kept for the record (shown once the game is over). */
  deal: Face[];
  /**
   * A clearing order for the current board when one is known: the deal's
   * own order at first; a match keeps it when it can (see plan.ts), else it
   * is dropped until the next hint or shuffle finds a new one.
   */
  plan: Pair[] | null;
  rng: RandomState;
  /** Running total of points and penalties; the shown score is this, never below 0. */
  points: number;
  pairsRemoved: number;
  hintsUsed: number;
  shufflesUsed: number;
  /** The last hint, repeated for free until the board changes. */
  hint: Pair | null;
  /** The first tile of a pair picked on the clickable board. */
  selected: number | null;
  status: 'playing' | 'over';
  outcome: Outcome | null;
}

/**
 * The deal: the first uniformly shuffled deal from the seed's generator that
 * the solver proves clearable (uniform-deal.ts), taken from the cache when
 * the deal pool prepared this seed, solved here otherwise.
 */
export function setup(_options: unknown, seed: string): MahjongState {
  const solution = preparedSolution(seed);
  const dealt = (solution && dealFromSolution(seed, solution)) ?? findUniformDeal(seed);
  return {
    faces: dealt.faces.slice(),
    deal: dealt.faces,
    plan: dealt.order,
    rng: dealt.rng,
    points: 0,
    pairsRemoved: 0,
    hintsUsed: 0,
    shufflesUsed: 0,
    hint: null,
    selected: null,
    status: 'playing',
    outcome: null,
  };
}
