/**
 * Deals prepared ahead in a worker thread, so `new` never does slow deal work
 * on the request path: the pool keeps a few camp-chosen seeds ready, and
 * prepares a player-chosen seed before `setup` needs it (ahead of refills).
 * What the worker finds goes to the game's own cache through `remember`,
 * where `setup` finds it.
 *
 * If the worker cannot run, seeds are handed out unprepared and `setup`
 * does the work itself: slower, but the same deals.
 */
import { randomBytes } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { startWorker } from './worker-thread.ts';

export interface DealPoolOptions<Reply> {
  /** The worker module; a .ts one is started through tsx, as `npm start` runs the sources. */
  worker: URL;
  /** Camp-chosen seeds kept ready. */
  size: number;
  /** The message asking the worker to prepare a seed. */
  request(seed: string): unknown;
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

export class DealPool<Reply> {
  private worker: Worker | null = null;
  private broken = false;
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private readonly ready: string[] = [];
  private refilling = 0;
  private readonly waiting: ((seed: string) => void)[] = [];

  constructor(private readonly options: DealPoolOptions<Reply>) {}

  /** A camp-chosen seed whose deal is ready, waiting for the worker if none is. */
  takeSeed(): Promise<string> {
    if (this.broken) return Promise.resolve(freshSeed());
    const seed = this.ready.shift();
    const taken = seed !== undefined ? Promise.resolve(seed) : new Promise<string>((resolve) => this.waiting.push(resolve));
    this.refill();
    return taken;
  }

  /** Resolves once the seed's deal is prepared (or the worker cannot help). */
  prepare(seed: string): Promise<void> {
    if (this.broken || this.options.isPrepared(seed)) return Promise.resolve();
    return new Promise((done) => {
      const firstRefill = this.queue.findIndex((job) => !job.urgent);
      this.queue.splice(firstRefill < 0 ? this.queue.length : firstRefill, 0, { seed, urgent: true, done });
      this.pump();
    });
  }

  private refill(): void {
    while (!this.broken && this.ready.length + this.refilling < this.options.size + this.waiting.length) {
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
    if (this.running || this.queue.length === 0) return;
    const worker = this.worker ?? this.start();
    if (!worker) return;
    this.running = this.queue.shift()!;
    worker.ref(); // someone may be waiting for this answer
    worker.postMessage(this.options.request(this.running.seed));
  }

  private start(): Worker | null {
    try {
      const worker = startWorker(this.options.worker);
      worker.on('message', (reply: Reply) => this.finished(reply));
      worker.on('error', () => this.fail());
      worker.on('exit', () => this.fail());
      this.worker = worker;
      return worker;
    } catch {
      this.fail();
      return null;
    }
  }

  private finished(reply: Reply): void {
    const job = this.running;
    this.running = null;
    this.options.remember(reply);
    job?.done();
    this.pump();
    if (!this.running) this.worker?.unref(); // an idle pool never keeps the process alive
  }

  /** Without a worker every seed is dealt by `setup` itself: release everyone who waits. */
  private fail(): void {
    if (this.broken) return;
    this.broken = true;
    this.worker = null;
    const jobs = [...(this.running ? [this.running] : []), ...this.queue.splice(0)];
    this.running = null;
    for (const job of jobs) job.done();
    for (const waiter of this.waiting.splice(0)) waiter(freshSeed());
  }
}
