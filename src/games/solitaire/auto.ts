/**
 * The `auto` command. A card of rank r is safe to put home when r ≤ 2, or when
 * both foundations of the opposite colour already hold r − 1 or more: every
 * card that could be built on it is then home already. Once no tableau card is
 * face-down and the stock is empty, auto plays every card it can (safe or not),
 * which finishes the game unless a waste card is stuck under a higher one.
 * Each card moved is one action and scores like a normal move.
 */
import { formatCard, isRed, rankOf, SUITS, type Card } from '../shared/cards.ts';
import { performMove, winNote } from './actions.ts';
import { fitsFoundation, foundationIndexOf } from './rules.ts';
import { pointsSentence } from './scoring.ts';
import { placeName, top, type Move, type Place, type SolitaireState } from './state.ts';

export function isSafeToPutHome(state: SolitaireState, card: Card): boolean {
  const rank = rankOf(card);
  if (rank <= 2) return true;
  return SUITS.every((suit, index) => isRed(`A${suit}`) === isRed(card) || state.foundations[index]!.length >= rank - 1);
}

/** True once every tableau card is face-up and the stock is empty. */
export function canFinish(state: SolitaireState): boolean {
  return state.stock.length === 0 && state.tableau.every((pile) => pile.down.length === 0);
}

/** The next card auto would move home (lowest rank first), or null. */
export function nextAutoMove(state: SolitaireState, onlySafe: boolean): Move | null {
  const sources: Place[] = [{ kind: 'waste' }, ...state.tableau.map((_, index): Place => ({ kind: 'tableau', index }))];
  let best: { move: Move; rank: number } | null = null;
  for (const from of sources) {
    const card = from.kind === 'waste' ? top(state.waste) : top(state.tableau[(from as { index: number }).index]!.up);
    if (card === undefined || !fitsFoundation(state, card)) continue;
    if (onlySafe && !isSafeToPutHome(state, card)) continue;
    if (best === null || rankOf(card) < best.rank) {
      best = { move: { from, to: { kind: 'foundation', index: foundationIndexOf(card) }, count: 1 }, rank: rankOf(card) };
    }
  }
  return best?.move ?? null;
}

export function runAuto(state: SolitaireState): { state: SolitaireState; message: string } {
  const finishing = canFinish(state);
  const steps: string[] = [];
  const revealed: string[] = [];
  let current = state;
  let basePoints = 0;
  for (;;) {
    if (current.status !== 'playing') break;
    // Once auto itself turns over the last face-down card, it may finish too.
    const move = nextAutoMove(current, !canFinish(current));
    if (move === null) break;
    const outcome = performMove(current, move);
    steps.push(`${formatCard(outcome.moved[0]!)} (${placeName(move.from)})`);
    if (outcome.revealed) revealed.push(`${formatCard(outcome.revealed)} in ${placeName(move.from)}`);
    basePoints += outcome.basePoints;
    current = outcome.state;
  }
  if (steps.length === 0) {
    const why = finishing
      ? 'no card can go to a foundation now'
      : 'no card is safe to put on a foundation now (a safe card is an Ace, a 2, or a card whose opposite-colour foundations are at most one rank lower)';
    return { state: { ...state, selection: null }, message: `Auto: ${why}.${wasteBlockNote(state)} Try 'moves' to see every legal move.` };
  }
  let message = `Auto moved ${steps.length} card${steps.length === 1 ? '' : 's'} to the foundations: ${steps.join(', ')}`;
  if (revealed.length > 0) message += `; turned over ${revealed.join(', ')}`;
  // Every card of one auto is scored at the same multiplier: the command's accepted time.
  message += `, ${steps.length} action${steps.length === 1 ? '' : 's'}. ${pointsSentence(state, basePoints, current)}.`;
  if (current.outcome === 'won') message += winNote(current);
  else if (finishing) message += wasteBlockNote(current);
  return { state: current, message };
}

/** Once everything is face-up and the stock is empty, only a waste card lying on the cards auto needs can stop it. */
function wasteBlockNote(state: SolitaireState): string {
  const wasteTop = top(state.waste);
  if (!canFinish(state) || wasteTop === undefined) return '';
  return ` ${formatCard(wasteTop)} blocks the waste: play it to the tableau, or recycle and draw to reach the cards under it.`;
}
