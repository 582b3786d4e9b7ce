import { describe, expect, it } from 'vitest';
import { forgetDealSeeds, preparedDealSeed } from '../../../src/games/solitaire/deal-cache.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { solve } from '../../../src/games/solitaire/solver.ts';
import type { SolitaireOptions } from '../../../src/games/solitaire/state.ts';
import { findWinnableDeck, parsePinned, pinnedSeed, shuffledDeck } from '../../../src/games/solitaire/winnable-deal.ts';
import { dealFromDeck } from '../../../src/games/solitaire/deal-layout.ts';

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

  it('is ranked on leaderboards of its own, apart from random deals', () => {
    expect(solitaire.variant!(options({ draw: 3, deal: 'winnable' }))).toBe('draw3-standard-winnable');
    expect(solitaire.variant!(options({ draw: 3 }))).toBe('draw3-standard');
    expect(solitaire.variant!(options({ draw: 1, scoring: 'multiplier', deal: 'random' }))).toBe('draw1-multiplier');
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

  it('comes from the worker pool ahead of time, as a pinned seed that deals the same without it', async () => {
    const winnable = options({ draw: 3, deal: 'winnable' });
    const seeds = await Promise.all(Array.from({ length: 3 }, () => solitaire.prepareDeal!(winnable, null)));
    expect(new Set(seeds).size).toBe(3);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{16}~w[1-9][0-9]?$/);
    const playerSeed = await solitaire.prepareDeal!(winnable, 'player seed');
    expect(playerSeed).toBe(pinnedSeed('player seed', findWinnableDeck('player seed', 3).shuffles));
    expect(preparedDealSeed('player seed', 3)).toBe(playerSeed);
    const prepared = [...seeds, playerSeed, 'player seed'].map((seed) => solitaire.setup(winnable, seed));
    forgetDealSeeds();
    expect([...seeds, playerSeed, 'player seed'].map((seed) => solitaire.setup(winnable, seed))).toEqual(prepared);
    expect(prepared[3]).toEqual(prepared[4]);
  });

  it('deals a pinned seed by the shuffle it names, without solving, so a better solver never changes a stored game', () => {
    const winnable = options({ draw: 1, deal: 'winnable' });
    const [base, shuffles] = ['pinned', 5];
    const deck = shuffledDeck(base, shuffles);
    expect(solitaire.setup(winnable, pinnedSeed(base, shuffles))).toEqual(dealFromDeck(deck, winnable));
    expect(parsePinned('x~w0')).toBeNull();
    expect(parsePinned('x~w65')).toBeNull();
    expect(parsePinned('a~w3~w12')).toEqual({ base: 'a~w3', shuffles: 12 });
  });

  it('keeps a player\'s pinned seed only when its shuffle is proven winnable, else searches from it', async () => {
    let searched = 0;
    for (const draw of [1, 3] as const) {
      const winnable = options({ draw, deal: 'winnable' });
      const base = `pinned by hand ${draw}`;
      const verdicts = Array.from({ length: 12 }, (_, i) => solve(dealFromDeck(shuffledDeck(base, i + 1), winnable)).verdict);
      const proven = verdicts.indexOf('won') + 1;
      const unproven = verdicts.findIndex((verdict) => verdict !== 'won') + 1;
      expect(proven).toBeGreaterThan(0);
      expect(await solitaire.prepareDeal!(winnable, pinnedSeed(base, proven))).toBe(pinnedSeed(base, proven));
      if (unproven > 0) {
        const typed = pinnedSeed(base, unproven);
        const dealt = await solitaire.prepareDeal!(winnable, typed);
        expect(dealt).toBe(pinnedSeed(typed, findWinnableDeck(typed, draw).shuffles));
        expect(solve(solitaire.setup(winnable, dealt)).verdict).toBe('won');
        searched++;
      }
    }
    expect(searched).toBeGreaterThan(0);
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
