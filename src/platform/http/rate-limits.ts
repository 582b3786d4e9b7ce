/**
 * Request rate limits with @fastify/rate-limit, in this process's memory.
 * Each limit is one handler with its own counters, put in the `onRequest`
 * hooks of the routes it guards, so a refused request is turned away before
 * its body is read and before anything is spent. Replies carry the IETF
 * draft RateLimit-Limit / -Remaining / -Reset headers; a refusal is a 429
 * with Retry-After and the camp's JSON error shape.
 */
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { CampLimits } from '../config/load.ts';
import { CampError } from '../errors.ts';
import { bearerCredential } from './request-fields.ts';
import { addressKey } from '../limits/client-address.ts';
import { OpenStreams } from '../limits/open-streams.ts';

export interface RouteLimits {
  /** POST /api/v1/accounts, per address. */
  accounts: onRequestHookHandler;
  /** POST /api/v1/login, per address. */
  logins: onRequestHookHandler;
  /** Puzzle fetches, per address. */
  checks: onRequestHookHandler;
  /** new, act and finish of every game, per credential (per address without one that names an account). */
  gameCalls: onRequestHookHandler;
  /** Event streams open at once, per address and per account. */
  streams: OpenStreams;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const byAddress = (request: FastifyRequest) => addressKey(request.ip);

/** Whether a bearer credential names an account. */
export type KnownCredential = (request: FastifyRequest, credential: string) => Promise<boolean>;

/**
 * Keyed by a hash of the bearer credential, so the counters never hold a usable key. A credential that names
 * no account counts as its address: else each made-up one would get a counter of its own, and a few thousand
 * of them would push a real credential's counter out of the store (it keeps the 5,000 newest), its allowance
 * starting anew.
 */
const byCredential = (isKnown: KnownCredential) => async (request: FastifyRequest) => {
  const credential = bearerCredential(request);
  return credential && await isKnown(request, credential)
    ? `credential:${createHash('sha256').update(credential).digest('base64url')}`
    : byAddress(request);
};

/** The limits by name, as the operator's metrics count their refusals. */
export type LimitName = 'accounts' | 'logins' | 'checks' | 'game_calls' | 'streams';

export async function registerRateLimits(
  app: FastifyInstance, limits: CampLimits, isKnown: KnownCredential, onRefused: (limit: LimitName) => void = () => {},
): Promise<RouteLimits> {
  await app.register(rateLimit, { global: false, enableDraftSpec: true });

  const limit = (name: LimitName, what: string, per: string, max: number, timeWindow: number, keyGenerator: (request: FastifyRequest) => string | Promise<string>) =>
    app.rateLimit({
      max,
      timeWindow,
      keyGenerator,
      onExceeded: () => onRefused(name),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new CampError(429, 'rate_limited',
          `Too many ${what}: at most ${context.max} per ${per}. Nothing was done or spent; retry in ${seconds} seconds (the Retry-After header says the same).`,
          { retry_after_seconds: seconds });
      },
    }) as onRequestHookHandler;

  return {
    accounts: limit('accounts', 'new accounts from this address', 'hour', limits.accountsPerHour, HOUR_MS, byAddress),
    logins: limit('logins', 'logins from this address', 'minute', limits.loginsPerMinute, MINUTE_MS, byAddress),
    checks: limit('checks', 'puzzle requests from this address', 'minute', limits.checksPerMinute, MINUTE_MS, byAddress),
    gameCalls: limit('game_calls', 'game calls (new, act, finish) with this credential', 'minute', limits.gameCallsPerMinute, MINUTE_MS, byCredential(isKnown)),
    streams: new OpenStreams(limits.openStreams, () => onRefused('streams')),
  };
}
