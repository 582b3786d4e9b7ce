/**
 * The built-in opponent's way out when the deck is spent: the next stack
 * shuffle or waste card toward a wanted card, following the proof of
 * search.ts (so it never walks in circles and never gives up while the
 * side can still place a card).
 */
import { rankOf } from '../shared/cards.ts';
import type { Seat } from '../game.ts';
import { clearAbove, nextArrangingMove, parkOn, type TargetOf } from './arrange.ts';
import { OPEN_FLOOR, type Mobility } from './mobility.ts';
import { stackAccepts } from './rules.ts';
import { neededCards, stackReach } from './search.ts';
import { cloneState, topOf, type CaliforniaState, type Place } from './state.ts';
import type { Placement } from './waste-reach.ts';

export interface PlannedMove {
  from: Place;
  to: Place;
}

const stackPlace = (index: number): Place => ({ kind: 'stack', index });

export function planTowerMove(state: CaliforniaState, seat: Seat): PlannedMove | null {
  const reach = stackReach(state, seat);
  if (reach.kind === 'none') return null;
  const stacks = state.sides[seat]!.stacks.map((stack) => stack.map(rankOf));
  const { mobileMax } = reach.mobility;
  if (reach.kind === 'uncover') {
    const move = nextArrangingMove(stacks, mobileMax, clearAbove(reach.stack, stacks[reach.stack]![reach.depth]!));
    return move && { from: stackPlace(move.from), to: stackPlace(move.to) };
  }
  const direct = wastePlacementKeepingReach(state, seat);
  if (direct !== null) return { from: { kind: 'waste' }, to: stackPlace(direct) };
  const { target, stack } = wasteTarget(reach.placement, stacks, reach.ranks[0]!, reach.mobility);
  const move = nextArrangingMove(stacks, mobileMax, target);
  return move ? { from: stackPlace(move.from), to: stackPlace(move.to) } : { from: { kind: 'waste' }, to: stackPlace(stack) };
}

/** A stack the waste card can go on now without losing the way to a wanted card (closest fit first). */
function wastePlacementKeepingReach(state: CaliforniaState, seat: Seat): number | null {
  const side = state.sides[seat]!;
  const card = topOf(side.waste)!;
  const needed = neededCards(state);
  const fits = side.stacks
    .map((stack, index) => ({ index, top: topOf(stack) }))
    .filter(({ index }) => stackAccepts(side.stacks[index]!, card))
    .sort((a, b) => (a.top ? rankOf(a.top) : OPEN_FLOOR) - (b.top ? rankOf(b.top) : OPEN_FLOOR));
  for (const { index } of fits) {
    const draft = cloneState(state);
    const mine = draft.sides[seat]!;
    mine.stacks[index]!.push(mine.waste.pop()!);
    if (needed.has(topOf(mine.waste)!) || stackReach(draft, seat, needed).kind !== 'none') return index;
  }
  return null;
}

/** Where the mobile cards must be, and which stack takes the waste card, for the planned placement. */
function wasteTarget(placement: Placement, stacks: number[][], rank: number, mobility: Mobility): { target: TargetOf; stack: number } {
  if (placement.stack >= 0) return { target: clearAbove(placement.stack, OPEN_FLOOR), stack: placement.stack };
  if (placement.frozenOn.size > 0) {
    const stack = 0;
    const park = parkOn([1, 2, 3]);
    return { target: (r, current) => placement.frozenOn.get(r) ?? park(r, current), stack };
  }
  // The card stays mobile, or is the pivot's fourth copy: empty a stack of
  // mobile cards (for the fourth copy, the one without a copy of its rank),
  // chosen by what never moves meanwhile so the plan holds from move to move.
  const candidates = rank === mobility.pivot ? [0, 1, 2, 3].filter((s) => !stacks[s]!.includes(rank)) : [0, 1, 2, 3];
  const stack = candidates.reduce((best, s) => (mobility.floors[s]! > mobility.floors[best]! ? s : best), candidates[0]!);
  return { target: clearAbove(stack, OPEN_FLOOR), stack };
}
