/**
 * A quick proof that a position is lost: some card on the table can never
 * move. Every card must move at least once to get home. A card moves onto
 * one of its two parents (rank + 1, other colour; an empty pile for a King),
 * or home once the lower cards of its suit are there, or along with the
 * card below it in a face-up run; and it moves on its own only once
 * uncovered. Start from the cards that might move (anything off the table,
 * face-up cards lying on a run, Aces, Kings) and add a card once every card
 * on it might move and either the lower cards of its suit might all get
 * home or a parent might become uncovered (off the table, a foundation card
 * can be taken back; on it, every card on that might move). A card never
 * added can never move: its first move would come after a first move of a
 * card never added.
 */
import { PILES, RANK, RED, SUIT, UP_STRIDE, type SolverPosition } from './solver-position.ts';

const pileOf = new Int8Array(52);
const depthOf = new Int8Array(52);
const onTable = new Uint8Array(52);
const movable = new Uint8Array(52);
/** Per pile, bottom to top, face-down cards then face-up. */
const stacked = new Int8Array(PILES * 32);
const heights = new Int8Array(PILES);
const OTHER_COLOUR_SUITS = [[1, 2], [0, 3]] as const;

/** True when the cards of `card`'s suit up to it (rank `rank`) might all get home: each is home or might move. */
function canGoHome(position: SolverPosition, card: number, rank: number): boolean {
  const home = position.foundations[SUIT[card]!]!;
  for (let below = rank; below > home; below--) if (movable[card - (rank - below)] === 0) return false;
  return true;
}

export function hasStuckCard(position: SolverPosition): boolean {
  movable.fill(1);
  onTable.fill(0);
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
      const rank = RANK[card]!;
      if (depth <= hidden && rank !== 1 && rank !== 13) movable[card] = 0;
    }
  }
  const uncoverable = (card: number): boolean => {
    if (onTable[card] === 0) return true;
    const pile = pileOf[card]!;
    for (let depth = depthOf[card]! + 1; depth < heights[pile]!; depth++) if (movable[stacked[pile * 32 + depth]!] === 0) return false;
    return true;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let card = 0; card < 52; card++) {
      if (movable[card] === 1) continue;
      const rank = RANK[card]!;
      // Card numbers are suit × 13 + rank − 1: the predecessor is card − 1, a parent is suit × 13 + rank.
      const [first, second] = OTHER_COLOUR_SUITS[RED[card]!]!;
      if (!uncoverable(card)) continue;
      if (
        canGoHome(position, card - 1, rank - 1) ||
        uncoverable(first * 13 + rank) || uncoverable(second * 13 + rank)
      ) {
        movable[card] = 1;
        changed = true;
      }
    }
  }
  return movable.includes(0);
}
