/**
 * The solver's verdicts against the obviously correct answer: a plain
 * breadth-first search over every state the real engine's legal commands
 * reach, on small positions: most cards already home, the rest where a real
 * deal put them or stacked in a few deep piles.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/games/shared/random.ts';
import { hasStuckCard } from '../../../src/games/solitaire/solver-deadlock.ts';
import { toPosition } from '../../../src/games/solitaire/solver-position.ts';
import { DEFAULT_NODE_BUDGET, solve } from '../../../src/games/solitaire/solver.ts';
import type { DrawMode, SolitaireState } from '../../../src/games/solitaire/state.ts';
import { draw, performMove, recycle } from '../../../src/games/solitaire/actions.ts';
import { legalCardMoves } from '../../../src/games/solitaire/rules.ts';
import { deepPiles, reducedDeal } from './small-positions.ts';
import { playAll } from './support.ts';

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
        const searched = solve(state, DEFAULT_NODE_BUDGET, { stuckProof: false });
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
