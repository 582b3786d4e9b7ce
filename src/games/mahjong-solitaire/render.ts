/**
 * The text board: a status line, the free tiles grouped by face with the
 * pairs matchable now, then a map of every layer in which each tile is
 * placed by its x/y position, so the turtle's shape shows. Cells read
 * `t17:D3*` (free), `t50:B2` (blocked sideways) or `t90:??` (covered).
 */
import { freeListing, shownFace, tilesLeft } from './queries.ts';
import { LAYER_COUNT, POSITIONS, TILE_COUNT, isFree, tileId } from './layout.ts';
import { score, shufflesLeft } from './scoring.ts';
import type { Drawing } from '../game.ts';
import type { MahjongState } from './state.ts';

/** Characters per half-tile step: a tile is two steps wide, room for 't144:Wd*' and a gap. */
const CHARS_PER_STEP = 5;

function cell(state: MahjongState, tile: number, drawing: Drawing): string {
  const mark = state.status === 'playing' && isFree(state.faces, tile) ? '*' : '';
  return `${tileId(tile)}:${shownFace(state, tile, drawing)}${mark}`;
}

function layerMap(state: MahjongState, layer: number, drawing: Drawing): string[] {
  const rows = new Map<number, string>();
  for (let tile = 0; tile < TILE_COUNT; tile++) {
    const { x, y, z } = POSITIONS[tile]!;
    if (z !== layer || state.faces[tile] === null) continue;
    rows.set(y, (rows.get(y) ?? '').padEnd(x * CHARS_PER_STEP) + cell(state, tile, drawing));
  }
  return [...rows].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
}

export function statusLine(state: MahjongState): string {
  const where =
    state.status === 'playing'
      ? `${tilesLeft(state.faces)} tiles left`
      : `game over (${state.outcome}), ${tilesLeft(state.faces)} tiles left`;
  return `Mahjong Solitaire: ${where}, ${state.pairsRemoved} pairs removed. Score ${score(state)}. Shuffles left ${shufflesLeft(state)}, hints used ${state.hintsUsed}.`;
}

export function renderText(state: MahjongState, drawing: Drawing = {}): string {
  const lines = [statusLine(state)];
  if (state.selected !== null) lines.push(`Selected: ${tileId(state.selected)} (${state.faces[state.selected]})`);
  if (state.hint) lines.push(`Hint: match ${tileId(state.hint[0])} ${tileId(state.hint[1])}`);
  if (state.status === 'playing') lines.push(freeListing(state.faces));
  else if (tilesLeft(state.faces) > 0) {
    lines.push(drawing.conceal ? 'The game is over; covered faces stay hidden until the daily deal\'s day is over (UTC).' : 'The game is over: every remaining face is shown.');
  }
  for (let layer = 0; layer < LAYER_COUNT; layer++) {
    const map = layerMap(state, layer, drawing);
    const name = layer === 0 ? 'bottom' : layer === LAYER_COUNT - 1 ? 'top' : 'middle';
    lines.push('', `Layer ${layer + 1} (${name}): ${map.length === 0 ? 'empty' : ''}`.trimEnd(), ...map);
  }
  lines.push('', '* = free tile, ?? = covered tile (face hidden).');
  return lines.join('\n');
}
