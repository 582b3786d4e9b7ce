/**
 * Finds California deals and command sequences that set up what a browser
 * test needs to click (a card with two legal places, a stack run to move),
 * by playing the pure engine; the test then replays them through the API.
 */
import { californiaSolitaire, type CaliforniaState } from '../../src/games/california-solitaire/index.ts';
import { legalMoves } from '../../src/games/california-solitaire/listing.ts';

const OPTIONS = { redeals: '0' as const };

function start(seed: string): CaliforniaState {
  return californiaSolitaire.setup(OPTIONS, seed);
}

function play(state: CaliforniaState, command: string): CaliforniaState {
  const applied = californiaSolitaire.apply(state, command, { seat: 0, now: 0 });
  if (!applied.ok) throw new Error(`${command}: ${applied.error}`);
  return applied.value.state;
}

/** Sources ('waste', 's2') with the number of places a single card move from them reaches. */
export function targetCounts(moves: { command: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { command } of moves) {
    const [verb, from] = command.split(' ');
    if (verb === 'move') counts.set(from!, (counts.get(from!) ?? 0) + 1);
  }
  return counts;
}

/** A seed whose deal has a card with at least two legal places (so play and alt differ). */
export function seedWithChoice(): string {
  for (let n = 1; n < 500; n++) {
    const seed = `choice-${n}`;
    const counts = targetCounts(legalMoves(start(seed), 0));
    if ([...counts.values()].some((count) => count >= 2)) return seed;
  }
  throw new Error('no deal with a two-place card');
}

/**
 * A seed and the commands that lead to a position where the engine offers a
 * stack run (hanoi) move: stack-to-stack moves are preferred, then draws.
 */
export function hanoiPosition(): { seed: string; commands: string[] } {
  for (let n = 1; n < 300; n++) {
    const seed = `hanoi-${n}`;
    let state = start(seed);
    const commands: string[] = [];
    for (let step = 0; step < 120 && state.status === 'playing'; step++) {
      const moves = legalMoves(state, 0);
      if (moves.some((move) => move.command.startsWith('hanoi'))) return { seed, commands };
      const next = moves.find((move) => /^move (waste|s\d) s\d$/.test(move.command) && (step + n) % 3 !== 0)
        ?? moves.find((move) => move.command === 'draw')
        ?? moves.find((move) => move.command.startsWith('move'));
      if (!next) break;
      commands.push(next.command);
      state = play(state, next.command);
    }
  }
  throw new Error('no position with a stack run found');
}
