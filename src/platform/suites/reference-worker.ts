/** The worker thread that plays a run's deals with the games' reference players (reference-jobs.ts). */
import { serveJobs } from '../../games/shared/worker-thread.ts';
import { playReferenceGame } from './reference-jobs.ts';

serveJobs(playReferenceGame);
