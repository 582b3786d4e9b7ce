/**
 * The reference player of California Solitaire, and of California Double
 * as seat 0 of a race against the built-in opponent. It plays as the greedy
 * player does (greedy-player.ts), and when that one sees nothing to do once
 * its deck is spent, it digs for a wanted card with the stack-shuffle
 * planner the built-in opponent uses (plan.ts), given only what this player
 * has seen: its own stacks, the towers, and its
 * own waste, remembered card by card as it drew them (the board shows only
 * the waste's top). It never reads a deck's order or the opponent's waste.
 * In a race, null means nothing to do now: wait for the opponent; alone, it
 * gives up.
 */
import type { Card } from '../shared/cards.ts';
import type { ReferencePlayer } from '../reference-player.ts';
import { planTowerMove } from './plan.ts';
import { californiaGreedyPlayer } from './greedy-player.ts';
import { placeName, type CaliforniaState } from './state.ts';
import type { buildView } from './view.ts';

type Board = ReturnType<typeof buildView>;
type WasteView = Board['sides'][number]['waste'];

/** The player's own waste, bottom to top, followed from one board to the next. */
class WasteMemory {
  cards: Card[] = [];
  /** False once the waste changed in a way one move cannot explain (then the memory is not used). */
  known = true;

  see({ top, count }: WasteView): void {
    const before = this.cards.length;
    if (count === 0) this.cards = [];
    else if (count === before + 1) this.cards.push(top!.card);
    else if (count === before - 1) this.cards.pop();
    else if (count !== before) this.known = false;
    if (count > 0 && this.cards[this.cards.length - 1] !== top?.card) this.known = false;
  }
}

/** A state holding only what the player knows: the towers, its stacks and remembered waste, no deck. */
function seenState(board: Board, seat: number, waste: Card[]): CaliforniaState {
  return {
    mode: board.mode,
    options: board.options,
    towers: board.towers.map((tower) => ({
      suit: tower.suit,
      cards: tower.cards.map((card) => card.card),
      owners: tower.cards.map((card) => card.owner),
      placedAt: tower.cards.map(() => 0),
    })),
    sides: board.sides.map((side, index) => ({
      deck: [],
      waste: index === seat ? waste.slice() : [],
      stacks: side.stacks.map((stack) => stack.cards.map((card) => card.card)),
      redealsUsed: 0,
      placed: side.placed,
      actions: side.actions,
    })),
    status: 'playing',
    outcome: null,
    winner: null,
    endReason: null,
    commandCount: board.commandCount,
    stuck: board.sides.map(() => false),
  };
}

export function californiaReferencePlayer(): ReferencePlayer {
  const greedy = californiaGreedyPlayer();
  const waste = new WasteMemory();
  return {
    next(raw) {
      const board = raw as Board;
      if (board.status !== 'playing') return null;
      const seat = board.viewerSeat ?? 0;
      const side = board.sides[seat]!;
      waste.see(side.waste);
      const chosen = greedy.next(board);
      if (chosen !== null || side.deck.count > 0 || !waste.known) return chosen;
      const planned = planTowerMove(seenState(board, seat, waste.cards), seat);
      return planned ? `move ${placeName(planned.from)} ${placeName(planned.to)}` : null;
    },
  };
}
