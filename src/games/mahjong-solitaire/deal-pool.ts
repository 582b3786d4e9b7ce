/**
 * Deals prepared ahead, so `new` never solves on the request path. Solving a
 * shuffle takes a few milliseconds at the median but seconds on rare ones,
 * so a worker thread does it: it keeps a few camp-chosen seeds solved and
 * ready, and solves a player-chosen seed before `setup` needs it. Either way
 * the solution goes into deal-cache.ts, where `setup` finds it.
 *
 * If the worker cannot run, seeds are handed out unprepared and `setup`
 * solves them itself: slower, but the same deals.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { preparedSolution, rememberSolution } from './deal-cache.ts';
import type { DealSolution } from './uniform-deal.ts';

/**
 * Camp-chosen seeds kept solved and ready: enough for a burst of new games
 * (a rare shuffle takes the worker seconds, so a small pool runs dry).
 */
export const POOL_SIZE = 16;

type Reply = { seed: string; solution?: DealSolution; error?: string };

interface Job {
  seed: string;
  /** Player-chosen seeds go ahead of pool refills. */
  urgent: boolean;
  done: () => void;
}

const freshSeed = (): string => randomBytes(8).toString('hex');

class DealPool {
  private worker: Worker | null = null;
  private broken = false;
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private readonly ready: string[] = [];
  private refilling = 0;
  private readonly waiting: ((seed: string) => void)[] = [];

  /** A camp-chosen seed whose deal is ready, waiting for the worker if none is. */
  takeSeed(): Promise<string> {
    if (this.broken) return Promise.resolve(freshSeed());
    const seed = this.ready.shift();
    const taken = seed !== undefined ? Promise.resolve(seed) : new Promise<string>((resolve) => this.waiting.push(resolve));
    this.refill();
    return taken;
  }

  /** Resolves once the seed's deal is in the cache (or the worker cannot help). */
  prepare(seed: string): Promise<void> {
    if (this.broken || preparedSolution(seed)) return Promise.resolve();
    return new Promise((done) => {
      const firstRefill = this.queue.findIndex((job) => !job.urgent);
      this.queue.splice(firstRefill < 0 ? this.queue.length : firstRefill, 0, { seed, urgent: true, done });
      this.pump();
    });
  }

  private refill(): void {
    while (!this.broken && this.ready.length + this.refilling < POOL_SIZE + this.waiting.length) {
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
    worker.postMessage(this.running.seed);
  }

  private start(): Worker | null {
    try {
      const worker = startWorker();
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
    if (reply.solution) rememberSolution(reply.seed, reply.solution);
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

/**
 * Starts deal-worker in a thread. Run from TypeScript sources (as `npm start`
 * does), the thread first registers the same TypeScript loader, tsx.
 */
function startWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSources ? './deal-worker.ts' : './deal-worker.js', import.meta.url).href;
  if (!fromSources) return new Worker(new URL(entry));
  const tsxEsm = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm'));
  const tsxApi = new URL('./api/index.mjs', tsxEsm).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true });
}

let pool: DealPool | null = null;

/**
 * The seed a new game should use: the player's own once its deal is solved,
 * or a camp-chosen one from the pool. The pool starts on first use.
 */
export async function prepareDeal(seed: string | null): Promise<string> {
  pool ??= new DealPool();
  if (seed === null) return pool.takeSeed();
  await pool.prepare(seed);
  return seed;
}
