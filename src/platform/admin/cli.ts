/**
 * `npm run admin -- <command>`: account administration against the database
 * the camp's configuration names (CAMP_DB or DATABASE_URL), for an operator
 * with a shell on the camp's machine. Running camp processes see a
 * suspension or deletion within STANDING_REFRESH_MS (docs/operations.md).
 * The action is logged as pino JSON on stdout under the admin name `cli`,
 * then the result is printed as JSON.
 */
import pino from 'pino';
import { loadSecret } from '../accounts/secret.ts';
import { readConfig } from '../config/load.ts';
import { CampError } from '../errors.ts';
import { openStore } from '../storage/open.ts';
import { AccountAdministration } from './administration.ts';

const USAGE = `usage: npm run admin -- <command>
  list [limit]        accounts, most recently active first (100 by default)
  suspend <name>      its calls answer 403 account_suspended; its leaderboard entries are hidden
  unsuspend <name>    lifts the suspension
  delete <name>       deletes the account and everything the camp holds for it`;

/** The admin name the log gives actions taken from the command line. */
export const CLI_ADMIN = 'cli';

export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, argument, ...rest] = args;
  const needsName = command === 'suspend' || command === 'unsuspend' || command === 'delete';
  const limit = command === 'list' ? Number(argument ?? 100) : 0;
  if (rest.length > 0 || !(needsName ? argument : command === 'list' && Number.isSafeInteger(limit) && limit >= 1)) {
    console.error(USAGE);
    return 2;
  }
  const read = readConfig(env);
  if (!read.ok) {
    console.error(`camp admin: ${read.error}`);
    return 1;
  }
  const secret = loadSecret(read.config.secret, read.config.secretFile);
  if (!secret.ok) {
    console.error(`camp admin: ${secret.error}`);
    return 1;
  }
  const store = await openStore(read.config);
  const log = pino({ base: { pid: process.pid } });
  const administration = new AccountAdministration({ store, secrets: secret.secrets, log: (entry) => log.info(entry, 'admin action') });
  try {
    let result: unknown;
    if (command === 'list') result = { accounts: await administration.list(limit) };
    else if (command === 'suspend') result = await administration.suspend(CLI_ADMIN, argument!);
    else if (command === 'unsuspend') result = await administration.unsuspend(CLI_ADMIN, argument!);
    else result = await administration.delete(CLI_ADMIN, argument!);
    console.log(JSON.stringify(result));
    return 0;
  } catch (error) {
    if (!(error instanceof CampError)) throw error;
    console.error(`camp admin: ${error.message}`);
    return 1;
  } finally {
    await store.close();
  }
}
