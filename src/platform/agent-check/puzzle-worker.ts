/** The worker thread that makes agent check puzzles ahead for puzzle-stock.ts, off the camp's event loop. */
import { serveJobs } from '../../games/shared/worker-thread.ts';
import { puzzleSource, type Puzzle } from './puzzle.ts';
import type { PuzzleBatchRequest } from './puzzle-stock.ts';

// One source per puzzle file content (the file is read and checked once, as by the camp).
const sources = new Map<string, () => Puzzle>();

serveJobs(({ puzzleFile, sharePercent, sourceKey, count }: PuzzleBatchRequest): Puzzle[] => {
  let source = sources.get(sourceKey);
  if (!source) {
    source = puzzleSource(puzzleFile, sharePercent, undefined, 0);
    sources.set(sourceKey, source);
  }
  return Array.from({ length: count }, source);
});
