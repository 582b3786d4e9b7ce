/**
 * A Klondike solver with full information (it sees the stock and the
 * face-down cards), for the camp's exact rules: draw 1 or 3, unlimited
 * passes, recycling keeps the order, cards may be taken back from the
 * foundations. Depth-first search over solver-candidates.ts's moves, with
 * safe moves home played at once and an exact transposition table of the
 * positions already searched (or on the current line), so every position is
 * expanded once; in draw 3 a position is skipped too when the same position
 * with fewer cards drawn was searched (seenWithFewerDrawn), or, when its
 * draws reach no more than an empty waste's, with any other waste count
 * (coverEmptyWaste). A card put on
 * the table only to be built on is followed at once by a move that builds
 * on it (keepBuildsOn), and every few levels (every level in draw 1's full
 * search) the stuck-card proof cuts off positions already lost, in draw 3
 * with the twins' proof after it (TWIN_SCAN_EVERY). A narrow
 * search that runs out of budget is restarted with its moves in other
 * orders (restartsWin); draw 1 keeps most of the budget for its full
 * search (FIRST_NARROW_MAX). A deal the first narrow search does not win
 * goes through the twins' proof (hasTwinDeadlock), and in draw 3 is then
 * tried as draw 1 (DRAW_ONE_SHARE).
 *
 * Both verdicts are exact. A 'won' comes with the commands that win. An
 * 'unwinnable' comes only from a search that went through every position the
 * candidate moves reach (but those that a searched position can play every
 * line of), and every move left out of them is proven never to
 * be needed (solver-moves.ts, solver-candidates.ts), or from a card that can
 * never move or two twins waiting for one parent (solver-deadlock.ts), or
 * in draw 3 from a draw-1 twin proven lost the same way. A search cut
 * short by the node budget answers 'undecided'.
 */
import * as candidateModule from './solver-candidates.ts';
import * as deadlockModule from './solver-deadlock.ts';
import * as followUpModule from './solver-follow-ups.ts';
import * as moveModule from './solver-moves.ts';
import * as positionModule from './solver-position.ts';
import type { SolverPosition } from './solver-position.ts';
import { stockCommands } from './solver-stock.ts';
import { PositionSet } from './solver-table.ts';
import type { SolitaireState } from './state.ts';

// Local copies: the TypeScript loader turns imported bindings into getters, a call each in the hot loop.
const { candidateMoves, reachableWasteCounts, safeMove, seedMoveNoise } = candidateModule;
const { cardUncovered, keepBuildsOn, pileTopped } = followUpModule;
const { TWIN_PAIRS, caughtTwinsAfterStuckProof, hasStuckCard, hasTwinDeadlock } = deadlockModule;
const {
  FOUNDATION_TO_TABLEAU, TABLEAU_TO_FOUNDATION, TABLEAU_TO_TABLEAU, TALON_TO_FOUNDATION, encodeMove, fitsFoundation, makeMove, moveA, moveB,
  TALON_TO_TABLEAU, moveCount, moveKind, undoCard, undoWasteBefore, unmakeMove,
} = moveModule;
const { KEY_WORDS, PILES, REACH_MASK, REACH_SHIFT, UP_STRIDE, positionKey, toPosition } = positionModule;

/** The waste count's reach in a key's last word (see positionKey), and that word with another reach. */
const reachOf = (word: number): number => (word & REACH_MASK) >> REACH_SHIFT;
const withReach = (word: number, reach: number): number => (word & ~REACH_MASK) | (reach << REACH_SHIFT);
/** Above the reach, a node's pending card (see search): its number + 1, and whether a take-back or a tableau move left it. */
const PENDING_SHIFT = REACH_SHIFT + 5;
const PENDING_TAKEN_BACK = 1 << (PENDING_SHIFT + 6);
const PENDING_UNCOVERED = 1 << (PENDING_SHIFT + 7);

export type Verdict = 'won' | 'unwinnable' | 'undecided';

export interface SolveResult {
  verdict: Verdict;
  /** When won: camp commands (draw, recycle, move ...) that win from the given state. */
  moves?: string[];
  /** Positions expanded. */
  nodes: number;
  ms: number;
}

/** Positions the search may expand before it answers "undecided". */
export const DEFAULT_NODE_BUDGET = 200_000;

class BudgetSpent extends Error {}

/** Search levels before the search gives up as if out of budget, well inside the call stack's room. */
const MAX_DEPTH = 3000;

/** Once nothing is face-down (and, in draw 3, the talon is empty), the lowest card left can always go home. */
function isSettled(position: SolverPosition): boolean {
  for (let pile = 0; pile < PILES; pile++) if (position.downCount[pile]! > 0) return false;
  return position.draw === 1 || position.talon.length === 0;
}

const finishCounts = new Int8Array(64);

function homeMoveOf(position: SolverPosition): number {
  for (let from = 0; from < PILES; from++) {
    const count = position.upCount[from]!;
    if (count > 0 && fitsFoundation(position, position.up[from * UP_STRIDE + count - 1]!)) return encodeMove(TABLEAU_TO_FOUNDATION, from, 0, 0);
  }
  const counts = reachableWasteCounts(position, finishCounts);
  for (let i = 0; i < counts; i++) {
    const at = finishCounts[i]!;
    if (fitsFoundation(position, position.talon[at - 1]!)) return encodeMove(TALON_TO_FOUNDATION, at, 0, 0);
  }
  return -1;
}

/** The line being searched: each move with what unmaking it needs, and the talon length before it (for the draws it takes). */
class Line {
  moves: number[] = [];
  undos: number[] = [];
  talonLengths: number[] = [];
  constructor(private readonly position: SolverPosition) {}
  play(move: number): void {
    this.talonLengths.push(this.position.talon.length);
    this.undos.push(makeMove(this.position, move));
    this.moves.push(move);
  }
  playSafeMoves(): void {
    for (let safe = safeMove(this.position); safe >= 0; safe = safeMove(this.position)) this.play(safe);
  }
  takeBackTo(length: number): void {
    while (this.moves.length > length) {
      this.talonLengths.pop();
      unmakeMove(this.position, this.moves.pop()!, this.undos.pop()!);
    }
  }
}

let candidates = new Int32Array(1 << 16);
const key = new Int32Array(KEY_WORDS);
/** The table's part of a position key (the last word, foundations and talon, left 0). */
const tableKey = new Int32Array(KEY_WORDS);

/**
 * Draw 3: true when `seen` holds the position of `key` with fewer cards
 * drawn: a smaller waste count of the same residue (mod 3). From waste
 * count w the draws reach w, w + 3, ... and, after a recycle, 3, 6, ...; so
 * w − 3 reaches every count w does, and every line of moves from this
 * position plays from that one too. That one was searched, so this one
 * need not be. `key` is left as it was.
 */
function seenWithFewerDrawn(seen: PositionSet): boolean {
  const word = key[PILES]!;
  const reach = reachOf(word);
  let found = false;
  for (let fewer = reach - 3; fewer >= 1 && !found; fewer -= 3) {
    key[PILES] = withReach(word, fewer);
    found = seen.has(key);
  }
  key[PILES] = word;
  return found;
}

/**
 * Draw 3: marks the position of `key` with its waste count's reach taken
 * to 0 (an empty waste's) as searched, once the position itself is being
 * searched. From any waste count the draws go to the end of the stock, and
 * a recycle then deals 3, 6, ... as from an empty waste; so this position
 * reaches every count that one does, and from each talon card both play it
 * to the same position, while their other moves leave the two the same
 * again but for the waste. Every line from that one plays from this one,
 * no longer. Only for a position without a pending card, which may make
 * every move. `key` is left as it was.
 */
function coverEmptyWaste(seen: PositionSet): void {
  const word = key[PILES]!;
  if (reachOf(word) === 0) return;
  key[PILES] = withReach(word, 0);
  seen.add(key);
  key[PILES] = word;
}

/**
 * The most of the node budget spent first on narrow searches (see
 * candidateMoves), which find most wins sooner: up to half of it with the
 * usual move order, then the rest on restarts with the moves in other
 * orders (restartsWin); FIRST_NARROW_MAX and RESTARTS_MAX cap both.
 */
const NARROW_SHARE = 0.75;

/**
 * Positions per restarted narrow search (see seedMoveNoise). Many short
 * restarts beat a few long ones: on the bench, 10,000 decided more deals
 * than 20,000 or 40,000.
 */
const RESTART_NODES = 10_000;

/**
 * The most positions the first narrow search may take, whatever the budget:
 * it finds most wins within far fewer, and a large budget (hindsight's)
 * otherwise kept the draw-1 twin and the full search waiting behind it.
 * Draw 3's cap was chosen with the twin's share (see DRAW_ONE_SHARE).
 * Draw 1 stops it sooner still: there the full search (stuck-card proof at
 * every level, take-backs) finds most of the wins a longer narrow search
 * would, often within a few dozen positions, and proving a lost deal takes
 * 120,000-190,000 of its positions. On the bench (1,000 deals, 200,000
 * positions), 10,000 decided 993 draw-1 deals within 1 s, 20,000 992,
 * 30,000 991, 75,000 990.
 */
const FIRST_NARROW_MAX = { 1: 10_000, 3: 20_000 } as const;

/**
 * The most positions the restarts may take together, whatever the budget,
 * so that a lost deal keeps most of the budget for the draw-1 twin and the
 * full search; draw 3's was chosen with the twin's share (see
 * DRAW_ONE_SHARE). In draw 1, 400,000 made a lost deal take 739,000
 * positions at hindsight's budget instead of 539,000. Draw 1 makes only
 * the first two restarts (talon moves first, then the first with noise),
 * which win deals neither the usual order nor the full search finds soon;
 * its full search takes the rest (see FIRST_NARROW_MAX). Over bench deals
 * 0-2999, one restart left 7, 11 and 11 per 1,000 undecided, two 7, 10 and
 * 10 (two deals won 41 and 51 positions into the second), and more took
 * from the full search as much as they won.
 */
const RESTARTS_MAX = { 1: 2 * RESTART_NODES, 3: 50_000 } as const;

/**
 * Search levels between two stuck-card proofs (solver-deadlock.ts) inside
 * the search. A move that leaves a card stuck usually sinks a whole subtree,
 * which a proof a few levels down still cuts off; one at every level costs
 * more than it saves. Except in draw 1's full search: there each table is
 * proven once (see isStuck), and on lost deals, which only the full search
 * proves, a proof at every level cut the positions by 15-25% (bench deals
 * 549 and 10: 203,000 to 169,000, and 422,000 to 361,000).
 */
const STUCK_CHECK_LEVELS = 3;

/**
 * Draw 3: at the levels of the stuck-card proof, a position it does not
 * catch goes through the twins' proof too (hasTwinDeadlock), for the pairs
 * of twins it has caught before in this deal, and for every pair once in
 * TWIN_SCAN_EVERY tries. On a lost deal the same one or two pairs make
 * nearly every catch (on deals 108, 307 and 609: 99% of 10,000 to 64,000
 * catches), and every pair costs two more fixpoints, so trying all of them
 * each time cost more than it saved. The catches cut off lines that sink a
 * narrow search's budget too: deals 20, 84 and 405, undecided before with
 * 2,000,000 positions, are won within 60,000. Draw 1 leaves it out: there
 * it cut few positions (deals 46, 278, 509 and 923: 2-19%) and made each
 * one slower.
 */
const TWIN_SCAN_EVERY = 64;

/**
 * The share of the node budget that a draw-3 deal first spends on its
 * draw-1 twin: the same cards, every talon card within reach. Each draw-3
 * move is a legal draw-1 move too (in draw 1 the draws reach every talon
 * card), so a draw-1 twin that cannot be won proves the draw-3 deal lost,
 * and draw 1's stronger pruning often proves it in a few hundred positions
 * where the draw-3 search needs hundreds of thousands.
 *
 * Draw 3's shares were chosen together: each search was run alone on bench
 * deals 0-1999, and the shares that left fewest of them undecided at
 * 200,000 positions kept (20,000 for the first narrow search, 40% for the
 * twin, 50,000 for the restarts: 28 and 31 undecided per 1,000, against 28
 * and 41 with 75,000, 15% and 200,000). Lost deals whose twin needed
 * 34,000-71,000 positions, or whose full search about 90,000, and wins the
 * full search finds within 57,000-113,000, had starved behind the narrow
 * searches, which win few deals late (one restart win, after 60,000, is
 * now missed). On deals 2000-2999, not looked at in choosing, 36 were left
 * undecided against 41.
 *
 * Since the twins' proof runs inside draw 3's searches, they need less of
 * the budget, and the twin takes up to 85%: undecided on deals 0-2999, 68
 * with 40%, 64 with 70%, 61 with 85% (lost deals 46, 509, 923, 1004, 1259
 * and 1573 whose twin needs 126,000-166,000 positions) and 63 with all of
 * it (wins 1212, 1908 and 2915 missed). A twin that is won takes only what
 * it needs, and most are won within a few hundred positions.
 */
const DRAW_ONE_SHARE = 0.85;

/** Shortcuts the search may leave out, so that tests can hold the rest to account; all are on by default. */
export interface SolveShortcuts {
  /** solver-deadlock.ts's proofs (stuck cards, on the deal and inside the search; twins, on the deal), and with them the draw-1 twin. */
  stuckProof?: boolean;
  /** seenWithFewerDrawn's skip of draw-3 positions. */
  fewerDrawnSkip?: boolean;
  /** coverEmptyWaste's skip of draw-3 positions whose draws reach what an empty waste's do. */
  emptyWasteSkip?: boolean;
}

const ALL_SHORTCUTS: Required<SolveShortcuts> = { stuckProof: true, fewerDrawnSkip: true, emptyWasteSkip: true };

/** A search of the positions reachable from `position` (see solve); each fromRoot call starts a fresh one from the position after `rootLength` moves of `line`. */
interface Search {
  line: Line;
  /** True when won, false when it went through its whole space, null when the node count reached `upTo`; `restart` > 0 orders moves with that restart's noise. */
  fromRoot(rootLength: number, narrow: boolean, talonFirst: boolean, upTo: number, restart?: number): boolean | null;
  /** Positions expanded so far, over every fromRoot call. */
  nodes(): number;
}

/** A power of two from 2^10 to 2^16, twice the positions a search may add: the table doubles itself beyond that. */
function tableCapacityFor(positions: number): number {
  let capacity = 1 << 10;
  while (capacity < 2 * positions && capacity < 1 << 16) capacity *= 2;
  return capacity;
}

function createSearch(position: SolverPosition, shortcuts: Required<SolveShortcuts>): Search {
  const { stuckProof: checkStuck, fewerDrawnSkip, emptyWasteSkip } = shortcuts;
  const line = new Line(position);
  let seen: PositionSet;
  let nodes = 0;
  let used = 0;
  let narrow = true;
  let talonFirst = false;
  let everyLevel = false;
  let budget = 0;

  let depth = 0;
  /** Draw 3: the pairs of twins (see TWIN_PAIRS) the twins' proof has caught in this deal, and how many times it ran. */
  const caughtPairs: number[] = [];
  let twinTries = 0;
  /** Right after the stuck-card proof with the talon (isStuck) found nothing, whose fixpoint it starts from. */
  const twinsCaught = (): boolean => {
    const scan = ++twinTries % TWIN_SCAN_EVERY === 0;
    const caught = caughtTwinsAfterStuckProof(position, scan ? TWIN_PAIRS : caughtPairs);
    if (caught >= 0 && scan && !caughtPairs.includes(caught)) caughtPairs.push(caught);
    return caught >= 0;
  };
  /** The card the last move put on the table, or uncovered by moving part of a run, that the next move must use (see keepBuildsOn), or -1; with that move's kind. */
  let pending = -1;
  let pendingKind = 0;
  // In draw 1 the stuck-card proof depends on the table alone (talon and foundations are both off the table),
  // and many positions share a table: each table is proven once, and one already proven stuck cuts off
  // every position with it, at any level (`prove` false only looks the table up).
  const stuckTableaux = new PositionSet(1 << 8);
  const freeTableaux = new PositionSet(1 << 8);
  const isStuck = (prove: boolean): boolean => {
    // In draw 3 the talon decides too, and it differs from position to position: that proof is not kept.
    if (position.draw === 3) return prove && hasStuckCard(position, true);
    tableKey.set(key.subarray(0, PILES));
    if (stuckTableaux.has(tableKey)) return true;
    if (!prove || freeTableaux.has(tableKey)) return false;
    const stuck = hasStuckCard(position);
    (stuck ? stuckTableaux : freeTableaux).add(tableKey);
    return stuck;
  };
  const search = (): boolean => {
    if (isSettled(position)) return true;
    positionKey(position, key);
    // The same cards with a pending card are a different node: fewer moves go on from it.
    // A position searched without a pending card already went through every move this one may make.
    if (pending >= 0 && seen.has(key)) return false;
    if (fewerDrawnSkip && position.draw === 3 && seenWithFewerDrawn(seen)) return false;
    if (pending >= 0) {
      key[PILES] |= ((pending + 1) << PENDING_SHIFT) | (pendingKind === FOUNDATION_TO_TABLEAU ? PENDING_TAKEN_BACK : 0) | (pendingKind === TABLEAU_TO_TABLEAU ? PENDING_UNCOVERED : 0);
    }
    if (!seen.add(key)) return false;
    if (emptyWasteSkip && position.draw === 3 && pending < 0) coverEmptyWaste(seen);
    if (++nodes > budget || depth >= MAX_DEPTH) throw new BudgetSpent();
    // Draw 3 proves before listing moves (half its proofs find a stuck card); draw 1 after, as a position
    // without moves needs no proof (one draw-1 position in eight to twenty on lost bench deals).
    const proveNow = checkStuck && (everyLevel || depth % STUCK_CHECK_LEVELS === 0);
    if (position.draw === 3 && proveNow && (isStuck(true) || twinsCaught())) return false;
    if (candidates.length - used < 256) {
      const bigger = new Int32Array(candidates.length * 2);
      bigger.set(candidates);
      candidates = bigger;
    }
    const start = used;
    let count = candidateMoves(position, candidates, start, narrow, talonFirst);
    if (pending >= 0) count = keepBuildsOn(position, candidates, start, count, pending, pendingKind);
    if (count === 0 || (checkStuck && position.draw === 1 && isStuck(proveNow))) return false;
    used += count;
    const pendingHere = pending;
    const pendingKindHere = pendingKind;
    for (let i = start; i < start + count; i++) {
      const length = line.moves.length;
      const move = candidates[i]!;
      const kind = moveKind(move);
      const uncovers = kind === TABLEAU_TO_TABLEAU ? cardUncovered(position, move) : -1;
      line.play(move);
      pending = kind === FOUNDATION_TO_TABLEAU || (kind === TALON_TO_TABLEAU && position.draw === 1) ? undoCard(line.undos[length]!) : uncovers;
      pendingKind = kind;
      line.playSafeMoves();
      if (pending >= 0 && pileTopped(position, pending) < 0) pending = -1;
      depth++;
      const won = search();
      depth--;
      if (won) return true;
      line.takeBackTo(length);
    }
    pending = pendingHere;
    pendingKind = pendingKindHere;
    used = start;
    return false;
  };
  const fromRoot = (rootLength: number, narrowNow: boolean, talonFirstNow: boolean, upTo: number, restart = 0): boolean | null => {
    narrow = narrowNow;
    talonFirst = talonFirstNow;
    everyLevel = !narrowNow && position.draw === 1;
    budget = Math.floor(upTo);
    // Sized for the positions this call may add, so that a small search does not clear a large table.
    seen = new PositionSet(tableCapacityFor(budget - nodes));
    pending = -1;
    seedMoveNoise(restart);
    try {
      return search();
    } catch (error) {
      if (!(error instanceof BudgetSpent)) throw error;
      line.takeBackTo(rootLength);
      used = 0;
      depth = 0;
      return null;
    } finally {
      seedMoveNoise(0);
    }
  };
  return { line, fromRoot, nodes: () => nodes };
}

/** True when the draw-1 twin of a draw-3 `state` (see DRAW_ONE_SHARE) is proven lost within `budget` positions; with the positions spent. */
function drawOneTwinLost(state: SolitaireState, budget: number): { lost: boolean; nodes: number } {
  const position = toPosition(state);
  position.draw = 1;
  const search = createSearch(position, ALL_SHORTCUTS);
  search.line.playSafeMoves();
  // Not the twins' proof again: the draw-3 deal has just been through it with the talon, which only takes moves away
  // (on bench deals 0-2999 it never fired here where it had not there).
  if (hasStuckCard(position)) return { lost: true, nodes: 0 };
  // Only the full search, whose left-out moves are all proven unneeded, proves a loss.
  const lost = search.fromRoot(search.line.moves.length, false, false, budget) === false;
  return { lost, nodes: Math.min(search.nodes(), budget) };
}

/**
 * Narrow searches from the root with their moves in other orders, each up
 * to RESTART_NODES positions, until one wins, one goes through the whole
 * narrow space (no order wins then), or the node count reaches `upTo`. The
 * first puts talon moves first, which wins some deals the usual order sinks
 * its budget into.
 */
function restartsWin(search: Search, rootLength: number, upTo: number): boolean {
  for (let restart = 1; search.nodes() < upTo; restart++) {
    const found = search.fromRoot(rootLength, true, restart === 1, Math.min(upTo, search.nodes() + RESTART_NODES), restart);
    if (found !== null) return found;
  }
  return false;
}

/**
 * The searches from the root, the position after `rootLength` moves of the
 * search's line, in turn: the first narrow search, the draw-1 twin (draw
 * 3), the restarted narrow searches, the full search. With the positions
 * the twin spent, which are not the search's own.
 */
function searchVerdict(
  state: SolitaireState, position: SolverPosition, search: Search, rootLength: number, nodeBudget: number, checkStuck: boolean,
): { verdict: Verdict; twinNodes: number } {
  if (checkStuck && hasStuckCard(position, true)) return { verdict: 'unwinnable', twinNodes: 0 };
  const narrowBudget = nodeBudget * NARROW_SHARE;
  const first = search.fromRoot(rootLength, true, false, Math.min(narrowBudget / 2, FIRST_NARROW_MAX[state.draw]));
  if (first) return { verdict: 'won', twinNodes: 0 };
  // Most wins are found by now: the proofs that cost more are tried only on the deals left.
  if (checkStuck && hasTwinDeadlock(position, true)) return { verdict: 'unwinnable', twinNodes: 0 };
  const twin = checkStuck && state.draw === 3 ? drawOneTwinLost(state, nodeBudget * DRAW_ONE_SHARE) : { lost: false, nodes: 0 };
  if (twin.lost) return { verdict: 'unwinnable', twinNodes: twin.nodes };
  const budget = nodeBudget - twin.nodes;
  // Restarts only when the first ran out of budget: one that went through the whole narrow space found no win in it in any order.
  if (first === null && restartsWin(search, rootLength, Math.min(budget * NARROW_SHARE, search.nodes() + RESTARTS_MAX[state.draw]))) {
    return { verdict: 'won', twinNodes: twin.nodes };
  }
  // Only the full search, whose left-out moves are all proven unneeded, may answer 'unwinnable'.
  const full = search.fromRoot(rootLength, false, false, budget);
  return { verdict: full === null ? 'undecided' : full ? 'won' : 'unwinnable', twinNodes: twin.nodes };
}

export function solve(state: SolitaireState, nodeBudget = DEFAULT_NODE_BUDGET, shortcuts: SolveShortcuts = {}): SolveResult {
  const on = { ...ALL_SHORTCUTS, ...shortcuts };
  const checkStuck = on.stuckProof;
  const started = performance.now();
  const position = toPosition(state);
  const search = createSearch(position, on);
  const { line } = search;
  let verdict: Verdict = 'won';
  let spent = 0;
  if (state.status !== 'over' || state.outcome !== 'won') {
    line.playSafeMoves();
    ({ verdict, twinNodes: spent } = searchVerdict(state, position, search, line.moves.length, nodeBudget, checkStuck));
  }
  const result: SolveResult = { verdict, nodes: spent + Math.min(search.nodes(), nodeBudget - spent), ms: 0 };
  if (verdict === 'won') {
    for (let move = homeMoveOf(position); move >= 0; move = homeMoveOf(position)) line.play(move);
    result.moves = commandsOf(line, state.draw);
  }
  result.ms = performance.now() - started;
  return result;
}

function commandsOf(line: Line, draw: 1 | 3): string[] {
  const commands: string[] = [];
  line.moves.forEach((move, index) => {
    const a = moveA(move);
    switch (moveKind(move)) {
      case TABLEAU_TO_FOUNDATION:
        commands.push(`move t${a + 1} f`);
        break;
      case TABLEAU_TO_TABLEAU:
        commands.push(`move t${a + 1} t${moveB(move) + 1} ${moveCount(move)}`);
        break;
      case FOUNDATION_TO_TABLEAU:
        commands.push(`move f${a + 1} t${moveB(move) + 1}`);
        break;
      default:
        commands.push(...stockCommands(undoWasteBefore(line.undos[index]!), a, line.talonLengths[index]!, draw));
        commands.push(moveKind(move) === TALON_TO_FOUNDATION ? 'move waste f' : `move waste t${moveB(move) + 1}`);
    }
  });
  return commands;
}
