/**
 * Agent check puzzles made ahead in a worker thread, so that a reply only
 * takes one: making a puzzle costs about 30 µs of the event loop, some 9%
 * of an act's time under load. A batch is asked for whenever the stock runs
 * low; a reply that finds it empty (at start, or faster than the worker)
 * makes its puzzle itself, as does every reply if the worker cannot run.
 * The puzzles are the ones `puzzleSource` makes, from the same cryptographic
 * source, and none is handed out twice.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { WorkerJobs } from '../../games/shared/worker-thread.ts';
import { DEFAULT_OPERATOR_SHARE, puzzleSource, type Puzzle } from './puzzle.ts';
import { CHECK_INTERVAL_MS, fileStamp } from './puzzles/operator-file.ts';

export interface PuzzleBatchRequest {
  puzzleFile: string | undefined;
  /** The percentage of puzzles from the file. */
  sharePercent: number;
  /** Names the file's content: a file changed since (another camp in the same process) is a new source. */
  sourceKey: string;
  count: number;
}

const PUZZLE_WORKER = new URL(import.meta.url.endsWith('.ts') ? './puzzle-worker.ts' : './puzzle-worker.js', import.meta.url);

/** One worker per worker module in a process, which every stock using it shares; without a worker, batches come back empty. */
const workers = new Map<string, WorkerJobs<PuzzleBatchRequest, Puzzle[]>>();
function jobsFor(worker: URL): WorkerJobs<PuzzleBatchRequest, Puzzle[]> {
  let jobs = workers.get(worker.href);
  if (!jobs) {
    jobs = new WorkerJobs<PuzzleBatchRequest, Puzzle[]>(worker, () => []);
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

/** Puzzles per batch; a new batch is asked for once fewer than this are left. */
const BATCH = 512;

export class PuzzleStock {
  private ready: Puzzle[] = [];
  private taken = 0;
  private refilling = false;
  private workerless = false;
  /** Counts the puzzle file's changes: a batch asked for before the latest one is thrown away. */
  private generation = 0;
  private fileStamp: string;
  private stampCheckedAt = Date.now();
  private readonly jobs: WorkerJobs<PuzzleBatchRequest, Puzzle[]>;

  /** `inThread` makes a puzzle when none is ready: the source the worker uses, for the same `puzzleFile`. */
  constructor(
    private readonly puzzleFile: string | undefined,
    private readonly inThread: () => Puzzle,
    worker: URL = PUZZLE_WORKER,
    private readonly sharePercent = DEFAULT_OPERATOR_SHARE,
    private readonly sourceKey = sourceKeyOf(puzzleFile, sharePercent),
  ) {
    this.jobs = jobsFor(worker);
    this.fileStamp = puzzleFile === undefined ? '' : fileStamp(puzzleFile);
  }

  /** How many puzzles are ready. */
  get size(): number {
    return this.ready.length - this.taken;
  }

  take(): Puzzle {
    if (this.puzzleFile !== undefined && Date.now() - this.stampCheckedAt >= CHECK_INTERVAL_MS) this.dropIfFileChanged(this.puzzleFile);
    if (this.size < BATCH) this.refill();
    return this.taken < this.ready.length ? this.ready[this.taken++]! : this.inThread();
  }

  /** A rotated puzzle file: the puzzles made from the old one are not served. */
  private dropIfFileChanged(puzzleFile: string): void {
    this.stampCheckedAt = Date.now();
    const stamp = fileStamp(puzzleFile);
    if (stamp === this.fileStamp) return;
    this.fileStamp = stamp;
    this.generation++;
    this.ready = [];
    this.taken = 0;
    this.refilling = false;
  }

  private refill(): void {
    if (this.refilling || this.workerless) return;
    this.refilling = true;
    const generation = this.generation;
    this.jobs.run({ puzzleFile: this.puzzleFile, sharePercent: this.sharePercent, sourceKey: this.sourceKey, count: BATCH }).then(
      (batch) => {
        if (generation !== this.generation) return;
        this.refilling = false;
        // Only a missing worker sends an empty batch (see jobsFor): replies make their own then.
        if (batch.length === 0) this.workerless = true;
        this.ready = this.ready.slice(this.taken).concat(batch);
        this.taken = 0;
      },
      () => {
        if (generation !== this.generation) return;
        this.refilling = false;
        this.workerless = true;
      },
    );
  }
}

/** One stock per puzzle file content in a process, however many camps it runs. */
const stocks = new Map<string, PuzzleStock>();

/**
 * Like puzzleSource (a faulty puzzle file throws PuzzleFileError here), but
 * the puzzles come from the process's stock for that file.
 */
export function stockedPuzzles(puzzleFile: string | undefined, sharePercent = DEFAULT_OPERATOR_SHARE): () => Puzzle {
  const inThread = puzzleSource(puzzleFile, sharePercent);
  const sourceKey = sourceKeyOf(puzzleFile, sharePercent);
  let stock = stocks.get(sourceKey);
  if (!stock) {
    stock = new PuzzleStock(puzzleFile, inThread, PUZZLE_WORKER, sharePercent, sourceKey);
    stocks.set(sourceKey, stock);
  }
  const shared = stock;
  return () => shared.take();
}
