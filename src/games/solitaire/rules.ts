/**
 * Which card may go where (the rules of seed 000), and the list of every
 * legal card move. Nothing here changes a state.
 */
import { type Result, ok, err } from '../game.ts';
import { SUITS, SUIT_SYMBOLS, formatCard, isRed, makeCard, rankName, rankOf, suitOf, type Card } from '../shared/cards.ts';
import { TABLEAU_COUNT, placeName, samePlace, top, visibleCards, type Move, type Place, type SolitaireState } from './state.ts';

/** Rank by the code's first character: a table lookup, since legal-move listing calls this a lot. */
const RANK_BY_CHAR: Record<string, number> = { A: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, T: 10, J: 11, Q: 12, K: 13 };
const rank = (card: Card): number => RANK_BY_CHAR[card[0]!]!;
const red = (card: Card): boolean => card[1] === 'h' || card[1] === 'd';

/** A card goes on a card one rank higher of the opposite colour. */
export function canStack(card: Card, onto: Card): boolean {
  return rank(onto) === rank(card) + 1 && red(onto) !== red(card);
}

export function foundationIndexOf(card: Card): number {
  return SUITS.indexOf(suitOf(card));
}

/** True when `card` is the next card its suit's foundation takes. */
export function fitsFoundation(state: SolitaireState, card: Card): boolean {
  return state.foundations[foundationIndexOf(card)]!.length === rank(card) - 1;
}

/** True when `card` (the bottom of a moving run) may go on tableau pile `index`. */
export function fitsTableau(state: SolitaireState, card: Card, index: number): boolean {
  const pile = state.tableau[index]!;
  const onto = top(pile.up);
  if (onto === undefined) return pile.down.length === 0 && rank(card) === 13;
  return canStack(card, onto);
}

export function describeCards(cards: readonly Card[]): string {
  return cards.length === 0 ? '(none)' : cards.map(formatCard).join(' ');
}

/** "a black 8" / "a King": what a tableau pile accepts, for error messages. */
export function wantedOn(state: SolitaireState, index: number): string {
  const pile = state.tableau[index]!;
  const onto = top(pile.up);
  if (onto === undefined) return pile.down.length === 0 ? 'a King (the pile is empty)' : 'nothing';
  if (rankOf(onto) === 1) return `nothing (${formatCard(onto)} is an Ace)`;
  const colour = isRed(onto) ? 'black' : 'red';
  return `a ${colour} ${rankName(rankOf(onto) - 1)} (on ${formatCard(onto)})`;
}

/** Checks a fully specified move; the error says what is wrong and what would work. */
export function checkMove(state: SolitaireState, move: Move): Result<Move> {
  const { from, to, count } = move;
  const fromName = placeName(from);
  const toName = placeName(to);
  if (samePlace(from, to)) return err(`${fromName} is both the source and the destination; pick another destination.`);
  if (to.kind === 'waste') return err('Cards cannot be put on the waste; the destination is t1-t7 or f.');
  const cards = visibleCards(state, from);
  if (cards.length === 0) return err(`${fromName} has no card to move.`);
  if (from.kind !== 'tableau' && count !== 1) {
    return err(`Only the top card of ${fromName} can be moved (${formatCard(top(cards)!)}); leave out the count or use 1.`);
  }
  if (count < 1 || count > cards.length) {
    return err(`${fromName} has ${cards.length} face-up card${cards.length === 1 ? '' : 's'} (${describeCards(cards)}); the count must be 1-${cards.length}.`);
  }
  const moving = cards.slice(cards.length - count);
  const bottom = moving[0]!;
  if (to.kind === 'foundation') {
    if (from.kind === 'foundation') return err('A card cannot move from one foundation to another.');
    if (count !== 1) return err(`Foundations take one card at a time; move ${formatCard(top(cards)!)} alone (count 1).`);
    const right = foundationIndexOf(bottom);
    const have = state.foundations[right]!;
    const needs = have.length === 13 ? 'is complete' : `needs ${formatCard(makeCard(have.length + 1, SUITS[right]!))} next`;
    if (to.index !== right) {
      const wrong = `${toName} is the ${SUIT_SYMBOLS[SUITS[to.index]!]} foundation; ${formatCard(bottom)}`;
      if (!fitsFoundation(state, bottom)) return err(`${wrong} belongs on f${right + 1}, but f${right + 1} ${needs}.`);
      return err(`${wrong} goes to f${right + 1} (or just use f).`);
    }
    if (!fitsFoundation(state, bottom)) {
      return err(`${formatCard(bottom)} cannot go to f${right + 1} yet: that foundation ${needs}.`);
    }
    return ok(move);
  }
  if (!fitsTableau(state, bottom, to.index)) {
    return err(`${formatCard(bottom)} cannot go on ${toName}: ${toName} takes ${wantedOn(state, to.index)}.`);
  }
  return ok(move);
}

/** How many top cards of tableau pile `from` fit on `to` (null if none do). */
export function fittingCount(state: SolitaireState, from: number, to: Place): number | null {
  const up = state.tableau[from]!.up;
  if (to.kind === 'foundation') return up.length > 0 ? 1 : null;
  if (to.kind !== 'tableau') return null;
  for (let count = 1; count <= up.length; count++) {
    if (fitsTableau(state, up[up.length - count]!, to.index)) return count;
  }
  return null;
}

/** Every legal card move (not draw/recycle), in a stable order. */
export function legalCardMoves(state: SolitaireState): Move[] {
  const moves: Move[] = [];
  const tableauTargets = Array.from({ length: TABLEAU_COUNT }, (_, index) => ({ kind: 'tableau' as const, index }));
  const addSingle = (from: Place, card: Card, toFoundation: boolean) => {
    if (toFoundation && fitsFoundation(state, card)) {
      moves.push({ from, to: { kind: 'foundation', index: foundationIndexOf(card) }, count: 1 });
    }
    for (const to of tableauTargets) {
      if (!samePlace(from, to) && fitsTableau(state, card, to.index)) moves.push({ from, to, count: 1 });
    }
  };
  const wasteTop = top(state.waste);
  if (wasteTop !== undefined) addSingle({ kind: 'waste' }, wasteTop, true);
  state.tableau.forEach((pile, index) => {
    const from: Place = { kind: 'tableau', index };
    for (let count = 1; count <= pile.up.length; count++) {
      const bottom = pile.up[pile.up.length - count]!;
      if (count === 1 && fitsFoundation(state, bottom)) {
        moves.push({ from, to: { kind: 'foundation', index: foundationIndexOf(bottom) }, count: 1 });
      }
      for (const to of tableauTargets) {
        if (to.index !== index && fitsTableau(state, bottom, to.index)) moves.push({ from, to, count });
      }
    }
  });
  state.foundations.forEach((pile, index) => {
    const card = top(pile);
    if (card !== undefined) addSingle({ kind: 'foundation', index }, card, false);
  });
  return moves;
}

/** A move that turns over a face-down card. */
export function revealsCard(state: SolitaireState, move: Move): boolean {
  if (move.from.kind !== 'tableau') return false;
  const pile = state.tableau[move.from.index]!;
  return pile.down.length > 0 && move.count === pile.up.length;
}

/** A King run that is a whole pile moving to another empty pile changes nothing. */
export function isPointless(state: SolitaireState, move: Move): boolean {
  const { from, to } = move;
  if (from.kind !== 'tableau' || to.kind !== 'tableau') return false;
  const pile = state.tableau[from.index]!;
  return pile.down.length === 0 && move.count === pile.up.length && state.tableau[to.index]!.up.length === 0;
}

/** The legal moves of the cards at `place` (count null: any run), without the pointless ones. */
export function movesFrom(state: SolitaireState, place: Place, count: number | null): Move[] {
  return legalCardMoves(state).filter(
    (move) => samePlace(move.from, place) && (count === null || move.count === count) && !isPointless(state, move),
  );
}
