/**
 * Which shuffle of a seed is its winnable deal, for seeds prepared ahead
 * (see deal-pool.ts), so `setup` redraws it instead of solving again. Only
 * findWinnableDeck's own results go in, so a hit gives exactly the deal a
 * miss would compute: the cache changes how fast a seed is dealt, never what.
 */
import type { DrawMode } from './state.ts';

/** Enough for both pools and the seeds of games just started; the oldest is dropped first. */
const CAPACITY = 256;
const shufflesBySeed = new Map<string, number>();

const keyOf = (seed: string, draw: DrawMode): string => `${draw}:${seed}`;

export function rememberShuffles(seed: string, draw: DrawMode, shuffles: number): void {
  const key = keyOf(seed, draw);
  shufflesBySeed.delete(key);
  shufflesBySeed.set(key, shuffles);
  if (shufflesBySeed.size > CAPACITY) shufflesBySeed.delete(shufflesBySeed.keys().next().value!);
}

export function preparedShuffles(seed: string, draw: DrawMode): number | undefined {
  return shufflesBySeed.get(keyOf(seed, draw));
}

/** For tests: start from an empty cache. */
export function forgetShuffles(): void {
  shufflesBySeed.clear();
}
