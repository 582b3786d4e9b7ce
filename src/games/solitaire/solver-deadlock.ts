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
 * stuck. The fixpoint is worked out in rounds over every card at once, as
 * sets of bits (solver-card-bits.ts): each round adds every card whose
 * leaving needs only what the rounds before it added, and the talon's
 * reach is worked out again whenever the rounds add nothing more.
 * hasTwinDeadlock, at the end, runs the same fixpoint with one card held in
 * place to catch two twins waiting for one parent.
 */
import { HI_CARDS, KINGS, bitHi, bitLo, cardOfBit, has, homeHi, homeLo, swapOne, swapThree } from './solver-card-bits.ts';
import { reachableWasteCounts } from './solver-candidates.ts';
import { PILES, RANK, RED, SUIT, TWIN, UP_STRIDE, type SolverPosition } from './solver-position.ts';

/** Per table card, its pile and the card under it (its base), or -1. */
const pileOf = new Int8Array(52);
const below = new Int8Array(52);
/** Per pile, its bottom card, or -1 when it is empty. */
const bottoms = new Int8Array(PILES);
const reachedCounts = new Int8Array(64);
let talon: number[] = [];
/**
 * With the talon, sets of talon places (bit `at` for talon[at]; a talon
 * holds at most 24 cards): per card, its place's bit (the last talon laid
 * out's; 0 for a card not in it); the places whose cards might be reached,
 * might be put on the table, and might go home by homeReach.
 */
const placeBit = new Int32Array(52);
let reachedPlaces = 0, placeablePlaces = 0, homeablePlaces = 0;
/** Talon places at which a card needs two cards before it gone to be dealt after a recycle: counts 3k + 2. */
const NEEDS_TWO_BEFORE = Array.from({ length: 31 }, (_, at) => ((at + 1) % 3 === 2 ? 1 << at : 0)).reduce((a, b) => a | b, 0);
/** A card held in place (see hasTwinDeadlock): on the table it never leaves its base, off it it is never put on the table; or -1. */
let held = -1;
/** With a card held for the twins' proof: its twin and their parent (see blockedWhileHeld), or -1. */
let heldTwin = -1;
let heldParent = -1;

/*
 * Sets of cards, each a LO and a HI word (solver-card-bits.ts): the table,
 * its face-down cards, its pile tops, and its cards that might lie
 * uncovered (the card on them might leave); the table cards that might
 * leave their base; the off-table cards that might be put on the table
 * (onto a parent, or a King onto an empty pile); with the talon, the cards
 * in it (others count as free to play) and those that might be reached.
 */
let tableLo = 0, tableHi = 0, faceDownLo = 0, faceDownHi = 0, topsLo = 0, topsHi = 0, uncoveredLo = 0, uncoveredHi = 0;
let leavesLo = 0, leavesHi = 0, placeableLo = 0, placeableHi = 0, talonLo = 0, talonHi = 0, reachedLo = 0, reachedHi = 0;
/** Piles that are empty or might be emptied (bit per pile). */
let emptiable = 0;

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
/** The last fixpoint's position: its table cards, and whether it took the talon into account. */
let tableCardsLaidOut = 0;
let talonAware = false;

function note(fact: number): void {
  if (held < 0) found[foundCount++] = fact;
}

/** True when `card` might lie uncovered: the card on it might leave it (off the table, true). */
function uncoverable(card: number): boolean {
  return !has(tableLo, tableHi, card) || has(uncoveredLo, uncoveredHi, card);
}

/**
 * Per suit, the highest rank up to which every card might go home in order:
 * home already, free off the table, or able to leave its base and lie
 * uncovered (or, in the talon, be reached).
 */
const homeReach = new Int8Array(4);
let talonChanged = false;

/**
 * Raises the suit's homeReach as far as it goes now; the next card of the
 * suit might then go home (with the talon, its place joins homeablePlaces).
 */
function raiseHomeReach(suit: number): void {
  let rank = homeReach[suit]!;
  for (; rank < 13; rank++) {
    // The card of rank reach + 1 (placeBit is 0 for a card not in the talon).
    const card = suit * 13 + rank;
    homeablePlaces |= placeBit[card]!;
    const free = has(tableLo, tableHi, card)
      ? has(leavesLo, leavesHi, card) && has(uncoveredLo, uncoveredHi, card)
      : !has(talonLo, talonHi, card) || has(reachedLo, reachedHi, card);
    if (!free) break;
  }
  if (rank === homeReach[suit]) return;
  homeReach[suit] = rank;
  talonChanged = true;
}

/** Talon card `card` might be reached. */
function markReached(card: number): void {
  reachedLo |= bitLo[card]!;
  reachedHi |= bitHi[card]!;
  reachedPlaces |= placeBit[card]!;
}

/** The places above the lowest one in `places` (none if it is empty). */
const above = (places: number): number => (places === 0 ? 0 : -((places & -places) << 1));

/** Marks the talon cards that might now be reached; returns how many it marked. */
function raiseReached(): number {
  const all = (1 << talon.length) - 1;
  // The talon cards that might leave it: reached, and then put on the table or home.
  const leaving = reachedPlaces & (placeablePlaces | homeablePlaces);
  // Every card after it leaving: the places from the highest one whose card stays on (every place if none does).
  const staying = all & ~leaving;
  const allAfterLeave = staying === 0 ? all : all & ~((1 << (31 - Math.clz32(staying))) - 1);
  // A place's count is at + 1; after a recycle the draws deal counts 3, 6, ...: one card gone before it for a count
  // of 3k + 1, two for 3k + 2 (3k is dealt already, among reachableWasteCounts).
  const shifted = (above(leaving) & ~NEEDS_TWO_BEFORE) | (above(leaving & (leaving - 1)) & NEEDS_TWO_BEFORE);
  // Or the card after it leaving.
  const fresh = (shifted | allAfterLeave | (leaving >>> 1)) & all & ~reachedPlaces;
  let marked = 0;
  for (let places = fresh; places !== 0; places &= places - 1) {
    const card = talon[31 - Math.clz32(places & -places)]!;
    markReached(card);
    note(REACHED + card);
    marked++;
    raiseHomeReach(SUIT[card]!);
  }
  return marked;
}

/** Lays the table out in the tables and sets above; returns how many cards it holds. */
function layOut(position: SolverPosition): number {
  tableLo = tableHi = faceDownLo = faceDownHi = topsLo = topsHi = 0;
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
      tableLo |= bitLo[card]!;
      tableHi |= bitHi[card]!;
      if (at < hidden) {
        faceDownLo |= bitLo[card]!;
        faceDownHi |= bitHi[card]!;
      }
      if (base < 0) bottoms[pile] = card;
      base = card;
    }
    if (base >= 0) {
      topsLo |= bitLo[base]!;
      topsHi |= bitHi[base]!;
    }
    tableCards += height;
  }
  return tableCards;
}

/** Marks the talon and the cards the draws reach now; returns how many talon cards are not reached yet. */
function layOutTalon(position: SolverPosition): number {
  // Not the last talon's cards: that talon may be this same array, changed since.
  placeBit.fill(0);
  talon = position.talon;
  for (let at = 0; at < talon.length; at++) {
    const card = talon[at]!;
    talonLo |= bitLo[card]!;
    talonHi |= bitHi[card]!;
    placeBit[card] = 1 << at;
  }
  const count = reachableWasteCounts(position, reachedCounts);
  for (let i = 0; i < count; i++) {
    const card = talon[reachedCounts[i]! - 1]!;
    markReached(card);
    note(REACHED + card);
  }
  return talon.length - count;
}

/** Clears what a fixpoint finds (the table's layout stays). */
function clearFound(): void {
  leavesLo = leavesHi = placeableLo = placeableHi = reachedLo = reachedHi = 0;
  reachedPlaces = placeablePlaces = 0;
  emptiable = 0;
  for (let pile = 0; pile < PILES; pile++) if (bottoms[pile]! < 0) emptiable |= 1 << pile;
  uncoveredLo = topsLo;
  uncoveredHi = topsHi;
}

/**
 * Table card `card` might leave its base: the card under it might lie
 * uncovered, and its pile emptied if it is the bottom. Returns the suits
 * (a bit each) whose homeReach this may raise.
 */
function markLeaves(card: number): number {
  leavesLo |= bitLo[card]!;
  leavesHi |= bitHi[card]!;
  note(card);
  const under = below[card]!;
  if (under < 0) {
    emptiable |= 1 << pileOf[card]!;
    return 1 << SUIT[card]!;
  }
  uncoveredLo |= bitLo[under]!;
  uncoveredHi |= bitHi[under]!;
  return (1 << SUIT[card]!) | (1 << SUIT[under]!);
}

/** Off-table card `card` might be put on the table. */
function markPlaceable(card: number): void {
  placeableLo |= bitLo[card]!;
  placeableHi |= bitHi[card]!;
  note(PLACED + card);
  if (has(talonLo, talonHi, card)) {
    placeablePlaces |= placeBit[card]!;
    talonChanged = true;
  }
}

/** withTalon: in draw 3, also prove which talon cards can ever be reached (a talon card lies free otherwise). */
export function hasStuckCard(position: SolverPosition, withTalon = false): boolean {
  talonLo = talonHi = 0;
  foundCount = 0;
  tableCardsLaidOut = layOut(position);
  clearFound();
  talonAware = withTalon && position.draw === 3 && position.talon.length > 0;
  const unreached = talonAware ? layOutTalon(position) : 0;
  startReach(position);
  return saturate(tableCardsLaidOut, unreached);
}

/** Starts the foundations' reach (homeReach) from the position, and has the talon's reach worked out. */
function startReach(position: SolverPosition): void {
  homeReach.set(position.foundations);
  homeablePlaces = 0;
  for (let suit = 0; suit < 4; suit++) raiseHomeReach(suit);
  talonChanged = talonAware;
}

/**
 * Works out the fixpoint from what is known so far, and returns true when
 * some card is stuck: rounds of every card at once until none is added,
 * then the talon's reach, again until nothing changes.
 */
function saturate(tableCardsLeft: number, unreachedLeft: number): boolean {
  let tableCards = tableCardsLeft;
  let unreached = unreachedLeft;
  const heldLo = held >= 0 ? bitLo[held]! : 0;
  const heldHi = held >= 0 ? bitHi[held]! : 0;
  for (;;) {
    for (;;) {
      // Cards that might take a child: on the table and uncoverable, or off it and placeable.
      const takeLo = (tableLo & uncoveredLo) | (~tableLo & placeableLo);
      const takeHi = ((tableHi & uncoveredHi) | (~tableHi & placeableHi)) & HI_CARDS;
      // One rank down, so that each card's bit lines up with its parents' rank.
      const downLo = (takeLo >>> 4) | (takeHi << 28);
      const downHi = takeHi >>> 4;
      const oneLo = swapOne(downLo), oneHi = swapOne(downHi), threeLo = swapThree(downLo), threeHi = swapThree(downHi);
      // Kings (all in HI): on the table, onto an empty pile other than their own; off it, onto any.
      let kingsOnTable = 0, kingsOffTable = 0;
      if (emptiable !== 0) {
        for (let i = 0; i < 4; i++) {
          const king = KINGS[i]!;
          if ((tableHi & bitHi[king]!) === 0) kingsOffTable |= bitHi[king]!;
          else if ((emptiable & ~(1 << pileOf[king]!)) !== 0) kingsOnTable |= bitHi[king]!;
        }
      }
      let homeLoBits = 0, homeHiBits = 0;
      for (let suit = 0; suit < 4; suit++) {
        homeLoBits |= homeLo[suit * 14 + homeReach[suit]!]!;
        homeHiBits |= homeHi[suit * 14 + homeReach[suit]!]!;
      }
      // A card's own base, should it be a parent, never counts here: the card lies on it, so it lies
      // uncovered only once the card has left.
      const newLeavesLo = tableLo & ~leavesLo & ~heldLo & (~faceDownLo | uncoveredLo) & (oneLo | threeLo | (homeLoBits & uncoveredLo));
      const newLeavesHi = tableHi & ~leavesHi & ~heldHi & (~faceDownHi | uncoveredHi)
        & (oneHi | threeHi | kingsOnTable | (homeHiBits & uncoveredHi));
      const newPlacedLo = ~tableLo & ~placeableLo & ~heldLo & (~talonLo | reachedLo) & (oneLo | threeLo);
      const newPlacedHi = ~tableHi & ~placeableHi & ~heldHi & (~talonHi | reachedHi) & (oneHi | threeHi | kingsOffTable) & HI_CARDS;
      if ((newLeavesLo | newLeavesHi | newPlacedLo | newPlacedHi) === 0) break;
      let suits = 0;
      for (let bits = newLeavesLo; bits !== 0; bits &= bits - 1) {
        suits |= markLeaves(cardOfBit[31 - Math.clz32(bits & -bits)]!);
        tableCards--;
      }
      for (let bits = newLeavesHi; bits !== 0; bits &= bits - 1) {
        suits |= markLeaves(cardOfBit[63 - Math.clz32(bits & -bits)]!);
        tableCards--;
      }
      for (let suit = 0; suit < 4; suit++) if ((suits & (1 << suit)) !== 0) raiseHomeReach(suit);
      for (let bits = newPlacedLo; bits !== 0; bits &= bits - 1) markPlaceable(cardOfBit[31 - Math.clz32(bits & -bits)]!);
      for (let bits = newPlacedHi; bits !== 0; bits &= bits - 1) markPlaceable(cardOfBit[63 - Math.clz32(bits & -bits)]!);
      // Most positions are not stuck: stop as soon as every card is known to leave (with a card held, the
      // held card may be off the table, and the twins' proof stops once what it reads shows it fails).
      if (tableCards === 0 && unreached === 0 && held < 0) return false;
      if (heldTwin >= 0 && twinsFree()) return false;
    }
    // Without the talon every talon card counts as free: there is no reach to work out (and `talon` may be another position's).
    if (!talonChanged || !talonAware) break;
    talonChanged = false;
    unreached -= raiseReached();
    if (heldTwin >= 0 && twinsFree()) return false;
  }
  return tableCards > 0 || unreached > 0;
}

/** After a fixpoint: `card` might go home (the lower cards of its suit might, and it might lie uncovered). */
function mightGoHome(card: number): boolean {
  return RANK[card]! - 1 <= homeReach[SUIT[card]!]! && uncoverable(card);
}

/** After a fixpoint: `card` might ever lie uncovered on the table. */
function mightLieUncovered(card: number): boolean {
  return has(tableLo, tableHi, card) ? has(uncoveredLo, uncoveredHi, card) : has(placeableLo, placeableHi, card);
}

/**
 * The fixpoint of the last hasStuckCard position with `hold` held in place:
 * what that proof found before `hold` left, then the rest worked out anew
 * without it (the least fixpoint is the same whatever the order).
 */
function fixpointHolding(position: SolverPosition, hold: number): void {
  clearFound();
  held = hold;
  try {
    let tableCards = tableCardsLaidOut;
    let unreached = talonAware ? talon.length : 0;
    homeReach.set(position.foundations);
    for (let i = 0; i < foundCount; i++) {
      const fact = found[i]!;
      if (fact === hold || fact === PLACED + hold) break;
      if (fact < PLACED) {
        markLeaves(fact);
        tableCards--;
      } else if (fact < REACHED) markPlaceable(fact - PLACED);
      else {
        markReached(fact - REACHED);
        unreached--;
      }
    }
    startReach(position);
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
  heldTwin = other;
  heldParent = parent;
  try {
    fixpointHolding(position, hold);
  } finally {
    heldTwin = heldParent = -1;
  }
  return !freeWhileHeld(hold, other, parent);
}

/** What blockedWhileHeld refutes, true as soon as some part of the fixpoint holding `hold` shows it. */
function freeWhileHeld(hold: number, other: number, parent: number): boolean {
  return mightGoHome(hold) || mightGoHome(other) || (mightLieUncovered(parent) && mightLieUncovered(TWIN[parent]!));
}

const twinsFree = (): boolean => freeWhileHeld(held, heldTwin, heldParent);

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
