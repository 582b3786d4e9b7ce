/**
 * A greedy Klondike player over the moves the board shows (the reference
 * player's fallback, and the baseline it is measured against). In order: a
 * card to its foundation; a run that turns a face-down card over (or a
 * King's run into an empty pile from above face-down cards); the waste card
 * onto the tableau; then draw or recycle. It resigns when a whole pass
 * through the stock made no progress.
 */
import { rankOf, suitOf, type Card } from '../shared/cards.ts';
import type { ReferencePlayer } from '../reference-player.ts';
import { canStack } from './rules.ts';
import type { SolitaireView } from './view.ts';

type Pile = SolitaireView['tableau'][number];

const topCard = (pile: Pile): Card | undefined => pile.faceUp[pile.faceUp.length - 1]?.code;

function fitsFoundation(board: SolitaireView, card: Card): boolean {
  const foundation = board.foundations.find((pile) => pile.suit === suitOf(card));
  return foundation !== undefined && foundation.count === rankOf(card) - 1;
}

function fitsPile(pile: Pile, card: Card): boolean {
  const onto = topCard(pile);
  if (onto === undefined) return pile.faceDown === 0 && rankOf(card) === 13;
  return canStack(card, onto);
}

function foundationMove(board: SolitaireView): string | null {
  const waste = board.waste.playable?.code;
  if (waste && fitsFoundation(board, waste)) return 'move waste f';
  for (const pile of board.tableau) {
    const card = topCard(pile);
    if (card && fitsFoundation(board, card)) return `move ${pile.id} f`;
  }
  return null;
}

/** Moves a pile's whole face-up run when that turns a card over. */
function revealingMove(board: SolitaireView): string | null {
  for (const pile of board.tableau) {
    if (pile.faceDown === 0 || pile.faceUp.length === 0) continue;
    const bottom = pile.faceUp[0]!.code;
    const target = board.tableau.find((other) => other !== pile && fitsPile(other, bottom));
    if (target) return `move ${pile.id} ${target.id}${pile.faceUp.length > 1 ? ` ${pile.faceUp.length}` : ''}`;
  }
  return null;
}

function wasteToTableau(board: SolitaireView): string | null {
  const waste = board.waste.playable?.code;
  if (!waste) return null;
  const target = board.tableau.find((pile) => fitsPile(pile, waste));
  return target ? `move waste ${target.id}` : null;
}

/** What changes only when the game moves forward: cards home, cards turned over, cards out of the stock and waste. */
function progressMark(board: SolitaireView): string {
  const home = board.foundations.reduce((sum, pile) => sum + pile.count, 0);
  const down = board.tableau.reduce((sum, pile) => sum + pile.faceDown, 0);
  return `${home}/${down}/${board.stock.count + board.waste.count}`;
}

export function solitaireGreedyPlayer(): ReferencePlayer {
  let markAtLastRecycle: string | null = null;
  return {
    next(raw) {
      const board = raw as SolitaireView;
      if (board.status !== 'playing') return null;
      const move = foundationMove(board) ?? revealingMove(board) ?? wasteToTableau(board);
      if (move) return move;
      if (board.stock.count > 0) return 'draw';
      if (board.waste.count === 0) return null;
      const mark = progressMark(board);
      if (mark === markAtLastRecycle) return null;
      markAtLastRecycle = mark;
      return 'recycle';
    },
  };
}
