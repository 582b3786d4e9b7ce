/**
 * Scoring (seed 004). Timing doesn't matter. Every result is rounded to the
 * nearest whole point (halves round up).
 *   win:            base + base x 0.5 x min(1, 3BV / clicks)
 *   loss or resign: base x 0.5 x safe cells revealed / total safe cells
 * While the game is on, the score shown is what resigning now would earn.
 */
import { safeCellCount, type MinesweeperState } from './state.ts';

/** 3BV per click, or null before any click. Above 1 is possible with chords. */
export function efficiency(state: MinesweeperState): number | null {
  if (state.bbbv === null || state.clicks === 0) return null;
  return state.bbbv / state.clicks;
}

export function partialCredit(state: MinesweeperState): number {
  return Math.round((state.base * 0.5 * state.safeOpened) / safeCellCount(state));
}

export function winBonus(state: MinesweeperState): number {
  return Math.round(state.base * 0.5 * Math.min(1, efficiency(state) ?? 0));
}

export function score(state: MinesweeperState): number {
  if (state.outcome === 'won') return state.base + winBonus(state);
  return partialCredit(state);
}

export const formatPercent = (ratio: number): string => `${Math.round(ratio * 100)}%`;

/** "3BV 12, 10 clicks, efficiency 120%"; efficiency only for a cleared board, where it scores. */
export function efficiencyLine(state: MinesweeperState): string {
  const clicks = `${state.clicks} click${state.clicks === 1 ? '' : 's'}`;
  if (state.bbbv === null) return `no mines placed yet, ${clicks}`;
  const ratio = efficiency(state);
  if (state.outcome !== 'won' || ratio === null) return `3BV ${state.bbbv}, ${clicks}`;
  return `3BV ${state.bbbv}, ${clicks}, efficiency ${formatPercent(ratio)}`;
}

/** How the final score was made, for the last message and the board. */
export function scoreExplanation(state: MinesweeperState): string {
  const total = score(state);
  if (state.outcome === 'won') {
    return `Score ${total} = ${state.base} base + ${winBonus(state)} efficiency bonus (${efficiencyLine(state)}).`;
  }
  return (
    `Score ${total} = ${state.base} x 0.5 x ${state.safeOpened}/${safeCellCount(state)} safe cells revealed ` +
    `(${efficiencyLine(state)}).`
  );
}
