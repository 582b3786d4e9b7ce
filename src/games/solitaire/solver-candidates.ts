/**
 * Which moves the solver tries from a position, best first, and which it
 * plays at once. The reasons for every move left out are in solver-moves.ts;
 * the safe moves home are proven in isSafeHome's comment.
 */
import * as moves from './solver-moves.ts';
import * as positions from './solver-position.ts';
import type { SolverPosition } from './solver-position.ts';

// Local copies: the TypeScript loader turns imported bindings into getters, a call each in the hot loop.
const { FOUNDATION_TO_TABLEAU, TABLEAU_TO_FOUNDATION, TABLEAU_TO_TABLEAU, TALON_TO_FOUNDATION, TALON_TO_TABLEAU, encodeMove, fitsFoundation, fitsPile } = moves;
const { PILES, RANK, RED, SUIT, TWIN, UP_STRIDE } = positions;

const reachedMarks = new Uint8Array(64);

function addCount(into: Int8Array, found: number, count: number): number {
  if (reachedMarks[count] === 1) return found;
  reachedMarks[count] = 1;
  into[found] = count;
  return found + 1;
}

/**
 * The waste counts at which a talon card can be played, written to `into`:
 * the current waste top, then every count the draws reach (each draw turns
 * over `draw` cards, fewer at the end), and after a recycle the counts from
 * the start. Returns how many.
 */
export function reachableWasteCounts(position: SolverPosition, into: Int8Array): number {
  const { talon, wasteCount, draw } = position;
  const total = talon.length;
  let found = 0;
  if (draw === 1) {
    for (let count = 1; count <= total; count++) into[found++] = count;
    return found;
  }
  if (wasteCount > 0) found = addCount(into, found, wasteCount);
  for (let count = wasteCount; count < total; ) found = addCount(into, found, (count = Math.min(total, count + draw)));
  for (let count = 0; count < total; ) found = addCount(into, found, (count = Math.min(total, count + draw)));
  for (let i = 0; i < found; i++) reachedMarks[into[i]!] = 0;
  return found;
}

/**
 * A card home can never be needed back on the table once every card that
 * could ever be built on it is home too. Proof sketch, for a card C of rank
 * r ≥ 3 whose opposite-colour foundations hold r − 1 or more and whose
 * same-colour partner holds r − 2 or more: let Z be C and every card home of
 * rank below r. Only Z cards can ever lie on a Z card (a card on a rank-k
 * card has rank k − 1 ≤ r − 1 and the opposite colour, and the one such card
 * not home is the partner's r − 1, which is C's colour and so cannot lie on
 * C), so on the table the Z cards are always the tops of their piles. Any
 * winning line L from the position with C on the table is then followed,
 * with C put home first, by the line that skips every move of a Z card and
 * moves only the rest of each run: each position along it is L's with every Z
 * card home, and it is one move shorter. The camp's take-backs change
 * nothing: a Z card L takes back stays home, and a card that is not in Z
 * comes off the same foundation top. For r ≤ 2 the only cards that fit on C
 * are Aces, which can go home instead whenever L puts one on C. In draw 3 a
 * talon card is never played home this way: taking it out of the talon
 * changes which cards later draws reach.
 */
export function isSafeHome(position: SolverPosition, card: number): boolean {
  const rank = RANK[card]!;
  if (rank <= 2) return true;
  const suit = SUIT[card]!;
  const red = RED[card]!;
  const f = position.foundations;
  for (let other = 0; other < 4; other++) {
    if (other === suit) continue;
    const needed = (other === 1 || other === 2 ? 1 : 0) === red ? rank - 2 : rank - 1;
    if (f[other]! < needed) return false;
  }
  return true;
}

/** A safe move to play at once, or -1: a tableau top, or in draw 1 any talon card (every one can be reached). */
export function safeMove(position: SolverPosition): number {
  for (let pile = 0; pile < PILES; pile++) {
    const count = position.upCount[pile]!;
    if (count === 0) continue;
    const card = position.up[pile * UP_STRIDE + count - 1]!;
    if (fitsFoundation(position, card) && isSafeHome(position, card)) return encodeMove(TABLEAU_TO_FOUNDATION, pile, 0, 0);
  }
  if (position.draw === 1) {
    const talon = position.talon;
    for (let at = 1; at <= talon.length; at++) {
      const card = talon[at - 1]!;
      if (fitsFoundation(position, card) && isSafeHome(position, card)) return encodeMove(TALON_TO_FOUNDATION, at, 0, 0);
    }
  }
  return -1;
}

const wasteCounts = new Int8Array(64);
/**
 * Cards a move could put somewhere now, else 0: IN_PLAY (on top of a
 * foundation, or face up where moving it could be worth it: it heads
 * face-down cards, or empties a pile a King could take, or uncovers a card
 * that can go home), ON_TABLE (other face-up cards),
 * ON_TALON (reachable on the talon).
 */
const reachable = new Uint8Array(52);
const IN_PLAY = 1;
const ON_TALON = 2;
const ON_TABLE = 3;

const REVEAL = 200;
const HOME = 150;
const TALON_HOME = 140;
const TALON_PLAY = 120;
/** Talon moves put before all others, for the first restarted narrow search (solver.ts), which then tries other lines first. */
const TALON_FIRST = 250;
/** Before a talon card played to the table: on 300 other deals that order won 3 of 8 hard draw-3 deals the other never won within budget. */
const TABLEAU_PLAY = 130;
const TAKE_BACK = 50;

/**
 * Noise added to move priorities by a restarted narrow search (solver.ts):
 * a depth-first search whose early choices lead it into a large lost
 * subtree can spend its whole budget there, and the same search with its
 * moves ordered a little differently often wins at once. A xorshift state
 * seeded by the restart's number, so every search stays reproducible; 0
 * for none.
 */
let noise = 0;
/** Noise below this: only kinds of move less than 60 priority points apart (see above) may swap. */
const NOISE_SPAN = 60;

export function seedMoveNoise(seed: number): void {
  noise = seed === 0 ? 0 : Math.imul(seed, 0x9e3779b1) | 1;
}

function nextNoise(): number {
  noise ^= noise << 13;
  noise ^= noise >>> 17;
  noise ^= noise << 5;
  return (noise >>> 0) % NOISE_SPAN;
}

/**
 * Writes the moves worth trying to `into` from `start`, best first (moves
 * that turn a card over, more face-down cards first; then moves home, off
 * the table before off the talon; other tableau moves; talon cards to the
 * table; take-backs). Returns how many. A narrow list also leaves out
 * take-backs: wins in what is left are found sooner, but not every winnable
 * position keeps one. talonFirst puts talon moves before all others.
 */
export function candidateMoves(position: SolverPosition, into: Int32Array, start: number, narrow: boolean, talonFirst = false): number {
  const talonHome = talonFirst ? TALON_FIRST + 1 : TALON_HOME;
  const talonPlay = talonFirst ? TALON_FIRST : TALON_PLAY;
  const { up, upCount, downCount, foundations, talon } = position;
  let end = start;
  talonMatters = position.draw === 3;
  let firstEmpty = -1;
  for (let pile = PILES - 1; pile >= 0; pile--) if (upCount[pile] === 0 && downCount[pile] === 0) firstEmpty = pile;
  const counts = reachableWasteCounts(position, wasteCounts);

  reachable.fill(0);
  for (let pile = 0; pile < PILES; pile++) {
    const count = upCount[pile]!;
    for (let at = 0; at < count; at++) reachable[up[pile * UP_STRIDE + at]!] = ON_TABLE;
    if (count > 0) pileTopped[up[pile * UP_STRIDE + count - 1]!] = pile;
  }
  emptyPile = firstEmpty;
  for (let i = 0; i < counts; i++) reachable[talon[wasteCounts[i]! - 1]!] = ON_TALON;
  for (let suit = 0; suit < 4; suit++) if (foundations[suit]! > 0) reachable[suit * 13 + foundations[suit]! - 1] = IN_PLAY;
  // A King that an emptied pile could take: on the talon, on a foundation, or heading face-down cards.
  let kingWaiting = reachable[12] !== 0 || reachable[25] !== 0 || reachable[38] !== 0 || reachable[51] !== 0;
  for (let pile = 0; pile < PILES && !kingWaiting; pile++) {
    kingWaiting = upCount[pile]! > 0 && downCount[pile]! > 0 && RANK[up[pile * UP_STRIDE]!] === 13;
  }
  for (let pile = 0; pile < PILES; pile++) {
    const base = pile * UP_STRIDE;
    const count = upCount[pile]!;
    if (count === 0) continue;
    if (downCount[pile]! > 0 || (kingWaiting && RANK[up[base]!] !== 13)) reachable[up[base]!] = IN_PLAY;
    for (let at = 1; at < count; at++) {
      const card = up[base + at]!;
      // Part of a run is moved only to send the card it uncovers home (solver-moves.ts).
      if (fitsFoundation(position, up[base + at - 1]!)) reachable[card] = IN_PLAY;
    }
  }

  for (let from = 0; from < PILES; from++) {
    const count = upCount[from]!;
    if (count === 0) continue;
    const hidden = downCount[from]!;
    const base = from * UP_STRIDE;
    const top = up[base + count - 1]!;
    if (fitsFoundation(position, top)) {
      const reveals = count === 1 && hidden > 0;
      const uncovered = count > 1 ? up[base + count - 2]! : -1;
      const useful =
        reveals || leadsHome(top) || (count === 1 ? kingWaiting : fitsFoundation(position, uncovered) || worthMoving(TWIN[top]!));
      if (useful) into[end++] = ((reveals ? REVEAL + hidden : HOME) << 16) | encodeMove(TABLEAU_TO_FOUNDATION, from, 0, 0);
    }
    for (let moving = 1; moving <= count; moving++) {
      const bottom = up[base + count - moving]!;
      const whole = moving === count;
      if (whole && hidden === 0 && (RANK[bottom] === 13 || !kingWaiting)) break; // nothing gained by emptying the pile
      if (!whole) {
        const uncovered = up[base + count - moving - 1]!;
        if (!fitsFoundation(position, uncovered)) continue;
      }
      const priority = whole && hidden > 0 ? REVEAL + hidden : TABLEAU_PLAY;
      end = addTargets(into, end, (priority << 16) | encodeMove(TABLEAU_TO_TABLEAU, from, 0, moving), bottom, from);
    }
  }

  for (let i = 0; i < counts; i++) {
    const at = wasteCounts[i]!;
    const card = talon[at - 1]!;
    if (fitsFoundation(position, card) && (position.draw === 3 || leadsHome(card))) {
      into[end++] = (talonHome << 16) | encodeMove(TALON_TO_FOUNDATION, at, 0, 0);
    }
    if (position.draw === 1 && !chainEndsInPlay(card)) continue;
    end = addTargets(into, end, (talonPlay << 16) | encodeMove(TALON_TO_TABLEAU, at, 0, 0), card, -1);
  }

  for (let suit = 0; suit < 4; suit++) {
    const rank = foundations[suit]!;
    if (rank === 0) continue;
    const card = suit * 13 + rank - 1;
    if (narrow || isSafeHome(position, card) || !(chainEndsInPlay(card) || fitsSomePile(position, card - 1))) continue;
    end = addTargets(into, end, (TAKE_BACK << 16) | encodeMove(FOUNDATION_TO_TABLEAU, suit, 0, 0), card, -1);
  }

  if (noise !== 0) for (let i = start; i < end; i++) into[i] = into[i]! + (nextNoise() << 16);
  // Insertion sort, highest priority first: lists are short.
  for (let i = start + 1; i < end; i++) {
    const value = into[i]!;
    let at = i;
    while (at > start && into[at - 1]! < value) {
      into[at] = into[at - 1]!;
      at--;
    }
    into[at] = value;
  }
  for (let i = start; i < end; i++) into[i] = into[i]! & 0xffff;
  for (let pile = 0; pile < PILES; pile++) {
    const count = upCount[pile]!;
    if (count > 0) pileTopped[up[pile * UP_STRIDE + count - 1]!] = -1;
  }
  return end - start;
}

/** Per card, the pile it tops (or −1), and the first empty pile (or −1): set by candidateMoves for addTargets. */
const pileTopped = new Int8Array(52).fill(-1);
let emptyPile = -1;

/** Adds `move` (target pile 0) once per pile other than `from` that takes `card`: a parent's pile, or the first empty one for a King. */
function addTargets(into: Int32Array, end: number, move: number, card: number, from: number): number {
  const rank = RANK[card]!;
  if (rank === 13) {
    if (emptyPile >= 0 && emptyPile !== from) into[end++] = move | (emptyPile << 8);
    return end;
  }
  const [first, second] = RED[card] === 1 ? BLACK_SUITS : RED_SUITS;
  const one = pileTopped[first * 13 + rank]!;
  if (one >= 0 && one !== from) into[end++] = move | (one << 8);
  const other = pileTopped[second * 13 + rank]!;
  if (other >= 0 && other !== from) into[end++] = move | (other << 8);
  return end;
}

const BLACK_SUITS = [0, 3] as const;
const RED_SUITS = [1, 2] as const;

/** True when the next card of `card`'s suit is face up or on the talon (reachable also counts foundation tops, never that card). */
function leadsHome(card: number): boolean {
  return RANK[card] !== 13 && reachable[card + 1] !== 0;
}

/** True when `card` (the one under a card taken back) could then be taken back itself onto a pile top. */
function fitsSomePile(position: SolverPosition, card: number): boolean {
  if (RANK[card] === 13) return false;
  for (let pile = 0; pile < PILES; pile++) if (position.upCount[pile]! > 0 && fitsPile(position, card, pile)) return true;
  return false;
}

/** Draw 3: a talon card put anywhere matters by itself, as taking it out changes what later draws reach. */
let talonMatters = false;

const endsChain = (where: number): boolean => where === IN_PLAY || (where === ON_TALON && talonMatters);

/**
 * True when cards could be built on `card` down to one whose move matters by
 * itself: rank − 1 of the other colour, rank − 2 of its colour and so on,
 * until one is IN_PLAY (or, in draw 3, on the talon), each before it on the
 * talon. A card put on the table, off the talon or a foundation, matters
 * only once such a chain is built on it (a draw-1 talon card on it matters
 * only once something is built on that, and so on, and a face-up card only
 * for what leaving its place does), and delaying each move of the chain
 * until just before the next keeps the line.
 */
function chainEndsInPlay(card: number): boolean {
  let red = RED[card]!;
  for (let rank = RANK[card]! - 1; rank >= 1; rank--) {
    red ^= 1;
    const [first, second] = red === 1 ? RED_SUITS : BLACK_SUITS;
    const one = reachable[first * 13 + rank - 1]!;
    const other = reachable[second * 13 + rank - 1]!;
    if (endsChain(one) || endsChain(other)) return true;
    if (one !== ON_TALON && other !== ON_TALON) return false;
  }
  return false;
}

/** True when moving `card` somewhere now could matter: it is IN_PLAY, or on the talon and (draw 3) taking it out matters or (draw 1) a chain ends in it. */
function worthMoving(card: number): boolean {
  const where = reachable[card]!;
  return endsChain(where) || (where === ON_TALON && chainEndsInPlay(card));
}
