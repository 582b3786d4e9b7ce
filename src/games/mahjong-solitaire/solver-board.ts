/**
 * The solver's mutable board: which tiles are present and free, counts per
 * face, and a Zobrist hash of the present set. Removing a pair touches only
 * the tiles under it and beside it, so freedom is kept up to date
 * incrementally; putting the pair back recomputes the same few tiles.
 */
import { TILE_COUNT } from './layout.ts';
import { FACES, faceIndex, type Face } from './tiles.ts';
import { BELOW_LISTS, LEFT_LISTS, RIGHT_LISTS, TOUCHED_LISTS, ZOBRIST_CHECK, ZOBRIST_HIGH, ZOBRIST_LOW, type TileLists } from './solver-tables.ts';

export const FACE_COUNT = FACES.length;

/** How many ways four tiles can pair up. */
export const PAIRING_COUNT = 3;

/**
 * The three ways to pair four tiles q0..q3, as positions in quad: pairing p
 * pairs slots 4p and 4p+1, and 4p+2 and 4p+3. Flat, so reading it needs no
 * destructuring (slow until the code is optimised).
 */
export const PAIRING_SLOTS = Int8Array.of(0, 1, 2, 3, 0, 2, 1, 3, 0, 3, 1, 2);

export class SolverBoard {
  readonly present = new Uint8Array(TILE_COUNT);
  readonly free = new Uint8Array(TILE_COUNT);
  /**
   * Per tile (present or not), how many present tiles lie on it, touch its
   * left side, touch its right side: free is "no cover and an open side",
   * and the relaxed play-out (solver-relaxed.ts) starts from these counts.
   */
  readonly covers = new Uint8Array(TILE_COUNT);
  readonly lefts = new Uint8Array(TILE_COUNT);
  readonly rights = new Uint8Array(TILE_COUNT);
  readonly face = new Int8Array(TILE_COUNT).fill(-1);
  /** Tiles of each face still on the board, and how many of those are free. */
  readonly remaining = new Int32Array(FACE_COUNT);
  readonly freeCount = new Int32Array(FACE_COUNT);
  /** Every tile the board started with, grouped by face (a flat list, faceStart[f] .. faceStart[f + 1]). */
  readonly faceStart = new Int32Array(FACE_COUNT + 1);
  readonly faceTiles: Int16Array;
  /**
   * A face with four tiles left may be committed to one of its three
   * pairings (see PAIRING_SLOTS), -1 while open. Part of the position's hash.
   */
  readonly pairing = new Int8Array(FACE_COUNT).fill(-1);
  /** Scratch: the present tiles of a face, in faceTiles order (presentOf fills it). */
  readonly quad = new Int16Array(TILE_COUNT);
  tilesLeft = 0;
  hashLow = 0;
  hashHigh = 0;
  hashCheck = 0;

  constructor(faces: readonly (Face | null)[]) {
    const byFace: number[][] = FACES.map(() => []);
    faces.forEach((f, t) => {
      if (f === null || f === undefined) return;
      const index = faceIndex(f);
      if (index < 0) throw new Error(`unknown face ${f}`);
      byFace[index]!.push(t);
      this.present[t] = 1;
      this.face[t] = index;
      this.remaining[index]!++;
      this.tilesLeft++;
      this.toggleHash(t);
    });
    byFace.forEach((tiles, f) => (this.faceStart[f + 1] = this.faceStart[f]! + tiles.length));
    this.faceTiles = Int16Array.from(byFace.flat());
    for (let t = 0; t < TILE_COUNT; t++) if (this.present[t]) this.countBlocker(t, 1);
    for (let t = 0; t < TILE_COUNT; t++) {
      if (!this.present[t] || !this.computeFree(t)) continue;
      this.free[t] = 1;
      this.freeCount[this.face[t]!]!++;
    }
  }

  /** 53 bits of the hash: a safe integer key for a Map. */
  get key(): number {
    return (this.hashHigh >>> 0) * 0x200000 + (this.hashLow >>> 11);
  }

  /** Fills quad with the present tiles of face f; returns how many. */
  presentOf(f: number): number {
    let n = 0;
    for (let i = this.faceStart[f]!, end = this.faceStart[f + 1]!; i < end; i++) {
      const t = this.faceTiles[i]!;
      if (this.present[t]) this.quad[n++] = t;
    }
    return n;
  }

  /** Commits (p >= 0) or opens (p = -1) the pairing of face f. */
  setPairing(f: number, p: number): void {
    const old = this.pairing[f]!;
    if (old >= 0) this.togglePairingHash(f, old);
    this.pairing[f] = p;
    if (p >= 0) this.togglePairingHash(f, p);
  }

  private togglePairingHash(f: number, p: number): void {
    const k = (f * 3 + p) % TILE_COUNT;
    // rotated tile keys, so a commitment never cancels a tile's own key
    this.hashLow ^= (ZOBRIST_LOW[k]! << 7) | (ZOBRIST_LOW[k]! >>> 25);
    this.hashHigh ^= (ZOBRIST_HIGH[k]! << 7) | (ZOBRIST_HIGH[k]! >>> 25);
    this.hashCheck ^= (ZOBRIST_CHECK[k]! << 7) | (ZOBRIST_CHECK[k]! >>> 25);
  }

  private toggleHash(t: number): void {
    this.hashLow ^= ZOBRIST_LOW[t]!;
    this.hashHigh ^= ZOBRIST_HIGH[t]!;
    this.hashCheck ^= ZOBRIST_CHECK[t]!;
  }

  computeFree(t: number): boolean {
    return this.covers[t] === 0 && (this.lefts[t] === 0 || this.rights[t] === 0);
  }

  /** Tile t arrives (+1) or leaves (-1): the tiles under it and beside it count one blocker more or less. */
  private countBlocker(t: number, change: number): void {
    addTo(this.covers, BELOW_LISTS, t, change);
    addTo(this.lefts, RIGHT_LISTS, t, change);
    addTo(this.rights, LEFT_LISTS, t, change);
  }

  private refresh(t: number): void {
    if (!this.present[t]) return;
    const now = this.computeFree(t) ? 1 : 0;
    if (now === this.free[t]) return;
    this.free[t] = now;
    this.freeCount[this.face[t]!]! += now ? 1 : -1;
  }

  private refreshTouched(t: number): void {
    for (let i = TOUCHED_LISTS.start[t]!, end = TOUCHED_LISTS.start[t + 1]!; i < end; i++) this.refresh(TOUCHED_LISTS.items[i]!);
  }

  private leave(t: number): void {
    this.present[t] = 0;
    this.free[t] = 0;
    this.toggleHash(t);
    this.countBlocker(t, -1);
  }

  private arrive(t: number): void {
    this.present[t] = 1;
    this.free[t] = 1;
    this.toggleHash(t);
    this.countBlocker(t, 1);
  }

  /** Removes two free tiles of one face. */
  remove(a: number, b: number): void {
    this.leave(a);
    this.leave(b);
    const f = this.face[a]!;
    this.remaining[f]! -= 2;
    this.freeCount[f]! -= 2;
    this.tilesLeft -= 2;
    this.refreshTouched(a);
    this.refreshTouched(b);
  }

  /** Undoes remove(a, b): both were free when they left. */
  restore(a: number, b: number): void {
    this.arrive(a);
    this.arrive(b);
    const f = this.face[a]!;
    this.remaining[f]! += 2;
    this.freeCount[f]! += 2;
    this.tilesLeft += 2;
    this.refreshTouched(a);
    this.refreshTouched(b);
  }
}

function addTo(counts: Uint8Array, lists: TileLists, t: number, change: number): void {
  for (let i = lists.start[t]!, end = lists.start[t + 1]!; i < end; i++) counts[lists.items[i]!]! += change;
}
