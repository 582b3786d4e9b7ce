/**
 * The agent check generator, checked from outside: every puzzle is read by
 * a separate reader (test/support/story-reader.ts) with the verb meanings
 * listed in puzzle-verbs.test.ts and must read to its one answer; its plain
 * expression is evaluated by a separate evaluator; the scrambled text
 * unscrambles back to the plain sentence; and a large sample is measured
 * for variety.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePuzzle, type Puzzle } from '../../src/platform/agent-check/puzzle.ts';
import { Random } from '../../src/games/shared/random.ts';
import { evaluateArithmetic } from '../support/arithmetic.ts';
import { readStory, type Meaning, type Vocabulary } from '../support/story-reader.ts';
import { READER_VOCABULARY, VERB_MEANINGS } from '../support/verb-meanings.ts';

const seeded = (seed: string) => {
  const random = Random.fromSeed(seed);
  return (n: number) => random.int(n);
};

const letters = (word: string) => word.toLowerCase().replace(/[^a-z0-9]/g, '');
const undouble = (word: string) => word.replace(/([a-z])\1+/g, '$1');

const NUMBER_WORDS = new Set(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty',
  'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'dozen', 'pair', 'pairs', 'score', 'half', 'twice',
  'double', 'third', 'quarter', 'a', 'an', 'teen', 'ty'].map(undouble));

/**
 * Undoes the scrambling the way a reader does: drops stray symbols, reads
 * past capitals and doubled letters, and joins a split word's pieces. Returns
 * the words it read, and each split piece, so a test can check no piece reads as a number.
 */
function unscramble(text: string, plain: string): { words: string[]; pieces: string[] } {
  const tokens = text.split(' ').map(letters).filter(Boolean);
  const targets = plain.split(' ').map(letters).filter(Boolean);
  const words: string[] = [];
  const pieces: string[] = [];
  let t = 0;
  for (const target of targets) {
    let read = '';
    const used: string[] = [];
    while (t < tokens.length && undouble(read) !== undouble(target)) {
      read += tokens[t];
      used.push(tokens[t++]!);
      if (undouble(read).length > undouble(target).length) break;
    }
    if (undouble(read) !== undouble(target)) throw new Error(`cannot read '${target}' in: ${text}`);
    words.push(target);
    if (used.length > 1) pieces.push(...used);
  }
  if (t !== tokens.length) throw new Error(`left-over text in: ${text}`);
  return { words, pieces };
}

/** What every puzzle must be: one answer a careful reader reaches, short, in range, and readable through the scrambling. */
function expectSound(puzzle: Puzzle): void {
  const { plain } = puzzle;
  expect(readStory(plain.sentence, READER_VOCABULARY).answer, plain.sentence).toBe(puzzle.answer);
  expect(evaluateArithmetic(plain.expression), plain.sentence).toBe(puzzle.answer);
  expect(Number.isInteger(puzzle.answer) && puzzle.answer >= 0 && puzzle.answer <= 9999).toBe(true);
  expect(plain.sentence.split(' ').length).toBeLessThanOrEqual(60);
  // Every name the question uses was named in the story.
  const [story, question] = [plain.sentence.slice(0, plain.sentence.lastIndexOf('. ') + 1), plain.sentence.slice(plain.sentence.lastIndexOf('. ') + 2)];
  for (const name of question.match(/\b[A-Z][a-z]+\b/g)!.slice(1)) expect(story, question).toContain(name);
  const { words, pieces } = unscramble(puzzle.text, plain.sentence);
  expect(words.join(' ')).toBe(plain.sentence.split(' ').map(letters).filter(Boolean).join(' '));
  for (const piece of pieces) expect(NUMBER_WORDS.has(undouble(piece)), `${piece} in ${puzzle.text}`).toBe(false);
}

describe('generated puzzles', () => {
  it('have one answer, which a separate reader reaches from the text (property, any seed)', () => {
    fc.assert(fc.property(fc.string(), (seed) => expectSound(makePuzzle(seeded(seed)))), { numRuns: 3000 });
  });

  const pick = seeded('generated puzzles');
  const puzzles: Puzzle[] = Array.from({ length: 20_000 }, () => makePuzzle(pick));

  it('all read to their answer in a large sample', () => {
    for (const puzzle of puzzles) expect(readStory(puzzle.plain.sentence, READER_VOCABULARY).answer, puzzle.plain.sentence).toBe(puzzle.answer);
  });

  it('are scrambled: mixed case, doubled letters and stray symbols throughout, numbers in words and digits', () => {
    const sample = puzzles.slice(0, 1000);
    expect(sample.filter((p) => /[a-z][A-Z]/.test(p.text)).length).toBeGreaterThan(990);
    expect(sample.filter((p) => /[~^*/\]|{<+`=#>}[]/.test(p.text)).length).toBeGreaterThan(950);
    expect(sample.filter((p) => letters(p.text).length > letters(p.plain.sentence).length).length).toBeGreaterThan(500);
    expect(sample.filter((p) => /\d/.test(p.text)).length).toBeGreaterThan(500);
    expect(sample.filter((p) => /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-/.test(p.plain.sentence)).length).toBeGreaterThan(500);
  });

  it('vary in wording, things, people and answers far beyond a sample of a few hundred', () => {
    const skeleton = (sentence: string) => sentence.replace(/\b[A-Z][a-z]+\b/g, 'N').replace(/\b[\w-]+\b/g, (w) => (NUMBER_WORDS.has(w.split('-')[0]!) || /^\d+$/.test(w) ? '#' : w));
    expect(new Set(puzzles.map((p) => skeleton(p.plain.sentence))).size).toBeGreaterThan(19_500);
    const counted = puzzles.map((p) => /how many (?:more |fewer )?([a-z ]+?) (?:does|do|did|are) |number of ([a-z ]+?) \S+ has/i.exec(p.plain.sentence));
    expect(new Set(counted.map((m) => m?.[1] ?? m?.[2])).size).toBeGreaterThan(100);
    const answers = new Map<number, number>();
    for (const p of puzzles) answers.set(p.answer, (answers.get(p.answer) ?? 0) + 1);
    expect(answers.size).toBeGreaterThan(300);
    const topTen = [...answers.values()].sort((a, b) => b - a).slice(0, 10).reduce((sum, n) => sum + n, 0);
    expect(topTen / puzzles.length).toBeLessThan(0.2);
    expect(new Set(puzzles.map((p) => p.plain.kind)).size).toBeGreaterThanOrEqual(9);
  });

  it('need understanding: units, fractions, comparisons, references, verbs that change nothing, and scenery', () => {
    const share = (pattern: RegExp) => puzzles.filter((p) => pattern.test(p.plain.sentence)).length / puzzles.length;
    expect(share(/dozen|pairs? of|each holding|in each/)).toBeGreaterThan(0.15);
    expect(share(/half of|a third of|a quarter of|a fifth of/)).toBeGreaterThan(0.1);
    expect(share(/twice as many|half as many|more \w+ than|fewer \w+ than/)).toBeGreaterThan(0.1);
    expect(share(/as many [a-z ]+ as \w+ has\./)).toBeGreaterThan(0.1);
    expect(share(/as many [a-z ]+ as \w+ had (at first|before [\w ]+)\./)).toBeGreaterThan(0.05);
    expect(share(/ (her|his) (twin|neighbour|cousin|classmate|best friend|teammate)|the other twin|'s (twin|neighbour|cousin|classmate|best friend|teammate)/)).toBeGreaterThan(0.05);
    expect(share(/ (washes|polishes|peels|wraps|paints|labels|sorts|checks|arranges|weighs|photographs) /)).toBeGreaterThan(0.1);
    expect(share(/ before (noon|the \w+|\w+day)\?/)).toBeGreaterThan(0.05);
    expect(share(/years old|cents|minutes|watches\.|counts/)).toBeGreaterThan(0.4);
  });

  it('tell a verb\'s meaning only through the verb: gains, losses and verbs that change nothing share their sentence shapes', () => {
    // The story's sentences that use a listed verb, by shape: "<verb> six pears", "<verb> half of her pears", "<verb> as many ...".
    const byShape = new Map<string, Map<string, number>>();
    const verbs = [...VERB_MEANINGS].sort((a, b) => b[0].length - a[0].length);
    for (const { plain } of puzzles) {
      const item = / many (?:more |fewer )?([a-z ]+?) (?:does|do|did|are) /.exec(plain.sentence)?.[1];
      for (const sentence of plain.sentence.split(/(?<=\.) /).slice(0, -1)) {
        const found = verbs.find(([says]) => sentence.includes(` ${says.split(' {}')[0]} `));
        if (!found || !item || !sentence.includes(` ${item}`)) continue;
        const shape = / as many /.test(sentence) ? 'as many' : / of (her|his) /.test(sentence) ? 'of her own' : 'plain';
        const meanings = byShape.get(shape) ?? new Map<string, number>();
        meanings.set(found[2], (meanings.get(found[2]) ?? 0) + 1);
        byShape.set(shape, meanings);
      }
    }
    const shareOfCommonest = (shape: string) => {
      const counts = [...byShape.get(shape)!.values()];
      return Math.max(...counts) / counts.reduce((a, b) => a + b);
    };
    expect([...byShape.get('plain')!.keys()].sort()).toEqual(['gain', 'lose', 'none']);
    expect(shareOfCommonest('plain')).toBeLessThan(0.4);
    expect([...byShape.get('of her own')!.keys()].sort()).toEqual(['lose', 'none']);
    expect(shareOfCommonest('of her own')).toBeLessThan(0.6);
    // Taking away as many as someone else has reads plainly only of the other's count, so this shape leans to gains.
    expect([...byShape.get('as many')!.keys()].sort()).toEqual(['gain', 'lose']);
  });

  it('ask only what needs a verb\'s meaning: misread one verb of the story, and the answer is wrong', () => {
    const meanings = new Map(VERB_MEANINGS.map(([says, base, meaning]) => [says, { base, meaning }]));
    const misread = (says: string, meaning: Meaning): Vocabulary => ({ verbs: new Map([...meanings, [says, { ...meanings.get(says)!, meaning }]]) });
    for (const { plain, answer } of puzzles.slice(0, 5000)) {
      const told = VERB_MEANINGS.filter(([says]) => plain.sentence.includes(` ${says.split(' {}')[0]} `));
      // Reading the verb a total asks about ("did Ana sell in all") as meaning nothing is no misreading a script makes.
      const question = plain.sentence.slice(plain.sentence.lastIndexOf('. ') + 2);
      const misreadings = told.flatMap(([says, base, meaning]) => (['gain', 'lose', 'none'] as const)
        .filter((m) => m !== meaning && !(m === 'none' && question.includes(` ${base} in all`)))
        .map((m) => misread(says, m)));
      expect(misreadings.some((vocabulary) => readStory(plain.sentence, vocabulary).answer !== answer), plain.sentence).toBe(true);
    }
  });

  it('sometimes hide a count at first, to be found back from the count at the end', () => {
    const hidden = puzzles.filter((p) => / has some /.test(p.plain.sentence) && /(Now|In the end,|ends up with)/.test(p.plain.sentence));
    expect(hidden.length / puzzles.length).toBeGreaterThan(0.08);
    for (const { plain } of hidden.slice(0, 200)) expect(plain.sentence).toMatch(/ have (at first|at the start|to begin with)\?$/);
  });

  it('never tell two transfers of the same number in a row, which could read as one told twice', () => {
    const transfer = /(?<!and )\b(?:gives|hands|passes|sends|posts|gets|receives|is given) (.*)/;
    const firstNumber = (text: string) => text.split(' ').find((w) => /^\d+$/.test(w) || NUMBER_WORDS.has(undouble(w.split('-')[0]!)) && w !== 'a');
    for (const { plain } of puzzles) {
      const moved = plain.sentence.split('. ').map((s) => (s.includes(' away ') ? undefined : transfer.exec(s)?.[1])).filter((t) => t !== undefined).map(firstNumber);
      for (let i = 1; i < moved.length; i++) expect(moved[i], plain.sentence).not.toBe(moved[i - 1]);
    }
  });

  it('tell each sort of scenery at most once, so scenery never contradicts itself (two ages for one person)', () => {
    for (const { plain } of puzzles) {
      for (const sort of [/years old/g, / watches\./g, / cents /g, / minutes to get home/g]) expect((plain.sentence.match(sort) ?? []).length, plain.sentence).toBeLessThanOrEqual(1);
    }
  });

  it('include the example docs/agent-check.md shows, with the answer it gives', () => {
    const page = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/agent-check.md'), 'utf8');
    const [, seed, block, explanation] = /the seed `([^`]+)` makes;[^]*?```\n([^]*?)```\n\n([^]*?)\n\n/.exec(page)!;
    const puzzle = makePuzzle(seeded(seed!));
    expect(block!.split(/\s+/).filter(Boolean).join(' ')).toBe(puzzle.text);
    expect(explanation).toContain(`**${puzzle.answer}**`);
  });

  it('are the same for the same seed', () => {
    const again = (seed: string) => Array.from({ length: 50 }, ((p) => () => makePuzzle(p))(seeded(seed)));
    expect(again('same')).toEqual(again('same'));
    expect(again('same')).not.toEqual(again('other'));
  });
});
