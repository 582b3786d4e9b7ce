/** The worker thread that solves finished games' deals for hindsight.ts, off the camp's event loop. */
import { serveJobs } from '../shared/worker-thread.ts';
import { dealHindsight } from './hindsight.ts';

serveJobs(dealHindsight);
