/**
 * What an operator can do to accounts, the same through `npm run admin` and
 * the admin endpoints: list them by activity, suspend and unsuspend one,
 * delete one with everything the camp holds for it. Each action is logged
 * with the operator's key name, what was done, to which account (its id,
 * not its name) and when; never a key or a secret.
 */
import { heldNameHashes, NAME_HOLD_MS, type AccountStanding } from '../accounts/standing.ts';
import { CampError } from '../errors.ts';
import type { AccountActivityRow, AccountRow, Store } from '../store.ts';

export interface AdminLogEntry {
  admin: string;
  action: 'suspend' | 'unsuspend' | 'delete';
  account: string;
  at: string;
  changed: boolean;
}

export interface AdminActions {
  store: Store;
  /** The camp's secrets, newest first: the first keys a deleted name's hash. */
  secrets: readonly string[];
  log(entry: AdminLogEntry): void;
  /** This process's view of refused accounts, updated at once (other processes read the database). */
  standing?: AccountStanding;
  now?: () => number;
}

export const LIST_LIMIT_MAX = 1_000;

const unknownAccount = (name: string) => new CampError(404, 'unknown_account', `There is no account named '${name}'.`);

export class AccountAdministration {
  private readonly now: () => number;

  constructor(private readonly actions: AdminActions) {
    this.now = actions.now ?? Date.now;
  }

  list(limit: number): Promise<AccountActivityRow[]> {
    return this.actions.store.accountsByActivity(Math.min(Math.max(1, limit), LIST_LIMIT_MAX));
  }

  private async find(name: string): Promise<AccountRow> {
    const account = await this.actions.store.accountByName(name);
    if (!account) throw unknownAccount(name);
    return account;
  }

  private record(admin: string, action: AdminLogEntry['action'], account: AccountRow, changed: boolean): void {
    this.actions.log({ admin, action, account: account.id, at: new Date(this.now()).toISOString(), changed });
  }

  /** Its calls then answer 403 account_suspended, and its leaderboard entries are hidden. False: it already was. */
  async suspend(admin: string, name: string): Promise<{ account: AccountRow; changed: boolean }> {
    const account = await this.find(name);
    const changed = await this.actions.store.setSuspended(account.id, true, this.now());
    this.actions.standing?.note(account.id, 'suspended');
    this.record(admin, 'suspend', account, changed);
    return { account, changed };
  }

  async unsuspend(admin: string, name: string): Promise<{ account: AccountRow; changed: boolean }> {
    const account = await this.find(name);
    const changed = await this.actions.store.setSuspended(account.id, false, this.now());
    this.actions.standing?.note(account.id, undefined);
    this.record(admin, 'unsuspend', account, changed);
    return { account, changed };
  }

  /** Deletes the account and its data; its name is held back (as a keyed hash) for NAME_HOLD_MS. */
  async delete(admin: string, name: string): Promise<{ account: AccountRow; games: number; nameFreeAt: number }> {
    const account = await this.find(name);
    const nameFreeAt = this.now() + NAME_HOLD_MS;
    const [nameHash] = heldNameHashes(account.name, this.actions.secrets.slice(0, 1));
    const { games } = await this.actions.store.deleteAccount(account.id, { nameHash: nameHash!, until: nameFreeAt });
    this.actions.standing?.note(account.id, 'deleted');
    this.record(admin, 'delete', account, true);
    return { account, games, nameFreeAt };
  }
}
