/**
 * Attacks the agent check the way a script author would who has collected
 * puzzles but not read the generator: from SAMPLES puzzles it learns a
 * vocabulary (to undo the scrambling: case, doubled letters, split words)
 * and the meaning of every verb it saw (as the author would by reading
 * them), then is frozen and reads fresh puzzles with a state machine that
 * keeps each person's count sentence by sentence (test/support/story-reader.ts,
 * written for this grammar, which is more than a sample shows). Reports the
 * share solved with a 95% interval, a guess of the samples' commonest answer, the same machine with the generator's
 * whole vocabulary (what a reader of the source gets), and the cost of
 * making a puzzle against the previous generator, as a ratio in this run.
 *
 *   npx tsx bench/agent-check-attack.ts [fresh puzzles, default 5000] [samples, default 300]
 */
import { makePuzzle, type Puzzle } from '../src/platform/agent-check/puzzle.ts';
import { makeBuiltinPuzzle } from '../src/platform/agent-check/puzzles/builtin.ts';
import { scramble } from '../src/platform/agent-check/puzzles/scramble.ts';
import { cryptoPick } from '../src/platform/agent-check/random-pool.ts';
import { makePage, PAGE_SIZE } from '../src/platform/agent-check/puzzle-book.ts';
import { readStory, type Meaning, type Vocabulary } from '../test/support/story-reader.ts';
import { READER_VOCABULARY, VERB_MEANINGS } from '../test/support/verb-meanings.ts';
import { loadPreviousGenerator } from './support/previous-generator.ts';
import { NOT_TOTALLED, VERBS, type Verb } from '../src/platform/agent-check/puzzles/verbs.ts';

const FRESH = Number(process.argv[2] ?? 5000);
const SAMPLES = Number(process.argv[3] ?? 300);

const undouble = (word: string) => word.replace(/([a-z])\1+/g, '$1');

/** What the attacker knows after reading its samples: words (by their undoubled form) and verb meanings. */
interface Learned {
  words: Map<string, string>;
  vocabulary: Vocabulary;
}

type Meanings = readonly (readonly [string, string, Meaning])[];

const headOf = (says: string) => says.split(' {}')[0]!;

/**
 * Learns from the samples as their reader would: every word in them, the
 * meaning of each verb that occurs, and, for verbs it never saw, the
 * meaning of a seen verb with the same words after the things ("into the
 * sea"), or else the meaning commonest among the samples' verbs of the same
 * sentence shape ("sells six of her pears" against "buys six pears").
 */
function learn(samples: readonly Puzzle[], meanings: Meanings): Learned {
  const text = samples.map((p) => p.plain.sentence.toLowerCase()).join(' ');
  // Words alike once doubled letters are undone ("of" and "off") are read as the commoner one.
  const seenCount = new Map<string, number>();
  for (const word of text.split(/[\s.,?]+/)) if (word) seenCount.set(word, (seenCount.get(word) ?? 0) + 1);
  const words = new Map<string, string>();
  for (const [word, count] of seenCount) {
    const known = words.get(undouble(word));
    if (known === undefined || count > seenCount.get(known)!) words.set(undouble(word), word);
  }
  const seen = meanings.filter(([says]) => new RegExp(`\\b${headOf(says)} `).test(text));
  const tally = new Map<string, number>();
  for (const [says, , meaning] of seen) {
    const all = text.match(new RegExp(`\\b${headOf(says)} `, 'g'))?.length ?? 0;
    const owned = text.match(new RegExp(`\\b${headOf(says)} (\\S+ ){1,3}?of (her|his) `, 'g'))?.length ?? 0;
    tally.set(`true ${meaning}`, (tally.get(`true ${meaning}`) ?? 0) + owned);
    tally.set(`false ${meaning}`, (tally.get(`false ${meaning}`) ?? 0) + all - owned);
  }
  const commonest = (ofOwn: boolean): Meaning => (['gain', 'lose', 'none'] as const)
    .reduce((best, m) => ((tally.get(`${ofOwn} ${m}`) ?? 0) > (tally.get(`${ofOwn} ${best}`) ?? 0) ? m : best));
  const guesses = new Map([true, false].map((ofOwn) => [ofOwn, commonest(ofOwn)]));
  // A tail it has seen ("into the sea", "down a drain") tells the meaning of a new verb before it.
  const tails = new Map(seen.filter(([says]) => says.includes('{} ')).map(([says, , meaning]) => [says.split('{} ')[1]!, meaning]));
  return {
    words,
    vocabulary: {
      verbs: new Map(seen.map(([says, base, meaning]) => [says, { meaning, base }])),
      guess: (ofOwn, tail) => tails.get(tail) ?? guesses.get(ofOwn)!,
    },
  };
}

/**
 * Undoes the scrambling with the learned words: drops stray symbols and
 * case, then joins up to three pieces into a known word (longest first),
 * reading doubled letters as single; unknown pieces stay as they are.
 */
export function unscramble(text: string, known: ReadonlyMap<string, string>): string {
  const tokens = text.toLowerCase().split(/\s+/).map((t) => t.replace(/[^a-z0-9'.,?-]/g, '')).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let matched = false;
    for (const span of [3, 2, 1]) {
      if (i + span > tokens.length) continue;
      const joined = tokens.slice(i, i + span).join('');
      const core = joined.replace(/[.,?]+$/, '');
      const tail = joined.slice(core.length);
      if (span > 1 && /[.,?]/.test(tokens.slice(i, i + span - 1).join(''))) continue;
      const word = /^\d+$/.test(core) ? core : known.get(undouble(core));
      if (word !== undefined) {
        out.push(word + tail);
        i += span;
        matched = true;
        break;
      }
    }
    if (!matched) out.push(undouble(tokens[i++]!));
  }
  return out.join(' ');
}

/** Wilson score interval for `solved` of `n` at 95%. */
function interval(solved: number, n: number): [number, number] {
  const z = 1.96;
  const p = solved / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

function report(name: string, solve: (puzzle: Puzzle) => number | undefined, fresh: readonly Puzzle[]): void {
  const solved = fresh.filter((puzzle) => solve(puzzle) === puzzle.answer).length;
  const [low, high] = interval(solved, fresh.length);
  console.log(`${name.padEnd(64)} solved ${String(solved).padStart(5)} of ${fresh.length}  ${percent(solved / fresh.length).padStart(6)}  (95%: ${percent(low)}-${percent(high)})`);
}

/** Microseconds per scrambled puzzle from each maker, best of five rounds taken in turn (so load falls on both alike). */
function costs(makers: readonly (() => string)[], count: number): number[] {
  const best = makers.map(() => Infinity);
  for (let round = 0; round < 5; round++) {
    makers.forEach((make, m) => {
      const started = performance.now();
      for (let i = 0; i < count; i++) scramble(make(), cryptoPick);
      best[m] = Math.min(best[m]!, ((performance.now() - started) * 1000) / count);
    });
  }
  return best;
}

/** The samples and fresh puzzles of one attack, and what was learned from the samples. */
function attack(meanings: Meanings): { learned: Learned; samples: Puzzle[]; fresh: Puzzle[] } {
  const samples = Array.from({ length: SAMPLES }, () => makePuzzle());
  return { learned: learn(samples, meanings), samples, fresh: Array.from({ length: FRESH }, () => makePuzzle()) };
}

const trained = (learned: Learned) => (p: Puzzle) => readStory(unscramble(p.text, learned.words), learned.vocabulary).answer;

/**
 * What lexicon size alone would do: each verb copied `factor - 1` times
 * under made-up words ("bobuys", "kabuys"), fitting the same things with
 * the same meaning, so the verbs are `factor` times as many and each as
 * likely. Unreadable, so never a generator; returns the undo.
 */
function multiplyVerbs(factor: number): { meanings: Meanings; undo: () => void } {
  const syllables = [...'bdfgklmnprstvz'].flatMap((c) => [...'aeiou'].map((v) => c + v));
  const copies: Verb[] = [];
  for (let c = 1; c < factor; c++) {
    const made = (phrase: string) => syllables[(c - 1) % syllables.length]! + (c > syllables.length ? syllables[Math.floor(c / syllables.length)] : '') + phrase;
    for (const verb of VERBS) copies.push({ ...verb, says: made(verb.says), base: made(verb.base) });
  }
  const verbs = VERBS as Verb[];
  const length = verbs.length;
  verbs.push(...copies);
  const untotalled = NOT_TOTALLED as Set<string>;
  const added = copies.filter((v) => untotalled.has(v.base.slice(2))).map((v) => v.base);
  for (const base of added) untotalled.add(base);
  return {
    meanings: verbs.map((v) => [v.says, v.base, v.effect] as const),
    undo: () => { verbs.length = length; for (const base of added) untotalled.delete(base); },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { learned, samples, fresh } = attack(VERB_MEANINGS);
  const guessed = learned.vocabulary.guess!;
  console.log(`learned from ${SAMPLES} samples: ${learned.words.size} words, ${learned.vocabulary.verbs.size} of ${VERB_MEANINGS.length} verbs; an unknown verb is guessed '${guessed(false, '')}', or '${guessed(true, '')}' when told of her own things, unless a tail it saw says otherwise`);
  const answers = new Map<number, number>();
  for (const sample of samples) answers.set(sample.answer, (answers.get(sample.answer) ?? 0) + 1);
  const commonest = [...answers].sort((x, y) => y[1] - x[1])[0]![0];
  report(`always the commonest answer of the samples (${commonest})`, () => commonest, fresh);
  report(`state machine trained on ${SAMPLES} samples, on scrambled text`, trained(learned), fresh);
  report(`same, on the plain text (scrambling undone perfectly)`, (p) => readStory(p.plain.sentence, learned.vocabulary).answer, fresh);
  report('same machine with the whole vocabulary (a reader of the source)', (p) => readStory(p.plain.sentence, READER_VOCABULARY).answer, fresh);
  // The share depends on which samples were drawn, beyond the fresh puzzles' interval: train on more sets.
  const others = Array.from({ length: 4 }, () => {
    const run = attack(VERB_MEANINGS);
    const share = run.fresh.filter((p) => trained(run.learned)(p) === p.answer).length / run.fresh.length;
    const guess = run.learned.vocabulary.guess!;
    return `${percent(share)} (guess ${guess(false, '')}/${guess(true, '')})`;
  });
  console.log(`the same attack trained on 4 other sets of ${SAMPLES} samples: ${others.join(', ')}`);
  for (const factor of [3, 10, 30]) {
    const { meanings, undo } = multiplyVerbs(factor);
    const run = attack(meanings);
    const guess = run.learned.vocabulary.guess!;
    report(`what-if: ${meanings.length} verbs (${factor}x, made-up), ${run.learned.vocabulary.verbs.size} seen, guess ${guess(false, '')}/${guess(true, '')}`, trained(run.learned), run.fresh);
    undo();
  }
  const makePreviousPuzzle = await loadPreviousGenerator();
  const [previous, current] = costs([() => makePreviousPuzzle(cryptoPick).sentence, () => makeBuiltinPuzzle(cryptoPick).sentence], 20_000) as [number, number];
  console.log(`making a puzzle's story: previous generator ${previous.toFixed(1)} µs, this one ${current.toFixed(1)} µs, ratio ${(current / previous).toFixed(2)}`);
  const [pooled, paged] = pageCosts();
  console.log(`making a whole puzzle: from the random pool ${pooled.toFixed(1)} µs, on a page (seeded picks) ${paged.toFixed(1)} µs, ratio ${(paged / pooled).toFixed(2)}`);
}

/**
 * Microseconds per whole puzzle (story and scrambling), best of five rounds in turn: made from the random
 * pool, as every reply's puzzle was before open puzzles, and made on a page from seeded picks, as now.
 */
function pageCosts(): [number, number] {
  const best: [number, number] = [Infinity, Infinity];
  for (let round = 0; round < 5; round++) {
    let started = performance.now();
    for (let i = 0; i < PAGE_SIZE; i++) makePuzzle(cryptoPick);
    best[0] = Math.min(best[0], ((performance.now() - started) * 1000) / PAGE_SIZE);
    started = performance.now();
    makePage((pick) => makePuzzle(pick), 'bench secret', round);
    best[1] = Math.min(best[1], ((performance.now() - started) * 1000) / PAGE_SIZE);
  }
  return best;
}
