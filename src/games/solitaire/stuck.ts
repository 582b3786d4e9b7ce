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
 * Moves between tableau piles that reveal nothing, and foundation-to-tableau
 * moves, are not productive on their own.
 */
import { type Card } from '../shared/cards.ts';
import { fitsFoundation, fitsTableau, legalCardMoves, revealsCard } from './rules.ts';
import { TABLEAU_COUNT, type SolitaireState } from './state.ts';

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

export function hasProductiveMove(state: SolitaireState): boolean {
  for (const move of legalCardMoves(state)) {
    if (move.from.kind === 'foundation') continue;
    if (move.to.kind === 'foundation') return true;
    if (move.from.kind !== 'tableau') continue;
    if (revealsCard(state, move)) return true;
    const up = state.tableau[move.from.index]!.up;
    const uncovered = up[up.length - move.count - 1];
    if (uncovered !== undefined && fitsFoundation(state, uncovered)) return true;
  }
  return reachableStockCards(state).some((card) => canPlaySomewhere(state, card));
}
