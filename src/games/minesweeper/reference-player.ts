/**
 * Minesweeper's reference player: reveals a cell the logic solver proves
 * safe; when nothing is provable and few cells are left, the cell with the
 * best chance of winning the game (endgame.ts); otherwise it guesses the
 * hidden cell least likely to hold a mine (exact odds over the frontier and
 * the mines left, mine-odds.ts; a rough local estimate when the frontier is
 * too big to count), preferring corners on ties, where a guess most often
 * opens an area.
 */
import type { ReferencePlayer } from '../reference-player.ts';
import { Deducer, HIDDEN_CELL, neighbourTable } from './logic-solver.ts';
import { endgameOdds } from './endgame.ts';
import { mineOdds } from './mine-odds.ts';
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

/** The unknown cell least likely to be a mine by exact odds, corners first on ties. */
function safestGuess(board: MinesweeperView, odds: Map<number, number>): number {
  let best = -1;
  let bestKey = Infinity;
  for (const [cell, chance] of odds) {
    const key = chance - (isCorner(board, cell) ? 1e-9 : 0);
    if (key < bestKey) {
      bestKey = key;
      best = cell;
    }
  }
  return best;
}

/** When the frontier is too big to count: each hidden cell's estimated chance of a mine: the worst of its numbers' local odds, or the density left elsewhere. */
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
      const deducer = new Deducer({ rows: board.rows, cols: board.cols, mines: board.mines, shown });
      deducer.solve();
      const { safe, mines } = deducer.deductions();
      if (safe.length > 0) return `reveal ${cellName(board, safe[0]!)}`;
      const end = endgameOdds(deducer);
      if (end !== null) return `reveal ${cellName(board, end.cell)}`;
      const odds = mineOdds(deducer);
      const target = odds !== null && odds.size > 0 ? safestGuess(board, odds) : leastLikelyMine(board, shown, new Set(mines));
      return `reveal ${cellName(board, target)}`;
    },
  };
}
