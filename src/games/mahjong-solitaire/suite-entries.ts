/** Mahjong Solitaire's benchmark suite entry: every deal the camp deals can be cleared (ceiling 100%). */
// Random win rates: measured once with scripts/random-rates.ts over 1,000 deals per entry (docs/evaluation.md#camp-v1).
import type { SuiteEntry } from '../game.ts';

export const MAHJONG_SUITE_ENTRIES: readonly SuiteEntry[] = [
  {
    id: 'mahjong', suites: ['camp-v1'], options: {}, deals: 10, randomWinRate: 0.971, ceiling: 'every-deal', scored: false,
    note: 'Shown, not scored: every deal can be cleared (ceiling 100%), but a random player that shuffles when stuck clears 97% of them, too close to the ceiling to tell players apart.',
  },
];
