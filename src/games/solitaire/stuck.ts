/**
 * The "no productive move left" warning. A move is productive when it:
 *  1. puts a card on a foundation (from the waste or the tableau);
 *  2. turns over a face-down card (moves a pile's whole face-up run away);
 *  3. moves part of a tableau run so the card it uncovers can go to a foundation;
 *  4. or some stock/waste card can be played (to the tableau or a foundation):
 *     a card counts when it is the waste top now, or would become the waste top
 *     while drawing through the rest of the stock and then one full pass after a
 *     recycle, playing nothing in between. In draw 1 that is every stock and
 *     waste card; in draw 3 only every third card of a pass (and the last one).
 *  5. or takes a card off a foundation to the tableau when, right after, a run
 *     can follow it there and turn a face-down card over, or a stock or waste
 *     card (as in 4) can be played on it.
 * Until the first recycle the stock holds cards the player has never seen,
 * and judging them would tell what it hides: a draw then always counts.
 * Moves between tableau piles that reveal nothing, and foundation-to-tableau
 * moves without such a follow-up, are not productive on their own.
 */
import { type Card } from '../shared/cards.ts';
import { performMove } from './actions.ts';
import { canStack, fitsFoundation, fitsTableau, legalCardMoves, revealsCard } from './rules.ts';
import { TABLEAU_COUNT, samePlace, top, type Move, type SolitaireState } from './state.ts';

/** Adds the card left on top after each draw of `draw` cards through `order` (first drawn first). */
function addDrawTops(order: readonly Card[], draw: number, into: Set<Card>): void {
  for (let end = draw; end - draw < order.length; end += draw) into.add(order[Math.min(end, order.length) - 1]!);
}

/** The cards that can become the waste top without playing anything (see above), each once. */
export function reachableStockCards(state: SolitaireState): Card[] {
  const reachable = new Set<Card>();
  if (state.waste.length > 0) reachable.add(state.waste[state.waste.length - 1]!);
  const stockInDrawOrder = [...state.stock].reverse();
  addDrawTops(stockInDrawOrder, state.draw, reachable);
  // After the recycle the stock keeps the waste's order: old waste first, then this pass's draws.
  addDrawTops([...state.waste, ...stockInDrawOrder], state.draw, reachable);
  return [...reachable];
}

function canPlaySomewhere(state: SolitaireState, card: Card): boolean {
  if (fitsFoundation(state, card)) return true;
  for (let index = 0; index < TABLEAU_COUNT; index++) if (fitsTableau(state, card, index)) return true;
  return false;
}

/** Rule 5: a card taken off a foundation that a revealing run or a stock card can follow. */
function opensAfterLeavingFoundation(state: SolitaireState, move: Move): boolean {
  const card = top(state.foundations[(move.from as { index: number }).index]!)!;
  const after = performMove(state, move).state;
  const followedByReveal = legalCardMoves(after).some((next) => samePlace(next.to, move.to) && revealsCard(after, next));
  return followedByReveal || reachableStockCards(after).some((stockCard) => canStack(stockCard, card));
}

/** A reply asks this of one state three times (its text, its view and its next steps); a state is never changed once made. */
const productiveByState = new WeakMap<SolitaireState, boolean>();

export function hasProductiveMove(state: SolitaireState): boolean {
  let productive = productiveByState.get(state);
  if (productive === undefined) {
    productive = findsProductiveMove(state);
    productiveByState.set(state, productive);
  }
  return productive;
}

function findsProductiveMove(state: SolitaireState): boolean {
  // Every card a draw shows is seen (draw 3 fans all three out), so after a recycle the whole stock has been.
  if (state.recycles === 0 && state.stock.length > 0) return true;
  const offFoundation: Move[] = [];
  for (const move of legalCardMoves(state)) {
    if (move.from.kind === 'foundation') {
      offFoundation.push(move);
      continue;
    }
    if (move.to.kind === 'foundation') return true;
    if (move.from.kind !== 'tableau') continue;
    if (revealsCard(state, move)) return true;
    const up = state.tableau[move.from.index]!.up;
    const uncovered = up[up.length - move.count - 1];
    if (uncovered !== undefined && fitsFoundation(state, uncovered)) return true;
  }
  if (reachableStockCards(state).some((card) => canPlaySomewhere(state, card))) return true;
  return offFoundation.some((move) => opensAfterLeavingFoundation(state, move));
}
