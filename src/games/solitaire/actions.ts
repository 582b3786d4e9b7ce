/**
 * The state changes: one card move, draw, recycle, resign. Each returns a new
 * state (only the touched piles are copied) plus the points it earned.
 */
import { formatCard, type Card } from '../shared/cards.ts';
import { describeCards } from './rules.ts';
import {
  FOUNDATION_TO_TABLEAU_PENALTY, REVEAL_POINTS, baseMovePoints, baseRecyclePenalty, currentMultiplier, displayedScore, formatPoints,
  pointsSentence, recyclePenalty, scaled, scoreNote, winBonusFor,
} from './scoring.ts';
import { cardsOnFoundations, placeName, top, type Move, type SolitaireState } from './state.ts';

export interface MoveOutcome {
  state: SolitaireState;
  moved: Card[];
  revealed: Card | null;
  /** The points before any multiplier (the move itself plus a turn-over). */
  basePoints: number;
  /** The points scored: basePoints times the multiplier in force, or a card's earnings taken back (see takeBackCost). */
  points: number;
}

/** Applies a move already checked legal: one action, scored, with the automatic turn-over. */
export function performMove(state: SolitaireState, move: Move): MoveOutcome {
  const next: SolitaireState = { ...state, selection: null };
  let moved: Card[];
  let revealed: Card | null = null;
  let basePoints = baseMovePoints(state, move.from, move.to);

  if (move.from.kind === 'waste') {
    moved = state.waste.slice(-1);
    next.waste = state.waste.slice(0, -1);
    next.wasteFan = Math.min(next.waste.length, Math.max(1, state.wasteFan - 1));
  } else if (move.from.kind === 'foundation') {
    const index = move.from.index;
    const pile = state.foundations[index]!;
    moved = pile.slice(-1);
    next.foundations = state.foundations.map((p, i) => (i === index ? pile.slice(0, -1) : p));
  } else {
    const index = move.from.index;
    const pile = state.tableau[index]!;
    moved = pile.up.slice(pile.up.length - move.count);
    let up = pile.up.slice(0, pile.up.length - move.count);
    let down = pile.down;
    if (up.length === 0 && down.length > 0) {
      revealed = top(down)!;
      down = down.slice(0, -1);
      up = [revealed];
      basePoints += REVEAL_POINTS;
    }
    next.tableau = state.tableau.map((p, i) => (i === index ? { down, up } : p));
  }

  if (move.to.kind === 'foundation') {
    const target = move.to.index;
    next.foundations = next.foundations.map((p, i) => (i === target ? [...p, ...moved] : p));
  } else if (move.to.kind === 'tableau') {
    const target = move.to.index;
    next.tableau = next.tableau.map((p, i) => (i === target ? { down: p.down, up: [...p.up, ...moved] } : p));
  }

  let points = scaled(state, basePoints);
  if (state.scoring === 'multiplier') {
    const earned = state.foundationEarned ?? [[], [], [], []];
    if (move.from.kind === 'foundation') {
      const index = move.from.index;
      points -= takeBackCost(state, index) - scaled(state, FOUNDATION_TO_TABLEAU_PENALTY);
      next.foundationEarned = earned.map((pile, i) => (i === index ? pile.slice(0, -1) : pile));
    } else if (move.to.kind === 'foundation') {
      const target = move.to.index;
      const gain = scaled(state, baseMovePoints(state, move.from, move.to));
      next.foundationEarned = earned.map((pile, i) => (i === target ? [...pile, gain] : pile));
    }
  }
  next.points = state.points + points;
  next.actions = state.actions + 1;
  if (cardsOnFoundations(next) === 52) {
    next.status = 'over';
    next.outcome = 'won';
    next.winBonus = winBonusFor(next);
  }
  return { state: next, moved, revealed, basePoints, points };
}

/**
 * What taking the top card off a foundation costs in multiplier scoring: 15
 * times the multiplier now, or what the card earned when it went up if that
 * was more, so a card put up early and taken back late never pays.
 */
export function takeBackCost(state: SolitaireState, foundation: number): number {
  const earned = top(state.foundationEarned?.[foundation] ?? []) ?? 0;
  return Math.max(scaled(state, FOUNDATION_TO_TABLEAU_PENALTY), earned);
}

/** "Moved 8♠ 7♥ from t6 to t1; turned over 4♦ in t6. +5 (score 45)." */
export function describeMove(before: SolitaireState, move: Move, outcome: MoveOutcome): string {
  const from = placeName(move.from);
  const to = move.to.kind === 'foundation' ? `${placeName(move.to)} (foundation)` : placeName(move.to);
  let text = `Moved ${describeCards(outcome.moved)} from ${from} to ${to}`;
  if (outcome.revealed) text += `; turned over ${formatCard(outcome.revealed)} in ${from}`;
  const tookBackEarnings = outcome.points !== scaled(before, outcome.basePoints);
  text += tookBackEarnings
    ? `. ${formatPoints(outcome.points)} (what ${describeCards(outcome.moved)} earned when it went up, more than 15 × ${currentMultiplier(before)}; ${scoreNote(outcome.state)}).`
    : `. ${pointsSentence(before, outcome.basePoints, outcome.state)}.`;
  return text + winNote(outcome.state);
}

/** The closing sentence of the move that won the game. */
export function winNote(state: SolitaireState): string {
  if (state.outcome !== 'won') return '';
  if (state.scoring === 'multiplier') {
    return ` All 52 cards are home: you won! Final score ${displayedScore(state)}.`;
  }
  const bonus = `win bonus +${state.winBonus} (500 + 2 × max(0, 200 − ${state.actions} actions))`;
  const draw3 = state.draw === 3 ? ', then × 1.5 for draw 3 (rounded down)' : '';
  return ` All 52 cards are home: you won! ${bonus}${draw3}: final score ${displayedScore(state)}.`;
}

export function draw(state: SolitaireState): { state: SolitaireState; message: string } | { error: string } {
  if (state.stock.length === 0) {
    if (state.waste.length === 0) return { error: 'The stock and the waste are both empty: there is nothing to draw. Play from the tableau (try moves).' };
    return { error: `The stock is empty. Send 'recycle' to turn the waste (${state.waste.length} cards) back into the stock${recycleCostText(state)}.` };
  }
  const count = Math.min(state.draw, state.stock.length);
  const drawn = state.stock.slice(-count).reverse();
  const next: SolitaireState = {
    ...state,
    selection: null,
    stock: state.stock.slice(0, -count),
    waste: [...state.waste, ...drawn],
    wasteFan: count,
    actions: state.actions + 1,
  };
  const playable = formatCard(top(drawn)!);
  const what = count === 1 ? `Drew ${playable}` : `Drew ${describeCards(drawn)}; ${playable} is playable`;
  return { state: next, message: `${what} (${next.stock.length} left in the stock).` };
}

function recycleCostText(state: SolitaireState): string {
  const penalty = recyclePenalty(state);
  const times = penalty === baseRecyclePenalty(state) ? '' : `: ${baseRecyclePenalty(state)} × the multiplier in force`;
  return penalty === 0 ? ' (free: the first two recycles cost nothing in draw 3)' : ` (costs ${penalty} points${times})`;
}

export function recycle(state: SolitaireState): { state: SolitaireState; message: string } | { error: string } {
  if (state.stock.length > 0) {
    return { error: `The stock still has ${state.stock.length} card${state.stock.length === 1 ? '' : 's'}; recycle only works once it is empty. Send 'draw'.` };
  }
  if (state.waste.length === 0) return { error: 'The waste is empty: there is nothing to recycle.' };
  const penalty = recyclePenalty(state);
  const next: SolitaireState = {
    ...state,
    selection: null,
    // Turning the waste over: its bottom card (drawn first) becomes the next one drawn.
    stock: [...state.waste].reverse(),
    waste: [],
    wasteFan: 0,
    recycles: state.recycles + 1,
    actions: state.actions + 1,
    points: state.points - penalty,
  };
  const cost = penalty === 0 ? `Free (${scoreNote(next)})` : pointsSentence(state, -baseRecyclePenalty(state), next);
  return {
    state: next,
    message: `Recycled the waste: ${next.stock.length} cards are back in the stock (recycle ${next.recycles}). ${cost}.`,
  };
}

export function resign(state: SolitaireState): { state: SolitaireState; message: string } {
  const next: SolitaireState = { ...state, selection: null, status: 'over', outcome: 'resigned' };
  return { state: next, message: `You resigned with ${displayedScore(next)} points (no win bonus). Send 'finish' with a rating and a review.` };
}
