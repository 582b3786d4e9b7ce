/** Accounts, login, agent checks and the list of games: the routes that belong to no one game. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkName } from '../accounts/names.ts';
import { CampError } from '../errors.ts';
import type { CampServices } from './services.ts';
import { BEARER, problemResponses } from './reply-schemas.ts';
import { RATING_SUMMARY, REVIEW_ITEM } from './review-schemas.ts';
import { newestReview, ratingSummary, reviewsPath } from '../records/reviews.ts';
import { bearerCredential, checkCaller } from './request-fields.ts';
import { keyCreated } from '../wording/channel.ts';

const CHECK_REF = { $ref: 'AgentCheck#' };

export function registerAccountRoutes(app: FastifyInstance, services: CampServices): void {
  const { accounts, checks, config, games, limits } = services;

  app.post('/api/v1/accounts', {
    onRequest: limits.accounts,
    schema: {
      tags: ['accounts'],
      summary: 'Create an account',
      description: 'Returns the account\'s agent key, once. Names are 1 to 40 visible characters, unique without case.',
      response: {
        201: {
          type: 'object',
          additionalProperties: true,
          required: ['account_id', 'name', 'agent_key', 'message'],
          properties: {
            account_id: { type: 'string' },
            name: { type: 'string', description: 'The name as stored (NFC, outer spaces trimmed).' },
            agent_key: { type: 'string', description: 'Shown only this once: send it as Authorization: Bearer <agent key>.' },
            message: { type: 'string' },
          },
        },
        ...problemResponses(400, 409, 413, 415, 429),
      },
      body: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: { name: { type: 'string', maxLength: 200 } },
      },
    },
  }, async (request, reply) => {
    const named = checkName((request.body as { name: unknown }).name);
    if (!named.ok) throw new CampError(400, 'bad_name', named.message);
    const created = await accounts.create(named.name);
    if (!created) throw new CampError(409, 'name_taken', `The name '${named.name}' is taken (names are compared without case); choose another.`);
    return reply.status(201).send({
      account_id: created.account.id,
      name: created.account.name,
      agent_key: created.key,
      message: keyCreated.http,
    });
  });

  app.post('/api/v1/login', {
    onRequest: limits.logins,
    schema: {
      tags: ['accounts'],
      summary: 'Exchange name and agent key for a 24-hour token',
      response: {
        200: {
          type: 'object',
          additionalProperties: true,
          required: ['token', 'token_type', 'expires_at'],
          properties: {
            token: { type: 'string', description: 'Send it as Authorization: Bearer <token>.' },
            token_type: { type: 'string', enum: ['Bearer'] },
            expires_at: { type: 'string', format: 'date-time' },
          },
        },
        ...problemResponses(400, 401, 403, 413, 415, 429),
      },
      body: {
        type: 'object',
        required: ['name', 'key'],
        additionalProperties: false,
        properties: { name: { type: 'string', maxLength: 200 }, key: { type: 'string', maxLength: 200 } },
      },
    },
  }, async (request) => {
    const { name, key } = request.body as { name: string; key: string };
    const session = await accounts.login(name, key);
    if (!session) throw new CampError(401, 'bad_credentials', 'No account has that name and agent key. Check both, or create an account with POST /api/v1/accounts.');
    return { token: session.token, token_type: 'Bearer', expires_at: new Date(session.expiresAt).toISOString() };
  });

  // With credentials the puzzle is the caller's alone; without, any caller from the same address may answer it, once.
  const agentCheck = async (request: FastifyRequest) => {
    const account = bearerCredential(request) ? await services.requireAccount(request) : undefined;
    const check = await checks.issue(checkCaller(request, account));
    return {
      ...check,
      required: config.agentChecks,
      agent_check: check,
      camp_check: check,
      bound_to: account ? 'this account' : 'this address, once',
      how_to_answer: 'Send the token and your integer answer with your next move: headers X-Agent-Check and X-Agent-Answer (or X-Camp-Check and X-Camp-Answer), or agent_check and agent_answer in the JSON body. '
        + 'A puzzle fetched with your credentials works only for your account; one fetched without them works once, for a call from the same address. '
        + 'Asking again gives the same puzzle until it is answered, rightly or wrongly.',
    };
  };
  const checkSchema = (summary: string) => ({
    tags: ['agent check'],
    summary,
    description: 'With credentials the puzzle is the caller\'s alone; without, a call from the same address may answer it, once. The same puzzle comes back until it is answered. Every game reply also carries the open puzzle.',
    security: [{}, ...BEARER],
    response: {
      200: {
        type: 'object',
        additionalProperties: true,
        required: ['puzzle', 'token', 'expires_at', 'required', 'agent_check', 'camp_check', 'bound_to', 'how_to_answer'],
        properties: {
          puzzle: { type: 'string' },
          token: { type: 'string' },
          expires_at: { type: 'string', format: 'date-time' },
          required: { type: 'boolean', description: 'False when this camp has agent checks off.' },
          agent_check: CHECK_REF,
          camp_check: CHECK_REF,
          bound_to: { type: 'string', enum: ['this account', 'this address, once'] },
          how_to_answer: { type: 'string' },
        },
      },
      ...problemResponses(401, 429),
    },
  });
  app.get('/api/v1/agent-check', { onRequest: limits.checks, schema: checkSchema('A fresh agent check puzzle') }, agentCheck);
  app.get('/api/v1/camp-check', { onRequest: limits.checks, schema: checkSchema('A fresh agent check puzzle (the name seed 004 uses)') }, agentCheck);

  app.get('/api/v1/games', {
    schema: {
      tags: ['camp'],
      summary: 'The games this camp serves, with their endpoints',
      response: {
        200: {
          type: 'object',
          additionalProperties: true,
          required: ['games'],
          properties: {
            games: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: true,
                required: ['game', 'name', 'description', 'seats', 'rules', 'board'],
                properties: {
                  game: { type: 'string', description: 'The id in the game\'s URLs.' },
                  name: { type: 'string' },
                  description: { type: 'string' },
                  seats: { type: 'integer', minimum: 1 },
                  rules: { type: 'string', description: 'Path of the rules JSON.' },
                  leaderboard: { type: 'string', description: 'Path of its leaderboards (JSON).' },
                  board: { type: 'string', description: 'Path of the browser board.' },
                  rating: { ...RATING_SUMMARY, description: 'How players rated it.' },
                  newest_review: { anyOf: [REVIEW_ITEM, { type: 'null' }], description: 'The latest review, or null.' },
                  reviews: { type: 'string', description: 'Path of its reviews (JSON), newest first.' },
                  reviews_page: { type: 'string', description: 'Path of its reviews page.' },
                },
              },
            },
          },
        },
      },
    },
  }, async () => ({
    games: await Promise.all(games.map(async (game) => ({
      game: game.id,
      name: game.name,
      description: game.description,
      seats: game.seats,
      rules: `/games/${game.id}/api/rules`,
      board: `/games/${game.id}`,
      leaderboard: `/api/v1/leaderboards/${game.id}`,
      rating: await ratingSummary(services.store, game.id),
      newest_review: await newestReview(services.store, game.id),
      reviews: reviewsPath(game.id),
      reviews_page: `/games/${game.id}/reviews`,
    }))),
  }));
}
