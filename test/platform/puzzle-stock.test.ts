/**
 * Puzzles made ahead in a worker thread (puzzle-stock.ts): a real worker
 * fills the stock, each puzzle is handed out once and answers as its plain
 * sentence says, an operator's file reaches the worker (a changed file
 * makes a new stock), and a worker that cannot start leaves every reply
 * to make its own puzzle.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { puzzleSource, type Puzzle } from '../../src/platform/agent-check/puzzle.ts';
import { PuzzleStock, stockedPuzzles } from '../../src/platform/agent-check/puzzle-stock.ts';
import { evaluateArithmetic } from '../support/arithmetic.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-puzzle-stock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Waits until the stock holds puzzles from its worker. */
async function filled(stock: PuzzleStock): Promise<void> {
  for (let waited = 0; stock.size === 0; waited += 20) {
    if (waited > 20_000) throw new Error('the worker sent no puzzles');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The built-in source, counting the puzzles made with it (outside the worker). */
function countedSource(): { made: number; make: () => Puzzle } {
  const source = puzzleSource(undefined);
  const counted = { made: 0, make: () => (counted.made++, source()) };
  return counted;
}

function expectSound(puzzle: Puzzle): void {
  expect(puzzle.text.length).toBeGreaterThan(20);
  expect(puzzle.text).not.toBe(puzzle.plain.sentence);
  expect(evaluateArithmetic(puzzle.plain.expression)).toBe(puzzle.answer);
  expect(puzzle.plain.answer).toBe(puzzle.answer);
}

describe('the puzzle stock', () => {
  it('hands out the puzzles its worker made, each once, and asks for more before it runs out', async () => {
    const here = countedSource();
    const stock = new PuzzleStock(undefined, here.make);
    // Nothing is ready at first: the first reply makes its puzzle itself, and a batch is asked for.
    expectSound(stock.take());
    expect(here.made).toBe(1);
    await filled(stock);
    const texts = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const puzzle = stock.take();
      expectSound(puzzle);
      texts.add(puzzle.text);
      if (stock.size === 0) await filled(stock);
    }
    // Every puzzle came from the worker, and none twice.
    expect(here.made).toBe(1);
    expect(texts.size).toBe(2_000);
  });

  it("makes the operator's puzzles in the worker too", async () => {
    const file = path.join(dir, 'puzzles.json');
    fs.writeFileSync(file, JSON.stringify({ puzzles: [{ text: 'A heron catches {a} fish at dawn and {b} more at dusk. How many fish does it catch?', numbers: { a: [3, 40], b: [2, 30] }, answer: 'a + b' }] }));
    const stock = new PuzzleStock(file, () => {
      throw new Error('made outside the worker');
    });
    // The first take finds the stock empty and would make its own: ask for a batch without taking.
    expect(() => stock.take()).toThrow('made outside the worker');
    await filled(stock);
    const kinds = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const puzzle = stock.take();
      expectSound(puzzle);
      kinds.add(puzzle.plain.kind.split('/')[0]!);
    }
    // From the file and built in, as puzzleSource mixes them.
    expect(kinds.has('operator')).toBe(true);
    expect(kinds.size).toBeGreaterThan(1);
  });

  it('starts a new stock for a puzzle file whose content changed, as a second camp in the process reads it', async () => {
    const file = path.join(dir, 'changing.json');
    const entry = (animal: string) => ({ text: `A ${animal} catches {a} fish at dawn and {b} more at dusk. How many fish does it catch?`, numbers: { a: [3, 40], b: [2, 30] }, answer: 'a + b' });
    const sentences = async (puzzles: () => Puzzle) => {
      const seen: string[] = [];
      for (let i = 0; i < 1_000; i++) {
        seen.push(puzzles().plain.sentence);
        // Time for the worker to start and send its batches.
        if (i % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return seen;
    };
    fs.writeFileSync(file, JSON.stringify({ puzzles: [entry('heron')] }));
    expect((await sentences(stockedPuzzles(file))).some((sentence) => sentence.includes('heron'))).toBe(true);
    fs.writeFileSync(file, JSON.stringify({ puzzles: [entry('otter')] }));
    const after = await sentences(stockedPuzzles(file));
    expect(after.some((sentence) => sentence.includes('otter'))).toBe(true);
    expect(after.some((sentence) => sentence.includes('heron'))).toBe(false);
  });

  it('makes every puzzle itself when its worker cannot start', async () => {
    const here = countedSource();
    const stock = new PuzzleStock(undefined, here.make, new URL('./no-such-worker.ts', import.meta.url));
    for (let i = 0; i < 50; i++) {
      expectSound(stock.take());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(stock.size).toBe(0);
    expect(here.made).toBe(50);
  });
});
