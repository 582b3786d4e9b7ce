/**
 * Agent check puzzles: a short arithmetic word problem with an integer answer,
 * written with scrambled letters (random capitals, doubled letters, stray
 * symbols, split words, numbers spelled out). Stories are composed from many
 * structures and settings, with numbers that are not used, quantities that
 * must be understood ("two dozen", "a fortnight") and cue words in other
 * senses, so a language model reads them at a glance and a keyword script
 * gets them wrong (bench/agent-check-attack.ts).
 */
import { makeBuiltinPuzzle, type PlainPuzzle } from './puzzles/builtin.ts';
import type { Pick } from './puzzles/pick.ts';
import { loadOperatorPuzzles, makeOperatorPuzzle } from './puzzles/operator.ts';
import { cryptoPick } from './random-pool.ts';
import { scramble } from './puzzles/scramble.ts';

export type { Pick } from './puzzles/pick.ts';
export type { PlainPuzzle } from './puzzles/builtin.ts';
export { numberToWords } from './puzzles/words.ts';
export { PuzzleFileError } from './puzzles/operator.ts';

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
 * operator names a puzzle file, that file for half of the puzzles and the
 * built-in generator for the other half. The file is read and checked here,
 * once; a fault throws PuzzleFileError.
 */
export function puzzleSource(puzzleFile: string | undefined, pick: Pick = cryptoPick): () => Puzzle {
  if (!puzzleFile) return () => makePuzzle(pick);
  const operatorPuzzles = loadOperatorPuzzles(puzzleFile);
  return () => scramblePuzzle(pick(2) === 0 ? makeOperatorPuzzle(pick, operatorPuzzles) : makeBuiltinPuzzle(pick), pick);
}
