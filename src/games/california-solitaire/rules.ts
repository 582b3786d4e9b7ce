/**
 * The placement rules of seed 002 and the single-card move. A tower takes
 * the next card of its suit (an ace when empty); a stack takes any card when
 * empty, otherwise only a card of LOWER rank than its top (suit ignored,
 * equal ranks refused). Sources are the top of the waste and the stack tops.
 */
import { formatCard, makeCard, rankOf, suitOf, type Card } from '../shared/cards.ts';
import type { Seat } from '../game.ts';
import { placeName, topOf, type CaliforniaState, type Place, type Tower } from './state.ts';

export function towerAccepts(tower: Tower, card: Card): boolean {
  return tower.suit === suitOf(card) && rankOf(card) === tower.cards.length + 1;
}

export function stackAccepts(stack: readonly Card[], card: Card): boolean {
  const top = topOf(stack);
  return top === undefined || rankOf(card) < rankOf(top);
}

/** The card a source place offers, if any (only waste and stacks are sources). */
export function cardAt(state: CaliforniaState, seat: Seat, place: Place): Card | undefined {
  const side = state.sides[seat]!;
  if (place.kind === 'waste') return topOf(side.waste);
  if (place.kind === 'stack') return topOf(side.stacks[place.index]!);
  return undefined;
}

export function isLegalMove(state: CaliforniaState, seat: Seat, from: Place, to: Place): boolean {
  const card = cardAt(state, seat, from);
  if (card === undefined) return false;
  if (to.kind === 'tower') return towerAccepts(state.towers[to.index]!, card);
  if (to.kind === 'stack') {
    if (from.kind === 'stack' && from.index === to.index) return false;
    return stackAccepts(state.sides[seat]!.stacks[to.index]!, card);
  }
  return false;
}

/** Every source place that has a card: the waste first, then s1-s4. */
export function sourcesOf(state: CaliforniaState, seat: Seat): Place[] {
  const side = state.sides[seat]!;
  const sources: Place[] = [];
  if (side.waste.length > 0) sources.push({ kind: 'waste' });
  side.stacks.forEach((stack, index) => {
    if (stack.length > 0) sources.push({ kind: 'stack', index });
  });
  return sources;
}

/** Legal destinations of a source, towers first (f1 up), then stacks s1-s4. */
export function legalDestinations(state: CaliforniaState, seat: Seat, from: Place): Place[] {
  const places: Place[] = [];
  state.towers.forEach((_, index) => places.push({ kind: 'tower', index }));
  state.sides[seat]!.stacks.forEach((_, index) => places.push({ kind: 'stack', index }));
  return places.filter((to) => isLegalMove(state, seat, from, to));
}

/** True when moving the card changes nothing worth having: a lone stack card to an empty stack. */
function isIdleMove(state: CaliforniaState, seat: Seat, from: Place, to: Place): boolean {
  const stacks = state.sides[seat]!.stacks;
  return from.kind === 'stack' && to.kind === 'stack' && stacks[from.index]!.length === 1 && stacks[to.index]!.length === 0;
}

/**
 * How good a destination is (lower is better): any tower first; then the
 * non-empty stack whose top is the closest rank above the card (it keeps the
 * high cards free for others); then an empty stack; an idle move last.
 */
function destinationRank(state: CaliforniaState, seat: Seat, from: Place, to: Place, card: Card): number {
  if (to.kind === 'tower') return 0;
  if (isIdleMove(state, seat, from, to)) return 100;
  const top = topOf(state.sides[seat]!.stacks[(to as { index: number }).index]!);
  if (top === undefined) return 50;
  return rankOf(top) - rankOf(card);
}

/** The best legal place for the card at `from` (the seed's click), or null if it has none. */
export function bestDestination(state: CaliforniaState, seat: Seat, from: Place): Place | null {
  const card = cardAt(state, seat, from);
  if (card === undefined) return null;
  let best: Place | null = null;
  let bestRank = Infinity;
  for (const to of legalDestinations(state, seat, from)) {
    const rank = destinationRank(state, seat, from, to, card);
    if (rank < bestRank) {
      best = to;
      bestRank = rank;
    }
  }
  return best;
}

/** Places in the order the alternate click walks them: s1-s4, then the towers. */
function cycleOrder(state: CaliforniaState, seat: Seat): Place[] {
  const places: Place[] = state.sides[seat]!.stacks.map((_, index) => ({ kind: 'stack', index }) as Place);
  state.towers.forEach((_, index) => places.push({ kind: 'tower', index }));
  return places;
}

/**
 * The seed's shift-click: a legal place other than the best one. Starting
 * just after the card's own place in the order s1, s2, s3, s4, f1... (from
 * the waste: at s1) and wrapping round, the first legal place that is not the
 * best one; so clicking `alt` again walks the card through every place it
 * may go but the best (which `play` gives). With a single legal place, that place.
 */
export function alternateDestination(state: CaliforniaState, seat: Seat, from: Place): Place | null {
  const best = bestDestination(state, seat, from);
  if (best === null) return null;
  const order = cycleOrder(state, seat);
  const start = from.kind === 'stack' ? from.index + 1 : 0;
  for (let step = 0; step < order.length; step++) {
    const to = order[(start + step) % order.length]!;
    if (placeName(to) !== placeName(best) && isLegalMove(state, seat, from, to)) return to;
  }
  return best;
}

/** The tower `f` means for a card: the first one that takes it, or null. */
export function towerFor(state: CaliforniaState, card: Card): number | null {
  const index = state.towers.findIndex((tower) => towerAccepts(tower, card));
  return index < 0 ? null : index;
}

/**
 * Moves one card on a draft state the caller owns (already copied); the
 * move must be legal. Returns the card and the points it earned.
 */
export function moveCardInPlace(draft: CaliforniaState, seat: Seat, from: Place, to: Place): { card: Card; points: number } {
  const side = draft.sides[seat]!;
  const card = from.kind === 'waste' ? side.waste.pop()! : side.stacks[(from as { index: number }).index]!.pop()!;
  side.actions += 1;
  if (to.kind === 'tower') {
    const tower = draft.towers[to.index]!;
    tower.cards.push(card);
    tower.owners.push(seat);
    tower.placedAt.push(draft.commandCount);
    side.placed += 1;
    return { card, points: TOWER_POINTS };
  }
  side.stacks[(to as { index: number }).index]!.push(card);
  return { card, points: 0 };
}

export const TOWER_POINTS = 10;

/** Why a card cannot go to a place, in words that say what would fit. */
export function whyNot(state: CaliforniaState, seat: Seat, card: Card, to: Place): string {
  const name = placeName(to);
  if (to.kind === 'tower') {
    const tower = state.towers[to.index]!;
    const wanted = tower.cards.length === 13 ? 'nothing (it is complete)' : `only ${formatCard(nextCardOf(tower))}`;
    return `${formatCard(card)} cannot go on ${name}: it takes ${wanted}`;
  }
  const top = topOf(state.sides[seat]!.stacks[(to as { index: number }).index]!);
  return `${formatCard(card)} cannot go on ${name}: its top card is ${top ? formatCard(top) : 'none'}, and a stack takes only a lower rank`;
}

export function nextCardOf(tower: Tower): Card {
  return makeCard(tower.cards.length + 1, tower.suit);
}
