/** The worker thread that finds winnable deals for deal-pool.ts, off the camp's event loop. */
import { serveJobs } from '../shared/worker-thread.ts';
import { findWinnableDeal } from './deal-pool.ts';

serveJobs(findWinnableDeal);
