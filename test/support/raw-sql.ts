/**
 * One statement (or, without parameters, a script) run straight on a camp's
 * database, as an older camp or an operator might have left it, for tests of
 * what a camp does when it opens such a database.
 */
import Database from 'better-sqlite3';
import pg from 'pg';

export function execSqlite(file: string, sql: string, params: unknown[] = []): void {
  const db = new Database(file);
  try {
    if (params.length > 0) db.prepare(sql).run(...params);
    else db.exec(sql);
  } finally {
    db.close();
  }
}

export async function execPostgres(url: string, sql: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await (params.length > 0 ? client.query(sql, params) : client.query(sql));
  } finally {
    await client.end();
  }
}
