/**
 * The admin endpoints under /admin/v1, for the camp's operators: each call
 * bears one of the keys of CAMP_ADMIN_KEYS (a player's key or token is
 * refused, 401; with no operator key set, the endpoints answer 404). What
 * they do is admin/administration.ts, as `npm run admin` does it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountAdministration, LIST_LIMIT_MAX } from '../admin/administration.ts';
import { CampError } from '../errors.ts';
import type { AdminKey } from '../config/parsers.ts';
import type { AccountStanding } from '../accounts/standing.ts';
import type { Store } from '../store.ts';
import { bearerCredential } from './request-fields.ts';
import { problemResponses } from './reply-schemas.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

const NAME_PARAMS = { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 200 } } };
const ACTION_REPLY = {
  type: 'object', additionalProperties: false, required: ['account', 'suspended', 'changed'],
  properties: { account: { type: 'string' }, suspended: { type: 'boolean' }, changed: { type: 'boolean', description: 'False when it already was so.' } },
};
const BEARER = [{ bearer: [] }];

export interface AdminRouteOptions {
  store: Store;
  keys: readonly AdminKey[];
  secrets: readonly string[];
  standing: AccountStanding;
  now: () => number;
}

export function registerAdminRoutes(app: FastifyInstance, options: AdminRouteOptions): void {
  const keys = options.keys.map((entry) => ({ name: entry.name, digest: digest(entry.key) }));
  const administration = new AccountAdministration({
    store: options.store, secrets: options.secrets, standing: options.standing, now: options.now,
    log: (entry) => app.log.info(entry, 'admin action'),
  });

  /** The name of the operator key the request bears; compared as digests, in constant time. */
  const operator = (request: FastifyRequest): string => {
    if (keys.length === 0) throw new CampError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}: this camp has no operator keys (CAMP_ADMIN_KEYS).`);
    const sent = bearerCredential(request);
    const found = sent === undefined ? undefined : keys.find((key) => timingSafeEqual(digest(sent), key.digest));
    if (!found) throw new CampError(401, 'unauthorized', 'The admin endpoints need Authorization: Bearer <an operator key of CAMP_ADMIN_KEYS>; a player\'s key or token is not one.');
    return found.name;
  };

  app.get('/admin/v1/accounts', {
    schema: {
      tags: ['admin'], summary: 'Operators: accounts, most recently active first', security: BEARER,
      querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: LIST_LIMIT_MAX, default: 100 } } },
      response: {
        200: {
          type: 'object', additionalProperties: false, required: ['accounts'],
          properties: {
            accounts: {
              type: 'array',
              items: {
                type: 'object', additionalProperties: false, required: ['id', 'name', 'created_at', 'last_active', 'games', 'suspended'],
                properties: {
                  id: { type: 'string' }, name: { type: 'string' }, created_at: { type: 'string', format: 'date-time' },
                  last_active: { type: 'string', format: 'date-time' }, games: { type: 'integer' }, suspended: { type: 'boolean' },
                },
              },
            },
          },
        },
        ...problemResponses(400, 401, 404),
      },
    },
  }, async (request) => {
    operator(request);
    const { limit } = request.query as { limit: number };
    const rows = await administration.list(limit);
    return {
      accounts: rows.map((row) => ({
        id: row.id, name: row.name, created_at: new Date(row.createdAt).toISOString(), last_active: new Date(row.lastActive).toISOString(),
        games: row.games, suspended: row.suspended,
      })),
    };
  });

  for (const [action, suspended] of [['suspend', true], ['unsuspend', false]] as const) {
    app.post(`/admin/v1/accounts/:name/${action}`, {
      schema: {
        tags: ['admin'], security: BEARER,
        summary: suspended ? 'Operators: suspend an account (its calls answer 403, its leaderboard entries are hidden)' : 'Operators: lift a suspension',
        params: NAME_PARAMS, response: { 200: ACTION_REPLY, ...problemResponses(401, 404) },
      },
    }, async (request) => {
      const admin = operator(request);
      const { name } = request.params as { name: string };
      const done = suspended ? await administration.suspend(admin, name) : await administration.unsuspend(admin, name);
      return { account: done.account.name, suspended, changed: done.changed };
    });
  }

  app.delete('/admin/v1/accounts/:name', {
    schema: {
      tags: ['admin'], security: BEARER, summary: 'Operators: delete an account and everything the camp holds for it',
      params: NAME_PARAMS,
      response: {
        200: {
          type: 'object', additionalProperties: false, required: ['account', 'deleted', 'games_deleted', 'name_free_at'],
          properties: {
            account: { type: 'string' }, deleted: { type: 'boolean' },
            games_deleted: { type: 'integer', description: 'Games it alone played; races against another person stay, showing it as a deleted account.' },
            name_free_at: { type: 'string', format: 'date-time', description: 'When the name can be taken again.' },
          },
        },
        ...problemResponses(401, 404),
      },
    },
  }, async (request) => {
    const admin = operator(request);
    const { name } = request.params as { name: string };
    const done = await administration.delete(admin, name);
    return { account: done.account.name, deleted: true, games_deleted: done.games, name_free_at: new Date(done.nameFreeAt).toISOString() };
  });
}
