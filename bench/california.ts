/**
 * California Solitaire throughput: apply() in bot-vs-bot races (cards placed
 * per second) and in random solo games (commands per second); and the stuck
 * search (search.ts) on every position those races reach, per redeal option:
 * median, p99 and max time per verdict, and how many verdicts were
 * inconclusive. The search has no position budget (it decides by counting
 * ranks, see mobility.ts), so it has no inconclusive outcome: the column
 * stays 0 and is kept to compare with searches that give up.
 * Run: npx tsx bench/california.ts
 */
import { californiaDouble, californiaSolitaire, type CaliforniaState } from '../src/games/california-solitaire/index.ts';
import { legalMoves } from '../src/games/california-solitaire/listing.ts';
import { isSideStuck } from '../src/games/california-solitaire/search.ts';
import type { RedealOption } from '../src/games/california-solitaire/state.ts';
import { Random } from '../src/games/shared/random.ts';

interface Row { name: string; games: number; commands: number; placed: number; ms: number }
interface SearchRow { redeals: RedealOption; searches: number; stuck: number; times: number[] }

function botRace(redeals: RedealOption, seed: string, onState: (state: CaliforniaState) => void): { commands: number; placed: number; ms: number } {
  let state: CaliforniaState = californiaDouble.setup({ redeals }, seed);
  let commands = 0, applyMs = 0;
  while (state.status === 'playing') {
    let moved = false;
    for (const seat of [0, 1]) {
      if (state.status !== 'playing') break;
      const command = californiaDouble.botCommand!(state, seat);
      if (command === null) continue;
      const start = performance.now();
      const result = californiaDouble.apply(state, command, { seat, now: 0, seen: state.commandCount });
      applyMs += performance.now() - start;
      if (!result.ok) throw new Error(`bot move refused: ${result.error}`);
      state = result.value.state;
      onState(state);
      commands++;
      moved = true;
    }
    if (!moved) throw new Error('both bots idle');
  }
  return { commands, placed: state.sides[0]!.placed + state.sides[1]!.placed, ms: applyMs };
}

function botRaces(games: number, redeals: RedealOption): Row {
  let commands = 0, placed = 0, ms = 0;
  for (let g = 0; g < games; g++) {
    const race = botRace(redeals, `race-${redeals}-${g}`, () => {});
    commands += race.commands;
    placed += race.placed;
    ms += race.ms;
  }
  return { name: `double, bot vs bot, redeals ${redeals}`, games, commands, placed, ms };
}

function randomSolo(games: number): Row {
  let commands = 0, placed = 0, applyMs = 0;
  for (let g = 0; g < games; g++) {
    const random = Random.fromSeed(`solo-${g}`);
    let state: CaliforniaState = californiaSolitaire.setup({ redeals: '1' }, `solo-${g}`);
    for (let step = 0; step < 400 && state.status === 'playing'; step++) {
      const moves = legalMoves(state, 0);
      const command = moves[random.int(moves.length)]!.command;
      const start = performance.now();
      const result = californiaSolitaire.apply(state, command, { seat: 0, now: 0 });
      applyMs += performance.now() - start;
      if (!result.ok) throw new Error(`listed move refused: ${result.error}`);
      state = result.value.state;
      commands++;
    }
    placed += state.sides[0]!.placed;
  }
  return { name: 'solo, random legal moves, redeals 1', games, commands, placed, ms: applyMs };
}

/** Times the stuck verdict of both sides on every position of bot-vs-bot races. */
function searchTimes(games: number, redeals: RedealOption): SearchRow {
  const row: SearchRow = { redeals, searches: 0, stuck: 0, times: [] };
  for (let g = 0; g < games; g++) {
    botRace(redeals, `search-${redeals}-${g}`, (state) => {
      for (const seat of [0, 1]) {
        const start = performance.now();
        const stuck = isSideStuck(state, seat);
        row.times.push(performance.now() - start);
        row.searches++;
        if (stuck) row.stuck++;
      }
    });
  }
  return row;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const rows = [botRaces(40, '0'), botRaces(40, 'unlimited'), randomSolo(200)];
console.log('| run | games | commands | cards placed | apply ms | commands/s | cards placed/s | µs/command |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const perSecond = (n: number) => Math.round((n / row.ms) * 1000).toLocaleString('en');
  console.log(`| ${row.name} | ${row.games} | ${row.commands} | ${row.placed} | ${row.ms.toFixed(0)} | ${perSecond(row.commands)} | ${perSecond(row.placed)} | ${((row.ms * 1000) / row.commands).toFixed(1)} |`);
}

console.log('\n| stuck search, bot vs bot | searches | stuck | inconclusive | median ms | p99 ms | max ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const redeals of ['0', '1', 'unlimited'] as const) {
  const row = searchTimes(40, redeals);
  const sorted = row.times.slice().sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(3);
  console.log(`| redeals ${redeals} | ${row.searches} | ${row.stuck} | 0 | ${ms(quantile(sorted, 0.5))} | ${ms(quantile(sorted, 0.99))} | ${ms(sorted.at(-1)!)} |`);
}
