/**
 * A Klondike solver with full information (it sees the stock and the
 * face-down cards), for the camp's exact rules: draw 1 or 3, unlimited
 * passes, recycling keeps the order, cards may be taken back from the
 * foundations. Depth-first search over solver-moves.ts's candidates, with
 * safe moves home played at once and a transposition table of positions
 * already searched (or on the current line), so every position is expanded
 * once. A 'won' comes with the commands that win; an 'unwinnable' is exact
 * only as far as solver-moves.ts's dominances are (not all are proven safe),
 * so the camp uses it only to skip a shuffle, never to tell a player.
 */
import type { SolitaireState } from './state.ts';
import { candidateMoves, fitsFoundation, makeMove, reachableWasteCounts, safeMove, unmakeMove, type MadeMove, type SolverMove } from './solver-moves.ts';
import { positionKey, toPosition, type SolverPosition } from './solver-position.ts';
import { stockCommands } from './solver-stock.ts';

export type Verdict = 'won' | 'unwinnable' | 'undecided';

export interface SolveResult {
  verdict: Verdict;
  /** When won: camp commands (draw, recycle, move ...) that win from the given state. */
  moves?: string[];
  /** Positions expanded. */
  nodes: number;
  ms: number;
}

/** Positions the search may expand before it answers "undecided". */
export const DEFAULT_NODE_BUDGET = 200_000;

class BudgetSpent extends Error {}

/** Once nothing is face-down (and, in draw 3, the talon is empty), the lowest card left can always go home. */
function isSettled(position: SolverPosition): boolean {
  return position.down.every((pile) => pile.length === 0) && (position.draw === 1 || position.talon.length === 0);
}

function homeMoveOf(position: SolverPosition): SolverMove | null {
  for (let from = 0; from < position.up.length; from++) {
    const up = position.up[from]!;
    if (up.length > 0 && fitsFoundation(position, up[up.length - 1]!)) return { kind: 'tableauToFoundation', from };
  }
  for (const at of reachableWasteCounts(position)) {
    if (fitsFoundation(position, position.talon[at - 1]!)) return { kind: 'talonToFoundation', at };
  }
  return null;
}

export function solve(state: SolitaireState, nodeBudget = DEFAULT_NODE_BUDGET): SolveResult {
  const started = performance.now();
  const position = toPosition(state);
  const line: MadeMove[] = [];
  const seen = new Set<number>();
  let nodes = 0;

  const play = (move: SolverMove): void => {
    line.push(makeMove(position, move));
  };
  /** Plays a move with what comes with it; returns how many moves went on the line. */
  const playStep = (move: SolverMove): number => {
    const before = line.length;
    play(move);
    if (move.kind === 'tableauToTableau' && move.thenHome) play({ kind: 'tableauToFoundation', from: move.from });
    for (let safe = safeMove(position); safe !== null; safe = safeMove(position)) play(safe);
    return line.length - before;
  };
  const takeBack = (count: number): void => {
    for (let i = 0; i < count; i++) unmakeMove(position, line.pop()!);
  };

  const search = (): boolean => {
    if (isSettled(position)) return true;
    const key = positionKey(position);
    if (seen.has(key)) return false;
    seen.add(key);
    if (++nodes > nodeBudget) throw new BudgetSpent();
    for (const move of candidateMoves(position)) {
      const played = playStep(move);
      if (search()) return true;
      takeBack(played);
    }
    return false;
  };

  let verdict: Verdict;
  try {
    if (state.status === 'over' && state.outcome === 'won') verdict = 'won';
    else {
      for (let safe = safeMove(position); safe !== null; safe = safeMove(position)) play(safe);
      verdict = search() ? 'won' : 'unwinnable';
    }
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    verdict = 'undecided';
  }
  const result: SolveResult = { verdict, nodes, ms: 0 };
  if (verdict === 'won') {
    for (let move = homeMoveOf(position); move !== null; move = homeMoveOf(position)) play(move);
    result.moves = commandsOf(line, state.draw);
  }
  result.ms = performance.now() - started;
  return result;
}

function commandsOf(line: readonly MadeMove[], draw: 1 | 3): string[] {
  const commands: string[] = [];
  for (const made of line) {
    const move = made.move;
    switch (move.kind) {
      case 'tableauToFoundation':
        commands.push(`move t${move.from + 1} f`);
        break;
      case 'tableauToTableau':
        commands.push(`move t${move.from + 1} t${move.to + 1} ${move.count}`);
        break;
      case 'talonToFoundation':
      case 'talonToTableau':
        commands.push(...stockCommands(made.wasteBefore, move.at, made.talonBefore, draw));
        commands.push(move.kind === 'talonToFoundation' ? 'move waste f' : `move waste t${move.to + 1}`);
        break;
      case 'foundationToTableau':
        commands.push(`move f${move.suit + 1} t${move.to + 1}`);
        break;
    }
  }
  return commands;
}
