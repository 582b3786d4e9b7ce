/**
 * `act` throughput and latency at 32 concurrent agents, each playing its own
 * Klondike game with agent checks on (every request answers the puzzle of the
 * previous response), against a bare Fastify route measured in the same run.
 *
 *   npx tsx bench/act-throughput.ts [seconds per run, default 10]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startKlondikeAgents, runKlondikeAgents } from './support/klondike-agents.ts';
import { BENCH_LIMITS, freePort, startServer, stopServer } from './support/processes.ts';

const CONNECTIONS = 32;
const seconds = Number(process.argv[2] ?? 10);

async function measureCamp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The bench answers puzzles as only the camp could: with the signing secret it gives the camp.
  const secret = randomBytes(32).toString('base64url');
  const env = { ...BENCH_LIMITS, PORT: String(port), HOST: '127.0.0.1', CAMP_DB: path.join(dir, 'camp.db'), CAMP_SECRET: secret, LOG_LEVEL: 'warn' };
  const server = await startServer('src/main.ts', env, `${base}/healthz`);
  try {
    return await runKlondikeAgents(base, await startKlondikeAgents(base, CONNECTIONS, secret, 'bench'), seconds);
  } finally {
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measureBare() {
  const port = await freePort();
  const server = await startServer('bench/support/bare-server.ts', { PORT: String(port) }, `http://127.0.0.1:${port}/act`);
  try {
    return await autocannon({
      url: `http://127.0.0.1:${port}/act`, connections: CONNECTIONS, duration: seconds, method: 'POST',
      headers: { 'content-type': 'application/json' }, body: JSON.stringify({ command: 'draw' }),
    });
  } finally {
    await stopServer(server);
  }
}

const bare = await measureBare();
const camp = await measureCamp();
const row = (name: string, r: autocannon.Result) =>
  `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(7)}`;
console.log(`${CONNECTIONS} connections, ${seconds} s per run, ${os.cpus().length} cores`);
console.log(`${'server'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(7)}`);
console.log(row('bare Fastify route', bare));
console.log(row('camp act (checks on, SQLite)', camp));
console.log(`ratio camp/bare throughput: ${(camp.requests.average / bare.requests.average).toFixed(3)}`);
console.log(`ratio camp/bare p99 latency: ${(camp.latency.p99 / bare.latency.p99).toFixed(1)}`);
