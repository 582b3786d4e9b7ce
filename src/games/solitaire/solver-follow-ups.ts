/**
 * The follow-up rule of the Klondike solver: after a move that only matters
 * once a later move uses it, the search goes on only with a move that does
 * (keepBuildsOn), since a winning line can always play such a move just
 * before its use. The reasons each move can wait are in solver-moves.ts.
 */
import * as moveModule from './solver-moves.ts';
import * as positionModule from './solver-position.ts';
import type { SolverPosition } from './solver-position.ts';

// Local copies: the TypeScript loader turns imported bindings into getters, a call each in the hot loop.
const { FOUNDATION_TO_TABLEAU, TABLEAU_TO_FOUNDATION, TABLEAU_TO_TABLEAU, TALON_TO_FOUNDATION, moveA, moveB, moveCount, moveKind } = moveModule;
const { PILES, RANK, RED, SUIT, UP_STRIDE } = positionModule;

/** The pile `card` tops, or -1. */
export function pileTopped(position: SolverPosition, card: number): number {
  for (let pile = 0; pile < PILES; pile++) {
    const count = position.upCount[pile]!;
    if (count > 0 && position.up[pile * UP_STRIDE + count - 1] === card) return pile;
  }
  return -1;
}

/** The face-up card a tableau move of part of a run uncovers, or -1 (a whole run uncovers a face-down card or the floor). */
export function cardUncovered(position: SolverPosition, move: number): number {
  const from = moveA(move);
  const count = position.upCount[from]!;
  const moving = moveCount(move);
  return moving < count ? position.up[from * UP_STRIDE + count - moving - 1]! : -1;
}

/**
 * Keeps, of the `count` moves from `start`, those that build on `pending`,
 * the card the last move put on the table, and returns how many. A card
 * taken back off a foundation, or in draw 1 played off the talon, matters
 * only once something is built on it (or, taken back, once the card under
 * it is taken back too): until then its move can wait, since it only covers
 * a card nothing else needs covered (solver-moves.ts). Likewise part of a
 * run moved off a face-up card U onto U's twin matters only once U is used:
 * it goes home, or a card is put on it (solver-moves.ts), and until then
 * every other move is the same with the run still on U. So a winning line
 * can always play such a move just before the first that uses it, and the
 * search follows it with one that does (usesUncovered adds the few moves
 * that make this rewriting keep to the candidate moves and to the other
 * follow-ups).
 */
export function keepBuildsOn(position: SolverPosition, moves: Int32Array, start: number, count: number, pending: number, kind: number): number {
  const pile = pileTopped(position, pending);
  let kept = start;
  for (let i = start; i < start + count; i++) {
    const move = moves[i]!;
    const moveKindOf = moveKind(move);
    const buildsOn = moveKindOf !== TABLEAU_TO_FOUNDATION && moveKindOf !== TALON_TO_FOUNDATION && moveB(move) === pile;
    if (kind === TABLEAU_TO_TABLEAU) {
      if (buildsOn || usesUncovered(position, move, moveKindOf, pending, pile)) moves[kept++] = move;
      continue;
    }
    const takesBackUnder = kind === FOUNDATION_TO_TABLEAU && moveKindOf === FOUNDATION_TO_TABLEAU && moveA(move) === SUIT[pending];
    if (buildsOn || takesBackUnder) moves[kept++] = move;
  }
  return kept - start;
}

/**
 * After part of a run moved off `uncovered` (its bottom card B onto B's
 * other parent): `uncovered` goes home from `pile`; or a card of B's rank
 * and colour goes home (B itself straight off its new parent, which
 * candidateMoves may not offer from `uncovered`); or a card of B's colour
 * comes back off a foundation (taken back right before the card under it,
 * B's twin, is taken back onto `uncovered`).
 */
function usesUncovered(position: SolverPosition, move: number, kind: number, uncovered: number, pile: number): boolean {
  // Card numbers are suit × 13 + rank − 1: suit × 13 is that suit's Ace, of the suit's colour.
  if (kind === FOUNDATION_TO_TABLEAU) return RED[moveA(move) * 13] !== RED[uncovered];
  if (kind !== TABLEAU_TO_FOUNDATION) return false;
  const from = moveA(move);
  if (from === pile) return true;
  const card = position.up[from * UP_STRIDE + position.upCount[from]! - 1]!;
  return RANK[card] === RANK[uncovered]! - 1 && RED[card] !== RED[uncovered];
}

