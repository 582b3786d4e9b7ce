/**
 * Minesweeper's reference player: reveals a cell the logic solver proves
 * safe; when nothing is provable it guesses the hidden cell least likely to
 * hold a mine (a rough estimate from the numbers around it and the mines
 * left), preferring corners on ties, where a guess most often opens an area.
 */
import type { ReferencePlayer } from '../reference-player.ts';
import { HIDDEN_CELL, deduce, neighbourTable } from './logic-solver.ts';
import type { MinesweeperView } from './view.ts';

function shownNumbers(board: MinesweeperView): Int8Array {
  const shown = new Int8Array(board.rows * board.cols);
  board.cells.flat().forEach((cell, index) => {
    // Flags are beliefs, not facts: a flagged cell is still hidden.
    if (cell.symbol === '#' || cell.symbol === 'F') shown[index] = HIDDEN_CELL;
    else shown[index] = cell.symbol === '.' ? 0 : Number(cell.symbol);
  });
  return shown;
}

function isCorner(board: MinesweeperView, index: number): boolean {
  const row = Math.floor(index / board.cols);
  const col = index % board.cols;
  return (row === 0 || row === board.rows - 1) && (col === 0 || col === board.cols - 1);
}

/** Each hidden cell's estimated chance of a mine: the worst of its numbers' local odds, or the density left elsewhere. */
function leastLikelyMine(board: MinesweeperView, shown: Int8Array, knownMines: Set<number>): number {
  const around = neighbourTable(board.rows, board.cols);
  const hidden: number[] = [];
  for (let cell = 0; cell < shown.length; cell++) if (shown[cell] === HIDDEN_CELL && !knownMines.has(cell)) hidden.push(cell);
  const density = Math.max(0, board.mines - knownMines.size) / Math.max(1, hidden.length);
  const risk = new Map<number, number>();
  for (let cell = 0; cell < shown.length; cell++) {
    if (shown[cell]! <= 0) continue;
    const unknown = around[cell]!.filter((next) => shown[next] === HIDDEN_CELL && !knownMines.has(next));
    if (unknown.length === 0) continue;
    const minesLeft = shown[cell]! - around[cell]!.filter((next) => knownMines.has(next)).length;
    const local = minesLeft / unknown.length;
    for (const next of unknown) risk.set(next, Math.max(risk.get(next) ?? 0, local));
  }
  let best = hidden[0]!;
  let bestKey = Infinity;
  for (const cell of hidden) {
    // Corners win ties: a small tiebreak, far below any real difference in odds.
    const key = (risk.get(cell) ?? density) - (isCorner(board, cell) ? 1e-6 : 0);
    if (key < bestKey) {
      bestKey = key;
      best = cell;
    }
  }
  return best;
}

function cellName(board: MinesweeperView, index: number): string {
  return `${Math.floor(index / board.cols) + 1} ${(index % board.cols) + 1}`;
}

export function minesweeperReferencePlayer(): ReferencePlayer {
  return {
    next(raw) {
      const board = raw as MinesweeperView;
      if (board.status !== 'playing') return null;
      const shown = shownNumbers(board);
      if (!shown.some((value) => value !== HIDDEN_CELL)) {
        // The first reveal is always safe and opens an area: start in the middle.
        return `reveal ${Math.ceil(board.rows / 2)} ${Math.ceil(board.cols / 2)}`;
      }
      const { safe, mines } = deduce({ rows: board.rows, cols: board.cols, mines: board.mines, shown });
      const target = safe.length > 0 ? safe[0]! : leastLikelyMine(board, shown, new Set(mines));
      return `reveal ${cellName(board, target)}`;
    },
  };
}
