/**
 * Cryptographic randomness for puzzles. cryptoPick draws from a pool of
 * random bytes refilled 4 KiB at a time (a puzzle takes some 450 picks, and
 * node's randomInt spends more on checking its arguments than on the draw);
 * seededPick draws the same picks again for the same seed, from AES-128 in
 * counter mode, so that every process makes the same page of puzzles.
 */
import { createCipheriv, randomFillSync } from 'node:crypto';

const RANGE = 2 ** 32;
const BLOCK = 2048;
const ZEROS = Buffer.alloc(BLOCK);

/** An integer in [0, n), uniform, from `next` (32-bit draws): draws at or above the largest multiple of n are thrown away. */
function uniform(n: number, next: () => number): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`a pick needs an integer from 1 to 2^32; got ${n}`);
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const value = next();
    if (value < limit) return value % n;
  }
}

const pool = Buffer.alloc(4096);
let offset = pool.length;

function nextFromPool(): number {
  if (offset + 4 > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const value = pool.readUInt32LE(offset);
  offset += 4;
  return value;
}

/** An integer in [0, n), uniform and unpredictable. */
export function cryptoPick(n: number): number {
  return uniform(n, nextFromPool);
}

/** Picks in [0, n) that the same 32-byte seed (an AES key and counter) gives again, and no one without it can foresee. */
export function seededPick(seed: Buffer): (n: number) => number {
  if (seed.length < 32) throw new RangeError('a seed needs 32 bytes');
  const stream = createCipheriv('aes-128-ctr', seed.subarray(0, 16), seed.subarray(16, 32));
  let block = Buffer.alloc(0);
  let at = 0;
  const next = () => {
    if (at + 4 > block.length) {
      block = stream.update(ZEROS);
      at = 0;
    }
    const value = block.readUInt32LE(at);
    at += 4;
    return value;
  };
  return (n) => uniform(n, next);
}
