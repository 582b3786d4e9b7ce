/** The JSON board for the browser, and the next-step sentence for agents. */
import type { Drawing } from '../game.ts';
import { freeByFace, matchablePairs, shownFace, tilesLeft } from './queries.ts';
import { POSITIONS, TILE_COUNT, isCovered, isFree, tileId } from './layout.ts';
import { score, shufflesLeft } from './scoring.ts';
import type { MahjongState } from './state.ts';

export interface TileView {
  id: string;
  /** Half-tile steps; a tile spans x..x+2 and y..y+2. z is the layer, 0 = bottom. */
  x: number;
  y: number;
  z: number;
  /** The face code, or '??' while a tile lies on it. */
  face: string;
  free: boolean;
  covered: boolean;
}

export interface MahjongView {
  status: MahjongState['status'];
  outcome: MahjongState['outcome'];
  score: number;
  tilesLeft: number;
  pairsRemoved: number;
  hintsUsed: number;
  shufflesLeft: number;
  /** Tiles still on the board, in id order (bottom layer first: draw in this order). */
  tiles: TileView[];
  /** Ids of removed tiles. */
  removed: string[];
  freeByFace: { face: string; ids: string[] }[];
  /** Pairs matchable now, as [id, id]. */
  pairs: [string, string][];
  selected: string | null;
  hint: [string, string] | null;
  /** Board size in half-tile steps, to scale a drawing. */
  width: number;
  height: number;
}

export function view(state: MahjongState, drawing: Drawing = {}): MahjongView {
  const tiles: TileView[] = [];
  const removed: string[] = [];
  for (let tile = 0; tile < TILE_COUNT; tile++) {
    const face = shownFace(state, tile, drawing);
    if (face === null) {
      removed.push(tileId(tile));
      continue;
    }
    const { x, y, z } = POSITIONS[tile]!;
    tiles.push({ id: tileId(tile), x, y, z, face, free: isFree(state.faces, tile), covered: isCovered(state.faces, tile) });
  }
  return {
    status: state.status,
    outcome: state.outcome,
    score: score(state),
    tilesLeft: tilesLeft(state.faces),
    pairsRemoved: state.pairsRemoved,
    hintsUsed: state.hintsUsed,
    shufflesLeft: shufflesLeft(state),
    tiles,
    removed,
    freeByFace: freeByFace(state.faces).map(([face, ids]) => ({ face, ids: ids.map(tileId) })),
    pairs: matchablePairs(state.faces).map(([a, b]) => [tileId(a), tileId(b)]),
    selected: state.selected === null ? null : tileId(state.selected),
    hint: state.hint ? [tileId(state.hint[0]), tileId(state.hint[1])] : null,
    width: Math.max(...POSITIONS.map((p) => p.x)) + 2,
    height: Math.max(...POSITIONS.map((p) => p.y)) + 2,
  };
}

export function next(state: MahjongState): string {
  if (state.status === 'over') {
    const how = state.outcome === 'won' ? 'You cleared the board' : state.outcome === 'resigned' ? 'You resigned' : 'No pair is left and no shuffle remains';
    return `The game is over: ${how}, score ${score(state)}. Send 'finish' with a rating (1-10) and a short review.`;
  }
  const pairs = matchablePairs(state.faces);
  if (pairs.length === 0) {
    return `No pair can be matched now. Send 'shuffle' (${shufflesLeft(state)} left, -50) to rearrange the remaining tiles, or 'resign'.`;
  }
  const [a, b] = pairs[0]!;
  return `Your move: match two free tiles with the same face, e.g. 'match ${tileId(a)} ${tileId(b)}' (${pairs.length} pairs possible now). 'free' lists them, 'hint' suggests a safe one (-20), 'shuffle' rearranges (${shufflesLeft(state)} left).`;
}

