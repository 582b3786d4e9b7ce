/** What a sentence structure makes: a story, its question and the answer. */
import type { Pick } from './pick.ts';
import type { Setting } from './settings.ts';
import type { Count } from './tally.ts';

export interface Story {
  structure: string;
  sentences: string[];
  question: string;
  answer: Count;
}

export type Structure = (pick: Pick, setting: Setting) => Story | null;
