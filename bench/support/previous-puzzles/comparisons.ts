/**
 * Structures about two or three people: each compared with the one before
 * ("more than", "fewer than", "twice as many as"), or a difference asked
 * with "how many more" after one hands some to the other.
 */
import { between, choose, type Pick } from './pick.ts';
import { ratio } from './quantities.ts';
import { baseForm, NAMES } from './settings.ts';
import type { Structure } from './story.ts';
import { numberToWords } from './words.ts';

interface Person { name: string; value: number; expression: string }

/** A comparison with the person before: "more than", "fewer than", "twice as many as". */
function compared(pick: Pick, before: Person, name: string): { person: Person; relation: string } {
  const roll = pick(3);
  if (roll === 0 || before.value > 300) {
    const diff = between(pick, 2, 25);
    return { person: { name, value: before.value + diff, expression: `(${before.expression} + ${diff})` },
      relation: `${numberToWords(diff)} more than ${before.name}` };
  }
  if (roll === 1 && before.value > 2) {
    const diff = between(pick, 1, Math.min(before.value - 1, 30));
    return { person: { name, value: before.value - diff, expression: `(${before.expression} - ${diff})` },
      relation: `${numberToWords(diff)} fewer than ${before.name}` };
  }
  const r = ratio(pick, before.value);
  return { person: { name, value: r.times(before.value), expression: r.apply(before.expression) }, relation: `${r.words} as ${before.name}` };
}

/** Two or three people, each compared with the one before; the question asks about one of them or all. */
export const compare: Structure = (pick, setting) => {
  const [firstName, ...others] = pickNames(pick, 1 + between(pick, 1, 2));
  const gain = choose(pick, setting.gain);
  const base = between(pick, 4, 40);
  const people: Person[] = [{ name: firstName!, value: base, expression: String(base) }];
  const sentences = [`${firstName} ${gain[0]} ${numberToWords(base)} ${setting.items}.`];
  for (const name of others) {
    const { person, relation } = compared(pick, people.at(-1)!, name);
    people.push(person);
    sentences.push(`${name} ${gain[0]} ${relation}.`);
  }
  const verb = baseForm(gain);
  if (pick(2)) {
    const names = people.map((person) => person.name);
    const together = names.length === 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return { structure: 'compare-total', sentences, question: `How many ${setting.items} do ${together} ${verb} together?`,
      answer: { value: people.reduce((sum, person) => sum + person.value, 0), expression: `(${people.map((person) => person.expression).join(' + ')})` } };
  }
  const asked = people.length === 3 && pick(2) ? people[1]! : people.at(-1)!;
  return { structure: 'compare-one', sentences, question: `How many ${setting.items} does ${asked.name} ${verb}?`,
    answer: { value: asked.value, expression: asked.expression } };
};

function pickNames(pick: Pick, count: number): string[] {
  const names: string[] = [];
  while (names.length < count) {
    const name = choose(pick, NAMES);
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Two counts and "how many more": the answer is a difference although the cue says more; sometimes after a hand-over. */
export const difference: Structure = (pick, setting) => {
  const [first, second] = pickNames(pick, 2) as [string, string];
  const gain = choose(pick, setting.gain);
  const verb = baseForm(gain);
  let a = between(pick, 3, 40);
  let b = between(pick, 3, 40);
  if (a === b) b++;
  const sentences = [`${first} ${gain[0]} ${numberToWords(a)} ${setting.items} and ${second} ${gain[0]} ${numberToWords(b)}.`];
  let [aExpression, bExpression] = [String(a), String(b)];
  let now = '';
  if (pick(12) > 0) {
    // A hand-over from one to the other changes both counts.
    const [giver, taker] = pick(2) ? [first, second] : [second, first];
    const giverValue = giver === first ? a : b;
    const handed = between(pick, 1, giverValue - 1);
    sentences.push(`Then ${giver} gives ${numberToWords(handed)} of them to ${taker}.`);
    if (giver === first) [a, b, aExpression, bExpression] = [a - handed, b + handed, `(${a} - ${handed})`, `(${b} + ${handed})`];
    else [a, b, aExpression, bExpression] = [a + handed, b - handed, `(${a} + ${handed})`, `(${b} - ${handed})`];
    now = ' now';
    if (a === b) return null;
  }
  const [more, fewer] = a > b ? [first, second] : [second, first];
  const expression = a > b ? `(${aExpression} - ${bExpression})` : `(${bExpression} - ${aExpression})`;
  const has = now ? 'have' : verb;
  return {
    structure: now ? 'difference-after' : 'difference',
    sentences,
    question: pick(2)
      ? `How many more ${setting.items} does ${more} ${has} than ${fewer}${now}?`
      : `How many fewer ${setting.items} does ${fewer} ${has} than ${more}${now}?`,
    answer: { value: Math.abs(a - b), expression },
  };
};
