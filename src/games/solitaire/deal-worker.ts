/** The worker thread that finds winnable deals for deal-pool.ts, off the camp's event loop. */
import { parentPort } from 'node:worker_threads';
import type { DrawMode } from './state.ts';
import { findWinnableDeck } from './winnable-deal.ts';

parentPort!.on('message', ({ seed, draw }: { seed: string; draw: DrawMode }) => {
  try {
    const { shuffles } = findWinnableDeck(seed, draw);
    parentPort!.postMessage({ seed, draw, shuffles });
  } catch (error) {
    parentPort!.postMessage({ seed, draw, error: String(error) });
  }
});
