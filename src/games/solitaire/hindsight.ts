/**
 * After the game: was the deal winnable? The solver looks at the original
 * deal with full information (stock and face-down cards), whatever the
 * player did with it. Pure and slow (up to a few seconds on a hard deal),
 * so the camp runs it in a worker thread (hindsight-worker.ts).
 */
import type { Hindsight } from '../game.ts';
import { setup } from './deal.ts';
import { solve } from './solver.ts';
import type { SolitaireOptions } from './state.ts';

/**
 * Positions the solver may expand, in a worker thread once per finished game:
 * at most about 4 s and 32 MB, and it settles about 96% (draw 1) and 93%
 * (draw 3) of random deals (`bench/klondike-solver.ts 150 1000000`).
 */
export const HINDSIGHT_NODE_BUDGET = 1_000_000;

export interface DealQuestion {
  options: SolitaireOptions;
  seed: string;
  /** The player won the game: the deal was winnable whatever the search finds. */
  won?: boolean;
}

export function dealHindsight({ options, seed, won = false }: DealQuestion, budget = HINDSIGHT_NODE_BUDGET): Hindsight {
  const result = solve(setup(options, seed), budget);
  // A "winnable" deal was proven so before it was dealt.
  const provenBefore = options.deal === 'winnable' && options.deck === null;
  const facts = { winnable: null as boolean | null, solution_length: null as number | null, solver_nodes: result.nodes };
  if (result.verdict === 'won') {
    const length = result.moves!.length;
    return { text: `This deal was winnable (solution length ${length} moves).`, facts: { ...facts, winnable: true, solution_length: length } };
  }
  if (won) {
    return { text: 'This deal was winnable: you won it (the solver did not find its solution within its budget).', facts: { ...facts, winnable: true } };
  }
  if (provenBefore) {
    return { text: 'This deal was winnable (the camp proved it before dealing it), but the solver did not find its solution again within its budget.', facts: { ...facts, winnable: true } };
  }
  if (result.verdict === 'unwinnable') return { text: 'This deal was not winnable.', facts: { ...facts, winnable: false } };
  return { text: 'The solver could not settle this deal within its budget.', facts };
}
