/**
 * The solver's moves: making and unmaking them on a SolverPosition, the
 * candidate list of a position (with the dominances that keep it short), and
 * the moves that are always safe to play at once. A move is one integer
 * (kind, two operands, a count), so the search allocates nothing per move.
 *
 * A talon move plays the card that is the waste top after some draws and
 * recycles ("reach waste count `at`, then play talon[at - 1]"): draws alone
 * change nothing on the table, and every waste count reachable from a later
 * one is reachable from an earlier one, so waiting to draw until a card is
 * played loses nothing.
 *
 * Why each left-out move loses nothing (a winning line that makes it can be
 * rewritten, no longer, into one that does not):
 * - A King-headed whole pile to an empty pile changes nothing; a card to an
 *   empty pile other than the first is the same position with piles renamed.
 * - A part of a run moved off a face-up card U onto U's twin U' only swaps
 *   which of the two carries it, unless U is then used: U goes home, or X,
 *   the twin of the run's bottom card, is put on U. Delaying the move until
 *   just before that use gives the same position, so it is tried only when
 *   U fits its foundation. The other use is never needed: put X on U'
 *   instead, and leave the run on U. The two positions differ only in which
 *   of U and U' carries which stack, and each move of one line has its
 *   counterpart in the other (a move onto or off the stack on U played on
 *   U', and the other way round; U or U' moving with what it carries) until
 *   U or U' goes home. Just before that, the stack on it moves onto its twin,
 *   uncovered then, and the two positions are the same: one move there for
 *   the one saved here.
 * - A card taken back off a foundation matters only once something is built
 *   on it or the card under it is taken back too, so it is taken back only
 *   when a card that fits on it can be reached now (face up, on the talon or
 *   on top of a foundation) or the card under it fits on a pile top; and
 *   never when isSafeHome would put it straight back.
 * - In draw 1, a talon card played to the table matters only once something
 *   is built on it (it can go home, or onto its other parent, straight from
 *   the talon, and taking it out changes no other card's reach), so it is
 *   played there only when a card that fits on it can be reached now.
 * - A whole run moved off a pile with nothing face-down only empties that
 *   pile, which matters only once a King moves in, so it is tried only when
 *   a King could (on the talon, on a foundation, or heading face-down cards).
 *
 * Each rewrite keeps the line's length, so from every winnable position some
 * candidate move leads to a position winnable in fewer moves, and the search,
 * which visits every position the candidates reach, finds a win.
 */
import * as positions from './solver-position.ts';
import type { SolverPosition } from './solver-position.ts';

// Local copies: the TypeScript loader turns imported bindings into getters, a call each in the hot loop.
const { RANK, RED, SUIT, UP_STRIDE } = positions;

export const TABLEAU_TO_FOUNDATION = 0;
export const TABLEAU_TO_TABLEAU = 1;
export const TALON_TO_FOUNDATION = 2;
export const TALON_TO_TABLEAU = 3;
export const FOUNDATION_TO_TABLEAU = 4;

/** kind (3 bits) | a (5 bits: pile, waste count or suit) | b (3 bits: target pile) | count (4 bits). */
export const encodeMove = (kind: number, a: number, b: number, count: number): number => kind | (a << 3) | (b << 8) | (count << 11);
export const moveKind = (move: number): number => move & 7;
export const moveA = (move: number): number => (move >> 3) & 31;
export const moveB = (move: number): number => (move >> 8) & 7;
export const moveCount = (move: number): number => (move >> 11) & 15;

export const fitsFoundation = (position: SolverPosition, card: number): boolean => position.foundations[SUIT[card]!] === RANK[card]! - 1;

const topOf = (position: SolverPosition, pile: number): number => {
  const count = position.upCount[pile]!;
  return count === 0 ? -1 : position.up[pile * UP_STRIDE + count - 1]!;
};

/** True when `card` may go on tableau pile `pile` (a King on an empty pile). */
export function fitsPile(position: SolverPosition, card: number, pile: number): boolean {
  const onto = topOf(position, pile);
  if (onto < 0) return position.downCount[pile] === 0 && RANK[card] === 13;
  return RANK[onto] === RANK[card]! + 1 && RED[onto] !== RED[card];
}

/** Turns the top face-down card of `pile` over if its face-up cards are gone; true if it did. */
function turnOver(position: SolverPosition, pile: number): boolean {
  if (position.upCount[pile]! > 0 || position.downCount[pile] === 0) return false;
  const hidden = --position.downCount[pile]!;
  position.up[pile * UP_STRIDE] = position.down[pile]![hidden]!;
  position.upCount[pile] = 1;
  return true;
}

function pushUp(position: SolverPosition, pile: number, card: number): void {
  position.up[pile * UP_STRIDE + position.upCount[pile]!] = card;
  position.upCount[pile]!++;
}

/** What unmaking a move needs besides the move: the card moved (bits 7+), the waste count before (bits 1-6), whether a card was turned over (bit 0). */
export function makeMove(position: SolverPosition, move: number): number {
  const kind = moveKind(move);
  const a = moveA(move);
  const wasteBefore = position.wasteCount;
  let card: number;
  let turned = false;
  if (kind === TABLEAU_TO_FOUNDATION) {
    card = position.up[a * UP_STRIDE + --position.upCount[a]!]!;
    position.foundations[SUIT[card]!]!++;
    turned = turnOver(position, a);
  } else if (kind === TABLEAU_TO_TABLEAU) {
    const count = moveCount(move);
    const to = moveB(move);
    const from = a * UP_STRIDE + position.upCount[a]! - count;
    card = position.up[from]!;
    for (let i = 0; i < count; i++) pushUp(position, to, position.up[from + i]!);
    position.upCount[a]! -= count;
    turned = turnOver(position, a);
  } else if (kind === FOUNDATION_TO_TABLEAU) {
    card = a * 13 + position.foundations[a]! - 1;
    position.foundations[a]!--;
    pushUp(position, moveB(move), card);
  } else {
    card = position.talon.splice(a - 1, 1)[0]!;
    position.wasteCount = a - 1;
    if (kind === TALON_TO_FOUNDATION) position.foundations[SUIT[card]!]!++;
    else pushUp(position, moveB(move), card);
  }
  return (card << 7) | (wasteBefore << 1) | (turned ? 1 : 0);
}

export const undoCard = (undo: number): number => undo >> 7;
export const undoWasteBefore = (undo: number): number => (undo >> 1) & 63;

export function unmakeMove(position: SolverPosition, move: number, undo: number): void {
  const kind = moveKind(move);
  const a = moveA(move);
  const card = undoCard(undo);
  if ((undo & 1) === 1) {
    position.downCount[a]!++;
    position.upCount[a] = 0;
  }
  if (kind === TABLEAU_TO_FOUNDATION) {
    position.foundations[SUIT[card]!]!--;
    pushUp(position, a, card);
  } else if (kind === TABLEAU_TO_TABLEAU) {
    const count = moveCount(move);
    const to = moveB(move);
    const from = to * UP_STRIDE + position.upCount[to]! - count;
    for (let i = 0; i < count; i++) pushUp(position, a, position.up[from + i]!);
    position.upCount[to]! -= count;
  } else if (kind === FOUNDATION_TO_TABLEAU) {
    position.upCount[moveB(move)]!--;
    position.foundations[a]!++;
  } else {
    if (kind === TALON_TO_FOUNDATION) position.foundations[SUIT[card]!]!--;
    else position.upCount[moveB(move)]!--;
    position.talon.splice(a - 1, 0, card);
    position.wasteCount = undoWasteBefore(undo);
  }
}
