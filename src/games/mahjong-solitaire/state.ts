/**
 * The game state (plain JSON) and the deal.
 *
 * Hidden from the player while the game is playing: `deal`, `plan`, `rng`
 * and the faces of covered tiles in `faces`. Only render.ts and view.ts
 * decide what a viewer sees.
 */
import { Random, type RandomState } from '../shared/random.ts';
import { arrangeSolvable, type Pair } from './deal.ts';
import { POSITIONS } from './layout.ts';
import { fullSet, type Face } from './tiles.ts';

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

/** A deal is always found in practice; this many fresh tries (each of many attempts) is far beyond need. */
const DEAL_TRIES = 20;

export function setup(_options: unknown, seed: string): MahjongState {
  const random = Random.fromSeed(seed);
  const positions = POSITIONS.map((_, index) => index);
  for (let attempt = 0; attempt < DEAL_TRIES; attempt++) {
    const arranged = arrangeSolvable(positions, fullSet(), random);
    if (!arranged) continue;
    const deal = arranged.faces as Face[];
    return {
      faces: deal.slice(),
      deal,
      plan: arranged.order,
      rng: random.save(),
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
  throw new Error(`no solvable turtle deal for seed ${JSON.stringify(seed)}`);
}
