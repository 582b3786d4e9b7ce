/**
 * The set of positions already searched: open addressing over whole keys
 * (solver-position.ts's eight words), compared word by word, so a position is
 * found only if it is the same position. Kept in typed arrays, so millions of
 * positions cost no garbage collection.
 */
import * as positions from './solver-position.ts';

// A local copy: the TypeScript loader turns imported bindings into getters, a call each in the hot loop.
const KEY_WORDS = positions.KEY_WORDS;

export class PositionSet {
  private keys: Int32Array;
  private filled: Uint8Array;
  size = 0;

  /** `capacity`: a power of two; the set doubles it as it fills. */
  constructor(private capacity = 1 << 16) {
    this.keys = new Int32Array(capacity * KEY_WORDS);
    this.filled = new Uint8Array(capacity);
  }

  /** Adds the key; false if it was there already. */
  add(key: Int32Array): boolean {
    if (this.size * 2 >= this.capacity) this.grow();
    const mask = this.capacity - 1;
    for (let slot = hashOf(key) & mask; ; slot = (slot + 1) & mask) {
      if (this.filled[slot] === 0) {
        this.filled[slot] = 1;
        this.keys.set(key, slot * KEY_WORDS);
        this.size++;
        return true;
      }
      if (this.matches(slot, key)) return false;
    }
  }

  /** True when the key was added. */
  has(key: Int32Array): boolean {
    const mask = this.capacity - 1;
    for (let slot = hashOf(key) & mask; this.filled[slot] === 1; slot = (slot + 1) & mask) if (this.matches(slot, key)) return true;
    return false;
  }

  private matches(slot: number, key: Int32Array): boolean {
    const base = slot * KEY_WORDS;
    for (let word = 0; word < KEY_WORDS; word++) if (this.keys[base + word] !== key[word]) return false;
    return true;
  }

  private grow(): void {
    const { keys, filled, capacity } = this;
    this.capacity *= 2;
    this.keys = new Int32Array(this.capacity * KEY_WORDS);
    this.filled = new Uint8Array(this.capacity);
    this.size = 0;
    for (let slot = 0; slot < capacity; slot++) if (filled[slot] === 1) this.add(keys.subarray(slot * KEY_WORDS, (slot + 1) * KEY_WORDS));
  }
}

function hashOf(key: Int32Array): number {
  let hash = 0x811c9dc5;
  for (let word = 0; word < KEY_WORDS; word++) {
    hash = Math.imul(hash ^ key[word]!, 0x01000193);
    hash ^= hash >>> 15;
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  return (hash ^ (hash >>> 13)) >>> 0;
}
