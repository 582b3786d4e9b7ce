/**
 * The solver's moves: making and unmaking them on a SolverPosition, the
 * candidate list of a position (with the dominances that keep it short), and
 * the moves that are always safe to play at once.
 *
 * A talon move plays the card that is the waste top after some draws and
 * recycles ("reach waste count `at`, then play talon[at - 1]"): draws alone
 * change nothing on the table, and every waste count reachable from a later
 * one is reachable from an earlier one, so waiting to draw until a card is
 * played loses nothing.
 */
import type { SolverPosition } from './solver-position.ts';

// Card numbers are suit × 13 + rank − 1 (solver-position.ts); these helpers live in the hot loop's own module.
const suitIndex = (card: number): number => (card / 13) | 0;
const rankIndex = (card: number): number => (card % 13) + 1;
const isRedCard = (card: number): boolean => {
  const suit = (card / 13) | 0;
  return suit === 1 || suit === 2;
};

export type SolverMove =
  | { kind: 'tableauToFoundation'; from: number }
  /** thenHome: the card the run uncovers goes to its foundation as part of the move. */
  | { kind: 'tableauToTableau'; from: number; to: number; count: number; thenHome: boolean }
  | { kind: 'talonToFoundation'; at: number }
  | { kind: 'talonToTableau'; at: number; to: number }
  | { kind: 'foundationToTableau'; suit: number; to: number };

/** A move as made, with what unmaking it needs. */
export interface MadeMove {
  move: SolverMove;
  /** The card moved (the bottom of a moved run). */
  card: number;
  /** A face-down card was turned over by it. */
  turned: boolean;
  /** The waste count and talon length before the move (talon moves need them to write the draws). */
  wasteBefore: number;
  talonBefore: number;
}

function turnOver(position: SolverPosition, pile: number): boolean {
  const up = position.up[pile]!;
  const down = position.down[pile]!;
  if (up.length > 0 || down.length === 0) return false;
  up.push(down.pop()!);
  return true;
}

export function makeMove(position: SolverPosition, move: SolverMove): MadeMove {
  const wasteBefore = position.wasteCount;
  const talonBefore = position.talon.length;
  let card: number;
  let turned = false;
  switch (move.kind) {
    case 'tableauToFoundation':
      card = position.up[move.from]!.pop()!;
      position.foundations[suitIndex(card)]!++;
      turned = turnOver(position, move.from);
      break;
    case 'tableauToTableau': {
      const from = position.up[move.from]!;
      const run = from.splice(from.length - move.count, move.count);
      card = run[0]!;
      position.up[move.to]!.push(...run);
      turned = turnOver(position, move.from);
      break;
    }
    case 'talonToFoundation':
    case 'talonToTableau':
      card = position.talon.splice(move.at - 1, 1)[0]!;
      position.wasteCount = move.at - 1;
      if (move.kind === 'talonToFoundation') position.foundations[suitIndex(card)]!++;
      else position.up[move.to]!.push(card);
      break;
    case 'foundationToTableau':
      card = move.suit * 13 + position.foundations[move.suit]! - 1;
      position.foundations[move.suit]!--;
      position.up[move.to]!.push(card);
      break;
  }
  return { move, card, turned, wasteBefore, talonBefore };
}

export function unmakeMove(position: SolverPosition, made: MadeMove): void {
  const { move, card } = made;
  switch (move.kind) {
    case 'tableauToFoundation':
      if (made.turned) position.down[move.from]!.push(position.up[move.from]!.pop()!);
      position.foundations[suitIndex(card)]!--;
      position.up[move.from]!.push(card);
      break;
    case 'tableauToTableau': {
      if (made.turned) position.down[move.from]!.push(position.up[move.from]!.pop()!);
      const to = position.up[move.to]!;
      position.up[move.from]!.push(...to.splice(to.length - move.count, move.count));
      break;
    }
    case 'talonToFoundation':
    case 'talonToTableau':
      if (move.kind === 'talonToFoundation') position.foundations[suitIndex(card)]!--;
      else position.up[move.to]!.pop();
      position.talon.splice(move.at - 1, 0, card);
      position.wasteCount = made.wasteBefore;
      break;
    case 'foundationToTableau':
      position.up[move.to]!.pop();
      position.foundations[move.suit]!++;
      break;
  }
}

/**
 * The waste counts at which a talon card can be played: the current waste
 * top, then every count the draws reach (each draw turns over `draw` cards,
 * fewer at the end), and after a recycle the counts from the start.
 */
export function reachableWasteCounts(position: SolverPosition): number[] {
  const { talon, wasteCount, draw } = position;
  const total = talon.length;
  const counts = new Set<number>();
  if (wasteCount > 0) counts.add(wasteCount);
  for (let count = wasteCount; count < total; ) {
    count = Math.min(total, count + draw);
    counts.add(count);
  }
  for (let count = 0; count < total; ) {
    count = Math.min(total, count + draw);
    counts.add(count);
  }
  return [...counts];
}

export const fitsFoundation = (position: SolverPosition, card: number): boolean =>
  position.foundations[suitIndex(card)] === rankIndex(card) - 1;

/** True when `card` may go on tableau pile `pile` (a King on an empty pile). */
export function fitsPile(position: SolverPosition, card: number, pile: number): boolean {
  const up = position.up[pile]!;
  if (up.length === 0) return position.down[pile]!.length === 0 && rankIndex(card) === 13;
  const onto = up[up.length - 1]!;
  return rankIndex(onto) === rankIndex(card) + 1 && isRedCard(onto) !== isRedCard(card);
}

/**
 * A card on a foundation can never be needed back on the table when every
 * card that could be built on it, and every card that could be built on
 * those, is home too: a card of rank r ≤ 2, or one whose two opposite-colour
 * foundations hold r − 1 or more and whose same-colour partner holds r − 2.
 * (The camp allows taking cards back, so the plain "opposite colours at
 * r − 1" rule is not enough: a black r − 1 taken back could want the red r
 * to carry a red r − 2, unless both red r − 2 are home.)
 */
export function isSafeHome(position: SolverPosition, card: number): boolean {
  const rank = rankIndex(card);
  if (rank <= 2) return true;
  const suit = suitIndex(card);
  const red = isRedCard(card);
  for (let other = 0; other < 4; other++) {
    if (other === suit) continue;
    const otherRed = other === 1 || other === 2;
    const needed = otherRed === red ? rank - 2 : rank - 1;
    if (position.foundations[other]! < needed) return false;
  }
  return true;
}

/**
 * A safe move to play at once, or null. Tableau tops always qualify; in draw
 * 3 the waste top does not, since taking a card out of the talon changes
 * which cards later draws can reach.
 */
export function safeMove(position: SolverPosition): SolverMove | null {
  for (let pile = 0; pile < position.up.length; pile++) {
    const up = position.up[pile]!;
    const card = up[up.length - 1];
    if (card !== undefined && fitsFoundation(position, card) && isSafeHome(position, card)) return { kind: 'tableauToFoundation', from: pile };
  }
  if (position.draw === 1) {
    for (let at = 1; at <= position.talon.length; at++) {
      const card = position.talon[at - 1]!;
      if (fitsFoundation(position, card) && isSafeHome(position, card)) return { kind: 'talonToFoundation', at };
    }
  }
  return null;
}

/**
 * The moves worth trying, best first. Left out, because another move does at
 * least as well: moving a King-headed whole pile to an empty pile (nothing
 * changes), a King to any empty pile but the first, a run that neither turns
 * a card over nor empties its pile unless the card it uncovers goes home
 * next (otherwise the two cards of that rank and colour only swap roles),
 * taking back a card that safeMove would put straight back, and taking back
 * a card no card could be built on right away (a line that takes a card back
 * and builds on it later can take it back just before, so nothing is lost).
 */
export function candidateMoves(position: SolverPosition): SolverMove[] {
  const reveals: { move: SolverMove; hidden: number }[] = [];
  const home: SolverMove[] = [];
  const talon: SolverMove[] = [];
  const others: SolverMove[] = [];
  const takeBacks: SolverMove[] = [];
  const piles = position.up.length;
  const firstEmpty = position.up.findIndex((up, pile) => up.length === 0 && position.down[pile]!.length === 0);

  for (let from = 0; from < piles; from++) {
    const up = position.up[from]!;
    if (up.length === 0) continue;
    const hidden = position.down[from]!.length;
    const top = up[up.length - 1]!;
    if (fitsFoundation(position, top)) {
      const move: SolverMove = { kind: 'tableauToFoundation', from };
      if (up.length === 1 && hidden > 0) reveals.push({ move, hidden });
      else home.push(move);
    }
    for (let count = 1; count <= up.length; count++) {
      const bottom = up[up.length - count]!;
      const whole = count === up.length;
      if (whole && hidden === 0 && rankIndex(bottom) === 13) break; // a King already heading its own pile
      const uncovered = whole ? -1 : up[up.length - count - 1]!;
      if (!whole && !fitsFoundation(position, uncovered)) continue;
      for (let to = 0; to < piles; to++) {
        if (to === from || !fitsPile(position, bottom, to)) continue;
        if (position.up[to]!.length === 0 && to !== firstEmpty) continue;
        const move: SolverMove = { kind: 'tableauToTableau', from, to, count, thenHome: !whole };
        if (whole && hidden > 0) reveals.push({ move, hidden });
        else others.push(move);
      }
    }
  }

  for (const at of reachableWasteCounts(position)) {
    const card = position.talon[at - 1]!;
    if (fitsFoundation(position, card)) talon.push({ kind: 'talonToFoundation', at });
    for (let to = 0; to < piles; to++) {
      if (position.up[to]!.length === 0 && to !== firstEmpty) continue;
      if (fitsPile(position, card, to)) talon.push({ kind: 'talonToTableau', at, to });
    }
  }

  for (let suit = 0; suit < 4; suit++) {
    const rank = position.foundations[suit]!;
    if (rank === 0) continue;
    const card = suit * 13 + rank - 1;
    if (isSafeHome(position, card) || !canCarry(position, card)) continue;
    for (let to = 0; to < piles; to++) {
      if (position.up[to]!.length === 0 && to !== firstEmpty) continue;
      if (fitsPile(position, card, to)) takeBacks.push({ kind: 'foundationToTableau', suit, to });
    }
  }

  reveals.sort((a, b) => b.hidden - a.hidden);
  return [...reveals.map((entry) => entry.move), ...home, ...talon, ...others, ...takeBacks];
}

/** True when some face-up or reachable talon card could be built on `card` now. */
function canCarry(position: SolverPosition, card: number): boolean {
  const fits = (other: number) => rankIndex(other) + 1 === rankIndex(card) && isRedCard(other) !== isRedCard(card);
  if (position.up.some((up) => up.some(fits))) return true;
  return reachableWasteCounts(position).some((at) => fits(position.talon[at - 1]!));
}
