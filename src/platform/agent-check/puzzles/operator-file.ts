/**
 * The operator's puzzle file, read again when it changes: an operator
 * rotates a private set by writing a new file, with no restart. The file is
 * looked at (its size and modification time) at most every CHECK_INTERVAL_MS;
 * a changed file is checked in full, as at start, and replaces the set only
 * if it passes, so a faulty edit keeps the previous puzzles in service and
 * is reported, never served.
 */
import fs from 'node:fs';
import { loadOperatorPuzzles, PuzzleFileError, type OperatorPuzzle } from './operator.ts';

export const CHECK_INTERVAL_MS = 2_000;

export class OperatorPuzzleFile {
  private puzzles: OperatorPuzzle[];
  private stamp: string;
  private checkedAt: number;

  /** Reads and checks the file now; a fault throws PuzzleFileError (the camp does not start). */
  constructor(
    private readonly file: string,
    private readonly onReload: (outcome: { ok: true; count: number } | { ok: false; error: string }) => void = () => {},
    private readonly now: () => number = Date.now,
    private readonly checkEveryMs = CHECK_INTERVAL_MS,
  ) {
    this.stamp = this.stampOf();
    this.puzzles = loadOperatorPuzzles(file);
    this.checkedAt = now();
  }

  /** The puzzles in service: the file's newest content that passed its checks. */
  current(): readonly OperatorPuzzle[] {
    if (this.now() - this.checkedAt >= this.checkEveryMs) this.reloadIfChanged();
    return this.puzzles;
  }

  private stampOf(): string {
    return fileStamp(this.file);
  }

  private reloadIfChanged(): void {
    this.checkedAt = this.now();
    const stamp = this.stampOf();
    if (stamp === this.stamp) return;
    this.stamp = stamp;
    try {
      this.puzzles = loadOperatorPuzzles(this.file);
      this.onReload({ ok: true, count: this.puzzles.length });
    } catch (error) {
      if (!(error instanceof PuzzleFileError)) throw error;
      this.onReload({ ok: false, error: `${error.message}; the previous puzzles stay in service` });
    }
  }
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
