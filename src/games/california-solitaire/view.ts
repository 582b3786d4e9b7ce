/**
 * The JSON board for the browser, and next(): what the viewer can do now.
 * Ids match the command words: 'waste', 's1'-'s4', 'f1'-'f8', 'deck', and
 * each face-up card's code ('7h'), so a click can be sent as a command.
 */
import { formatCard, SUIT_SYMBOLS, type Card } from '../shared/cards.ts';
import type { Drawing, Seat, Viewer } from '../game.ts';
import { legalMoves, type LegalMove } from './listing.ts';
import { nextCardOf } from './rules.ts';
import { seatScore, summaryScore } from './scoring.ts';
import { redealsLeft, seatLetter, topOf, type CaliforniaState } from './state.ts';

const face = (card: Card) => ({ card, label: formatCard(card) });

export interface SideView {
  seat: Seat;
  letter: string;
  role: 'you' | 'opponent' | 'player';
  stacks: { id: string; cards: { card: Card; label: string }[] }[];
  waste: { id: 'waste'; top: { card: Card; label: string } | null; count: number };
  deck: { id: 'deck'; count: number };
  redealsLeft: number | 'unlimited';
  placed: number;
  actions: number;
  score: number;
}

export function buildView(state: CaliforniaState, viewer: Viewer, drawing: Drawing = {}) {
  const me = viewer === 'spectator' ? null : viewer;
  const sides: SideView[] = state.sides.map((side, seat) => {
    const left = redealsLeft(state, seat);
    return {
      seat,
      letter: seatLetter(seat),
      role: state.mode === 'single' || me === null ? 'player' : seat === me ? 'you' : 'opponent',
      stacks: side.stacks.map((stack, i) => ({ id: `s${i + 1}`, cards: stack.map(face) })),
      waste: { id: 'waste', top: side.waste.length ? face(topOf(side.waste)!) : null, count: side.waste.length },
      deck: { id: 'deck', count: side.deck.length },
      redealsLeft: left === Infinity ? 'unlimited' : left,
      placed: side.placed,
      actions: side.actions,
      score: seatScore(state, seat),
    };
  });
  const canAct = state.status === 'playing' && me !== null && !drawing.idle;
  const moves: LegalMove[] = canAct ? legalMoves(state, me) : [];
  return {
    game: state.mode === 'single' ? 'california-solitaire' : 'california-double',
    mode: state.mode,
    status: state.status,
    outcome: state.outcome,
    endReason: state.endReason,
    winner: state.winner,
    viewerSeat: me,
    options: { ...state.options },
    towers: state.towers.map((tower, i) => ({
      id: `f${i + 1}`,
      suit: tower.suit,
      symbol: SUIT_SYMBOLS[tower.suit],
      cards: tower.cards.map((card, k) => ({ ...face(card), owner: tower.owners[k]! })),
      next: tower.cards.length < 13 ? nextCardOf(tower) : null,
      complete: tower.cards.length === 13,
    })),
    sides,
    scores: sides.map((side) => side.score),
    score: summaryScore(state),
    commandCount: state.commandCount,
    legalMoves: moves,
  };
}

const FORFEIT_WARNING = 'Careful: an illegal card move forfeits the game.';

export function nextText(state: CaliforniaState, viewer: Viewer): string {
  if (state.status === 'over') {
    const result = state.mode === 'single'
      ? `The game is over (${state.outcome}: ${state.endReason}) with a score of ${seatScore(state, 0)}.`
      : `The game is over: ${state.endReason}${viewer === 'spectator' ? '' : state.winner === viewer ? ' — you won' : state.winner === null ? '' : ' — you lost'}.`;
    // Only a player rates the game; a spectator has nothing left to do.
    return viewer === 'spectator' ? result : `${result} Send 'finish' with a rating (1-10) and a short review.`;
  }
  if (viewer === 'spectator') {
    return state.mode === 'double'
      ? 'Seats A and B are racing to place all their cards on the shared towers; watch the board for their moves.'
      : 'The player is thinking; watch the board.';
  }
  const side = state.sides[viewer]!;
  const warning = state.mode === 'double' ? ` ${FORFEIT_WARNING}` : '';
  if (state.mode === 'double' && state.stuck[viewer]) {
    return `None of your cards can reach a tower as the towers stand: wait for your opponent's moves (they may open a tower for you), or 'resign'.${warning}`;
  }
  const source = side.deck.length > 0
    ? `'draw' (${side.deck.length} left in the deck)`
    : side.waste.length > 0 && redealsLeft(state, viewer) > 0 ? "'redeal' (the deck is empty)" : 'the waste and stacks (the deck is spent)';
  return `Your move: play a card by name ('7h' sends it to its best place, 'alt 7h' elsewhere), 'move <from> <to>' (e.g. 'move waste f'), ${source}, or 'moves' to list every legal move.${warning}`;
}
