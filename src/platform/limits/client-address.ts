/**
 * The key a client's address is counted under. An IPv6 client is counted by
 * its /64, the block one host or one home is given: counted by whole
 * address, it could take a new one for every request and never meet a limit.
 * An IPv4-mapped IPv6 address counts as the IPv4 address.
 */
import { normalizeIP } from '@fastify/rate-limit';

/** A request whose client has hung up has no address left (Node forgets it with the socket). */
export const addressKey = (ip: string | undefined): string => `address:${ip ? normalizeIP(ip) : 'gone'}`;

/** Whom a per-client bound counts a request against: its address, and its account when it has one. */
export const clientKeys = (ip: string | undefined, account: { id: string } | undefined): string[] =>
  [addressKey(ip), ...(account ? [accountKey(account.id)] : [])];

const ACCOUNT_PREFIX = 'account:';
const accountKey = (accountId: string) => `${ACCOUNT_PREFIX}${accountId}`;

/** The account a client key names; undefined for an address's key. */
export const accountOfKey = (key: string): string | undefined => (key.startsWith(ACCOUNT_PREFIX) ? key.slice(ACCOUNT_PREFIX.length) : undefined);
