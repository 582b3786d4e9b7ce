/**
 * The benchmark suites, generated from the games' own suite entries: a
 * suite is a named, versioned list of (game, entry, deals). `camp-v1` holds
 * every entry a game offers under that name; `smoke` is the same list with
 * one deal each, for tests and first tries. A published version never
 * changes (test/platform/suites.test.ts pins each one's fingerprint): a new
 * list is a new suite id.
 */
import { createHash } from 'node:crypto';
import type { GameDefinition, SuiteEntry } from '../../games/game.ts';

type AnyGame = GameDefinition<any, any>;

export interface SuiteSlotEntry extends SuiteEntry {
  game: string;
}

export interface Suite {
  id: string;
  version: number;
  description: string;
  entries: readonly SuiteSlotEntry[];
  /** Games a run plays: the sum of the entries' deals. */
  gamesTotal: number;
  /** sha256 of the entries as published (game, id, options, deals, random rate, ceiling, scored). */
  fingerprint: string;
}

/** The suites the games' entries name, and the smoke suite that mirrors `SMOKE_OF` with one deal per entry. */
const SMOKE_OF = 'camp-v1';

const DESCRIPTIONS = new Map<string, string>([
  ['camp-v1', "Every game and its main variants, each entry sized so that the reference player's 95% interval excludes the random player's win rate."],
  ['smoke', 'The camp-v1 entries with one deal each: for tests and first tries, never a measurement.'],
]);

function fingerprintOf(entries: readonly SuiteSlotEntry[]): string {
  const published = entries.map((entry) => [entry.game, entry.id, entry.options, entry.deals, entry.randomWinRate, entry.ceiling, entry.scored]);
  return createHash('sha256').update(JSON.stringify(published)).digest('hex').slice(0, 16);
}

function suiteOf(id: string, entries: SuiteSlotEntry[]): Suite {
  return {
    id,
    version: Number(/-v(\d+)$/.exec(id)?.[1] ?? 1),
    description: DESCRIPTIONS.get(id) ?? `The entries the games list under ${id}.`,
    entries,
    gamesTotal: entries.reduce((sum, entry) => sum + entry.deals, 0),
    fingerprint: fingerprintOf(entries),
  };
}

/** Every suite the games define, by id, in a stable order. */
export function buildSuites(games: readonly AnyGame[]): ReadonlyMap<string, Suite> {
  const byId = new Map<string, SuiteSlotEntry[]>();
  for (const game of games) {
    for (const entry of game.suiteEntries ?? []) {
      for (const suite of entry.suites) {
        const list = byId.get(suite) ?? [];
        list.push({ ...entry, game: game.id });
        byId.set(suite, list);
      }
    }
  }
  const suites = new Map<string, Suite>();
  for (const [id, entries] of byId) suites.set(id, suiteOf(id, entries));
  const mirrored = byId.get(SMOKE_OF);
  if (mirrored) suites.set('smoke', suiteOf('smoke', mirrored.map((entry) => ({ ...entry, deals: 1 }))));
  return suites;
}

/** A suite as the API shows it (the field names of the runs contract). */
export function presentSuite(suite: Suite) {
  return {
    id: suite.id,
    version: suite.version,
    description: suite.description,
    games_total: suite.gamesTotal,
    fingerprint: suite.fingerprint,
    entries: suite.entries.map((entry) => ({
      id: entry.id,
      game: entry.game,
      options: entry.options,
      deals: entry.deals,
      scored: entry.scored,
      random_win_rate: entry.randomWinRate,
      ceiling: entry.note,
      ceiling_kind: entry.ceiling,
    })),
  };
}
