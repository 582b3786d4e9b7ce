/**
 * Can the waste cards above a wanted waste card all be put on the stacks,
 * top card first? (Then the wanted card is the waste top.)
 *
 * Thanks to mobility.ts the stacks need no move-by-move search: between two
 * waste cards the mobile cards can take any legal arrangement, so a position
 * is just the floors (top frozen card of each stack), the mobile ranks and
 * the highest mobile rank. Placing a card changes that summary in few ways:
 *  - a card above every mobile rank freezes at once on a stack whose floor
 *    is higher (one choice per distinct floor);
 *  - a mobile rank's first or second copy stays mobile (nothing changes);
 *  - a third copy of rank x makes x the pivot: every mobile card above x
 *    freezes where it lies, so each arrangement of those cards (each rank's
 *    copies on distinct stacks) gives its own floors;
 *  - the pivot's fourth copy freezes all four copies, one per stack.
 * A depth-first search over these summaries, remembering dead ends, decides.
 */
import { mobileMaxOf, type Mobility } from './mobility.ts';

export type Summary = Pick<Mobility, 'floors' | 'mobileCounts' | 'mobileMax' | 'pivot'>;

export interface Placement {
  /** The stack the card goes on, or -1 when any stack with a higher top will do. */
  stack: number;
  /** Newly frozen ranks: the stacks their copies must be on when the card is placed. */
  frozenOn: Map<number, number[]>;
  next: Summary;
}

const PEGS = [0, 1, 2, 3];

function subsetsOf(size: number): number[][] {
  const result: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === size) return void result.push(chosen);
    for (let peg = start; peg < PEGS.length; peg++) pick(peg + 1, [...chosen, peg]);
  };
  pick(0, []);
  return result;
}

/** Every distinct way of freezing the mobile ranks above `rank`, highest floors first. */
function freezings(summary: Summary, rank: number): { floors: number[]; frozenOn: Map<number, number[]> }[] {
  let options = [{ floors: summary.floors, frozenOn: new Map<number, number[]>() }];
  for (let r = summary.mobileMax; r > rank; r--) {
    const copies = summary.mobileCounts[r]!;
    if (copies === 0) continue;
    const seen = new Map<string, { floors: number[]; frozenOn: Map<number, number[]> }>();
    for (const option of options) {
      for (const pegs of subsetsOf(copies)) {
        const floors = option.floors.slice();
        for (const peg of pegs) floors[peg] = r;
        const key = floors.slice().sort((a, b) => a - b).join(',');
        if (!seen.has(key)) seen.set(key, { floors, frozenOn: new Map(option.frozenOn).set(r, pegs) });
      }
    }
    options = [...seen.values()];
  }
  const total = (floors: number[]) => floors.reduce((sum, floor) => sum + floor, 0);
  return options.sort((a, b) => total(b.floors) - total(a.floors));
}

/** The summaries a waste card of this rank can lead to, each with how to get there. */
export function placementsOf(summary: Summary, rank: number): Placement[] {
  const { floors, mobileCounts, mobileMax, pivot } = summary;
  if (rank > mobileMax) {
    const placements: Placement[] = [];
    const used = new Set<number>();
    // Lowest floor first: it keeps the higher floors for later cards.
    const order = PEGS.slice().sort((a, b) => floors[a]! - floors[b]!);
    for (const stack of order) {
      if (floors[stack]! <= rank || used.has(floors[stack]!)) continue;
      used.add(floors[stack]!);
      const next = { ...summary, floors: floors.map((floor, i) => (i === stack ? rank : floor)) };
      placements.push({ stack, frozenOn: new Map(), next });
    }
    return placements;
  }
  const counts = mobileCounts.slice();
  counts[rank]! += 1;
  if (rank === pivot) {
    counts[rank] = 0;
    const next = { floors: PEGS.map(() => rank), mobileCounts: counts, mobileMax: mobileMaxOf(pivot, 4), pivot };
    return [{ stack: -1, frozenOn: new Map(), next }];
  }
  if (counts[rank]! < 3) return [{ stack: -1, frozenOn: new Map(), next: { ...summary, mobileCounts: counts } }];
  for (let r = rank + 1; r < counts.length; r++) counts[r] = 0;
  return freezings(summary, rank).map(({ floors: frozenFloors, frozenOn }) => ({
    stack: -1,
    frozenOn,
    next: { floors: frozenFloors, mobileCounts: counts, mobileMax: rank, pivot: rank },
  }));
}

function keyOf(summary: Summary, placed: number): string {
  return `${summary.floors.slice().sort((a, b) => a - b).join(',')}|${summary.mobileCounts.join('')}|${summary.mobileMax}|${placed}`;
}

/**
 * The first placement of a way to put every card of `ranks` (next card
 * first) on the stacks, or null when there is none. With no card to place,
 * a placement with stack -1 and the same summary.
 */
export function firstPlacement(summary: Summary, ranks: readonly number[]): Placement | null {
  if (ranks.length === 0) return { stack: -1, frozenOn: new Map(), next: summary };
  const deadEnds = new Set<string>();
  const canPlaceFrom = (current: Summary, placed: number): boolean => {
    if (placed === ranks.length) return true;
    const key = keyOf(current, placed);
    if (deadEnds.has(key)) return false;
    for (const placement of placementsOf(current, ranks[placed]!)) {
      if (canPlaceFrom(placement.next, placed + 1)) return true;
    }
    deadEnds.add(key);
    return false;
  };
  for (const placement of placementsOf(summary, ranks[0]!)) {
    if (canPlaceFrom(placement.next, 1)) return placement;
  }
  return null;
}
