/** The worker thread that makes pages of agent check puzzles ahead for puzzle-book.ts, off the camp's event loop. */
import { serveJobs } from '../../games/shared/worker-thread.ts';
import { puzzleSource, type Pick, type Puzzle } from './puzzle.ts';
import { makePage, type PageRequest } from './puzzle-book.ts';

// One source per puzzle file content (the file is read and checked once, as by the camp).
const sources = new Map<string, (pick: Pick) => Puzzle>();

serveJobs(({ puzzleFile, sharePercent, sourceKey, secret, window }: PageRequest): Puzzle[] => {
  let source = sources.get(sourceKey);
  if (!source) {
    source = puzzleSource(puzzleFile, sharePercent, 0);
    sources.set(sourceKey, source);
  }
  return makePage(source, secret, window);
});
