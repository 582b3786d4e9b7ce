/**
 * The Towers of Hanoi procedure of seed 002: moving the top cards of one
 * stack onto another through the other stacks, one card at a time.
 *
 * Every stack is strictly descending from bottom to top, so its top k cards
 * always form a run, and "a lower card on a higher one" is exactly the
 * Hanoi rule. A helper stack (neither source nor destination) can serve as a
 * peg when it is empty or its top card is higher than every card of the run.
 * With one peg the classic three-peg procedure moves any run (2^k - 1 moves);
 * with two pegs the Frame-Stewart procedure needs fewer moves. Without a peg
 * only one card can move.
 */
import { formatCard, rankOf, type Card } from '../shared/cards.ts';
import { err, ok, type Result } from '../game.ts';
import { topOf } from './state.ts';

/** A plan longer than this is refused: its report would swamp the player. */
export const MAX_HANOI_MOVES = 255;

export type StackMove = [from: number, to: number];

const costMemo = new Map<string, number>();

/** Fewest single moves to shift n cards with `pegs` helper stacks (Infinity if impossible). */
export function hanoiCost(n: number, pegs: number): number {
  if (n <= 1) return n;
  if (pegs === 0) return Infinity;
  const key = `${n}/${pegs}`;
  const known = costMemo.get(key);
  if (known !== undefined) return known;
  let best = Infinity;
  for (let k = 1; k < n; k++) best = Math.min(best, 2 * hanoiCost(k, pegs) + hanoiCost(n - k, pegs - 1));
  costMemo.set(key, best);
  return best;
}

function bestSplit(n: number, pegs: number): number {
  let bestK = n - 1;
  let best = Infinity;
  for (let k = 1; k < n; k++) {
    const cost = 2 * hanoiCost(k, pegs) + hanoiCost(n - k, pegs - 1);
    if (cost < best) {
      best = cost;
      bestK = k;
    }
  }
  return bestK;
}

function plan(n: number, from: number, to: number, pegs: number[], out: StackMove[]): void {
  if (n === 0) return;
  if (n === 1) {
    out.push([from, to]);
    return;
  }
  const k = bestSplit(n, pegs.length);
  const [park, ...rest] = pegs as [number, ...number[]];
  plan(k, from, park, [to, ...rest], out);
  plan(n - k, from, to, rest, out);
  plan(k, park, to, [from, ...rest], out);
}

/** How many top cards of `source` may go on `target` (all of them on an empty stack). */
export function runThatFits(source: readonly Card[], target: readonly Card[]): number {
  const top = topOf(target);
  if (top === undefined) return source.length;
  let count = 0;
  while (count < source.length && rankOf(source[source.length - 1 - count]!) < rankOf(top)) count++;
  return count;
}

/**
 * Plans moving the top `count` cards of stack `from` onto stack `to`, or
 * says why it cannot be done.
 */
export function planHanoi(stacks: readonly Card[][], from: number, to: number, count: number): Result<StackMove[]> {
  const source = stacks[from]!;
  const name = (i: number) => `s${i + 1}`;
  if (from === to) return err(`hanoi needs two different stacks; both are ${name(from)}.`);
  if (count < 1 || count > source.length) {
    return err(`${name(from)} has ${source.length} card${source.length === 1 ? '' : 's'}; cannot move ${count}.`);
  }
  const base = source[source.length - count]!;
  const targetTop = topOf(stacks[to]!);
  if (targetTop !== undefined && rankOf(base) >= rankOf(targetTop)) {
    const fits = runThatFits(source, stacks[to]!);
    return err(`the run from ${formatCard(base)} cannot go on ${name(to)}: its top ${formatCard(targetTop)} takes only lower ranks` +
      (fits > 0 ? `; the top ${fits} card${fits === 1 ? '' : 's'} of ${name(from)} would fit (hanoi ${name(from)} ${name(to)} ${fits}).` : '.'));
  }
  const pegs = stacks
    .map((stack, index) => ({ stack, index }))
    .filter(({ stack, index }) => index !== from && index !== to && (stack.length === 0 || rankOf(topOf(stack)!) > rankOf(base)))
    .map(({ index }) => index);
  if (count > 1 && pegs.length === 0) {
    return err(`moving ${count} cards from ${name(from)} to ${name(to)} needs a free stack: another stack that is empty or whose top card is higher than ${formatCard(base)}; there is none.`);
  }
  const cost = hanoiCost(count, pegs.length);
  if (cost > MAX_HANOI_MOVES) {
    return err(`moving ${count} cards through ${pegs.length} free stack${pegs.length === 1 ? '' : 's'} takes ${cost} single moves; hanoi does at most ${MAX_HANOI_MOVES}. Move fewer cards (add a count) or free another stack first.`);
  }
  const moves: StackMove[] = [];
  plan(count, from, to, pegs, moves);
  return ok(moves);
}
