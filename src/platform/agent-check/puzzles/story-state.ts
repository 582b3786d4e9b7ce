/**
 * What a story keeps while it is told: its two holders' counts, with the
 * snapshots and totals a question can ask about.
 */
import type { Count } from './grammar.ts';
import type { Item, Person } from './lexicon.ts';
import type { Verb } from './verbs.ts';

export interface Holder {
  person: Person;
  start: Count;
  count: Count;
  /** Totals per verb the holder did, for "How many pears did Ana buy in all?". */
  byVerb: Map<Verb, Count>;
  /** What last changed the count ('start' when nothing has). */
  lastChange: 'start' | 'gain' | 'lose';
}

export interface Story {
  item: Item;
  holders: [Holder, Holder];
  /** A third person who only appears in scenery. */
  bystander: Person;
  relation?: { both: string; one: string };
  /** The number moved by the latest transfer between the two. */
  lastTransfer?: number;
  sentences: string[];
  /** Counts of both holders before a part of the story: "before noon" → [a, b]. */
  before: Map<string, [Count, Count]>;
  /**
   * The holder whose count at first is not told ("Ana has some pears"), but found back from the count
   * told at the end; the question asks for it. Their count's expression counts from the unknown START.
   */
  hidden?: Holder;
}

/** The unknown that stands for a hidden count at first in a count's expression; the expression stays linear in it, as no event multiplies or divides it. */
export const START = 'S';

/** The largest count a story keeps. */
export const MAX_COUNT = 2000;
