/**
 * GET /healthz as a load balancer asks it: 200 while the camp and its
 * database answer, 503 (in about 2 s, not a hang) once the database is gone.
 * Game calls meanwhile get a 503 that says the database is away, not a 500,
 * and once it is back the camp serves again with every acknowledged move.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerWithSecret } from '../../src/platform/agent-check/checks.ts';
import { CampClient } from '../support/camp.ts';
import { startCampProcess, type CampProcess } from '../support/camp-process.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const SECRET = 'a-secret-for-the-health-check-test-0123456789';
let postgres: TestPostgres;
let camp: CampProcess;
let stopped = false;
beforeAll(async () => {
  postgres = await startPostgres();
  camp = await startCampProcess({ DATABASE_URL: postgres.url, CAMP_SECRET: SECRET });
}, 60_000);
afterAll(async () => {
  await camp?.kill();
  if (!stopped) postgres?.stop();
});

it('refuses game calls with 503 store_unavailable while the database is down, and serves every acknowledged move once it is back', async () => {
  const anyone = new CampClient({ url: camp.url, answerFor: async (token) => answerWithSecret(SECRET, token) });
  const signedUp = await anyone.post('/api/v1/accounts', { name: `away-${process.pid}` });
  expect(signedUp.status).toBe(201);
  const player = new CampClient({ url: camp.url, answerFor: async (token) => answerWithSecret(SECRET, token) }, signedUp.body.agent_key);
  const started = await player.newGame('solitaire', { seed: 'away' });
  expect(started.status).toBe(201);
  expect((await player.act('solitaire', 'draw')).body).toMatchObject({ ok: true, version: 1 });

  postgres.halt();
  const away = await player.act('solitaire', 'draw');
  expect(away.status).toBe(503);
  expect(away.body.error).toBe('store_unavailable');
  expect(away.headers.get('retry-after')).not.toBeNull();
  expect((await player.state('solitaire')).status).toBe(503);
  expect(camp.child.exitCode).toBeNull();

  postgres.resume();
  let back = await player.state('solitaire');
  for (let attempt = 0; back.status !== 200 && attempt < 40; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    back = await player.state('solitaire');
  }
  expect(back.body).toMatchObject({ game_id: started.body.game_id, version: 1 });
  expect((await player.act('solitaire', 'draw')).body).toMatchObject({ ok: true, version: 2 });
}, 60_000);

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
