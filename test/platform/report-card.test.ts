/**
 * Suites and report cards, worked by hand: a published suite never changes,
 * the Camp score is the documented formula, an entry too close to its
 * random rate is shown but not scored, and the interval repeats exactly.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { buildSuites, type SuiteSlotEntry } from '../../src/platform/suites/catalogue.ts';
import { reportCard, reportCardCsv, wilson, type JudgedGame } from '../../src/platform/suites/report-card.ts';

const suites = buildSuites(games);

function entry(id: string, fields: Partial<SuiteSlotEntry> = {}): SuiteSlotEntry {
  return { id, game: 'g', suites: ['t'], options: {}, deals: 4, randomWinRate: 0.2, ceiling: 'every-deal', scored: true, note: '', ...fields };
}

function played(entryId: string, won: boolean, fields: Partial<JudgedGame> = {}): JudgedGame {
  return { entry: entryId, won, score: won ? 10 : 0, moves: 5, seconds: 2, sent: 5, refused: 0, checksRight: 5, checksWrong: 0, winnable: null, referenceWon: true, ...fields };
}

describe('the published suites', () => {
  it('keep camp-v1 and smoke as published (a changed list is a new suite id)', () => {
    expect(suites.get('camp-v1')!.fingerprint).toBe('f1bc5053eee1b8b8');
    expect(suites.get('camp-v1')!.gamesTotal).toBe(240);
    expect(suites.get('smoke')!.fingerprint).toBe('fa8abbfd7d9d2891');
  });

  it('give every scored entry a reference player and a ceiling its game can tell', () => {
    const byId = new Map(games.map((game) => [game.id, game]));
    for (const suiteEntry of suites.get('camp-v1')!.entries) {
      const game = byId.get(suiteEntry.game)!;
      expect(game.referencePlayer, suiteEntry.id).toBeTypeOf('function');
      expect(game.parseOptions({ ...suiteEntry.options }).ok, suiteEntry.id).toBe(true);
      if (suiteEntry.ceiling === 'solver') expect(game.dealWinnable, suiteEntry.id).toBeTypeOf('function');
      expect(suiteEntry.randomWinRate).toBeGreaterThanOrEqual(0);
      expect(suiteEntry.randomWinRate).toBeLessThanOrEqual(1);
    }
  });
});

describe('a report card', () => {
  it('scores each entry from the random rate to the ceiling, clipped, and averages the scored ones', () => {
    const entries = [entry('a'), entry('b', { ceiling: 'solver', randomWinRate: 0.1 }), entry('c', { randomWinRate: 0.95 }), entry('d', { scored: false })];
    const games: JudgedGame[] = [
      played('a', true), played('a', true), played('a', false), played('a', false),
      // b: 3 of 4 deals winnable, 2 won (both winnable).
      played('b', true, { winnable: true }), played('b', true, { winnable: true }), played('b', false, { winnable: true }), played('b', false, { winnable: false }),
      played('c', true), played('c', true), played('c', true), played('c', true),
      played('d', false), played('d', false), played('d', false), played('d', false, { refused: 5 }),
    ];
    const card = reportCard(entries, games, () => false);
    const [a, b, c, d] = card.entries;
    expect(a).toMatchObject({ games: 4, wins: 2, win_rate: 0.5, ceiling: { rate: 1, wins_within: 2 }, scored: true, mean_score: 5, check_accuracy: 1 });
    expect(a!.entry_score).toBeCloseTo((0.5 - 0.2) / (1 - 0.2), 12);
    expect(a!.interval).toEqual(wilson(2, 4));
    expect(b).toMatchObject({ ceiling: { rate: 0.75, wins_within: 2 }, scored: true });
    expect(b!.entry_score).toBeCloseTo((0.5 - 0.1) / (0.75 - 0.1), 12);
    // c: the ceiling (100%) is within 0.1 of the random rate (95%); d is declared unscored.
    expect(c).toMatchObject({ scored: false, entry_score: null, wins: 4 });
    expect(d).toMatchObject({ scored: false, entry_score: null, invalid_command_rate: 5 / 20 });
    expect(card.camp_score!.value).toBeCloseTo((a!.entry_score! + b!.entry_score!) / 2, 12);
    expect(card.camp_score!.low).toBeLessThanOrEqual(card.camp_score!.value);
    expect(card.camp_score!.high).toBeGreaterThanOrEqual(card.camp_score!.value);
    // Seeded: the same games give the same interval.
    expect(reportCard(entries, games, () => false).camp_score).toEqual(card.camp_score);
  });

  it('clips a score below the random rate to 0 and has no Camp score without a scored entry', () => {
    const below = reportCard([entry('a', { randomWinRate: 0.5 })], [played('a', false), played('a', false)], () => false);
    expect(below.entries[0]!.entry_score).toBe(0);
    expect(below.camp_score).toEqual({ value: 0, low: 0, high: 0 });
    const none = reportCard([entry('a', { scored: false })], [played('a', true)], () => false);
    expect(none.camp_score).toBeNull();
  });

  it('writes one CSV line per entry and the Camp score last', () => {
    const card = reportCard([entry('a'), entry('b')], [played('a', true), played('b', false)], () => false);
    const lines = reportCardCsv(card).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^a,g,1,1,1,/);
    expect(lines[3]).toMatch(/^camp_score,,,,0\.5,/);
  });
});
