/**
 * The camp's own puzzles: a structure told in a setting, with scenery
 * sentences that carry unused numbers and cue words in other senses.
 */
import { choose, type Pick } from './pick.ts';
import { opener, sideSentences } from './distractors.ts';
import { SETTINGS, type Setting } from './settings.ts';
import type { Story } from './story.ts';
import { STRUCTURES } from './structures.ts';

export interface PlainPuzzle {
  /** The puzzle as an unscrambled sentence. */
  sentence: string;
  /** The answer as arithmetic over the numbers in the sentence: integers, + - * /, parentheses. */
  expression: string;
  /** Which structure and setting it came from, e.g. "chain/kitchen", or "operator/3". */
  kind: string;
  answer: number;
}

export const MAX_ANSWER = 9999;

/** Openers fit stories whose first sentence can follow a comma in lower case. */
const LOWERABLE_START = /^(The|There|Each|In) /;

/** Sentences that lean on the one before ("Before that", "half of them"): scenery never goes just in front of them. */
const LEANS_BACK = /^Before that|\bthem\b/;

function withScenery(pick: Pick, story: Story, setting: Setting): string[] {
  const sentences = [...story.sentences];
  const first = sentences[0]!;
  if (LOWERABLE_START.test(first) && pick(100) < 40) {
    sentences[0] = `${opener(pick)} ${first.charAt(0).toLowerCase()}${first.slice(1)}`;
  }
  const sideCount = pick(20) === 0 ? 0 : pick(5) < 2 ? 1 : 2;
  for (const side of sideSentences(pick, setting, sideCount)) {
    const places = [...sentences.keys(), sentences.length].filter((at) => at === sentences.length || !LEANS_BACK.test(sentences[at]!));
    sentences.splice(places[pick(places.length)]!, 0, side);
  }
  return sentences;
}

export function makeBuiltinPuzzle(pick: Pick): PlainPuzzle {
  for (;;) {
    const setting = choose(pick, SETTINGS);
    const story = choose(pick, STRUCTURES)(pick, setting);
    if (!story) continue;
    const { value, expression } = story.answer;
    if (!Number.isInteger(value) || value < 0 || value > MAX_ANSWER) continue;
    const sentence = [...withScenery(pick, story, setting), story.question].join(' ');
    return { sentence, expression, kind: `${story.structure}/${setting.id}`, answer: value };
  }
}
