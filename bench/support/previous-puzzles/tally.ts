/**
 * A running count told step by step. Each step keeps the count's value and
 * the same count as an expression over the numbers in the text, so a puzzle
 * can be checked by evaluating its expression independently of its answer.
 */
import { between, choose, type Pick } from './pick.ts';
import { countBeforeMore, type Quantity } from './quantities.ts';
import { OTHERS, type Setting } from './settings.ts';
import { numberToWords } from './words.ts';

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface Count {
  value: number;
  expression: string;
}

export interface Step {
  /** The step as a sentence body without its lead, e.g. "the cook buys five more." */
  body: string;
  /** The step as an -ing phrase for questions, e.g. "buying more". */
  doing: string;
  after: Count;
}

const MAX_COUNT = 2000;

/** One step on `count`; the count stays positive and small. */
export function nextStep(pick: Pick, setting: Setting, count: Count): Step {
  const { actor, items } = setting;
  const gain = choose(pick, setting.gain);
  const lose = choose(pick, setting.lose);
  const other = choose(pick, OTHERS);
  const kinds = ['gain', 'gain', 'lose', 'lose', 'give', 'receive'];
  if (count.value % 2 === 0 || count.value % 3 === 0 || count.value % 4 === 0) kinds.push('fraction', 'fraction');
  if (count.value * 2 <= MAX_COUNT) kinds.push('double');
  if (count.value >= 8) kinds.push('handout');
  let kind = choose(pick, kinds);
  if ((kind === 'lose' || kind === 'give') && count.value < 3) kind = 'gain';

  if (kind === 'gain' || kind === 'receive') {
    const amount = countBeforeMore(pick, between(pick, 2, 30));
    const after = plus(count, amount);
    if (kind === 'receive') {
      return { body: `${other} gives ${actor} ${amount.words} more ${items}.`, doing: `getting more from ${other}`, after };
    }
    const body = pick(3) === 0 && amount.expression === String(amount.value)
      ? `${actor} ${gain[0]} another ${amount.words} ${items}.`
      : `${actor} ${gain[0]} ${amount.words} more ${items}.`;
    return { body, doing: `${gain[1]} more`, after };
  }
  if (kind === 'lose' || kind === 'give') {
    const amount = countBeforeMore(pick, between(pick, 2, Math.min(count.value - 1, 40)));
    const after = minus(count, amount);
    if (kind === 'give') {
      return { body: `${actor} gives ${amount.words} ${items} to ${other}.`, doing: `giving some to ${other}`, after };
    }
    return { body: `${actor} ${lose[0]} ${amount.words} of the ${items}.`, doing: `${lose[1]} some`, after };
  }
  if (kind === 'fraction') {
    const parts = [2, 3, 4].filter((d) => count.value % d === 0);
    const divisor = choose(pick, parts);
    const words = divisor === 2 ? 'half' : divisor === 3 ? 'a third' : 'a quarter';
    const after = { value: count.value - count.value / divisor, expression: `(${count.expression} - ${count.expression} / ${divisor})` };
    return { body: `${actor} ${lose[0]} ${words} of them.`, doing: `${lose[1]} ${words} of them`, after };
  }
  if (kind === 'handout') {
    // A product taken away: "gives two to each of three friends".
    const people = between(pick, 2, 4);
    const each = between(pick, 1, Math.floor((count.value - 1) / people));
    const after = { value: count.value - each * people, expression: `(${count.expression} - ${each} * ${people})` };
    const others = choose(pick, ['friends', 'visitors', 'neighbours', 'counselors']);
    return { body: `${actor} gives ${numberToWords(each)} to each of ${numberToWords(people)} ${others}.`, doing: `giving some to the ${others}`, after };
  }
  const after = { value: count.value * 2, expression: `(${count.expression} * 2)` };
  return pick(2)
    ? { body: `${actor} ${gain[0]} as many again.`, doing: `${gain[1]} as many again`, after }
    : { body: `the number of ${items} ${setting.place} doubles.`, doing: 'the number doubled', after };
}

export function plus(count: Count, amount: Quantity): Count {
  return { value: count.value + amount.value, expression: `(${count.expression} + ${amount.expression})` };
}

export function minus(count: Count, amount: Quantity): Count {
  return { value: count.value - amount.value, expression: `(${count.expression} - ${amount.expression})` };
}

/** The opening count: "The cook has two dozen eggs in the camp kitchen." and its value. */
export function openingSentence(pick: Pick, setting: Setting, start: Quantity): string {
  const { actor, items, place } = setting;
  switch (pick(3)) {
    case 0: return `${cap(actor)} has ${start.words} ${items} ${place}.`;
    case 1: return `There are ${start.words} ${items} ${place}.`;
    default: return `${cap(place)}, ${actor} counts ${start.words} ${items}.`;
  }
}

/** "The cook has four cartons with six eggs in each." */
export function groupsSentence(pick: Pick, setting: Setting): { sentence: string; count: Count } {
  const groups = between(pick, 2, 7);
  const each = between(pick, 2, 12);
  const count = { value: groups * each, expression: `(${groups} * ${each})` };
  const g = numberToWords(groups);
  const e = numberToWords(each);
  const sentence = pick(2)
    ? `${cap(setting.actor)} has ${g} ${setting.containers} with ${e} ${setting.items} in each.`
    : `Each of the ${g} ${setting.containers} ${setting.place} holds ${e} ${setting.items}.`;
  return { sentence, count };
}
