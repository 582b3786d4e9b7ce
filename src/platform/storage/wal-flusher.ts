/**
 * Makes SQLite's committed WAL frames durable without blocking the event
 * loop. SQLite runs with synchronous=NORMAL (its commit writes the WAL but
 * does not fsync it); this flushes the WAL file with fs.fsync in libuv's
 * thread pool. fsync is per file, not per descriptor, so a descriptor of our
 * own flushes what SQLite wrote. A commit is durable once a flush that began
 * after it has ended; commits that arrive while a flush runs share the next.
 */
import fs from 'node:fs';

type Done = (error: Error | null) => void;

export class WalFlusher {
  private fd: number | null = null;
  /** Commits waiting for a flush that has not begun yet. */
  private waiting: Done[] = [];
  private flushing: Promise<void> | null = null;

  /** walPath null: nothing to flush (an in-memory database), commits are done at once. */
  constructor(private readonly walPath: string | null) {}

  /** Calls `done` once everything committed so far is on disk. */
  afterCommit(done: Done): void {
    if (this.walPath === null) {
      done(null);
      return;
    }
    this.waiting.push(done);
    if (this.flushing === null) this.flushing = this.flushWaiting();
  }

  private async flushWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      let failure: Error | null = null;
      try {
        // The WAL exists once anything is committed; it keeps its inode across checkpoints.
        this.fd ??= fs.openSync(this.walPath!, 'r');
        await new Promise<void>((resolve, reject) => fs.fsync(this.fd!, (error) => (error ? reject(error) : resolve())));
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      }
      for (const done of batch) done(failure);
    }
    this.flushing = null;
  }

  async close(): Promise<void> {
    await this.flushing;
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}
