/**
 * Turns what the player wrote (a pile, "f", a card name) into places on the
 * board, with error messages that show what is there instead.
 */
import { type Result, ok, err } from '../game.ts';
import { formatCard, type Card } from '../shared/cards.ts';
import type { Ref } from './parse.ts';
import { describeCards, fittingCount, foundationIndexOf, wantedOn } from './rules.ts';
import { placeName, top, visibleCards, type Move, type Place, type SolitaireState } from './state.ts';

/** A source: where the cards come from and, when known, how many. */
export interface Source {
  place: Place;
  count: number | null;
}

/** The face-up cards a player can name, for error messages. */
export function movableSummary(state: SolitaireState): string {
  const parts: string[] = [];
  const wasteTop = top(state.waste);
  if (wasteTop) parts.push(`waste ${formatCard(wasteTop)}`);
  state.tableau.forEach((pile, index) => {
    if (pile.up.length > 0) parts.push(`t${index + 1}: ${describeCards(pile.up)}`);
  });
  state.foundations.forEach((pile, index) => {
    const card = top(pile);
    if (card) parts.push(`f${index + 1}: ${formatCard(card)}`);
  });
  return parts.join('; ');
}

function locateCard(state: SolitaireState, card: Card): Source | null {
  if (top(state.waste) === card) return { place: { kind: 'waste' }, count: 1 };
  for (let index = 0; index < state.tableau.length; index++) {
    const up = state.tableau[index]!.up;
    const at = up.indexOf(card);
    if (at >= 0) return { place: { kind: 'tableau', index }, count: up.length - at };
  }
  const foundation = foundationIndexOf(card);
  if (top(state.foundations[foundation]!) === card) return { place: { kind: 'foundation', index: foundation }, count: 1 };
  return null;
}

export function resolveSource(state: SolitaireState, ref: Ref, count: number | null): Result<Source> {
  if (ref.kind === 'stock') return err("The stock is not a source: send 'draw' to turn over cards, then move them from the waste.");
  if (ref.kind === 'anyFoundation') return err("'f' is only a destination; as a source name a foundation (f1-f4), a pile or a card.");
  if (ref.kind === 'card') {
    const found = locateCard(state, ref.card);
    if (!found) {
      return err(`${formatCard(ref.card)} is not a face-up card you can move (it must be the waste top, in a face-up tableau run or a foundation top). Face-up cards: ${movableSummary(state)}.`);
    }
    if (count !== null && count !== found.count) {
      const run = visibleCards(state, found.place).slice(-found.count!);
      return err(`${formatCard(ref.card)} heads ${found.count} card${found.count === 1 ? '' : 's'} in ${placeName(found.place)} (${describeCards(run)}); leave out the count or use ${found.count}.`);
    }
    return ok(found);
  }
  if (visibleCards(state, ref.place).length === 0) {
    return err(`${placeName(ref.place)} has no face-up card to move. Face-up cards: ${movableSummary(state) || 'none'}.`);
  }
  return ok({ place: ref.place, count });
}

/** Completes a source and a destination into a move (inferring the count); legality is checked later. */
export function resolveMove(state: SolitaireState, source: Source, ref: Ref): Result<Move> {
  const from = source.place;
  const cards = visibleCards(state, from);
  if (ref.kind === 'stock') return err('Cards cannot be put on the stock; the destination is t1-t7 or f.');
  let to: Place;
  if (ref.kind === 'anyFoundation') {
    const card = cards[Math.max(0, cards.length - (source.count ?? 1))]!;
    to = { kind: 'foundation', index: foundationIndexOf(card) };
  } else if (ref.kind === 'card') {
    const index = state.tableau.findIndex((pile) => top(pile.up) === ref.card);
    const foundation = foundationIndexOf(ref.card);
    if (index >= 0) to = { kind: 'tableau', index };
    else if (top(state.foundations[foundation]!) === ref.card) to = { kind: 'foundation', index: foundation };
    else return err(`${formatCard(ref.card)} is not the top card of a pile, so nothing can go on it. Name the destination pile instead (t1-t7 or f).`);
  } else {
    to = ref.place;
  }
  let count = source.count;
  if (count === null) {
    if (from.kind === 'tableau' && to.kind === 'tableau') {
      count = fittingCount(state, from.index, to);
      if (count === null) {
        return err(`No face-up card of ${placeName(from)} (${describeCards(cards)}) fits on ${placeName(to)}: ${placeName(to)} takes ${wantedOn(state, to.index)}.`);
      }
    } else {
      count = 1;
    }
  }
  return ok({ from, to, count });
}
