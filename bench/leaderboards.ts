/**
 * Leaderboard latency with 100,000 finished games: fills a camp's database
 * (SQLite, then a throwaway PostgreSQL) with finished Minesweeper games of
 * 2,000 accounts over the last 60 days, then times GET /api/v1/leaderboards
 * through HTTP for the biggest variant and a small one (all time and 7 days).
 * The boards' totals are built with the camp's own statement, game by game,
 * as the camp does when a game ends. Prints the query plan of each store,
 * then median and p99 per board.
 *
 *   npx tsx bench/leaderboards.ts [games, default 100000] [requests per board, default 200]
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createCamp } from '../src/platform/camp.ts';
import { readConfig } from '../src/platform/config/load.ts';
import { utcDay } from '../src/platform/records/daily.ts';
import { leaderboardSql, recordFinishSql } from '../src/platform/storage/leaderboard-sql.ts';
import { startPostgres } from '../test/support/postgres.ts';

const GAMES = Number(process.argv[2] ?? 100_000);
const REQUESTS = Number(process.argv[3] ?? 200);
const ACCOUNTS = 2_000;
const DAYS = 60;
const DAY_MS = 86_400_000;
const NOW = Date.now();

/**
 * One statement per table for both databases (a recursive counter, no extension; only the bench's own numbers in the text):
 * 60% beginner, 30% intermediate, 10% expert; a third won; one game in ten on a chosen seed (unranked).
 */
function fillSql(): string[] {
  // BIGINT: PostgreSQL would overflow a 32-bit integer computing the times.
  const counter = (limit: string) => `WITH RECURSIVE n(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < ${limit})`;
  return [
    `INSERT INTO accounts (id, name, name_key, key_hash, created_at)
     ${counter(String(ACCOUNTS))} SELECT 'a' || i, 'player-' || i, 'player-' || i, 'bench-key-' || i, 0 FROM n`,
    `INSERT INTO games (id, game, options, seed, state, version, status, outcome, score, created_at, updated_at, ranked, variant, daily)
     ${counter(String(GAMES))}
     SELECT 'g' || i, 'minesweeper', '{}', 's' || i, '{}', 20, 'over',
            CASE WHEN i % 3 = 0 THEN 'won' ELSE 'lost' END, (i * 7919) % 1500,
            ${NOW} - (i % ${DAYS * 1000}) * ${DAY_MS / 1000}, ${NOW} - (i % ${DAYS * 1000}) * ${DAY_MS / 1000},
            CASE WHEN i % 10 = 0 THEN 0 ELSE 1 END,
            CASE WHEN i % 10 < 6 THEN 'beginner' WHEN i % 10 < 9 THEN 'intermediate' ELSE 'expert' END, ''
     FROM n`,
    `INSERT INTO seats (game_id, seat, account_id, kind, last_seen_at)
     ${counter(String(GAMES))} SELECT 'g' || i, 0, 'a' || (1 + (i * 37) % ${ACCOUNTS}), 'human', 0 FROM n`,
    `INSERT INTO leaderboard_variants (game, variant) VALUES ('minesweeper', 'beginner'), ('minesweeper', 'intermediate'), ('minesweeper', 'expert')`,
  ];
}

/** When game i ended, as fillSql writes it. */
const endedAt = (i: number) => NOW - (i % (DAYS * 1000)) * (DAY_MS / 1000);

const BOARDS: [string, string][] = [
  ['beginner, all time', 'variant=beginner&window=all'],
  ['beginner, 7 days', 'variant=beginner&window=7d'],
  ['expert, all time', 'variant=expert&window=all'],
  ['expert, 7 days', 'variant=expert&window=7d'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeBoards(url: string): Promise<{ label: string; median: number; p99: number; entries: number }[]> {
  const results = [];
  for (const [label, query] of BOARDS) {
    const times: number[] = [];
    let entries = 0;
    for (let i = 0; i < REQUESTS + 10; i++) {
      const started = performance.now();
      const response = await fetch(`${url}/api/v1/leaderboards/minesweeper?${query}`);
      const body = await response.json() as { entries: unknown[] };
      if (response.status !== 200) throw new Error(`board answered ${response.status}: ${JSON.stringify(body)}`);
      entries = body.entries.length;
      // The first requests warm the caches and prepare the statements.
      if (i >= 10) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({ label, median: percentile(times, 50), p99: percentile(times, 99), entries });
  }
  return results;
}

async function runCamp(env: Record<string, string>, fill: () => Promise<void>, plan: () => Promise<string>) {
  const configured = readConfig({ PORT: '0', CAMP_SECRET: randomBytes(32).toString('base64url'), ...env });
  if (!configured.ok) throw new Error(configured.error);
  const camp = await createCamp({ ...configured.config, host: '127.0.0.1' }, { logger: false });
  try {
    const fillStart = performance.now();
    await fill();
    console.log(`  filled ${GAMES} games in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`);
    console.log(`  plan:\n${(await plan()).replace(/^/gm, '    ')}`);
    await camp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = camp.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    return await timeBoards(`http://127.0.0.1:${address.port}`);
  } finally {
    await camp.close();
  }
}

const PLAN_PARAMS = ['minesweeper', 'beginner', '', '', '', 20] as const;

async function sqlite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-boards-'));
  const file = path.join(dir, 'camp.db');
  try {
    return await runCamp({ CAMP_DB: file }, async () => {
      const db = new Database(file);
      db.pragma('busy_timeout = 5000');
      // The totals through the camp's own statement, as if each game had just ended.
      const record = db.prepare(recordFinishSql(() => '?', false));
      db.transaction(() => {
        for (const sql of fillSql()) db.exec(sql);
        for (let i = 1; i <= GAMES; i++) record.run(utcDay(endedAt(i)), `g${i}`);
      })();
      db.close();
    }, async () => {
      const db = new Database(file, { readonly: true });
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${leaderboardSql(() => '?', false)}`).all(...PLAN_PARAMS) as { detail: string }[];
      db.close();
      return rows.map((row) => row.detail).join('\n');
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres() {
  const server = await startPostgres();
  try {
    const client = new pg.Client(server.url);
    return await runCamp({ DATABASE_URL: server.url }, async () => {
      await client.connect();
      for (const sql of fillSql()) await client.query(sql);
      // The totals through the camp's own statement, as if each game had just ended (several connections at once).
      const pool = new pg.Pool({ connectionString: server.url, max: 8 });
      const record = recordFinishSql((n) => `$${n}`, false);
      for (let first = 1; first <= GAMES; first += 256) {
        const chunk = Array.from({ length: Math.min(256, GAMES - first + 1) }, (_, k) => first + k);
        await Promise.all(chunk.map((i) => pool.query(record, [utcDay(endedAt(i)), `g${i}`])));
      }
      await pool.end();
      // What autovacuum does soon after a bulk load: statistics, and a visibility map for index-only scans.
      await client.query('VACUUM ANALYZE');
    }, async () => {
      const explained = await client.query(`EXPLAIN ${leaderboardSql((n) => `$${n}`, false)}`, [...PLAN_PARAMS]);
      await client.end();
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  } finally {
    server.stop();
  }
}

const table: string[] = ['| store | board | games in range | entries | median ms | p99 ms |', '|---|---|---|---|---|---|'];
/** Ranked games each board covers, counted from the formulas fillSql uses. */
const inRange = (label: string) => {
  const variantOfGame = (i: number) => (i % 10 < 6 ? 'beginner' : i % 10 < 9 ? 'intermediate' : 'expert');
  const firstDay = utcDay(NOW - 6 * DAY_MS);
  let count = 0;
  for (let i = 1; i <= GAMES; i++) {
    if (i % 10 === 0 || !label.startsWith(variantOfGame(i))) continue;
    if (label.includes('7 days') && utcDay(endedAt(i)) < firstDay) continue;
    count++;
  }
  return count;
};
for (const [store, run] of [['SQLite', sqlite], ['PostgreSQL', postgres]] as const) {
  console.log(`${store}:`);
  for (const result of await run()) {
    table.push(`| ${store} | ${result.label} | ${inRange(result.label)} | ${result.entries} | ${result.median.toFixed(1)} | ${result.p99.toFixed(1)} |`);
    console.log(`  ${result.label}: median ${result.median.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`);
  }
}
console.log(`\n${GAMES} finished games, ${ACCOUNTS} accounts, ${REQUESTS} requests per board:\n${table.join('\n')}`);
