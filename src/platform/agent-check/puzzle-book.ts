/**
 * The puzzles agent checks serve, page by page: each window of time has a
 * page of PAGE_SIZE puzzles, each made from a seed that the camp's secret
 * derives from the window and the puzzle's place on the page. Every process
 * so makes the same puzzle for the same place, and an open puzzle is served
 * again, by any process, with nothing written (checks.ts picks the place).
 *
 * A worker thread makes each page ahead, off the event loop (a puzzle costs
 * some 60 to 80 µs: bench/agent-check-attack.ts); a reply that needs a
 * puzzle not yet made makes that one itself, as every reply does when the
 * worker cannot run.
 */
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import { WorkerJobs } from '../../games/shared/worker-thread.ts';
import { DEFAULT_OPERATOR_SHARE, puzzleSource, type Pick, type Puzzle } from './puzzle.ts';
import { seededPick } from './random-pool.ts';
import { CHECK_INTERVAL_MS, fileStamp } from './puzzles/operator-file.ts';

/** Puzzles per window: holders whose open puzzles fall on one place share its text, never its token. */
export const PAGE_SIZE = 2048;

/** Where open puzzles come from: the same puzzle for the same window and place, in every process. */
export interface PuzzlePages {
  puzzle(window: number, place: number): Puzzle;
}

export interface PageRequest {
  puzzleFile: string | undefined;
  /** The percentage of puzzles from the file. */
  sharePercent: number;
  /** Names the file's content: a file changed since (another camp in the same process) is a new source. */
  sourceKey: string;
  secret: string;
  window: number;
}

/** The seed of one place on one page: an HMAC, so that only the camp can make its pages. */
function placeSeed(secret: string, window: number, place: number): Buffer {
  return createHmac('sha256', secret).update(`page.${window}.${place}`).digest();
}

/** One page, as the worker makes it (and as a reply makes any one place of it). */
export function makePage(make: (pick: Pick) => Puzzle, secret: string, window: number): Puzzle[] {
  return Array.from({ length: PAGE_SIZE }, (_, place) => make(seededPick(placeSeed(secret, window, place))));
}

/** The module of the page worker, as bookedPuzzles starts it. */
export const PAGE_WORKER = new URL(import.meta.url.endsWith('.ts') ? './puzzle-worker.ts' : './puzzle-worker.js', import.meta.url);

/** One worker per worker module in a process, which every book using it shares; without a worker, pages come back empty. */
const workers = new Map<string, WorkerJobs<PageRequest, Puzzle[]>>();
function jobsFor(worker: URL): WorkerJobs<PageRequest, Puzzle[]> {
  let jobs = workers.get(worker.href);
  if (!jobs) {
    jobs = new WorkerJobs<PageRequest, Puzzle[]>(worker, () => []);
    workers.set(worker.href, jobs);
  }
  return jobs;
}

/**
 * The file's path, share and a hash of its content ('' for the built-in puzzles alone): a file changed
 * since is a new source for a camp started now (a running one reads the change itself: operator-file.ts).
 */
function sourceKeyOf(puzzleFile: string | undefined, sharePercent: number): string {
  return puzzleFile === undefined ? '' : `${puzzleFile}\0${sharePercent}\0${createHash('sha256').update(fs.readFileSync(puzzleFile)).digest('hex')}`;
}

export class PuzzleBook implements PuzzlePages {
  /** The pages of the current window and the next (made ahead); a place is undefined until made. */
  private pages = new Map<number, (Puzzle | undefined)[]>();
  private workerless: boolean;
  /** Counts the puzzle file's changes: a page asked for before the latest one is thrown away. */
  private generation = 0;
  private fileStamp: string;
  private stampCheckedAt = Date.now();
  private readonly jobs: WorkerJobs<PageRequest, Puzzle[]> | undefined;

  /** `make` makes one puzzle from its picks: the source the worker uses, for the same `puzzleFile`. Without `worker`, every puzzle is made here. */
  constructor(
    private readonly secret: string,
    private readonly make: (pick: Pick) => Puzzle,
    private readonly puzzleFile: string | undefined = undefined,
    worker: URL | undefined = undefined,
    private readonly sharePercent = DEFAULT_OPERATOR_SHARE,
    private readonly sourceKey = sourceKeyOf(puzzleFile, sharePercent),
  ) {
    this.jobs = worker && jobsFor(worker);
    this.workerless = worker === undefined;
    this.fileStamp = puzzleFile === undefined ? '' : fileStamp(puzzleFile);
  }

  /** How many puzzles of a window's page are made. */
  made(window: number): number {
    return (this.pages.get(window) ?? []).filter((puzzle) => puzzle !== undefined).length;
  }

  puzzle(window: number, place: number): Puzzle {
    if (this.puzzleFile !== undefined && Date.now() - this.stampCheckedAt >= CHECK_INTERVAL_MS) this.dropIfFileChanged(this.puzzleFile);
    const page = this.pageOf(window);
    this.pageOf(window + 1);
    return page[place] ??= this.make(seededPick(placeSeed(this.secret, window, place)));
  }

  /** A window's page, started (and asked of the worker) when first needed; pages of earlier windows are dropped. */
  private pageOf(window: number): (Puzzle | undefined)[] {
    let page = this.pages.get(window);
    if (page) return page;
    page = new Array<Puzzle | undefined>(PAGE_SIZE);
    this.pages.set(window, page);
    for (const kept of this.pages.keys()) if (kept < window - 1) this.pages.delete(kept);
    this.askWorker(window, page);
    return page;
  }

  /** A rotated puzzle file: the puzzles made from the old one are not served. */
  private dropIfFileChanged(puzzleFile: string): void {
    this.stampCheckedAt = Date.now();
    const stamp = fileStamp(puzzleFile);
    if (stamp === this.fileStamp) return;
    this.fileStamp = stamp;
    this.generation++;
    this.pages = new Map();
  }

  private askWorker(window: number, page: (Puzzle | undefined)[]): void {
    if (this.workerless || !this.jobs) return;
    const generation = this.generation;
    this.jobs.run({ puzzleFile: this.puzzleFile, sharePercent: this.sharePercent, sourceKey: this.sourceKey, secret: this.secret, window }).then(
      (made) => {
        if (generation !== this.generation) return;
        // Only a missing worker sends an empty page (see jobsFor): replies make their own then.
        if (made.length === 0) this.workerless = true;
        // A place a reply made already keeps its puzzle: it is the same one, and may be in flight.
        made.forEach((puzzle, place) => { page[place] ??= puzzle; });
      },
      () => {
        if (generation === this.generation) this.workerless = true;
      },
    );
  }
}

/** One book per secret and puzzle file content in a process, however many camps it runs. */
const books = new Map<string, PuzzleBook>();

/**
 * The camp's puzzle pages, made ahead by the process's worker (a faulty
 * puzzle file throws PuzzleFileError here, as puzzleSource does).
 */
export function bookedPuzzles(secret: string, puzzleFile: string | undefined, sharePercent = DEFAULT_OPERATOR_SHARE): PuzzlePages {
  const make = puzzleSource(puzzleFile, sharePercent);
  const sourceKey = sourceKeyOf(puzzleFile, sharePercent);
  const key = `${createHash('sha256').update(secret).digest('hex')}\0${sourceKey}`;
  let book = books.get(key);
  if (!book) {
    book = new PuzzleBook(secret, make, puzzleFile, PAGE_WORKER, sharePercent, sourceKey);
    books.set(key, book);
  }
  return book;
}
