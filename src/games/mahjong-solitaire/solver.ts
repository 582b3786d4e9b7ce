/**
 * Full-information solver: can this board be cleared, and how?
 *
 * Depth-first search over removals with:
 * - a safe move first: when every remaining tile of a face is free, taking
 *   them all now is never worse (removing tiles only frees others), so it is
 *   the only move tried;
 * - a lock test: the last two tiles of a face must go together, so last
 *   pairs that have to wait for each other (stacked, or sharing a row) in a
 *   cycle mean the board is dead;
 * - a memo of boards already proven dead, keyed by the set of tiles left;
 * - move ordering that takes first the tiles holding up the most others
 *   (tiles on top of others, ends of long rows);
 * - rounds with growing node counts and slightly jittered move orders, so
 *   an early mistake does not eat the whole budget;
 * - a node budget: when it runs out the answer is 'unknown', never a guess.
 */
import { LEFT, RIGHT, STACKED_ABOVE, TILE_COUNT, isFree, openingWeight } from './layout.ts';
import { FACES, faceIndex, type Face } from './tiles.ts';
import type { Pair } from './deal.ts';

export type SolveResult =
  | { status: 'solved'; order: Pair[]; nodes: number }
  | { status: 'unsolvable'; nodes: number }
  | { status: 'unknown'; nodes: number };

/** Keeps a hint under about 100 ms at worst; boards from real play mostly need far fewer nodes. */
export const DEFAULT_NODE_BUDGET = 1_500;

class Search {
  readonly present = new Uint8Array(TILE_COUNT);
  readonly face = new Int8Array(TILE_COUNT).fill(-1);
  readonly remaining = new Int32Array(FACES.length);
  readonly words = new Uint32Array(Math.ceil(TILE_COUNT / 32));
  readonly dead = new Set<string>();
  readonly path: Pair[] = [];
  nodes = 0;
  exhausted = false;
  /** Scratch marks for locked(): a tile is marked for the pair whose stamp it holds. */
  readonly marks = new Float64Array(TILE_COUNT);
  stampBase = 0;
  /** How much random jitter is added to move scores (0 on the first run). */
  noise = 0;
  private noiseState = 0x9e3779b9;

  /** A fixed xorshift sequence: the solver must answer the same on the same board. */
  nextNoise(): number {
    this.noiseState ^= this.noiseState << 13;
    this.noiseState ^= this.noiseState >>> 17;
    this.noiseState ^= this.noiseState << 5;
    return (this.noiseState >>> 0) / 2 ** 32;
  }
  tilesLeft = 0;

  budget = 0;

  constructor(faces: readonly (Face | null)[]) {
    faces.forEach((f, i) => {
      if (f === null) return;
      const index = faceIndex(f);
      this.present[i] = 1;
      this.face[i] = index;
      this.remaining[index]!++;
      this.words[i >>> 5]! |= 1 << (i & 31);
      this.tilesLeft++;
    });
  }

  startRound(budget: number, noise: number): void {
    this.budget = budget;
    this.noise = noise;
    this.nodes = 0;
    this.exhausted = false;
  }

  toggle(tile: number, on: boolean): void {
    this.present[tile] = on ? 1 : 0;
    this.remaining[this.face[tile]!]! += on ? 1 : -1;
    this.words[tile >>> 5]! ^= 1 << (tile & 31);
    this.tilesLeft += on ? 1 : -1;
  }

  take(pair: Pair): void {
    this.toggle(pair[0], false);
    this.toggle(pair[1], false);
    this.path.push(pair);
  }

  putBack(): void {
    const [a, b] = this.path.pop()!;
    this.toggle(a, true);
    this.toggle(b, true);
  }

  /** Present tiles reached by stepping along `links` through present tiles only. */
  reach(tile: number, links: readonly (readonly number[])[]): number[] {
    const found: number[] = [];
    const stack = links[tile]!.filter((t) => this.present[t]);
    while (stack.length > 0) {
      const t = stack.pop()!;
      if (found.includes(t)) continue;
      found.push(t);
      for (const n of links[t]!) if (this.present[n]) stack.push(n);
    }
    return found;
  }

  /**
   * The last two tiles of a face must go together. Tiles that surely have
   * to go before such a pair: everything stacked on either, and when the two
   * share a row, the rest of the row beyond each (neither can open towards
   * the other). A pair that must wait for itself, or last pairs that wait
   * for each other in a cycle, can never be taken: the board is dead.
   */
  locked(): boolean {
    const groupOf = new Int16Array(TILE_COUNT).fill(-1);
    const firstOfFace = new Int16Array(FACES.length).fill(-1);
    const groups: Pair[] = [];
    for (let t = 0; t < TILE_COUNT; t++) {
      const f = this.face[t]!;
      if (!this.present[t] || this.remaining[f] !== 2) continue;
      if (firstOfFace[f]! < 0) firstOfFace[f] = t;
      else {
        groupOf[firstOfFace[f]!] = groups.length;
        groupOf[t] = groups.length;
        groups.push([firstOfFace[f]!, t]);
      }
    }
    // for each last pair, the last pairs it has to wait for (marks reuse one array, stamped per pair)
    const targets = groups.map(([a, b], g) => {
      const stamp = g + 1 + this.stampBase;
      const waits = new Set<number>();
      const add = (t: number): void => {
        if (!this.present[t] || this.marks[t] === stamp) return;
        this.marks[t] = stamp;
        if (groupOf[t]! >= 0) waits.add(groupOf[t]!);
        for (const u of STACKED_ABOVE[t]!) add(u);
      };
      for (const u of STACKED_ABOVE[a]!) add(u);
      for (const u of STACKED_ABOVE[b]!) add(u);
      const rightOfA = this.reach(a, RIGHT);
      if (rightOfA.includes(b)) [...this.reach(a, LEFT), ...this.reach(b, RIGHT)].forEach(add);
      else if (this.reach(a, LEFT).includes(b)) [...rightOfA, ...this.reach(b, LEFT)].forEach(add);
      return [...waits];
    });
    this.stampBase += groups.length + 1;
    return hasCycle(targets);
  }

  run(): boolean {
    if (this.tilesLeft === 0) return true;
    if (++this.nodes > this.budget) {
      this.exhausted = true;
      return false;
    }
    const key = this.words.join(',');
    if (this.dead.has(key)) return false;

    const freeByFace: number[][] = FACES.map(() => []);
    for (let t = 0; t < TILE_COUNT; t++) if (isFree(this.present, t)) freeByFace[this.face[t]!]!.push(t);

    const safe = freeByFace.findIndex((tiles, f) => tiles.length >= 2 && tiles.length === this.remaining[f]);
    const moves = safe >= 0 ? [] : this.branches(freeByFace);
    if (safe >= 0) {
      const tiles = freeByFace[safe]!;
      const pairs: Pair[] = tiles.length === 4 ? [[tiles[0]!, tiles[1]!], [tiles[2]!, tiles[3]!]] : [[tiles[0]!, tiles[1]!]];
      for (const pair of pairs) this.take(pair);
      if (this.run()) return true;
      for (let i = 0; i < pairs.length; i++) this.putBack();
    } else if (!this.locked()) {
      for (const pair of moves) {
        this.take(pair);
        if (this.run()) return true;
        this.putBack();
        if (this.exhausted) return false;
      }
    }
    if (!this.exhausted) this.dead.add(key);
    return false;
  }

  /** Every matchable pair, the most promising first. */
  branches(freeByFace: number[][]): Pair[] {
    const scored: { pair: Pair; score: number }[] = [];
    for (const tiles of freeByFace) {
      for (let i = 0; i < tiles.length; i++) {
        for (let j = i + 1; j < tiles.length; j++) {
          const pair: Pair = [tiles[i]!, tiles[j]!];
          scored.push({ pair, score: openingWeight(this.present, pair[0]) + openingWeight(this.present, pair[1]) + this.noise * this.nextNoise() });
        }
      }
    }
    return scored.sort((a, b) => b.score - a.score).map((s) => s.pair);
  }
}

/** Whether a directed graph (edges as target lists) has a cycle, self-loops included. */
function hasCycle(targets: readonly number[][]): boolean {
  const mark = new Uint8Array(targets.length); // 0 new, 1 on the current path, 2 done
  const visit = (node: number): boolean => {
    if (mark[node] === 1) return true;
    if (mark[node] === 2) return false;
    mark[node] = 1;
    for (const next of targets[node]!) if (visit(next)) return true;
    mark[node] = 2;
    return false;
  };
  return targets.some((_, node) => visit(node));
}

/**
 * Solves the board given as a face per tile index (null = removed). 'solved'
 * carries a clearing order; 'unknown' means the budget ran out first.
 */
/** Restart schedule: the first run follows the heuristic exactly, later ones jitter it and get more nodes. */
const FIRST_RUN_NODES = 100;
const RUN_GROWTH = 1.4;
const RESTART_NOISE = 6;

/**
 * Solves the board given as a face per tile index (null = removed). 'solved'
 * carries a clearing order; 'unsolvable' is a proof; 'unknown' means the
 * node budget ran out first.
 *
 * A depth-first search pays dearly for an early mistake, so it runs in
 * growing rounds, each with a slightly different move order; boards proven
 * dead in one round stay dead in the next. A round that ends without running
 * out of nodes has searched everything.
 */
export function solve(faces: readonly (Face | null)[], budget = DEFAULT_NODE_BUDGET): SolveResult {
  const search = new Search(faces);
  let roundNodes = FIRST_RUN_NODES;
  let spent = 0;
  for (let round = 0; ; round++) {
    search.startRound(Math.min(roundNodes, budget - spent), round === 0 ? 0 : RESTART_NOISE);
    const found = search.run();
    spent += search.nodes;
    if (found) return { status: 'solved', order: search.path.slice(), nodes: spent };
    if (!search.exhausted) return { status: 'unsolvable', nodes: spent };
    if (spent >= budget) return { status: 'unknown', nodes: spent };
    roundNodes = Math.ceil(roundNodes * RUN_GROWTH);
  }
}
