import { describe, expect, it } from 'vitest';
import { forgetShuffles, preparedShuffles } from '../../../src/games/solitaire/deal-cache.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { solve } from '../../../src/games/solitaire/solver.ts';
import type { SolitaireOptions } from '../../../src/games/solitaire/state.ts';
import { findWinnableDeck } from '../../../src/games/solitaire/winnable-deal.ts';

function options(raw: Record<string, unknown>): SolitaireOptions {
  const parsed = solitaire.parseOptions(raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('deal "winnable"', () => {
  it('is an option with a clear refusal for other values and beside deck', () => {
    expect(options({ deal: 'Winnable' }).deal).toBe('winnable');
    const bad = solitaire.parseOptions({ deal: 'easy' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/"random" or "winnable"/);
    const withDeck = solitaire.parseOptions({ deal: 'winnable', deck: 'As' });
    expect(withDeck.ok).toBe(false);
  });

  it('deals, for a seed, the first of its shuffles the solver proves winnable', () => {
    for (const draw of [1, 3]) {
      for (let index = 0; index < 6; index++) {
        const seed = `winnable ${draw} ${index}`;
        const state = solitaire.setup(options({ draw, deal: 'winnable' }), seed);
        expect(solve(state).verdict).toBe('won');
        const found = findWinnableDeck(seed, draw as 1 | 3);
        if (found.shuffles === 1) expect(state).toEqual(solitaire.setup(options({ draw }), seed));
      }
    }
  });

  it('comes from the worker pool ahead of time and deals the same as without it', async () => {
    const winnable = options({ draw: 3, deal: 'winnable' });
    const seeds = await Promise.all(Array.from({ length: 3 }, () => solitaire.prepareDeal!(winnable, null)));
    expect(new Set(seeds).size).toBe(3);
    for (const seed of seeds) expect(preparedShuffles(seed, 3)).toBeDefined();
    expect(await solitaire.prepareDeal!(winnable, 'player seed')).toBe('player seed');
    expect(preparedShuffles('player seed', 3)).toBeDefined();
    const prepared = [...seeds, 'player seed'].map((seed) => solitaire.setup(winnable, seed));
    forgetShuffles();
    expect([...seeds, 'player seed'].map((seed) => solitaire.setup(winnable, seed))).toEqual(prepared);
  });

  it('leaves random deals alone: no solving, the seed as given', async () => {
    expect(await solitaire.prepareDeal!(options({}), 'mine')).toBe('mine');
    expect(await solitaire.prepareDeal!(options({}), null)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps no solution in the game state (so no reply can show it)', () => {
    const winnable = solitaire.setup(options({ deal: 'winnable' }), 'hidden solution');
    const random = solitaire.setup(options({}), 'hidden solution');
    expect(Object.keys(winnable).sort()).toEqual(Object.keys(random).sort());
    expect(JSON.stringify(winnable)).not.toMatch(/"(draw|recycle)"[,\]]|move [tfw]/);
  });
});
