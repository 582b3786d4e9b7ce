/**
 * The pages of puzzles (puzzle-book.ts): a real worker makes each page,
 * and every place on it holds the puzzle a reply would make there itself,
 * so every process serves the same open puzzle; an operator's file reaches
 * the worker (a changed file makes a new book), and a worker that cannot
 * start leaves every reply to make its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePuzzle, puzzleSource, type Pick, type Puzzle } from '../../src/platform/agent-check/puzzle.ts';
import { bookedPuzzles, PAGE_SIZE, PAGE_WORKER, PuzzleBook } from '../../src/platform/agent-check/puzzle-book.ts';
import { evaluateArithmetic } from '../support/arithmetic.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-puzzle-book-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const WINDOW = 1234;

/** Waits until the book's page of `window` is whole. */
async function madeWhole(book: PuzzleBook, window: number): Promise<void> {
  for (let waited = 0; book.made(window) < PAGE_SIZE; waited += 20) {
    if (waited > 30_000) throw new Error(`the worker made ${book.made(window)} puzzles of the page`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The built-in source, counting the puzzles made with it (outside the worker). */
function countedSource(): { made: number; make: (pick: Pick) => Puzzle } {
  const counted = { made: 0, make: (pick: Pick) => (counted.made++, makePuzzle(pick)) };
  return counted;
}

function expectSound(puzzle: Puzzle): void {
  expect(puzzle.text.length).toBeGreaterThan(20);
  expect(puzzle.text).not.toBe(puzzle.plain.sentence);
  expect(evaluateArithmetic(puzzle.plain.expression)).toBe(puzzle.answer);
  expect(puzzle.plain.answer).toBe(puzzle.answer);
}

describe('the puzzle book', () => {
  it("serves the puzzles its worker made, which are those a reply makes itself for the same place, and makes the next window's ahead", async () => {
    const here = countedSource();
    const book = new PuzzleBook('secret', here.make, undefined, PAGE_WORKER);
    // Nothing is ready at first: the first reply makes its puzzle itself, and the page is asked for.
    expectSound(book.puzzle(WINDOW, 7));
    expect(here.made).toBe(1);
    await madeWhole(book, WINDOW);
    await madeWhole(book, WINDOW + 1);
    const alone = new PuzzleBook('secret', (pick) => makePuzzle(pick));
    const texts = new Set<string>();
    for (let place = 0; place < PAGE_SIZE; place += 3) {
      const puzzle = book.puzzle(WINDOW, place);
      expectSound(puzzle);
      expect(puzzle.text).toBe(alone.puzzle(WINDOW, place).text);
      texts.add(puzzle.text);
    }
    expect(here.made).toBe(1);
    expect(texts.size).toBe(Math.ceil(PAGE_SIZE / 3));
    // Another secret, or another window, gives other puzzles.
    expect(new PuzzleBook('other', (pick) => makePuzzle(pick)).puzzle(WINDOW, 7).text).not.toBe(book.puzzle(WINDOW, 7).text);
    expect(book.puzzle(WINDOW + 1, 7).text).not.toBe(book.puzzle(WINDOW, 7).text);
  });

  it("makes the operator's puzzles in the worker too, and only those at a share of 100%", async () => {
    const file = path.join(dir, 'puzzles.json');
    fs.writeFileSync(file, JSON.stringify({ puzzles: [{ text: 'A heron catches {a} fish at dawn and {b} more at dusk. How many fish does it catch?', numbers: { a: [3, 40], b: [2, 30] }, answer: 'a + b' }] }));
    const kindsOf = async (share: number) => {
      const book = new PuzzleBook('secret', () => { throw new Error('made outside the worker'); }, file, PAGE_WORKER, share);
      // The first ask finds the page empty and would make its own: it asks the worker for the page too.
      expect(() => book.puzzle(WINDOW, 0)).toThrow('made outside the worker');
      await madeWhole(book, WINDOW);
      const kinds = new Set<string>();
      for (let place = 0; place < PAGE_SIZE; place += 8) {
        const puzzle = book.puzzle(WINDOW, place);
        expectSound(puzzle);
        kinds.add(puzzle.plain.kind.split('/')[0]!);
      }
      return kinds;
    };
    const mixed = await kindsOf(50);
    expect(mixed.has('operator')).toBe(true);
    expect(mixed.size).toBeGreaterThan(1);
    expect([...(await kindsOf(100))]).toEqual(['operator']);
  });

  it('is a new book for a puzzle file whose content changed, as a second camp in the process reads it', async () => {
    const file = path.join(dir, 'changing.json');
    const entry = (animal: string) => ({ text: `A ${animal} catches {a} fish at dawn and {b} more at dusk. How many fish does it catch?`, numbers: { a: [3, 40], b: [2, 30] }, answer: 'a + b' });
    const sentences = (pages: ReturnType<typeof bookedPuzzles>) =>
      Array.from({ length: 200 }, (_, place) => pages.puzzle(WINDOW, place).plain.sentence);
    fs.writeFileSync(file, JSON.stringify({ puzzles: [entry('heron')] }));
    expect(sentences(bookedPuzzles('secret', file)).some((sentence) => sentence.includes('heron'))).toBe(true);
    fs.writeFileSync(file, JSON.stringify({ puzzles: [entry('otter')] }));
    const after = sentences(bookedPuzzles('secret', file));
    expect(after.some((sentence) => sentence.includes('otter'))).toBe(true);
    expect(after.some((sentence) => sentence.includes('heron'))).toBe(false);
  });

  it('makes every puzzle itself when its worker cannot start', async () => {
    const here = countedSource();
    const book = new PuzzleBook('secret', here.make, undefined, new URL('./no-such-worker.ts', import.meta.url));
    for (let place = 0; place < 50; place++) {
      expectSound(book.puzzle(WINDOW, place));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(here.made).toBe(50);
    expect(book.made(WINDOW)).toBe(50);
  });

  it('gives the same puzzle for the same picks, from the file and built in', () => {
    const file = path.join(dir, 'same.json');
    fs.writeFileSync(file, JSON.stringify({ puzzles: [{ text: 'A crane stacks {a} logs and {b} more. How many logs?', numbers: { a: [3, 40], b: [2, 30] }, answer: 'a + b' }] }));
    const make = puzzleSource(file, 50);
    const seeded = new PuzzleBook('secret', make);
    const again = new PuzzleBook('secret', puzzleSource(file, 50));
    for (let place = 0; place < 100; place++) expect(seeded.puzzle(WINDOW, place)).toEqual(again.puzzle(WINDOW, place));
  });
});
