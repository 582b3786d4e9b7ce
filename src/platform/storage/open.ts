/** Chooses the store: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file. */
import type { CampConfig } from '../config/load.ts';
import { SqliteStore } from './sqlite.ts';
import type { Store } from '../store.ts';

export async function openStore(config: CampConfig): Promise<Store> {
  if (config.databaseUrl) {
    const { PostgresStore } = await import('./postgres.ts');
    return PostgresStore.connect(config.databaseUrl);
  }
  return new SqliteStore(config.sqliteFile);
}
