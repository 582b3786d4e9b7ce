/**
 * California Double under load: two players send moves as fast as they can
 * (agent checks on), and a third connection, player B's event stream, times
 * how long each of player A's moves takes to reach B.
 *
 *   npx tsx bench/race.ts [games, default 3]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { botMove } from '../src/games/california-solitaire/bot.ts';
import { californiaDouble } from '../src/games/california-solitaire/index.ts';
import { answerWithSecret } from '../src/platform/agent-check/checks.ts';
import { BENCH_LIMITS, freePort, startServer, stopServer } from './support/processes.ts';

const GAMES = Number(process.argv[2] ?? 3);
const GAME = 'california-double';

const answerFor = answerWithSecret;

const percentile = (values: number[], p: number) => [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-race-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dbFile = path.join(dir, 'camp.db');
// The bench answers puzzles as only the camp could: with the signing secret it gives the camp.
const secret = randomBytes(32).toString('base64url');
const server = await startServer('src/main.ts', { ...BENCH_LIMITS, PORT: String(port), HOST: '127.0.0.1', CAMP_DB: dbFile, CAMP_SECRET: secret, LOG_LEVEL: 'warn' }, `${base}/healthz`);
const reader = new Database(dbFile, { readonly: true });

async function post(pathName: string, key: string, body: unknown, check?: { token: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
  if (check) Object.assign(headers, { 'x-agent-check': check.token, 'x-agent-answer': String(answerFor(secret, check.token)) });
  return (await fetch(base + pathName, { method: 'POST', headers, body: JSON.stringify(body) })).json() as Promise<any>;
}

/**
 * Each player plays the built-in opponent's strategy for its own seat, reading
 * the game from the database (the bench's shortcut to a good move; the server
 * does the same work as for any client).
 */
function choose(gameId: string, seat: number): string | null {
  const row = reader.prepare('SELECT state FROM games WHERE id = ?').get(gameId) as { state: string };
  return botMove(JSON.parse(row.state), seat);
}

const latencies: number[] = [];
let cards = 0;
let moves = 0;
let lostRaces = 0;
const gameIds: string[] = [];
let engineSeconds = 0;

/** The baseline: the same logged games applied by the engine alone, no HTTP, checks or storage. */
function replaySeconds(ids: string[]): number {
  const logs = ids.map((id) => ({
    row: reader.prepare('SELECT options, seed FROM games WHERE id = ?').get(id) as { options: string; seed: string },
    log: reader.prepare('SELECT seat, command, accepted_at FROM commands WHERE game_id = ? ORDER BY seq').all(id) as { seat: number; command: string; accepted_at: number }[],
  }));
  const begin = performance.now();
  for (const { row, log } of logs) {
    let state = californiaDouble.setup(JSON.parse(row.options), row.seed);
    for (const entry of log) {
      const applied = californiaDouble.apply(state, entry.command, { seat: entry.seat, now: entry.accepted_at });
      if (applied.ok) state = applied.value.state;
    }
  }
  return (performance.now() - begin) / 1000;
}

const started = performance.now();
try {
  for (let game = 0; game < GAMES; game++) {
    const keys: string[] = [];
    for (const who of ['a', 'b']) {
      const account = await (await fetch(`${base}/api/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `race-${game}-${who}` }) })).json() as any;
      keys.push(account.agent_key);
    }
    const first = await post(`/games/${GAME}/api/new`, keys[0]!, { seed: `bench-${game}` });
    const second = await post(`/games/${GAME}/api/new`, keys[1]!, { seed: `bench-${game}` });
    const sentAt = new Map<number, number>();
    const controller = new AbortController();
    // Player B's stream: every move event of seat 0 closes a latency sample.
    const streamDone = (async () => {
      const response = await fetch(`${base}/games/${GAME}/api/stream?game_id=${first.game_id}`, { headers: { authorization: `Bearer ${keys[1]}` }, signal: controller.signal });
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('id:') || !block.includes('event: move')) continue;
          const move = JSON.parse(/^data: (.*)$/m.exec(block)![1]!);
          const at = sentAt.get(move.seq);
          if (move.seat === 0 && at !== undefined) latencies.push(performance.now() - at);
        }
      }
    })().catch(() => undefined);

    const play = async (seat: number, opening: any) => {
      let reply = opening;
      while (reply.status === 'playing') {
        const command = choose(first.game_id, seat);
        if (!command) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          reply = await (await fetch(`${base}/games/${GAME}/api/state`, { headers: { authorization: `Bearer ${keys[seat]}` } })).json();
          continue;
        }
        const before = performance.now();
        reply = await post(`/games/${GAME}/api/act`, keys[seat]!, { command, seen: reply.version }, reply.agent_check);
        moves++;
        if (reply.results?.[0]?.ok && seat === 0) sentAt.set(reply.version, before);
        if (reply.results?.[0]?.ok === false && /lost the race/.test(reply.results[0].message)) lostRaces++;
      }
      return reply;
    };
    const state = async () => (await fetch(`${base}/games/${GAME}/api/state`, { headers: { authorization: `Bearer ${keys[0]}` } })).json() as Promise<any>;
    try {
      await Promise.all([play(0, await state()), play(1, second)]);
      // A player's last reply may be a 409: the other one ended the race first. The board is in the state.
      const end = await state();
      cards += end.board.towers.reduce((sum: number, tower: any) => sum + tower.cards.length, 0);
      gameIds.push(first.game_id);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      // An open stream would keep the camp from shutting down.
      controller.abort();
      await streamDone;
    }
  }
  engineSeconds = replaySeconds(gameIds);
} finally {
  reader.close();
  await stopServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
}
const seconds = (performance.now() - started) / 1000;
console.log(`${GAMES} games, ${moves} move requests (checks on), ${lostRaces} lost races, ${os.cpus().length} cores`);
console.log(`cards settled on towers: ${cards} in ${seconds.toFixed(1)} s = ${(cards / seconds).toFixed(1)} cards/s (${(moves / seconds).toFixed(0)} moves/s)`);
console.log(`baseline, the same games through the engine alone: ${(cards / engineSeconds).toFixed(0)} cards/s; camp/engine ratio ${((cards / seconds) / (cards / engineSeconds)).toFixed(4)}`);
console.log(`move -> opponent's stream event: median ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms over ${latencies.length} moves`);
// Keep-alive sockets of fetch would hold the process open a while longer.
process.exit(0);
