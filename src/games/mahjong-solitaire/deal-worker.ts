/** The worker thread that solves deals for deal-pool.ts, off the camp's event loop. */
import { serveJobs } from '../shared/worker-thread.ts';
import { solveDeal } from './deal-pool.ts';

serveJobs(solveDeal);
