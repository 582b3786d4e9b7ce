/**
 * A quick proof that a position can never be won: a set of buried cards none
 * of which can ever leave its pile. A buried card (face-down, or the lowest
 * face-up card on face-down ones) leaves only to its foundation, once the
 * card below it in suit is home, or onto one of its two parents (the next
 * rank up in the other colour), once that parent is uncovered; a King can
 * also go to an empty pile, an Ace always home. If every exit of every card
 * of the set waits for a card of the set to leave first (the card below it
 * in suit is in the set or buried under one, each parent is buried under
 * one), none ever leaves, and the game is lost.
 */
import type { SolverPosition } from './solver-position.ts';

const rankOf = (card: number): number => (card % 13) + 1;
const isRed = (card: number): boolean => {
  const suit = (card / 13) | 0;
  return suit === 1 || suit === 2;
};

/** The two cards a card can be built on: one rank up, the other colour. */
function parentsOf(card: number): number[] {
  const rank = rankOf(card);
  const suits = isRed(card) ? [0, 3] : [1, 2];
  return suits.map((suit) => suit * 13 + rank);
}

export function isDeadlocked(position: SolverPosition): boolean {
  // Where each buried card lies: its pile and its height in it.
  const pileOf = new Int8Array(52).fill(-1);
  const heightOf = new Int8Array(52);
  const buried: number[] = [];
  position.down.forEach((down, pile) => {
    if (down.length === 0) return;
    const cards = [...down, position.up[pile]![0]!].filter((card) => card !== undefined);
    cards.forEach((card, height) => {
      pileOf[card] = pile;
      heightOf[card] = height;
      const rank = rankOf(card);
      if (rank !== 1 && rank !== 13) buried.push(card);
    });
  });
  const inSet = new Uint8Array(52);
  for (const card of buried) inSet[card] = 1;
  const piles = position.down.length;

  for (let changed = true; changed; ) {
    changed = false;
    // The height of the highest card of the set in each pile: cards below it cannot leave before it does.
    const lid = new Int8Array(piles).fill(-1);
    for (const card of buried) if (inSet[card] && heightOf[card] > lid[pileOf[card]]!) lid[pileOf[card]] = heightOf[card];
    const underLid = (card: number) => pileOf[card]! >= 0 && heightOf[card]! < lid[pileOf[card]!]!;
    for (const card of buried) {
      if (!inSet[card]) continue;
      const below = card - 1;
      const homeBlocked = inSet[below] === 1 || underLid(below);
      const parentsBlocked = parentsOf(card).every(underLid);
      if (!homeBlocked || !parentsBlocked) {
        inSet[card] = 0;
        changed = true;
      }
    }
  }
  return buried.some((card) => inSet[card] === 1);
}
