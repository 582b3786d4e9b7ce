/** next(): what the player can do now, in words an agent can act on. */
import { isPointless, legalCardMoves } from './rules.ts';
import { selectionText } from './render.ts';
import { displayedScore } from './scoring.ts';
import { multiplierSentence } from './multiplier-text.ts';
import { hasProductiveMove } from './stuck.ts';
import type { SolitaireState } from './state.ts';

export function nextText(state: SolitaireState): string {
  return playerText(state) + (state.status === 'playing' ? multiplierSentence(state) : '');
}

function playerText(state: SolitaireState): string {
  const score = displayedScore(state);
  if (state.status === 'over') {
    const how = state.outcome === 'won' ? `You won with ${score} points.` : `You resigned with ${score} points.`;
    return `${how} The game is over: send 'finish' with a rating (1-10) and a short review.`;
  }
  const selection = selectionText(state);
  if (selection) return selection;
  const stockMove = state.stock.length > 0 ? "'draw'" : state.waste.length > 0 ? "'recycle'" : null;
  if (!hasProductiveMove(state)) {
    return `No productive move is left. Send 'resign' to end the game with ${score} points${stockMove ? `, or keep trying with ${stockMove} and 'moves'` : ''}.`;
  }
  const count = legalCardMoves(state).filter((move) => !isPointless(state, move)).length;
  const cardMoves = count === 0 ? 'no card move is possible' : `${count} card move${count === 1 ? ' is' : 's are'} possible ('moves' lists them)`;
  return `Your move: ${cardMoves}${stockMove ? `, or ${stockMove}` : ''}. E.g. 'move waste t3', 'move t6 f', a card alone like '7h' to send it to its best place, or 'auto'.`;
}
