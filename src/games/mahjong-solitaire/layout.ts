/**
 * The turtle's geometry: where each tile sits and which tiles can block it.
 * Everything here is computed once at import; rules, solver and deal
 * generator only look things up.
 *
 * A board is given as any array indexed by tile index (0-143) whose entry is
 * truthy while the tile is on the board: the game state's faces (null once
 * removed) and the solver's Uint8Array both fit.
 */
import { TURTLE_LAYOUT } from './turtle-layout.ts';

export interface Position {
  /** Column in half-tile steps; the tile spans x..x+2. */
  x: number;
  /** Row in half-tile steps; the tile spans y..y+2. */
  y: number;
  /** Layer, 0 = bottom. */
  z: number;
}

export type Board = ArrayLike<unknown>;

/** Positions in id order: by layer (bottom first), then row (y), then column (x). */
export const POSITIONS: readonly Position[] = TURTLE_LAYOUT.trim()
  .split('\n')
  .map((line) => {
    const [x, y, z] = line.trim().split(/\s+/).map(Number) as [number, number, number];
    return { x, y, z };
  })
  .sort((a, b) => a.z - b.z || a.y - b.y || a.x - b.x);

export const TILE_COUNT = POSITIONS.length;

const overlaps = (a: Position, b: Position): boolean =>
  Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2;

function indexesWhere(test: (other: Position) => boolean): number[] {
  const found: number[] = [];
  POSITIONS.forEach((other, index) => {
    if (test(other)) found.push(index);
  });
  return found;
}

/** Tiles on any higher layer that overlap this one, even partly: while one is there, this tile is covered. */
export const ABOVE: readonly (readonly number[])[] = POSITIONS.map((p) =>
  indexesWhere((o) => o.z > p.z && overlaps(o, p)),
);

/** Tiles on lower layers that this one overlaps (the reverse of ABOVE). */
export const BELOW: readonly (readonly number[])[] = POSITIONS.map((p) =>
  indexesWhere((o) => o.z < p.z && overlaps(o, p)),
);

/** Same-layer tiles touching the left side; two at most, because rows can be half a tile apart. */
export const LEFT: readonly (readonly number[])[] = POSITIONS.map((p) =>
  indexesWhere((o) => o.z === p.z && o.x === p.x - 2 && Math.abs(o.y - p.y) < 2),
);

/** Same-layer tiles touching the right side. */
export const RIGHT: readonly (readonly number[])[] = POSITIONS.map((p) =>
  indexesWhere((o) => o.z === p.z && o.x === p.x + 2 && Math.abs(o.y - p.y) < 2),
);

function closure(start: number, links: readonly (readonly number[])[]): number[] {
  const seen = new Set<number>();
  const stack = [...links[start]!];
  while (stack.length > 0) {
    const t = stack.pop()!;
    if (seen.has(t)) continue;
    seen.add(t);
    stack.push(...links[t]!);
  }
  return [...seen];
}

/** Same-layer tiles reachable by stepping left again and again: the tile's row on its left. */
export const LEFTWARD: readonly (readonly number[])[] = LEFT.map((_, i) => closure(i, LEFT));
/** The tile's row on its right. */
export const RIGHTWARD: readonly (readonly number[])[] = RIGHT.map((_, i) => closure(i, RIGHT));
/** STACKED_ABOVE[i] has j when j must go before i (j lies on i, or on a tile lying on i, ...). */
export const STACKED_ABOVE: readonly ReadonlySet<number>[] = ABOVE.map((_, i) => new Set(closure(i, ABOVE)));

export const LAYER_COUNT = Math.max(...POSITIONS.map((p) => p.z)) + 1;

const anyPresent = (board: Board, tiles: readonly number[]): boolean => {
  for (const t of tiles) if (board[t]) return true;
  return false;
};

export function tileId(index: number): string {
  return `t${index + 1}`;
}

/** 't17', 'T17' or '17' to index 16; null when it names no tile. */
export function parseTileId(text: string): number | null {
  const match = /^t?(\d{1,4})$/i.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]);
  return number >= 1 && number <= TILE_COUNT ? number - 1 : null;
}

/** Present tiles lying on top of this one (any of them hides its face). */
export function coveringTiles(board: Board, index: number): number[] {
  return ABOVE[index]!.filter((t) => board[t]);
}

export function isCovered(board: Board, index: number): boolean {
  return anyPresent(board, ABOVE[index]!);
}

/** Blocked sideways: a present tile touches both its left and its right side. */
export function isBlockedSideways(board: Board, index: number): boolean {
  return anyPresent(board, LEFT[index]!) && anyPresent(board, RIGHT[index]!);
}

/** On the board, nothing on top, and the left or the right side open. */
export function isFree(board: Board, index: number): boolean {
  return Boolean(board[index]) && !isCovered(board, index) && !isBlockedSideways(board, index);
}

export function freeTiles(board: Board): number[] {
  const free: number[] = [];
  for (let i = 0; i < TILE_COUNT; i++) if (isFree(board, i)) free.push(i);
  return free;
}

const countPresent = (board: Board, tiles: readonly number[]): number => {
  let n = 0;
  for (const t of tiles) if (board[t]) n++;
  return n;
};

/**
 * How much removing this tile opens up: the tiles under it (weighted, a
 * buried tile is worth more) and the longer of the rows it closes. Orders
 * the solver's moves and picks a pair when search cannot vouch for any.
 */
export function openingWeight(board: Board, tile: number): number {
  return 3 * countPresent(board, BELOW[tile]!) + Math.max(countPresent(board, LEFTWARD[tile]!), countPresent(board, RIGHTWARD[tile]!));
}

export function presentTiles(board: Board): number[] {
  const present: number[] = [];
  for (let i = 0; i < TILE_COUNT; i++) if (board[i]) present.push(i);
  return present;
}
