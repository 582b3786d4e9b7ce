/**
 * What a verb of the agent check is: how it is told, its base form, the
 * arithmetic its plain meaning gives, and the things it fits.
 */
import type { Kind } from '../lexicon.ts';

export type Effect = 'gain' | 'lose' | 'none';

export interface Verb {
  /** Third person present, as told: "buys", "gives away"; {} marks where the things go when not at the end. */
  says: string;
  /** Base form, for "How many pears did Ana buy?". */
  base: string;
  effect: Effect;
  /** Kinds of things the verb fits; every kind when left out. */
  kinds?: readonly Kind[];
  /** Single things the verb fits (over `kinds`). */
  only?: readonly string[];
}

export const FOOD: readonly Kind[] = ['fruit', 'baked', 'sweet', 'garden'];

export const verb = (says: string, base: string, effect: Effect, kinds?: readonly Kind[], only?: readonly string[]): Verb =>
  ({ says, base, effect, ...(kinds ? { kinds } : {}), ...(only ? { only } : {}) });
