/**
 * Sound dead-end tests: each one only ever says "dead" for a board that
 * truly cannot be cleared.
 *
 * - A face with an odd number of tiles left can never be paired off.
 * - Known pairs must leave together: the last two tiles of a face, and both
 *   pairs of a face whose pairing the search has committed to. If one tile
 *   of a known pair lies (directly or through others) on the other, they
 *   are never both free.
 * - Relaxed clearance (solver-relaxed.ts): even if a tile outside the
 *   known pairs could leave alone once a face-mate is free or gone, the
 *   board would not clear. This covers every blocking cycle between known
 *   pairs, rows included.
 * - Pairings: for a face with four tiles left and no pairing chosen, each
 *   pairing is tried as if committed; one with a stacked pair, or under
 *   which the relaxed clearance fails, is ruled out. A face with none left
 *   is stuck; the search commits a face with one left at once.
 */
import { TILE_COUNT } from './layout.ts';
import { FACE_COUNT, PAIRING_COUNT, PAIRING_SLOTS, type SolverBoard } from './solver-board.ts';
import { RelaxedClearance } from './solver-relaxed.ts';
import { stacked } from './solver-tables.ts';

export class LockTest {
  private readonly relaxed: RelaxedClearance;
  /**
   * After locked() says no: for each face with four tiles left and no
   * pairing chosen, the bit set of pairings not ruled out.
   */
  readonly allowed = new Uint8Array(FACE_COUNT);

  /**
   * Pairings ruled out, a row of FACE_COUNT bit sets per lock test on the
   * search's current path. A pairing ruled out stays ruled out further down
   * the path (the moves in between fit the looser rules too, and later
   * constraints only tighten them), so a row starts as a copy of the one
   * above and those pairings are not tried again.
   */
  private readonly ruledOut = new Uint8Array(FACE_COUNT * (TILE_COUNT + FACE_COUNT + 1));
  private row = 0;

  constructor(private readonly board: SolverBoard) {
    this.relaxed = new RelaxedClearance(board);
  }

  /** After locked() says no: per tile, how many tiles waited on it in the relaxed play-out. */
  countWaiters(counts: Float64Array): void {
    this.relaxed.countWaiters(counts);
  }

  /** The search goes one step down its path: the next test inherits what was ruled out so far. */
  enter(): void {
    this.ruledOut.copyWithin(this.row + FACE_COUNT, this.row, this.row + FACE_COUNT);
    this.row += FACE_COUNT;
  }

  leave(): void {
    this.row -= FACE_COUNT;
  }

  locked(): boolean {
    const board = this.board;
    const quad = board.quad;
    this.relaxed.prepare();
    for (let f = 0; f < FACE_COUNT; f++) {
      const left = board.remaining[f]!;
      if (left === 0) continue;
      if ((left & 1) === 1) return true;
      if (left === 2) {
        board.presentOf(f);
        if (!this.addPair(quad[0]!, quad[1]!)) return true;
      } else if (left === 4) {
        const p = board.pairing[f]!;
        if (p < 0) continue;
        board.presentOf(f);
        if (!this.addPair(quad[PAIRING_SLOTS[4 * p]!]!, quad[PAIRING_SLOTS[4 * p + 1]!]!)) return true;
        if (!this.addPair(quad[PAIRING_SLOTS[4 * p + 2]!]!, quad[PAIRING_SLOTS[4 * p + 3]!]!)) return true;
      }
    }
    return !this.relaxed.clears() || !this.filterPairings();
  }

  /** Records a known pair; false when one of its tiles lies on the other, so it can never be taken. */
  private addPair(a: number, b: number): boolean {
    if (stacked(a, b)) return false;
    this.relaxed.markPair(a, b);
    return true;
  }

  /** Fills allowed for every open face; false when some face has no pairing left. */
  private filterPairings(): boolean {
    const board = this.board;
    for (let f = 0; f < FACE_COUNT; f++) {
      if (board.remaining[f] !== 4 || board.pairing[f]! >= 0) continue;
      board.presentOf(f);
      const open = openPairings(board.quad) & ~this.ruledOut[this.row + f]!;
      let allowed = 0;
      for (let p = 0; p < PAIRING_COUNT; p++) {
        if ((open & (1 << p)) === 0) continue;
        if (this.clearsCommitted(p)) allowed |= 1 << p;
        else this.ruledOut[this.row + f]! |= 1 << p;
      }
      if (allowed === 0) return false;
      this.allowed[f] = allowed;
    }
    return true;
  }

  /**
   * Whether the relaxed clearance still succeeds with the face in quad
   * committed to pairing p. A pair whose two tiles are free already adds
   * nothing (under the looser rules both would leave at once anyway).
   */
  private clearsCommitted(p: number): boolean {
    const { quad, free } = this.board;
    const a = quad[PAIRING_SLOTS[4 * p]!]!, b = quad[PAIRING_SLOTS[4 * p + 1]!]!;
    const c = quad[PAIRING_SLOTS[4 * p + 2]!]!, d = quad[PAIRING_SLOTS[4 * p + 3]!]!;
    const first = !(free[a] && free[b]);
    const second = !(free[c] && free[d]);
    if (!first && !second) return true;
    const [p1, p2, p3, p4] = [first ? a : -1, first ? b : -1, second ? c : -1, second ? d : -1];
    return this.relaxed.holdingCannotHurt(p1, p2, p3, p4) || this.relaxed.clearsHolding(p1, p2, p3, p4);
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
