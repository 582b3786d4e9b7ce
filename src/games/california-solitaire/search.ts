/**
 * "Can this side still put a card on a tower?" Decides when a game is over
 * (a side that cannot is stuck), and tells the built-in opponent what to aim for.
 *
 * A side can still place a card when a card some tower takes now is in its
 * deck (drawing reaches it), or in its waste while a redeal is left, or can
 * be brought to a stack top or the waste top by moving cards between the
 * stacks and from the waste onto the stacks. The answer is exact, never a
 * guess: mobility.ts decides the stacks by counting ranks, waste-reach.ts
 * decides the waste cards over summaries of the stacks. Drawing cannot help
 * there (a drawn card only covers the waste, and putting it on a stack frees
 * nothing), and neither can waste cards for a wanted stack card (a card added
 * to a stack only narrows what the stack takes).
 */
import { rankOf, type Card } from '../shared/cards.ts';
import type { Seat } from '../game.ts';
import { mobilityOf, uncoverableCard, type Mobility } from './mobility.ts';
import { nextCardOf } from './rules.ts';
import { redealsLeft, type CaliforniaState } from './state.ts';
import { firstPlacement, type Placement } from './waste-reach.ts';

export function neededCards(state: CaliforniaState): Set<Card> {
  const needed = new Set<Card>();
  for (const tower of state.towers) {
    if (tower.cards.length < 13) needed.add(nextCardOf(tower));
  }
  return needed;
}

/** How a side's stacks and waste can bare a wanted card, if they can. */
export type StackReach =
  | { kind: 'none' }
  /** The wanted card at this depth of this stack can be uncovered. */
  | { kind: 'uncover'; stack: number; depth: number; mobility: Mobility }
  /** The waste cards above a wanted one (`ranks`, top first) can all go on the stacks, the first as `placement` says. */
  | { kind: 'waste'; ranks: number[]; placement: Placement; mobility: Mobility };

export function stackReach(state: CaliforniaState, seat: Seat, needed = neededCards(state)): StackReach {
  const side = state.sides[seat]!;
  const stacks = side.stacks.map((stack) => stack.map(rankOf));
  const mobility = mobilityOf(stacks);
  const wanted = side.stacks.map((stack) => stack.map((card) => needed.has(card)));
  const uncover = uncoverableCard(stacks, wanted, mobility.mobileMax);
  if (uncover) return { kind: 'uncover', ...uncover, mobility };
  let wantedAt = side.waste.length - 1;
  while (wantedAt >= 0 && !needed.has(side.waste[wantedAt]!)) wantedAt--;
  if (wantedAt < 0) return { kind: 'none' };
  const ranks = side.waste.slice(wantedAt + 1).reverse().map(rankOf);
  const placement = firstPlacement(mobility, ranks);
  return placement ? { kind: 'waste', ranks, placement, mobility } : { kind: 'none' };
}

/** True when nothing this side can do will ever put another of its cards on a tower (as the towers stand). */
export function isSideStuck(state: CaliforniaState, seat: Seat): boolean {
  const side = state.sides[seat]!;
  if (side.placed === 52) return false;
  const needed = neededCards(state);
  if (side.deck.some((card) => needed.has(card))) return false;
  if (redealsLeft(state, seat) > 0 && side.waste.some((card) => needed.has(card))) return false;
  return stackReach(state, seat, needed).kind === 'none';
}
