/**
 * How soon a move made through one camp process reaches an event stream held
 * open on another, both on one throwaway PostgreSQL (LISTEN/NOTIFY). Measured
 * from the moment the mover has its reply (the move is committed) to the
 * moment the stream on the other process delivers it.
 *
 *   npx tsx bench/stream-latency.ts [moves, default 200]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerWithSecret } from '../src/platform/agent-check/checks.ts';
import { startPostgres } from '../test/support/postgres.ts';
import { BENCH_LIMITS, freePort, startServer, stopServer } from './support/processes.ts';

const moves = Number(process.argv[2] ?? 200);
const percentile = (values: number[], p: number) => [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const postgres = await startPostgres();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-stream-'));
const secret = randomBytes(32).toString('base64url');
const servers = [];
const bases: string[] = [];
try {
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    servers.push(await startServer('src/main.ts', {
      ...BENCH_LIMITS, PORT: String(port), HOST: '127.0.0.1', CAMP_DB: path.join(dir, `camp-${i}.db`),
      CAMP_SECRET: secret, DATABASE_URL: postgres.url, LOG_LEVEL: 'error',
    }, `${base}/healthz`));
    bases.push(base);
  }
  const [mover, watcher] = bases as [string, string];
  const account = await (await fetch(`${mover}/api/v1/accounts`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'stream-bench' }),
  })).json() as { agent_key: string };
  const auth = { authorization: `Bearer ${account.agent_key}` };
  const answer = (token: string) => ({ 'x-agent-check': token, 'x-agent-answer': String(answerWithSecret(secret, token)) });
  const post = async (route: string, body: unknown, token: string) => {
    const response = await fetch(mover + route, { method: 'POST', headers: { 'content-type': 'application/json', ...auth, ...answer(token) }, body: JSON.stringify(body) });
    return response.json() as Promise<any>;
  };
  const first = await (await fetch(`${mover}/api/v1/agent-check`, { headers: auth })).json() as { token: string };
  let reply = await post('/games/minesweeper/api/new', { difficulty: 'expert', seed: 'stream-bench' }, first.token);

  // The stream on the other process: note when each move arrives.
  const arrived = new Map<number, number>();
  const controller = new AbortController();
  const stream = await fetch(`${watcher}/games/minesweeper/api/stream`, { headers: auth, signal: controller.signal });
  void (async () => {
    let buffer = '';
    const decoder = new TextDecoder();
    for await (const chunk of stream.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (const match of buffer.matchAll(/^id: (\d+)\nevent: move$/gm)) if (!arrived.has(Number(match[1]))) arrived.set(Number(match[1]), performance.now());
      buffer = buffer.slice(Math.max(0, buffer.lastIndexOf('\n\n')));
    }
  })().catch(() => undefined);

  const latencies: number[] = [];
  for (let i = 0; i < moves; i++) {
    const command = `${i % 2 === 0 ? 'flag' : 'unflag'} 1 1`;
    reply = await post('/games/minesweeper/api/act', { command }, reply.agent_check.token);
    const committed = performance.now();
    const seq = reply.version as number;
    for (let wait = 0; !arrived.has(seq) && wait < 5_000; wait++) await new Promise((resolve) => setTimeout(resolve, 1));
    if (!arrived.has(seq)) throw new Error(`move ${seq} never reached the other process's stream`);
    latencies.push(Math.max(0, arrived.get(seq)! - committed));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  controller.abort();
  console.log(`\n${moves} moves through one process, streamed by another (PostgreSQL LISTEN/NOTIFY)\n`);
  console.log('| median ms | p99 ms | max ms |');
  console.log('|---|---|---|');
  console.log(`| ${percentile(latencies, 0.5).toFixed(1)} | ${percentile(latencies, 0.99).toFixed(1)} | ${Math.max(...latencies).toFixed(1)} |`);
} finally {
  for (const server of servers) await stopServer(server);
  postgres.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
