/** Questions about the current board that rules, text and JSON views all ask (the browser board is board.ts). */
import type { Pair } from './deal.ts';
import { TILE_COUNT, freeTiles, isCovered, openingWeight, tileId } from './layout.ts';
import { revealsHidden, type Drawing } from '../game.ts';
import type { MahjongState } from './state.ts';
import { HIDDEN_FACE, faceIndex, type Face } from './tiles.ts';

/** What a player may see of a tile: its face unless a tile lies on it (while playing, or concealed); null once removed. */
export function shownFace(state: MahjongState, index: number, drawing: Drawing = {}): Face | null {
  const face = state.faces[index] ?? null;
  if (face === null) return null;
  return !revealsHidden(state.status === 'over', drawing) && isCovered(state.faces, index) ? HIDDEN_FACE : face;
}

/** Free tiles grouped by face, in face order (D1 ... Se). */
export function freeByFace(faces: readonly (Face | null)[]): [Face, number[]][] {
  const groups = new Map<Face, number[]>();
  for (const tile of freeTiles(faces)) {
    const face = faces[tile]!;
    groups.set(face, [...(groups.get(face) ?? []), tile]);
  }
  return [...groups].sort((a, b) => faceIndex(a[0]) - faceIndex(b[0]));
}

/** Every pair that can be matched right now. */
export function matchablePairs(faces: readonly (Face | null)[]): Pair[] {
  const pairs: Pair[] = [];
  for (const [, tiles] of freeByFace(faces)) {
    for (let i = 0; i < tiles.length; i++) {
      for (let j = i + 1; j < tiles.length; j++) pairs.push([tiles[i]!, tiles[j]!]);
    }
  }
  return pairs;
}

export function tilesLeft(faces: readonly (Face | null)[]): number {
  let count = 0;
  for (let i = 0; i < TILE_COUNT; i++) if (faces[i] !== null) count++;
  return count;
}

export const pairText = ([a, b]: Pair): string => `${tileId(a)} ${tileId(b)}`;

/** "D3: t12 t40 t77" lines, then the matchable pairs, as the free command and the board show them. */
export function freeListing(faces: readonly (Face | null)[]): string {
  const groups = freeByFace(faces);
  const lines = groups.map(([face, tiles]) => `  ${face}: ${tiles.map(tileId).join(' ')}`);
  const pairs = matchablePairs(faces);
  const pairLine = pairs.length === 0 ? 'none' : pairs.map((p) => `${pairText(p)} (${faces[p[0]]})`).join(', ');
  return [`Free tiles (${groups.reduce((n, [, t]) => n + t.length, 0)}):`, ...lines, `Pairs you can match now: ${pairLine}`].join('\n');
}

/**
 * A pair that looks good without search: the one whose tiles hold up the
 * most others (tiles underneath, the rest of a row). Used when the solver
 * cannot vouch for any pair.
 */
export function likeliestPair(faces: readonly (Face | null)[]): Pair | null {
  let best: Pair | null = null;
  let bestScore = -1;
  for (const pair of matchablePairs(faces)) {
    const value = openingWeight(faces, pair[0]) + openingWeight(faces, pair[1]);
    if (value > bestScore) [best, bestScore] = [pair, value];
  }
  return best;
}
