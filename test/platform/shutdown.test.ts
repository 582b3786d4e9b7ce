/**
 * SIGTERM or SIGINT stops a camp process promptly and cleanly (exit code 0)
 * while event streams are open: the camp ends each stream, and a client that
 * reconnects with Last-Event-ID to the restarted camp resumes after the last
 * move it had. On SQLite and on PostgreSQL (whose LISTEN connection is open
 * while a stream watches).
 *
 * Why this can fail: a stream's reply is hijacked from Fastify, so closing
 * the server waits for the client to hang up, which an SSE client never does
 * (tried: without ending the streams on close the process was still running
 * when the test gave up waiting for it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCamp as call, startCampProcess, type CampProcess } from '../support/camp-process.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const EXIT_WITHIN_MS = 5_000;

interface OpenStream {
  moves: number[];
  /** Resolves when the camp ends the stream; rejects if the connection breaks instead. */
  ended: Promise<void>;
  stop(): void;
}

/** Opens the player's event stream and collects the numbers of the moves it sends. */
function openStream(base: string, key: string, lastEventId?: number): OpenStream {
  const controller = new AbortController();
  const moves: number[] = [];
  const ended = (async () => {
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) };
    const response = await fetch(`${base}/games/solitaire/api/stream`, { headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      const text = decoder.decode(chunk as Uint8Array, { stream: true });
      for (const [, id] of text.matchAll(/^id: (\d+)$/gm)) moves.push(Number(id));
    }
  })();
  ended.catch(() => undefined);
  return { moves, ended, stop: () => controller.abort() };
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  for (const start = Date.now(); Date.now() - start < ms; await new Promise((resolve) => setTimeout(resolve, 25))) if (check()) return;
  throw new Error('gave up waiting');
}

/** The process's exit code, or a failure if it is still running after `ms`. */
async function exitCode(camp: CampProcess, ms: number): Promise<number | null> {
  const { child } = camp;
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the camp process was still running ${ms} ms after the signal`)), ms);
    child.once('exit', (code) => { clearTimeout(timer); resolve(code); });
  });
}

async function stopsWithStreamOpen(env: Record<string, string>, signal: NodeJS.Signals, tag: string): Promise<void> {
  let camp = await startCampProcess(env);
  const streams: OpenStream[] = [];
  try {
    const account = await call(camp.url, '/api/v1/accounts', undefined, { name: `shutdown-${tag}` });
    const key = account.body.agent_key as string;
    expect((await call(camp.url, '/games/solitaire/api/new', key, { draw: 1, seed: 'shutdown' })).status).toBe(201);
    expect((await call(camp.url, '/games/solitaire/api/act', key, { command: 'draw' })).status).toBe(200);
    const first = openStream(camp.url, key);
    streams.push(first);
    await until(() => first.moves.length === 1);

    const started = Date.now();
    camp.child.kill(signal);
    expect(await exitCode(camp, EXIT_WITHIN_MS)).toBe(0);
    await first.ended;
    expect(Date.now() - started).toBeLessThan(EXIT_WITHIN_MS);
    expect(first.moves).toEqual([1]);

    // The restarted camp: the client resumes after the last move it had, and sees the next one only.
    camp = await startCampProcess(env);
    expect((await call(camp.url, '/games/solitaire/api/act', key, { command: 'draw' })).status).toBe(200);
    const resumed = openStream(camp.url, key, first.moves.at(-1));
    streams.push(resumed);
    await until(() => resumed.moves.length === 1);
    expect((await call(camp.url, '/games/solitaire/api/act', key, { command: 'draw' })).status).toBe(200);
    await until(() => resumed.moves.length === 2);
    expect(resumed.moves).toEqual([2, 3]);
  } finally {
    for (const stream of streams) stream.stop();
    await camp.kill();
  }
}

describe.concurrent('stopping a camp process with an event stream open', () => {
  let dir: string;
  let postgres: TestPostgres;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-shutdown-'));
    postgres = await startPostgres();
  }, 60_000);

  afterAll(() => {
    postgres?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exits at SIGTERM on SQLite, ending the stream', async () => {
    await stopsWithStreamOpen({ CAMP_AGENT_CHECK: 'off', CAMP_DB: path.join(dir, 'sqlite', 'camp.db') }, 'SIGTERM', 'sqlite');
  }, 60_000);

  it('drains first with CAMP_DRAIN_SECONDS: /healthz answers 503 while moves are still served, then it exits with 0', async () => {
    const camp = await startCampProcess({ CAMP_AGENT_CHECK: 'off', CAMP_DB: path.join(dir, 'drain', 'camp.db'), CAMP_DRAIN_SECONDS: '2' });
    try {
      const account = await call(camp.url, '/api/v1/accounts', undefined, { name: 'shutdown-drain' });
      const key = account.body.agent_key as string;
      expect((await call(camp.url, '/games/solitaire/api/new', key, { draw: 1, seed: 'drain' })).status).toBe(201);
      const signalled = Date.now();
      camp.child.kill('SIGTERM');
      let health = await call(camp.url, '/healthz', undefined);
      for (let i = 0; i < 20 && health.status === 200; i++) health = await call(camp.url, '/healthz', undefined);
      expect([health.status, health.body.error]).toEqual([503, 'draining']);
      // Still a camp: the move is played and kept.
      const moved = await call(camp.url, '/games/solitaire/api/act', key, { command: 'draw' });
      expect([moved.status, moved.body.version]).toEqual([200, 1]);
      expect(await exitCode(camp, EXIT_WITHIN_MS + 2_000)).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_900);
    } finally {
      await camp.kill();
    }
  }, 60_000);

  it('exits at SIGINT on PostgreSQL, ending the stream', async () => {
    await stopsWithStreamOpen({ CAMP_AGENT_CHECK: 'off', CAMP_DB: path.join(dir, 'pg', 'camp.db'), DATABASE_URL: postgres.url }, 'SIGINT', 'postgres');
  }, 60_000);
});
