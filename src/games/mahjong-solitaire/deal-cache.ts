/**
 * Solutions of deals prepared ahead (see deal-pool.ts), so that `setup` on a
 * prepared seed redraws its shuffles instead of solving them again. Only
 * findUniformDeal's own results go in, so a hit gives exactly the deal a
 * miss would compute: the cache changes how fast a seed is dealt, never what.
 */
import type { DealSolution } from './uniform-deal.ts';

/** Enough for the pool and the seeds of games just started; the oldest is dropped first. */
const CAPACITY = 256;
const solutions = new Map<string, DealSolution>();

export function rememberSolution(seed: string, solution: DealSolution): void {
  solutions.delete(seed);
  solutions.set(seed, solution);
  if (solutions.size > CAPACITY) solutions.delete(solutions.keys().next().value!);
}

export function preparedSolution(seed: string): DealSolution | undefined {
  return solutions.get(seed);
}

/** For tests: start from an empty cache. */
export function forgetSolutions(): void {
  solutions.clear();
}
