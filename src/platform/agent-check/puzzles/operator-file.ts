/**
 * The operator's puzzle file, read again when it changes: an operator
 * rotates a private set by writing a new file, with no restart. Each thread
 * keeps one reader per file (watchedOperatorFile), which looks at the file's
 * size and modification time every CHECK_INTERVAL_MS on a timer, and when
 * asked for puzzles; a changed file is checked in full, as at start, and
 * replaces the set only if it passes, so a faulty edit keeps the previous
 * puzzles in service and is reported, never served.
 */
import fs from 'node:fs';
import { loadOperatorPuzzles, PuzzleFileError, type OperatorPuzzle } from './operator.ts';

export const CHECK_INTERVAL_MS = 2_000;

export type ReloadOutcome = { ok: true; count: number } | { ok: false; error: string };

export class OperatorPuzzleFile {
  private puzzles: OperatorPuzzle[];
  private stamp: string;
  private checkedAt: number;
  private readonly listeners = new Set<(outcome: ReloadOutcome) => void>();

  /** Reads and checks the file now; a fault throws PuzzleFileError (the camp does not start). */
  constructor(private readonly file: string, private readonly now: () => number = Date.now) {
    this.stamp = fileStamp(file);
    this.puzzles = loadOperatorPuzzles(file);
    this.checkedAt = now();
  }

  /** The puzzles in service: the file's newest content that passed its checks, looked at if the last look is older than `maxAgeMs`. */
  current(maxAgeMs = CHECK_INTERVAL_MS): readonly OperatorPuzzle[] {
    if (this.now() - this.checkedAt >= maxAgeMs) this.poll();
    return this.puzzles;
  }

  /** Hears of each change: taken into service, or refused with the reason. Returns how to stop listening. */
  listen(listener: (outcome: ReloadOutcome) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the file again if it changed. */
  poll(): void {
    this.checkedAt = this.now();
    const stamp = fileStamp(this.file);
    if (stamp === this.stamp) return;
    this.stamp = stamp;
    let outcome: ReloadOutcome;
    try {
      this.puzzles = loadOperatorPuzzles(this.file);
      outcome = { ok: true, count: this.puzzles.length };
    } catch (error) {
      if (!(error instanceof PuzzleFileError)) throw error;
      outcome = { ok: false, error: `${error.message}; the previous puzzles stay in service` };
    }
    for (const listener of this.listeners) listener(outcome);
  }
}

/** This thread's readers, one per file, each kept current by its own timer (so none skips a version while idle). */
const watched = new Map<string, OperatorPuzzleFile>();

/**
 * This thread's reader of `file`, which checks the file in full now (a fault
 * throws PuzzleFileError): a camp starts only on a file that passes today,
 * even if an earlier camp in the process read it before.
 */
export function watchedOperatorFile(file: string): OperatorPuzzleFile {
  const found = watched.get(file);
  if (found) {
    loadOperatorPuzzles(file);
    found.poll();
    return found;
  }
  const reader = new OperatorPuzzleFile(file);
  watched.set(file, reader);
  setInterval(() => reader.poll(), CHECK_INTERVAL_MS).unref();
  return reader;
}

/** What tells a changed file from the one read before: its size and modification time. */
export function fileStamp(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}
