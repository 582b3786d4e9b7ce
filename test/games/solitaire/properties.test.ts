import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { allCards, apply, legalCommands, play, randomPlayout, sortedDeck } from './support.ts';

const seeds = fc.string({ minLength: 1, maxLength: 12 });
const modes = fc.record({ draw: fc.constantFrom('1', '3'), scoring: fc.constantFrom('standard', 'multiplier') });

/** Commands a careless player might send: mostly nonsense or illegal. */
const noise = fc.constantFrom(
  'move t1 t2', 'move waste f', 'f', 't3', '7h', 'ks', 'recycle', 'draw', 'auto', 'select t4 9', 'select waste',
  'move f1 t1', 'move t2 t9', 'move 10♠ f', 'jump', '', 'm t7 t1 2', 'deselect', 'stock', 'hint',
);

describe('random play', () => {
  it('keeps all 52 cards exactly once, a face-up run on every pile and the score at 0 or more', () => {
    fc.assert(
      fc.property(seeds, modes, (seed, options) => {
        const { state, log } = randomPlayout(seed, 150, options);
        let current = randomPlayout(seed, 0, options).state;
        for (const command of log) {
          current = play(current, command).state;
          expect(allCards(current).sort()).toEqual(sortedDeck());
          expect(solitaire.summary(current).score).toBeGreaterThanOrEqual(0);
          for (const pile of current.tableau) {
            if (pile.down.length > 0) expect(pile.up.length).toBeGreaterThan(0);
          }
        }
        expect(current).toEqual(state);
      }),
      { numRuns: 25 },
    );
  });

  it('replays exactly: same seed and commands give the same state JSON', () => {
    fc.assert(
      fc.property(seeds, modes, (seed, options) => {
        const first = randomPlayout(seed, 120, options);
        const second = randomPlayout(seed, 120, options);
        expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state));
        const replayed = first.log.reduce((state, command) => play(state, command).state, first.initial);
        expect(JSON.stringify(replayed)).toBe(JSON.stringify(first.state));
      }),
      { numRuns: 20 },
    );
  });

  it('never changes the state when a command is rejected, and never throws', () => {
    fc.assert(
      fc.property(seeds, modes, fc.nat(80), fc.array(noise, { minLength: 1, maxLength: 15 }), (seed, options, steps, commands) => {
        let state = randomPlayout(seed, steps, options).state;
        for (const command of commands) {
          const before = JSON.stringify(state);
          const result = apply(state, command);
          expect(JSON.stringify(state)).toBe(before);
          if (result.ok) state = result.value.state;
          else expect(result.error.length).toBeGreaterThan(10);
        }
        // Rendering never leaks a hidden card while playing.
        if (state.status === 'playing') {
          const hidden = [...state.stock, ...state.tableau.flatMap((pile) => pile.down)];
          const text = solitaire.renderText(state, 0);
          const json = JSON.stringify(solitaire.view(state, 0));
          for (const card of hidden) expect(json).not.toContain(`"${card}"`);
          expect(text.split('\n').filter((line) => /^t\d/.test(line)).join(' ')).not.toMatch(/\((?!empty\))/);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('shows the same board, next steps and moves whatever the unseen cards are (a stock is seen once recycled)', () => {
    fc.assert(
      fc.property(seeds, modes, fc.nat(120), fc.nat(), (seed, options, steps, shuffleSeed) => {
        const { state } = randomPlayout(seed, steps, options);
        if (state.status !== 'playing') return;
        // Swap the unseen cards among their places, at random.
        const unseenStock = state.recycles === 0;
        const unseen = [...(unseenStock ? state.stock : []), ...state.tableau.flatMap((pile) => pile.down)];
        let random = shuffleSeed;
        for (let i = unseen.length - 1; i > 0; i--) {
          random = (random * 1103515245 + 12345) % 2147483648;
          const j = random % (i + 1);
          [unseen[i], unseen[j]] = [unseen[j]!, unseen[i]!];
        }
        let taken = 0;
        const take = (count: number) => unseen.slice(taken, (taken += count));
        const other = {
          ...state,
          stock: unseenStock ? take(state.stock.length) : state.stock,
          tableau: state.tableau.map((pile) => ({ down: take(pile.down.length), up: pile.up })),
        };
        const seen = (shown: typeof state) => [solitaire.renderText(shown, 0), JSON.stringify(solitaire.view(shown, 0)), solitaire.next(shown, 0)];
        expect(seen(other)).toEqual(seen(state));
        const listed = (shown: typeof state) => { const result = apply(shown, 'moves'); return result.ok ? result.value.message : result.error; };
        expect(listed(other)).toBe(listed(state));
      }),
      { numRuns: 60 },
    );
  });

  it('lists in moves exactly the legal moves that apply accepts', () => {
    fc.assert(
      fc.property(seeds, fc.nat(100), (seed, steps) => {
        const { state } = randomPlayout(seed, steps);
        for (const command of legalCommands(state)) expect(apply(state, command).ok).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('wins a dealt game by playing it out, with the bonus arithmetic of seed 000', () => {
    const parsed = solitaire.parseOptions({ deck: easyDeck() });
    if (!parsed.ok) throw new Error(parsed.error);
    let state = solitaire.setup(parsed.value, 'unused');
    for (let guard = 0; guard < 200 && state.status === 'playing'; guard++) {
      const after = play(state, 'auto').state;
      state = after.actions > state.actions ? after : play(state, 'draw').state;
    }
    expect(state.outcome).toBe('won');
    expect(state.recycles).toBe(0);
    expect(state.winBonus).toBe(500 + 2 * Math.max(0, 200 - state.actions));
    expect(solitaire.summary(state).score).toBe(Math.max(0, state.points + state.winBonus));
  });
});

/**
 * A deal that plays itself out: the stock holds every A-6 (drawn in the order
 * the foundations need them) and the tableau gets 7-K dealt highest first, so
 * every pile grows downwards in rank and its top card is always the lowest.
 */
function easyDeck(): string[] {
  const needed: string[] = [];
  for (const rank of 'A23456789TJQK') for (const suit of 'shdc') needed.push(rank + suit);
  return [...needed.slice(24).reverse(), ...needed.slice(0, 24)];
}
