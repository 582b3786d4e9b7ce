/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`, against the
 * database the camp's configuration names (CAMP_DB). A PostgreSQL camp is
 * backed up with PostgreSQL's own pg_dump and pg_restore (docs/operations.md).
 */
import { readConfig } from '../config/load.ts';
import { backupSqlite, BackupRefused, restoreSqlite, type CopySummary } from './sqlite-backup.ts';

const POSTGRES_ADVICE = 'DATABASE_URL names a PostgreSQL database: back it up with pg_dump and restore it with pg_restore (docs/operations.md, "Backup and restore").';

const described = (summary: CopySummary) => `${summary.accounts} accounts, ${summary.games} games, ${summary.commands} commands`;

/** Runs one command; returns the process's exit code, having said what happened on stdout or stderr. */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error(`usage: npm run ${command} -- <file>`);
    return 2;
  }
  const read = readConfig(env);
  if (!read.ok) {
    console.error(`camp ${command}: ${read.error}`);
    return 1;
  }
  if (read.config.databaseUrl) {
    console.error(`camp ${command}: ${POSTGRES_ADVICE}`);
    return 1;
  }
  const database = read.config.sqliteFile;
  try {
    if (command === 'backup') {
      const summary = await backupSqlite(database, file);
      console.log(`camp backup: ${database} copied to ${file} (${described(summary)})`);
    } else {
      const summary = restoreSqlite(file, database);
      console.log(`camp restore: ${file} restored to ${database} (${described(summary)}); start the camp to serve it`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    console.error(`camp ${command}: ${error.message}`);
    return 1;
  }
}
