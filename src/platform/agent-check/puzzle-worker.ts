/** The worker thread that makes agent check puzzles ahead for puzzle-stock.ts, off the camp's event loop. */
import { serveJobs } from '../../games/shared/worker-thread.ts';
import { puzzleSource, type Puzzle } from './puzzle.ts';
import type { PuzzleBatchRequest } from './puzzle-stock.ts';

// One source per puzzle file (the file is read and checked once, as by the camp).
const sources = new Map<string, () => Puzzle>();

serveJobs(({ puzzleFile, count }: PuzzleBatchRequest): Puzzle[] => {
  const name = puzzleFile ?? '';
  let source = sources.get(name);
  if (!source) {
    source = puzzleSource(puzzleFile);
    sources.set(name, source);
  }
  return Array.from({ length: count }, source);
});
