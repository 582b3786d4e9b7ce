/**
 * The camp's own puzzles: a story (story.ts) with scenery sentences from
 * the same grammar (distractors.ts) and one question (questions.ts), kept
 * under MAX_WORDS words.
 */
import type { Pick } from './pick.ts';
import { distractorsFor } from './distractors.ts';
import { askAbout } from './questions.ts';
import { tellStory } from './story.ts';

export interface PlainPuzzle {
  /** The puzzle as an unscrambled sentence. */
  sentence: string;
  /** The answer as arithmetic over the numbers in the sentence: integers, + - * /, parentheses. */
  expression: string;
  /** What was asked and how, e.g. "one/now", or "operator/3". */
  kind: string;
  answer: number;
}

export const MAX_ANSWER = 9999;
/** A puzzle is short enough to read at a glance. */
export const MAX_WORDS = 60;

const LEANS_BACK = /^(?:[^,]*, )?(?:She|He|she|he|Then she|Then he) /;

export function makeBuiltinPuzzle(pick: Pick): PlainPuzzle {
  for (;;) {
    const story = tellStory(pick);
    if (!story) continue;
    const question = askAbout(pick, story);
    if (!question) continue;
    const { value, expression } = question.answer;
    if (!Number.isInteger(value) || value < 0 || value > MAX_ANSWER) continue;
    const words = (text: string) => text.split(' ').length;
    const storyWords = story.sentences.reduce((sum, told) => sum + words(told), words(question.text));
    if (storyWords > MAX_WORDS) continue;
    // Scenery that would make the puzzle too long is left out, rather than the story thrown away.
    const scenery: string[] = [];
    let length = storyWords;
    for (const side of distractorsFor(pick, story, pick(4) === 0 ? 0 : 1 + pick(2))) {
      if (length + words(side) > MAX_WORDS) break;
      scenery.push(side);
      length += words(side);
    }
    const sentences = [...story.sentences];
    // Scenery goes anywhere after the first sentence, which introduces the people, but never just before
    // a sentence whose "she" or "he" points back at the one before it.
    for (const side of scenery) {
      const places = [...sentences.keys(), sentences.length].filter((at) => at > 0 && !LEANS_BACK.test(sentences[at] ?? ''));
      sentences.splice(places[pick(places.length)]!, 0, side);
    }
    const sentence = [...sentences, question.text].join(' ');
    return { sentence, expression, kind: question.form, answer: value };
  }
}
