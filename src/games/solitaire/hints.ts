/** The `moves` / `hint` listing: every legal move with what it would do. */
import { formatCard } from '../shared/cards.ts';
import { performMove } from './actions.ts';
import { describeCards, isPointless, legalCardMoves, revealsCard } from './rules.ts';
import { formatPoints, recyclePenalty } from './scoring.ts';
import { placeName, top, visibleCards, type Move, type SolitaireState } from './state.ts';

/** The shortest command that makes this move. */
export function moveCommand(state: SolitaireState, move: Move): string {
  const to = move.to.kind === 'foundation' ? 'f' : placeName(move.to);
  const needsCount = move.from.kind === 'tableau' && move.to.kind === 'tableau' && move.count > 1;
  return `move ${placeName(move.from)} ${to}${needsCount ? ` ${move.count}` : ''}`;
}

function describeEffect(state: SolitaireState, move: Move): string {
  const cards = visibleCards(state, move.from);
  const moving = cards.slice(cards.length - move.count);
  let target = `to ${placeName(move.to)}`;
  if (move.to.kind === 'tableau') {
    const onto = top(state.tableau[move.to.index]!.up);
    target = onto ? `onto ${formatCard(onto)}` : 'to the empty pile';
  }
  const parts = [`${describeCards(moving)} ${target}`];
  if (revealsCard(state, move)) parts.push(`turns over a card in ${placeName(move.from)}`);
  parts.push(formatPoints(performMove(state, move).points));
  return parts.join('; ');
}

export function listMoves(state: SolitaireState): string {
  if (state.status !== 'playing') return `The game is over (${state.outcome}); there are no moves. Send 'finish' with a rating.`;
  const lines: string[] = [];
  const moves = legalCardMoves(state);
  const pointless = moves.filter((move) => isPointless(state, move)).length;
  for (const move of moves.filter((candidate) => !isPointless(state, candidate))) {
    lines.push(`  ${moveCommand(state, move).padEnd(17)} ${describeEffect(state, move)}`);
  }
  if (state.stock.length > 0) {
    const count = Math.min(state.draw, state.stock.length);
    lines.push(`  ${'draw'.padEnd(17)} turn over ${count} card${count === 1 ? '' : 's'} (${state.stock.length} in the stock); +0`);
  } else if (state.waste.length > 0) {
    const penalty = recyclePenalty(state);
    lines.push(`  ${'recycle'.padEnd(17)} turn the waste (${state.waste.length} cards) back into the stock; ${penalty === 0 ? 'free' : formatPoints(-penalty)}`);
  }
  const note = pointless > 0 ? '\n(Not listed: moving a King that heads its own pile to another empty pile, which changes nothing.)' : '';
  if (lines.length === 0) return `No legal move is left: 'resign' ends the game.${note}`;
  return `Legal moves (${lines.length}):\n${lines.join('\n')}${note}`;
}
