/** Klondike's hindsight on its own: what the solver says of a deal, and what the game itself proved. */
import { describe, expect, it } from 'vitest';
import { dealHindsight } from '../../../src/games/solitaire/hindsight.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';

const options = (raw: Record<string, unknown>) => {
  const parsed = solitaire.parseOptions(raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('Klondike hindsight past the solver\'s budget', () => {
  // A budget of a few positions settles no deal, as 1,000,000 settles no hard one.
  const TINY_BUDGET = 5;

  it('calls a deal the player won winnable, without a solution length', () => {
    const told = dealHindsight({ options: options({ draw: '3' }), seed: 'hindsight-won', won: true }, TINY_BUDGET);
    expect(told.facts).toMatchObject({ winnable: true, solution_length: null });
    expect(told.text).toBe('This deal was winnable: you won it (the solver did not find its solution within its budget).');
  });

  it('says it could not settle a deal the player did not win', () => {
    const told = dealHindsight({ options: options({ draw: '3' }), seed: 'hindsight-won', won: false }, TINY_BUDGET);
    expect(told).toEqual({ text: 'The solver could not settle this deal within its budget.', facts: { winnable: null, solution_length: null, solver_nodes: expect.any(Number) } });
  });
});
