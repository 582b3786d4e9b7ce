/** The API of one game G (SPEC.md): rules, new, act, state, finish. Game-agnostic: it only uses GameDefinition. */
import type { FastifyInstance } from 'fastify';
import type { GameDefinition } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import { BOT_SPEEDS } from '../matchmaking.ts';
import { assertOver, dailyTaken, MAX_COMMANDS_PER_REQUEST, type MatchRequest } from '../sessions.ts';
import { variantOf } from '../standing.ts';
import type { CampServices } from './app.ts';
import { presentAct, presentGame, ratedNext } from './present.ts';
import { CHECK_BODY_FIELDS, GAME_ID_FIELD, LEAN_FIELD, wantsLean } from './request-fields.ts';
import { rulesDocument } from './rules-document.ts';

type Body = Record<string, any>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The game whose route this is: an error reply then carries the next puzzle and the game's status. */
    campGame?: string;
  }
}

/** Accepts both a whole object schema and a bare map of properties from a game. */
function optionProperties(schema: Record<string, unknown>): Record<string, unknown> {
  return (schema.properties as Record<string, unknown> | undefined) ?? schema;
}

export function registerGameRoutes(app: FastifyInstance, services: CampServices, game: GameDefinition<any, any>): void {
  const { sessions, requireAccount, requireCheck, nextCheck, limits } = services;
  const base = `/games/${game.id}`;
  const optionNames = Object.keys(optionProperties(game.optionsSchema));
  const checksNew = game.checkedCalls === 'every-post';
  // Marks the game's routes, so that an error reply can carry the next puzzle and the game's status.
  const config = { campGame: game.id };
  const leanQuery = { type: 'object', additionalProperties: false, properties: LEAN_FIELD };

  // Endpoints are relative, or under the configured public URL: never built from the request's Host header.
  app.get(`${base}/api/rules`, async () => rulesDocument(game, services.config.publicUrl ?? '', services.config.agentChecks));

  app.post(`${base}/api/new`, {
    onRequest: limits.gameCalls,
    config,
    schema: {
      querystring: leanQuery,
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...optionProperties(game.optionsSchema),
          seed: { type: ['string', 'integer'], maxLength: 100 },
          daily: { type: 'boolean', description: "Play today's daily deal (UTC): one attempt per account and day, its own leaderboard." },
          ...(game.seats > 1 ? MATCH_FIELDS : {}),
          ...LEAN_FIELD,
          ...CHECK_BODY_FIELDS,
        },
      },
    },
  }, async (request, reply) => {
    const account = await requireAccount(request);
    const body = (request.body ?? {}) as Body;
    const options = Object.fromEntries(optionNames.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]));
    // Refuse bad options, speeds and seeds before spending the check: bad input costs the caller nothing.
    const start = sessions.prepareStart(game, options, body.seed, matchRequest(body), body.daily === true);
    if (body.daily === true) {
      const day = services.daily.today();
      // The one attempt of the day is checked before the puzzle is spent; the database enforces it again on insert.
      const played = await services.store.dailyGameId(game.id, day, account.id);
      if (played) throw dailyTaken(game, day, played);
      start.daily = { day, seed: services.daily.seed(game, variantOf(game, start.options), day) };
    }
    if (checksNew) await requireCheck(request, account);
    const view = await sessions.start(account, game, start);
    return reply.status(201).send(presentGame(game, view, nextCheck(account), { lean: wantsLean(request) }));
  });

  app.post(`${base}/api/act`, {
    onRequest: limits.gameCalls,
    config,
    schema: {
      querystring: leanQuery,
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          command: { type: 'string', maxLength: 10_000 },
          commands: { type: 'array', maxItems: MAX_COMMANDS_PER_REQUEST, items: { type: 'string', maxLength: 1_000 } },
          seen: { type: 'integer', minimum: 0 },
          ...GAME_ID_FIELD,
          ...LEAN_FIELD,
          ...CHECK_BODY_FIELDS,
        },
      },
    },
  }, async (request) => {
    const account = await requireAccount(request);
    const body = (request.body ?? {}) as Body;
    const commands = sessions.commandsOf([...(body.command !== undefined ? [body.command] : []), ...(body.commands ?? [])]);
    // Look the game up before spending the check, so "no game" costs the caller nothing.
    const view = await sessions.open(account, game, body.game_id);
    await requireCheck(request, account);
    const outcome = await sessions.act(game, view, commands, body.seen);
    return presentAct(game, outcome, nextCheck(account), { lean: wantsLean(request) });
  });

  app.get(`${base}/api/state`, {
    config,
    schema: { querystring: { type: 'object', additionalProperties: false, properties: { ...GAME_ID_FIELD, ...LEAN_FIELD } } },
  }, async (request) => {
    const account = await requireAccount(request);
    const view = await sessions.open(account, game, (request.query as Body).game_id);
    const rating = view.row.status === 'over' ? await sessions.ratingBy(account, view.row.id) : null;
    return presentGame(game, view, nextCheck(account), { lean: wantsLean(request), next: rating === null ? undefined : ratedNext(game, rating) });
  });

  app.post(`${base}/api/finish`, {
    onRequest: limits.gameCalls,
    config,
    schema: {
      querystring: leanQuery,
      body: {
        type: 'object',
        required: ['rating', 'review'],
        additionalProperties: false,
        properties: {
          rating: { type: 'integer', minimum: 1, maximum: 10 },
          review: { type: 'string', minLength: 1, maxLength: 2_000 },
          ...GAME_ID_FIELD,
          ...LEAN_FIELD,
          ...CHECK_BODY_FIELDS,
        },
      },
    },
  }, async (request) => {
    const account = await requireAccount(request);
    const body = request.body as Body;
    // A game that is not over is refused before the check is spent.
    await sessions.open(account, game, body.game_id).then(assertOver);
    await requireCheck(request, account);
    const finished = await sessions.finish(account, game, body.rating, body.review, body.game_id);
    const shown = presentGame(game, finished, nextCheck(account), { lean: wantsLean(request), next: ratedNext(game, body.rating) });
    return { finished: true, rating: body.rating, review: body.review, ...shown };
  });
}

/** Multi-seat games: who to play against, and how fast the built-in opponent moves. */
const MATCH_FIELDS = {
  // No enum: "Bot" is read like "bot" (matchRequest checks the value).
  opponent: { type: 'string', description: 'human or bot (any letter case)' },
  bot_speed: { type: ['string', 'integer'] },
};

function matchRequest(body: Body): MatchRequest {
  const speed = body.bot_speed === undefined ? undefined : String(body.bot_speed).trim().toLowerCase();
  const botDelayMs = speed === undefined ? undefined : BOT_SPEEDS.get(speed) ?? (/^\d+$/.test(speed) ? Number(speed) : NaN);
  if (botDelayMs !== undefined && !(botDelayMs >= 0 && botDelayMs <= 60_000)) {
    throw new CampError(400, 'bad_bot_speed', `bot_speed must be ${[...BOT_SPEEDS.keys()].join(', ')} or milliseconds per move from 0 to 60000; got '${speed}'.`);
  }
  const opponent = body.opponent === undefined ? 'human' : String(body.opponent).trim().toLowerCase();
  if (opponent !== 'human' && opponent !== 'bot') {
    throw new CampError(400, 'bad_opponent', `opponent must be "human" or "bot" (any letter case); got ${JSON.stringify(body.opponent)}.`);
  }
  return { opponent, botDelayMs };
}
