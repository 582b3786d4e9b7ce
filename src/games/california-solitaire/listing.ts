/**
 * Words about what a side can do: its movable cards and every legal move
 * (the `moves` command, the browser's highlights and the built-in opponent).
 */
import { formatCard } from '../shared/cards.ts';
import type { Seat } from '../game.ts';
import { planHanoi, runThatFits } from './hanoi.ts';
import { cardAt, legalDestinations, sourcesOf } from './rules.ts';
import { placeName, redealsLeft, topOf, type CaliforniaState, type Place } from './state.ts';

export interface LegalMove {
  /** The command that makes the move, e.g. 'move waste f2'. */
  command: string;
  /** What it does, e.g. '3♥ from the waste to f2, +10'. */
  description: string;
}

/** "waste 9♣, s1 4♥, s3 J♠" — the cards this side may pick up. */
export function movableCards(state: CaliforniaState, seat: Seat): string {
  const parts = sourcesOf(state, seat).map((place) => `${placeName(place)} ${formatCard(cardAt(state, seat, place)!)}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

function describePlace(place: Place): string {
  return place.kind === 'waste' ? 'the waste' : placeName(place);
}

/** Single-card moves, then draw or redeal, then hanoi runs of two or more cards. */
export function legalMoves(state: CaliforniaState, seat: Seat): LegalMove[] {
  const moves: LegalMove[] = [];
  for (const from of sourcesOf(state, seat)) {
    const card = formatCard(cardAt(state, seat, from)!);
    for (const to of legalDestinations(state, seat, from)) {
      const points = to.kind === 'tower' ? ', +10' : '';
      moves.push({ command: `move ${placeName(from)} ${placeName(to)}`, description: `${card} from ${describePlace(from)} to ${placeName(to)}${points}` });
    }
  }
  const side = state.sides[seat]!;
  if (side.deck.length > 0) {
    moves.push({ command: 'draw', description: `turn the top deck card onto the waste (${side.deck.length} in the deck)` });
  } else if (side.waste.length > 0 && redealsLeft(state, seat) > 0) {
    moves.push({ command: 'redeal', description: `turn the waste (${side.waste.length} cards) back over as the deck` });
  }
  side.stacks.forEach((source, from) => {
    side.stacks.forEach((target, to) => {
      if (from === to || target.length === 0) return;
      const count = runThatFits(source, target);
      if (count < 2) return;
      const plan = planHanoi(side.stacks, from, to, count);
      if (!plan.ok) return;
      const bottom = formatCard(source[source.length - count]!);
      moves.push({
        command: `hanoi s${from + 1} s${to + 1}`,
        description: `${count} cards (${bottom} up) from s${from + 1} onto ${formatCard(topOf(target)!)} on s${to + 1} in ${plan.value.length} single moves`,
      });
    });
  });
  return moves;
}

export function movesMessage(state: CaliforniaState, seat: Seat): string {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) return 'No legal moves.';
  return `Legal moves (${moves.length}):\n` + moves.map((move) => `  ${move.command} — ${move.description}`).join('\n');
}
