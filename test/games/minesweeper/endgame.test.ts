/**
 * The endgame search against the game itself: from small positions where
 * logic is stuck, the player that reveals the proven-safe cells and
 * otherwise the endgame's cell is played against every placement of the
 * mines that fits what was shown. It wins exactly the share the search
 * said it would, and never fewer games than the player that reveals the
 * cell least likely to be a mine.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/games/shared/random.ts';
import { endgameOdds } from '../../../src/games/minesweeper/endgame.ts';
import { Deducer, HIDDEN_CELL } from '../../../src/games/minesweeper/logic-solver.ts';
import { mineOdds } from '../../../src/games/minesweeper/mine-odds.ts';
import { neighbours } from '../../../src/games/minesweeper/state.ts';

interface Board {
  rows: number;
  cols: number;
  mines: number;
}

/** Reveals `cell` on `shown` for the mines `truth`, opening zeros as the game does; false on a mine. */
function reveal(board: Board, truth: Set<number>, shown: Int8Array, cell: number): boolean {
  if (truth.has(cell)) return false;
  const queue = [cell];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (shown[next] !== HIDDEN_CELL) continue;
    const around = neighbours(board.rows, board.cols, next);
    shown[next] = around.filter((other) => truth.has(other)).length;
    if (shown[next] === 0) queue.push(...around);
  }
  return true;
}

type Guess = (deducer: Deducer) => number;
const endgameGuess: Guess = (deducer) => endgameOdds(deducer)!.cell;
const safestGuess: Guess = (deducer) => [...mineOdds(deducer)!].sort((a, b) => a[1] - b[1] || a[0] - b[0])[0]![0];

/** Plays from `start` against `truth`: proven-safe cells first, else `guess`. */
function wins(board: Board, truth: Set<number>, start: Int8Array, guess: Guess): boolean {
  const shown = Int8Array.from(start);
  for (;;) {
    if (shown.filter((value) => value === HIDDEN_CELL).length === board.mines) return true;
    const deducer = new Deducer({ ...board, shown });
    deducer.solve();
    const { safe } = deducer.deductions();
    if (!reveal(board, truth, shown, safe.length > 0 ? safe[0]! : guess(deducer))) return false;
  }
}

/** Every placement of the mines that fits the numbers shown (hidden cells only), by brute force. */
function placementsFitting(board: Board, shown: Int8Array): Set<number>[] {
  const hidden = [...shown.keys()].filter((cell) => shown[cell] === HIDDEN_CELL);
  const fitting: Set<number>[] = [];
  for (let bits = 0; bits < 1 << hidden.length; bits++) {
    const mines = new Set(hidden.filter((_, index) => (bits & (1 << index)) !== 0));
    if (mines.size !== board.mines) continue;
    const fits = [...shown.keys()].every((cell) => shown[cell] === HIDDEN_CELL
      || neighbours(board.rows, board.cols, cell).filter((other) => mines.has(other)).length === shown[cell]);
    if (fits) fitting.push(mines);
  }
  return fitting;
}

/** Small positions where logic is stuck with at most 14 hidden cells: random boards, opened at a zero, then logic. */
function stuckPositions(count: number): { board: Board; shown: Int8Array }[] {
  const found: { board: Board; shown: Int8Array }[] = [];
  const random = Random.fromSeed('endgame positions');
  for (let attempt = 0; found.length < count && attempt < 20_000; attempt++) {
    const board = { rows: 4 + random.int(2), cols: 4 + random.int(2), mines: 3 + random.int(4) };
    const cells = board.rows * board.cols;
    const truth = new Set<number>();
    while (truth.size < board.mines) truth.add(random.int(cells));
    const shown = new Int8Array(cells).fill(HIDDEN_CELL);
    const zero = [...Array(cells).keys()].find((cell) => !truth.has(cell) && neighbours(board.rows, board.cols, cell).every((other) => !truth.has(other)));
    if (zero === undefined) continue;
    reveal(board, truth, shown, zero);
    for (;;) {
      const deducer = new Deducer({ ...board, shown });
      deducer.solve();
      const { safe } = deducer.deductions();
      if (safe.length === 0) break;
      reveal(board, truth, shown, safe[0]!);
    }
    const hidden = shown.filter((value) => value === HIDDEN_CELL).length;
    if (hidden > board.mines && hidden <= 14) found.push({ board, shown });
  }
  return found;
}

describe('the Minesweeper endgame search', () => {
  it('wins exactly the share it predicts over every placement that fits, and never fewer than the safest guess', () => {
    const positions = stuckPositions(60);
    expect(positions.length).toBe(60);
    let better = 0;
    for (const { board, shown } of positions) {
      const deducer = new Deducer({ ...board, shown });
      deducer.solve();
      const odds = endgameOdds(deducer)!;
      const fitting = placementsFitting(board, shown);
      const endgameWins = fitting.filter((truth) => wins(board, truth, shown, endgameGuess)).length;
      const safestWins = fitting.filter((truth) => wins(board, truth, shown, safestGuess)).length;
      expect(endgameWins).toBeCloseTo(odds.chance * fitting.length, 9);
      expect(endgameWins).toBeGreaterThanOrEqual(safestWins);
      if (endgameWins > safestWins) better++;
    }
    // Not only as good: on some positions the cell that tells more wins more often than the safest one.
    expect(better).toBeGreaterThan(0);
  });
});
