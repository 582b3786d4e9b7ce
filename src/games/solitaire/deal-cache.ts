/**
 * The pinned seed of each seed's winnable deal (see winnable-deal.ts), for
 * seeds prepared ahead by deal-pool.ts, so `new` finds it without solving.
 * Only winnableDealSeed's own results go in, so a hit gives exactly what a
 * miss would compute: the cache changes how fast a seed is dealt, never what.
 */
import type { DrawMode } from './state.ts';

/** Enough for both pools and the seeds of games just started; the oldest is dropped first. */
const CAPACITY = 256;
const dealSeeds = new Map<string, string>();

const keyOf = (seed: string, draw: DrawMode): string => `${draw}:${seed}`;

export function rememberDealSeed(seed: string, draw: DrawMode, dealSeed: string): void {
  const key = keyOf(seed, draw);
  dealSeeds.delete(key);
  dealSeeds.set(key, dealSeed);
  if (dealSeeds.size > CAPACITY) dealSeeds.delete(dealSeeds.keys().next().value!);
}

export function preparedDealSeed(seed: string, draw: DrawMode): string | undefined {
  return dealSeeds.get(keyOf(seed, draw));
}

/** For tests: start from an empty cache. */
export function forgetDealSeeds(): void {
  dealSeeds.clear();
}
