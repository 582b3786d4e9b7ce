/**
 * One command in, one new state out. Draw, redeal, moves and resign live
 * here; the card moves are in card-move.ts. After every accepted command the
 * game checks whether it has ended (all cards placed, or nothing can move).
 */
import { err, ok, type Applied, type ApplyContext, type Result } from '../game.ts';
import { formatCard } from '../shared/cards.ts';
import { applyCardMove, applyHanoi } from './card-move.ts';
import { movesMessage } from './listing.ts';
import { parseCommand } from './parse.ts';
import { isSideStuck } from './search.ts';
import { CARDS_PER_SIDE, cloneState, redealsLeft, seatLetter, type CaliforniaState } from './state.ts';

type Outcome = Result<Applied<CaliforniaState>>;
type Pending = { draft: CaliforniaState; message: string };

export function applyCommand(state: CaliforniaState, input: string, ctx: ApplyContext): Outcome {
  const seat = ctx.seat;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.sides.length) {
    return err(`seat ${seat} does not play in this game; seats are 0${state.sides.length > 1 ? ' and 1' : ''}.`);
  }
  if (state.status === 'over') {
    return err(`the game is over (${state.endReason}); no more moves. Finish it with a rating.`);
  }
  const parsed = parseCommand(input, state.towers.length);
  if (!parsed.ok) return parsed;
  const command = parsed.value;
  let result: Outcome | Pending;
  switch (command.kind) {
    case 'draw': result = draw(state, seat); break;
    case 'redeal': result = redeal(state, seat); break;
    case 'resign': result = resign(state, seat); break;
    case 'moves': return ok({ state: { ...state, commandCount: state.commandCount + 1 }, message: movesMessage(state, seat) });
    case 'hanoi': result = applyHanoi(state, command, seat); break;
    default: result = applyCardMove(state, command, ctx);
  }
  return 'draft' in result ? ok(finishCommand(state, result, seat)) : result;
}

function draw(state: CaliforniaState, seat: number): Outcome | Pending {
  const side = state.sides[seat]!;
  if (side.deck.length === 0) {
    const left = redealsLeft(state, seat);
    if (side.waste.length > 0 && left > 0) return err(`the deck is empty; 'redeal' turns the waste back over as the deck (${left === Infinity ? 'unlimited' : left} left).`);
    return err(`the deck is empty and no redeal is left; play from the waste and the stacks ('moves' lists them).`);
  }
  const draft = cloneState(state);
  const drawn = draft.sides[seat]!.deck.pop()!;
  draft.sides[seat]!.waste.push(drawn);
  draft.sides[seat]!.actions += 1;
  return { draft, message: `Drew ${formatCard(drawn)} onto the waste; ${side.deck.length - 1} left in the deck.` };
}

function redeal(state: CaliforniaState, seat: number): Outcome | Pending {
  const side = state.sides[seat]!;
  if (side.deck.length > 0) return err(`the deck still has ${side.deck.length} cards; 'draw' them first (a redeal is only for an empty deck).`);
  if (side.waste.length === 0) return err('the waste is empty; there is nothing to turn over.');
  const left = redealsLeft(state, seat);
  if (left <= 0) return err(`no redeal is left (this game allows ${state.options.redeals}); play from the waste and the stacks.`);
  const draft = cloneState(state);
  const mine = draft.sides[seat]!;
  // Turned over as a pile: the first card drawn comes up first again.
  mine.deck = mine.waste.slice().reverse();
  mine.waste = [];
  mine.redealsUsed += 1;
  mine.actions += 1;
  const remaining = left === Infinity ? 'unlimited' : String(left - 1);
  return { draft, message: `Turned the waste back over: ${mine.deck.length} cards in the deck again (${remaining} redeal${remaining === '1' ? '' : 's'} left).` };
}

function resign(state: CaliforniaState, seat: number): Outcome {
  const draft = cloneState(state);
  draft.status = 'over';
  draft.commandCount += 1;
  if (state.mode === 'single') {
    draft.outcome = 'resigned';
    draft.endReason = 'you resigned';
    return ok({ state: draft, message: `You resigned with ${state.sides[0]!.placed} cards on the towers. The game is over.` });
  }
  const winner = 1 - seat;
  draft.winner = winner;
  draft.outcome = `seat${winner}-won`;
  draft.endReason = `seat ${seatLetter(seat)} resigned`;
  return ok({ state: draft, message: `Seat ${seatLetter(seat)} resigned: seat ${seatLetter(winner)} wins.` });
}

/** Counts the command and ends the game when it has been won or nothing can move any more. */
function finishCommand(before: CaliforniaState, { draft, message }: Pending, seat: number): Applied<CaliforniaState> {
  draft.commandCount += 1;
  const towersGrew = draft.towers.some((tower, i) => tower.cards.length !== before.towers[i]!.cards.length);
  draft.stuck = draft.sides.map((_, s) => (s === seat || towersGrew ? isSideStuck(draft, s) : before.stuck[s]!));
  const side = draft.sides[seat]!;
  if (side.placed === CARDS_PER_SIDE) {
    draft.status = 'over';
    draft.winner = seat;
    draft.outcome = draft.mode === 'single' ? 'won' : `seat${seat}-won`;
    draft.endReason = draft.mode === 'single' ? 'all four towers are complete' : `seat ${seatLetter(seat)} placed all 52 cards`;
    return { state: draft, message: `${message} ${draft.mode === 'single' ? 'All four towers are complete: you won!' : `Seat ${seatLetter(seat)} placed all 52 cards and wins!`}` };
  }
  if (!draft.stuck.every(Boolean)) return { state: draft, message };
  draft.status = 'over';
  if (draft.mode === 'single') {
    draft.outcome = 'stuck';
    draft.endReason = `no card can reach a tower any more (${side.placed} of 52 placed)`;
    return { state: draft, message: `${message} No card can reach a tower any more: the game is over with ${side.placed} of 52 cards placed.` };
  }
  const [a, b] = draft.sides.map((s) => s.placed) as [number, number];
  draft.winner = a === b ? null : a > b ? 0 : 1;
  draft.outcome = draft.winner === null ? 'draw' : `seat${draft.winner}-won`;
  const verdict = draft.winner === null ? `a draw at ${a} cards each` : `seat ${seatLetter(draft.winner)} wins with more cards placed (${Math.max(a, b)} to ${Math.min(a, b)})`;
  draft.endReason = `neither player can place another card; ${verdict}`;
  return { state: draft, message: `${message} Neither player can place another card: ${verdict}.` };
}
