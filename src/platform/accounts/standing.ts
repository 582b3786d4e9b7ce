/**
 * Which accounts this process must refuse: suspended ones (403) and deleted
 * ones whose keys it may still remember. Each process keeps the list in
 * memory, so a request costs no extra query, and reads it again from the
 * database every STANDING_REFRESH_MS (on PostgreSQL also at once when any
 * process sends the accounts notice). An admin action taken through another
 * process therefore takes effect here within that interval.
 */
import { createHmac } from 'node:crypto';
import { CampError } from '../errors.ts';
import { nameKey } from './names.ts';
import type { Store } from '../store.ts';

/** The longest a suspension or deletion made elsewhere takes to reach this process (see docs/operations.md). */
export const STANDING_REFRESH_MS = 2_000;

/** How long a deleted account's name is held back before anyone may take it again. */
export const NAME_HOLD_MS = 30 * 24 * 60 * 60 * 1000;

export type Refusal = 'suspended' | 'deleted';

/** What a suspended account is told on every call, logging in included. */
export const accountSuspended = () => new CampError(403, 'account_suspended',
  "This account is suspended by the camp's operator: it can neither log in, play nor read its games. Ask the camp's operator why.");

/** A name's keyed hashes, one per secret: the name itself is never stored once its account is deleted. */
export function heldNameHashes(name: string, secrets: readonly string[]): string[] {
  return secrets.map((secret) => createHmac('sha256', secret).update(`held-name:${nameKey(name)}`).digest('hex'));
}

export class AccountStanding {
  private refused = new Map<string, Refusal>();
  private timer: NodeJS.Timeout | undefined;
  private stopWatching: (() => void) | undefined;
  private reading: Promise<void> | undefined;

  constructor(private readonly store: Store, private readonly now: () => number = Date.now, private readonly refreshMs = STANDING_REFRESH_MS) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.refreshMs);
    this.timer.unref();
    this.stopWatching = this.store.watchAccounts?.(() => void this.refresh());
  }

  /** Reads the list again; a failed read keeps the last one (the next interval tries again). */
  refresh(): Promise<void> {
    this.reading ??= this.store.refusedAccounts(this.now())
      .then((rows) => { this.refused = new Map(rows.map((row) => [row.accountId, row.state])); }, () => undefined)
      .finally(() => { this.reading = undefined; });
    return this.reading;
  }

  refusal(accountId: string): Refusal | undefined {
    return this.refused.get(accountId);
  }

  /** What this process itself just did, in force at once (without waiting for the next read). */
  note(accountId: string, refusal: Refusal | undefined): void {
    if (refusal) this.refused.set(accountId, refusal);
    else this.refused.delete(accountId);
  }

  close(): void {
    clearInterval(this.timer);
    this.stopWatching?.();
  }
}
