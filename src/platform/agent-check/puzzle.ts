/**
 * Agent check puzzles: a short story about people's counts of things, with
 * one question and an integer answer, written with scrambled letters (random
 * capitals, doubled letters, stray symbols, split words). Stories come from
 * large lexicons and verbs whose arithmetic is their meaning (puzzles/), with
 * quantities in words, digits, dozens, pairs, fractions and comparisons,
 * references across sentences and scenery from the same grammar; what they
 * stop and what they do not is measured by bench/agent-check-attack.ts.
 */
import { makeBuiltinPuzzle, type PlainPuzzle } from './puzzles/builtin.ts';
import type { Pick } from './puzzles/pick.ts';
import { makeOperatorPuzzle } from './puzzles/operator.ts';
import { watchedOperatorFile } from './puzzles/operator-file.ts';
import { cryptoPick } from './random-pool.ts';
import { scramble } from './puzzles/scramble.ts';

export type { Pick } from './puzzles/pick.ts';
export type { PlainPuzzle } from './puzzles/builtin.ts';
export { numberToWords } from './puzzles/words.ts';
export { PuzzleFileError } from './puzzles/operator.ts';

/** The percentage of puzzles from the operator's file when CAMP_PUZZLE_SHARE is unset. */
export const DEFAULT_OPERATOR_SHARE = 50;

export interface Puzzle {
  text: string;
  answer: number;
  /** The unscrambled sentence and the answer as arithmetic, for checking the generator. */
  plain: PlainPuzzle;
}

export function scramblePuzzle(plain: PlainPuzzle, pick: Pick): Puzzle {
  return { text: scramble(plain.sentence, pick), answer: plain.answer, plain };
}

/** Makes one scrambled puzzle; `pick` defaults to a cryptographic source. */
export function makePuzzle(pick: Pick = cryptoPick): Puzzle {
  return scramblePuzzle(makeBuiltinPuzzle(pick), pick);
}

/**
 * Where the camp's puzzles come from: the built-in generator, or, when the
 * operator names a puzzle file, that file for `sharePercent` of the puzzles
 * and the built-in generator for the rest. The file is read and checked
 * here (a fault throws PuzzleFileError) and read again when it changes.
 * The same picks make the same puzzle, so a seeded pick makes it again.
 */
export function puzzleSource(
  puzzleFile: string | undefined,
  sharePercent = DEFAULT_OPERATOR_SHARE,
  /** How old a look at the file may be when a puzzle is made (the worker looks at every page, off the event loop). */
  maxAgeMs?: number,
): (pick: Pick) => Puzzle {
  if (!puzzleFile) return (pick) => makePuzzle(pick);
  const operatorPuzzles = watchedOperatorFile(puzzleFile);
  return (pick) => scramblePuzzle(pick(100) < sharePercent ? makeOperatorPuzzle(pick, operatorPuzzles.current(maxAgeMs)) : makeBuiltinPuzzle(pick), pick);
}
