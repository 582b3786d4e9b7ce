/**
 * Uniform clearable deals. The deal for a seed is the first uniformly
 * shuffled full set, drawn one after another from the seed's generator, that
 * the solver proves clearable; its clearing order comes with it. Rejecting
 * the others keeps every provably clearable deal exactly as likely as any
 * other, unlike building deals by reverse play, which leaves a tile and the
 * tile lying on it sharing a face too rarely (so covered faces were partly
 * predictable from what lies above them).
 *
 * A shuffle the solver cannot settle within the budget is skipped like an
 * unclearable one (about 2% of shuffles, beside 1.5% proven unclearable;
 * see bench/mahjong-deals.ts). The budget counts nodes, not time, so the
 * deal for a seed never depends on the machine.
 */
import { Random, type RandomState } from '../shared/random.ts';
import { replayClears, type Pair } from './deal.ts';
import { solve } from './solver.ts';
import { fullSet, type Face } from './tiles.ts';

/**
 * Nodes the solver may spend on one shuffle: a few seconds at worst. Ten
 * times more would settle most of the skipped 2% but cost half a minute on
 * the rare ones, for players who choose their seed and for replays.
 */
export const DEAL_PROOF_BUDGET = 20_000;
/** About 3.5% of shuffles are skipped, so 64 in a row never happens in practice (p < 1e-90). */
export const MAX_DRAWS = 64;

/** What it takes to rebuild a seed's deal without solving: how many shuffles were drawn, and the clearing order. */
export interface DealSolution {
  draws: number;
  order: Pair[];
}

export interface UniformDeal {
  faces: Face[];
  order: Pair[];
  /** The generator after the deal's shuffles, for the game's later shuffles. */
  rng: RandomState;
  draws: number;
}

/** Solves shuffles from the seed's generator until one is proven clearable. */
export function findUniformDeal(seed: string, budget = DEAL_PROOF_BUDGET): UniformDeal {
  const random = Random.fromSeed(seed);
  for (let draws = 1; draws <= MAX_DRAWS; draws++) {
    const faces = random.shuffle(fullSet());
    const result = solve(faces, budget);
    if (result.status === 'solved' && replayClears(faces, result.order)) {
      return { faces, order: result.order, rng: random.save(), draws };
    }
  }
  throw new Error(`no provably clearable turtle deal in ${MAX_DRAWS} shuffles for seed ${JSON.stringify(seed)}`);
}

/**
 * Rebuilds a seed's deal from a solution findUniformDeal gave for it
 * earlier (no solving: the shuffles are redrawn). Null when the order does
 * not clear the shuffle it names.
 */
export function dealFromSolution(seed: string, solution: DealSolution): UniformDeal | null {
  if (!Number.isInteger(solution.draws) || solution.draws < 1 || solution.draws > MAX_DRAWS) return null;
  const random = Random.fromSeed(seed);
  let faces: Face[] = [];
  for (let draw = 0; draw < solution.draws; draw++) faces = random.shuffle(fullSet());
  if (!replayClears(faces, solution.order)) return null;
  return { faces, order: solution.order, rng: random.save(), draws: solution.draws };
}
