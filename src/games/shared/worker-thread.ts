/**
 * Slow, pure work (solving a deal) run in a worker thread, off the camp's
 * event loop. `startWorker` starts a worker module, from the TypeScript
 * sources through tsx as `npm start` runs them; `WorkerJobs` sends it jobs
 * one at a time and gives each reply back as a promise.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

/** Starts a worker module in a thread; from TypeScript sources the thread first registers tsx. */
export function startWorker(entry: URL): Worker {
  if (!entry.href.endsWith('.ts')) return new Worker(entry);
  const tsxEsm = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm'));
  const tsxApi = new URL('./api/index.mjs', tsxEsm).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { eval: true });
}

type Envelope<T> = { id: number } & ({ ok: true; value: T } | { ok: false; error: string });

/** Inside a worker module: answers each job of a `WorkerJobs` with `work`. */
export function serveJobs<Message, Reply>(work: (message: Message) => Reply): void {
  parentPort!.on('message', ({ id, message }: { id: number; message: Message }) => {
    let envelope: Envelope<Reply>;
    try {
      envelope = { id, ok: true, value: work(message) };
    } catch (error) {
      envelope = { id, ok: false, error: String(error) };
    }
    parentPort!.postMessage(envelope);
  });
}

interface Pending<Reply> {
  message: unknown;
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
}

/**
 * Jobs for one worker thread, started on first use. An idle worker never
 * keeps the process alive. If the worker cannot run, jobs are done by
 * `inThread` instead: slower for the event loop, but the same answers.
 */
export class WorkerJobs<Message, Reply> {
  private worker: Worker | null = null;
  private broken = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending<Reply>>();

  constructor(private readonly entry: URL, private readonly inThread: (message: Message) => Reply) {}

  /** True once the worker could not start or stopped: every job since is done in this thread. */
  get workerFailed(): boolean {
    return this.broken;
  }

  run(message: Message): Promise<Reply> {
    if (this.broken) return this.runInThread(message);
    const worker = this.worker ?? this.start();
    if (!worker) return this.runInThread(message);
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { message, resolve, reject });
      worker.ref(); // someone waits for this answer
      worker.postMessage({ id, message });
    });
  }

  private runInThread(message: Message): Promise<Reply> {
    return new Promise((resolve) => setImmediate(resolve)).then(() => this.inThread(message));
  }

  private start(): Worker | null {
    try {
      const worker = startWorker(this.entry);
      worker.on('message', (envelope: Envelope<Reply>) => this.finished(envelope));
      worker.on('error', () => this.fail());
      worker.on('exit', () => this.fail());
      this.worker = worker;
      return worker;
    } catch {
      this.fail();
      return null;
    }
  }

  private finished(envelope: Envelope<Reply>): void {
    const job = this.pending.get(envelope.id);
    this.pending.delete(envelope.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (!job) return;
    if (envelope.ok) job.resolve(envelope.value);
    else job.reject(new Error(envelope.error));
  }

  /** Without a worker, the jobs it held are done in this thread. */
  private fail(): void {
    if (this.broken) return;
    this.broken = true;
    this.worker = null;
    const jobs = [...this.pending.values()];
    this.pending.clear();
    for (const job of jobs) this.runInThread(job.message as Message).then(job.resolve, job.reject);
  }
}
