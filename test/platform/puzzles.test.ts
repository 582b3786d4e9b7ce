/**
 * The agent check generator, checked from outside: each puzzle's plain
 * expression is evaluated here by a separate little evaluator, the
 * scrambled text is unscrambled back to the plain sentence, and the sample
 * is measured for variety and for forms a careful reader could misread.
 */
import { describe, expect, it } from 'vitest';
import { makePuzzle, type Puzzle } from '../../src/platform/agent-check/puzzle.ts';
import { Random } from '../../src/games/shared/random.ts';
import { evaluateArithmetic } from '../support/arithmetic.ts';

const seeded = (seed: string) => {
  const random = Random.fromSeed(seed);
  return (n: number) => random.int(n);
};

const letters = (word: string) => word.toLowerCase().replace(/[^a-z]/g, '');
const undouble = (word: string) => word.replace(/([a-z])\1+/g, '$1');

const NUMBER_WORDS = new Set(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty',
  'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'dozen', 'pair', 'pairs', 'score', 'half', 'twice',
  'double', 'third', 'quarter', 'a', 'an', 'teen', 'ty'].map(undouble));

/**
 * Undoes the scrambling the way a reader does: drops stray symbols, reads
 * past capitals and doubled letters, and joins a split word's pieces. Returns
 * the words it read, or throws where a piece fits no plain word. Each split
 * piece is also returned, so a test can check no piece reads as a number.
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

describe('generated puzzles', () => {
  const pick = seeded('generated puzzles');
  const puzzles: Puzzle[] = Array.from({ length: 20_000 }, () => makePuzzle(pick));

  it('have an answer equal to their plain expression, evaluated independently', () => {
    for (const puzzle of puzzles) expect(evaluateArithmetic(puzzle.plain.expression), puzzle.plain.sentence).toBe(puzzle.answer);
  });

  it('have whole-number answers from 0 to 9999 and no digits in the text', () => {
    for (const puzzle of puzzles) {
      expect(Number.isInteger(puzzle.answer) && puzzle.answer >= 0 && puzzle.answer <= 9999).toBe(true);
      expect(puzzle.text).not.toMatch(/\d/);
      expect(puzzle.plain.answer).toBe(puzzle.answer);
    }
  });

  it('unscramble back to the plain sentence, and no split leaves a piece that reads as a number', () => {
    let splits = 0;
    for (const puzzle of puzzles.slice(0, 5000)) {
      const { words, pieces } = unscramble(puzzle.text, puzzle.plain.sentence);
      expect(words.join(' ')).toBe(puzzle.plain.sentence.split(' ').map(letters).filter(Boolean).join(' '));
      for (const piece of pieces) expect(NUMBER_WORDS.has(undouble(piece)), `${piece} in ${puzzle.text}`).toBe(false);
      splits += pieces.length;
    }
    expect(splits).toBeGreaterThan(1000);
  });

  it('are scrambled: mixed case, doubled letters and stray symbols throughout', () => {
    const sample = puzzles.slice(0, 1000);
    expect(sample.filter((p) => /[a-z][A-Z]/.test(p.text)).length).toBeGreaterThan(990);
    expect(sample.filter((p) => /[~^*/\]|{<+`=#>}[]/.test(p.text)).length).toBeGreaterThan(950);
    const doubled = sample.filter((p) => letters(p.text).length > letters(p.plain.sentence).length);
    expect(doubled.length).toBeGreaterThan(500);
  });

  it('come from many structures and settings, in many sentence shapes', () => {
    const structures = new Set(puzzles.map((p) => p.plain.kind.split('/')[0]));
    const settings = new Set(puzzles.map((p) => p.plain.kind.split('/')[1]));
    const kinds = new Set(puzzles.map((p) => p.plain.kind));
    expect(structures.size).toBeGreaterThanOrEqual(15);
    expect(settings.size).toBeGreaterThanOrEqual(14);
    expect(kinds.size).toBeGreaterThan(200);
    // Sentence skeletons: the plain sentence with every number word and name masked.
    const skeleton = (sentence: string) => sentence.replace(/\b[A-Z][a-z]+\b(?= [a-z])/g, 'N')
      .split(/\s+/).map((word) => (NUMBER_WORDS.has(undouble(letters(word.split('-')[0]!))) ? '#' : word)).join(' ');
    expect(new Set(puzzles.map((p) => skeleton(p.plain.sentence))).size).toBeGreaterThan(10_000);
  });

  it('need understanding: implied quantities, unused numbers and cue words in other senses all occur', () => {
    const share = (pattern: RegExp) => puzzles.filter((p) => pattern.test(p.plain.sentence)).length / puzzles.length;
    expect(share(/dozen|a score of|pairs of|a week|a fortnight|weeks/)).toBeGreaterThan(0.1);
    expect(share(/twice as many|as many again|half|a third|doubles/)).toBeGreaterThan(0.1);
    expect(share(/turns left|bends left|times this week|no more than|Once more|Each morning/)).toBeGreaterThan(0.1);
    expect(share(/Before that/)).toBeGreaterThan(0.03);
    expect(share(/just before|right after/)).toBeGreaterThan(0.05);
    expect(share(/gives .* to /)).toBeGreaterThan(0.05);
    expect(share(/ gives the /)).toBeGreaterThan(0.02);
  });

  it('avoid forms a careful reader could take two ways', () => {
    for (const { plain } of puzzles) {
      expect(plain.sentence).not.toMatch(/times more than|times fewer|twice as few|times less/);
      expect(plain.sentence).not.toMatch(/\b(four|six|seven|eight|nine) teen\b/);
    }
  });

  it('keep "Before that" right after the step it refers to, with no scenery in between', () => {
    const told = puzzles.filter((p) => p.plain.sentence.includes('Before that'));
    expect(told.length).toBeGreaterThan(100);
    for (const { plain } of told) expect(plain.sentence).toMatch(/In the (afternoon|evening), [^.]*\. Before that, /);
  });

  it('are the same for the same seed', () => {
    const again = (seed: string) => Array.from({ length: 50 }, ((p) => () => makePuzzle(p))(seeded(seed)));
    expect(again('same')).toEqual(again('same'));
    expect(again('same')).not.toEqual(again('other'));
  });
});
