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
import { redealsLeft, type CaliforniaState, type Place } from './state.ts';

/** Positions examined before the search gives up and calls the side stuck. */
export const SEARCH_LIMIT = 5_000;

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

/**
 * The search sees each card as one character: its rank (A-M for ace-king),
 * in lower case when a tower wants the card now. Suits of other cards do not
 * matter here, so positions that differ only by them (or by the order of the
 * stacks) are the same position: this keeps the search small.
 */
const encode = (card: Card, needed: Set<Card>) => String.fromCharCode(64 + rankOf(card) + (needed.has(card) ? 32 : 0));
const rankCode = (char: string) => char.charCodeAt(0) & 31;
const isWanted = (char: string | undefined) => char !== undefined && char.charCodeAt(0) >= 97;

interface Node {
  stacks: string[];
  wasteLength: number;
  first: { from: Place; to: Place } | null;
}

function keyOf(node: Node): string {
  return node.stacks.slice().sort().join('|') + '#' + node.wasteLength;
}

/** Shortest sequence of stack and waste-to-stack moves that bares a wanted card; reports its first move. */
export function searchTowerMove(state: CaliforniaState, seat: Seat, limit = SEARCH_LIMIT): SearchResult {
  const side = state.sides[seat]!;
  const needed = neededCards(state);
  // Waste cards below the highest wanted one never help: a card put on a
  // stack only narrows what that stack takes. So the search keeps just the
  // wanted waste card and the cards above it (no waste at all if none is wanted).
  const fullWaste = side.waste.map((card) => encode(card, needed)).join('');
  const deepest = fullWaste.search(/[a-m][^a-m]*$/);
  const waste = deepest < 0 ? '' : fullWaste.slice(deepest);
  const offersWanted = (node: Node) =>
    (node.wasteLength > 0 && isWanted(waste[node.wasteLength - 1])) || node.stacks.some((stack) => isWanted(stack[stack.length - 1]));
  const root: Node = { stacks: side.stacks.map((stack) => stack.map((card) => encode(card, needed)).join('')), wasteLength: waste.length, first: null };
  if (offersWanted(root)) return { found: true, first: null };
  if (waste === '' && !root.stacks.some((stack) => /[a-m]/.test(stack))) return { found: false, exhausted: true };
  const seen = new Set([keyOf(root)]);
  let frontier = [root];
  while (frontier.length > 0) {
    const next: Node[] = [];
    for (const node of frontier) {
      for (const child of childrenOf(node, waste)) {
        const key = keyOf(child);
        if (seen.has(key)) continue;
        if (offersWanted(child)) return { found: true, first: child.first };
        if (seen.size >= limit) return { found: false, exhausted: false };
        seen.add(key);
        next.push(child);
      }
    }
    frontier = next;
  }
  return { found: false, exhausted: true };
}

function childrenOf(node: Node, waste: string): Node[] {
  const children: Node[] = [];
  const fits = (char: string, target: string) => target.length === 0 || rankCode(char) < rankCode(target[target.length - 1]!);
  const child = (from: Place, to: Place, stacks: string[], wasteLength: number): Node => ({
    stacks, wasteLength, first: node.first ?? { from, to },
  });
  node.stacks.forEach((source, i) => {
    if (source.length === 0) return;
    const char = source[source.length - 1]!;
    node.stacks.forEach((target, j) => {
      if (i === j || !fits(char, target)) return;
      if (source.length === 1 && target.length === 0) return; // moves nothing worth having
      const stacks = node.stacks.slice();
      stacks[i] = source.slice(0, -1);
      stacks[j] = target + char;
      children.push(child({ kind: 'stack', index: i }, { kind: 'stack', index: j }, stacks, node.wasteLength));
    });
  });
  if (node.wasteLength > 0) {
    const char = waste[node.wasteLength - 1]!;
    node.stacks.forEach((target, j) => {
      if (!fits(char, target)) return;
      const stacks = node.stacks.slice();
      stacks[j] = target + char;
      children.push(child({ kind: 'waste' }, { kind: 'stack', index: j }, stacks, node.wasteLength - 1));
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
