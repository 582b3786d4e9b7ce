/**
 * A small seeded generator (sfc32) whose whole state is four 32-bit numbers,
 * so it can live inside a JSON game state and be carried from move to move.
 */

export type RandomState = [number, number, number, number];

/** Hashes a seed string into a generator state (cyrb128). */
export function seedRandom(seed: string): RandomState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const random = new Random([h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]);
  for (let i = 0; i < 12; i++) random.nextUint32(); // let the hash settle
  return random.save();
}

/**
 * A mutable generator made from a saved state. Engines restore it from the
 * game state, draw what they need, and save it back into the new state.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RandomState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromSeed(seed: string): Random {
    return new Random(seedRandom(seed));
  }

  save(): RandomState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`int(${n})`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.nextUint32() / 2 ** 32;
  }

  /** Fisher-Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }
}
