/**
 * Solvable arrangements by reverse play.
 *
 * Forward play removes free pairs from a full board; reverse play places
 * pairs onto an empty board. When a pair is placed, the board holds exactly
 * the tiles that, going forward, are still there when that pair is removed:
 * so both tiles of the pair must be free on the placed set plus the pair
 * itself. Placing in that order and reading it backwards gives a clearing
 * order; faces are then given pair by pair. Every result is checked by a
 * forward replay before it is returned.
 *
 * The shuffle command uses it to rearrange the tiles left on a board (it
 * then works on that subset of positions only). New deals do not: reverse
 * play stacks matching faces less often than a uniform shuffle, so they
 * come from uniform-deal.ts.
 */
import type { Random } from '../shared/random.ts';
import { ABOVE, BELOW, LEFTWARD, RIGHTWARD, TILE_COUNT, isFree } from './layout.ts';
import type { Face } from './tiles.ts';

export type Pair = [number, number];

export interface Arrangement {
  /** Face per tile index; null where the subset has no tile. */
  faces: (Face | null)[];
  /** A clearing order: removing these pairs in turn clears the arrangement. */
  order: Pair[];
}

/** How many fresh tries before reporting that no clearable arrangement was found. */
export const ARRANGE_ATTEMPTS = 40;

/**
 * Arranges `faces` (each face an even number of times) on `positions`,
 * drawing every choice from `random`. Null when no attempt succeeded.
 */
export function arrangeSolvable(positions: readonly number[], faces: readonly Face[], random: Random): Arrangement | null {
  if (positions.length !== faces.length || positions.length % 2 !== 0) return null;
  const pairsOfFaces = facePairs(faces);
  if (!pairsOfFaces) return null;
  for (let attempt = 0; attempt < ARRANGE_ATTEMPTS; attempt++) {
    const placements = placePairs(positions, random);
    if (!placements) continue;
    random.shuffle(pairsOfFaces);
    const arranged: (Face | null)[] = Array(TILE_COUNT).fill(null);
    placements.forEach(([a, b], k) => {
      arranged[a] = pairsOfFaces[k]!;
      arranged[b] = pairsOfFaces[k]!;
    });
    const order = placements.slice().reverse();
    if (replayClears(arranged, order)) return { faces: arranged, order };
  }
  return null;
}

/** One face per pair to give out; null if some face has an odd count. */
function facePairs(faces: readonly Face[]): Face[] | null {
  const counts = new Map<Face, number>();
  for (const face of faces) counts.set(face, (counts.get(face) ?? 0) + 1);
  const pairs: Face[] = [];
  for (const [face, count] of counts) {
    if (count % 2 !== 0) return null;
    for (let i = 0; i < count / 2; i++) pairs.push(face);
  }
  return pairs;
}

/** True when removing `order` pair by pair from `faces` is legal all the way and clears it. */
export function replayClears(faces: readonly (Face | null)[], order: readonly Pair[]): boolean {
  const board = faces.slice();
  for (const [a, b] of order) {
    if (a === b || !isFree(board, a) || !isFree(board, b) || board[a] !== board[b]) return false;
    board[a] = null;
    board[b] = null;
  }
  return board.every((face) => face === null);
}

/** One reverse-play run: the placement order of pairs, or null at a dead end. */
function placePairs(positions: readonly number[], random: Random): Pair[] | null {
  const inSubset = new Uint8Array(TILE_COUNT);
  for (const p of positions) inSubset[p] = 1;
  const placed = new Uint8Array(TILE_COUNT);
  const placements: Pair[] = [];
  for (let step = 0; step < positions.length / 2; step++) {
    const pair = pickPair(positions, inSubset, placed, random);
    if (!pair) return null;
    placed[pair[0]] = 1;
    placed[pair[1]] = 1;
    placements.push(pair);
  }
  return placements;
}

/** Unplaced tiles whose lower neighbours are all down, so something can stand on them. */
function supported(index: number, inSubset: Uint8Array, placed: Uint8Array): boolean {
  return !placed[index] && BELOW[index]!.every((t) => !inSubset[t] || placed[t]);
}

/** A random placeable pair: a first tile in random order, then a random partner that fits with it. */
function pickPair(positions: readonly number[], inSubset: Uint8Array, placed: Uint8Array, random: Random): Pair | null {
  const candidates = random.shuffle(positions.filter((p) => supported(p, inSubset, placed)));
  for (const a of candidates) {
    placed[a] = 1;
    const partners: number[] = [];
    if (isFree(placed, a) && !strandsAnyTile(a, inSubset, placed)) {
      for (const b of candidates) {
        if (b === a) continue;
        placed[b] = 1;
        if (isFree(placed, a) && isFree(placed, b) && !strandsAnyTile(b, inSubset, placed)) partners.push(b);
        placed[b] = 0;
      }
    }
    placed[a] = 0;
    if (partners.length > 0) return [a, partners[random.int(partners.length)]!];
  }
  return null;
}

/**
 * Placed tiles never leave during reverse play. An unplaced tile with placed
 * tiles somewhere along its row on both sides sits in a closed gap: the last
 * tile put into that gap would be blocked on both sides. Such a choice is a
 * dead end and is skipped. Only the rows through the new tile can change.
 */
function strandsAnyTile(tile: number, inSubset: Uint8Array, placed: Uint8Array): boolean {
  for (const n of [...LEFTWARD[tile]!, ...RIGHTWARD[tile]!]) {
    if (!inSubset[n] || placed[n]) continue;
    const left = LEFTWARD[n]!.some((t) => placed[t]);
    const right = RIGHTWARD[n]!.some((t) => placed[t]);
    if ((left && right) || ABOVE[n]!.some((t) => placed[t])) return true;
  }
  return false;
}
