/**
 * apply(): one command in, a new state and a message out. Rejected commands
 * return an error and never touch the state.
 */
import { type Applied, type Result, ok, err } from '../game.ts';
import { formatCard } from '../shared/cards.ts';
import { describeMove, draw, performMove, recycle, resign } from './actions.ts';
import { runAuto } from './auto.ts';
import { listMoves } from './hints.ts';
import { stockCommand } from './next.ts';
import { parseCommand, type Ref } from './parse.ts';
import { resolveMove, resolveSource, type Source } from './resolve.ts';
import { checkMove, describeCards, movesFrom, revealsCard } from './rules.ts';
import { displayedScore, readClock } from './scoring.ts';
import { placeName, visibleCards, type Move, type SolitaireState } from './state.ts';

type Outcome = Result<Applied<SolitaireState>>;

function fromAction(result: { state: SolitaireState; message: string } | { error: string }): Outcome {
  return 'error' in result ? err(result.error) : ok(result);
}

function executeMove(state: SolitaireState, source: Source, to: Ref): Outcome {
  const resolved = resolveMove(state, source, to);
  if (!resolved.ok) return resolved;
  const checked = checkMove(state, resolved.value);
  if (!checked.ok) return checked;
  const outcome = performMove(state, checked.value);
  return ok({ state: outcome.state, message: describeMove(state, checked.value, outcome) });
}

/** The legal moves of the given cards, best first: foundation, then a turn-over, then a non-empty pile, then longer runs. */
function bestMovesFrom(state: SolitaireState, source: Source): Move[] {
  const score = (move: Move) =>
    (move.to.kind === 'foundation' ? 1000 : 0) +
    (revealsCard(state, move) ? 100 : 0) +
    (move.to.kind === 'tableau' && state.tableau[move.to.index]!.up.length > 0 ? 50 : 0) +
    move.count;
  return movesFrom(state, source.place, source.count).sort((a, b) => score(b) - score(a));
}

/** Seed 003's tap: a card (or the top of a pile) goes to its best legal place. */
function tap(state: SolitaireState, ref: Ref): Outcome {
  if (ref.kind === 'stock') return fromAction(state.stock.length === 0 && state.waste.length > 0 ? recycle(state) : draw(state));
  const source = resolveSource(state, ref, null);
  if (!source.ok) return source;
  const best = bestMovesFrom(state, source.value)[0];
  if (!best) {
    const cards = visibleCards(state, source.value.place);
    const named = ref.kind === 'card' ? formatCard(ref.card) : `${placeName(source.value.place)} (${describeCards(cards.slice(-1))})`;
    const stock = stockCommand(state);
    return err(`${named} has no legal place to go right now. Try 'moves' to list every legal move${stock ? `, or '${stock}'` : ''}.`);
  }
  const outcome = performMove(state, best);
  return ok({ state: outcome.state, message: describeMove(state, best, outcome) });
}

function select(state: SolitaireState, ref: Ref, count: number | null): Outcome {
  const source = resolveSource(state, ref, count);
  if (!source.ok) return source;
  const cards = visibleCards(state, source.value.place);
  const chosen = source.value.count;
  if (chosen !== null && (chosen < 1 || chosen > cards.length || (source.value.place.kind !== 'tableau' && chosen !== 1))) {
    return err(`${placeName(source.value.place)} has ${cards.length} movable card${cards.length === 1 ? '' : 's'} (${describeCards(cards)}); select a count from 1 to ${source.value.place.kind === 'tableau' ? cards.length : 1}.`);
  }
  const targets = [...new Set(bestMovesFrom(state, source.value).map((move) => (move.to.kind === 'foundation' ? 'f' : placeName(move.to))))];
  const picked = chosen === null ? (cards.length === 1 ? describeCards(cards) : `from ${describeCards(cards)}`) : describeCards(cards.slice(-chosen));
  const where = targets.length > 0 ? `legal now: ${targets.join(', ')}` : 'no legal destination right now';
  return ok({
    state: { ...state, selection: source.value },
    message: `Selected ${picked} in ${placeName(source.value.place)}. Send the destination (t1-t7 or f; ${where}), or 'deselect'.`,
  });
}

/**
 * One command at `now`, its accepted time. Commands are scored on the state
 * with the game clock moved to `now`; a command that takes no action (moves,
 * select, an auto that finds nothing) leaves the clock as it was, so the
 * clock starts with the first action.
 */
export function applyCommand(state: SolitaireState, input: string, now: number): Outcome {
  const clocked = readClock(state, now);
  const result = applyAt(clocked, input);
  if (!result.ok || clocked === state) return result;
  const after = result.value.state;
  if (after.actions > state.actions) return result;
  return ok({ ...result.value, state: after === clocked ? state : { ...after, clock: state.clock } });
}

function applyAt(state: SolitaireState, input: string): Outcome {
  const parsed = parseCommand(input);
  if (!parsed.ok) return parsed;
  const command = parsed.value;
  if (state.status !== 'playing') {
    return err(`The game is over (${state.outcome}, score ${displayedScore(state)}). Send 'finish' with a rating (1-10) and a short review, or start a new game.`);
  }
  switch (command.type) {
    case 'moves':
      return ok({ state, message: listMoves(state) });
    case 'draw':
      return fromAction(draw(state));
    case 'recycle':
      return fromAction(recycle(state));
    case 'auto':
      return ok(runAuto(state));
    case 'resign':
      return ok(resign(state));
    case 'deselect':
      return ok({ state: { ...state, selection: null }, message: state.selection ? 'Selection cleared.' : 'Nothing was selected.' });
    case 'select':
      return select(state, command.from, command.count);
    case 'single':
      // The stock is never a destination: clicking it draws (and drops any selection).
      return state.selection && command.ref.kind !== 'stock' ? executeMove(state, state.selection, command.ref) : tap(state, command.ref);
    case 'move': {
      const source = resolveSource(state, command.from, command.count);
      return source.ok ? executeMove(state, source.value, command.to) : source;
    }
  }
}
