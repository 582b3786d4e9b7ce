/**
 * Operator puzzle files (CAMP_PUZZLE_FILE): checked completely at start,
 * refused with a message naming the entry, and mixed into a real camp's
 * puzzles, scrambled like the built-in ones.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOperatorPuzzles, makeOperatorPuzzle, PuzzleFileError } from '../../src/platform/agent-check/puzzles/operator.ts';
import { CHECK_INTERVAL_MS } from '../../src/platform/agent-check/puzzles/operator-file.ts';
import { Random } from '../../src/games/shared/random.ts';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { evaluateArithmetic } from '../support/arithmetic.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

const HERON = { text: 'A heron catches {a} fish at dawn and {b} more at dusk. How many fish does it catch?', numbers: { a: [3, 40], b: [2, 30] }, answer: 'a + b' };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-puzzles-'));
function writeFile(name: string, content: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const refusal = (puzzles: unknown) => {
  try {
    parseOperatorPuzzles({ puzzles }, 'the file');
  } catch (error) {
    expect(error).toBeInstanceOf(PuzzleFileError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
};

describe('operator puzzle files', () => {
  it('accept a good entry and make puzzles whose expression and answer agree', () => {
    const entries = parseOperatorPuzzles({ puzzles: [HERON, { text: 'Each of {n} canoes carries {k} paddles and {c} campers. How many paddles?', numbers: { n: [2, 9], k: [2, 4], c: [1, 3] }, answer: 'n * k' }] }, 'the file');
    const random = Random.fromSeed('operator');
    for (let i = 0; i < 500; i++) {
      const puzzle = makeOperatorPuzzle((n) => random.int(n), entries);
      expect(puzzle.sentence).not.toMatch(/[{}\d]/);
      expect(puzzle.kind).toMatch(/^operator\/[12]$/);
      // The expression is the answer with the drawn numbers in place: evaluate it with numbers only.
      expect(puzzle.expression).toMatch(/^[\d ()+*]+$/);
      expect(evaluateArithmetic(puzzle.expression)).toBe(puzzle.answer);
    }
  });

  it.each([
    ['not a list', 'x', /"puzzles" array/],
    ['an empty list', [], /empty "puzzles"/],
    ['an unknown field', [{ ...HERON, extra: 1 }], /puzzle 1 .*unknown field "extra"/],
    ['a digit in the text', [{ ...HERON, text: 'A heron catches 3 fish and {a} and {b}.' }], /puzzle 1 .*digit/],
    ['an undefined placeholder', [{ ...HERON, text: 'A heron catches {a} and {b} and {c} fish.' }], /\{c\}, which "numbers" does not define/],
    ['a number not in the text', [{ ...HERON, numbers: { ...HERON.numbers, z: [1, 2] } }], /"z" does not appear in "text"/],
    ['a range upside down', [{ ...HERON, numbers: { a: [9, 3], b: [2, 30] } }], /"a" is \[9, 3\]/],
    ['a range past 999', [{ ...HERON, numbers: { a: [3, 1000], b: [2, 30] } }], /0 <= lowest <= highest <= 999/],
    ['a fractional bound', [{ ...HERON, numbers: { a: [3, 4.5], b: [2, 30] } }], /two whole numbers/],
    ['an unreadable answer', [{ ...HERON, answer: 'a + * b' }], /cannot be read: unexpected '\*'/],
    ['a function call in the answer', [{ ...HERON, answer: 'a + process.exit(1)' }], /cannot be read/],
    ['an unknown variable in the answer', [{ ...HERON, answer: 'a + c' }], /uses c, which "numbers" does not define/],
    ['a negative answer for some numbers', [HERON, { ...HERON, answer: 'a - b' }], /puzzle 2 .*"a - b" is -\d+ for a=\d+, b=\d+/],
    ['a division that leaves a remainder', [{ ...HERON, answer: 'a / b' }], /fails for a=3, b=2: 3 \/ 2 is not a whole number/],
    ['a division by zero', [{ ...HERON, numbers: { a: [3, 40], b: [0, 3] }, answer: 'a / b' }], /divides by zero/],
    ['an answer past 9999', [{ ...HERON, answer: 'a * b * 10' }], /answers must be whole numbers from 0 to 9999/],
    ['ranges too wide to check', [{ text: '{a} {b} {c}', numbers: { a: [0, 99], b: [0, 99], c: [0, 99] }, answer: 'a' }], /1000000 combinations/],
  ])('refuse %s, saying what is wrong', (_, puzzles, message) => {
    expect(refusal(puzzles)).toMatch(message);
  });
});

describe('a camp with an operator puzzle file', () => {
  let camp: TestCamp;
  // One operator entry with fixed numbers, so its answer is known: seven times three.
  const file = writeFile('puzzles.json', { puzzles: [{ text: 'A heron catches {a} fish on each of {b} mornings. How many fish does it catch?', numbers: { a: [7, 7], b: [3, 3] }, answer: 'a * b' }] });
  beforeAll(async () => { camp = await startCamp({ CAMP_PUZZLE_FILE: file }, { games: [minesweeper] }); });
  afterAll(async () => { await camp.close(); });

  it('mixes the operator puzzles, scrambled, with the built-in ones', async () => {
    // The open puzzle comes back until it is answered: answer each with a move, to be served the next.
    const player = await camp.signUp();
    expect((await player.newGame('minesweeper', { difficulty: 'beginner' }, true)).status).toBe(201);
    let operator = 0;
    let builtIn = 0;
    for (let i = 0; i < 60; i++) {
      const { puzzle, token } = (await player.get('/api/v1/agent-check')).body.agent_check;
      const moved = await player.post('/games/minesweeper/api/act', { command: `${i % 2 === 0 ? 'flag' : 'unflag'} 1 1` },
        { 'x-agent-check': token, 'x-agent-answer': String(await camp.answerFor(token)) });
      expect(moved.status).toBe(200);
      const readable = puzzle.toLowerCase().replace(/[^a-z]/g, '').replace(/([a-z])\1+/g, '$1');
      if (readable.includes('heroncatchesevenfishoneachofthremornings')) {
        operator++;
        expect(puzzle).not.toContain('A heron catches seven'); // scrambled, not verbatim
        expect(await camp.answerFor(token)).toBe(21);
      } else {
        builtIn++;
      }
    }
    expect(operator).toBeGreaterThan(0);
    expect(builtIn).toBeGreaterThan(0);
  });
});

describe('a camp serving only operator puzzles (CAMP_PUZZLE_SHARE=100)', () => {
  const file = writeFile('rotating.json', { puzzles: [{ ...HERON, text: 'A heron catches {a} fish at dawn and {b} more at dusk. How many fish does it catch?' }] });
  let camp: TestCamp;
  const readable = (puzzle: string) => puzzle.toLowerCase().replace(/[^a-z]/g, '').replace(/([a-z])\1+/g, '$1');
  const fetchPuzzles = async (count: number) => {
    const seen: string[] = [];
    for (let i = 0; i < count; i++) seen.push(readable((await camp.client().get('/api/v1/agent-check')).body.agent_check.puzzle));
    return seen;
  };
  beforeAll(async () => { camp = await startCamp({ CAMP_PUZZLE_FILE: file, CAMP_PUZZLE_SHARE: '100' }, { games: [minesweeper] }); });
  afterAll(async () => { await camp.close(); });

  it('serves nothing else, and takes a rewritten file without a restart, keeping the old one through a faulty edit', async () => {
    expect((await fetchPuzzles(30)).every((text) => text.includes('heroncatches'))).toBe(true);
    fs.writeFileSync(file, JSON.stringify({ puzzles: [{ ...HERON, text: 'An otter catches {a} fish at dawn and {b} more at dusk, eating none. How many fish does it have?' }] }));
    await expect.poll(async () => (await fetchPuzzles(5)).every((text) => text.includes('otercatches')), { timeout: 20_000, interval: 500 }).toBe(true);
    // Every reader of the file (the camp's thread and the worker's) looks every two seconds: the good file has been seen.
    await new Promise((resolve) => setTimeout(resolve, 2 * CHECK_INTERVAL_MS + 500));
    fs.writeFileSync(file, '{"puzzles": [');
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const afterFault = await fetchPuzzles(20);
    expect(afterFault.filter((text) => !text.includes('otercatches'))).toEqual([]);
  });

  it('refuses a share outside 0-100', async () => {
    await expect(startCamp({ CAMP_PUZZLE_FILE: file, CAMP_PUZZLE_SHARE: '101' })).rejects.toThrow(/CAMP_PUZZLE_SHARE.*0 to 100/);
  });
});

describe('a faulty puzzle file', () => {
  const bad = writeFile('bad.json', { puzzles: [HERON, { ...HERON, answer: 'a - b' }] });

  it('stops the camp from starting, naming the entry', async () => {
    await expect(startCamp({ CAMP_PUZZLE_FILE: bad })).rejects.toThrow(/puzzle 2 \("A heron catches.*"a - b" is -/);
    await expect(startCamp({ CAMP_PUZZLE_FILE: path.join(dir, 'missing.json') })).rejects.toThrow(/cannot be read/);
    await expect(startCamp({ CAMP_PUZZLE_FILE: writeFile('broken.json', '{"puzzles": [') })).rejects.toThrow(/not valid JSON/);
  });

  it('makes the server process exit with the message', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { ...process.env, CAMP_PUZZLE_FILE: bad, CAMP_DB: path.join(dir, 'camp.db'), PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^camp: CAMP_PUZZLE_FILE .*puzzle 2 .*answers must be whole numbers from 0 to 9999/m);
  });
});
