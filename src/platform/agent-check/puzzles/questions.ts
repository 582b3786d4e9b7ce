/**
 * Questions about a story, composed from what is asked (one person's count,
 * both together, the difference, a verb's total), about whom (by name or
 * as "Ana's twin") and when (now, at first, before a part of the story).
 * A question only names people, times and verbs the story told, and says
 * "left" only of a count that was last made smaller.
 */
import { choose, type Pick } from './pick.ts';
import { hingesOf, minus, plus, type Count } from './grammar.ts';
import type { Holder, Story } from './story-state.ts';
import { NOT_TOTALLED } from './verbs.ts';

export interface Question {
  text: string;
  answer: Count;
  /** What was asked, e.g. "one/now", for checking variety. */
  form: string;
}

/** A holder as a question names them: by name, or by what they are to the other ("Ana's twin"). */
function nameOf(pick: Pick, story: Story, holder: Holder): string {
  const other = story.holders.find((h) => h !== holder)!;
  return story.relation && pick(4) === 0 ? `${other.person.name}'s ${story.relation.one}` : holder.person.name;
}

const NOW = ['now', 'in the end', 'at the end', 'now', ''];

function aboutOne(pick: Pick, story: Story, holder: Holder): Question[] {
  const { many } = story.item;
  const who = nameOf(pick, story, holder);
  const asked: Question[] = [];
  const now = choose(pick, NOW);
  const tail = now ? ` ${now}` : '';
  asked.push(choose(pick, [
    { text: `How many ${many} does ${who} have${tail}?`, answer: holder.count, form: 'one/now' },
    { text: `How many ${many} does ${who} end up with?`, answer: holder.count, form: 'one/now' },
    { text: `What is the number of ${many} ${who} has${tail}?`, answer: holder.count, form: 'one/now' },
  ]));
  if (holder.lastChange === 'lose') asked.push({ text: `How many ${many} are left with ${who}?`, answer: holder.count, form: 'one/left' });
  if (holder.lastChange !== 'start' && pick(2) === 0) {
    asked.push({ text: `How many ${many} did ${who} have ${choose(pick, ['at first', 'at the start', 'to begin with'])}?`, answer: holder.start, form: 'one/first' });
  }
  const index = story.holders.indexOf(holder as never);
  for (const [when, counts] of story.before) {
    asked.push({ text: `How many ${many} did ${who} have ${when}?`, answer: counts[index]!, form: 'one/before' });
  }
  for (const [verb, total] of holder.byVerb) {
    // "How many did Ana eat?" only when eating was all she lost that way: munching is eating too.
    const alike = [...holder.byVerb.keys()].filter((other) => other.effect === verb.effect).length;
    if (verb.effect === 'none' || NOT_TOTALLED.has(verb.base) || alike > 1) continue;
    asked.push({ text: `How many ${many} did ${who} ${verb.base} in all?`, answer: total, form: `one/verb-${verb.effect}` });
  }
  return asked;
}

function aboutBoth(pick: Pick, story: Story): Question[] {
  const { many } = story.item;
  const [a, b] = story.holders;
  const asked: Question[] = [{
    text: choose(pick, [`How many ${many} do ${a.person.name} and ${b.person.name} have together now?`,
      `How many ${many} do ${a.person.name} and ${b.person.name} have between them in the end?`,
      `Together, how many ${many} do ${b.person.name} and ${a.person.name} have now?`]),
    answer: plus(a.count, b.count),
    form: 'both/now',
  }];
  const [more, fewer] = a.count.value > b.count.value ? [a, b] : [b, a];
  if (more.count.value !== fewer.count.value) {
    asked.push({ text: `How many more ${many} does ${more.person.name} have than ${fewer.person.name} now?`, answer: minus(more.count, fewer.count), form: 'both/more' });
    asked.push({ text: `How many fewer ${many} does ${fewer.person.name} have than ${more.person.name} now?`, answer: minus(more.count, fewer.count), form: 'both/fewer' });
  }
  return asked;
}

/**
 * How many events told with a verb of the lexicon a question's answer must hang on: an answer that
 * hangs on none (a count at first, a count before anything was done) can be had without knowing a verb.
 */
export const MIN_HINGES = 1;

/** One question about the story, chosen among all it can be asked whose answer needs its verbs; undefined when none does. */
export function askAbout(pick: Pick, story: Story): Question | undefined {
  if (story.hidden) return countAtFirst(pick, story, story.hidden);
  const roll = pick(10);
  const [first, second] = roll % 2 ? [story.holders[1], story.holders[0]] : story.holders;
  const one = [aboutOne(pick, story, first), aboutOne(pick, story, second)];
  const lists = roll < 2 ? [aboutBoth(pick, story), ...one] : [...one, aboutBoth(pick, story)];
  for (const list of lists) {
    const needingVerbs = list.filter((question) => hingesOf(question.answer) >= MIN_HINGES);
    if (needingVerbs.length > 0) return choose(pick, needingVerbs);
  }
  return undefined;
}

/** The question of a story that hid a count at first: found back from the end through every event. */
function countAtFirst(pick: Pick, story: Story, holder: Holder): Question | undefined {
  if (hingesOf(holder.count) < MIN_HINGES) return undefined;
  const when = choose(pick, ['at first', 'at the start', 'to begin with']);
  const answer = { ...holder.start, ...(holder.count.hinges ? { hinges: holder.count.hinges } : {}) };
  return { text: `How many ${story.item.many} did ${nameOf(pick, story, holder)} have ${when}?`, answer, form: 'one/first' };
}
