/**
 * Cryptographic randomness for agent checks, drawn from a pool of random
 * bytes refilled 4 KiB at a time. Every reply carries a new puzzle (some 450
 * picks) and token id: node's randomInt keeps a pool too, but its argument
 * checks and conversions cost more than the draw, and randomBytes asks the
 * system for every few bytes (4.5 µs for a token id).
 */
import { randomFillSync } from 'node:crypto';

const pool = Buffer.alloc(4096);
let offset = pool.length;
const RANGE = 2 ** 32;

function take(bytes: number): number {
  if (offset + bytes > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const at = offset;
  offset += bytes;
  return at;
}

/** An integer in [0, n), uniform: draws at or above the largest multiple of n are thrown away. */
export function cryptoPick(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`cryptoPick needs an integer from 1 to 2^32; got ${n}`);
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const value = pool.readUInt32LE(take(4));
    if (value < limit) return value % n;
  }
}

/** `bytes` random bytes (at most 64) as base64url text. */
export function randomText(bytes: number): string {
  const at = take(bytes);
  return pool.toString('base64url', at, at + bytes);
}
