/**
 * Verbs a story tells its events with, each with the arithmetic its plain
 * meaning gives: `gain` adds to the owner's things, `lose` takes them away
 * (they are gone: eaten, sold, given away, lost), `none` leaves the count as
 * it was (a peeled carrot, a bent peg and a washed apple are all still
 * there). A verb that could be read two ways (lends, breaks, uses, cooks)
 * is left out, and each fits only the kinds of things it plainly applies to.
 * The lists are in verbs/, one file per meaning;
 * test/platform/puzzle-verbs.test.ts holds them to the list a reader agreed with.
 */
import type { Item } from './lexicon.ts';
import { GAINS } from './verbs/gains.ts';
import { LOSSES } from './verbs/losses.ts';
import { UNCHANGED } from './verbs/unchanged.ts';
import type { Effect, Verb } from './verbs/verb.ts';

export type { Effect, Verb } from './verbs/verb.ts';

export const VERBS: readonly Verb[] = [...GAINS, ...LOSSES, ...UNCHANGED];

/** The verb told with its object: "buys six pears", "throws three of her shells back into the sea". */
export function tell(verb: Verb, object: string): string {
  return verb.says.includes('{}') ? verb.says.replace('{}', object) : `${verb.says} ${object}`;
}

/** Whether the verb fits the thing: one of its single things, or of its kinds (a verb with single things only fits those). */
export function fits(verb: Verb, item: Item): boolean {
  if (verb.only?.includes(item.one)) return true;
  return verb.kinds ? verb.kinds.includes(item.kind) : verb.only === undefined;
}

/**
 * The verbs of each meaning that fit each thing, worked out once: a story asks for them at every event.
 * Worked out again if the list grows, as the attack bench's what-if rows make it.
 */
const FITTING = new Map<Item, Map<Effect, readonly Verb[]>>();
let fittingFor = VERBS.length;

export function verbsFor(item: Item, effect: Effect): readonly Verb[] {
  if (fittingFor !== VERBS.length) {
    FITTING.clear();
    fittingFor = VERBS.length;
  }
  let byEffect = FITTING.get(item);
  if (!byEffect) FITTING.set(item, (byEffect = new Map()));
  let verbs = byEffect.get(effect);
  if (!verbs) byEffect.set(effect, (verbs = VERBS.filter((v) => v.effect === effect && fits(v, item))));
  return verbs;
}

/** Verbs that move things from one person to another, told from the giver or from the taker. */
export const GIVING: readonly string[] = ['gives', 'hands', 'passes', 'sends', 'posts'];
/** A taker's verb and the word before the giver: "gets ... from", "is given ... by". */
export const TAKING: readonly (readonly [string, string])[] = [['gets', 'from'], ['receives', 'from'], ['is given', 'by']];

/**
 * Verbs a question never totals ("How many did Ana give away?"), since a
 * transfer to the other person could be read as one of them too.
 */
export const NOT_TOTALLED: ReadonlySet<string> = new Set(['give away', 'mail', 'trade away', 'swap away', 'lose', 'let go of', 'misplace',
  'part with', 'barter away', 'mislay', 'airmail']);
