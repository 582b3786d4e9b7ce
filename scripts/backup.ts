/** `npm run backup -- <file>`: a consistent copy of the running SQLite camp's database (see src/platform/backup/). */
import { runBackupCommand } from '../src/platform/backup/commands.ts';

process.exitCode = await runBackupCommand('backup', process.argv.slice(2));
