/**
 * The commands that pick up cards: move, play (the seed's click), alt (its
 * shift-click) and hanoi. In the race a misplayed card forfeits the game,
 * unless the move only failed because the opponent won a race to a tower.
 */
import { err, ok, type Applied, type ApplyContext, type Result, type Seat } from '../game.ts';
import { formatCard, suitOf, type Card } from '../shared/cards.ts';
import { planHanoi, runThatFits } from './hanoi.ts';
import { movableCards } from './listing.ts';
import type { Command, SourceRef, TargetRef } from './parse.ts';
import { lostRace } from './race.ts';
import {
  alternateDestination, bestDestination, cardAt, isLegalMove, legalDestinations, moveCardInPlace, nextCardOf, towerFor, whyNot,
} from './rules.ts';
import { cloneState, placeName, seatLetter, topOf, type CaliforniaState, type Place } from './state.ts';

type Outcome = Result<Applied<CaliforniaState>>;

/** Finds the place a source names, among the sender's own waste top and stack tops. */
export function resolveSource(state: CaliforniaState, seat: Seat, ref: SourceRef): Result<Place> {
  const side = state.sides[seat]!;
  if (ref.kind === 'waste') {
    return side.waste.length > 0 ? ok({ kind: 'waste' }) : err(`your waste is empty; 'draw' turns the next deck card onto it.`);
  }
  if (ref.kind === 'stack') {
    return side.stacks[ref.index]!.length > 0 ? ok(ref) : err(`s${ref.index + 1} is empty; your movable cards are: ${movableCards(state, seat)}.`);
  }
  if (topOf(side.waste) === ref.card) return ok({ kind: 'waste' });
  const index = side.stacks.findIndex((stack) => topOf(stack) === ref.card);
  if (index >= 0) return ok({ kind: 'stack', index });
  return err(`${formatCard(ref.card)} ${whereIs(state, seat, ref.card)}; only the top of your waste and of your stacks can move. Your movable cards are: ${movableCards(state, seat)}.`);
}

function whereIs(state: CaliforniaState, seat: Seat, card: Card): string {
  const side = state.sides[seat]!;
  const stack = side.stacks.findIndex((cards) => cards.includes(card));
  if (stack >= 0) return `is covered in s${stack + 1}`;
  if (side.waste.includes(card)) return 'is covered in your waste';
  if (state.towers.some((tower) => tower.cards.some((c, i) => c === card && tower.owners[i] === seat))) return 'is already on a tower';
  const theirs = state.sides.some((other, s) => s !== seat && (topOf(other.waste) === card || other.stacks.some((stack) => topOf(stack) === card)));
  if (theirs) return "is your opponent's card (you can only move your own)";
  return 'is not face up among your cards';
}

/** The towers a card of this suit could go on (for race judgement). */
function towersOfSuit(state: CaliforniaState, card: Card): number[] {
  return state.towers.flatMap((tower, index) => (tower.suit === suitOf(card) ? [index] : []));
}

function chooseTarget(state: CaliforniaState, seat: Seat, command: Command, from: Place, card: Card): Place | null {
  if (command.kind === 'play') return bestDestination(state, seat, from);
  if (command.kind === 'alt') return alternateDestination(state, seat, from);
  const to = (command as { to: TargetRef }).to;
  if (to.kind === 'any-tower') {
    const index = towerFor(state, card);
    return index === null ? null : { kind: 'tower', index };
  }
  return to;
}

function noPlaceReason(state: CaliforniaState, seat: Seat, card: Card, command: Command): string {
  const wanted = state.towers.filter((tower) => tower.suit === suitOf(card) && tower.cards.length < 13).map(nextCardOf);
  const towerText = wanted.length > 0 ? `the ${formatCard(card).slice(-1)} tower${wanted.length > 1 ? 's take' : ' takes'} ${wanted.map(formatCard).join(' or ')}` : 'its towers are complete';
  if (command.kind === 'move') return `no tower takes ${formatCard(card)}: ${towerText}`;
  const tops = state.sides[seat]!.stacks.map((stack, i) => `s${i + 1} ${stack.length ? formatCard(topOf(stack)!) : 'empty'}`).join(', ');
  return `${formatCard(card)} has no legal place: ${towerText}, and a stack needs a top higher than ${formatCard(card)} (${tops})`;
}

export function forfeit(state: CaliforniaState, seat: Seat, reason: string): Outcome {
  const draft = cloneState(state);
  const winner = 1 - seat;
  draft.status = 'over';
  draft.winner = winner;
  draft.outcome = `seat${winner}-won`;
  draft.endReason = `seat ${seatLetter(seat)} misplayed a card (${reason})`;
  draft.commandCount += 1;
  return ok({ state: draft, message: `Misplayed card: ${reason}. A misplayed card forfeits the game: seat ${seatLetter(winner)} wins.` });
}

/** move / play / alt: returns the new draft (not yet finished) and its message, or the outcome to return as is. */
export function applyCardMove(state: CaliforniaState, command: Command & { from: SourceRef }, ctx: ApplyContext): Outcome | { draft: CaliforniaState; message: string } {
  const seat = ctx.seat;
  const source = resolveSource(state, seat, command.from);
  if (!source.ok) return source;
  const from = source.value;
  const card = cardAt(state, seat, from)!;
  if (command.kind === 'move' && command.to.kind === 'stack' && from.kind === 'stack' && from.index === command.to.index) {
    return err(`${formatCard(card)} is already on ${placeName(from)}; name another stack or a tower.`);
  }
  const to = chooseTarget(state, seat, command, from, card);
  if (to !== null && isLegalMove(state, seat, from, to)) {
    const draft = cloneState(state);
    const { points } = moveCardInPlace(draft, seat, from, to);
    const where = from.kind === 'waste' ? 'the waste' : placeName(from);
    return { draft, message: `Moved ${formatCard(card)} from ${where} to ${placeName(to)}.${points ? ` +${points}.` : ''}` };
  }
  const reason = to === null ? noPlaceReason(state, seat, card, command) : whyNot(state, seat, card, to);
  const raceTowers = to === null ? towersOfSuit(state, card) : to.kind === 'tower' ? [to.index] : [];
  const race = lostRace(state, seat, ctx.seen, card, raceTowers);
  if (race) return err(race);
  if (state.mode === 'double') return forfeit(state, seat, reason);
  const legal = legalDestinations(state, seat, from).map(placeName);
  return err(`${reason}. ${legal.length ? `${formatCard(card)} can go to: ${legal.join(', ')}.` : `${formatCard(card)} cannot move anywhere now.`}`);
}

/** hanoi: plans the whole run first, so a refusal moves nothing (and never forfeits). */
export function applyHanoi(state: CaliforniaState, command: Extract<Command, { kind: 'hanoi' }>, seat: Seat): Outcome | { draft: CaliforniaState; message: string } {
  const side = state.sides[seat]!;
  const to = (command.to as { index: number }).index;
  let from: number;
  let count = command.count;
  if (command.from.kind === 'card') {
    const card = command.from.card;
    from = side.stacks.findIndex((stack) => stack.includes(card));
    if (from < 0) return err(`${formatCard(card)} is not in one of your stacks; hanoi moves a stack's top cards (name s1-s4 or a card in a stack).`);
    const stack = side.stacks[from]!;
    const depth = stack.length - stack.indexOf(card);
    if (count !== null && count !== depth) return err(`${formatCard(card)} is ${depth} cards from the top of s${from + 1}; leave out the count or give ${depth}.`);
    count = depth;
  } else {
    from = (command.from as { index: number }).index;
    if (side.stacks[from]!.length === 0) return err(`s${from + 1} is empty; nothing to move.`);
  }
  if (count === null) {
    count = runThatFits(side.stacks[from]!, side.stacks[to]!);
    if (count === 0) {
      const top = topOf(side.stacks[to]!)!;
      return err(`no card of s${from + 1} fits on s${to + 1}: its top ${formatCard(top)} takes only lower ranks, and the top of s${from + 1} is ${formatCard(topOf(side.stacks[from]!)!)}.`);
    }
  }
  const plan = planHanoi(side.stacks, from, to, count);
  if (!plan.ok) return plan;
  const draft = cloneState(state);
  const steps = plan.value.map(([a, b]) => {
    const { card } = moveCardInPlace(draft, seat, { kind: 'stack', index: a }, { kind: 'stack', index: b });
    return `${formatCard(card)} s${a + 1}→s${b + 1}`;
  });
  const lowest = side.stacks[from]![side.stacks[from]!.length - count]!;
  return {
    draft,
    message: `Hanoi: moved ${count} card${count === 1 ? '' : 's'} (${formatCard(lowest)} and up) from s${from + 1} to s${to + 1} in ${steps.length} single move${steps.length === 1 ? '' : 's'}: ${steps.join(', ')}.`,
  };
}
