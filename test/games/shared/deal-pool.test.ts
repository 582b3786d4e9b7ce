/**
 * The shared deal pool when its worker thread cannot start: `new` must not
 * wait for it. The seed asked for is prepared in this thread, and the pool
 * then hands out camp-chosen seeds at once, unprepared, for `setup` to deal.
 */
import { describe, expect, it } from 'vitest';
import { DealPool } from '../../../src/games/shared/deal-pool.ts';

describe('DealPool without a worker', () => {
  it('prepares the seed in hand here, then hands out fresh seeds without waiting', async () => {
    const prepared = new Set<string>();
    const pool = new DealPool<string, string>({
      worker: new URL('./no-such-worker.ts', import.meta.url),
      work: (seed) => `${seed} prepared`,
      size: 4,
      request: (seed) => seed,
      isPrepared: (seed) => prepared.has(seed),
      remember: (reply) => prepared.add(reply.replace(/ prepared$/, '')),
    });
    await pool.prepare('player seed');
    expect(prepared.has('player seed')).toBe(true);
    const seeds = await Promise.all([pool.takeSeed(), pool.takeSeed(), pool.takeSeed()]);
    expect(new Set(seeds).size).toBe(3);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{16}$/);
    // Later seeds are not prepared ahead any more: nothing runs on this thread for them.
    await pool.prepare('another seed');
    expect(prepared.has('another seed')).toBe(false);
  });
});
