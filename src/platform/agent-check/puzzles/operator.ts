/**
 * The operator's own puzzles, from the JSON file named by CAMP_PUZZLE_FILE:
 *
 *   {"puzzles": [{"text": "A heron catches {a} fish at dawn and {b} more at dusk. How many fish does it catch?",
 *                 "numbers": {"a": [3, 40], "b": [2, 30]}, "answer": "a + b"}]}
 *
 * The file is checked completely when the camp starts: every entry, and its
 * answer for every combination of its number ranges (exhaustively, so no
 * drawn puzzle can have a fraction or a negative answer). Any fault stops
 * the camp with a message naming the entry and what is wrong.
 */
import fs from 'node:fs';
import type { PlainPuzzle } from './builtin.ts';
import { MAX_ANSWER } from './builtin.ts';
import { evaluate, ExpressionError, parseExpression, substitute, variablesOf, type Expression } from './expression.ts';
import { between, type Pick } from './pick.ts';
import { STRAY_SYMBOLS } from './scramble.ts';
import { numberToWords } from './words.ts';

export class PuzzleFileError extends Error {}

export interface OperatorPuzzle {
  text: string;
  ranges: ReadonlyMap<string, readonly [number, number]>;
  answer: Expression;
  index: number;
}

/** Numbers are spelled out in words, which this camp does up to 999 in a puzzle's text. */
export const MAX_NUMBER = 999;
/** Combinations of number values checked per entry; wider ranges must be narrowed. */
export const MAX_COMBINATIONS = 200_000;
const MAX_TEXT_LENGTH = 600;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ENTRY_KEYS = new Set(['text', 'numbers', 'answer']);

export function loadOperatorPuzzles(file: string): OperatorPuzzle[] {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new PuzzleFileError(`CAMP_PUZZLE_FILE '${file}' cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    throw new PuzzleFileError(`CAMP_PUZZLE_FILE '${file}' is not valid JSON: ${(error as Error).message}`);
  }
  return parseOperatorPuzzles(parsed, `CAMP_PUZZLE_FILE '${file}'`);
}

export function parseOperatorPuzzles(parsed: unknown, source: string): OperatorPuzzle[] {
  if (!isRecord(parsed) || !Array.isArray(parsed.puzzles)) {
    throw new PuzzleFileError(`${source} must be a JSON object with a "puzzles" array`);
  }
  if (parsed.puzzles.length === 0) throw new PuzzleFileError(`${source} has an empty "puzzles" array`);
  return parsed.puzzles.map((entry: unknown, i: number) => {
    const text = isRecord(entry) && typeof entry.text === 'string' ? ` ("${entry.text.slice(0, 40)}${entry.text.length > 40 ? '...' : ''}")` : '';
    const where = `${source}, puzzle ${i + 1}${text}`;
    try {
      return parseEntry(entry, i + 1);
    } catch (error) {
      if (error instanceof PuzzleFileError) throw new PuzzleFileError(`${where}: ${error.message}`);
      throw error;
    }
  });
}

function parseEntry(entry: unknown, index: number): OperatorPuzzle {
  if (!isRecord(entry)) throw new PuzzleFileError('must be an object with "text", "numbers" and "answer"');
  for (const key of Object.keys(entry)) {
    if (!ENTRY_KEYS.has(key)) throw new PuzzleFileError(`has an unknown field "${key}" (expected "text", "numbers" and "answer")`);
  }
  const { text, numbers, answer } = entry;
  if (typeof text !== 'string' || text.trim() === '') throw new PuzzleFileError('"text" must be a non-empty string');
  if (text.length > MAX_TEXT_LENGTH) throw new PuzzleFileError(`"text" is longer than ${MAX_TEXT_LENGTH} characters`);
  if (/\d/.test(text)) throw new PuzzleFileError('"text" contains a digit; write every number as a {name} so it is spelled out in words');
  const stray = STRAY_SYMBOLS.find((symbol) => symbol !== '{' && symbol !== '}' && text.includes(symbol));
  if (stray) throw new PuzzleFileError(`"text" contains '${stray}', which the scrambler adds as noise; leave it out`);

  const slots = new Set<string>();
  const withoutSlots = text.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    if (!NAME.test(name)) throw new PuzzleFileError(`"text" has the slot {${name}}; names are letters, digits and _`);
    slots.add(name);
    return '';
  });
  if (/[{}]/.test(withoutSlots)) throw new PuzzleFileError('"text" has a brace that is not part of a {name} slot');

  if (!isRecord(numbers)) throw new PuzzleFileError('"numbers" must be an object like {"a": [3, 40]}');
  const ranges = new Map<string, readonly [number, number]>();
  for (const [name, range] of Object.entries(numbers)) {
    if (!NAME.test(name)) throw new PuzzleFileError(`"numbers" has the name "${name}"; names are letters, digits and _`);
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n))) {
      throw new PuzzleFileError(`"numbers"."${name}" must be [lowest, highest], two whole numbers`);
    }
    const [low, high] = range as [number, number];
    if (low < 0 || high > MAX_NUMBER || low > high) {
      throw new PuzzleFileError(`"numbers"."${name}" is [${low}, ${high}]; it must satisfy 0 <= lowest <= highest <= ${MAX_NUMBER}`);
    }
    if (!slots.has(name)) throw new PuzzleFileError(`"numbers"."${name}" does not appear in "text" as {${name}}`);
    ranges.set(name, [low, high]);
  }
  for (const name of slots) {
    if (!ranges.has(name)) throw new PuzzleFileError(`"text" uses {${name}}, which "numbers" does not define`);
  }

  if (typeof answer !== 'string') throw new PuzzleFileError('"answer" must be a string such as "a + b"');
  let tree: Expression;
  try {
    tree = parseExpression(answer);
  } catch (error) {
    if (error instanceof ExpressionError) throw new PuzzleFileError(`"answer" "${answer}" cannot be read: ${error.message}`);
    throw error;
  }
  for (const name of variablesOf(tree)) {
    if (!ranges.has(name)) throw new PuzzleFileError(`"answer" uses ${name}, which "numbers" does not define`);
  }
  checkEveryCombination(tree, answer, ranges);
  return { text, ranges, answer: tree, index };
}

/** Evaluates the answer for every combination of values, so no puzzle drawn later can be wrong. */
function checkEveryCombination(tree: Expression, answer: string, ranges: ReadonlyMap<string, readonly [number, number]>): void {
  const names = [...ranges.keys()];
  const combinations = names.reduce((count, name) => count * (ranges.get(name)![1] - ranges.get(name)![0] + 1), 1);
  if (combinations > MAX_COMBINATIONS) {
    throw new PuzzleFileError(`the ranges in "numbers" give ${combinations} combinations, more than the ${MAX_COMBINATIONS} the camp checks; narrow them`);
  }
  const values = new Map(names.map((name) => [name, ranges.get(name)![0]]));
  for (let done = 0; done < combinations; done++) {
    const shown = () => names.map((name) => `${name}=${values.get(name)}`).join(', ');
    let result: number;
    try {
      result = evaluate(tree, values);
    } catch (error) {
      if (error instanceof ExpressionError) throw new PuzzleFileError(`"answer" "${answer}" fails for ${shown()}: ${error.message}`);
      throw error;
    }
    if (result < 0 || result > MAX_ANSWER) {
      throw new PuzzleFileError(`"answer" "${answer}" is ${result} for ${shown()}; answers must be whole numbers from 0 to ${MAX_ANSWER}`);
    }
    // Next combination, like an odometer.
    for (const name of names) {
      const [low, high] = ranges.get(name)!;
      if (values.get(name)! < high) {
        values.set(name, values.get(name)! + 1);
        break;
      }
      values.set(name, low);
    }
  }
}

export function makeOperatorPuzzle(pick: Pick, puzzles: readonly OperatorPuzzle[]): PlainPuzzle {
  const puzzle = puzzles[pick(puzzles.length)]!;
  const values = new Map<string, number>();
  for (const [name, [low, high]] of puzzle.ranges) values.set(name, between(pick, low, high));
  const sentence = puzzle.text.replace(/\{([^{}]*)\}/g, (_, name: string) => numberToWords(values.get(name)!));
  return { sentence, expression: substitute(puzzle.answer, values), kind: `operator/${puzzle.index}`, answer: evaluate(puzzle.answer, values) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
