/**
 * Accounts, agent keys and login tokens. Keys and tokens are long random
 * strings, so a plain SHA-256 of them is what we store: a leaked database
 * does not leak a usable key.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AccountRow, Store } from './storage/store.ts';

export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export class Accounts {
  constructor(private readonly store: Store, private readonly now: () => number = Date.now) {}

  /** Creates the account and returns its agent key, which is never shown again; null when the name is taken. */
  async create(name: string): Promise<{ account: AccountRow; key: string } | null> {
    const account = { id: randomUUID(), name, createdAt: this.now() };
    const key = 'camp_key_' + randomBytes(24).toString('base64url');
    return (await this.store.createAccount(account, hash(key))) ? { account, key } : null;
  }

  async login(name: string, key: string): Promise<{ token: string; expiresAt: number } | null> {
    const account = await this.store.accountByNameAndKeyHash(name.normalize('NFC').replace(/^ +| +$/g, ''), hash(key));
    if (!account) return null;
    const token = 'camp_tok_' + randomBytes(24).toString('base64url');
    const expiresAt = this.now() + TOKEN_TTL_MS;
    await this.store.createToken(hash(token), account.id, expiresAt);
    return { token, expiresAt };
  }

  /** The account behind a bearer credential: an agent key or an unexpired login token. */
  async authenticate(credential: string): Promise<AccountRow | undefined> {
    if (credential.startsWith('camp_tok_')) return this.store.accountByTokenHash(hash(credential), this.now());
    return this.store.accountByKeyHash(hash(credential));
  }
}
