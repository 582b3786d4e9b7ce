/**
 * Which stack cards can ever move, by counting ranks (no search).
 *
 * The stacks are four Towers-of-Hanoi pegs whose disks may share a size
 * (equal ranks never sit on each other). A card X moves only when every
 * lower card is on one of the two other stacks (not X's, and not the target,
 * whose cards are all higher than X). So if some rank below X is held three
 * or more times, X can never move: three equal cards need three stacks. Call
 * the lowest rank held three or more times the pivot; every card above it in
 * rank is frozen where it lies, and so is the pivot itself when held four
 * times. The rest are the mobile cards: every rank below the pivot held at
 * most twice, the pivot perhaps three times.
 *
 * Mobile cards are fluid: they can be brought into ANY legal arrangement on
 * top of the frozen cards (induction on the highest mobile rank M: its
 * copies move one at a time to an empty place once the lower cards sit on
 * the two other stacks, which they fit since each lower rank is held at most
 * twice; arrange.ts follows this proof move by move). So a card can be
 * uncovered exactly when the card right above it is mobile.
 */

/** An empty stack's floor: it takes every rank. */
export const OPEN_FLOOR = 14;

export interface Mobility {
  /** The highest mobile rank (13 when no rank is held three times). */
  mobileMax: number;
  /** Per stack, the top of its frozen part (OPEN_FLOOR when it has none). */
  floors: number[];
  /** How many mobile cards of each rank (index 1-13) the stacks hold. */
  mobileCounts: number[];
  /** The lowest rank held three or more times (OPEN_FLOOR when none). */
  pivot: number;
}

export function rankCounts(stacks: readonly (readonly number[])[]): number[] {
  const counts = new Array<number>(OPEN_FLOOR + 1).fill(0);
  for (const stack of stacks) for (const rank of stack) counts[rank]! += 1;
  return counts;
}

/** The highest mobile rank, given the pivot and how often the stacks hold it. */
export function mobileMaxOf(pivot: number, pivotCount: number): number {
  if (pivot === OPEN_FLOOR) return 13;
  return pivotCount === 3 ? pivot : pivot - 1;
}

export function mobilityOf(stacks: readonly (readonly number[])[]): Mobility {
  const counts = rankCounts(stacks);
  let pivot = 1;
  while (pivot < OPEN_FLOOR && counts[pivot]! < 3) pivot++;
  const mobileMax = mobileMaxOf(pivot, counts[pivot] ?? 0);
  const floors = stacks.map((stack) => {
    let floor = OPEN_FLOOR;
    for (const rank of stack) if (rank > mobileMax) floor = rank;
    return floor;
  });
  const mobileCounts = counts.map((count, rank) => (rank <= mobileMax ? count : 0));
  return { mobileMax, floors, mobileCounts, pivot };
}

/** The stack index and depth of a wanted card that can be uncovered, or null. */
export function uncoverableCard(stacks: readonly (readonly number[])[], wanted: readonly (readonly boolean[])[], mobileMax: number): { stack: number; depth: number } | null {
  for (let s = 0; s < stacks.length; s++) {
    const stack = stacks[s]!;
    for (let depth = stack.length - 1; depth >= 0; depth--) {
      if (!wanted[s]![depth]) continue;
      if (depth === stack.length - 1 || stack[depth + 1]! <= mobileMax) return { stack: s, depth };
    }
  }
  return null;
}
