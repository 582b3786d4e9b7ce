/**
 * The solver's verdicts against the obviously correct answer: a plain
 * breadth-first search over every state the real engine's legal commands
 * reach, on small positions: most cards already home, the rest where a real
 * deal put them or stacked in a few deep piles.
 */
import { describe, expect, it } from 'vitest';
import { fullDeck, rankOf, SUITS, suitOf, type Card } from '../../../src/games/shared/cards.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { dealFromDeck } from '../../../src/games/solitaire/deal.ts';
import { hasStuckCard } from '../../../src/games/solitaire/solver-deadlock.ts';
import { toPosition } from '../../../src/games/solitaire/solver-position.ts';
import { DEFAULT_NODE_BUDGET, solve } from '../../../src/games/solitaire/solver.ts';
import type { DrawMode, SolitaireState } from '../../../src/games/solitaire/state.ts';
import { draw, performMove, recycle } from '../../../src/games/solitaire/actions.ts';
import { legalCardMoves } from '../../../src/games/solitaire/rules.ts';
import { playAll } from './support.ts';

/** A suit's cards up to a random rank (8-13) go home; not all of them. */
function homeHeights(random: Random): number[] {
  let heights = [13, 13, 13, 13];
  while (heights.every((height) => height === 13)) heights = SUITS.map(() => 8 + random.int(6));
  return heights;
}

/** A few draws, none in most positions. */
function drawSome(random: Random, state: SolitaireState): SolitaireState {
  const draws = Math.min(random.int(3), Math.ceil(state.stock.length / state.draw));
  return playAll(state, Array.from({ length: draws }, () => 'draw'));
}

/**
 * A real shuffle dealt as usual, then the cards up to homeHeights taken
 * home; the rest stay where the deal put them (a pile left with face-down
 * cards only turns its top one over).
 */
function reducedDeal(random: Random, drawMode: DrawMode): SolitaireState {
  const dealt = dealFromDeck(random.shuffle(fullDeck()), { draw: drawMode, scoring: 'standard' });
  const heights = homeHeights(random);
  const isHome = (card: Card) => rankOf(card) <= heights[SUITS.indexOf(suitOf(card))]!;
  const tableau = dealt.tableau.map((pile) => {
    const down = pile.down.filter((card) => !isHome(card));
    const up = pile.up.filter((card) => !isHome(card));
    if (up.length === 0 && down.length > 0) up.push(down.pop()!);
    return { down, up };
  });
  const foundations = SUITS.map((suit, index) => fullDeck().filter((card) => suitOf(card) === suit && rankOf(card) <= heights[index]!));
  return drawSome(random, { ...dealt, tableau, foundations, stock: dealt.stock.filter((card) => !isHome(card)) });
}

/**
 * The cards up to homeHeights home, the rest shuffled into
 * the stock (a quarter) and dealt face down round-robin onto one to three
 * piles, each pile's top card face up. Deep piles of few cards make both verdicts common.
 */
function deepPiles(random: Random, drawMode: DrawMode): SolitaireState {
  const dealt = dealFromDeck(fullDeck(), { draw: drawMode, scoring: 'standard' });
  const heights = homeHeights(random);
  const isHome = (card: Card) => rankOf(card) <= heights[SUITS.indexOf(suitOf(card))]!;
  const rest = random.shuffle(fullDeck().filter((card) => !isHome(card)));
  const stock: Card[] = [];
  const tableau = dealt.tableau.map(() => ({ down: [] as Card[], up: [] as Card[] }));
  const piles = 1 + random.int(3);
  let pile = 0;
  for (const card of rest) {
    if (random.int(4) === 0) stock.push(card);
    else tableau[pile++ % piles]!.down.push(card);
  }
  for (const each of tableau) if (each.down.length > 0) each.up.push(each.down.pop()!);
  const foundations = SUITS.map((suit, index) => fullDeck().filter((card) => suitOf(card) === suit && rankOf(card) <= heights[index]!));
  return drawSome(random, { ...dealt, tableau, foundations, stock });
}

/**
 * Every state the engine's own moves reach (its legal card moves, draw and
 * recycle, each applied by the engine), piles compared as a set; null past
 * `limit` states.
 */
function exhaustivelyWinnable(start: SolitaireState, limit: number): boolean | null {
  const keyOf = (state: SolitaireState) =>
    [state.tableau.map((pile) => pile.down.join('') + '|' + pile.up.join('')).sort().join('/'), state.foundations.map((pile) => pile.length), state.stock.join(''), state.waste.join('')].join(' ');
  const seen = new Set([keyOf(start)]);
  const queue = [start];
  for (let next = 0; next < queue.length; next++) {
    if (seen.size > limit) return null;
    const state = queue[next]!;
    const following = legalCardMoves(state).map((move) => performMove(state, move).state);
    const stock = state.stock.length > 0 ? draw(state) : state.waste.length > 0 ? recycle(state) : null;
    if (stock !== null && 'state' in stock) following.push(stock.state);
    for (const reached of following) {
      if (reached.outcome === 'won') return true;
      const key = keyOf(reached);
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(reached);
      }
    }
  }
  return false;
}

describe('the Klondike solver against an exhaustive search', () => {
  for (const drawMode of [1, 3] as const) {
    it(`agrees on small draw-${drawMode} positions, winnable and not`, () => {
      const random = Random.fromSeed(`reduced deals ${drawMode}`);
      const verdicts = { won: 0, unwinnable: 0, stuck: 0, stockOnly: 0 };
      for (let index = 0; index < 400; index++) {
        const state = index % 2 === 0 ? reducedDeal(random, drawMode) : deepPiles(random, drawMode);
        const winnable = exhaustivelyWinnable(state, 500);
        if (winnable === null) continue;
        const expected = winnable ? 'won' : 'unwinnable';
        const result = solve(state);
        // The search alone too, without the stuck-card shortcut.
        const searched = solve(state, DEFAULT_NODE_BUDGET, false);
        expect(result.verdict, `position ${index}: ${JSON.stringify(state)}`).toBe(expected);
        expect(searched.verdict, `position ${index} searched: ${JSON.stringify(state)}`).toBe(expected);
        verdicts[expected]++;
        if (!winnable && result.nodes === 0) verdicts.stuck++;
        // Settled by the proof only once it counts which stock cards the draws can reach.
        if (!winnable && hasStuckCard(toPosition(state), true) && !hasStuckCard(toPosition(state))) verdicts.stockOnly++;
        if (winnable) {
          expect(playAll(state, result.moves!).outcome).toBe('won');
          expect(playAll(state, searched.moves!).outcome).toBe('won');
        }
      }
      // Both answers must be compared in numbers, or the test could not catch a wrong one.
      expect(verdicts.won).toBeGreaterThanOrEqual(20);
      expect(verdicts.unwinnable).toBeGreaterThanOrEqual(10);
      // The stuck-card proof must settle most lost positions by itself (the weaker proof before parents off the table were checked settled 9 and 12).
      expect(verdicts.stuck).toBeGreaterThanOrEqual(13);
      if (drawMode === 3) expect(verdicts.stockOnly).toBeGreaterThanOrEqual(1);
    });
  }
});
