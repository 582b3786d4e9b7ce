/**
 * Seeds an earlier version stored that a game may now deal otherwise
 * (GameDefinition.seedsDealtBefore): a camp opening a database gives each
 * such game the candidate seed whose deal its log replays to its stored
 * state, so its replay and hindsight show the deal that was played. Each
 * game type is looked at once per database (a setting marks it done).
 */
import { isDeepStrictEqual } from 'node:util';
import type { GameDefinition } from '../../games/game.ts';
import { replayBoards, ReplayMismatch } from '../records/records.ts';
import type { CommandRow, GameRow, Store } from '../store.ts';

type AnyGame = GameDefinition<any, any>;

export interface SeedsPinned {
  /** Games given the seed of the deal they were played on. */
  pinned: number;
  /** Games no candidate seed replays to their stored state (left as they were). */
  unmatched: string[];
}

export async function pinStoredSeeds(store: Store, games: readonly AnyGame[]): Promise<SeedsPinned> {
  const result: SeedsPinned = { pinned: 0, unmatched: [] };
  for (const game of games) {
    if (!game.seedsDealtBefore) continue;
    const done = `seeds_pinned:${game.id}`;
    if (await store.setting(done) !== undefined) continue;
    for (const stored of await store.storedSeeds(game.id)) {
      const candidates = game.seedsDealtBefore(JSON.parse(stored.options), stored.seed);
      if (!candidates) continue;
      const [row, log] = await Promise.all([store.game(stored.id), store.commands(stored.id)]);
      const seed = row && candidates.find((candidate) => dealtFrom(game, row, log, candidate));
      if (seed && await store.replaceSeed(stored.id, stored.seed, seed)) result.pinned++;
      else if (!seed) result.unmatched.push(stored.id);
    }
    await store.saveSetting(done, '1');
  }
  return result;
}

/** Whether the game's log, replayed from the deal of `seed`, leads to its stored state. */
function dealtFrom(game: AnyGame, row: GameRow, log: CommandRow[], seed: string): boolean {
  // A game with no move yet is its deal (replayBoards would take the stored board as it).
  if (row.version === 0) return isDeepStrictEqual(JSON.parse(JSON.stringify(game.setup(row.options, seed))), row.state);
  try {
    replayBoards(game, { ...row, seed }, log, { viewer: 0, side: null }, { from: 1, count: 0 });
    return true;
  } catch (error) {
    if (error instanceof ReplayMismatch) return false;
    throw error;
  }
}
