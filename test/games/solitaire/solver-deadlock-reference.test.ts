/**
 * The stuck-card proof's fixpoint, worked out in rounds over sets of bits
 * (solver-deadlock.ts), against the same rules applied one card at a time
 * until nothing changes: a plain reference, slow and easy to read. Both must
 * give the same verdict, with and without the talon, and the twins' proof
 * built on each must catch the same pair, on positions from random games and
 * small ones with most cards home.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/games/shared/random.ts';
import { reachableWasteCounts } from '../../../src/games/solitaire/solver-candidates.ts';
import { caughtTwins, hasStuckCard, TWIN_PAIRS } from '../../../src/games/solitaire/solver-deadlock.ts';
import { PILES, RANK, RED, SUIT, TWIN, UP_STRIDE, toPosition, type SolverPosition } from '../../../src/games/solitaire/solver-position.ts';
import type { SolitaireState } from '../../../src/games/solitaire/state.ts';
import { deepPiles, reducedDeal } from './small-positions.ts';
import { randomPlayout } from './support.ts';

/** What the fixpoint finds, card by card. */
interface Fixpoint {
  leaves: boolean[];
  placeable: boolean[];
  reached: boolean[];
  homeReach: number[];
  onTable: boolean[];
  above: number[];
}

/** The rules of solver-deadlock.ts's header, each applied to every card again until none adds anything. */
function referenceFixpoint(position: SolverPosition, withTalon: boolean, held = -1): Fixpoint & { stuck: boolean } {
  const onTable = Array<boolean>(52).fill(false);
  const faceDown = Array<boolean>(52).fill(false);
  const above = Array<number>(52).fill(-1);
  const below = Array<number>(52).fill(-1);
  const pileOf = Array<number>(52).fill(-1);
  const bottoms = Array<number>(PILES).fill(-1);
  for (let pile = 0; pile < PILES; pile++) {
    const cards = [...position.down[pile]!.subarray(0, position.downCount[pile]!)];
    for (let at = 0; at < position.upCount[pile]!; at++) cards.push(position.up[pile * UP_STRIDE + at]!);
    cards.forEach((card, at) => {
      onTable[card] = true;
      faceDown[card] = at < position.downCount[pile]!;
      pileOf[card] = pile;
      below[card] = at > 0 ? cards[at - 1]! : -1;
      above[card] = at + 1 < cards.length ? cards[at + 1]! : -1;
    });
    if (cards.length > 0) bottoms[pile] = cards[0]!;
  }
  const talonAware = withTalon && position.draw === 3 && position.talon.length > 0;
  const talon = talonAware ? position.talon : [];
  const inTalon = Array<boolean>(52).fill(false);
  for (const card of talon) inTalon[card] = true;
  const leaves = Array<boolean>(52).fill(false);
  const placeable = Array<boolean>(52).fill(false);
  const reached = Array<boolean>(52).fill(false);
  const counts = new Int8Array(64);
  const countsReached = talonAware ? reachableWasteCounts(position, counts) : 0;
  for (let i = 0; i < countsReached; i++) reached[talon[counts[i]! - 1]!] = true;
  const homeReach = [...position.foundations];

  const uncoverable = (card: number) => !onTable[card] || above[card]! < 0 || leaves[above[card]!]!;
  const mightTake = (parent: number, base: number) => parent !== base && (onTable[parent] ? uncoverable(parent) : placeable[parent]!);
  const goesOnTable = (card: number, base: number, pile: number) => {
    if (RANK[card] === 13) return bottoms.some((bottom, other) => other !== pile && (bottom < 0 || leaves[bottom]!));
    return Array.from({ length: 52 }, (_, parent) => parent).some(
      (parent) => RANK[parent] === RANK[card]! + 1 && RED[parent] !== RED[card] && mightTake(parent, base),
    );
  };
  const goesHome = (card: number) => RANK[card]! - 1 <= homeReach[SUIT[card]!]!;
  const leavesTalon = (card: number) => reached[card]! && (placeable[card]! || goesHome(card));

  for (let changed = true; changed; ) {
    changed = false;
    for (let suit = 0; suit < 4; suit++) {
      while (homeReach[suit]! < 13) {
        const card = suit * 13 + homeReach[suit]!;
        if (onTable[card] ? !leaves[card] || !uncoverable(card) : inTalon[card] && !reached[card]) break;
        homeReach[suit]!++;
        changed = true;
      }
    }
    for (let card = 0; card < 52; card++) {
      if (card === held) continue;
      if (onTable[card]) {
        if (leaves[card] || (faceDown[card] && !uncoverable(card))) continue;
        if (goesOnTable(card, below[card]!, pileOf[card]!) || (goesHome(card) && uncoverable(card))) leaves[card] = changed = true;
      } else if (!placeable[card] && (!inTalon[card] || reached[card]) && goesOnTable(card, -1, -1)) {
        placeable[card] = changed = true;
      }
    }
    talon.forEach((card, at) => {
      if (reached[card]) return;
      const leaversBefore = talon.slice(0, at).filter(leavesTalon).length;
      // Count at + 1: after a recycle 3k + 1 needs one card gone before it, 3k + 2 two.
      const shifted = leaversBefore >= ((at + 1) % 3 === 2 ? 2 : 1);
      const allAfter = talon.slice(at + 1).every(leavesTalon);
      const next = at + 1 < talon.length && leavesTalon(talon[at + 1]!);
      if (shifted || allAfter || next) reached[card] = changed = true;
    });
  }
  const stuck = onTable.some((on, card) => on && !leaves[card]) || talon.some((card) => !reached[card]);
  return { leaves, placeable, reached, homeReach, onTable, above, stuck };
}

/** The twins' proof of solver-deadlock.ts on the reference fixpoint: the first pair of TWIN_PAIRS it catches, or -1. */
function referenceTwins(position: SolverPosition, withTalon: boolean): number {
  for (const card of TWIN_PAIRS) {
    const twin = TWIN[card]!;
    if (position.foundations[SUIT[card]!]! >= RANK[card]! - 1 || position.foundations[SUIT[twin]!]! >= RANK[card]! - 1) continue;
    const parent = (RED[card] === 1 ? 0 : 1) * 13 + RANK[card]!;
    const blocked = (hold: number, other: number) => {
      const f = referenceFixpoint(position, withTalon, hold);
      const uncoverable = (c: number) => !f.onTable[c] || f.above[c]! < 0 || f.leaves[f.above[c]!]!;
      const goesHome = (c: number) => RANK[c]! - 1 <= f.homeReach[SUIT[c]!]! && uncoverable(c);
      const liesUncovered = (c: number) => (f.onTable[c] ? uncoverable(c) : f.placeable[c]!);
      return !goesHome(hold) && !goesHome(other) && (!liesUncovered(parent) || !liesUncovered(TWIN[parent]!));
    };
    if (blocked(twin, card) && blocked(card, twin)) return card;
  }
  return -1;
}

/** Positions from random games of both draw modes, at five points of each, and small ones with most cards home. */
function positions(): SolitaireState[] {
  const states: SolitaireState[] = [];
  for (const draw of [1, 3] as const) {
    for (let game = 0; game < 12; game++) {
      for (const steps of [0, 20, 45, 80, 120]) states.push(randomPlayout(`deadlock reference ${draw} ${game}`, steps, { draw }).state);
    }
    const random = Random.fromSeed(`deadlock reference small ${draw}`);
    for (let i = 0; i < 300; i++) {
      // Every depth and spread, so that twins often wait on each other (as in solver-deadlock.test.ts).
      const shape = { lowestHome: 1 + random.int(7), stockOneIn: 2 + random.int(5), maxPiles: 1 + random.int(7) };
      states.push(i % 3 === 0 ? reducedDeal(random, draw) : deepPiles(random, draw, shape));
    }
  }
  return states;
}

describe('the stuck-card proof against a plain reference', () => {
  it('gives the same verdicts, and its twins\' proof catches the same pairs', () => {
    const tally = { compared: 0, stuck: 0, twinsCaught: 0 };
    for (const state of positions()) {
      for (const withTalon of [false, true]) {
        const label = `${JSON.stringify(state)}, ${withTalon ? 'with' : 'without'} the talon`;
        const reference = referenceFixpoint(toPosition(state), withTalon);
        expect(hasStuckCard(toPosition(state), withTalon), label).toBe(reference.stuck);
        tally.compared++;
        if (reference.stuck) {
          tally.stuck++;
          continue;
        }
        const pair = referenceTwins(toPosition(state), withTalon);
        expect(caughtTwins(toPosition(state), withTalon, TWIN_PAIRS), label).toBe(pair);
        if (pair >= 0) tally.twinsCaught++;
      }
    }
    // 1,440 compared, 259 stuck and 26 caught by the twins' proof when written.
    expect(tally.compared).toBe(1440);
    expect(tally.stuck).toBeGreaterThan(200);
    expect(tally.twinsCaught).toBeGreaterThan(20);
  });
});
