/**
 * Deals prepared ahead in a worker thread, so `new` never does slow deal work
 * on the request path: the pool keeps a few camp-chosen seeds ready, and
 * prepares a player-chosen seed before `setup` needs it (ahead of refills).
 * What the worker finds goes to the game's own cache through `remember`,
 * where `setup` finds it.
 *
 * If the worker cannot run, the job in hand is finished in this thread
 * (WorkerJobs), and other seeds are handed out unprepared for `setup` to do
 * the work itself: slower, but the same deals.
 */
import { randomBytes } from 'node:crypto';
import type { DealPoolLevel } from '../game.ts';
import { WorkerJobs } from './worker-thread.ts';

export interface DealPoolOptions<Message, Reply> {
  /** The worker module, serving `work` with serveJobs; a .ts one is started through tsx, as `npm start` runs the sources. */
  worker: URL;
  /** What the worker does for a message; done in this thread only for the job in hand when the worker stops. */
  work(message: Message): Reply;
  /** Camp-chosen seeds kept ready. */
  size: number;
  /** The message asking the worker to prepare a seed. */
  request(seed: string): Message;
  /** True when `setup` already has what it needs for the seed. */
  isPrepared(seed: string): boolean;
  /** Keeps what the worker sent back for a seed. */
  remember(reply: Reply): void;
}

interface Job {
  seed: string;
  /** Player-chosen seeds go ahead of pool refills. */
  urgent: boolean;
  done: () => void;
}

const freshSeed = (): string => randomBytes(8).toString('hex');

export class DealPool<Message, Reply> {
  private readonly jobs: WorkerJobs<Message, Reply>;
  /** Seeds waiting for the worker, which gets one at a time so that urgent ones can go ahead. */
  private readonly queue: Job[] = [];
  private running = false;
  private readonly ready: string[] = [];
  private refilling = 0;
  private readonly waiting: ((seed: string) => void)[] = [];

  constructor(private readonly options: DealPoolOptions<Message, Reply>) {
    this.jobs = new WorkerJobs(options.worker, (message: Message) => options.work(message));
  }

  /** A camp-chosen seed whose deal is ready, waiting for the worker if none is. */
  takeSeed(): Promise<string> {
    if (this.jobs.workerFailed) return Promise.resolve(freshSeed());
    const seed = this.ready.shift();
    const taken = seed !== undefined ? Promise.resolve(seed) : new Promise<string>((resolve) => this.waiting.push(resolve));
    this.refill();
    return taken;
  }

  /** Resolves once the seed's deal is prepared (or the worker cannot help). */
  prepare(seed: string): Promise<void> {
    if (this.jobs.workerFailed || this.options.isPrepared(seed)) return Promise.resolve();
    return new Promise((done) => {
      const firstRefill = this.queue.findIndex((job) => !job.urgent);
      this.queue.splice(firstRefill < 0 ? this.queue.length : firstRefill, 0, { seed, urgent: true, done });
      this.pump();
    });
  }

  /** How full the pool is (for the operator's metrics). */
  level(pool: string): DealPoolLevel {
    return { pool, ready: this.ready.length, target: this.options.size, queued: this.queue.length + (this.running ? 1 : 0) };
  }

  private refill(): void {
    while (!this.jobs.workerFailed && this.ready.length + this.refilling < this.options.size + this.waiting.length) {
      this.refilling++;
      const seed = freshSeed();
      this.queue.push({ seed, urgent: false, done: () => this.poolSeedReady(seed) });
    }
    this.pump();
  }

  private poolSeedReady(seed: string): void {
    this.refilling--;
    const waiter = this.waiting.shift();
    if (waiter) waiter(seed);
    else this.ready.push(seed);
  }

  private pump(): void {
    if (this.running) return;
    if (this.jobs.workerFailed) return this.releaseEveryone();
    const job = this.queue.shift();
    if (!job) return;
    this.running = true;
    this.jobs
      .run(this.options.request(job.seed))
      // A seed the worker could not prepare is dealt by `setup` itself, which says what is wrong.
      .then((reply) => this.options.remember(reply), () => undefined)
      .finally(() => {
        this.running = false;
        job.done();
        this.pump();
      });
  }

  /** Without a worker every seed is dealt by `setup` itself: release everyone who waits. */
  private releaseEveryone(): void {
    for (const job of this.queue.splice(0)) job.done();
    for (const waiter of this.waiting.splice(0)) waiter(freshSeed());
  }
}
