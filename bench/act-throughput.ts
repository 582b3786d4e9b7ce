/**
 * `act` throughput and latency at 32 concurrent agents, each playing its own
 * Klondike game with agent checks on (every request answers the puzzle of the
 * previous response), against a bare Fastify route measured in the same run.
 * Also the server's CPU time per request (Linux /proc), which a machine shared
 * with other work disturbs far less than throughput and latency.
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
import type { ChildProcess } from 'node:child_process';

const CONNECTIONS = 32;
const seconds = Number(process.argv[2] ?? 10);

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds the process has used, or NaN where /proc is missing. */
function cpuSeconds(child: ChildProcess): number {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Runs the load and adds the server's CPU microseconds per request to the result. */
async function withCpu(server: ChildProcess, load: () => Promise<autocannon.Result>): Promise<autocannon.Result & { cpuMicros: number }> {
  const before = cpuSeconds(server);
  const result = await load();
  return { ...result, cpuMicros: ((cpuSeconds(server) - before) * 1e6) / result.requests.total };
}

async function measureCamp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The bench answers puzzles as only the camp could: with the signing secret it gives the camp.
  const secret = randomBytes(32).toString('base64url');
  const env = { ...BENCH_LIMITS, PORT: String(port), HOST: '127.0.0.1', CAMP_DB: path.join(dir, 'camp.db'), CAMP_SECRET: secret, LOG_LEVEL: 'warn' };
  const server = await startServer('src/main.ts', env, `${base}/healthz`);
  try {
    const agents = await startKlondikeAgents(base, CONNECTIONS, secret, 'bench');
    return await withCpu(server, () => runKlondikeAgents(base, agents, seconds));
  } finally {
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measureBare() {
  const port = await freePort();
  const server = await startServer('bench/support/bare-server.ts', { PORT: String(port) }, `http://127.0.0.1:${port}/act`);
  try {
    return await withCpu(server, () => autocannon({
      url: `http://127.0.0.1:${port}/act`, connections: CONNECTIONS, duration: seconds, method: 'POST',
      headers: { 'content-type': 'application/json' }, body: JSON.stringify({ command: 'draw' }),
    }));
  } finally {
    await stopServer(server);
  }
}

const bare = await measureBare();
const camp = await measureCamp();
const row = (name: string, r: autocannon.Result & { cpuMicros: number }) =>
  `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(7)} ${r.cpuMicros.toFixed(0).padStart(10)}`;
console.log(`${CONNECTIONS} connections, ${seconds} s per run, ${os.cpus().length} cores`);
console.log(`${'server'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(7)} ${'CPU µs/req'.padStart(10)}`);
console.log(row('bare Fastify route', bare));
console.log(row('camp act (checks on, SQLite)', camp));
console.log(`ratio camp/bare throughput: ${(camp.requests.average / bare.requests.average).toFixed(3)}`);
console.log(`ratio camp/bare p99 latency: ${(camp.latency.p99 / bare.latency.p99).toFixed(1)}`);
console.log(`ratio camp/bare CPU per request: ${(camp.cpuMicros / bare.cpuMicros).toFixed(1)}`);
