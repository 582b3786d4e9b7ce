/**
 * The agent check's verbs against the meanings a reader gives them
 * (test/support/verb-meanings.ts): the generator uses exactly those verbs,
 * each with that arithmetic, and none of the verbs a reader could take two
 * ways. This is where the fix for a puzzle that "peels" carrots away lives.
 */
import { describe, expect, it } from 'vitest';
import { fits, VERBS } from '../../src/platform/agent-check/puzzles/verbs.ts';
import { containersFor, ITEMS } from '../../src/platform/agent-check/puzzles/lexicon.ts';
import { makePuzzle } from '../../src/platform/agent-check/puzzle.ts';
import { Random } from '../../src/games/shared/random.ts';
import { UNCLEAR_VERBS, VERB_MEANINGS } from '../support/verb-meanings.ts';

describe('puzzle verbs', () => {
  it('are exactly the listed verbs, each with the arithmetic its meaning gives', () => {
    const told = VERBS.map((verb) => [verb.says, verb.base, verb.effect]).sort();
    expect(told).toEqual([...VERB_MEANINGS].map((entry) => [...entry]).sort());
  });

  it('take things away only when they are gone, and keep them when they are changed', () => {
    const meaning = new Map(VERB_MEANINGS.map(([says, , effect]) => [says, effect]));
    for (const kept of ['peels', 'bends', 'washes', 'paints', 'hides {} under the bed']) expect(meaning.get(kept)).toBe('none');
    for (const gone of ['eats', 'sells', 'loses', 'gives away', 'throws away']) expect(meaning.get(gone)).toBe('lose');
  });

  it('fit only the things they plainly apply to', () => {
    const verbNamed = new Map(VERBS.map((verb) => [verb.says, verb]));
    const itemNamed = new Map(ITEMS.map((item) => [item.one, item]));
    const fit = (says: string, thing: string) => fits(verbNamed.get(says)!, itemNamed.get(thing)!);
    // Read and turned down: nobody sews candles, carves balloons, digs up tomatoes or peels peppers.
    const nonsense: [string, string[]][] = [
      ['sews', ['candle', 'clay pot', 'keyring', 'spool', 'bracelet']],
      ['carves', ['marble', 'balloon', 'kite', 'puzzle', 'rubber duck']],
      ['digs up', ['tomato', 'cucumber', 'pumpkin', 'pepper']],
      ['peels', ['tomato', 'pepper', 'pumpkin', 'radish']],
      ['folds', ['sandal', 'boot', 'shoe', 'slipper']],
      ['repairs', ['nail', 'screw', 'bolt', 'tent peg']],
    ];
    for (const [says, things] of nonsense) for (const thing of things) expect(fit(says, thing), `${says} ${thing}`).toBe(false);
    for (const [says, thing] of [['sews', 'patch'], ['carves', 'whistle'], ['digs up', 'potato'], ['peels', 'orange'], ['mends', 'sock'], ['mends', 'kite']]) {
      expect(fit(says!, thing!), `${says} ${thing}`).toBe(true);
    }
  });

  it('put things only in containers that plainly hold several of them', () => {
    const itemNamed = new Map(ITEMS.map((item) => [item.one, item]));
    const holders = (thing: string) => containersFor(itemNamed.get(thing)!).map((c) => c.one);
    // Read and turned down: six tins of shovels, jars of buckets, sacks of teddy bears, tins of lilies, jars of potatoes.
    for (const [thing, never] of [['shovel', ['tin', 'jar', 'sack', 'bag']], ['bucket', ['jar', 'tin']], ['teddy bear', ['tin', 'sack']],
      ['lily', ['tin', 'jar', 'box']], ['potato', ['jar', 'tin', 'packet']], ['orange', ['packet', 'jar']]] as const) {
      for (const name of never) expect(holders(thing), `${name} of ${thing}s`).not.toContain(name);
    }
    expect(holders('apple')).toEqual(expect.arrayContaining(['crate', 'basket', 'bag']));
    expect(holders('lily')).toEqual(['basket']);
  });

  it('never appear in a puzzle in a form a reader could take two ways', () => {
    const random = Random.fromSeed('puzzle verbs');
    const pick = (n: number) => random.int(n);
    const unclear = new RegExp(`\\b(${UNCLEAR_VERBS.join('|')})\\b`);
    for (let i = 0; i < 5000; i++) {
      const { sentence } = makePuzzle(pick).plain;
      // "counts" is used once, for things that are not the story's: "At the fair, Ana counts six kites."
      expect(sentence.replace(/^(?:.*\. )?(?:At|In|On) the [a-z]+, [A-Z][a-z]+ counts [^.]*\./, '').replace(/[^.?]*, [A-Z][a-z]+ counts [^.]+\./g, ''), sentence).not.toMatch(unclear);
      // A question says "left" only of what was taken away, and never asks where things are.
      expect(sentence).not.toMatch(/\b(are|were) left\b(?! with)|\bHow many [a-z ]+ (are|were) (on|in|at) the\b/);
      // Dropped things are gone only where they cannot be picked up again.
      expect(sentence).not.toMatch(/\bdrops\b(?! [^.]* down a drain)/);
      // Food verbs only for food: nobody eats the tulips.
      expect(sentence).not.toMatch(/\b(eats|munches|gobbles up|weighs) [^.]*\b(tulips|sunflowers|roses|daisies|lilies|poppies|pencils|marbles|nails)\b/);
      // Every thing added is added to someone: no "adds" without a destination.
      expect(sentence).not.toMatch(/\badds\b/);
    }
  });
});
