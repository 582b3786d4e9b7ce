/**
 * One event of a story: a verb of the lexicon applied to a holder's count
 * (a gain, a loss, a verb that changes nothing, a fraction, "as many as"),
 * or a transfer between the two holders. Sentence shapes are shared by all
 * meanings, so only the verb tells which it is.
 */
import { between, choose, type Pick } from './pick.ts';
import { amountOf, Cast, divided, exact, fractionsOf, hingedOn, minus, numeral, plus, type Count } from './grammar.ts';
import type { Holder, Story } from './story-state.ts';
import { GIVING, TAKING, tell, verbsFor, type Effect, type Verb } from './verbs.ts';

function record(holder: Holder, verb: Verb, amount: Count): void {
  const before = holder.byVerb.get(verb);
  holder.byVerb.set(verb, before ? plus(before, amount) : amount);
}

/** Who the other holder is to `from`, if the story said: "her twin", "the other twin", or the name. */
function otherName(pick: Pick, story: Story, cast: Cast, from: Holder, to: Holder): string {
  const roll = pick(3);
  if (story.relation && roll === 0) return `${from.person.her} ${story.relation.one}`;
  if (story.relation?.one === 'twin' && roll === 1) return 'the other twin';
  return cast.mention(to.person);
}

/** A count an event can refer back to: [whose, the count, how it is told after the name]. */
function reference(pick: Pick, story: Story, a: Holder, b: Holder, selfByPronoun: boolean): [Holder, Count, string] {
  const choices: [Holder, Count, string][] = [[b, b.count, 'has'], [b, b.count, 'has']];
  // The subject's own earlier count only where "she had at first" can mean no one else.
  for (const holder of selfByPronoun ? [a, b] : [b]) {
    if (holder.lastChange !== 'start' && holder.start.value >= 2) choices.push([holder, holder.start, 'had at first']);
    const index = story.holders.indexOf(holder as never);
    for (const [when, counts] of story.before) if (counts[index]!.value >= 2) choices.push([holder, counts[index]!, `had ${when}`]);
  }
  return choose(pick, choices.filter(([, count]) => count.value <= 200));
}

/** One event on the story's counts, as a sentence body (no lead, lower-case start allowed). */
export function event(pick: Pick, story: Story, cast: Cast): string {
  const { item } = story;
  const [a, b] = pick(2) ? story.holders : [story.holders[1], story.holders[0]];
  // Gains, losses and verbs that change nothing equally often, so a verb never seen is no better guessed.
  const kinds: string[] = ['gain', 'gain', 'lose', 'lose', 'none', 'none', 'give', 'give'];
  // A hidden count at first stays out of fractions and references, so it can be found back by subtracting.
  if (fractionsOf(a.count.value).length > 0 && a !== story.hidden) kinds.push('fraction');
  if (b.count.value >= 2 && b.count.value <= 200 && !story.hidden) kinds.push('as-many');
  let kind = choose(pick, kinds);
  if ((kind === 'lose' || kind === 'give' || kind === 'none') && a.count.value < 4) kind = 'gain';
  if (kind === 'give') return transfer(pick, story, cast, a, b);
  const who = () => cast.subject(pick, a.person);

  if (kind === 'as-many') {
    // A count from earlier in the story: the other's now, or either's at first or before a part of the day.
    const [whose, amount, when] = reference(pick, story, a, b, cast.pronounIsClear(a.person));
    // Taking away as many as the other has reads plainly; as many as one's own earlier count does not.
    const effect: Effect = whose === b && amount.value < a.count.value && pick(2) === 0 ? 'lose' : 'gain';
    // "shakes as many pears as Ana has down from the tree" reads badly: a verb with a tail takes a plain amount.
    const verb = choose(pick, verbsFor(item, effect).filter((v) => !v.says.includes('{}')));
    const subject = who();
    const name = whose === b ? cast.mention(b.person) : a.person.she;
    change(a, verb, effect, amount);
    return `${subject} ${tell(verb, `as many ${item.many} as ${name} ${when}`)}.`;
  }
  // The sentence's shape says nothing of the verb's meaning: "buys six pears", "sells six pears" and
  // "washes six pears" read alike, as do "sells half of her pears" and "washes half of her pears".
  const effect: Effect = kind === 'fraction' ? (pick(2) ? 'lose' : 'none') : kind as Effect;
  const verb = choose(pick, verbsFor(item, effect));
  const subject = who();
  if (kind === 'fraction') {
    const [words, divisor] = choose(pick, fractionsOf(a.count.value));
    change(a, verb, effect, divided(a.count, divisor));
    return `${subject} ${tell(verb, `${words} of ${a.person.her} ${item.many}`)}.`;
  }
  // Amounts of one range and wording whatever the verb, so neither tells a gain from a loss.
  const amount = amountOf(pick, between(pick, 2, effect === 'gain' ? 40 : Math.min(40, a.count.value - 1)), item);
  change(a, verb, effect, amount);
  return `${subject} ${tell(verb, amount.phrase)}.`;
}

/**
 * Applies a verb's meaning to the holder's count, keeping the total a question may ask about. The count
 * hangs on the verb whatever it means: a reader who took "washes" for "sells" would be wrong too.
 */
function change(holder: Holder, verb: Verb, effect: Effect, amount: Count): void {
  if (effect === 'none') {
    holder.count = hingedOn(holder.count, verb.says, amount.value);
    return;
  }
  holder.count = hingedOn(effect === 'gain' ? plus(holder.count, amount) : minus(holder.count, amount), verb.says, amount.value);
  // The total of a verb hangs only on what its amounts hang on: "How many did Ana sell in all?" after
  // "Ana sells 12" needs no verb's meaning, only the number after the verb the question names.
  record(holder, verb, amount);
  holder.lastChange = effect;
}

/** A transfer between the two holders, told from the giver or from the taker. */
function transfer(pick: Pick, story: Story, cast: Cast, a: Holder, b: Holder): string {
  const { item } = story;
  const who = () => cast.subject(pick, a.person);
  // Two transfers of the same number in a row could be read as one told twice ("hands three to Aiko.
  // Aiko receives three from Amara"): the second differs (`most` is at least 3, as the giver has at least 4).
  const most = Math.min(a.count.value - 1, 60);
  let moved = between(pick, 2, most);
  if (moved === story.lastTransfer) moved = moved < most ? moved + 1 : moved - 1;
  story.lastTransfer = moved;
  const amount = exact(moved);
  a.count = minus(a.count, amount);
  b.count = plus(b.count, amount);
  a.lastChange = 'lose';
  b.lastChange = 'gain';
  const n = numeral(pick, amount.value);
  if (pick(2)) {
    const subject = who();
    const giving = choose(pick, GIVING);
    const to = otherName(pick, story, cast, a, b);
    return pick(2) || giving === 'posts'
      ? `${subject} ${giving} ${n} of ${a.person.her} ${item.many} to ${to}.`
      : `${subject} ${giving} ${to} ${n} ${item.many}.`;
  }
  const subject = cast.subject(pick, b.person);
  const [taking, by] = choose(pick, TAKING);
  return `${subject} ${taking} ${n} ${item.many} ${by} ${otherName(pick, story, cast, b, a)}.`;
}
