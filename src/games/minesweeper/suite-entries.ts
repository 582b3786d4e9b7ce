/** Minesweeper's benchmark suite entries: no-guess boards, so logic alone wins every deal (ceiling 100%). */
// Random win rates: measured once with scripts/random-rates.ts over 1,000 deals per entry (docs/evaluation.md#camp-v1).
import type { SuiteEntry } from '../game.ts';

const note = 'No-guess boards: logic alone clears every deal, so the ceiling is 100%.';

export const MINESWEEPER_SUITE_ENTRIES: readonly SuiteEntry[] = [
  { id: 'minesweeper-beginner', suites: ['camp-v1'], options: { difficulty: 'beginner', no_guess: true }, deals: 20, randomWinRate: 0, ceiling: 'every-deal', scored: true, note },
  { id: 'minesweeper-intermediate', suites: ['camp-v1'], options: { difficulty: 'intermediate', no_guess: true }, deals: 20, randomWinRate: 0, ceiling: 'every-deal', scored: true, note },
  { id: 'minesweeper-expert', suites: ['camp-v1'], options: { difficulty: 'expert', no_guess: true }, deals: 20, randomWinRate: 0, ceiling: 'every-deal', scored: true, note },
];
