/**
 * Two camps on one throwaway PostgreSQL database, started together as two
 * server processes would be: the schema is created once, and one
 * CAMP_SECRET lets each accept the other's puzzles.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { GameDefinition } from '../../src/games/game.ts';
import { startCamp, type TestCamp } from './camp.ts';
import { startPostgres, type TestPostgres } from './postgres.ts';

export interface TwoCamps {
  postgres: TestPostgres;
  east: TestCamp;
  west: TestCamp;
  close(): Promise<void>;
}

type AnyGame = GameDefinition<any, any>;

/** The camps' clock, when a test moves time on (a run's deadline passing). */
interface CampOptions { now?: () => number }

export async function startTwoCamps(
  games: { east: AnyGame[]; west?: AnyGame[] },
  env: Record<string, string> = {},
  options: CampOptions = {},
): Promise<TwoCamps> {
  const postgres = await startPostgres();
  const shared = { DATABASE_URL: postgres.url, CAMP_SECRET: randomBytes(32).toString('base64url'), ...env };
  const [east, west] = await Promise.all([
    startCamp(shared, { games: games.east, now: options.now }),
    startCamp(shared, { games: games.west ?? games.east, now: options.now }),
  ]);
  return {
    postgres, east, west,
    async close() {
      await east.close();
      await west.close();
      postgres.stop();
    },
  };
}

/**
 * Two camps for the tests of one file: started before them, closed after.
 * The returned object's fields are there once the tests run.
 */
export function twoCampsForThisFile(games: { east: AnyGame[]; west?: AnyGame[] }, env: Record<string, string> = {}, options: CampOptions = {}): TwoCamps {
  const camps = {} as TwoCamps;
  beforeAll(async () => {
    Object.assign(camps, await startTwoCamps(games, env, options));
  }, 60_000);
  afterAll(async () => {
    await camps.close?.();
  });
  return camps;
}
