/** `npm run admin -- <command>`: account administration (see src/platform/admin/cli.ts). */
import { runAdminCommand } from '../src/platform/admin/cli.ts';

process.exitCode = await runAdminCommand(process.argv.slice(2));
