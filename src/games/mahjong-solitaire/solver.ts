/**
 * Full-information solver: can this board be cleared, and how?
 *
 * The search (solver-search.ts) branches on how each face's four tiles pair
 * up rather than on move order, takes safe pairs without branching, and
 * cuts dead ends with sound tests only (solver-locks.ts), so 'unsolvable' is
 * always a proof. Positions proven dead are remembered by a Zobrist hash of
 * the tiles left and the pairings chosen (53 bits to index, 32 to confirm).
 * The board is typed arrays whose free tiles are updated incrementally
 * (solver-board.ts) and nothing is allocated per node; most of a node's
 * time goes to the lock test's relaxed play-outs (solver-relaxed.ts).
 *
 * The budget counts nodes, not milliseconds, so every answer is
 * reproducible; when it runs out the answer is 'unknown', never a guess.
 */
import type { Pair } from './deal.ts';
import { SolverBoard } from './solver-board.ts';
import { Search } from './solver-search.ts';
import type { Face } from './tiles.ts';

export type SolveResult =
  | { status: 'solved'; order: Pair[]; nodes: number }
  | { status: 'unsolvable'; nodes: number }
  | { status: 'unknown'; nodes: number };

/**
 * A hint's allowance. A node costs up to about 100 µs on a full board (the
 * lock test plays the board out once per pairing it tries): about 40 ms at
 * p99 on boards from random play, once warm. 98% of those boards are
 * cleared or proven dead within it (see bench/mahjong-solitaire.ts).
 */
export const DEFAULT_NODE_BUDGET = 500;

/**
 * Restart schedule: the first run follows the heuristic exactly, later ones
 * jitter it and get more nodes. A first run of 300 nodes is enough to play
 * a full board straight through (about 150 nodes), so an easy board is not
 * cut off and started again.
 */
const FIRST_RUN_NODES = 300;
const RUN_GROWTH = 1.2;
/** Comparable to a tile's weight (about 0 to 30): the restarts explore, the first round follows the heuristic. */
const RESTART_NOISE = 20;

/**
 * Solves the board given as a face per tile index (null = removed). 'solved'
 * carries a clearing order; 'unsolvable' is a proof; 'unknown' means the
 * node budget ran out first.
 *
 * A depth-first search pays dearly for an early mistake, so it runs in
 * growing rounds, each with a slightly different move order; boards proven
 * dead in one round stay dead in the next. A round that ends without running
 * out of nodes has searched everything.
 */
export function solve(faces: readonly (Face | null)[], budget = DEFAULT_NODE_BUDGET): SolveResult {
  const search = new Search(new SolverBoard(faces));
  let roundNodes = FIRST_RUN_NODES;
  let spent = 0;
  for (let round = 0; ; round++) {
    search.startRound(Math.min(roundNodes, budget - spent), round === 0 ? 0 : RESTART_NOISE);
    const found = search.run();
    spent += search.nodes;
    if (found) return { status: 'solved', order: Array.from({ length: search.depth }, (_, i) => search.pairAt(i)), nodes: spent };
    if (!search.exhausted) return { status: 'unsolvable', nodes: spent };
    if (spent >= budget) return { status: 'unknown', nodes: spent };
    roundNodes = Math.ceil(roundNodes * RUN_GROWTH);
  }
}
