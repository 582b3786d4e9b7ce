/**
 * Backing up and restoring a SQLite camp. A backup is SQLite's online backup
 * (better-sqlite3's `backup`) of the running camp's file, taken in one step,
 * so it is the database as one read transaction saw it: every write
 * committed (and so every act acknowledged) before the step began, and none
 * half-done. A restore replaces the camp's file only while no process has it
 * open: it takes the database's exclusive lock first (leaving WAL mode needs
 * every other connection gone), and holds it until the copy is in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export class BackupRefused extends Error {}

/** Tables a camp database always has; a file without them is not a camp's. */
const CAMP_TABLES = ['accounts', 'games', 'commands', 'seats'];

export interface CopySummary {
  file: string;
  accounts: number;
  games: number;
  commands: number;
}

/** Checks that `file` is a whole camp database and counts what it holds. */
export function inspectCopy(file: string): CopySummary {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupRefused(`${file} cannot be opened as a SQLite database: ${(error as Error).message}`);
  }
  try {
    const integrity = db.pragma('quick_check', { simple: true });
    if (integrity !== 'ok') throw new BackupRefused(`${file} is damaged (quick_check: ${String(integrity)})`);
    const tables = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name));
    const missing = CAMP_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) throw new BackupRefused(`${file} is not a camp database (no ${missing.join(', ')} table)`);
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { file, accounts: count('accounts'), games: count('games'), commands: count('commands') };
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`${file} is not a camp database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** Copies the camp database `source` (which a camp may be writing) to the new file `target`. */
export async function backupSqlite(source: string, target: string): Promise<CopySummary> {
  if (!fs.existsSync(source)) throw new BackupRefused(`there is no database at ${source} (CAMP_DB)`);
  if (fs.existsSync(target)) throw new BackupRefused(`${target} exists already; name a new file (a backup never overwrites one)`);
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  // The copy holds every hidden card and mine, as the database does: the camp's user alone may read it.
  fs.writeFileSync(partial, '', { mode: 0o600 });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // One step for the whole file: one read transaction, so no write of the running camp restarts or splits it.
    await db.backup(partial, { progress: () => Number.MAX_SAFE_INTEGER });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  const fd = fs.openSync(partial, 'r');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(partial, target);
  return inspectCopy(target);
}

/**
 * Replaces the database at `target` with the backup `backup`, refusing while
 * any process has `target` open (a running camp).
 */
export function restoreSqlite(backup: string, target: string): CopySummary {
  const summary = inspectCopy(backup);
  const staging = `${target}.restoring`;
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
  fs.copyFileSync(backup, staging);
  fs.chmodSync(staging, 0o600);
  const fd = fs.openSync(staging, 'r');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  let lock: Database.Database | undefined;
  try {
    if (fs.existsSync(target)) {
      lock = new Database(target, { fileMustExist: true, timeout: 0 });
      lock.pragma('locking_mode = EXCLUSIVE');
      try {
        // Leaving WAL mode needs every other connection gone; with the exclusive locking mode this connection then keeps the lock.
        lock.pragma('journal_mode = DELETE');
        lock.exec('BEGIN EXCLUSIVE; COMMIT');
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
          throw new BackupRefused(`${target} is in use (a camp has it open); stop every camp process that uses it, then restore`);
        }
        throw error;
      }
    }
    for (const leftover of [`${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
    fs.renameSync(staging, target);
  } finally {
    lock?.close();
    fs.rmSync(staging, { force: true });
  }
  return { ...summary, file: target };
}
