/**
 * The next single move that brings the mobile stack cards (mobility.ts)
 * into a wanted arrangement: the constructive side of the proof that they
 * can take any legal arrangement.
 *
 * Highest rank first: when its copies are already where they are wanted,
 * go down a rank. Otherwise one copy must go from stack `from` to stack `to`;
 * that needs every lower card on the two other stacks, so first arrange the
 * lower ranks that way (recursively), then move the copy. The wanted places
 * depend only on where cards of that rank are, never on lower cards, so
 * asking again after each move continues the same plan.
 */

/** The stacks the copies of a rank should be on, given the stacks they are on now. */
export type TargetOf = (rank: number, current: readonly number[]) => number[];

export interface StackMove {
  from: number;
  to: number;
}

const STACKS = [0, 1, 2, 3];

function stacksHolding(stacks: readonly (readonly number[])[], rank: number): number[] {
  return STACKS.filter((s) => stacks[s]!.includes(rank));
}

/** Keeps the copies already on allowed stacks; the rest go to the first free allowed ones. */
export function parkOn(allowed: readonly number[]): TargetOf {
  return (_rank, current) => {
    const kept = current.filter((s) => allowed.includes(s));
    const free = allowed.filter((s) => !kept.includes(s));
    return [...kept, ...free.slice(0, current.length - kept.length)];
  };
}

/** Ranks from `from` up stay where they are; lower ranks leave `stack` (parked on the other three). */
export function clearAbove(stack: number, from: number): TargetOf {
  const park = parkOn(STACKS.filter((s) => s !== stack));
  return (rank, current) => (rank >= from ? current.slice() : park(rank, current));
}

/** The next move toward the arrangement, or null when the cards up to `highest` are already there. */
export function nextArrangingMove(stacks: readonly (readonly number[])[], highest: number, targetOf: TargetOf): StackMove | null {
  for (let rank = highest; rank >= 1; rank--) {
    const current = stacksHolding(stacks, rank);
    if (current.length === 0) continue;
    const wanted = targetOf(rank, current);
    const from = current.find((s) => !wanted.includes(s));
    if (from === undefined) continue;
    const to = wanted.find((s) => !current.includes(s))!;
    const others = STACKS.filter((s) => s !== from && s !== to);
    return nextArrangingMove(stacks, rank - 1, parkOn(others)) ?? { from, to };
  }
  return null;
}
