/**
 * Mahjong Solitaire's reference player: a greedy player over the free pairs
 * the board shows (never the solver, which sees covered faces). It prefers a
 * face whose every remaining tile is free (matching those can never strand a
 * tile), then the pair that frees the most tiles, higher layers first.
 * With no pair it shuffles while shuffles remain, then gives up.
 */
import type { ReferencePlayer } from '../reference-player.ts';
import type { MahjongView, TileView } from './view.ts';

/** Tiles this one holds down: tiles under it, and its row neighbours on the same layer. */
function blockedBy(tile: TileView, tiles: TileView[]): number {
  let count = 0;
  for (const other of tiles) {
    if (other === tile) continue;
    const overlapsY = Math.abs(other.y - tile.y) < 2;
    const under = other.z === tile.z - 1 && Math.abs(other.x - tile.x) < 2 && overlapsY;
    const beside = other.z === tile.z && Math.abs(other.x - tile.x) === 2 && overlapsY;
    if (under || beside) count++;
  }
  return count;
}

export function mahjongReferencePlayer(): ReferencePlayer {
  return {
    next(raw) {
      const board = raw as MahjongView;
      if (board.status !== 'playing') return null;
      if (board.pairs.length === 0) return board.shufflesLeft > 0 ? 'shuffle' : null;
      const byId = new Map(board.tiles.map((tile) => [tile.id, tile]));
      const onBoard = new Map<string, number>();
      for (const tile of board.tiles) onBoard.set(tile.face, (onBoard.get(tile.face) ?? 0) + 1);
      const freeCount = new Map(board.freeByFace.map((entry) => [entry.face, entry.ids.length]));
      let best: [string, string] = board.pairs[0]!;
      let bestValue = -Infinity;
      for (const pair of board.pairs) {
        const [a, b] = pair.map((id) => byId.get(id)!) as [TileView, TileView];
        const allFree = freeCount.get(a.face) === onBoard.get(a.face) ? 1000 : 0;
        const value = allFree + 10 * (blockedBy(a, board.tiles) + blockedBy(b, board.tiles)) + a.z + b.z;
        if (value > bestValue) {
          bestValue = value;
          best = pair;
        }
      }
      return `match ${best[0]} ${best[1]}`;
    },
  };
}
