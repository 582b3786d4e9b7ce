/**
 * The Idempotency-Key header on new, act and finish (SQLite): a repeat gets
 * the first reply back and applies and spends nothing, even sent at once;
 * the same key with another body is refused; a refused first request leaves
 * the key free; keys are the account's own and kept for their time.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { keyedAct, versionOf } from '../support/idempotency.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp(); });
afterAll(async () => { await camp.close(); });

describe('Idempotency-Key', () => {
  it('answers a repeat with the first reply, applies nothing and reads no puzzle', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire');
    const first = await keyedAct(player, 'draw-1', 'draw');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // No answer at all: a repeat is not checked.
    const repeat = await player.post('/games/solitaire/api/act', { command: 'draw' }, { 'idempotency-key': 'draw-1' });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await versionOf(player)).toBe(1);
    // A repeat carrying a right answer leaves that puzzle unspent: it works for the next move.
    const unspent = await player.checkHeaders();
    expect((await player.post('/games/solitaire/api/act', { command: 'draw' }, { ...unspent, 'idempotency-key': 'draw-1' })).status).toBe(200);
    expect((await player.post('/games/solitaire/api/act', { command: 'draw' }, unspent)).status).toBe(200);
    expect(await versionOf(player)).toBe(2);
  });

  it('runs a move once when its repeats arrive at the same time', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire');
    const replies = await Promise.all(Array.from({ length: 8 }, () => keyedAct(player, 'at-once', 'draw')));
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await versionOf(player)).toBe(1);
  });

  it('refuses the same key with another body, or on another call, with 422 and changes nothing', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire');
    expect((await keyedAct(player, 'k', 'draw')).status).toBe(200);
    const other = await keyedAct(player, 'k', 'auto');
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('idempotency_key_reused');
    const elsewhere = await player.post('/games/solitaire/api/new', {}, { 'idempotency-key': 'k' });
    expect(elsewhere.status).toBe(422);
    expect(await versionOf(player)).toBe(1);
  });

  it('leaves the key free when the first request was refused', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire');
    const token = (await player.get('/api/v1/agent-check')).body.agent_check.token;
    const answer = await camp.answerFor(token);
    const wrong = await player.post('/games/solitaire/api/act', { command: 'draw' },
      { 'x-agent-check': token, 'x-agent-answer': String((answer + 1) % 10000), 'idempotency-key': 'retry-me' });
    expect(wrong.status).toBe(428);
    const retried = await keyedAct(player, 'retry-me', 'draw');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await versionOf(player)).toBe(1);
  });

  it('starts one game for a repeated new, and rates once for a repeated finish', async () => {
    const player = await camp.signUp();
    const started = await player.post('/games/solitaire/api/new', {}, { 'idempotency-key': 'start' });
    const again = await player.post('/games/solitaire/api/new', {}, { 'idempotency-key': 'start' });
    expect(started.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.game_id).toBe(started.body.game_id);
    expect((await player.get('/api/v1/me/games?game=solitaire')).body.games).toHaveLength(1);

    expect((await player.act('solitaire', 'resign')).body.status).toBe('over');
    const review = { rating: 7, review: 'A fair deal.' };
    const finished = await player.post('/games/solitaire/api/finish', review, { ...(await player.checkHeaders()), 'idempotency-key': 'rate' });
    const refinished = await player.post('/games/solitaire/api/finish', review, { 'idempotency-key': 'rate' });
    expect(finished.status).toBe(200);
    expect(refinished.status).toBe(200);
    expect(refinished.body).toEqual(finished.body);
    // Without the key, a second review is refused as always.
    expect((await player.post('/games/solitaire/api/finish', review, await player.checkHeaders())).status).toBe(409);
  });

  it("keeps each account's keys apart", async () => {
    const [ann, bob] = [await camp.signUp(), await camp.signUp()];
    await ann.newGame('solitaire');
    await bob.newGame('solitaire');
    expect((await keyedAct(ann, 'shared', 'draw')).headers.get('idempotent-replayed')).toBeNull();
    const bobs = await keyedAct(bob, 'shared', 'draw');
    expect(bobs.status).toBe(200);
    expect(bobs.headers.get('idempotent-replayed')).toBeNull();
    expect(await versionOf(bob)).toBe(1);
  });

  it('gives the reply of a move whose connection dropped to its repeat, applied once', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire');
    const headers = { ...(await player.checkHeaders()), authorization: `Bearer ${player.key}`, 'content-type': 'application/json', 'idempotency-key': 'dropped' };
    await new Promise<void>((resolve) => {
      const request = http.request(`${camp.url}/games/solitaire/api/act`, { method: 'POST', headers });
      request.on('error', () => resolve());
      request.end(JSON.stringify({ command: 'draw' }), () => setImmediate(() => { request.destroy(); resolve(); }));
    });
    // The camp runs the move though its client is gone; once it is stored, a repeat needs no answer.
    for (let tries = 0; tries < 100 && (await versionOf(player)) === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    const repeat = await player.post('/games/solitaire/api/act', { command: 'draw' }, { 'idempotency-key': 'dropped' });
    expect(repeat.status).toBe(200);
    expect(repeat.body.version).toBe(1);
    expect(await versionOf(player)).toBe(1);
  });

  it('starts one run for a repeated start, and refuses the key for another suite', async () => {
    const player = await camp.signUp();
    const first = await player.post('/api/v1/suites/smoke/runs', {}, { 'idempotency-key': 'run-1' });
    expect(first.status).toBe(201);
    const repeat = await player.post('/api/v1/suites/smoke/runs', {}, { 'idempotency-key': 'run-1' });
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body.run.id).toBe(first.body.run.id);
    const otherSuite = await player.post('/api/v1/suites/camp-v1/runs', {}, { 'idempotency-key': 'run-1' });
    expect(otherSuite.status).toBe(422);
    const fresh = await player.post('/api/v1/suites/smoke/runs', {}, { 'idempotency-key': 'run-2' });
    expect(fresh.status).toBe(201);
    expect(fresh.body.run.id).not.toBe(first.body.run.id);
  });

  it('refuses a malformed key with 400', async () => {
    const player = await camp.signUp();
    const refused = await player.post('/games/solitaire/api/new', {}, { 'idempotency-key': 'has space' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('bad_idempotency_key');
    expect((await player.get('/api/v1/me/games')).body.games).toHaveLength(0);
  });
});

describe('an Idempotency-Key past its time', () => {
  let brief: TestCamp;
  beforeAll(async () => { brief = await startCamp({ CAMP_IDEMPOTENCY_SECONDS: '0.3' }); });
  afterAll(async () => { await brief.close(); });

  it('runs its request again', async () => {
    const player = await brief.signUp();
    await player.newGame('solitaire');
    await keyedAct(player, 'once', 'draw');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const later = await keyedAct(player, 'once', 'draw');
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await versionOf(player)).toBe(2);
  });
});

describe('a first request that never answered', () => {
  let stalled: TestCamp;
  let offset = 0;
  let stalledOnce = false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  beforeAll(async () => {
    stalled = await startCamp({}, {
      now: () => Date.now() + offset,
      // The move is applied, then its reply is held back, as if the process had stopped before answering.
      prepare: (app) => app.addHook('preSerialization', async (request, _reply, payload) => {
        if (request.headers['idempotency-key'] === 'cut-off' && !stalledOnce) {
          stalledOnce = true;
          await held;
        }
        return payload;
      }),
    });
  });
  afterAll(async () => { release(); await stalled.close(); });

  it('leaves its key in doubt: a late repeat is refused with 409 rather than run again', async () => {
    const player = await stalled.signUp();
    await player.newGame('solitaire');
    const first = keyedAct(player, 'cut-off', 'draw');
    for (let tries = 0; tries < 100 && (await versionOf(player)) === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    offset = 61_000;
    const late = await player.post('/games/solitaire/api/act', { command: 'draw' }, { 'idempotency-key': 'cut-off' });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('idempotency_key_in_doubt');
    expect(await versionOf(player)).toBe(1);
    release();
    expect((await first).status).toBe(200);
  });
});
