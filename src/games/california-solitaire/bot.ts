/**
 * The built-in opponent of california-double (also usable as a hint in the
 * solo game). It only ever sends legal moves, in this order of preference:
 *  1. a card onto a tower;
 *  2. a stack top onto another stack when that bares a card a tower wants;
 *  3. while the deck lasts, a lone stack card onto a higher stack (frees a stack);
 *  4. the waste card onto a stack it fits closely (or a high card onto an empty stack);
 *  5. draw; 6. redeal when the waste holds a card a tower wants;
 *  7. the next move of a stack shuffle (and waste placements) that bares a
 *     wanted card (plan.ts); none when apply has found the side stuck.
 * Deterministic in the state; null when the side can do nothing useful.
 */
import { rankOf, type Card } from '../shared/cards.ts';
import type { Seat } from '../game.ts';
import { stackAccepts, towerFor } from './rules.ts';
import { planTowerMove } from './plan.ts';
import { neededCards } from './search.ts';
import { placeName, redealsLeft, topOf, type CaliforniaState, type Place } from './state.ts';

/** Gap between a card and a stack top it would go on, beyond which the waste card stays put. */
const CLOSE_FIT = 3;
/** Lowest rank worth starting an empty stack with from the waste. */
const HIGH_CARD = 9;

const move = (from: Place, to: Place) => `move ${placeName(from)} ${placeName(to)}`;

/** The non-empty stack (other than `skip`) with the closest higher top, and the gap. */
function closestFit(stacks: Card[][], card: Card, skip: number): { index: number; gap: number } | null {
  let best: { index: number; gap: number } | null = null;
  stacks.forEach((stack, index) => {
    if (index === skip || stack.length === 0 || !stackAccepts(stack, card)) return;
    const gap = rankOf(topOf(stack)!) - rankOf(card);
    if (best === null || gap < best.gap) best = { index, gap };
  });
  return best;
}

export function botMove(state: CaliforniaState, seat: Seat): string | null {
  if (state.status !== 'playing' || state.stuck[seat]) return null;
  const side = state.sides[seat]!;
  const waste = topOf(side.waste);

  const sources: Place[] = [];
  if (waste) sources.push({ kind: 'waste' });
  side.stacks.forEach((stack, index) => stack.length && sources.push({ kind: 'stack', index }));
  for (const from of sources) {
    const card = from.kind === 'waste' ? waste! : topOf(side.stacks[(from as { index: number }).index]!)!;
    const tower = towerFor(state, card);
    if (tower !== null) return move(from, { kind: 'tower', index: tower });
  }

  const needed = neededCards(state);
  const emptyStack = side.stacks.findIndex((stack) => stack.length === 0);
  for (let i = 0; i < side.stacks.length; i++) {
    const stack = side.stacks[i]!;
    if (stack.length < 2 || !needed.has(stack[stack.length - 2]!)) continue;
    const fit = closestFit(side.stacks, topOf(stack)!, i);
    const to = fit?.index ?? (emptyStack >= 0 ? emptyStack : null);
    if (to !== null) return move({ kind: 'stack', index: i }, { kind: 'stack', index: to });
  }

  if (side.deck.length > 0) {
    for (let i = 0; i < side.stacks.length; i++) {
      if (side.stacks[i]!.length !== 1) continue;
      const fit = closestFit(side.stacks, side.stacks[i]![0]!, i);
      if (fit) return move({ kind: 'stack', index: i }, { kind: 'stack', index: fit.index });
    }
  }

  if (waste) {
    const fit = closestFit(side.stacks, waste, -1);
    if (fit && fit.gap <= CLOSE_FIT) return move({ kind: 'waste' }, { kind: 'stack', index: fit.index });
    if (emptyStack >= 0 && rankOf(waste) >= HIGH_CARD) return move({ kind: 'waste' }, { kind: 'stack', index: emptyStack });
  }

  if (side.deck.length > 0) return 'draw';
  if (redealsLeft(state, seat) > 0 && side.waste.some((card) => needed.has(card))) return 'redeal';

  const planned = planTowerMove(state, seat);
  return planned && move(planned.from, planned.to);
}
