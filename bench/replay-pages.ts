/**
 * What a replay page request costs for a long finished Klondike game (draws
 * and recycles, as many passes as it takes), in CPU of the camp's process,
 * through the real route (in-process requests, no sockets) on SQLite:
 *
 * - baseline: a camp that keeps no replay states, so every page runs and
 *   checks the whole log, as every page did before kept states;
 * - first request: the first page a camp serves of the game (it runs and
 *   checks the whole log once, keeping a state every 100 moves), one fresh
 *   camp per sample;
 * - later pages: every page after that, each from its nearest kept state.
 *
 * Reports each as a ratio to the baseline measured in the same run.
 *
 *   npx tsx bench/replay-pages.ts [moves, default 20000] [camps, default 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCamp, type TestCamp } from '../test/support/camp.ts';
import { BENCH_LIMITS } from './support/processes.ts';

const moves = Number(process.argv[2] ?? 20_000);
const camps = Number(process.argv[3] ?? 5);
const PAGE = 100;
const BATCH = 200;

/** A finished Klondike game of `moves` draws and recycles, then resigned; its id. */
async function finishedGame(camp: TestCamp, moves: number): Promise<string> {
  const player = await camp.signUp();
  const started = await player.newGame('solitaire', { seed: `bench-replay-pages-${moves}` });
  if (started.status !== 201) throw new Error(`new: ${JSON.stringify(started.body)}`);
  const gameId: string = started.body.game_id;
  for (let played = 0; played < moves; played += BATCH) {
    const reply = await player.act('solitaire', Array(Math.min(BATCH, moves - played)).fill('stock'), { game_id: gameId });
    if (reply.status !== 200) throw new Error(`act: ${JSON.stringify(reply.body).slice(0, 300)}`);
  }
  await player.act('solitaire', 'resign', { game_id: gameId });
  return gameId;
}

/** CPU milliseconds of this process for one replay request. */
async function cpuOf(camp: TestCamp, url: string): Promise<number> {
  const before = process.cpuUsage();
  const reply = await camp.camp.app.inject({ method: 'GET', url });
  const used = process.cpuUsage(before);
  if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// One database file for camps started one after another.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-bench-replay-'));
const dbFile = path.join(dir, 'camp.db');
const on = (replayStates?: number) => startCamp(BENCH_LIMITS, { dbFile, replayStates });

const builder = await on();
const gameId = await finishedGame(builder, moves);
// Replayed first by every camp (a 10-move game), so that what a process does on its first request of any replay is not counted.
const warmUp = `/games/solitaire/api/replay?game_id=${await finishedGame(builder, 10)}`;
const total = (await builder.camp.store.game(gameId))!.version;
const pages = Math.ceil(total / PAGE);
const pageUrl = (page: number) => `/games/solitaire/api/replay?game_id=${gameId}&from=${1 + page * PAGE}&count=${PAGE}`;
// Their hindsights are worked out (a solver in a worker thread, CPU of this process) and stored before anything is measured.
for (const url of [pageUrl(0), warmUp]) {
  while ((await builder.client().get(url)).body.hindsight === null) { /* each request waits up to 5 s for it */ }
}
await builder.close();

const spread = Array.from({ length: Math.min(pages, 10) }, (_, i) => Math.floor((i * pages) / Math.min(pages, 10)));
// The baseline's camp keeps no states; its requests are taken among the others, so drift on a shared machine falls on both alike.
const uncached = await on(0);
await cpuOf(uncached, warmUp);
const baseline: number[] = [];
const firsts: number[] = [];
const later: number[] = [];
let allPages = 0;
for (let run = 0; run < camps; run++) {
  const camp = await on();
  await cpuOf(camp, warmUp);
  // The first page a camp serves of the game: a different one each run.
  const first = spread[run % spread.length]!;
  baseline.push(await cpuOf(uncached, pageUrl(first)));
  firsts.push(await cpuOf(camp, pageUrl(first)));
  let readAll = firsts.at(-1)!;
  for (let page = 0; page < pages; page++) {
    if (page === first) continue;
    if (spread.includes(page)) baseline.push(await cpuOf(uncached, pageUrl(page)));
    const used = await cpuOf(camp, pageUrl(page));
    later.push(used);
    readAll += used;
  }
  allPages += readAll;
  await camp.close();
}

await uncached.close();
const base = median(baseline);
console.log(`\nReplay page of a finished ${total}-move Klondike game (${pages} pages of ${PAGE}), CPU of the camp's process per request, SQLite\n`);
console.log('| request | median ms | ratio to baseline |');
console.log('|---|---|---|');
console.log(`| baseline: every page runs the whole log (${baseline.length} pages) | ${base.toFixed(2)} | 1 |`);
console.log(`| first request of a camp (${firsts.length} camps) | ${median(firsts).toFixed(2)} | ${(median(firsts) / base).toFixed(2)} |`);
console.log(`| later pages (${later.length}) | ${median(later).toFixed(2)} | ${(median(later) / base).toFixed(3)} |`);
console.log(`| later pages, slowest | ${Math.max(...later).toFixed(2)} | ${(Math.max(...later) / base).toFixed(3)} |`);
console.log(`\nReading all ${pages} pages: ${(allPages / camps).toFixed(0)} ms against ${(base * pages).toFixed(0)} ms at the baseline's median (ratio ${((allPages / camps) / (base * pages)).toFixed(3)}).`);
fs.rmSync(dir, { recursive: true, force: true });
