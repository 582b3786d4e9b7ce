/**
 * Accounts, agent keys and login tokens. Keys and tokens are long random
 * strings, so a plain SHA-256 of them is what we store: a leaked database
 * does not leak a usable key.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { RecentMap } from '../recent-map.ts';
import type { AccountRow, Store } from '../store.ts';
import { accountSuspended, heldNameHashes, type AccountStanding } from './standing.ts';

export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** How many agent keys a process remembers the account of. */
const KNOWN_KEYS = 10_000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export class Accounts {
  /**
   * Accounts by key hash, as found before. An account's key, id and name never
   * change and accounts are never deleted, so an entry never goes stale in any
   * process; a key not found is not remembered (its account may be created
   * later, through any process). A deleted account's entry is refused through
   * AccountStanding, which every process keeps up to date.
   */
  private readonly byKeyHash = new RecentMap<string, AccountRow>(KNOWN_KEYS);

  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
    private readonly standing?: AccountStanding,
    /** The secrets that key the hashes of deleted accounts' held names. */
    private readonly nameHoldSecrets: readonly string[] = [],
  ) {}

  /** Creates the account and returns its agent key, which is never shown again; null when the name is taken or held back. */
  async create(name: string): Promise<{ account: AccountRow; key: string } | null> {
    if (this.nameHoldSecrets.length > 0 && await this.store.nameHeld(heldNameHashes(name, this.nameHoldSecrets), this.now())) return null;
    const account = { id: randomUUID(), name, createdAt: this.now() };
    const key = 'camp_key_' + randomBytes(24).toString('base64url');
    return (await this.store.createAccount(account, hash(key))) ? { account, key } : null;
  }

  /** A 24-hour token for the account of this name and key; null when there is none. A suspended account gets none. */
  async login(name: string, key: string): Promise<{ token: string; expiresAt: number } | null> {
    const account = await this.store.accountByNameAndKeyHash(name.normalize('NFC').replace(/^ +| +$/g, ''), hash(key));
    if (!account) return null;
    if (this.standing?.refusal(account.id) === 'suspended') throw accountSuspended();
    const token = 'camp_tok_' + randomBytes(24).toString('base64url');
    const expiresAt = this.now() + TOKEN_TTL_MS;
    await this.store.createToken(hash(token), account.id, expiresAt);
    return { token, expiresAt };
  }

  /** The account behind a bearer credential: an agent key or an unexpired login token. */
  async authenticate(credential: string): Promise<AccountRow | undefined> {
    if (credential.startsWith('camp_tok_')) return this.store.accountByTokenHash(hash(credential), this.now());
    const keyHash = hash(credential);
    const known = this.byKeyHash.get(keyHash);
    if (known && this.standing?.refusal(known.id) === 'deleted') {
      this.byKeyHash.delete(keyHash);
      return undefined;
    }
    if (known) return known;
    const account = await this.store.accountByKeyHash(keyHash);
    if (account) this.byKeyHash.set(keyHash, account);
    return account;
  }
}
