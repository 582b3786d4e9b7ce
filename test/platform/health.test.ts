/**
 * GET /healthz as a load balancer asks it: 200 while the camp and its
 * database answer, 503 (in about 2 s, not a hang) once the database is gone.
 * Game calls meanwhile get a 503 that says the database is away, not a 500,
 * and once it is back the camp serves again with every acknowledged move.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerWithSecret } from '../../src/platform/agent-check/checks.ts';
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

/** A JSON call that answers the puzzle it was given last. */
function player(url: string) {
  let token: string | undefined;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  return async (method: string, route: string, body?: unknown) => {
    const check: Record<string, string> = token ? { 'x-agent-check': token, 'x-agent-answer': String(answerWithSecret(SECRET, token)) } : {};
    const reply = await fetch(`${url}${route}`, { method, headers: { ...headers, ...check }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await reply.json() as any;
    if (json.agent_check?.token) token = json.agent_check.token;
    if (json.agent_key) headers.authorization = `Bearer ${json.agent_key}`;
    return { status: reply.status, retryAfter: reply.headers.get('retry-after'), body: json };
  };
}

it('refuses game calls with 503 store_unavailable while the database is down, and serves every acknowledged move once it is back', async () => {
  const call = player(camp.url);
  expect((await call('POST', '/api/v1/accounts', { name: `away-${process.pid}` })).status).toBe(201);
  const started = await call('POST', '/games/solitaire/api/new', { seed: 'away' });
  expect(started.status).toBe(201);
  const moved = await call('POST', '/games/solitaire/api/act', { command: 'draw' });
  expect(moved.body).toMatchObject({ ok: true, version: 1 });

  postgres.halt();
  const away = await call('POST', '/games/solitaire/api/act', { command: 'draw' });
  expect(away.status).toBe(503);
  expect(away.body.error).toBe('store_unavailable');
  expect(away.retryAfter).not.toBeNull();
  expect((await call('GET', '/games/solitaire/api/state')).status).toBe(503);
  expect(camp.child.exitCode).toBeNull();

  postgres.resume();
  let back = await call('GET', '/games/solitaire/api/state');
  for (let attempt = 0; back.status !== 200 && attempt < 40; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    back = await call('GET', '/games/solitaire/api/state');
  }
  expect(back.body).toMatchObject({ game_id: started.body.game_id, version: 1 });
  expect((await call('POST', '/games/solitaire/api/act', { command: 'draw' })).body).toMatchObject({ ok: true, version: 2 });
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
