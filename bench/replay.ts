/**
 * What a replay costs: for every game, a long log (up to 1,000 accepted
 * commands picked from the examples in its rules, the built-in opponent's
 * moves in a race) is replayed with every board rendered, and with none
 * (only the check against the final state). Reports milliseconds per replay
 * and per rendered board, which is what bounds the replay's page size.
 *
 *   npx tsx bench/replay.ts [commands, default 1000]
 */
import type { GameDefinition } from '../src/games/game.ts';
import { games } from '../src/games/registry.ts';
import { replayBoards } from '../src/platform/records/records.ts';
import type { CommandRow, GameRow } from '../src/platform/store.ts';

const wanted = Number(process.argv[2] ?? 1000);
const RUNS = 7;

/** A game played from its examples until `wanted` commands were accepted (or it ended), as the store would hold it. */
function longGame(game: GameDefinition<any, any>): { row: GameRow; log: CommandRow[] } {
  const parsed = game.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error);
  let state = game.setup(parsed.value, 'bench-replay');
  const examples = game.commands.map((doc) => doc.example).filter((example) => example !== 'resign');
  const log: CommandRow[] = [];
  for (let attempt = 0; log.length < wanted && attempt < wanted * 20 && game.summary(state).status === 'playing'; attempt++) {
    const seat = game.seats > 1 ? attempt % game.seats : 0;
    const command = (game.botCommand?.(state, seat)) ?? examples[attempt % examples.length]!;
    const now = 1_700_000_000_000 + attempt * 1000;
    const applied = game.apply(state, command, { seat, now });
    if (!applied.ok) continue;
    state = applied.value.state;
    log.push({ seq: log.length + 1, seat, command, acceptedAt: now });
  }
  const summary = game.summary(state);
  const row: GameRow = {
    id: `bench-${game.id}`, game: game.id, options: parsed.value, seed: 'bench-replay', state: JSON.parse(JSON.stringify(state)),
    version: log.length, status: summary.status, outcome: summary.outcome, score: summary.score, createdAt: 0, updatedAt: 0,
  };
  return { row, log };
}

function median(work: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    work();
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

console.log(`\nReplay cost, median of ${RUNS} runs, milliseconds\n`);
console.log('| game | commands | every board rendered | no board rendered | per rendered board |');
console.log('|---|---|---|---|---|');
for (const game of games) {
  const { row, log } = longGame(game);
  const all = median(() => replayBoards(game, row, log, { viewer: 0, side: null }, { from: 1, count: log.length }));
  const none = median(() => replayBoards(game, row, log, { viewer: 0, side: null }, { from: log.length + 1, count: 1 }));
  const perBoard = log.length ? (all - none) / log.length : 0;
  console.log(`| ${game.id} | ${log.length} | ${all.toFixed(1)} | ${none.toFixed(1)} | ${perBoard.toFixed(3)} |`);
}
