/**
 * "Can this side still put a card on a tower?" Used to end a game that can
 * no longer move, and by the built-in opponent when the deck is spent.
 *
 * A side can still place a card when a card some tower takes now is in its
 * deck (drawing reaches it), or in its waste while a redeal is left, or can
 * be brought to a stack top or the waste top by moving cards between the
 * stacks and from the waste onto the stacks. The last part is a
 * breadth-first search over those moves (drawing cannot help there: a drawn
 * card only covers the waste, and putting it on a stack frees nothing).
 */
import { rankOf, type Card } from '../shared/cards.ts';
import type { Seat } from '../game.ts';
import { nextCardOf } from './rules.ts';
import { redealsLeft, topOf, type CaliforniaState, type Place } from './state.ts';

/** Positions examined before the search gives up and calls the side stuck. */
export const SEARCH_LIMIT = 20_000;

export type SearchResult =
  | { found: true; first: { from: Place; to: Place } | null }
  | { found: false; exhausted: boolean };

export function neededCards(state: CaliforniaState): Set<Card> {
  const needed = new Set<Card>();
  for (const tower of state.towers) {
    if (tower.cards.length < 13) needed.add(nextCardOf(tower));
  }
  return needed;
}

interface Node {
  stacks: Card[][];
  wasteLength: number;
  first: { from: Place; to: Place } | null;
}

function keyOf(node: Node): string {
  return node.stacks.map((stack) => stack.join('')).sort().join('|') + '#' + node.wasteLength;
}

/** Shortest sequence of stack and waste-to-stack moves that bares a needed card; reports its first move. */
export function searchTowerMove(state: CaliforniaState, seat: Seat, limit = SEARCH_LIMIT): SearchResult {
  const side = state.sides[seat]!;
  const needed = neededCards(state);
  const waste = side.waste;
  const offersNeeded = (node: Node) =>
    (node.wasteLength > 0 && needed.has(waste[node.wasteLength - 1]!)) ||
    node.stacks.some((stack) => stack.length > 0 && needed.has(topOf(stack)!));
  const root: Node = { stacks: side.stacks, wasteLength: waste.length, first: null };
  if (offersNeeded(root)) return { found: true, first: null };
  const seen = new Set([keyOf(root)]);
  let frontier = [root];
  while (frontier.length > 0) {
    const next: Node[] = [];
    for (const node of frontier) {
      for (const child of childrenOf(node, waste)) {
        const key = keyOf(child);
        if (seen.has(key)) continue;
        if (offersNeeded(child)) return { found: true, first: child.first };
        if (seen.size >= limit) return { found: false, exhausted: false };
        seen.add(key);
        next.push(child);
      }
    }
    frontier = next;
  }
  return { found: false, exhausted: true };
}

function childrenOf(node: Node, waste: readonly Card[]): Node[] {
  const children: Node[] = [];
  const fits = (card: Card, target: Card[]) => target.length === 0 || rankOf(card) < rankOf(topOf(target)!);
  const withMove = (from: Place, to: Place, stacks: Card[][], wasteLength: number): Node => ({
    stacks, wasteLength, first: node.first ?? { from, to },
  });
  node.stacks.forEach((source, i) => {
    if (source.length === 0) return;
    const card = topOf(source)!;
    node.stacks.forEach((target, j) => {
      if (i === j || !fits(card, target)) return;
      if (source.length === 1 && target.length === 0) return; // moves nothing worth having
      const stacks = node.stacks.slice();
      stacks[i] = source.slice(0, -1);
      stacks[j] = [...target, card];
      children.push(withMove({ kind: 'stack', index: i }, { kind: 'stack', index: j }, stacks, node.wasteLength));
    });
  });
  if (node.wasteLength > 0) {
    const card = waste[node.wasteLength - 1]!;
    node.stacks.forEach((target, j) => {
      if (!fits(card, target)) return;
      const stacks = node.stacks.slice();
      stacks[j] = [...target, card];
      children.push(withMove({ kind: 'waste' }, { kind: 'stack', index: j }, stacks, node.wasteLength - 1));
    });
  }
  return children;
}

/** True when nothing this side can do will ever put another of its cards on a tower (as the towers stand). */
export function isSideStuck(state: CaliforniaState, seat: Seat): boolean {
  const side = state.sides[seat]!;
  if (side.placed === 52) return false;
  const needed = neededCards(state);
  if (side.deck.some((card) => needed.has(card))) return false;
  if (redealsLeft(state, seat) > 0 && side.waste.some((card) => needed.has(card))) return false;
  return !searchTowerMove(state, seat).found;
}
