/** The worker thread that finds winnable deals for deal-pool.ts, off the camp's event loop. */
import { parentPort } from 'node:worker_threads';
import type { DrawMode } from './state.ts';
import { winnableDealSeed } from './winnable-deal.ts';

parentPort!.on('message', ({ seed, draw }: { seed: string; draw: DrawMode }) => {
  try {
    parentPort!.postMessage({ seed, draw, dealSeed: winnableDealSeed(seed, draw) });
  } catch (error) {
    parentPort!.postMessage({ seed, draw, error: String(error) });
  }
});
