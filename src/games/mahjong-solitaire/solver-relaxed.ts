/**
 * A sound dead-end test by relaxation: play the board under looser rules
 * and see whether even then it cannot be cleared.
 *
 * The looser rules: a known pair (the last two of a face, or a pair of a
 * committed face) still leaves together, when both are free; any other
 * tile may leave alone once it is free and some tile of its face is free
 * or gone (in real play it leaves with a free face-mate, so every real
 * play is allowed). Under these rules taking what can be taken never hurts
 * (freedom only grows as tiles leave, and a tile gone only helps its
 * face-mates), so taking greedily until nothing moves finds the most that
 * can ever leave. If tiles are left over, the real board, whose rules are
 * stricter, is dead. Rows are played exactly, so this catches what
 * waits-for cycles cannot express: a tile whose left and right sides are
 * each held shut by a different known pair.
 */
import { TILE_COUNT } from './layout.ts';
import type { SolverBoard } from './solver-board.ts';
import { ABOVE_LISTS, BELOW_LISTS, LEFT_LISTS, RIGHT_LISTS, WORDS, countPresent, type TileLists } from './solver-tables.ts';

/**
 * Blockers are counted, not looked up, as on the board (solver-board.ts):
 * a play-out starts from a copy of the board's counts and a tile leaving
 * only lowers its neighbours' counts. That matters because the lock test
 * plays out once per pairing it tries.
 */
export class RelaxedClearance {
  private readonly covers = new Uint8Array(TILE_COUNT);
  private readonly lefts = new Uint8Array(TILE_COUNT);
  private readonly rights = new Uint8Array(TILE_COUNT);
  private readonly present = new Uint8Array(TILE_COUNT);
  /** The tile a known pair's tile must leave with; -1 for a tile of an open face, which may leave alone. */
  readonly partner = new Int16Array(TILE_COUNT);
  /**
   * From the recorded run, WORDS bits per tile. waitedFor: the tiles whose
   * leaving it waited for to be free (transitively). gone: what its own
   * leaving waited for: those, itself, and its partner's or the freeing
   * face-mate's waitedFor; a tile freed by its leaving inherits this.
   */
  private readonly waitedFor = new Uint32Array(TILE_COUNT * WORDS);
  private readonly gone = new Uint32Array(TILE_COUNT * WORDS);
  private recording = false;
  private readonly heldBits = new Uint32Array(WORDS);
  private readonly heldWords = new Int32Array(WORDS);
  /**
   * Each tile is queued once when it is or becomes free, and once for each
   * face-mate that leaves or becomes free.
   */
  private readonly queue: Int16Array;

  constructor(private readonly board: SolverBoard) {
    let largestFace = 0;
    for (let f = 0; f + 1 < board.faceStart.length; f++) largestFace = Math.max(largestFace, board.faceStart[f + 1]! - board.faceStart[f]!);
    this.queue = new Int16Array(TILE_COUNT * (1 + 2 * largestFace));
  }

  /** Forgets the known pairs; call once per position. */
  prepare(): void {
    this.partner.fill(-1);
  }

  markPair(a: number, b: number): void {
    this.partner[a] = b;
    this.partner[b] = a;
  }

  unmarkPair(a: number, b: number): void {
    this.partner[a] = -1;
    this.partner[b] = -1;
  }

  /**
   * Whether every tile can leave under the looser rules. It also notes, per
   * tile, every tile it waited for (see holdingCannotHurt and clearsHolding).
   */
  clears(): boolean {
    const { present, queue } = this;
    present.set(this.board.present);
    this.covers.set(this.board.covers);
    this.lefts.set(this.board.lefts);
    this.rights.set(this.board.rights);
    let tail = 0;
    for (let t = 0; t < TILE_COUNT; t++) {
      if (!this.board.free[t]) continue;
      queue[tail++] = t;
      this.waitedFor.fill(0, t * WORDS, t * WORDS + WORDS);
    }
    this.recording = true;
    const cleared = this.run(tail, this.board.tilesLeft);
    this.recording = false;
    return cleared;
  }

  /**
   * After clears() said yes: whether it still does with the pairs (a, b)
   * and (c, d) known too (-1s for a pair that is not). Tiles whose leaving
   * did not wait on any of the four leave just as before (see
   * holdingCannotHurt), so they are taken away first and only the rest is
   * played again: usually a few dozen tiles, not the whole board.
   */
  clearsHolding(a: number, b: number, c: number, d: number): boolean {
    const heldBits = this.heldBits;
    heldBits.fill(0);
    if (a >= 0) this.hold(a).hold(b);
    if (c >= 0) this.hold(c).hold(d);
    const left = this.keepWaitingOnHeld();
    const tail = this.countBlockersOfKept();
    if (a >= 0) this.markPair(a, b);
    if (c >= 0) this.markPair(c, d);
    const cleared = this.run(tail, left);
    if (a >= 0) this.unmarkPair(a, b);
    if (c >= 0) this.unmarkPair(c, d);
    return cleared;
  }

  /** Keeps on the board only the tiles whose recorded leaving waited on a held tile (or that are held); returns how many. */
  private keepWaitingOnHeld(): number {
    const { present, gone, heldBits } = this;
    const boardPresent = this.board.present;
    // the words that hold a held tile: at most four of them
    let words = 0;
    for (let w = 0; w < WORDS; w++) if (heldBits[w] !== 0) this.heldWords[words++] = w;
    let kept = 0;
    for (let t = 0; t < TILE_COUNT; t++) {
      let waits = 0;
      if (boardPresent[t]) for (let i = 0; i < words; i++) waits |= gone[t * WORDS + this.heldWords[i]!]! & heldBits[this.heldWords[i]!]!;
      const keep = waits !== 0 ? 1 : 0;
      present[t] = keep;
      kept += keep;
    }
    return kept;
  }

  /** Blocker counts among the kept tiles; queues those already free and returns the queue's length. */
  private countBlockersOfKept(): number {
    const present = this.present;
    let tail = 0;
    for (let t = 0; t < TILE_COUNT; t++) {
      if (!present[t]) continue;
      this.covers[t] = countPresent(present, ABOVE_LISTS, t);
      this.lefts[t] = countPresent(present, LEFT_LISTS, t);
      this.rights[t] = countPresent(present, RIGHT_LISTS, t);
      if (this.isFree(t)) this.queue[tail++] = t;
    }
    return tail;
  }

  private hold(t: number): this {
    this.heldBits[t >>> 5]! |= 1 << (t & 31);
    return this;
  }

  /** After clears(): per tile, how many tiles' leaving waited on it, its own included (a measure of how much it holds up). */
  countWaiters(counts: Float64Array): void {
    counts.fill(0);
    const present = this.board.present;
    for (let u = 0; u < TILE_COUNT; u++) {
      if (!present[u]) continue;
      for (let w = 0; w < WORDS; w++) {
        let bits = this.gone[u * WORDS + w]!;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          counts[(w << 5) + 31 - Math.clz32(low)]! += 1;
        }
      }
    }
  }

  /** Takes greedily from the queue's first `tail` tiles on; says whether all `left` tiles went. */
  private run(tail: number, left: number): boolean {
    const { present, partner, queue } = this;
    const record = this.recording;
    for (let head = 0; head < tail; head++) {
      const t = queue[head]!;
      if (!present[t]) continue;
      const p = partner[t]!;
      if (p >= 0) {
        if (!this.isFree(p)) continue; // the later of the two to be freed takes both
        if (record) this.notePairLeaving(t, p);
        tail = this.leave(p, this.leave(t, tail));
        tail = this.queueWaitingMates(p, this.queueWaitingMates(t, tail));
        left -= 2;
        continue;
      }
      const mate = this.freeOrGoneMate(t);
      if (mate < 0) continue; // a face-mate freed or leaving later queues t again
      if (record) this.noteLeavingAlone(t, mate);
      tail = this.queueWaitingMates(t, this.leave(t, tail));
      left--;
    }
    return left === 0;
  }

  /** A face-mate of t (not in a known pair, so t's face is open) that is free or already gone in this run; -1 if none. */
  private freeOrGoneMate(t: number): number {
    const { face, faceStart, faceTiles } = this.board;
    const f = face[t]!;
    for (let i = faceStart[f]!, end = faceStart[f + 1]!; i < end; i++) {
      const m = faceTiles[i]!;
      if (m === t || !this.board.present[m]) continue;
      if (!this.present[m] || this.isFree(m)) return m;
    }
    return -1;
  }

  /** t has left or become free: face-mates that are free may have been waiting for it. */
  private queueWaitingMates(t: number, tail: number): number {
    const { face, faceStart, faceTiles } = this.board;
    const f = face[t]!;
    for (let i = faceStart[f]!, end = faceStart[f + 1]!; i < end; i++) {
      const m = faceTiles[i]!;
      if (m !== t && this.present[m] && this.isFree(m)) this.queue[tail++] = m;
    }
    return tail;
  }

  /**
   * After a recorded run that cleared: whether committing the pairs (a, b)
   * and (c, d) surely keeps it clearing, without a run. Replay the recorded
   * run, holding each of the four until its partner is free: that only
   * stalls if the pairs wait on each other in a cycle, a pair on itself or
   * each on the other ("waits" as recorded, so for a stall the run is
   * needed: a tile may have another side to open). A pair of two tiles
   * already free adds nothing; pass -1s for it.
   */
  holdingCannotHurt(a: number, b: number, c: number, d: number): boolean {
    const first = a >= 0;
    const second = c >= 0;
    if (first && this.pairWaitsOn(a, b, a, b)) return false;
    if (second && this.pairWaitsOn(c, d, c, d)) return false;
    return !(first && second && this.pairWaitsOn(a, b, c, d) && this.pairWaitsOn(c, d, a, b));
  }

  /** Whether a or b waited, in the recorded run, for c or d to leave. */
  private pairWaitsOn(a: number, b: number, c: number, d: number): boolean {
    return this.waited(a, c) || this.waited(a, d) || this.waited(b, c) || this.waited(b, d);
  }

  private waited(t: number, u: number): boolean {
    return ((this.waitedFor[t * WORDS + (u >>> 5)]! >>> (u & 31)) & 1) === 1;
  }

  /** The pair (t, p) leaves now: whatever waits on them waited for both and what each waited for. */
  private notePairLeaving(t: number, p: number): void {
    const { gone, waitedFor } = this;
    for (let w = 0; w < WORDS; w++) gone[t * WORDS + w] = waitedFor[t * WORDS + w]! | waitedFor[p * WORDS + w]!;
    gone[t * WORDS + (t >>> 5)]! |= 1 << (t & 31);
    gone[t * WORDS + (p >>> 5)]! |= 1 << (p & 31);
    gone.copyWithin(p * WORDS, t * WORDS, t * WORDS + WORDS);
  }

  /** t leaves alone, let go by a face-mate that is free (and waited for its own freeing) or gone. */
  private noteLeavingAlone(t: number, mate: number): void {
    const { gone, waitedFor } = this;
    const mateWaits = this.present[mate] ? waitedFor : gone;
    for (let w = 0; w < WORDS; w++) gone[t * WORDS + w] = waitedFor[t * WORDS + w]! | mateWaits[mate * WORDS + w]!;
    gone[t * WORDS + (t >>> 5)]! |= 1 << (t & 31);
  }

  /** n has just become free: it waited for the tiles that lay on it and those on the side that opened. */
  private noteFreed(n: number): void {
    const waited = this.waitedFor;
    waited.fill(0, n * WORDS, n * WORDS + WORDS);
    this.addGone(n, ABOVE_LISTS);
    this.addGone(n, this.lefts[n] === 0 ? LEFT_LISTS : RIGHT_LISTS);
  }

  private addGone(n: number, lists: TileLists): void {
    const startPresent = this.board.present;
    for (let i = lists.start[n]!, end = lists.start[n + 1]!; i < end; i++) {
      const z = lists.items[i]!;
      if (!startPresent[z]) continue;
      for (let w = 0; w < WORDS; w++) this.waitedFor[n * WORDS + w]! |= this.gone[z * WORDS + w]!;
    }
  }

  private isFree(t: number): boolean {
    return this.covers[t] === 0 && (this.lefts[t] === 0 || this.rights[t] === 0);
  }

  /** Removes a free tile and queues the tiles that become free by it. */
  private leave(t: number, tail: number): number {
    this.present[t] = 0;
    tail = this.lower(this.covers, BELOW_LISTS, t, tail);
    tail = this.lower(this.lefts, RIGHT_LISTS, t, tail);
    return this.lower(this.rights, LEFT_LISTS, t, tail);
  }

  /** t has left: the tiles in lists[t] lose one blocker of this kind. */
  private lower(counts: Uint8Array, lists: TileLists, t: number, tail: number): number {
    for (let i = lists.start[t]!, end = lists.start[t + 1]!; i < end; i++) {
      const n = lists.items[i]!;
      if (!this.present[n]) continue;
      const wasFree = this.isFree(n);
      counts[n]!--;
      if (wasFree || !this.isFree(n)) continue;
      this.queue[tail++] = n;
      if (this.recording) this.noteFreed(n);
      // a face-mate in a known pair is no partner, but its being free may be what an open tile waits for
      if (this.partner[n]! >= 0) tail = this.queueWaitingMates(n, tail);
    }
    return tail;
  }
}
