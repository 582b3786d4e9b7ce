import { describe, expect, it } from 'vitest';
import { fullDeck } from '../../../src/games/shared/cards.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { allCards, play, sortedDeck } from './support.ts';

describe('options', () => {
  it('defaults to draw 1, standard scoring, shuffled deck', () => {
    expect(solitaire.parseOptions({})).toEqual({ ok: true, value: { draw: 1, scoring: 'standard', deck: null, deal: 'random' } });
  });

  it('accepts draw as a string or a number and ignores platform fields', () => {
    const parsed = solitaire.parseOptions({ draw: 3, scoring: 'multiplier', seed: 'x', agent_check: 'y' });
    expect(parsed).toEqual({ ok: true, value: { draw: 3, scoring: 'multiplier', deck: null, deal: 'random' } });
    expect(solitaire.parseOptions({ draw: '3' }).ok).toBe(true);
  });

  it('rejects bad values with the valid ones in the message', () => {
    const draw = solitaire.parseOptions({ draw: '2' });
    expect(draw.ok).toBe(false);
    if (!draw.ok) expect(draw.error).toMatch(/"1" or "3"/);
    const scoring = solitaire.parseOptions({ scoring: 'vegas' });
    if (scoring.ok) throw new Error('accepted');
    expect(scoring.error).toMatch(/standard.*multiplier/);
  });

  it('validates an explicit deck', () => {
    const short = solitaire.parseOptions({ deck: 'Ah 2h' });
    if (short.ok) throw new Error('accepted');
    expect(short.error).toMatch(/52 cards; got 2/);
    const twice = solitaire.parseOptions({ deck: [...fullDeck().slice(0, 51), 'As'] });
    if (twice.ok) throw new Error('accepted');
    expect(twice.error).toMatch(/A♠ appears twice/);
    expect(solitaire.parseOptions({ deck: 42 }).ok).toBe(false);
  });
});

describe('the deal', () => {
  it('deals an explicit deck row by row, left to right, the stock starting at deck[28]', () => {
    const deck = fullDeck();
    const parsed = solitaire.parseOptions({ deck: deck.join(',') });
    if (!parsed.ok) throw new Error(parsed.error);
    const state = solitaire.setup(parsed.value, 'ignored');
    // Row 0: deck[0..6] to t1..t7; row 1: deck[7..12] to t2..t7; ...
    expect(state.tableau[0]).toEqual({ down: [], up: [deck[0]] });
    expect(state.tableau[1]).toEqual({ down: [deck[1]], up: [deck[7]] });
    expect(state.tableau[2]).toEqual({ down: [deck[2], deck[8]], up: [deck[13]] });
    expect(state.tableau[6]!.down).toEqual([deck[6], deck[12], deck[17], deck[21], deck[24], deck[26]]);
    expect(state.tableau[6]!.up).toEqual([deck[27]]);
    expect(state.stock).toHaveLength(24);
    const drawn = play(state, 'draw').state;
    expect(drawn.waste).toEqual([deck[28]]);
    expect(play(drawn, 'draw').state.waste).toEqual([deck[28], deck[29]]);
  });

  it('shuffles from the seed: same seed same deal, other seed another deal, 52 distinct cards', () => {
    const options = { draw: 1 as const, scoring: 'standard' as const, deck: null };
    const a = solitaire.setup(options, 'seed-1');
    expect(solitaire.setup(options, 'seed-1')).toEqual(a);
    expect(solitaire.setup(options, 'seed-2')).not.toEqual(a);
    expect(allCards(a).sort()).toEqual(sortedDeck());
    expect(a.tableau.map((pile) => [pile.down.length, pile.up.length])).toEqual([
      [0, 1], [1, 1], [2, 1], [3, 1], [4, 1], [5, 1], [6, 1],
    ]);
    expect(solitaire.summary(a)).toEqual({ status: 'playing', outcome: null, score: 0 });
  });
});
