/**
 * A quick proof that a position is lost: some card on the table can never
 * move. Every card must move at least once to get home, and a card on the
 * table moves on its own only once every card lying on it has moved. Its
 * first move is then home, once the lower cards of its suit have gone home
 * (each of them uncovered and moved first); or onto a parent (rank + 1,
 * other colour) lying uncovered on the table; or, for a King, onto an empty
 * pile, once every card of some other pile has moved. A parent off the table
 * (talon or foundation) lies on the table only after it was put there in
 * the same way: onto one of its own parents, or a King onto an empty pile.
 * Face-up cards lying on a run may move with it, so they count as movable
 * from the start, as does every card off the table.
 *
 * Starting from those, a card is added once one of its first moves above
 * has all it needs among the cards added (a least fixpoint). A card never
 * added can never move: by induction on time, a card's first move comes
 * after the first moves it needs, so every card that ever moves is added.
 */
import { PILES, RANK, RED, SUIT, UP_STRIDE, type SolverPosition } from './solver-position.ts';

const pileOf = new Int8Array(52);
const depthOf = new Int8Array(52);
const onTable = new Uint8Array(52);
const movable = new Uint8Array(52);
/** Off-table cards that might be put on the table (onto a parent, or a King onto an empty pile). */
const placeable = new Uint8Array(52);
/** Per pile, bottom to top, face-down cards then face-up. */
const stacked = new Int8Array(PILES * 32);
const heights = new Int8Array(PILES);
const OTHER_COLOUR_SUITS = [[1, 2], [0, 3]] as const;

/** True when every card lying on `card` on the table might move (so it might be uncovered); true off the table. */
function uncoverable(card: number): boolean {
  if (onTable[card] === 0) return true;
  const pile = pileOf[card]!;
  for (let depth = depthOf[card]! + 1; depth < heights[pile]!; depth++) if (movable[stacked[pile * 32 + depth]!] === 0) return false;
  return true;
}

/** True when `card` might lie uncovered on the table for a card to go onto it. */
function mightTake(card: number): boolean {
  return onTable[card] === 1 ? uncoverable(card) : placeable[card] === 1;
}

/** True when some pile other than `except` is empty or might be emptied: all its cards might move. */
function mightEmpty(except: number): boolean {
  for (let pile = 0; pile < PILES; pile++) {
    if (pile === except) continue;
    let all = true;
    for (let depth = 0; depth < heights[pile]! && all; depth++) all = movable[stacked[pile * 32 + depth]!] === 1;
    if (all) return true;
  }
  return false;
}

/** True when the cards of `card`'s suit below it might all go home first: each is home, or might move and be uncovered. */
function lowerMightGoHome(position: SolverPosition, card: number): boolean {
  const rank = RANK[card]!;
  const home = position.foundations[SUIT[card]!]!;
  for (let below = rank - 1; below > home; below--) {
    const lower = card - (rank - below);
    if (movable[lower] === 0 || !uncoverable(lower)) return false;
  }
  return true;
}

/** True when a parent of `card` (or an empty pile, for a King) might take it; `except` is the pile a King leaves (-1 off the table). */
function mightGoOnTable(card: number, except: number): boolean {
  const rank = RANK[card]!;
  if (rank === 13) return mightEmpty(except);
  // Card numbers are suit × 13 + rank − 1: a parent is suit × 13 + rank.
  const [first, second] = OTHER_COLOUR_SUITS[RED[card]!]!;
  return mightTake(first * 13 + rank) || mightTake(second * 13 + rank);
}

export function hasStuckCard(position: SolverPosition): boolean {
  movable.fill(1);
  onTable.fill(0);
  placeable.fill(0);
  for (let pile = 0; pile < PILES; pile++) {
    let height = 0;
    const hidden = position.downCount[pile]!;
    for (let at = 0; at < hidden; at++) stacked[pile * 32 + height++] = position.down[pile]![at]!;
    for (let at = 0; at < position.upCount[pile]!; at++) stacked[pile * 32 + height++] = position.up[pile * UP_STRIDE + at]!;
    heights[pile] = height;
    for (let depth = 0; depth < height; depth++) {
      const card = stacked[pile * 32 + depth]!;
      pileOf[card] = pile;
      depthOf[card] = depth;
      onTable[card] = 1;
      if (depth <= hidden) movable[card] = 0;
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let card = 0; card < 52; card++) {
      if (onTable[card] === 0) {
        if (placeable[card] === 0 && mightGoOnTable(card, -1)) {
          placeable[card] = 1;
          changed = true;
        }
        continue;
      }
      if (movable[card] === 1 || !uncoverable(card)) continue;
      if (lowerMightGoHome(position, card) || mightGoOnTable(card, pileOf[card]!)) {
        movable[card] = 1;
        changed = true;
      }
    }
  }
  return movable.includes(0);
}
