/**
 * The solver's depth-first search. It branches on pairings, not on move
 * order: freedom only grows as tiles leave, so once every face's pairing is
 * fixed, taking any free fixed pair at once never hurts (a clearing order
 * can always be rearranged to take it first). The only real decision is,
 * for a face with four tiles left, which of its three pairings to use.
 *
 * Each node does one step, in this order:
 * 1. safe takes: a face whose remaining tiles are all free (2 of 2, 4 of 4),
 *    or a free pair of a committed face;
 * 2. dead-end tests (solver-locks.ts), which also rule out the pairings
 *    that could never be taken;
 * 3. forced pairings: every face with only one pairing left commits to it;
 * 4. a branch over the pairings of the open face with the best free pair.
 *
 * A face with more than four tiles (only on hand-built boards) falls back to
 * branching over every free pair.
 */
import { TILE_COUNT } from './layout.ts';
import { FACE_COUNT, PAIRING_COUNT, PAIRING_SLOTS, type SolverBoard } from './solver-board.ts';
import { LockTest } from './solver-locks.ts';
import { openingWeights } from './solver-order.ts';

const MAX_STEPS = TILE_COUNT;
/** A tile often has dozens of waiters; a quarter of that count sits beside the opening weight (0 to about 30). */
const WAITER_WEIGHT = 0.25;

export class Search {
  private readonly locks: LockTest;
  private readonly dead = new Map<number, number>();
  /** The pairs taken so far, and the pairing a take cleared (-1 if none). */
  private readonly path = new Int16Array(2 * MAX_STEPS);
  private readonly clearedPairing = new Int8Array(MAX_STEPS);
  depth = 0;
  private readonly weight = new Float64Array(TILE_COUNT);
  private readonly waiters = new Float64Array(TILE_COUNT);
  /** Scores of the pairings not tried yet, three per open branch on the current path. */
  private readonly options = new Float64Array(PAIRING_COUNT * MAX_STEPS);
  private branchDepth = 0;
  /** Faces committed because only one pairing was left, as a stack over the current path (each face at most once). */
  private readonly forced = new Int8Array(FACE_COUNT);
  private forcedTop = 0;
  nodes = 0;
  budget = 0;
  exhausted = false;
  /** How much random jitter is added to branch scores (0 on the first round). */
  private noise = 0;
  private noiseState = 0x9e3779b9;

  constructor(readonly board: SolverBoard) {
    this.locks = new LockTest(board);
  }

  startRound(budget: number, noise: number): void {
    this.budget = budget;
    this.noise = noise;
    this.nodes = 0;
    this.exhausted = false;
  }

  pairAt(i: number): [number, number] {
    return [this.path[2 * i]!, this.path[2 * i + 1]!];
  }

  /** A fixed xorshift sequence: the solver must answer the same on the same board. */
  private jitter(): number {
    if (this.noise === 0) return 0;
    this.noiseState ^= this.noiseState << 13;
    this.noiseState ^= this.noiseState >>> 17;
    this.noiseState ^= this.noiseState << 5;
    return (this.noise * (this.noiseState >>> 0)) / 2 ** 32;
  }

  private take(a: number, b: number): void {
    const board = this.board;
    const f = board.face[a]!;
    const cleared = board.remaining[f] === 4 ? board.pairing[f]! : -1;
    if (cleared >= 0) board.setPairing(f, -1);
    board.remove(a, b);
    this.path[2 * this.depth] = a;
    this.path[2 * this.depth + 1] = b;
    this.clearedPairing[this.depth] = cleared;
    this.depth++;
  }

  private putBack(): void {
    this.depth--;
    const a = this.path[2 * this.depth]!;
    this.board.restore(a, this.path[2 * this.depth + 1]!);
    const cleared = this.clearedPairing[this.depth]!;
    if (cleared >= 0) this.board.setPairing(this.board.face[a]!, cleared);
  }

  run(): boolean {
    const board = this.board;
    if (board.tilesLeft === 0) return true;
    if (++this.nodes > this.budget) {
      this.exhausted = true;
      return false;
    }
    const key = board.key;
    const check = board.hashCheck;
    if (this.dead.get(key) === check) return false;
    const found = this.step();
    if (!found && !this.exhausted) this.dead.set(key, check);
    return found;
  }

  private takeThenRun(a: number, b: number): boolean {
    this.take(a, b);
    if (this.run()) return true;
    this.putBack();
    return false;
  }

  private commitThenRun(f: number, p: number): boolean {
    this.board.setPairing(f, p);
    if (this.run()) return true;
    this.board.setPairing(f, -1);
    return false;
  }

  private step(): boolean {
    const board = this.board;
    const { remaining, freeCount, pairing, free, quad } = board;
    for (let f = 0; f < FACE_COUNT; f++) {
      if (freeCount[f]! < 2) continue;
      if (freeCount[f] === remaining[f]) return this.takeWholeFace(f);
      const p = remaining[f] === 4 ? pairing[f]! : -1;
      if (p < 0) continue;
      board.presentOf(f);
      const i = PAIRING_SLOTS[4 * p]!, j = PAIRING_SLOTS[4 * p + 1]!, k = PAIRING_SLOTS[4 * p + 2]!, l = PAIRING_SLOTS[4 * p + 3]!;
      if (free[quad[i]!] && free[quad[j]!]) return this.takeThenRun(quad[i]!, quad[j]!);
      if (free[quad[k]!] && free[quad[l]!]) return this.takeThenRun(quad[k]!, quad[l]!);
    }
    this.locks.enter();
    const found = this.decide();
    this.locks.leave();
    return found;
  }

  /** Steps 2 to 4: no safe take is left. */
  private decide(): boolean {
    const board = this.board;
    const { remaining, pairing } = board;
    if (this.locks.locked()) return false;
    let crowded = false;
    const allowed = this.locks.allowed;
    const base = this.forcedTop;
    for (let f = 0; f < FACE_COUNT; f++) {
      if (remaining[f]! > 4) crowded = true;
      if (remaining[f] !== 4 || pairing[f]! >= 0) continue;
      const only = allowed[f]!;
      if ((only & (only - 1)) !== 0) continue;
      // each is forced by the known pairs alone, so committing them together is sound
      board.setPairing(f, 31 - Math.clz32(only));
      this.forced[this.forcedTop++] = f;
    }
    if (this.forcedTop > base) {
      if (this.run()) return true;
      while (this.forcedTop > base) board.setPairing(this.forced[--this.forcedTop]!, -1);
      return false;
    }
    return crowded ? this.branchOnPairs() : this.branchOnPairings();
  }

  /** Every remaining tile of face f is free: take them all, in pairs (the committed pairing if any). */
  private takeWholeFace(f: number): boolean {
    const board = this.board;
    const n = board.presentOf(f);
    const p = n === 4 ? board.pairing[f]! : -1;
    if (p >= 0) {
      const i = PAIRING_SLOTS[4 * p]!, j = PAIRING_SLOTS[4 * p + 1]!, k = PAIRING_SLOTS[4 * p + 2]!, l = PAIRING_SLOTS[4 * p + 3]!;
      const c = board.quad[k]!;
      const d = board.quad[l]!;
      this.take(board.quad[i]!, board.quad[j]!);
      this.take(c, d);
    } else {
      // take() does not touch quad, so it can be read while taking
      for (let i = 0; i + 1 < n; i += 2) this.take(board.quad[i]!, board.quad[i + 1]!);
    }
    if (this.run()) return true;
    for (let i = 0; i + 1 < n; i += 2) this.putBack();
    return false;
  }

  /**
   * Weighs the free tiles for branching: what removing each opens up
   * (solver-order.ts), plus a share of how many tiles waited on it in the
   * lock test's relaxed play-out, which sees rows and partners the local
   * measure does not.
   */
  private weigh(): void {
    openingWeights(this.board, this.weight);
    this.locks.countWaiters(this.waiters);
    for (let t = 0; t < TILE_COUNT; t++) this.weight[t]! += WAITER_WEIGHT * this.waiters[t]!;
  }

  /** How good a free pair looks; -1 when the two are not both free. */
  private pairValue(a: number, b: number): number {
    return this.board.free[a] && this.board.free[b] ? this.weight[a]! + this.weight[b]! : -1;
  }

  /** The better free pair of pairing p of the tiles in quad; -1 when neither pair is free. */
  private pairingValue(p: number): number {
    const quad = this.board.quad;
    const i = PAIRING_SLOTS[4 * p]!, j = PAIRING_SLOTS[4 * p + 1]!, k = PAIRING_SLOTS[4 * p + 2]!, l = PAIRING_SLOTS[4 * p + 3]!;
    return Math.max(this.pairValue(quad[i]!, quad[j]!), this.pairValue(quad[k]!, quad[l]!));
  }

  private branchOnPairings(): boolean {
    const board = this.board;
    this.weigh();
    let bestFace = -1;
    let bestValue = -Infinity;
    const allowed = this.locks.allowed;
    for (let f = 0; f < FACE_COUNT; f++) {
      if (board.remaining[f] !== 4 || board.pairing[f]! >= 0 || board.freeCount[f]! < 2) continue;
      board.presentOf(f);
      for (let p = 0; p < PAIRING_COUNT; p++) {
        if ((allowed[f]! & (1 << p)) === 0) continue;
        const value = this.pairingValue(p);
        if (value < 0) continue;
        const jittered = value + this.jitter();
        if (jittered > bestValue) {
          bestFace = f;
          bestValue = jittered;
        }
      }
    }
    // no pairing left open gives a free pair: nothing can be taken
    if (bestFace < 0) return false;
    board.presentOf(bestFace);
    const open = allowed[bestFace]!;
    // each open branch keeps its three scores in its own slot: the children branch too
    const slot = 3 * this.branchDepth;
    const options = this.options;
    for (let p = 0; p < PAIRING_COUNT; p++) options[slot + p] = open & (1 << p) ? this.pairingValue(p) + this.jitter() : -Infinity;
    this.branchDepth++;
    let found = false;
    for (;;) {
      let p = 0;
      if (options[slot + 1]! > options[slot + p]!) p = 1;
      if (options[slot + 2]! > options[slot + p]!) p = 2;
      if (options[slot + p] === -Infinity) break;
      options[slot + p] = -Infinity;
      found = this.commitThenRun(bestFace, p);
      if (found || this.exhausted) break;
    }
    this.branchDepth--;
    return found;
  }

  /** The fallback for crowded faces: every free pair, the most promising first. */
  private branchOnPairs(): boolean {
    const board = this.board;
    this.weigh();
    const moves: { a: number; b: number; value: number }[] = [];
    for (let f = 0; f < FACE_COUNT; f++) {
      const n = board.presentOf(f);
      const tiles = Array.from(board.quad.subarray(0, n)).filter((t) => board.free[t]);
      for (let i = 0; i < tiles.length; i++) {
        for (let j = i + 1; j < tiles.length; j++) moves.push({ a: tiles[i]!, b: tiles[j]!, value: this.pairValue(tiles[i]!, tiles[j]!) });
      }
    }
    moves.sort((x, y) => y.value - x.value);
    for (const { a, b } of moves) {
      if (this.takeThenRun(a, b)) return true;
      if (this.exhausted) return false;
    }
    return false;
  }
}
