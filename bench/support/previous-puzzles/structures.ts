/**
 * Sentence structures. Each builds a story in one setting and asks one
 * question; the answer may need every number, only some of them, the steps
 * put back in order, or a quantity from the middle of the story.
 */
import { between, choose, type Pick } from './pick.ts';
import { countBeforeMore, duration, pickStartValue, startingCount } from './quantities.ts';
import { baseForm, type Setting } from './settings.ts';
import { compare, difference } from './comparisons.ts';
import { cap, groupsSentence, nextStep, openingSentence, type Count, type Step } from './tally.ts';
import type { Structure } from './story.ts';
import { numberToWords } from './words.ts';

const LEADS = ['Then', 'Later,', 'After that,', 'Next,'];

function lead(pick: Pick, body: string): string {
  const word = choose(pick, [...LEADS, '']);
  return word ? `${word} ${body}` : cap(body);
}

/** An opening (plain count or groups) and `steps` steps in order. */
function chain(pick: Pick, setting: Setting, steps: number): { opening: string; start: Count; steps: Step[] } {
  let opening: string;
  let start: Count;
  if (pick(4) === 0) {
    ({ sentence: opening, count: start } = groupsSentence(pick, setting));
  } else {
    const quantity = startingCount(pick, pickStartValue(pick, 8, 60));
    opening = openingSentence(pick, setting, quantity);
    start = { value: quantity.value, expression: quantity.expression };
  }
  const told: Step[] = [];
  let count = start;
  for (let i = 0; i < steps; i++) {
    const step = nextStep(pick, setting, count);
    told.push(step);
    count = step.after;
  }
  return { opening, start, steps: told };
}

/** Two steps a question could not tell apart by their verb ("cracking some", "cracking half of them"). */
const sameAction = (a: Step, b: Step) => a.doing.split(' ')[0] === b.doing.split(' ')[0];

const nowQuestion = (pick: Pick, s: Setting) => pick(2)
  ? `How many ${s.items} does ${s.actor} have now?`
  : `How many ${s.items} are ${s.place} in the end?`;

const chainToEnd: Structure = (pick, setting) => {
  const told = chain(pick, setting, pick(5) === 0 ? 1 : between(pick, 2, 3));
  return {
    structure: 'chain',
    sentences: [told.opening, ...told.steps.map((step) => lead(pick, step.body))],
    question: nowQuestion(pick, setting),
    answer: told.steps.at(-1)!.after,
  };
};

/** Asks about the count just before the last step, which is told too. */
const chainBeforeLast: Structure = (pick, setting) => {
  const told = chain(pick, setting, between(pick, 2, 3));
  const last = told.steps.at(-1)!;
  // The question names the last step by what happens in it, so no other step may read the same.
  if (told.steps.slice(0, -1).some((step) => sameAction(step, last))) return null;
  return {
    structure: 'chain-before-last',
    sentences: [told.opening, ...told.steps.map((step) => lead(pick, step.body))],
    question: `How many ${setting.items} were ${setting.place} just before ${last.doing}?`,
    answer: told.steps.at(-2)!.after,
  };
};

/** Asks about the count right after the first step, with later steps told too. */
const chainAfterFirst: Structure = (pick, setting) => {
  const told = chain(pick, setting, between(pick, 2, 3));
  const [first, second] = told.steps;
  if (told.steps.slice(1).some((step) => sameAction(step, first!))) return null;
  return {
    structure: 'chain-after-first',
    sentences: [told.opening, ...told.steps.map((step) => lead(pick, step.body))],
    question: `How many ${setting.items} were there right after ${first!.doing}, before ${second!.doing}?`,
    answer: first!.after,
  };
};

const TIMES = [['At noon,', 'noon'], ['In the afternoon,', 'the afternoon'], ['In the evening,', 'the evening']] as const;

/** Two steps told in the wrong order, marked by the time of day. */
const timeline: Structure = (pick, setting) => {
  const told = chain(pick, setting, 2);
  const [first, second] = told.steps;
  const [early, late] = pick(2) ? [TIMES[0], TIMES[2]] : pick(2) ? [TIMES[0], TIMES[1]] : [TIMES[1], TIMES[2]];
  const sentences = [`At dawn: ${told.opening.charAt(0).toLowerCase()}${told.opening.slice(1)}`,
    `${late[0]} ${second!.body}`, `Before that, ${early[1] === 'noon' ? 'at noon' : `in ${early[1]}`}, ${first!.body}`];
  const askMiddle = early[1] === 'noon' && late[1] === 'the evening' && pick(2) === 0;
  return {
    structure: 'timeline',
    sentences,
    question: askMiddle ? `How many ${setting.items} were ${setting.place} in the afternoon?` : nowQuestion(pick, setting),
    answer: askMiddle ? first!.after : second!.after,
  };
};

/** The end count is told; the question asks for the start. */
const reverse: Structure = (pick, setting) => {
  const { actor, items } = setting;
  const lose = choose(pick, setting.lose);
  const gain = choose(pick, setting.gain);
  const end = between(pick, 3, 60);
  const amount = countBeforeMore(pick, between(pick, 2, 30));
  switch (pick(3)) {
    case 0: return {
      structure: 'reverse-lose',
      sentences: [`After ${lose[1]} ${amount.words} ${items}, ${actor} has ${numberToWords(end)} left.`],
      question: `How many ${items} did ${actor} have at first?`,
      answer: { value: end + amount.value, expression: `(${end} + ${amount.expression})` },
    };
    case 1: return {
      structure: 'reverse-gain',
      sentences: [`After ${gain[1]} ${amount.words} more, ${actor} has ${numberToWords(end + amount.value)} ${items}.`],
      question: `How many ${items} did ${actor} have before that?`,
      answer: { value: end, expression: `(${end + amount.value} - ${amount.expression})` },
    };
    default: return {
      structure: 'reverse-half',
      sentences: [`${cap(actor)} ${lose[0]} half of the ${items} and ${numberToWords(end)} are left.`],
      question: `How many ${items} did ${actor} have at first?`,
      answer: { value: end * 2, expression: `(${end} * 2)` },
    };
  }
};

/** "sets aside three for each of the five campers": a product taken away. */
const leftover: Structure = (pick, setting) => {
  if (!setting.sharers) return null;
  const each = between(pick, 2, 6);
  const people = between(pick, 2, 6);
  const start = each * people + between(pick, 0, 30);
  const quantity = startingCount(pick, start, 30);
  return {
    structure: 'leftover',
    sentences: [openingSentence(pick, setting, quantity),
      lead(pick, `${setting.actor} sets aside ${numberToWords(each)} for each of the ${numberToWords(people)} ${setting.sharers[0]}.`)],
    question: `How many ${setting.items} are left?`,
    answer: { value: start - each * people, expression: `(${quantity.expression} - ${each} * ${people})` },
  };
};

/** Ends by dividing the count: shared among people or packed into containers. */
const divideAtEnd: Structure = (pick, setting) => {
  if (setting.cannotPack && !setting.sharers) return null;
  const told = chain(pick, setting, pick(8) === 0 ? 0 : 1);
  const count = told.steps.at(-1)?.after ?? told.start;
  const divisors = [2, 3, 4, 5, 6, 8].filter((d) => count.value % d === 0 && count.value > d);
  if (divisors.length === 0) return null;
  const by = choose(pick, divisors);
  const sentences = [told.opening, ...told.steps.map((step) => lead(pick, step.body))];
  const answer = { value: count.value / by, expression: `(${count.expression} / ${by})` };
  if (setting.sharers && (setting.cannotPack || pick(2))) {
    sentences.push(`${cap(setting.actor)} shares them equally among ${numberToWords(by)} ${setting.sharers[0]}.`);
    return { structure: 'share', sentences, question: `How many ${setting.items} does each ${setting.sharers[1]} get?`, answer };
  }
  sentences.push(`${cap(setting.actor)} puts them into ${setting.containers} of ${numberToWords(by)}.`);
  return { structure: 'pack', sentences, question: `How many ${setting.containers} does ${setting.actor} fill?`, answer };
};

/** A daily amount over "a week", "a fortnight" or some days, with or without a stock. */
const rate: Structure = (pick, setting) => {
  const gain = choose(pick, setting.gain);
  const lose = choose(pick, setting.lose);
  const days = duration(pick);
  const daily = between(pick, 2, 9);
  const roll = pick(3);
  if (roll === 0) {
    const restDay = days.value >= 7 && pick(2) === 0;
    const perDay = daily % 2 === 0 && pick(2) ? `${numberToWords(daily / 2)} pairs of` : numberToWords(daily);
    return { structure: 'rate', sentences: [`${cap(setting.actor)} ${gain[0]} ${perDay} ${setting.items} every day for ${days.words}${restDay ? ', except for one rainy day' : ''}.`],
      question: `How many ${setting.items} does ${setting.actor} ${baseForm(gain)} in all?`,
      answer: { value: daily * (days.value - (restDay ? 1 : 0)), expression: restDay ? `(${daily} * (${days.expression} - 1))` : `(${daily} * ${days.expression})` } };
  }
  const stock = between(pick, 2, 40);
  if (roll === 1) {
    return { structure: 'rate-stock', sentences: [`${cap(setting.actor)} already has ${numberToWords(stock)} ${setting.items}.`,
      `${cap(setting.actor)} ${gain[0]} ${numberToWords(daily)} more every day for ${days.words}.`],
      question: nowQuestion(pick, setting),
      answer: { value: stock + daily * days.value, expression: `(${stock} + ${daily} * ${days.expression})` } };
  }
  const start = stock + daily * days.value;
  return { structure: 'rate-use', sentences: [`${cap(setting.actor)} starts with ${numberToWords(start)} ${setting.items}.`,
    `Every day for ${days.words}, ${setting.actor} ${lose[0]} ${numberToWords(daily)} of them.`],
    question: `How many ${setting.items} are left after that?`,
    answer: { value: stock, expression: `(${start} - ${daily} * ${days.expression})` } };
};

export const STRUCTURES: readonly Structure[] = [
  chainToEnd, chainToEnd, chainBeforeLast, chainAfterFirst, timeline, reverse, leftover, divideAtEnd, compare, difference, rate,
];
