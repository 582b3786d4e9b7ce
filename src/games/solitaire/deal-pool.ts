/**
 * Winnable deals prepared ahead, one pool per draw mode: a worker thread
 * runs the solver (a rare shuffle takes it a good part of a second), so
 * `new` with deal "winnable" never waits for it unless a burst empties the
 * pool. Random deals need nothing prepared.
 */
import { randomBytes } from 'node:crypto';
import type { DealPoolLevel } from '../game.ts';
import { DealPool } from '../shared/deal-pool.ts';
import { preparedDealSeed, rememberDealSeed } from './deal-cache.ts';
import { winnableDealSeed } from './winnable-deal.ts';
import type { DrawMode, SolitaireOptions } from './state.ts';

/** Camp-chosen winnable seeds kept ready per draw mode. */
export const POOL_SIZE = 8;

type Request = { seed: string; draw: DrawMode };
type Reply = Request & { dealSeed: string };

/** The worker's job (deal-worker.ts): the pinned seed of the seed's winnable deal. */
export const findWinnableDeal = ({ seed, draw }: Request): Reply => ({ seed, draw, dealSeed: winnableDealSeed(seed, draw) });

const pools = new Map<DrawMode, DealPool<Request, Reply>>();

function poolFor(draw: DrawMode): DealPool<Request, Reply> {
  let pool = pools.get(draw);
  if (!pool) {
    pool = new DealPool<Request, Reply>({
      worker: new URL(import.meta.url.endsWith('.ts') ? './deal-worker.ts' : './deal-worker.js', import.meta.url),
      work: findWinnableDeal,
      size: POOL_SIZE,
      request: (seed) => ({ seed, draw }),
      isPrepared: (seed) => preparedDealSeed(seed, draw) !== undefined,
      remember: (reply) => rememberDealSeed(reply.seed, reply.draw, reply.dealSeed),
    });
    pools.set(draw, pool);
  }
  return pool;
}

/** How full each draw mode's pool is; a pool not started yet (no winnable deal asked for) is left out. */
export function dealPoolLevels(): DealPoolLevel[] {
  return [...pools].map(([draw, pool]) => pool.level(`draw${draw}`));
}

/** The seed a new game should use; for winnable deals, the pinned seed of a deal already found. */
export async function prepareDeal(options: SolitaireOptions, seed: string | null): Promise<string> {
  if (options.deal !== 'winnable' || options.deck !== null) return seed ?? randomBytes(8).toString('hex');
  const pool = poolFor(options.draw);
  const chosen = seed ?? (await pool.takeSeed());
  if (seed !== null) await pool.prepare(seed);
  // Solved here only when no worker thread could run.
  return preparedDealSeed(chosen, options.draw) ?? winnableDealSeed(chosen, options.draw);
}
