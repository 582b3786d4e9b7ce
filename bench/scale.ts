/**
 * Several camp processes on one PostgreSQL: for 1, 2 and 4 processes behind a
 * round-robin proxy, 32 agents each play their own Klondike game with agent
 * checks on (bench/support/klondike-agents.ts) through the proxy. Reports act
 * throughput, p50 and p99 per process count, the ratio to one process, and
 * the proxy's own ceiling (a bare route directly and through the proxy), so
 * the table says whether the proxy is what limits.
 *
 *   npx tsx bench/scale.ts [seconds per run, default 10] [PostgreSQL settings, e.g. fsync=off commit_delay=100]
 *
 * The throwaway PostgreSQL flushes every commit to disk (fsync=on) unless told
 * otherwise. Beside each run, PostgreSQL's own counters: commits and WAL
 * flushes (fsync calls) per act; fewer flushes than commits is PostgreSQL
 * writing several transactions' commits with one flush (its group commit).
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgres } from '../test/support/postgres.ts';
import { runKlondikeAgents, startKlondikeAgents } from './support/klondike-agents.ts';
import { BENCH_LIMITS, freePort, startServer, stopServer } from './support/processes.ts';

const AGENTS = 32;
const PROCESS_COUNTS = [1, 2, 4];
const seconds = Number(process.argv[2] ?? 10);
const settings = Object.fromEntries(process.argv.slice(3).map((pair) => pair.split('=') as [string, string]));

async function startProxy(targets: string[]): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ready = targets[0]!.endsWith('/act') ? `${base}/act` : `${base}/healthz`;
  const server = await startServer('bench/support/round-robin-proxy.ts', { PORT: String(port), TARGETS: targets.join(',') }, ready);
  return { base, server };
}

/** A bare Fastify route, directly and through the proxy: what the load generator and the proxy cost on their own. */
async function measureProxyCeiling() {
  const port = await freePort();
  const bare = `http://127.0.0.1:${port}`;
  const server = await startServer('bench/support/bare-server.ts', { PORT: String(port) }, `${bare}/act`);
  const load = (base: string) => autocannon({
    url: `${base}/act`, connections: AGENTS, duration: seconds, method: 'POST',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ command: 'draw' }),
  });
  try {
    const direct = await load(bare);
    const proxy = await startProxy([`${bare}/act`]);
    try {
      return { direct, proxied: await load(proxy.base) };
    } finally {
      await stopServer(proxy.server);
    }
  } finally {
    await stopServer(server);
  }
}

interface WalCounters { commits: number; flushes: number }

/** Counted by the server as backends exit, so read them with no camp connected. */
async function walCounters(url: string): Promise<WalCounters> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [row] } = await client.query(
      `SELECT (SELECT sum(xact_commit) FROM pg_stat_database) AS commits, (SELECT wal_sync FROM pg_stat_wal) AS flushes`);
    return { commits: Number(row.commits), flushes: Number(row.flushes) };
  } finally {
    await client.end();
  }
}

async function measureCamps(count: number, databaseUrl: string, throughProxy: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-scale-'));
  // One secret for every process: a puzzle handed out by one is answered to another.
  const secret = randomBytes(32).toString('base64url');
  const camps: ChildProcess[] = [];
  const bases: string[] = [];
  let proxy: { base: string; server: ChildProcess } | undefined;
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      camps.push(await startServer('src/main.ts', {
        ...BENCH_LIMITS, PORT: String(port), HOST: '127.0.0.1', CAMP_DB: path.join(dir, `camp-${i}.db`),
        CAMP_SECRET: secret, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn',
      }, `${base}/healthz`));
      bases.push(base);
    }
    if (throughProxy) proxy = await startProxy(bases);
    const entry = proxy?.base ?? bases[0]!;
    const prefix = `scale-${count}-${throughProxy ? 'proxy' : 'direct'}-${randomBytes(3).toString('hex')}`;
    return await runKlondikeAgents(entry, await startKlondikeAgents(entry, AGENTS, secret, prefix), seconds);
  } finally {
    if (proxy) await stopServer(proxy.server);
    for (const camp of camps) await stopServer(camp);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const postgres = await startPostgres({ fsync: 'on', ...settings });
const rows: [string, autocannon.Result, WalCounters][] = [];
let ceiling: Awaited<ReturnType<typeof measureProxyCeiling>>;
try {
  ceiling = await measureProxyCeiling();
  const measure = async (label: string, count: number, throughProxy: boolean) => {
    const before = await walCounters(postgres.url);
    const result = await measureCamps(count, postgres.url, throughProxy);
    // Let the stopped backends' counters reach the shared statistics.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await walCounters(postgres.url);
    rows.push([label, result, { commits: after.commits - before.commits, flushes: after.flushes - before.flushes }]);
  };
  await measure('1 process, no proxy', 1, false);
  for (const count of PROCESS_COUNTS) await measure(`${count} process${count === 1 ? '' : 'es'}, proxy`, count, true);
} finally {
  postgres.stop();
}

const oneBehindProxy = rows[1]![1].requests.average;
const describeSettings = Object.entries({ fsync: 'on', ...settings }).map(([name, value]) => `${name}=${value}`).join(', ');
console.log(`\n${AGENTS} agents, own Klondike game each, checks on, ${seconds} s per run, ${os.cpus().length} cores, PostgreSQL ${describeSettings}\n`);
console.log('| setup | act req/s | p50 ms | p99 ms | non-2xx | ratio to 1 process behind the proxy | commits per act | WAL flushes per act |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [label, r, wal] of rows) {
  // Sign-ups and new games are counted too: spread over a run's acts they add a little.
  const perAct = (n: number) => (n / r.requests.total).toFixed(2);
  console.log(`| ${label} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${(r.requests.average / oneBehindProxy).toFixed(2)} | ${perAct(wal.commits)} | ${perAct(wal.flushes)} |`);
}
console.log(`\nproxy ceiling: bare route ${ceiling.direct.requests.average.toFixed(0)} req/s directly, ${ceiling.proxied.requests.average.toFixed(0)} req/s through the proxy ` +
  `(p99 ${ceiling.direct.latency.p99} / ${ceiling.proxied.latency.p99} ms)`);
