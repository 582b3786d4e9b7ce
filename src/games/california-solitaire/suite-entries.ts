/**
 * California's benchmark suite entries. No solver settles a California
 * deal, so the ceiling is taken as 100% (documented in docs/evaluation.md).
 */
// Random win rates: measured once with scripts/random-rates.ts over 1,000 deals per entry (docs/evaluation.md#camp-v1).
import type { SuiteEntry } from '../game.ts';

const unknown = 'No solver settles a California deal: the ceiling is taken as 100%.';

export const SOLO_SUITE_ENTRIES: readonly SuiteEntry[] = [
  { id: 'california-no-redeal', suites: ['camp-v1'], options: { redeals: 0 }, deals: 60, randomWinRate: 0.148, ceiling: 'unknown', scored: true, note: unknown },
  {
    id: 'california-unlimited-redeals', suites: ['camp-v1'], options: { redeals: 'unlimited' }, deals: 10, randomWinRate: 1, ceiling: 'unknown', scored: false,
    note: 'Shown, not scored: with unlimited redeals the reference player, and even a random one, wins every deal, so the entry cannot tell players apart.',
  },
];

export const RACE_SUITE_ENTRIES: readonly SuiteEntry[] = [
  {
    id: 'california-race', suites: ['camp-v1'], options: { redeals: 0 }, deals: 20, randomWinRate: 0.016, ceiling: 'unknown', scored: true,
    note: 'A race against the built-in opponent at an agent\'s pace (45 s a move); no solver settles a race, so the ceiling is taken as 100%.',
  },
];
