/**
 * Sentences a story can carry that change nothing: numbers that are not
 * part of the sum, and arithmetic cue words in another sense ("turns left",
 * "three times this week", "no more than", "each morning", "half an hour").
 * A reader sees at once that they are scenery; a keyword script does not.
 */
import { between, choose, type Pick } from './pick.ts';
import { OTHERS, type Setting } from './settings.ts';
import { numberToWords } from './words.ts';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Scenery that names the very things the question counts, with a number that
 * is not part of them: another time, another place, another kind of number.
 */
const SAME_THING_SIDE_SENTENCES: readonly ((pick: Pick, setting: Setting) => string)[] = [
  (p, s) => `Each ${s.item} weighs about ${numberToWords(between(p, 2, 9) * 10)} grams.`,
  (p, s) => `Last summer, the camp went through ${numberToWords(between(p, 40, 300))} ${s.items}.`,
  (p, s) => `${cap(choose(p, OTHERS))} saw ${numberToWords(between(p, 2, 60))} ${s.items} at another camp last year.`,
  (p, s) => `The ${s.items} cost ${numberToWords(between(p, 2, 9))} dollars a box in town.`,
  (p, s) => `The camp record is ${numberToWords(between(p, 50, 400))} ${s.items} in a single summer.`,
  (p, s) => `${cap(numberToWords(between(p, 3, 30)))} years ago, the camp had no ${s.items} at all.`,
  (p, s) => `The camp shop sells ${s.items} in packs of ${numberToWords(between(p, 3, 12))}.`,
];

/** Scenery with a number that is not used; each is one whole sentence about the camp. */
const NUMBERED_SIDE_SENTENCES: readonly ((pick: Pick, setting: Setting) => string)[] = [
  ...SAME_THING_SIDE_SENTENCES,
  (p) => `${cap(choose(p, OTHERS))} is ${numberToWords(between(p, 9, 70))} years old.`,
  (p) => `There are ${numberToWords(between(p, 12, 90))} steps up to the dining hall.`,
  (p) => `The bus back to town leaves in ${numberToWords(between(p, 2, 11))} days.`,
  (p) => `The lake is ${numberToWords(between(p, 3, 20))} meters deep by the dock.`,
  (p, { actor: a }) => `${cap(a)} has worked at the camp for ${numberToWords(between(p, 2, 19))} years.`,
  (p) => `The ${numberToWords(between(p, 2, 9))} campers in tent ${numberToWords(between(p, 2, 12))} are still asleep.`,
  (p, { actor: a }) => `${cap(numberToWords(between(p, 3, 9)))} times this week, ${a} has swept the porch.`,
  (p) => `A sign by the lake says no more than ${numberToWords(between(p, 4, 15))} people may swim at once.`,
  (p) => `The path to the lake bends left after ${numberToWords(between(p, 3, 9) * 100)} meters.`,
  (p) => `Each morning the camp bell rings ${numberToWords(between(p, 2, 8))} times.`,
  (p) => `${cap(choose(p, OTHERS))} has ${numberToWords(between(p, 2, 40))} postcards to send home.`,
  (p) => `The camp has ${numberToWords(between(p, 5, 30))} cabins and one big hall.`,
  (p) => `It is day ${numberToWords(between(p, 2, 12))} of the ${numberToWords(between(p, 13, 21))}-day camp.`,
  (p) => `The canoe race starts at ${numberToWords(between(p, 2, 5))} o'clock.`,
  (p) => `${cap(choose(p, OTHERS))} has counted ${numberToWords(between(p, 3, 30))} ducks on the pond.`,
];

/** Scenery with a cue word in another sense and no number at all. */
const CUE_SIDE_SENTENCES: readonly ((pick: Pick, setting: Setting) => string)[] = [
  (_, { actor: a }) => `Twice a day, ${a} checks the weather board.`,
  (p, { actor: a }) => `${cap(a)} turns left at the ${choose(p, ['old oak', 'boathouse', 'flag pole'])} and waves to ${choose(p, OTHERS)}.`,
  (_, { actor: a }) => `Once more, ${a} hums the camp song.`,
  (p) => `Half an hour later, ${choose(p, OTHERS)} rings the lunch bell.`,
];

const SIDE_SENTENCES = [...NUMBERED_SIDE_SENTENCES, ...CUE_SIDE_SENTENCES];

/** `count` scenery sentences, each from a different template; the first always carries an unused number. */
export function sideSentences(pick: Pick, setting: Setting, count: number): string[] {
  if (count === 0) return [];
  // Mostly the first names the counted things, so keeping only sentences about them does not shed it.
  const chosen = new Set<number>([pick(3) ? pick(SAME_THING_SIDE_SENTENCES.length) : pick(NUMBERED_SIDE_SENTENCES.length)]);
  while (chosen.size < count) chosen.add(pick(SIDE_SENTENCES.length));
  return [...chosen].map((index) => SIDE_SENTENCES[index]!(pick, setting));
}

/** Openers that set the time before the first sentence (never a place: the story names its own), some with a number that is not used. */
const OPENERS: readonly ((pick: Pick) => string)[] = [
  (p) => `On day ${numberToWords(between(p, 2, 14))} of the trip,`,
  (p) => `After a ${numberToWords(between(p, 2, 9) * 5)}-minute walk,`,
  () => 'Early in the morning,',
  (p) => `On the ${choose(p, ['first', 'second', 'last'])} morning of the ${numberToWords(between(p, 5, 14))}-day trip,`,
  () => 'Half an hour after breakfast,',
];

export function opener(pick: Pick): string {
  return choose(pick, OPENERS)(pick);
}

