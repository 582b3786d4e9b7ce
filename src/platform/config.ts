/** Configuration from the environment (SPEC.md 'Configuration'), read in one place. */
import { isIP } from 'node:net';
import path from 'node:path';

/** How much one address or account may ask for; defaults a normal agent never meets. */
export interface CampLimits {
  /** New accounts per address per hour. */
  accountsPerHour: number;
  /** Login attempts per address per minute. */
  loginsPerMinute: number;
  /** Puzzle fetches (GET /api/v1/agent-check, /api/v1/camp-check) per address per minute. */
  checksPerMinute: number;
  /** new, act and finish calls per credential (per address without one that names an account) per minute, over all games. */
  gameCallsPerMinute: number;
  /** Event streams open at once per address, and per account. */
  openStreams: number;
  /** Wrong agent-check answers in a row (per account and per address) that start a lock-out. */
  wrongAnswersBeforeLockout: number;
  /** How long a lock-out lasts. */
  lockoutMs: number;
}

export interface CampConfig {
  port: number;
  host: string;
  /** SQLite file, used when no databaseUrl is given. */
  sqliteFile: string;
  /** PostgreSQL URL; when set it replaces SQLite. */
  databaseUrl: string | undefined;
  agentChecks: boolean;
  /** The agent-check signing secret from CAMP_SECRET; when unset, `secretFile` holds it. */
  secret: string | undefined;
  /** Where the secret is kept when CAMP_SECRET is unset: beside the SQLite file unless CAMP_SECRET_FILE says otherwise. */
  secretFile: string;
  /** How long a puzzle can be answered. */
  checkTtlMs: number;
  /** A JSON file of the operator's own puzzles, mixed half and half with the built-in ones. */
  puzzleFile: string | undefined;
  /** Seconds a two-player game waits for a silent player before that player loses. */
  seatTimeoutMs: number;
  /** How long a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** After SIGTERM or SIGINT, how long the camp keeps serving while /healthz answers 503, before it closes. */
  drainMs: number;
  /** The camp's address as the world sees it (no trailing slash), for absolute URLs; relative paths when unset. */
  publicUrl: string | undefined;
  /**
   * Which proxies may name the client in X-Forwarded-For (addresses or CIDR
   * ranges, comma-separated); false when clients connect directly. Limits
   * count per client address, so behind a proxy this must be set.
   */
  trustProxy: string | false;
  limits: CampLimits;
  logLevel: string;
}

export type ConfigResult = { ok: true; config: CampConfig } | { ok: false; error: string };

class ConfigError extends Error {}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!(value > 0) || !Number.isFinite(value)) throw new ConfigError(`${name} must be a positive number; got '${env[name]}'`);
  return value;
}

function nonNegativeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  const value = Number(text ?? fallback);
  if (text?.trim() === '' || !(value >= 0) || !Number.isFinite(value)) throw new ConfigError(`${name} must be a number of seconds, 0 or more; got '${text}'`);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of at least 1; got '${env[name]}'`);
  return value;
}

function publicUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.CAMP_PUBLIC_URL;
  if (!raw) return undefined;
  let url: URL;
  try { url = new URL(raw); } catch { throw new ConfigError(`CAMP_PUBLIC_URL must be an http or https URL such as https://camp.example.org; got '${raw}'`); }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new ConfigError(`CAMP_PUBLIC_URL must be an http or https URL without query, fragment or user; got '${raw}'`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function trustProxy(env: NodeJS.ProcessEnv): string | false {
  const raw = env.CAMP_TRUST_PROXY?.trim();
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
    throw new ConfigError(`CAMP_TRUST_PROXY must be the proxies' addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated, e.g. 10.0.0.1,10.1.0.0/16; got '${raw}'`);
  }
  return parts.join(',');
}

/** pino's levels, and 'silent'. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: NodeJS.ProcessEnv): string {
  const level = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got '${level}'`);
  return level;
}

function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.DATABASE_URL;
  if (!raw) return undefined;
  let protocol = '';
  try { protocol = new URL(raw).protocol; } catch { /* refused below */ }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new ConfigError("DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/camp (or unset for SQLite); it is not one");
  }
  return raw;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  // Digits only: Number() would take '' (a random port), ' ', '0x1f90' and '1e4'.
  const port = /^\d{1,5}$/.test(env.PORT ?? '8080') ? Number(env.PORT ?? 8080) : NaN;
  if (!(port >= 0 && port <= 65535)) return { ok: false, error: `PORT must be a port number from 0 to 65535; got '${env.PORT}'` };
  const checks = (env.CAMP_AGENT_CHECK ?? 'on').toLowerCase();
  if (checks !== 'on' && checks !== 'off') return { ok: false, error: `CAMP_AGENT_CHECK must be 'on' or 'off'; got '${env.CAMP_AGENT_CHECK}'` };
  const sqliteFile = env.CAMP_DB ?? 'data/camp.db';
  try {
    return {
      ok: true,
      config: {
        port,
        host: env.HOST ?? '0.0.0.0',
        sqliteFile,
        databaseUrl: databaseUrl(env),
        agentChecks: checks === 'on',
        secret: env.CAMP_SECRET || undefined,
        secretFile: env.CAMP_SECRET_FILE || path.join(path.dirname(sqliteFile), 'camp.secret'),
        checkTtlMs: positiveNumber(env, 'CAMP_CHECK_TTL_SECONDS', 600) * 1000,
        puzzleFile: env.CAMP_PUZZLE_FILE || undefined,
        seatTimeoutMs: positiveNumber(env, 'CAMP_SEAT_TIMEOUT_SECONDS', 120) * 1000,
        requestTimeoutMs: positiveNumber(env, 'CAMP_REQUEST_TIMEOUT_SECONDS', 30) * 1000,
        drainMs: nonNegativeNumber(env, 'CAMP_DRAIN_SECONDS', 0) * 1000,
        publicUrl: publicUrl(env),
        trustProxy: trustProxy(env),
        limits: {
          accountsPerHour: positiveInteger(env, 'CAMP_LIMIT_ACCOUNTS_PER_HOUR', 20),
          loginsPerMinute: positiveInteger(env, 'CAMP_LIMIT_LOGINS_PER_MINUTE', 60),
          checksPerMinute: positiveInteger(env, 'CAMP_LIMIT_CHECKS_PER_MINUTE', 120),
          gameCallsPerMinute: positiveInteger(env, 'CAMP_LIMIT_GAME_CALLS_PER_MINUTE', 1200),
          openStreams: positiveInteger(env, 'CAMP_LIMIT_OPEN_STREAMS', 20),
          wrongAnswersBeforeLockout: positiveInteger(env, 'CAMP_WRONG_ANSWERS_BEFORE_LOCKOUT', 10),
          lockoutMs: positiveNumber(env, 'CAMP_LOCKOUT_SECONDS', 60) * 1000,
        },
        logLevel: logLevel(env),
      },
    };
  } catch (error) {
    if (error instanceof ConfigError) return { ok: false, error: error.message };
    throw error;
  }
}
