/** Klondike's benchmark suite entries: random deals, whose ceiling is the share the solver proves winnable once each game is over. */
// Random win rates: measured once with scripts/random-rates.ts over 1,000 deals per entry (docs/evaluation.md#camp-v1).
import type { SuiteEntry } from '../game.ts';

const note = 'Random deals: the ceiling is the share of the run\'s deals the solver proves winnable (told once each game is over).';

export const SOLITAIRE_SUITE_ENTRIES: readonly SuiteEntry[] = [
  { id: 'klondike-draw-1', suites: ['camp-v1'], options: { draw: 1 }, deals: 50, randomWinRate: 0.382, ceiling: 'solver', scored: true, note },
  { id: 'klondike-draw-3', suites: ['camp-v1'], options: { draw: 3 }, deals: 30, randomWinRate: 0.058, ceiling: 'solver', scored: true, note },
];
