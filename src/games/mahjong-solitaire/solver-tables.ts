/**
 * The turtle's geometry in the shapes the solver's inner loop wants: flat
 * typed arrays (no allocation, no Set lookups), stacking closures as
 * 5-word bitmasks (144 tiles = 5 x 32 bits), and Zobrist keys so a set of
 * tiles hashes incrementally as pairs come and go.
 */
import { Random } from '../shared/random.ts';
import { ABOVE, BELOW, LEFT, LEFTWARD, POSITIONS, RIGHT, RIGHTWARD, STACKED_ABOVE, TILE_COUNT } from './layout.ts';

export const WORDS = Math.ceil(TILE_COUNT / 32);

/** Per-tile lists flattened: tile t's entries are items[start[t]] .. items[start[t + 1] - 1]. */
export interface TileLists {
  start: Int32Array;
  items: Int16Array;
}

function flatten(lists: readonly (readonly number[])[]): TileLists {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, t) => (start[t + 1] = start[t]! + list.length));
  const items = new Int16Array(start[lists.length]!);
  lists.forEach((list, t) => items.set(list, start[t]!));
  return { start, items };
}

/** How many of the tiles in lists[t] are present. */
export function countPresent(present: Uint8Array, lists: TileLists, t: number): number {
  let n = 0;
  for (let i = lists.start[t]!, end = lists.start[t + 1]!; i < end; i++) n += present[lists.items[i]!]!;
  return n;
}

export const ABOVE_LISTS = flatten(ABOVE);
export const LEFT_LISTS = flatten(LEFT);
export const RIGHT_LISTS = flatten(RIGHT);
export const LEFTWARD_LISTS = flatten(LEFTWARD);
export const RIGHTWARD_LISTS = flatten(RIGHTWARD);
export const BELOW_LISTS = flatten(BELOW);

/** Tiles that this one rests on, directly or through others (the reverse of STACKED_ABOVE). */
export const HELD_UP_LISTS = flatten(STACKED_ABOVE.map((_, t) => STACKED_ABOVE.flatMap((set, u) => (set.has(t) ? [u] : []))));

/** The tiles whose freedom can change when this one leaves: those under it and its side neighbours. */
export const TOUCHED_LISTS = flatten(BELOW.map((below, t) => [...below, ...LEFT[t]!, ...RIGHT[t]!]));

/**
 * STACKED_ABOVE as bitmasks, tile t at words [t * WORDS, t * WORDS + WORDS).
 * Intersected with the tiles present this is exactly what must leave before
 * t can be uncovered: a tile resting on a removed tile was removed before it.
 */
const STACKED_MASKS = new Uint32Array(TILE_COUNT * WORDS);
STACKED_ABOVE.forEach((set, t) => {
  for (const u of set) STACKED_MASKS[t * WORDS + (u >>> 5)]! |= 1 << (u & 31);
});

/** Whether one of the two tiles lies (directly or through others) on the other: they can never both be free. */
export function stacked(a: number, b: number): boolean {
  return ((STACKED_MASKS[a * WORDS + (b >>> 5)]! >>> (b & 31)) & 1) === 1 || ((STACKED_MASKS[b * WORDS + (a >>> 5)]! >>> (a & 31)) & 1) === 1;
}

export const LAYER = Int8Array.from(POSITIONS, (p) => p.z);

/**
 * Fixed keys from a seeded sfc32, so positions hash alike on every run. Not
 * xorshift: its outputs are linear over GF(2), so XORs of a few dozen keys
 * cancel out and many different tile sets would share a hash.
 */
function zobrist(seed: string): Int32Array {
  const random = Random.fromSeed(seed);
  return Int32Array.from({ length: TILE_COUNT }, () => random.nextUint32() | 0);
}

/** Three independent keys per tile: 53 bits index the memo, 32 more confirm an entry. */
export const ZOBRIST_LOW = zobrist('mahjong-solver-low');
export const ZOBRIST_HIGH = zobrist('mahjong-solver-high');
export const ZOBRIST_CHECK = zobrist('mahjong-solver-check');
