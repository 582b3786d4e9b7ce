/**
 * After the game, how many of the player's reveals were guesses. Just before
 * each reveal or chord (the first reveal excepted: it is always safe) the
 * logic solver looks at what the player saw:
 *   - proven: every cell the command opened was provably safe;
 *   - guess: some cell it opened was not provably safe, though another hidden
 *     cell was (the player could have opened that one instead);
 *   - forced guess: no hidden cell at all was provably safe.
 * The counts are kept in the state and shown only once the game is over.
 */
import type { Hindsight } from '../game.ts';
import { Deducer, HIDDEN_CELL, SAFE, type Position } from './logic-solver.ts';
import { OPENED, type MinesweeperState } from './state.ts';

export type RevealKind = 'proven' | 'guess' | 'forced';

/** The board as the player sees it: revealed numbers, everything else hidden (flags included). */
export function playerPosition(state: MinesweeperState): Position {
  const { rows, cols, mines } = state.options;
  const shown = new Int8Array(rows * cols).fill(HIDDEN_CELL);
  for (let cell = 0; cell < shown.length; cell++) {
    if (state.covers[cell] === OPENED) shown[cell] = state.layout!.charCodeAt(cell) - 48;
  }
  return { rows, cols, mines, shown };
}

/**
 * Classifies opening `cells` in `state` (mines already placed). The cheap
 * rules run first; enumeration only when they leave an opened cell unproven.
 */
export function classifyReveal(state: MinesweeperState, cells: readonly number[]): RevealKind {
  const deducer = new Deducer(playerPosition(state));
  const allProven = () => cells.every((cell) => deducer.mark[cell] === SAFE);
  deducer.simpleRules();
  if (!allProven()) deducer.solve();
  if (allProven()) return 'proven';
  return deducer.mark.includes(SAFE) ? 'guess' : 'forced';
}

/**
 * The state with the reveal or chord about to open `cells` counted. The first
 * reveal (no click yet) is never a guess: the rules make it safe.
 */
export function countReveal(state: MinesweeperState, cells: readonly number[]): MinesweeperState {
  if (state.clicks === 0) return state;
  const kind = classifyReveal(state, cells);
  const { forced, other } = guessCounts(state);
  return { ...state, forcedGuesses: forced + (kind === 'forced' ? 1 : 0), otherGuesses: other + (kind === 'guess' ? 1 : 0) };
}

/** The counts so far; a game stored before they were kept has none, so it counts from 0. */
export function guessCounts(state: MinesweeperState): { reveals: number; forced: number; other: number } {
  return { reveals: state.clicks, forced: state.forcedGuesses ?? 0, other: state.otherGuesses ?? 0 };
}

const times = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * "You revealed 23 times (reveal and chord, the safe first reveal included);
 * 2 were forced guesses (...), 1 other was a guess (...)." Empty while the
 * game is on.
 */
export function guessLine(state: MinesweeperState): string {
  if (state.status !== 'over') return '';
  const reveals = times(state.clicks, 'time', 'times');
  const { forced, other } = guessCounts(state);
  return (
    `You revealed ${reveals} (reveal and chord, the safe first reveal included); ` +
    `${forced} ${forced === 1 ? 'was a forced guess' : 'were forced guesses'} (no hidden cell was provably safe), ` +
    `${other} other${other === 1 ? ' was a guess' : 's were guesses'} (that cell was not provably safe, though another was).`
  );
}

/** The counts as the camp's after-the-game field; null while the game is on. */
export function guessHindsight(state: MinesweeperState): Hindsight | null {
  if (state.status !== 'over') return null;
  const { reveals, forced, other } = guessCounts(state);
  return { text: guessLine(state), facts: { reveals, forced_guesses: forced, other_guesses: other } };
}
