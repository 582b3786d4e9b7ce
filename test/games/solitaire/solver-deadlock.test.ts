/**
 * The stuck-card proof (solver-deadlock.ts) must never call a winnable
 * position lost: every position along the solver's winning lines of real
 * deals passes, and small positions where a parent can never be put on the
 * table are caught (and left alone when it can be).
 */
import { describe, expect, it } from 'vitest';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { hasStuckCard } from '../../../src/games/solitaire/solver-deadlock.ts';
import { toPosition } from '../../../src/games/solitaire/solver-position.ts';
import { DEFAULT_NODE_BUDGET, solve } from '../../../src/games/solitaire/solver.ts';
import type { SolitaireState } from '../../../src/games/solitaire/state.ts';
import { position } from './support.ts';

const ctx = { seat: 0, now: 0 };

describe('the stuck-card proof', () => {
  for (const draw of [1, 3] as const) {
    it(`never fires on a position along a draw-${draw} winning line`, () => {
      const options = solitaire.parseOptions({ draw });
      if (!options.ok) throw new Error(options.error);
      let checked = 0;
      for (let index = 0; index < 30; index++) {
        let state: SolitaireState = solitaire.setup(options.value, `deadlock soundness ${index}`);
        const result = solve(state, 20_000);
        if (result.verdict !== 'won') continue;
        for (const command of result.moves!) {
          expect(hasStuckCard(toPosition(state)), `deal ${index} before '${command}'`).toBe(false);
          expect(hasStuckCard(toPosition(state), true), `deal ${index} before '${command}', with the talon`).toBe(false);
          const applied = solitaire.apply(state, command, ctx);
          if (!applied.ok) throw new Error(applied.error);
          state = applied.value.state;
          checked++;
        }
      }
      // Thousands of positions, early ones with most cards face down.
      expect(checked).toBeGreaterThan(1000);
    });
  }

  // 8♠ can go home only after 7♠, under it; its parents 9♥ and 9♦ are in the stock and go on the table only onto a black Ten, both under 8♠ too.
  const buried = (tens: string, stock: string) =>
    position({ tableau: [`(7s) ${tens} 8s`], foundations: [6, 8, 8, 9], stock: `9h 9d ${stock} 9s Js Qs Ks Th Jh Qh Kh Td Jd Qd Kd Jc Qc Kc` });

  it('proves a card lost when its parents can never be put on the table', () => {
    const state = buried('(Ts) (Tc)', '');
    const result = solve(state);
    expect(result.verdict).toBe('unwinnable');
    expect(result.nodes).toBe(0);
    // The search alone, without the proof, agrees.
    expect(solve(state, DEFAULT_NODE_BUDGET, { stuckProof: false }).verdict).toBe('unwinnable');
  });

  it('proves a card lost when the parent it needs is covered by a card that can never leave it', () => {
    // 7♦ needs 8♠ (under 7♥) or home (5♦ under it); 7♥ needs 8♣ (under 7♦) or home (4♥ under 7♦): 7♥ moves only along with 8♠.
    const state = position({
      tableau: ['(5d) (4h) (8c) 7d', '8s 7h', 'Kh Qs Jh Ts 9h', 'Kd Qc Jd Tc 9d', 'Ks Qh Jc Td 9s 8h', 'Kc Qd Js Th 9c 8d'],
      foundations: [7, 3, 4, 7],
      stock: '5h 6h 6d',
    });
    expect(hasStuckCard(toPosition(state))).toBe(true);
    expect(solve(state).nodes).toBe(0);
    expect(solve(state, DEFAULT_NODE_BUDGET, { stuckProof: false }).verdict).toBe('unwinnable');
  });

  it('does not fire when a parent can be put on the table', () => {
    // With 10♣ in the stock, 9♥ can go on it once Kings fill the empty piles down to a red Jack.
    const state = buried('(Ts)', 'Tc');
    expect(hasStuckCard(toPosition(state))).toBe(false);
    expect(solve(state).verdict).toBe('won');
  });
});
