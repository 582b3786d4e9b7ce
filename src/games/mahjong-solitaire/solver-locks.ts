/**
 * Sound dead-end tests: each one only ever says "dead" for a board that
 * truly cannot be cleared.
 *
 * - A face with an odd number of tiles left can never be paired off.
 * - Known pairs must leave together: the last two tiles of a face, and both
 *   pairs of a face whose pairing the search has committed to. If one tile
 *   of a known pair lies (directly or through others) on the other, they
 *   are never both free. A face with four left whose every pairing has
 *   such a pair is stuck.
 * - Blocking cycles: for each known pair, the tiles that surely leave
 *   before it are everything stacked on either tile and, when the two share
 *   a row joined by present tiles, the rest of the row beyond each (neither
 *   can open towards the other, and no tile between them can leave first).
 *   If known pairs wait on each other in a cycle, none of them can go first.
 */
import { TILE_COUNT } from './layout.ts';
import { FACE_COUNT, PAIRING_COUNT, PAIRING_SLOTS, type SolverBoard } from './solver-board.ts';
import { LAYER, LEFT_LISTS, RIGHT_LISTS, STACKED_MASKS, WORDS, stacked, type TileLists } from './solver-tables.ts';

/** Known pairs: the last two of a face, and both pairs of a committed face. */
const MAX_PAIRS = TILE_COUNT / 2;
const PAIR_WORDS = Math.ceil(MAX_PAIRS / 32);

export class LockTest {
  /** Which known pair a tile belongs to; valid only for tiles in pairBits. */
  private readonly pairOf = new Int16Array(TILE_COUNT);
  private readonly pairA = new Int16Array(MAX_PAIRS);
  private readonly pairB = new Int16Array(MAX_PAIRS);
  private pairs = 0;
  /** Bit h of waits[g * PAIR_WORDS ..] is set when known pair g has to wait for known pair h. */
  private readonly waits = new Uint32Array(MAX_PAIRS * PAIR_WORDS);
  /** The tiles of the known pairs, as bits. */
  private readonly pairBits = new Uint32Array(WORDS);
  private readonly colour = new Uint8Array(MAX_PAIRS);
  private readonly mask = new Uint32Array(WORDS);
  private readonly rowStack = new Int16Array(TILE_COUNT);
  private readonly rowSeen = new Int32Array(TILE_COUNT);
  private rowStamp = 0;

  constructor(private readonly board: SolverBoard) {}

  locked(): boolean {
    const board = this.board;
    this.pairs = 0;
    this.pairBits.fill(0);
    for (let f = 0; f < FACE_COUNT; f++) {
      const left = board.remaining[f]!;
      if (left === 0) continue;
      if ((left & 1) === 1) return true;
      if (left === 2) {
        board.presentOf(f);
        if (!this.addPair(board.quad[0]!, board.quad[1]!)) return true;
      } else if (left === 4) {
        board.presentOf(f);
        const p = board.pairing[f]!;
        if (p < 0) {
          if (openPairings(board.quad) === 0) return true;
          continue;
        }
        const i = PAIRING_SLOTS[4 * p]!, j = PAIRING_SLOTS[4 * p + 1]!, k = PAIRING_SLOTS[4 * p + 2]!, l = PAIRING_SLOTS[4 * p + 3]!;
        if (!this.addPair(board.quad[i]!, board.quad[j]!) || !this.addPair(board.quad[k]!, board.quad[l]!)) return true;
      }
    }
    const pairs = this.pairs;
    if (pairs < 2) return false;
    for (let g = 0; g < pairs; g++) {
      this.waits.fill(0, g * PAIR_WORDS, g * PAIR_WORDS + PAIR_WORDS);
      this.mustLeaveBefore(this.pairA[g]!, this.pairB[g]!);
      for (let word = 0; word < WORDS; word++) {
        let bits = this.mask[word]! & this.pairBits[word]!;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const h = this.pairOf[(word << 5) + 31 - Math.clz32(low)]!;
          this.waits[g * PAIR_WORDS + (h >>> 5)]! |= 1 << (h & 31);
        }
      }
    }
    return this.hasCycle(pairs);
  }

  /** Records a known pair; false when one of its tiles lies on the other, so it can never be taken. */
  private addPair(a: number, b: number): boolean {
    if (stacked(a, b)) return false;
    const g = this.pairs++;
    this.pairA[g] = a;
    this.pairB[g] = b;
    this.pairOf[a] = this.pairOf[b] = g;
    this.pairBits[a >>> 5]! |= 1 << (a & 31);
    this.pairBits[b >>> 5]! |= 1 << (b & 31);
    return true;
  }

  /** Fills mask with the present tiles that must leave before the pair (a, b) can. */
  private mustLeaveBefore(a: number, b: number): void {
    const mask = this.mask;
    for (let w = 0; w < WORDS; w++) mask[w] = STACKED_MASKS[a * WORDS + w]! | STACKED_MASKS[b * WORDS + w]!;
    if (LAYER[a] !== LAYER[b]) return this.keepPresent();
    if (this.rowReaches(a, b, RIGHT_LISTS)) {
      this.addRow(a, LEFT_LISTS);
      this.addRow(b, RIGHT_LISTS);
    } else if (this.rowReaches(a, b, LEFT_LISTS)) {
      this.addRow(a, RIGHT_LISTS);
      this.addRow(b, LEFT_LISTS);
    }
    this.keepPresent();
  }

  /** Only present tiles can still be in the way. */
  private keepPresent(): void {
    for (let w = 0; w < WORDS; w++) this.mask[w]! &= this.board.presentBits[w]!;
  }

  /**
   * Walks from `from` along `links` through present tiles. With `target`,
   * says whether it is reached; addRow passes -1 and marks every tile met.
   */
  private walkRow(from: number, target: number, links: TileLists): boolean {
    const present = this.board.present;
    this.rowStamp++;
    let top = 0;
    this.rowStack[top++] = from;
    while (top > 0) {
      const t = this.rowStack[--top]!;
      for (let i = links.start[t]!; i < links.start[t + 1]!; i++) {
        const n = links.items[i]!;
        if (!present[n] || this.rowSeen[n] === this.rowStamp) continue;
        if (n === target) return true;
        this.rowSeen[n] = this.rowStamp;
        this.rowStack[top++] = n;
        if (target < 0) this.addTile(n);
      }
    }
    return false;
  }

  private rowReaches(from: number, target: number, links: TileLists): boolean {
    return this.walkRow(from, target, links);
  }

  private addRow(from: number, links: TileLists): void {
    this.walkRow(from, -1, links);
  }

  /** The tile and everything stacked on it. */
  private addTile(t: number): void {
    this.mask[t >>> 5]! |= 1 << (t & 31);
    for (let w = 0; w < WORDS; w++) this.mask[w]! |= STACKED_MASKS[t * WORDS + w]!;
  }

  private hasCycle(pairs: number): boolean {
    this.colour.fill(0, 0, pairs); // 0 unseen, 1 on the current path, 2 done
    for (let g = 0; g < pairs; g++) if (this.visit(g)) return true;
    return false;
  }

  private visit(g: number): boolean {
    if (this.colour[g] === 1) return true;
    if (this.colour[g] === 2) return false;
    this.colour[g] = 1;
    for (let word = 0; word < PAIR_WORDS; word++) {
      let bits = this.waits[g * PAIR_WORDS + word]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        if (this.visit((word << 5) + 31 - Math.clz32(low))) return true;
      }
    }
    this.colour[g] = 2;
    return false;
  }
}

/** Bit p set when pairing p of the four tiles in quad has no pair with one tile lying on the other. */
export function openPairings(quad: Int16Array): number {
  let open = 0;
  for (let p = 0; p < PAIRING_COUNT; p++) {
    const i = PAIRING_SLOTS[4 * p]!, j = PAIRING_SLOTS[4 * p + 1]!, k = PAIRING_SLOTS[4 * p + 2]!, l = PAIRING_SLOTS[4 * p + 3]!;
    if (!stacked(quad[i]!, quad[j]!) && !stacked(quad[k]!, quad[l]!)) open |= 1 << p;
  }
  return open;
}
