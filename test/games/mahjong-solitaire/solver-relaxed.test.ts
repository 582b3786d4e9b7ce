import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TILE_COUNT, isFree } from '../../../src/games/mahjong-solitaire/layout.ts';
import { SolverBoard } from '../../../src/games/mahjong-solitaire/solver-board.ts';
import { RelaxedClearance } from '../../../src/games/mahjong-solitaire/solver-relaxed.ts';
import { fullSet, type Face } from '../../../src/games/mahjong-solitaire/tiles.ts';
import { Random } from '../../../src/games/shared/random.ts';

type Pair = [number, number];

/** The looser rules played the slow, obvious way: sweep until nothing moves. */
function referenceClears(faces: readonly (Face | null)[], pairs: readonly Pair[]): boolean {
  const board = faces.map((f) => f !== null);
  const partner = new Map<number, number>();
  for (const [a, b] of pairs) partner.set(a, b).set(b, a);
  const free = (t: number): boolean => isFree(board, t);
  const mates = (t: number): number[] => faces.flatMap((f, m) => (f === faces[t] && m !== t && f !== null ? [m] : []));
  for (let moved = true; moved; ) {
    moved = false;
    for (let t = 0; t < TILE_COUNT; t++) {
      if (!board[t] || !free(t)) continue;
      const p = partner.get(t);
      if (p !== undefined && !free(p)) continue;
      if (p === undefined && !mates(t).some((m) => !board[m] || free(m))) continue;
      board[t] = false;
      if (p !== undefined) board[p] = false;
      moved = true;
    }
  }
  return board.every((present) => !present);
}

/** A uniformly random deal after some random legal matches, and random disjoint pairs of the tiles left. */
function position(seed: number, moves: number, pairCount: number): { faces: (Face | null)[]; pairs: Pair[] } {
  const random = Random.fromSeed(`relaxed-${seed}`);
  const faces: (Face | null)[] = random.shuffle(fullSet());
  for (let i = 0; i < moves; i++) {
    const free = faces.flatMap((f, t) => (f !== null && isFree(faces, t) ? [t] : []));
    const matches = free.flatMap((a) => free.filter((b) => b > a && faces[b] === faces[a]).map((b): Pair => [a, b]));
    if (matches.length === 0) break;
    const [a, b] = matches[random.int(matches.length)]!;
    faces[a] = faces[b] = null;
  }
  const left = random.shuffle(faces.flatMap((f, t) => (f === null ? [] : [t])));
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < left.length && pairs.length < pairCount; i += 2) pairs.push([left[i]!, left[i + 1]!]);
  return { faces, pairs };
}

const positions = fc.record({ seed: fc.nat(), moves: fc.integer({ min: 0, max: 70 }), pairCount: fc.integer({ min: 0, max: 30 }) });

describe('relaxed clearance', () => {
  it('agrees with the looser rules played naively', () => {
    let dead = 0;
    fc.assert(
      fc.property(positions, ({ seed, moves, pairCount }) => {
        const { faces, pairs } = position(seed, moves, pairCount);
        const relaxed = new RelaxedClearance(new SolverBoard(faces));
        relaxed.prepare();
        for (const [a, b] of pairs) relaxed.markPair(a, b);
        const expected = referenceClears(faces, pairs);
        if (!expected) dead++;
        expect(relaxed.clears()).toBe(expected);
      }),
      { numRuns: 300 },
    );
    // both answers must have been exercised
    expect(dead).toBeGreaterThan(20);
  });

  it('with two more known pairs: vouches only when a run with them clears, and replays only what waited on them right', () => {
    let vouched = 0;
    let refused = 0;
    fc.assert(
      fc.property(positions, fc.nat(), ({ seed, moves, pairCount }, pick) => {
        const { faces, pairs } = position(seed, moves, pairCount + 2);
        if (pairs.length < 3) return;
        const [first, second] = [pairs[pick % pairs.length]!, pairs[(pick + 1) % pairs.length]!];
        const known = pairs.filter((p) => p !== first && p !== second);
        const relaxed = new RelaxedClearance(new SolverBoard(faces));
        relaxed.prepare();
        for (const [a, b] of known) relaxed.markPair(a, b);
        if (!relaxed.clears()) return;
        const withBoth = referenceClears(faces, [...known, first, second]);
        if (relaxed.holdingCannotHurt(first[0], first[1], second[0], second[1])) {
          vouched++;
          expect(withBoth).toBe(true);
        } else refused++;
        expect(relaxed.clearsHolding(first[0], first[1], second[0], second[1])).toBe(withBoth);
        expect(relaxed.clearsHolding(first[0], first[1], -1, -1)).toBe(referenceClears(faces, [...known, first]));
      }),
      { numRuns: 400 },
    );
    expect(vouched).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  });
});
