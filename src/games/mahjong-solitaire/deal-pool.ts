/**
 * Deals prepared ahead, so `new` never solves on the request path. Solving a
 * shuffle takes a few milliseconds at the median but seconds on rare ones,
 * so a worker thread (deal-worker.ts, through the shared DealPool) keeps
 * camp-chosen seeds solved and ready, and solves a player-chosen seed before
 * `setup` needs it. Either way the solution goes into deal-cache.ts, where
 * `setup` finds it.
 */
import type { DealPoolLevel } from '../game.ts';
import { DealPool } from '../shared/deal-pool.ts';
import { preparedSolution, rememberSolution } from './deal-cache.ts';
import { findUniformDeal, type DealSolution } from './uniform-deal.ts';

/**
 * Camp-chosen seeds kept solved and ready: enough for a burst of new games
 * (a rare shuffle takes the worker seconds, so a small pool runs dry).
 */
export const POOL_SIZE = 16;

type Reply = { seed: string; solution: DealSolution };

/** The worker's job (deal-worker.ts): the seed's deal, solved. */
export function solveDeal(seed: string): Reply {
  const { draws, order } = findUniformDeal(seed);
  return { seed, solution: { draws, order } };
}

let pool: DealPool<string, Reply> | null = null;

/** How full the pool is; none before its first use. */
export function dealPoolLevels(): DealPoolLevel[] {
  return pool ? [pool.level('clearable')] : [];
}

/**
 * The seed a new game should use: the player's own once its deal is solved,
 * or a camp-chosen one from the pool. The pool starts on first use.
 */
export async function prepareDeal(seed: string | null): Promise<string> {
  pool ??= new DealPool<string, Reply>({
    worker: new URL(import.meta.url.endsWith('.ts') ? './deal-worker.ts' : './deal-worker.js', import.meta.url),
    work: solveDeal,
    size: POOL_SIZE,
    request: (requested) => requested,
    isPrepared: (prepared) => preparedSolution(prepared) !== undefined,
    remember: (reply) => rememberSolution(reply.seed, reply.solution),
  });
  if (seed === null) return pool.takeSeed();
  await pool.prepare(seed);
  return seed;
}
