/**
 * How quantities and people are written: a number in words or digits, "two
 * dozen", "three pairs of", "half of", a name or a pronoun. Each written
 * quantity carries its value and the same value as arithmetic over the
 * numbers in the text, so the answer can be checked independently.
 */
import type { Item, Person } from './lexicon.ts';
import { between, type Pick } from './pick.ts';
import { numberToWords } from './words.ts';

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface Count {
  value: number;
  /** The value as arithmetic over numbers in the text: integers, + - * /, parentheses. */
  expression: string;
  /**
   * How the value hangs on the verbs of the lexicon told so far: by verb, how much the value moves when
   * every event told with it moves by one step of meaning (a loss read as nothing, nothing as a gain).
   * A verb whose weight is 0 cancels out ("both sweep 32 leaves" for how many more one has).
   */
  hinges?: ReadonlyMap<string, number>;
}

export interface Amount extends Count {
  /** The quantity with its noun: "two dozen apples", "14 pears", "three pairs of socks". */
  phrase: string;
}

export const exact = (value: number): Count => ({ value, expression: String(value) });
function weighed(a: Count, b: Count | undefined, scale: number): ReadonlyMap<string, number> | undefined {
  if (!a.hinges && !b?.hinges) return undefined;
  const weights = new Map(a.hinges);
  for (const [verb, weight] of b?.hinges ?? []) weights.set(verb, (weights.get(verb) ?? 0) + scale * weight);
  return weights;
}
export const plus = (a: Count, b: Count): Count =>
  ({ value: a.value + b.value, expression: `(${a.expression} + ${b.expression})`, hinges: weighed(a, b, 1) });
export const minus = (a: Count, b: Count): Count =>
  ({ value: a.value - b.value, expression: `(${a.expression} - ${b.expression})`, hinges: weighed(a, b, -1) });
export function divided(a: Count, divisor: number): Count {
  const hinges = a.hinges && new Map([...a.hinges].map(([verb, weight]) => [verb, weight / divisor]));
  return { value: a.value / divisor, expression: `(${a.expression} / ${divisor})`, ...(hinges ? { hinges } : {}) };
}
/** The count, hanging also on an event told with `verb` that moves it by `amount` per step of meaning. */
export const hingedOn = (count: Count, verb: string, amount: number): Count =>
  ({ ...count, hinges: weighed(count, { value: 0, expression: '0', hinges: new Map([[verb, amount]]) }, 1) });
/** How many verbs the value hangs on: those whose misreading moves it. */
export const hingesOf = (count: Count): number => [...count.hinges?.values() ?? []].filter((weight) => Math.abs(weight) > 1e-9).length;

/** A number as a reader meets it: in words or in digits. */
export function numeral(pick: Pick, value: number): string {
  return value > 999 || pick(5) < 2 ? String(value) : numberToWords(value);
}

const noun = (item: Item, value: number) => (value === 1 ? item.one : item.many);

/** `value` of `item` written in one of the ways it can be: plain, in dozens, in pairs. */
export function amountOf(pick: Pick, value: number, item: Item): Amount {
  const roll = pick(10);
  if (item.paired && value % 2 === 0 && value <= 24 && roll < 5) {
    const pairs = value / 2;
    const phrase = pairs === 1 ? `a pair of ${item.many}` : `${numeral(pick, pairs)} pairs of ${item.many}`;
    return { value, expression: `(${pairs} * 2)`, phrase };
  }
  if (value % 12 === 0 && value <= 72 && roll < 4) {
    const dozens = value / 12;
    return { value, expression: `(${dozens} * 12)`, phrase: `${dozens === 1 ? 'a' : numberToWords(dozens)} dozen ${item.many}` };
  }
  if (value === 6 && roll < 3) return { value, expression: '(12 / 2)', phrase: `half a dozen ${item.many}` };
  return { value, expression: String(value), phrase: `${numeral(pick, value)} ${noun(item, value)}` };
}

/** A count for a story's start: often a round dozen or an even number of paired things. */
export function startValue(pick: Pick, item: Item): number {
  const roll = pick(10);
  if (roll < 1) return 12 * between(pick, 1, 6);
  if (roll < 3 && item.paired) return 2 * between(pick, 2, 12);
  if (roll < 6) return between(pick, 20, 250);
  return between(pick, 7, 80);
}

/** The part of `count` a fraction names, when it divides evenly: [words, divisor]. */
export function fractionsOf(value: number): [string, number][] {
  const all: [string, number][] = [['half', 2], ['a third', 3], ['a quarter', 4], ['a fifth', 5]];
  return all.filter(([, d]) => value % d === 0 && value >= d * 2);
}

/** The people of a story, and who was last the subject, so a pronoun is used only where it cannot mean anyone else. */
export class Cast {
  private last: Person | undefined;

  constructor(readonly people: readonly Person[]) {}

  /** Whether "she" or "he" can mean only this person in the story. */
  pronounIsClear(person: Person): boolean {
    return this.people.filter((p) => p.she === person.she).length === 1;
  }

  /** The person as the subject of a sentence (lower case for a pronoun; the caller capitalises). */
  subject(pick: Pick, person: Person): string {
    const usePronoun = this.last === person && this.pronounIsClear(person) && pick(2) === 0;
    this.last = person;
    return usePronoun ? person.she : person.name;
  }

  /** Someone named in the middle of a sentence; a later pronoun must not lean on them. */
  mention(person: Person): string {
    if (this.last !== person) this.last = undefined;
    return person.name;
  }

  forget(): void {
    this.last = undefined;
  }
}
