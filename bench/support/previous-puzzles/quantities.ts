/**
 * A quantity as the reader sees it and as a sum sees it: "two dozen" is 24,
 * written for the check as the expression (2 * 12). Some forms must be
 * understood, not read: a dozen, a score, pairs, half a dozen, a fortnight.
 */
import { between, choose, type Pick } from './pick.ts';
import { numberToWords } from './words.ts';

export interface Quantity {
  value: number;
  /** The words placed before a plural noun ("two dozen", "a score of"). */
  words: string;
  /** The value as an arithmetic expression over the numbers the words name. */
  expression: string;
}

export const plainQuantity = (value: number): Quantity => ({ value, words: numberToWords(value), expression: String(value) });

/** A count that can stand before "more" and a noun: plain words or dozens. */
export function countBeforeMore(pick: Pick, value: number, hiddenShare = 35): Quantity {
  if (pick(100) >= hiddenShare) return plainQuantity(value);
  if (value === 12) return { value, words: 'a dozen', expression: '12' };
  if (value === 6) return { value, words: 'half a dozen', expression: '(12 / 2)' };
  if (value % 12 === 0 && value <= 96) return { value, words: `${numberToWords(value / 12)} dozen`, expression: `(${value / 12} * 12)` };
  return plainQuantity(value);
}

/**
 * A count at the start of a story: "a score of" fits here too. Pairs do not:
 * after "eight pairs of paddles", "two of them" could mean pairs.
 */
export function startingCount(pick: Pick, value: number, hiddenShare = 45): Quantity {
  if (pick(100) >= hiddenShare) return plainQuantity(value);
  if (value === 20 && pick(2)) return { value, words: 'a score of', expression: '20' };
  return countBeforeMore(pick, value, 100);
}

/** A starting value that is likely to have a hidden form. */
export function pickStartValue(pick: Pick, low: number, high: number): number {
  const roll = pick(100);
  const dozens = [12, 24, 36, 48].filter((v) => v >= low && v <= high);
  if (roll < 12 && dozens.length > 0) return choose(pick, dozens);
  if (roll < 18 && low <= 20 && high >= 20) return 20;
  return between(pick, low, high);
}

/** A number of days: "a week", "a fortnight", "three weeks" or plain "nine days". */
export function duration(pick: Pick): Quantity & { unitless: boolean } {
  const roll = pick(4);
  if (roll === 0) return { value: 7, words: 'a week', expression: '7', unitless: true };
  if (roll === 1) return { value: 14, words: 'a fortnight', expression: '14', unitless: true };
  if (roll === 2) {
    const weeks = between(pick, 2, 4);
    return { value: weeks * 7, words: `${numberToWords(weeks)} weeks`, expression: `(${weeks} * 7)`, unitless: true };
  }
  const days = between(pick, 2, 9);
  return { value: days, words: `${numberToWords(days)} days`, expression: String(days), unitless: true };
}

/** How many times as many: "twice as many", "three times as many", "half as many". */
export interface Ratio {
  words: string;
  /** Applies the ratio to an expression, e.g. "(x * 3)". */
  apply: (expression: string) => string;
  times: (value: number) => number;
}

export function ratio(pick: Pick, base: number): Ratio {
  const options: Ratio[] = [
    { words: 'twice as many', apply: (e) => `(${e} * 2)`, times: (v) => v * 2 },
    { words: 'three times as many', apply: (e) => `(${e} * 3)`, times: (v) => v * 3 },
    { words: 'four times as many', apply: (e) => `(${e} * 4)`, times: (v) => v * 4 },
  ];
  if (base % 2 === 0) options.push({ words: 'half as many', apply: (e) => `(${e} / 2)`, times: (v) => v / 2 });
  if (base % 3 === 0) options.push({ words: 'a third as many', apply: (e) => `(${e} / 3)`, times: (v) => v / 3 });
  return choose(pick, options);
}
