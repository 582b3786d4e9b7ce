/**
 * A quick proof that a position is lost: some card on the table can never
 * leave the card it lies on now (its base: the card under it, or the floor
 * of its pile). Every card must go home, and a card goes home alone, so each
 * card on the table must leave its base at least once. Until it does, it
 * moves only together with its base, as part of a run.
 *
 * A card leaves its base only while face up (a face-down card is turned
 * over once the card lying on it has left it), and only:
 * - home: it lies uncovered (the card on it has left it) and each lower
 *   card of its suit went home before it, each having left its own base
 *   and lying uncovered;
 * - onto a parent (rank + 1, other colour) other than its base, lying
 *   uncovered: a parent on the table has had the card on it leave it; a
 *   parent off the table (talon or foundation) was put on the table first,
 *   onto one of its own parents or, a King, onto an empty pile;
 * - a King, onto an empty pile other than its own: a pile is empty once its
 *   bottom card has left the floor.
 *
 * In draw 3 the talon can be taken into account too (`withTalon`): a talon
 * card is played (to the table or home) only once it is the waste top, and
 * it becomes the waste top only at a waste count the draws reach now
 * (reachableWasteCounts), or once the card after it has left the talon
 * (playing the waste top uncovers the one under it), or once cards before
 * it have (each shifts the count of every later card by one: a card at a
 * count one more than a multiple of 3 needs one of them gone to be dealt
 * after a recycle, a card at two more needs two), or once every card after
 * it has (a draw always reaches the last card). Without any of these the
 * talon and the waste count go round the same counts: within a pass,
 * playing a card before it lowers its count and the waste count alike. A
 * talon card never reached never goes home either, so that alone loses.
 *
 * Starting from nothing, a card is added once one of these has all it needs
 * among the cards added (a least fixpoint). By induction on time, every
 * card that ever leaves its base (or its place in the talon) is added, as
 * everything its leaving needs happened before it. So a card never added is
 * stuck. hasTwinDeadlock, at the end, runs the same fixpoint with one card
 * held in place to catch two twins waiting for one parent.
 */
import { reachableWasteCounts } from './solver-candidates.ts';
import { PILES, RANK, RED, SUIT, TWIN, UP_STRIDE, type SolverPosition } from './solver-position.ts';

const pileOf = new Int8Array(52);
/** Per table card, the card lying on it and the one under it (its base), or -1. */
const above = new Int8Array(52);
const below = new Int8Array(52);
const faceDown = new Uint8Array(52);
const onTable = new Uint8Array(52);
/** Cards on the table that might leave their base. */
const leaves = new Uint8Array(52);
/** Off-table cards that might be put on the table (onto a parent, or a King onto an empty pile). */
const placeable = new Uint8Array(52);
/** Per pile, its bottom card, or -1 when it is empty. */
const bottoms = new Int8Array(PILES);
/** With the talon: the cards in it (others count as free to play) and those that might be reached. */
const inTalon = new Uint8Array(52);
const reached = new Uint8Array(52);
/** With the talon: per talon index, whether every card after it might leave the talon. */
const allLeaveAfter = new Uint8Array(64);
const reachedCounts = new Int8Array(64);
let talon: number[] = [];
/** A card held in place (see hasTwinDeadlock): on the table it never leaves its base, off it it is never put on the table; or -1. */
let held = -1;

/**
 * What the last fixpoint without a held card found, in the order it found
 * it: a table card that leaves (its number), an off-table card that might
 * be put on the table (PLACED + its number), a talon card reached (REACHED
 * + its number). Everything found before the held card's own leaving was
 * found without it, so fixpointHolding starts from there.
 */
const found = new Int16Array(192);
let foundCount = 0;
const PLACED = 64;
const REACHED = 128;
/** The last fixpoint's position: its table cards, whether it took the talon into account, and whether it went to the end (no early stop). */
let tableCardsLaidOut = 0;
let talonAware = false;
let foundAll = false;

function note(fact: number): void {
  if (held < 0) found[foundCount++] = fact;
}

/** True when `card` might lie uncovered: the card on it might leave it (off the table, true). */
function uncoverable(card: number): boolean {
  if (onTable[card] === 0) return true;
  const on = above[card]!;
  return on < 0 || leaves[on] === 1;
}

/** True when `card` might lie uncovered on the table for a card other than the one lying on it (`base`'s child) to go onto it. */
function mightTake(card: number, base: number): boolean {
  if (card === base) return false;
  return onTable[card] === 1 ? uncoverable(card) : placeable[card] === 1;
}

/** True when some pile other than `except` is empty or might be emptied: its bottom card might leave the floor. */
function mightEmpty(except: number): boolean {
  for (let pile = 0; pile < PILES; pile++) {
    const bottom = bottoms[pile]!;
    if (pile !== except && (bottom < 0 || leaves[bottom] === 1)) return true;
  }
  return false;
}

/**
 * Per suit, the highest rank up to which every card might go home in order:
 * home already, free off the table, or able to leave its base and lie
 * uncovered (or, in the talon, be reached).
 */
const homeReach = new Int8Array(4);

/** Cards to check again, each at most once at a time (a stack), and whether the talon's reach must be worked out again. */
const toCheck = new Int8Array(52);
const queued = new Uint8Array(52);
let toCheckCount = 0;
let talonChanged = false;

function recheck(card: number): void {
  // A card known to leave (or, off the table, to be placeable) stays so: nothing to check again.
  if (queued[card] === 1 || (onTable[card] === 1 ? leaves[card] : placeable[card]) === 1) return;
  queued[card] = 1;
  toCheck[toCheckCount++] = card;
}

/** Rechecks the two cards that may lie on `card` (one rank lower, the other colour). */
function recheckChildren(card: number): void {
  const rank = RANK[card]!;
  if (rank === 1) return;
  // A red card's children are ♠ and ♣ (suits 0 and 3), a black card's ♥ and ♦ (1 and 2); card numbers are suit × 13 + rank − 1.
  const red = RED[card]!;
  recheck((red === 1 ? 0 : 1) * 13 + rank - 2);
  recheck((red === 1 ? 3 : 2) * 13 + rank - 2);
}

/** Raises the suit's homeReach as far as it goes now; the next card of the suit might then go home. */
function raiseHomeReach(suit: number): void {
  let rank = homeReach[suit]!;
  for (; rank < 13; rank++) {
    const card = suit * 13 + rank;
    if (onTable[card] === 1 ? leaves[card] === 0 || !uncoverable(card) : inTalon[card] === 1 && reached[card] === 0) break;
  }
  if (rank === homeReach[suit]) return;
  homeReach[suit] = rank;
  if (rank < 13) recheck(suit * 13 + rank);
  talonChanged = true;
}

/** True when talon card `card` might leave the talon: reached, and then put on the table or home. */
function leavesTalon(card: number): boolean {
  return reached[card] === 1 && (placeable[card] === 1 || RANK[card]! - 1 <= homeReach[SUIT[card]!]!);
}

/** Marks the talon cards that might now be reached, and rechecks what that changes; returns how many it marked. */
function raiseReached(): number {
  const total = talon.length;
  allLeaveAfter[total - 1] = 1;
  for (let at = total - 2; at >= 0; at--) allLeaveAfter[at] = allLeaveAfter[at + 1]! === 1 && leavesTalon(talon[at + 1]!) ? 1 : 0;
  let marked = 0;
  /** How many cards before `at` might leave the talon, counted up to 2. */
  let leaversBefore = 0;
  for (let at = 0; at < total; at++) {
    const card = talon[at]!;
    // Its count is at + 1; after a recycle the draws deal counts 3, 6, ...: one card gone before it for a count of
    // 3k + 1, two for 3k + 2 (3k is dealt already, among reachableWasteCounts).
    const shifted = leaversBefore >= ((at + 1) % 3 === 2 ? 2 : 1);
    if (reached[card] === 0 && (shifted || allLeaveAfter[at] === 1 || (at + 1 < total && leavesTalon(talon[at + 1]!)))) {
      reached[card] = 1;
      note(REACHED + card);
      marked++;
      recheck(card);
      raiseHomeReach(SUIT[card]!);
    }
    if (leaversBefore < 2 && leavesTalon(card)) leaversBefore++;
  }
  return marked;
}

/** True when a parent of `card` other than `base` (or an empty pile other than `pile`, for a King) might take it. */
function mightGoOnTable(card: number, base: number, pile: number): boolean {
  const rank = RANK[card]!;
  if (rank === 13) return mightEmpty(pile);
  // Card numbers are suit × 13 + rank − 1: a parent is suit × 13 + rank.
  // A red card's parents are ♠ and ♣ (suits 0 and 3), a black card's ♥ and ♦ (1 and 2).
  const red = RED[card]!;
  return mightTake((red === 1 ? 0 : 1) * 13 + rank, base) || mightTake((red === 1 ? 3 : 2) * 13 + rank, base);
}

/** True when table card `card` might leave its base. */
function mightLeave(card: number): boolean {
  // Face down: turned over only once the card on it has left it.
  if (faceDown[card] === 1 && !uncoverable(card)) return false;
  if (mightGoOnTable(card, below[card]!, pileOf[card]!)) return true;
  return RANK[card]! - 1 <= homeReach[SUIT[card]!]! && uncoverable(card);
}

/** Lays the table out in the tables above; returns how many cards it holds. */
function layOut(position: SolverPosition): number {
  onTable.fill(0);
  let tableCards = 0;
  for (let pile = 0; pile < PILES; pile++) {
    const hidden = position.downCount[pile]!;
    const height = hidden + position.upCount[pile]!;
    let base = -1;
    bottoms[pile] = -1;
    for (let at = 0; at < height; at++) {
      const card = at < hidden ? position.down[pile]![at]! : position.up[pile * UP_STRIDE + at - hidden]!;
      pileOf[card] = pile;
      below[card] = base;
      above[card] = -1;
      if (base < 0) bottoms[pile] = card;
      else above[base] = card;
      faceDown[card] = at < hidden ? 1 : 0;
      onTable[card] = 1;
      base = card;
    }
    tableCards += height;
  }
  return tableCards;
}

/** Marks the talon and the cards the draws reach now; returns how many talon cards are not reached yet. */
function layOutTalon(position: SolverPosition): number {
  talon = position.talon;
  for (const card of talon) inTalon[card] = 1;
  const count = reachableWasteCounts(position, reachedCounts);
  for (let i = 0; i < count; i++) {
    const card = talon[reachedCounts[i]! - 1]!;
    reached[card] = 1;
    note(REACHED + card);
  }
  return talon.length - count;
}

/** Table card `card` might leave its base: the card under it might lie uncovered, and a King might move into an emptied pile. */
function markLeaves(card: number): void {
  leaves[card] = 1;
  note(card);
  raiseHomeReach(SUIT[card]!);
  const under = below[card]!;
  if (under < 0) {
    for (let suit = 0; suit < 4; suit++) recheck(suit * 13 + 12);
    return;
  }
  recheck(under);
  recheckChildren(under);
  raiseHomeReach(SUIT[under]!);
}

/** withTalon: in draw 3, also prove which talon cards can ever be reached (a talon card lies free otherwise). */
export function hasStuckCard(position: SolverPosition, withTalon = false): boolean {
  leaves.fill(0);
  placeable.fill(0);
  inTalon.fill(0);
  reached.fill(0);
  foundCount = 0;
  tableCardsLaidOut = layOut(position);
  talonAware = withTalon && position.draw === 3 && position.talon.length > 0;
  const unreached = talonAware ? layOutTalon(position) : 0;
  startChecks(position, -1);
  foundAll = true;
  return saturate(tableCardsLaidOut, unreached);
}

/**
 * Queues the cards to check first: every card, or (from >= 0) only those
 * the last fixpoint found from `found[from]` on, which with a card held
 * are all that can still be found (the fixpoint holding a card is part of
 * the one without). The cards off the table last, the piles' top cards
 * first.
 */
function startChecks(position: SolverPosition, from: number): void {
  homeReach.set(position.foundations);
  toCheckCount = 0;
  queued.fill(0);
  if (from >= 0) {
    for (let i = foundCount - 1; i >= from; i--) recheck(found[i]! & 63);
  } else {
    for (let card = 0; card < 52; card++) if (onTable[card] === 0) recheck(card);
    for (let pile = PILES - 1; pile >= 0; pile--) {
      for (let card = bottoms[pile]!; card >= 0; card = above[card]!) recheck(card);
    }
  }
  for (let suit = 0; suit < 4; suit++) raiseHomeReach(suit);
  talonChanged = talonAware;
}

/**
 * Works out the fixpoint from what is known so far (the tables above and
 * the queued cards), and returns true when some card is stuck. A card is
 * checked again whenever something it depends on changes (a worklist,
 * popped last in first out).
 */
function saturate(tableCardsLeft: number, unreachedLeft: number): boolean {
  let tableCards = tableCardsLeft;
  let unreached = unreachedLeft;
  for (;;) {
    while (toCheckCount > 0) {
      const card = toCheck[--toCheckCount]!;
      queued[card] = 0;
      if (onTable[card] === 1) {
        if (leaves[card] === 0 && card !== held && mightLeave(card)) {
          markLeaves(card);
          // Most positions are not stuck: stop as soon as every card is known to leave (with a card held, the
          // twins' proof reads the whole fixpoint, and the held card may be off the table).
          if (--tableCards === 0 && unreached === 0 && held < 0) {
            foundAll = false;
            return false;
          }
        }
      } else if (placeable[card] === 0 && card !== held && (inTalon[card] === 0 || reached[card] === 1) && mightGoOnTable(card, -1, -1)) {
        placeable[card] = 1;
        note(PLACED + card);
        recheckChildren(card);
        if (inTalon[card] === 1) talonChanged = true;
      }
    }
    // Without the talon every talon card counts as free: there is no reach to work out (and `talon` may be another position's).
    if (!talonChanged || !talonAware) break;
    talonChanged = false;
    unreached -= raiseReached();
  }
  return tableCards > 0 || unreached > 0;
}

/** After a fixpoint: `card` might go home (the lower cards of its suit might, and it might lie uncovered). */
function mightGoHome(card: number): boolean {
  return RANK[card]! - 1 <= homeReach[SUIT[card]!]! && uncoverable(card);
}

/** After a fixpoint: `card` might ever lie uncovered on the table. */
function mightLieUncovered(card: number): boolean {
  return onTable[card] === 1 ? uncoverable(card) : placeable[card] === 1;
}

/**
 * The fixpoint of the last hasStuckCard position with `hold` held in place:
 * what that proof found before `hold` left, then the rest worked out anew
 * without it (the least fixpoint is the same whatever the order).
 */
function fixpointHolding(position: SolverPosition, hold: number): void {
  leaves.fill(0);
  placeable.fill(0);
  reached.fill(0);
  let tableCards = tableCardsLaidOut;
  let unreached = talonAware ? talon.length : 0;
  let i = 0;
  for (; i < foundCount; i++) {
    const fact = found[i]!;
    if (fact === hold || fact === PLACED + hold) break;
    if (fact < PLACED) {
      leaves[fact] = 1;
      tableCards--;
    } else if (fact < REACHED) placeable[fact - PLACED] = 1;
    else {
      reached[fact - REACHED] = 1;
      unreached--;
    }
  }
  held = hold;
  try {
    startChecks(position, foundAll ? i : -1);
    saturate(tableCards, unreached);
  } finally {
    held = -1;
  }
}

/**
 * True when, while `hold` has not left its base, neither it nor its twin
 * `other` can go home and one of their two parents can never lie
 * uncovered. The fixpoint with `hold` never leaving holds everything that
 * can happen before it leaves (the same induction on time as above).
 */
function blockedWhileHeld(position: SolverPosition, hold: number, other: number, parent: number): boolean {
  fixpointHolding(position, hold);
  if (mightGoHome(hold) || mightGoHome(other)) return false;
  return !mightLieUncovered(parent) || !mightLieUncovered(TWIN[parent]!);
}

/**
 * A proof that a position is lost that hasStuckCard, taking each card on
 * its own, cannot see: two twins (6♦ and 6♥) waiting for one parent (the
 * one black Seven that can be reached). Both must leave their bases (a
 * twin in the talon: the talon); say A leaves first, at a time B has not.
 * If, with B held in place, neither can go home and one parent (Q) never
 * lies uncovered, A leaves onto the other parent P, and stays on it until
 * B leaves (it can leave P only home or onto Q). Then B can go neither
 * home, nor onto Q, nor onto P, which A covers: so B never leaves. When
 * that holds with either twin held, the position is lost. Either twin may
 * lie on the table or in the talon: a talon card waiting for the parent a
 * table card needs is the common case on real deals (a red Nine in the
 * stock that must go onto the one black Ten a red Nine on the table needs
 * too). Two more fixpoints per pair of twins not home, so the search tries
 * every pair only now and then (see caughtTwins and solver.ts).
 */
export function hasTwinDeadlock(position: SolverPosition, withTalon = false): boolean {
  return caughtTwins(position, withTalon, TWIN_PAIRS) >= 0;
}

/** Every pair of twins but the Kings (which have no parent), each named by its lower card number. */
export const TWIN_PAIRS: readonly number[] = Array.from({ length: 52 }, (_, card) => card).filter((card) => TWIN[card]! > card && RANK[card] !== 13);

/** The first pair of `pairs` (see TWIN_PAIRS) that hasTwinDeadlock's proof shows lost, or -1. */
export function caughtTwins(position: SolverPosition, withTalon: boolean, pairs: readonly number[]): number {
  hasStuckCard(position, withTalon);
  return caughtTwinsAfterStuckProof(position, pairs);
}

/**
 * caughtTwins for the position hasStuckCard has just been run on, unchanged
 * since (with the talon or not, as that run was): the proof starts from
 * what that one found.
 */
export function caughtTwinsAfterStuckProof(position: SolverPosition, pairs: readonly number[]): number {
  for (const card of pairs) {
    const twin = TWIN[card]!;
    // Twins whose lower cards are home already can go home once uncovered (this leaves out twins home too: each
    // is on the table or in the talon).
    if (position.foundations[SUIT[card]!]! >= RANK[card]! - 1 || position.foundations[SUIT[twin]!]! >= RANK[card]! - 1) continue;
    // Card numbers are suit × 13 + rank − 1: a parent is suit × 13 + rank, ♠ or ♥ (suit 0 or 1) for a red or a black card.
    const parent = (RED[card] === 1 ? 0 : 1) * 13 + RANK[card]!;
    if (blockedWhileHeld(position, twin, card, parent) && blockedWhileHeld(position, card, twin, parent)) return card;
  }
  return -1;
}
