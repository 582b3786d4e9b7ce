/**
 * The solver's position set: a key is found only once added, whole keys are
 * compared (two keys that differ in one word are two positions), and
 * nothing is lost when the set grows from a small start.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEY_WORDS } from '../../../src/games/solitaire/solver-position.ts';
import { PositionSet } from '../../../src/games/solitaire/solver-table.ts';

// Few values per word, so that keys repeat; now and then a large one, so that whole words are compared.
const wordArbitrary = fc.oneof({ arbitrary: fc.constantFrom(0, 1, 2), weight: 15 }, { arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), weight: 1 });
const keyArbitrary = fc.array(wordArbitrary, { minLength: KEY_WORDS, maxLength: KEY_WORDS });

describe('PositionSet', () => {
  it('answers has() and add() like a set of whole keys, across growth', () => {
    fc.assert(
      fc.property(fc.array(keyArbitrary, { maxLength: 600 }), fc.array(keyArbitrary, { maxLength: 50 }), (added, others) => {
        const set = new PositionSet(4);
        const model = new Set<string>();
        for (const words of added) {
          const key = Int32Array.from(words);
          expect(set.add(key)).toBe(!model.has(words.join()));
          model.add(words.join());
        }
        expect(set.size).toBe(model.size);
        for (const words of added) expect(set.add(Int32Array.from(words))).toBe(false);
        for (const words of [...added, ...others]) expect(set.has(Int32Array.from(words))).toBe(model.has(words.join()));
      }),
      { numRuns: 50 },
    );
  });

  it('tells apart keys that differ in one word only', () => {
    const set = new PositionSet(4);
    const key = new Int32Array(KEY_WORDS);
    set.add(key);
    for (let word = 0; word < KEY_WORDS; word++) {
      const other = new Int32Array(KEY_WORDS);
      other[word] = 1;
      expect(set.has(other)).toBe(false);
    }
    expect(set.has(new Int32Array(KEY_WORDS))).toBe(true);
  });
});
