/**
 * What an Idempotency-Key costs an `act`: 32 agents, each on its own Klondike
 * game with checks on, against one camp (SQLite, then PostgreSQL), first
 * without keys, then with a new key on every act, in the same run.
 *
 *   npx tsx bench/idempotency.ts [seconds per run, default 8]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startKlondikeAgents, runKlondikeAgents } from './support/klondike-agents.ts';
import { BENCH_LIMITS, freePort, startServer, stopServer } from './support/processes.ts';
import { startPostgres } from '../test/support/postgres.ts';

const CONNECTIONS = 32;
const seconds = Number(process.argv[2] ?? 8);

async function measure(store: 'SQLite' | 'PostgreSQL') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-bench-'));
  const postgres = store === 'PostgreSQL' ? await startPostgres({ fsync: 'on' }) : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const secret = randomBytes(32).toString('base64url');
  const env = {
    ...BENCH_LIMITS, PORT: String(port), HOST: '127.0.0.1', CAMP_DB: path.join(dir, 'camp.db'), CAMP_SECRET: secret, LOG_LEVEL: 'warn',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  const server = await startServer('src/main.ts', env, `${base}/healthz`);
  try {
    const plain = await runKlondikeAgents(base, await startKlondikeAgents(base, CONNECTIONS, secret, 'plain'), seconds);
    const keyed = await runKlondikeAgents(base, await startKlondikeAgents(base, CONNECTIONS, secret, 'keyed'), seconds, true);
    return { plain, keyed };
  } finally {
    await stopServer(server);
    postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`${CONNECTIONS} connections, ${seconds} s per run, ${os.cpus().length} cores`);
console.log(`${'store'.padEnd(11)} ${'act'.padEnd(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(7)}`);
for (const store of ['SQLite', 'PostgreSQL'] as const) {
  const { plain, keyed } = await measure(store);
  for (const [name, result] of [['no key', plain], ['keyed', keyed]] as const) {
    console.log(`${store.padEnd(11)} ${name.padEnd(9)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result.non2xx).padStart(7)}`);
  }
  console.log(`${store}: ratio keyed/no key throughput ${(keyed.requests.average / plain.requests.average).toFixed(2)}, p50 latency ${(keyed.latency.p50 / plain.latency.p50).toFixed(2)}`);
}
