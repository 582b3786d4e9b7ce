/** The worker thread that solves deals for deal-pool.ts, off the camp's event loop. */
import { parentPort } from 'node:worker_threads';
import { findUniformDeal } from './uniform-deal.ts';

parentPort!.on('message', (seed: string) => {
  try {
    const { draws, order } = findUniformDeal(seed);
    parentPort!.postMessage({ seed, solution: { draws, order } });
  } catch (error) {
    parentPort!.postMessage({ seed, error: String(error) });
  }
});
