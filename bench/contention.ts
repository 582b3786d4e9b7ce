/**
 * Many writers on one game: 20 agents flag and unflag their own cells of one
 * Minesweeper game, with agent checks on, through two camp processes on one
 * throwaway PostgreSQL (and, for comparison, one camp on SQLite). Reports how
 * many requests answered 503 "busy" and whether any of those spent the
 * sender's puzzle (the same request is sent again: it must not answer
 * "already used").
 *
 *   npx tsx bench/contention.ts [rounds per agent, default 25]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerWithSecret } from '../src/platform/agent-check/checks.ts';
import { startPostgres } from '../test/support/postgres.ts';
import { freePort, startServer, stopServer } from './support/processes.ts';

const AGENTS = 20;
const rounds = Number(process.argv[2] ?? 25);

interface Tally { requests: number; ok: number; busy: number; busySpent: number; other: Map<number, number>; seconds: number }

async function startCamps(count: number, env: Record<string, string>) {
  const secret = randomBytes(32).toString('base64url');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-contention-'));
  const camps = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer('src/main.ts', {
      PORT: String(port), HOST: '127.0.0.1', CAMP_DB: path.join(dir, 'camp.db'), CAMP_SECRET: secret, LOG_LEVEL: 'error', ...env,
    }, `${base}/healthz`);
    camps.push({ base, server });
  }
  return { secret, camps, dir };
}

async function post(base: string, route: string, key: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() as any };
}

async function measure(label: string, count: number, env: Record<string, string>): Promise<Tally> {
  const { secret, camps, dir } = await startCamps(count, env);
  try {
    const first = camps[0]!.base;
    const account = await (await fetch(`${first}/api/v1/accounts`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `contention-${label}` }),
    })).json() as any;
    const key = account.agent_key as string;
    const check = async () => {
      const fresh = await (await fetch(`${first}/api/v1/agent-check`, { headers: { authorization: `Bearer ${key}` } })).json() as any;
      return fresh.token as string;
    };
    const answer = (token: string) => ({ 'x-agent-check': token, 'x-agent-answer': String(answerWithSecret(secret, token)) });
    const started = await post(first, '/games/minesweeper/api/new', key, { difficulty: 'expert', seed: 'contention' }, answer(await check()));
    if (started.status !== 201) throw new Error(`new failed: ${JSON.stringify(started.body)}`);

    const tally: Tally = { requests: 0, ok: 0, busy: 0, busySpent: 0, other: new Map(), seconds: 0 };
    const began = performance.now();
    await Promise.all(Array.from({ length: AGENTS }, async (_, agent) => {
      const base = camps[agent % camps.length]!.base;
      const cell = `${1 + Math.floor(agent / 10)} ${1 + (agent % 10)}`;
      let token = await check();
      // A refused act is sent again (with a new puzzle) until it is accepted, within a bound.
      for (let round = 0, tries = 0; round < rounds && tries < rounds * 5; round++, tries++) {
        const command = `${round % 2 === 0 ? 'flag' : 'unflag'} ${cell}`;
        const headers = answer(token);
        const reply = await post(base, '/games/minesweeper/api/act', key, { command }, headers);
        tally.requests++;
        if (reply.status === 200) {
          tally.ok++;
          token = reply.body.agent_check.token;
          continue;
        }
        if (reply.status === 503) {
          tally.busy++;
          const again = await post(base, '/games/minesweeper/api/act', key, { command }, headers);
          if (again.status === 428 && again.body.error === 'agent_check_used') tally.busySpent++;
        } else {
          tally.other.set(reply.status, (tally.other.get(reply.status) ?? 0) + 1);
        }
        token = await check();
        round--;
      }
    }));
    tally.seconds = (performance.now() - began) / 1000;
    return tally;
  } finally {
    for (const camp of camps) await stopServer(camp.server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const postgres = await startPostgres();
const rows: [string, Tally][] = [];
try {
  rows.push(['SQLite, 1 process', await measure('sqlite', 1, {})]);
  rows.push(['PostgreSQL, 2 processes', await measure('postgres', 2, { DATABASE_URL: postgres.url })]);
} finally {
  postgres.stop();
}

console.log(`\n${AGENTS} agents, ${rounds} accepted acts each, all on one game, checks on\n`);
console.log('| setup | requests | 503 busy | 503 that spent the puzzle | other errors | acts/s |');
console.log('|---|---|---|---|---|---|');
for (const [label, t] of rows) {
  const other = [...t.other].map(([status, n]) => `${n}x${status}`).join(', ') || '0';
  const share = ((100 * t.busy) / t.requests).toFixed(1);
  console.log(`| ${label} | ${t.requests} | ${t.busy} (${share}%) | ${t.busySpent} | ${other} | ${(t.ok / t.seconds).toFixed(0)} |`);
}
