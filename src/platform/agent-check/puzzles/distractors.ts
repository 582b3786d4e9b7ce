/**
 * Sentences that change nothing the question asks about, built from the
 * same lexicon and grammar as the story: the same verbs and numbers about
 * another kind of thing, about a third person, or numbers of another sort
 * (ages, prices, minutes). A reader sees they do not count; a script must
 * know which owner and which thing each sentence is about.
 */
import { between, choose, type Pick } from './pick.ts';
import { amountOf, cap, numeral } from './grammar.ts';
import { ITEMS, PLACES, type Item } from './lexicon.ts';
import type { Story } from './story-state.ts';
import { tell, verbsFor } from './verbs.ts';

type Distractor = (pick: Pick, story: Story) => string;

/** Another kind of thing than the story's, for sentences the question does not count. */
function otherItem(pick: Pick, story: Story): Item {
  for (;;) {
    const item = choose(pick, ITEMS);
    if (item.kind !== story.item.kind) return item;
  }
}

const holderName = (pick: Pick, story: Story) => story.holders[pick(2)]!.person.name;

const DISTRACTORS: readonly Distractor[] = [
  // The same verbs about another kind of thing.
  (pick, story) => {
    const item = otherItem(pick, story);
    return `${holderName(pick, story)} ${tell(choose(pick, verbsFor(item, 'gain')), amountOf(pick, between(pick, 2, 40), item).phrase)}.`;
  },
  (pick, story) => {
    const item = otherItem(pick, story);
    return `${holderName(pick, story)} has ${amountOf(pick, between(pick, 2, 90), item).phrase}.`;
  },
  // A third person with the same things, never asked about.
  // No place after it: "inherits twenty-nine clay pots on the beach" reads oddly for most verbs.
  (pick, story) => `${story.bystander.name} ${tell(choose(pick, verbsFor(story.item, 'gain')), amountOf(pick, between(pick, 2, 50), story.item).phrase)}.`,
  (pick, story) => `${story.bystander.name}, who has ${numeral(pick, between(pick, 2, 60))} ${story.item.many} of ${story.bystander.her} own, watches.`,
  // Numbers of another sort.
  (pick, story) => `${holderName(pick, story)} is ${numeral(pick, between(pick, 6, 80))} years old.`,
  (pick, story) => `Each ${story.item.one} costs ${numeral(pick, between(pick, 2, 95))} cents ${choose(pick, PLACES)}.`,
  (pick, story) => `It takes ${holderName(pick, story)} ${numeral(pick, between(pick, 3, 50))} minutes to get home.`,
  (pick, story) => `${cap(choose(pick, PLACES))}, ${story.bystander.name} counts ${numeral(pick, between(pick, 3, 90))} ${otherItem(pick, story).many}.`,
];

/** `count` scenery sentences for the story, each of another sort (two ages for one person would contradict each other). */
export function distractorsFor(pick: Pick, story: Story, count: number): string[] {
  const first = pick(DISTRACTORS.length);
  const second = (first + 1 + pick(DISTRACTORS.length - 1)) % DISTRACTORS.length;
  return [first, second].slice(0, count).map((at) => DISTRACTORS[at]!(pick, story));
}
