/**
 * next(): what the player can do now, in words an agent can act on. Every
 * command it quotes is legal in the state it describes: the examples are
 * built from the legal moves, never written out generically.
 */
import { rankName, rankOf, suitOf, type Card } from '../shared/cards.ts';
import { canFinish, nextAutoMove } from './auto.ts';
import { moveCommand } from './hints.ts';
import { isPointless, legalCardMoves, revealsCard } from './rules.ts';
import { selectionText } from './render.ts';
import { displayedScore } from './scoring.ts';
import { multiplierSentence } from './multiplier-text.ts';
import { hasProductiveMove } from './stuck.ts';
import { visibleCards, type Move, type SolitaireState } from './state.ts';

export function nextText(state: SolitaireState): string {
  return playerText(state) + (state.status === 'playing' ? multiplierSentence(state) : '');
}

/** 'draw' or 'recycle' when the stock can be used now, else null. */
export function stockCommand(state: SolitaireState): string | null {
  return state.stock.length > 0 ? 'draw' : state.waste.length > 0 ? 'recycle' : null;
}

function playerText(state: SolitaireState): string {
  const score = displayedScore(state);
  if (state.status === 'over') {
    const how = state.outcome === 'won' ? `You won with ${score} points.` : `You resigned with ${score} points.`;
    return `${how} The game is over: send 'finish' with a rating (1-10) and a short review.`;
  }
  const selection = selectionText(state);
  if (selection) return selection;
  const stock = stockCommand(state);
  const stockMove = stock ? `'${stock}'` : null;
  if (!hasProductiveMove(state)) {
    return `No productive move is left. Send 'resign' to end the game with ${score} points${stockMove ? `, or keep trying with ${stockMove} and 'moves'` : ''}.`;
  }
  const moves = legalCardMoves(state).filter((move) => !isPointless(state, move));
  const count = moves.length;
  const cardMoves = count === 0 ? 'no card move is possible' : `${count} card move${count === 1 ? ' is' : 's are'} possible ('moves' lists them)`;
  const examples = exampleCommands(state, moves);
  return `Your move: ${cardMoves}${stockMove ? `, or ${stockMove}` : ''}.${examples.length ? ` E.g. ${examples.join(', ')}.` : ''}`;
}

/** How much a move is worth showing as an example: home first, then a turn-over, never a card taken back down. */
function exampleRank(state: SolitaireState, move: Move): number {
  if (move.to.kind === 'foundation') return 3;
  if (revealsCard(state, move)) return 2;
  return move.from.kind === 'foundation' ? 0 : 1;
}

/** Up to two move commands, a card to tap, and 'auto' when it would move something: all legal now. */
function exampleCommands(state: SolitaireState, moves: Move[]): string[] {
  // A stable sort keeps legalCardMoves' order among equals.
  const ranked = moves.map((move, order) => ({ move, order, rank: exampleRank(state, move) }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order)
    .map(({ move }) => move);
  const examples = [...new Set(ranked.map((move) => moveCommand(state, move)))].slice(0, 2).map((command) => `'${command}'`);
  const tappable = ranked.find((move) => move.from.kind !== 'foundation');
  if (tappable) {
    const cards = visibleCards(state, tappable.from);
    const card = typedCard(cards[cards.length - tappable.count]!);
    examples.push(`a card alone like '${card}' to send it to its best place`);
  }
  if (nextAutoMove(state, !canFinish(state)) !== null) examples.push("'auto' to put safe cards home");
  return examples;
}

/** A card as an agent would type it: '7h', '10s'. */
function typedCard(card: Card): string {
  return `${rankName(rankOf(card))}${suitOf(card)}`;
}
