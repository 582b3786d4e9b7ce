/**
 * Records at scale: 100,000 finished games spread over 1,000 accounts and
 * every game type (one account holds 10,000 of them), on SQLite and on a
 * throwaway PostgreSQL, each behind a camp process. Measures, through HTTP,
 * the latency of each request in MEASUREMENTS (median and p99), and prints
 * the plan PostgreSQL chooses for a page of games.
 *
 *   npx tsx bench/records.ts [samples per measurement, default 200]
 *
 * The games are written straight into the tables (as the store writes them:
 * games, seats and account_games), without command logs, which no
 * measured request reads.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { games } from '../src/games/registry.ts';
import { accountGamesQuery, accountTalliesQuery } from '../src/platform/storage/records-queries.ts';
import { startPostgres } from '../test/support/postgres.ts';
import { BENCH_LIMITS, freePort, startServer, stopServer } from './support/processes.ts';

const GAMES = 100_000;
const ACCOUNTS = 1_000;
const HEAVY_GAMES = 10_000;
const samples = Number(process.argv[2] ?? 200);
const YEAR_MS = 365 * 24 * 3600 * 1000;

interface Account { id: string; key: string }

/** What the measurements may ask for: a typical account, the heaviest one, and a cursor deep into its list. */
interface Fixture {
  typical: Account[];
  heavy: Account;
  deepCursor: string;
}

interface Measurement {
  name: string;
  request(fixture: Fixture, i: number): { path: string; key: string };
}

/** Each entry is one row of the table; another endpoint is measured by adding one more. */
const MEASUREMENTS: Measurement[] = [
  { name: 'GET /api/v1/me (account with ~90 games)', request: (f, i) => ({ path: '/api/v1/me', key: f.typical[i % f.typical.length]!.key }) },
  { name: 'GET /api/v1/me (account with 10,000 games)', request: (f) => ({ path: '/api/v1/me', key: f.heavy.key }) },
  { name: 'my games, first page (~90 games)', request: (f, i) => ({ path: '/api/v1/me/games', key: f.typical[i % f.typical.length]!.key }) },
  { name: 'my games, first page (10,000 games)', request: (f) => ({ path: '/api/v1/me/games', key: f.heavy.key }) },
  { name: 'my games, page 101 by cursor (10,000 games)', request: (f) => ({ path: `/api/v1/me/games?cursor=${f.deepCursor}`, key: f.heavy.key }) },
  { name: 'my games, one game type, over (10,000 games)', request: (f) => ({ path: '/api/v1/me/games?game=minesweeper&status=over', key: f.heavy.key }) },
];

/** One finished game per row, as the camp stores it; each game type's stored state is a real deal of it. */
function gameRows(accounts: Account[]) {
  const states = new Map(games.map((game) => [game.id, JSON.stringify(game.setup(game.parseOptions({}).ok ? (game.parseOptions({}) as any).value : {}, 'bench'))]));
  const outcomes = ['won', 'lost', 'resigned'];
  const now = Date.now();
  return Array.from({ length: GAMES }, (_, i) => {
    const game = games[i % games.length]!;
    const owner = i < HEAVY_GAMES ? accounts[0]! : accounts[1 + (i % (accounts.length - 1))]!;
    const createdAt = now - Math.floor(Math.random() * YEAR_MS);
    const outcome = game.seats > 1 ? `seat${i % 2}-won` : outcomes[i % outcomes.length]!;
    return {
      id: randomUUID(), game: game.id, options: '{}', seed: `bench-${i}`, state: states.get(game.id)!, version: 0,
      status: 'over', outcome, score: i % 500, createdAt, updatedAt: createdAt + 60_000, accountId: owner.id,
    };
  });
}

type GameRowData = ReturnType<typeof gameRows>[number];

function fillSqlite(file: string, rows: GameRowData[]): void {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const insertGame = db.prepare(`INSERT INTO games (id, game, options, seed, state, version, status, outcome, score, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertSeat = db.prepare('INSERT INTO seats (game_id, seat, account_id, kind, last_seen_at) VALUES (?, 0, ?, \'human\', ?)');
  const insertRecord = db.prepare('INSERT INTO account_games (game_id, seat, account_id, game, created_at) VALUES (?, 0, ?, ?, ?)');
  db.transaction(() => {
    for (const r of rows) {
      insertGame.run(r.id, r.game, r.options, r.seed, r.state, r.version, r.status, r.outcome, r.score, r.createdAt, r.updatedAt);
      insertSeat.run(r.id, r.accountId, r.updatedAt);
      insertRecord.run(r.id, r.accountId, r.game, r.createdAt);
    }
  })();
  db.exec('ANALYZE');
  db.close();
}

async function fillPostgres(url: string, rows: GameRowData[]): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let start = 0; start < rows.length; start += 5_000) {
      const batch = rows.slice(start, start + 5_000);
      const column = <K extends keyof GameRowData>(key: K) => batch.map((r) => r[key]);
      await client.query('BEGIN');
      await client.query(`INSERT INTO games (id, game, options, seed, state, version, status, outcome, score, created_at, updated_at)
        SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::int[], $10::bigint[], $11::bigint[])`,
      [column('id'), column('game'), column('options'), column('seed'), column('state'), column('version'), column('status'), column('outcome'),
        column('score'), column('createdAt'), column('updatedAt')]);
      await client.query(`INSERT INTO seats (game_id, seat, account_id, kind, last_seen_at)
        SELECT g, 0, a, 'human', t FROM unnest($1::text[], $2::text[], $3::bigint[]) AS u(g, a, t)`, [column('id'), column('accountId'), column('updatedAt')]);
      await client.query(`INSERT INTO account_games (game_id, seat, account_id, game, created_at)
        SELECT g, 0, a, k, t FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) AS u(g, a, k, t)`,
      [column('id'), column('accountId'), column('game'), column('createdAt')]);
      await client.query('COMMIT');
    }
    // As autovacuum would have by then: statistics, and the visibility map that index-only scans need.
    await client.query('VACUUM ANALYZE');
    const heavy = rows[0]!.accountId;
    const deep = [...rows].filter((r) => r.accountId === heavy).sort((a, b) => b.createdAt - a.createdAt || (b.id < a.id ? -1 : 1))[2_000]!;
    const page = accountGamesQuery(heavy, { before: { createdAt: deep.createdAt, id: deep.id }, limit: 21 }, (n) => `$${n}`);
    const tally = accountTalliesQuery(rows[rows.length - 1]!.accountId, (n) => `$${n}`);
    const plan = async ({ text, values }: { text: string; values: unknown[] }) =>
      (await client.query(`EXPLAIN ${text}`, values)).rows.map((row) => row['QUERY PLAN']).join('\n');
    return `page 101 (cursor) of the 10,000-game account:\n${await plan(page)}\n\nme of an account with ~90 games:\n${await plan(tally)}`;
  } finally {
    await client.end();
  }
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() as any };
}

async function createAccounts(base: string, label: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < ACCOUNTS; i += 50) {
    accounts.push(...await Promise.all(Array.from({ length: Math.min(50, ACCOUNTS - i) }, async (_, j) => {
      const created = await json(`${base}/api/v1/accounts`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `${label}-${i + j}` }),
      });
      if (created.status !== 201) throw new Error(`account: ${JSON.stringify(created.body)}`);
      return { id: created.body.account_id as string, key: created.body.agent_key as string };
    })));
  }
  return accounts;
}

/** Walks the heavy account's list 100 pages of 20 deep, as a client would, for the cursor of page 101. */
async function deepCursor(base: string, key: string): Promise<string> {
  let cursor = '';
  for (let page = 0; page < 20; page++) {
    const reply = await json(`${base}/api/v1/me/games?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { authorization: `Bearer ${key}` } });
    cursor = reply.body.next_cursor;
  }
  return cursor;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

async function measure(base: string, fixture: Fixture): Promise<Map<string, { median: number; p99: number }>> {
  const results = new Map<string, { median: number; p99: number }>();
  for (const measurement of MEASUREMENTS) {
    const times: number[] = [];
    for (let i = -20; i < samples; i++) {
      const { path: route, key } = measurement.request(fixture, i + 20);
      const began = performance.now();
      const reply = await fetch(base + route, { headers: { authorization: `Bearer ${key}` } });
      await reply.arrayBuffer();
      if (reply.status !== 200) throw new Error(`${measurement.name}: HTTP ${reply.status}`);
      if (i >= 0) times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    results.set(measurement.name, { median: percentile(times, 0.5), p99: percentile(times, 0.99) });
  }
  return results;
}

async function run(label: string, env: Record<string, string>, fill: (rows: GameRowData[]) => Promise<string | null>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer('src/main.ts', {
    PORT: String(port), HOST: '127.0.0.1', CAMP_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'error', ...BENCH_LIMITS, ...env,
  }, `${base}/healthz`);
  try {
    const accounts = await createAccounts(base, `records-${label}`);
    const rows = gameRows(accounts);
    const began = performance.now();
    const plan = await fill(rows);
    console.error(`${label}: ${GAMES} games written in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    const fixture: Fixture = { typical: accounts.slice(1), heavy: accounts[0]!, deepCursor: await deepCursor(base, accounts[0]!.key) };
    return { results: await measure(base, fixture), plan };
  } finally {
    await stopServer(server);
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-records-'));
const postgres = await startPostgres();
const stores: [string, Map<string, { median: number; p99: number }>][] = [];
let postgresPlan: string | null = null;
try {
  const file = path.join(dir, 'camp.db');
  stores.push(['SQLite', (await run('sqlite', { CAMP_DB: file }, async (rows) => { fillSqlite(file, rows); return null; })).results]);
  const onPostgres = await run('postgres', { DATABASE_URL: postgres.url }, (rows) => fillPostgres(postgres.url, rows));
  stores.push(['PostgreSQL', onPostgres.results]);
  postgresPlan = onPostgres.plan;
} finally {
  postgres.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${GAMES.toLocaleString('en')} finished games, ${ACCOUNTS.toLocaleString('en')} accounts, ${samples} sequential requests each, milliseconds\n`);
console.log(`| request | ${stores.map(([name]) => `${name} median | ${name} p99`).join(' | ')} |`);
console.log(`|---|${stores.map(() => '---|---|').join('')}`);
for (const { name } of MEASUREMENTS) {
  console.log(`| ${name} | ${stores.map(([, results]) => `${results.get(name)!.median.toFixed(2)} | ${results.get(name)!.p99.toFixed(2)}`).join(' | ')} |`);
}
console.log(`\nPostgreSQL plans, ${postgresPlan}`);
