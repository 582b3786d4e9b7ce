/**
 * Jobs run in a worker thread (the hindsight solvers use it): answers come
 * back to the job that asked, a job's error comes back as a rejection, and
 * a worker that cannot start leaves the jobs to this thread, same answers.
 */
import { describe, expect, it } from 'vitest';
import type { Hindsight } from '../../../src/games/game.ts';
import { lineHindsight, type LineQuestion } from '../../../src/games/mahjong-solitaire/hindsight.ts';
import { WorkerJobs } from '../../../src/games/shared/worker-thread.ts';

const mahjongWorker = new URL('../../../src/games/mahjong-solitaire/hindsight-worker.ts', import.meta.url);

describe('WorkerJobs', () => {
  it('gives each job the worker\'s own answer, the same as working it out here', async () => {
    const jobs = new WorkerJobs<LineQuestion, Hindsight>(mahjongWorker, () => { throw new Error('ran in this thread'); });
    const questions: LineQuestion[] = [
      { seed: 'jobs-1', log: [{ seat: 0, command: 'resign', acceptedAt: 0 }] },
      { seed: 'jobs-2', log: [{ seat: 0, command: 'hint', acceptedAt: 0 }, { seat: 0, command: 'resign', acceptedAt: 0 }] },
    ];
    const answers = await Promise.all(questions.map((question) => jobs.run(question)));
    expect(answers).toEqual(questions.map((question) => lineHindsight(question)));
  });

  it('turns an error in the worker into a rejection of that job alone', async () => {
    const jobs = new WorkerJobs<LineQuestion, Hindsight>(mahjongWorker, lineHindsight);
    const bad = jobs.run({ seed: 'jobs-3', log: [{ seat: 0, command: 'match t1 t1', acceptedAt: 0 }] });
    const good = jobs.run({ seed: 'jobs-3', log: [{ seat: 0, command: 'resign', acceptedAt: 0 }] });
    await expect(bad).rejects.toThrow(/was rejected/);
    expect((await good).text).toMatch(/could still be cleared when you resigned/);
  });

  it('works the jobs out in this thread when the worker cannot start', async () => {
    const jobs = new WorkerJobs<number, number>(new URL('./no-such-worker.ts', import.meta.url), (n) => n * 2);
    expect(await Promise.all([jobs.run(20), jobs.run(21)])).toEqual([40, 42]);
  });
});
