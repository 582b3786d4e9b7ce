/** The worker thread that searches finished games' lines for hindsight.ts, off the camp's event loop. */
import { serveJobs } from '../shared/worker-thread.ts';
import { lineHindsight } from './hindsight.ts';

serveJobs(lineHindsight);
