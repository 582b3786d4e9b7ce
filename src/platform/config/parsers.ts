/**
 * How each setting's text becomes a value. A parser is given the variable's
 * text (its default when unset, '' when it has none) and throws
 * SettingRefused with what a good value looks like; the loader puts the
 * variable's name in front.
 */
import { isIP } from 'node:net';
import path from 'node:path';

export class SettingRefused extends Error {}

export type Env = NodeJS.ProcessEnv;

/** The SQLite file when CAMP_DB is unset (the secret file's default sits beside it). */
export const DEFAULT_SQLITE_FILE = 'data/camp.db';

export function text(value: string): string {
  return value;
}

/** Empty means "not set". */
export function optionalText(value: string): string | undefined {
  return value || undefined;
}

export function portNumber(value: string): number {
  // Digits only: Number() would take '' (a random port), ' ', '0x1f90' and '1e4'.
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new SettingRefused(`must be a port number from 0 to 65535; got '${value}'`);
  return port;
}

export function onOff(value: string): boolean {
  const word = value.toLowerCase();
  if (word !== 'on' && word !== 'off') throw new SettingRefused(`must be 'on' or 'off'; got '${value}'`);
  return word === 'on';
}

/** A positive number of seconds, as milliseconds. */
export function positiveSeconds(value: string): number {
  const seconds = Number(value);
  if (!(seconds > 0) || !Number.isFinite(seconds)) throw new SettingRefused(`must be a positive number; got '${value}'`);
  return seconds * 1000;
}

/** A number of seconds, 0 or more, as milliseconds. */
export function seconds(value: string): number {
  const count = Number(value);
  if (value.trim() === '' || !(count >= 0) || !Number.isFinite(count)) throw new SettingRefused(`must be a number of seconds, 0 or more; got '${value}'`);
  return count * 1000;
}

export function positiveInteger(value: string): number {
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 1) throw new SettingRefused(`must be a whole number of at least 1; got '${value}'`);
  return count;
}

/** Where the secret is kept: the variable's file, or camp.secret beside the SQLite file. */
export function secretFile(value: string, env: Env): string {
  return value || path.join(path.dirname(env.CAMP_DB ?? DEFAULT_SQLITE_FILE), 'camp.secret');
}

export function databaseUrl(value: string): string | undefined {
  if (!value) return undefined;
  let protocol = '';
  try { protocol = new URL(value).protocol; } catch { /* refused below */ }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    // The URL holds a password, so it is not repeated.
    throw new SettingRefused('must be a PostgreSQL URL such as postgres://user:password@host:5432/camp (or unset for SQLite); it is not one');
  }
  return value;
}

/** A port, or undefined when empty ("not served on a port of its own"). */
export function optionalPort(value: string): number | undefined {
  return value === '' ? undefined : portNumber(value);
}

/** A bearer token an operator chose: long enough not to be guessed, and nothing that breaks an Authorization header. */
export function optionalToken(value: string): string | undefined {
  if (!value) return undefined;
  // The token is not repeated: it is a secret.
  if (value.length < 16 || !/^[\x21-\x7e]+$/.test(value)) throw new SettingRefused('must be at least 16 printable characters without spaces');
  return value;
}

/** One operator's key, by the name the admin log records. */
export interface AdminKey { name: string; key: string }

/** `name:key,name:key`: names of letters, digits, '-' and '_'; keys of at least 24 printable characters, none shaped like a player's. */
export function adminKeys(value: string): AdminKey[] {
  if (value.trim() === '') return [];
  const keys = value.split(',').map((part) => {
    const colon = part.indexOf(':');
    const name = part.slice(0, colon).trim();
    const key = part.slice(colon + 1).trim();
    // Neither key is repeated: they are secrets.
    if (colon < 0 || !/^[A-Za-z0-9_-]{1,40}$/.test(name)) throw new SettingRefused('must be name:key pairs, comma-separated, each name of letters, digits, - or _');
    if (key.length < 24 || !/^[\x21-\x2b\x2d-\x7e]+$/.test(key)) throw new SettingRefused(`key of '${name}' must be at least 24 printable characters without spaces or commas`);
    if (key.startsWith('camp_')) throw new SettingRefused(`key of '${name}' must not start with camp_ (the prefix of players' keys and tokens)`);
    return { name, key };
  });
  const names = new Set(keys.map((entry) => entry.name));
  if (names.size !== keys.length) throw new SettingRefused('names each operator key once; a name appears twice');
  if (new Set(keys.map((entry) => entry.key)).size !== keys.length) throw new SettingRefused('gives two operators the same key');
  return keys;
}

/** The origin and path, without a trailing slash. */
export function publicUrl(value: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try { url = new URL(value); } catch { throw new SettingRefused(`must be an http or https URL such as https://camp.example.org; got '${value}'`); }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new SettingRefused(`must be an http or https URL without query, fragment or user; got '${value}'`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The proxies' addresses, comma-separated, or false when clients connect directly. */
export function trustedProxies(value: string): string | false {
  const raw = value.trim();
  if (!raw) return false;
  const parts = raw.split(',').map((part) => part.trim());
  // Trusting every sender would let any client choose its own address, and so its own limits.
  // An address, not a hop count: '1' would be read as the address 0.0.0.1 and trust nobody.
  const acceptable = (part: string) => {
    if (/^(loopback|linklocal|uniquelocal)$/.test(part)) return true;
    const [address = '', bits, ...rest] = part.split('/');
    return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) > 0));
  };
  if (!parts.every(acceptable)) {
    throw new SettingRefused(`must be the proxies' addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated, e.g. 10.0.0.1,10.1.0.0/16; got '${raw}'`);
  }
  return parts.join(',');
}

/** pino's levels, and 'silent'. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function logLevel(value: string): string {
  if (!LOG_LEVELS.includes(value)) throw new SettingRefused(`must be one of ${LOG_LEVELS.join(', ')}; got '${value}'`);
  return value;
}

/** A whole percentage from 0 to 100. */
export function percent(value: string): number {
  const share = Number(value);
  if (value.trim() === '' || !Number.isInteger(share) || share < 0 || share > 100) throw new SettingRefused(`must be a whole number from 0 to 100; got '${value}'`);
  return share;
}
