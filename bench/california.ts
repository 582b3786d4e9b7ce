/**
 * California Solitaire throughput: apply() in bot-vs-bot races (cards placed
 * per second) and in random solo games (commands per second).
 * Run: npx tsx bench/california.ts
 */
import { californiaDouble, californiaSolitaire, type CaliforniaState } from '../src/games/california-solitaire/index.ts';
import { legalMoves } from '../src/games/california-solitaire/listing.ts';
import { Random } from '../src/games/shared/random.ts';

interface Row { name: string; games: number; commands: number; placed: number; ms: number }

function botRaces(games: number, redeals: '0' | 'unlimited'): Row {
  let commands = 0, placed = 0, applyMs = 0;
  for (let g = 0; g < games; g++) {
    let state: CaliforniaState = californiaDouble.setup({ redeals }, `race-${redeals}-${g}`);
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
        commands++;
        moved = true;
      }
      if (!moved) throw new Error('both bots idle');
    }
    placed += state.sides[0]!.placed + state.sides[1]!.placed;
  }
  return { name: `double, bot vs bot, redeals ${redeals}`, games, commands, placed, ms: applyMs };
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

const rows = [botRaces(40, '0'), botRaces(40, 'unlimited'), randomSolo(200)];
console.log('| run | games | commands | cards placed | apply ms | commands/s | cards placed/s | µs/command |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const perSecond = (n: number) => Math.round((n / row.ms) * 1000).toLocaleString('en');
  console.log(`| ${row.name} | ${row.games} | ${row.commands} | ${row.placed} | ${row.ms.toFixed(0)} | ${perSecond(row.commands)} | ${perSecond(row.placed)} | ${((row.ms * 1000) / row.commands).toFixed(1)} |`);
}
