/**
 * The stuck-card proof and the twins' proof (solver-deadlock.ts) must never
 * call a winnable position lost: every position along the solver's winning
 * lines of real deals passes, every small position the twins' proof calls
 * lost the search proves lost too, and small positions where a parent can
 * never be put on the table, or two twins wait for one, are caught (and
 * left alone when they are not).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../src/games/shared/cards.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { caughtTwins, hasStuckCard, hasTwinDeadlock, TWIN_PAIRS } from '../../../src/games/solitaire/solver-deadlock.ts';
import { cardNumber, TWIN, toPosition } from '../../../src/games/solitaire/solver-position.ts';
import { DEFAULT_NODE_BUDGET, solve } from '../../../src/games/solitaire/solver.ts';
import type { SolitaireState } from '../../../src/games/solitaire/state.ts';
import { deepPiles, reducedDeal } from './small-positions.ts';
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
          expect(hasTwinDeadlock(toPosition(state)), `deal ${index} before '${command}', twins`).toBe(false);
          expect(hasTwinDeadlock(toPosition(state), true), `deal ${index} before '${command}', twins with the talon`).toBe(false);
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

  it('never deals a talon card two counts past a multiple of 3 when only one card before it can leave', () => {
    // Talon 8♣ Q♣ K♠ 10♣ 9♠ 10♠ J♦ (waste count 6). J♦ goes home and K♠ into an empty pile, the one card before 9♠
    // that can ever leave: 9♠ is then at count 4, never dealt, and 10♠ and J♠ wait for it. One card before it shifts
    // it by one count only, so counting any card that leaves before it, as the proof did, let 9♠ through.
    const state = position({
      draw: 3,
      tableau: ['(Jc) (Qd) (Kd) (Qs) (Qh) (Kh) (9c) (Kc) Js'],
      foundations: [8, 11, 10, 7],
      stock: 'Jd',
      waste: '8c Qc Ks Tc 9s Ts',
    });
    expect(hasStuckCard(toPosition(state))).toBe(false);
    expect(hasStuckCard(toPosition(state), true)).toBe(true);
    expect(solve(state).nodes).toBe(0);
    expect(solve(state, DEFAULT_NODE_BUDGET, { stuckProof: false }).verdict).toBe('unwinnable');
  });

  // Q♠ and Q♣ go home only after J♠ and 10♣, both under them, so each must first leave onto a red King. K♦ lies
  // under Q♣, so only K♥ (from the stock, into an emptied pile) can take one of them, and keeps it.
  const twinsUnderOneKing = { tableau: ['(Ks) (Tc) (Kc) (Js) (Kd) (Qc) Qs'], foundations: [10, 12, 12, 9] as [number, number, number, number], stock: 'Kh', waste: 'Jc' };

  it('proves two twins lost when both wait for the one parent that can take them', () => {
    const state = position(twinsUnderOneKing);
    expect(hasStuckCard(toPosition(state), true)).toBe(false);
    expect(hasTwinDeadlock(toPosition(state))).toBe(true);
    expect(hasTwinDeadlock(toPosition(state), true)).toBe(true);
    expect(solve(state, DEFAULT_NODE_BUDGET, { stuckProof: false }).verdict).toBe('unwinnable');
  });

  it('proves twins lost when one waits in the stock for the parent the other needs', () => {
    // Deal 274, draw 3: 9♦ (under 4♠ and 8♠) and 9♥ (in the stock, wanted by 8♠) can only go onto 10♣, as 10♠ is
    // reached only after J♥ leaves the talon, which needs Q♣ face down under 5♠, which waits for 6♥ under 9♦.
    const options = solitaire.parseOptions({ draw: 3 });
    if (!options.ok) throw new Error(options.error);
    const state = solitaire.setup(options.value, 'klondike bench 274');
    const caught = caughtTwins(toPosition(state), true, TWIN_PAIRS);
    const [nineOfDiamonds, nineOfHearts] = [parseCard('9d')!, parseCard('9h')!];
    expect(new Set([caught, TWIN[caught]])).toEqual(new Set([cardNumber(nineOfDiamonds), cardNumber(nineOfHearts)]));
    expect(state.stock).toContain(nineOfHearts);
    expect(hasStuckCard(toPosition(state), true)).toBe(false);
    // Its draw-1 twin is won, so only this proof settles it: without the proofs the search runs out of budget.
    expect(solve({ ...state, draw: 1 }).verdict).toBe('won');
    expect(solve(state).verdict).toBe('unwinnable');
    expect(solve(state, DEFAULT_NODE_BUDGET, { stuckProof: false }).verdict).toBe('undecided');
  });

  it('leaves twins alone when each can reach a parent', () => {
    // K♦ in the stock too: each Queen gets a King, and the deal is won.
    const state = position({ ...twinsUnderOneKing, tableau: ['(Ks) (Tc) (Kc) (Js) (Qc) Qs'], stock: 'Kh Kd' });
    expect(hasTwinDeadlock(toPosition(state), true)).toBe(false);
    expect(solve(state).verdict).toBe('won');
  });

  for (const drawMode of [1, 3] as const) {
    it(`calls lost only small draw-${drawMode} positions the search proves lost`, () => {
      // Positions of every depth and spread, so that twins often wait on each other.
      const random = Random.fromSeed(`twins ${drawMode}`);
      let provenByTwinsAlone = 0;
      let withATwinInTheTalon = 0;
      for (let index = 0; index < 1500; index++) {
        const shape = { lowestHome: 1 + random.int(7), stockOneIn: 2 + random.int(5), maxPiles: 1 + random.int(7) };
        const state = index % 3 === 0 ? reducedDeal(random, drawMode) : deepPiles(random, drawMode, shape);
        for (const withTalon of [false, true]) {
          const caught = caughtTwins(toPosition(state), withTalon, TWIN_PAIRS);
          if (caught < 0 || hasStuckCard(toPosition(state), withTalon)) continue;
          expect(solve(state, 400_000, { stuckProof: false }).verdict, JSON.stringify(state)).toBe('unwinnable');
          provenByTwinsAlone++;
          const talon = toPosition(state).talon;
          if (talon.includes(caught) || talon.includes(TWIN[caught]!)) withATwinInTheTalon++;
        }
      }
      // 54 and 36 when written (draw 1 and 3), 22 and 11 of them with a twin in the talon.
      expect(provenByTwinsAlone).toBeGreaterThan(20);
      expect(withATwinInTheTalon).toBeGreaterThan(5);
    });
  }

  it('does not fire when a parent can be put on the table', () => {
    // With 10♣ in the stock, 9♥ can go on it once Kings fill the empty piles down to a red Jack.
    const state = buried('(Ts)', 'Tc');
    expect(hasStuckCard(toPosition(state))).toBe(false);
    expect(solve(state).verdict).toBe('won');
  });
});
