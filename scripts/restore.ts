/** `npm run restore -- <file>`: puts a backup in place of the camp's SQLite database, unless a camp has it open. */
import { runBackupCommand } from '../src/platform/backup/commands.ts';

process.exitCode = await runBackupCommand('restore', process.argv.slice(2));
