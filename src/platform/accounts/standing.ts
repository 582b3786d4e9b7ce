/**
 * Which accounts this process must refuse: suspended ones (403), deleted
 * ones whose keys it may still remember, and ones another process paused
 * for too few right agent-check answers (their checked calls: 429). Each process keeps the list in
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
  /** Paused accounts, until when. */
  private paused = new Map<string, number>();
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
    // Pauses run on the wall clock, as the agent-check limits that start them do.
    this.reading ??= Promise.all([this.store.refusedAccounts(this.now()), this.store.pausedAccounts(Date.now())])
      .then(([refused, paused]) => {
        this.refused = new Map(refused.map((row) => [row.accountId, row.state]));
        this.paused = new Map(paused.map((row) => [row.accountId, row.until]));
      }, () => undefined)
      .finally(() => { this.reading = undefined; });
    return this.reading;
  }

  refusal(accountId: string): Refusal | undefined {
    return this.refused.get(accountId);
  }

  /** Milliseconds until the account's pause ends, whichever process paused it; 0 when it is not paused. */
  pausedFor(accountId: string): number {
    return Math.max(0, (this.paused.get(accountId) ?? 0) - Date.now());
  }

  /** A pause this process started: in force here at once, and in the others once stored and read. */
  notePause(accountId: string, until: number): void {
    this.paused.set(accountId, Math.max(until, this.paused.get(accountId) ?? 0));
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
