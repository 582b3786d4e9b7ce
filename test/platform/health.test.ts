/**
 * GET /healthz as a load balancer asks it: 200 while the camp and its
 * database answer, 503 (in about 2 s, not a hang) once the database is gone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCampProcess, type CampProcess } from '../support/camp-process.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

let postgres: TestPostgres;
let camp: CampProcess;
let stopped = false;
beforeAll(async () => {
  postgres = await startPostgres();
  camp = await startCampProcess({ DATABASE_URL: postgres.url, CAMP_SECRET: 'a-secret-for-the-health-check-test-0123456789' });
}, 60_000);
afterAll(async () => {
  await camp?.kill();
  if (!stopped) postgres?.stop();
});

it('answers 200 while the database answers, and 503 with a problem once it is gone', async () => {
  const ok = await fetch(`${camp.url}/healthz`);
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual({ status: 'ok' });
  postgres.stop();
  stopped = true;
  const started = Date.now();
  const gone = await fetch(`${camp.url}/healthz`);
  expect(gone.status).toBe(503);
  expect((await gone.json()).error).toBe('store_unavailable');
  expect(Date.now() - started).toBeLessThan(10_000);
  // The camp itself is still up to say so.
  expect(camp.child.exitCode).toBeNull();
}, 30_000);
