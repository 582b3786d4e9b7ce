/**
 * Keeping a known clearing order (the state's plan) after a match, so the
 * next hint rarely needs a search.
 */
import { replayClears, type Pair } from './deal.ts';
import type { Face } from './tiles.ts';

const samePair = ([p, q]: Pair, a: number, b: number): boolean => (p === a && q === b) || (p === b && q === a);

/**
 * The plan for the board left after matching a and b (`faces` is that
 * board), or null when none is known. A planned pair taken early keeps the
 * rest valid (removing tiles only frees others). Otherwise a and b had
 * other partners c and d in the plan: pairing c with d instead, at the later
 * of their two turns, often still works, and a replay says whether it does.
 */
export function planAfterMatch(plan: readonly Pair[] | null, a: number, b: number, faces: readonly (Face | null)[]): Pair[] | null {
  if (!plan) return null;
  const planned = plan.findIndex((pair) => samePair(pair, a, b));
  if (planned >= 0) return plan.filter((_, i) => i !== planned);
  const withA = plan.findIndex(([p, q]) => p === a || q === a);
  const withB = plan.findIndex(([p, q]) => p === b || q === b);
  if (withA < 0 || withB < 0) return null;
  const partner = (i: number, tile: number): number => (plan[i]![0] === tile ? plan[i]![1] : plan[i]![0]);
  const joined: Pair = [partner(withA, a), partner(withB, b)];
  const later = Math.max(withA, withB);
  const repaired = plan.flatMap((pair, i) => (i === later ? [joined] : i === withA || i === withB ? [] : [pair]));
  return replayClears(faces, repaired) ? repaired : null;
}
