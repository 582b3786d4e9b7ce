import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayClears } from '../../../src/games/mahjong-solitaire/deal.ts';
import { POSITIONS, TILE_COUNT, isFree } from '../../../src/games/mahjong-solitaire/layout.ts';
import { solve } from '../../../src/games/mahjong-solitaire/solver.ts';
import { FACES } from '../../../src/games/mahjong-solitaire/tiles.ts';
import { Random } from '../../../src/games/shared/random.ts';

type Faces = (string | null)[];

/** Every order of every matchable pair, with a memo of boards already found dead. */
function bruteForceClears(faces: Faces, dead = new Set<string>()): boolean {
  const present = faces.flatMap((f, t) => (f === null ? [] : [t]));
  if (present.length === 0) return true;
  const key = present.join(',');
  if (dead.has(key)) return false;
  const free = present.filter((t) => isFree(faces, t));
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) {
      const [a, b] = [free[i]!, free[j]!];
      if (faces[a] !== faces[b]) continue;
      const next = faces.slice();
      next[a] = next[b] = null;
      if (bruteForceClears(next, dead)) return true;
    }
  }
  dead.add(key);
  return false;
}

/**
 * A compact piece of the turtle: the `size` tiles nearest a centre tile
 * (layers count double, so stacks are kept), with `perFace` tiles of each
 * face (the last face may get fewer), shuffled by `seed`.
 */
function subLayout(centre: number, size: number, perFace: number, seed: string): Faces {
  const c = POSITIONS[centre]!;
  const distance = (t: number): number => {
    const p = POSITIONS[t]!;
    return Math.abs(p.x - c.x) + Math.abs(p.y - c.y) + 2 * Math.abs(p.z - c.z);
  };
  const nearest = POSITIONS.map((_, t) => t).sort((a, b) => distance(a) - distance(b) || a - b).slice(0, size);
  const faces: string[] = nearest.map((_, k) => FACES[Math.floor(k / perFace)]!);
  const shuffled = Random.fromSeed(seed).shuffle(faces);
  const board: Faces = Array(TILE_COUNT).fill(null);
  nearest.forEach((t, k) => (board[t] = shuffled[k]!));
  return board;
}

const boards = (perFace: number): fc.Arbitrary<Faces> =>
  fc
    .record({ centre: fc.integer({ min: 0, max: TILE_COUNT - 1 }), pairs: fc.integer({ min: 1, max: 8 }), seed: fc.string() })
    .map(({ centre, pairs, seed }) => subLayout(centre, 2 * pairs, perFace, seed));

function agreesWithBruteForce(faces: Faces): void {
  const result = solve(faces, 100_000);
  expect(result.status).toBe(bruteForceClears(faces) ? 'solved' : 'unsolvable');
  if (result.status === 'solved') expect(replayClears(faces, result.order)).toBe(true);
}

describe('solver against brute force on small pieces of the turtle', () => {
  it('agrees when faces come four at a time, as in a real set', () => {
    fc.assert(fc.property(boards(4), agreesWithBruteForce), { numRuns: 400 });
  });

  it('agrees when a face has more than four tiles (the crowded fallback)', () => {
    fc.assert(fc.property(boards(8), agreesWithBruteForce), { numRuns: 150 });
  });
});
