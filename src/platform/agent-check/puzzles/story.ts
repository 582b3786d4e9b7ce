/**
 * A story: two people (and sometimes a third who is only scenery) with
 * things of one kind, whose counts change event by event (events.ts), told
 * over the parts of a day or over weekdays. One holder's count at first may
 * be hidden and found back from the count told at the end.
 */
import { between, choose, type Pick } from './pick.ts';
import { amountOf, cap, Cast, exact, minus, numeral, plus, startValue } from './grammar.ts';
import { containersFor, DAY_PARTS, ITEMS, PEOPLE, RELATIONS, WEEKDAYS, type Item, type Person } from './lexicon.ts';
import { event } from './events.ts';
import { MAX_COUNT, START, type Holder, type Story } from './story-state.ts';

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
  if (pick(6) === 0) {
    story.hidden = a;
    a.start = a.count = { value: startValue(pick, item), expression: START };
    story.sentences.push(`${cap(cast.subject(pick, a.person))} has some ${item.many}.`);
    story.sentences.push(opening(pick, cast, b, item));
  } else {
    story.sentences.push(opening(pick, cast, a, item));
    story.sentences.push(opening(pick, cast, b, item, a));
  }
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
  if (story.hidden) {
    if (story.hidden.count.value < 2) return null;
    story.sentences.push(finalCount(pick, cast, story.hidden, item));
  }
  return story;
}

/** The sentence that tells a hidden holder's count at the end, and their count at first found back from it. */
function finalCount(pick: Pick, cast: Cast, holder: Holder, item: Item): string {
  const { value } = holder.count;
  // The count is START plus what the events did; the same arithmetic from zero is what they did.
  const done = holder.count.expression.replaceAll(START, '0');
  holder.start = { value: holder.start.value, expression: `(${value} - ${done})` };
  const told = `${numeral(pick, value)} ${item.many}`;
  const name = cast.mention(holder.person);
  return choose(pick, [`In the end, ${name} has ${told}.`, `Now ${name} has ${told}.`, `${name} ends up with ${told}.`]);
}
