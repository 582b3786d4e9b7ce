/**
 * A story: two people (and sometimes a third who is only scenery) with
 * things of one kind, whose counts change event by event, told over the
 * parts of a day or over weekdays. Each event is written from the lexicon's
 * verbs, whose arithmetic is their meaning (verbs.ts), and every count is
 * kept with the snapshots a question can ask about.
 */
import { between, choose, type Pick } from './pick.ts';
import { amountOf, cap, Cast, exact, fractionsOf, minus, numeral, plus, startValue, type Count } from './grammar.ts';
import { containersFor, DAY_PARTS, ITEMS, PEOPLE, RELATIONS, WEEKDAYS, type Item, type Person } from './lexicon.ts';
import { GIVING, TAKING, tell, verbsFor, type Effect, type Verb } from './verbs.ts';

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
}

const MAX_COUNT = 2000;

function distinctPeople(pick: Pick, n: number): Person[] {
  const chosen: Person[] = [];
  while (chosen.length < n) {
    const person = choose(pick, PEOPLE);
    if (!chosen.includes(person)) chosen.push(person);
  }
  return chosen;
}

function opening(pick: Pick, cast: Cast, holder: Holder, item: Item, other?: Holder): string {
  const who = cap(cast.subject(pick, holder.person));
  if (other && pick(3) === 0) {
    const base = other.count.value;
    const roll = pick(4);
    if (roll === 0 && base * 2 <= MAX_COUNT) {
      holder.count = holder.start = { value: base * 2, expression: `(${base} * 2)` };
      return `${who} has twice as many ${item.many} as ${cast.mention(other.person)}.`;
    }
    if (roll === 1 && base % 2 === 0) {
      holder.count = holder.start = { value: base / 2, expression: `(${base} / 2)` };
      return `${who} has half as many ${item.many} as ${cast.mention(other.person)}.`;
    }
    const difference = between(pick, 2, Math.min(30, Math.max(2, base - 1)));
    const more = roll === 2 || difference >= base;
    holder.count = holder.start = more ? plus(other.count, exact(difference)) : minus(other.count, exact(difference));
    return `${who} has ${numeral(pick, difference)} ${more ? 'more' : 'fewer'} ${item.many} than ${cast.mention(other.person)}.`;
  }
  const containers = containersFor(item);
  if (pick(5) === 0 && containers.length > 0) {
    const container = choose(pick, containers);
    const groups = between(pick, 2, 6);
    const each = between(pick, 3, 12);
    holder.count = holder.start = { value: groups * each, expression: `(${groups} * ${each})` };
    return pick(2)
      ? `${who} has ${numeral(pick, groups)} ${container.many} of ${item.many} with ${numeral(pick, each)} in each.`
      : `${who} has ${numeral(pick, groups)} ${container.many}, each holding ${numeral(pick, each)} ${item.many}.`;
  }
  const amount = amountOf(pick, startValue(pick, item), item);
  holder.count = holder.start = amount;
  return `${who} ${choose(pick, ['has', 'has', 'starts with', 'owns', 'keeps'])} ${amount.phrase}.`;
}

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
function event(pick: Pick, story: Story, cast: Cast): string {
  const { item } = story;
  const [a, b] = pick(2) ? story.holders : [story.holders[1], story.holders[0]];
  // Gains, losses and verbs that change nothing equally often, so a verb never seen is no better guessed.
  const kinds: string[] = ['gain', 'gain', 'lose', 'lose', 'none', 'none', 'give', 'give'];
  if (fractionsOf(a.count.value).length > 0) kinds.push('fraction');
  if (b.count.value >= 2 && b.count.value <= 200) kinds.push('as-many');
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
    change(a, verb, effect, { value: a.count.value / divisor, expression: `(${a.count.expression} / ${divisor})` });
    return `${subject} ${tell(verb, `${words} of ${a.person.her} ${item.many}`)}.`;
  }
  // Amounts of one range and wording whatever the verb, so neither tells a gain from a loss.
  const amount = amountOf(pick, between(pick, 2, effect === 'gain' ? 40 : Math.min(40, a.count.value - 1)), item);
  change(a, verb, effect, amount);
  return `${subject} ${tell(verb, amount.phrase)}.`;
}

/** Applies a verb's meaning to the holder's count, keeping the total a question may ask about. */
function change(holder: Holder, verb: Verb, effect: Effect, amount: Count): void {
  if (effect === 'none') return;
  holder.count = effect === 'gain' ? plus(holder.count, amount) : minus(holder.count, amount);
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

/** Tells a story of two to four events; null when its counts left the range a puzzle keeps. */
export function tellStory(pick: Pick): Story | null {
  const [first, second, bystander] = distinctPeople(pick, 3) as [Person, Person, Person];
  const item = choose(pick, ITEMS);
  const holder = (person: Person): Holder => ({ person, start: exact(0), count: exact(0), byVerb: new Map(), lastChange: 'start' });
  const story: Story = { item, holders: [holder(first), holder(second)], bystander, sentences: [], before: new Map() };
  const cast = new Cast([first, second, bystander]);
  if (pick(3) === 0) {
    story.relation = choose(pick, RELATIONS);
    story.sentences.push(`${first.name} and ${second.name} are ${story.relation.both}.`);
  }
  const [a, b] = story.holders;
  story.sentences.push(opening(pick, cast, a, item));
  story.sentences.push(opening(pick, cast, b, item, a));
  const days = pick(3);
  const parts = days === 0 ? DAY_PARTS.map((p) => [p.lead, p.before] as const)
    : days === 1 ? WEEKDAYS.map((d, i) => [`On ${d},`, `before ${WEEKDAYS[i]}`] as const) : undefined;
  const stages = between(pick, 2, 3);
  const from = parts ? pick(parts.length - stages + 1) : 0;
  const leads = ['Then', 'Later,', 'After that,', 'Next,', ''];
  for (let stage = 0; stage < stages; stage++) {
    if (parts && stage > 0) story.before.set(parts[from + stage]![1], [a.count, b.count]);
    // Two events in a part of the day only while the story stays short.
    const events = parts && stages === 2 ? between(pick, 1, 2) : 1;
    for (let e = 0; e < events; e++) {
      const body = event(pick, story, cast);
      const lead = parts ? (e === 0 ? parts[from + stage]![0] : 'Then') : stage === 0 ? '' : choose(pick, leads);
      story.sentences.push(lead ? `${lead} ${body}` : cap(body));
      if ([a, b].some((h) => h.count.value < 0 || h.count.value > MAX_COUNT)) return null;
    }
  }
  return story;
}
