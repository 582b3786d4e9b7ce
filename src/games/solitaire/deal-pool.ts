/**
 * Winnable deals prepared ahead, one pool per draw mode: a worker thread
 * runs the solver (a rare shuffle takes it a good part of a second), so
 * `new` with deal "winnable" never waits for it unless a burst empties the
 * pool. Random deals need nothing prepared.
 */
import { randomBytes } from 'node:crypto';
import { DealPool } from '../shared/deal-pool.ts';
import { preparedShuffles, rememberShuffles } from './deal-cache.ts';
import type { DrawMode, SolitaireOptions } from './state.ts';

/** Camp-chosen winnable seeds kept ready per draw mode. */
export const POOL_SIZE = 8;

type Reply = { seed: string; draw: DrawMode; shuffles?: number; error?: string };

const pools = new Map<DrawMode, DealPool<Reply>>();

function poolFor(draw: DrawMode): DealPool<Reply> {
  let pool = pools.get(draw);
  if (!pool) {
    pool = new DealPool<Reply>({
      worker: new URL(import.meta.url.endsWith('.ts') ? './deal-worker.ts' : './deal-worker.js', import.meta.url),
      size: POOL_SIZE,
      request: (seed) => ({ seed, draw }),
      isPrepared: (seed) => preparedShuffles(seed, draw) !== undefined,
      remember: (reply) => {
        if (reply.shuffles !== undefined) rememberShuffles(reply.seed, reply.draw, reply.shuffles);
      },
    });
    pools.set(draw, pool);
  }
  return pool;
}

/** The seed a new game should use; for winnable deals, one whose deal is already found. */
export async function prepareDeal(options: SolitaireOptions, seed: string | null): Promise<string> {
  if (options.deal !== 'winnable' || options.deck !== null) return seed ?? randomBytes(8).toString('hex');
  const pool = poolFor(options.draw);
  if (seed === null) return pool.takeSeed();
  await pool.prepare(seed);
  return seed;
}
