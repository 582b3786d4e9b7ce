/**
 * Klondike speed: apply() throughput under random play, a full random game
 * (deal, up to 400 random legal commands, then resign), and the per-response
 * calls (renderText, view, next). Run: npx tsx bench/solitaire.ts
 */
import { solitaire } from '../src/games/solitaire/index.ts';
import type { SolitaireState } from '../src/games/solitaire/state.ts';
import { Random } from '../src/games/shared/random.ts';
import { legalCommands } from '../test/games/solitaire/support.ts';

const ctx = { seat: 0, now: 0 };
const GAME_LENGTH = 400;

function newGame(seed: string, draw: string, scoring: string): SolitaireState {
  const options = solitaire.parseOptions({ draw, scoring });
  if (!options.ok) throw new Error(options.error);
  return solitaire.setup(options.value, seed);
}

/** Plays one random game; returns the states seen and the commands applied. */
function randomGame(seed: string, draw: string, scoring: string): { states: SolitaireState[]; commands: string[] } {
  const random = Random.fromSeed(seed);
  let state = newGame(seed, draw, scoring);
  const states = [state];
  const commands: string[] = [];
  while (state.status === 'playing' && commands.length < GAME_LENGTH) {
    const options = legalCommands(state);
    const command = options.length === 0 || commands.length === GAME_LENGTH - 1 ? 'resign' : random.int(8) === 0 ? 'auto' : options[random.int(options.length)]!;
    const result = solitaire.apply(state, command, ctx);
    if (!result.ok) throw new Error(result.error);
    state = result.value.state;
    states.push(state);
    commands.push(command);
  }
  return { states, commands };
}

function time(run: () => number): { ms: number; count: number } {
  const start = performance.now();
  const count = run();
  return { ms: performance.now() - start, count };
}

// Warm the JIT up so the first row is not measuring compilation.
for (let i = 0; i < 10; i++) randomGame(`warm-up-${i}`, '1', 'standard');

const rows: Record<string, string | number>[] = [];
for (const [draw, scoring] of [['1', 'standard'], ['3', 'standard'], ['1', 'multiplier']] as const) {
  const mode = `draw ${draw}, ${scoring}`;
  const games = Array.from({ length: 40 }, (_, i) => randomGame(`bench-${draw}-${scoring}-${i}`, draw, scoring));

  // Replaying recorded games measures apply() alone, without choosing moves.
  const replay = time(() => {
    let applied = 0;
    for (const game of games) {
      let state = game.states[0]!;
      for (const command of game.commands) {
        const result = solitaire.apply(state, command, ctx);
        if (result.ok) state = result.value.state;
        applied++;
      }
    }
    return applied;
  });
  rows.push({ measure: 'apply() on random play', mode, calls: replay.count, 'per second': Math.round((replay.count / replay.ms) * 1000), 'µs each': +((replay.ms * 1000) / replay.count).toFixed(2) });

  const full = time(() => {
    for (let i = 0; i < 20; i++) randomGame(`full-${draw}-${scoring}-${i}`, draw, scoring);
    return 20;
  });
  const avgCommands = Math.round(games.reduce((sum, game) => sum + game.commands.length, 0) / games.length);
  rows.push({ measure: `full random game (~${avgCommands} commands)`, mode, calls: full.count, 'per second': Math.round((full.count / full.ms) * 1000), 'µs each': +((full.ms * 1000) / full.count).toFixed(0) });

  const states = games.flatMap((game) => game.states).filter((_, i) => i % 5 === 0);
  const responses = time(() => {
    for (const state of states) {
      solitaire.renderText(state, 0);
      solitaire.view(state, 0);
      solitaire.next(state, 0);
      solitaire.summary(state);
    }
    return states.length;
  });
  rows.push({ measure: 'renderText+view+next+summary', mode, calls: responses.count, 'per second': Math.round((responses.count / responses.ms) * 1000), 'µs each': +((responses.ms * 1000) / responses.count).toFixed(2) });
}
console.table(rows);
