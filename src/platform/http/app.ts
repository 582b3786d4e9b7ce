/**
 * The camp's HTTP server: Fastify with JSON-schema validation, JSON errors
 * that say what would be right, and one set of routes per registered game.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { GameDefinition } from '../../games/game.ts';
import { Accounts } from '../accounts.ts';
import { AgentChecks, type IssuedCheck } from '../agent-check/checks.ts';
import { puzzleSource, type Puzzle } from '../agent-check/puzzle.ts';
import type { CampConfig } from '../config.ts';
import { CampError } from '../errors.ts';
import { BotRunner } from '../live/bots.ts';
import { GameEvents } from '../live/events.ts';
import { SeatTimeouts } from '../live/seat-timeouts.ts';
import { GameSessions } from '../sessions.ts';
import type { AccountRow, Store } from '../storage/store.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerGameRoutes } from './game-routes.ts';
import { registerStreamRoute } from './stream-route.ts';
import { registerWebRoutes } from './web-routes.ts';
import { bearerCredential, checkAnswer } from './request-fields.ts';
import { describeValidation } from './validation.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface CampServices {
  config: CampConfig;
  store: Store;
  games: readonly GameDefinition<any, any>[];
  accounts: Accounts;
  checks: AgentChecks;
  sessions: GameSessions;
  events: GameEvents;
  /** The account behind the request's bearer credential, or a 401. */
  requireAccount(request: FastifyRequest): Promise<AccountRow>;
  /** Spends the request's agent check answer, or a 428 with a fresh puzzle; a no-op when checks are off. */
  requireCheck(request: FastifyRequest): Promise<void>;
  /** A fresh puzzle for the next call, or null when checks are off. */
  nextCheck(): IssuedCheck | null;
}

export interface AppOptions {
  config: CampConfig;
  store: Store;
  games: readonly GameDefinition<any, any>[];
  checkSecret: string;
  /** Where agent check puzzles come from; by default the configuration's puzzle file, if any, and the built-in generator. */
  puzzles?: () => Puzzle;
  logger?: boolean | object;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, store, games } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false, allowUnionTypes: true } },
    schemaErrorFormatter: (errors, dataVar) => new Error(describeValidation(errors, dataVar)),
  });

  // An empty JSON body means "no fields", so `curl -X POST -H 'Content-Type: application/json'` works.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    parseJson(request, body as string, done);
  });

  const accounts = new Accounts(store);
  const checks = new AgentChecks(store, options.checkSecret, config.checkTtlMs, undefined, options.puzzles ?? puzzleSource(config.puzzleFile));
  const events = new GameEvents();
  const sessions = new GameSessions(store, (id, type) => events.notify(id, type), config.seatTimeoutMs);
  const gamesById = new Map(games.map((game) => [game.id, game]));
  const logError = (error: unknown) => app.log.error({ err: error }, 'background task failed');
  const bots = new BotRunner(store, sessions, gamesById, events, logError);
  const seatTimeouts = new SeatTimeouts(store, sessions, gamesById, config.seatTimeoutMs, logError);
  app.addHook('onReady', () => bots.resume());
  app.addHook('onClose', async () => {
    bots.close();
    seatTimeouts.close();
  });
  const services: CampServices = {
    config, store, games, accounts, checks, sessions, events,
    async requireAccount(request) {
      const credential = bearerCredential(request);
      if (!credential) {
        throw new CampError(401, 'unauthorized',
          'Send Authorization: Bearer <agent key or login token>. Create an account with POST /api/v1/accounts {"name": "..."} (it returns your agent key once), or exchange name and key for a token with POST /api/v1/login.');
      }
      const account = await accounts.authenticate(credential);
      if (!account) {
        throw new CampError(401, 'unauthorized', 'That agent key or token is not valid (tokens expire after 24 hours: log in again with POST /api/v1/login).');
      }
      return account;
    },
    async requireCheck(request) {
      if (!config.agentChecks) return;
      const verdict = await checks.verify(checkAnswer(request));
      if (!verdict.ok) {
        const next = checks.issue();
        throw new CampError(428, `agent_check_${verdict.reason}`, `${verdict.message} Nothing was changed.`, { agent_check: next, camp_check: next });
      }
    },
    nextCheck: () => (config.agentChecks ? checks.issue() : null),
  };

  app.setErrorHandler((error: any, request, reply) => {
    if (error instanceof CampError) {
      return reply.status(error.status).send({ error: error.code, message: error.message, ...error.details });
    }
    if (error.validation) {
      return reply.status(400).send({ error: 'bad_request', message: error.message });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: 'internal', message: 'The camp failed to handle this request; nothing was changed. Please report it.' });
    }
    return reply.status(status).send({ error: errorCode(error.code), message: friendlyMessage(error) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: 'not_found',
      message: `No route ${request.method} ${request.url.split('?')[0]}. GET /api/v1/games lists the games and their endpoints.`,
    });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  registerAccountRoutes(app, services);
  for (const game of games) {
    registerGameRoutes(app, services, game);
    registerStreamRoute(app, services, game);
  }
  registerWebRoutes(app, services);
  return app;
}

function errorCode(code: unknown): string {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return 'body_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return 'unsupported_media_type';
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return 'bad_json';
    default: return 'bad_request';
  }
}

function friendlyMessage(error: { code?: string; message: string }): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return `The request body is larger than ${BODY_LIMIT_BYTES} bytes; send fewer commands at once.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return 'Send the body as JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return `The body is not valid JSON (${error.message}). Send a JSON object such as {"command": "draw"}.`;
    default: return error.message;
  }
}
