/** The API of one game G (SPEC.md): rules, new, act, state, finish. Game-agnostic: it only uses GameDefinition. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GameDefinition } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import { BOT_SPEEDS } from '../matchmaking.ts';
import { assertOver, MAX_COMMANDS_PER_REQUEST, type MatchRequest } from '../sessions.ts';
import type { CampServices } from './app.ts';
import { presentAct, presentGame } from './present.ts';
import { CHECK_BODY_FIELDS, GAME_ID_FIELD } from './request-fields.ts';

type Body = Record<string, any>;

/** Accepts both a whole object schema and a bare map of properties from a game. */
function optionProperties(schema: Record<string, unknown>): Record<string, unknown> {
  return (schema.properties as Record<string, unknown> | undefined) ?? schema;
}

export function registerGameRoutes(app: FastifyInstance, services: CampServices, game: GameDefinition<any, any>): void {
  const { sessions, requireAccount, requireCheck, nextCheck } = services;
  const base = `/games/${game.id}`;
  const optionNames = Object.keys(optionProperties(game.optionsSchema));
  const checksNew = game.checkedCalls === 'every-post';

  app.get(`${base}/api/rules`, async (request) => rulesDocument(game, origin(request), services.config.agentChecks));

  app.post(`${base}/api/new`, {
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...optionProperties(game.optionsSchema),
          seed: { type: ['string', 'integer'], maxLength: 100 },
          ...(game.seats > 1 ? MATCH_FIELDS : {}),
          ...CHECK_BODY_FIELDS,
        },
      },
    },
  }, async (request, reply) => {
    const account = await requireAccount(request);
    const body = (request.body ?? {}) as Body;
    // A bad opponent or speed is refused before the check is spent.
    const match = matchRequest(body);
    if (checksNew) await requireCheck(request);
    const options = Object.fromEntries(optionNames.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]));
    const view = await sessions.start(account, game, options, body.seed, match);
    return reply.status(201).send(presentGame(game, view, nextCheck()));
  });

  app.post(`${base}/api/act`, {
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          command: { type: 'string', maxLength: 10_000 },
          commands: { type: 'array', maxItems: MAX_COMMANDS_PER_REQUEST, items: { type: 'string', maxLength: 1_000 } },
          seen: { type: 'integer', minimum: 0 },
          ...GAME_ID_FIELD,
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
    await requireCheck(request);
    const outcome = await sessions.act(game, view, commands, body.seen);
    return presentAct(game, outcome, nextCheck());
  });

  app.get(`${base}/api/state`, {
    schema: { querystring: { type: 'object', additionalProperties: false, properties: GAME_ID_FIELD } },
  }, async (request) => {
    const account = await requireAccount(request);
    const view = await sessions.open(account, game, (request.query as Body).game_id);
    return presentGame(game, view, nextCheck());
  });

  app.post(`${base}/api/finish`, {
    schema: {
      body: {
        type: 'object',
        required: ['rating', 'review'],
        additionalProperties: false,
        properties: {
          rating: { type: 'integer', minimum: 1, maximum: 10 },
          review: { type: 'string', minLength: 1, maxLength: 2_000 },
          ...GAME_ID_FIELD,
          ...CHECK_BODY_FIELDS,
        },
      },
    },
  }, async (request) => {
    const account = await requireAccount(request);
    const body = request.body as Body;
    // A game that is not over is refused before the check is spent.
    await sessions.open(account, game, body.game_id).then(assertOver);
    await requireCheck(request);
    const finished = await sessions.finish(account, game, body.rating, body.review, body.game_id);
    return { finished: true, rating: body.rating, review: body.review, ...presentGame(game, finished, nextCheck()) };
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
  const named = speed !== undefined && Object.hasOwn(BOT_SPEEDS, speed) ? BOT_SPEEDS[speed] : undefined;
  const botDelayMs = speed === undefined ? undefined : named ?? (/^\d+$/.test(speed) ? Number(speed) : NaN);
  if (botDelayMs !== undefined && !(botDelayMs >= 0 && botDelayMs <= 60_000)) {
    throw new CampError(400, 'bad_bot_speed', `bot_speed must be ${Object.keys(BOT_SPEEDS).join(', ')} or milliseconds per move from 0 to 60000; got '${speed}'.`);
  }
  const opponent = body.opponent === undefined ? 'human' : String(body.opponent).trim().toLowerCase();
  if (opponent !== 'human' && opponent !== 'bot') {
    throw new CampError(400, 'bad_opponent', `opponent must be "human" or "bot" (any letter case); got ${JSON.stringify(body.opponent)}.`);
  }
  return { opponent, botDelayMs };
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Rules and commands as JSON, in the shape of seed 001. */
function rulesDocument(game: GameDefinition<any, any>, host: string, checksOn: boolean) {
  const checkNote = checksOn
    ? 'needs the answer to an agent check (headers X-Agent-Check: <token> and X-Agent-Answer: <number>, or agent_check and agent_answer in the body)'
    : 'agent checks are switched off on this camp';
  const newNote = game.checkedCalls === 'every-post' ? `Start a new game; ${checkNote}.` : 'Start a new game (no agent check needed).';
  return {
    game: game.id,
    name: game.name,
    description: game.description,
    kind: game.kind,
    rules_html: game.rulesHtml,
    commands: game.commands,
    options: game.options,
    endpoints: {
      [`GET ${host}/games/${game.id}/api/state`]: 'Your current game (add ?game_id=<id> for an older one of yours).',
      [`GET ${host}/api/v1/agent-check`]: 'An agent check puzzle. Every game response also carries the next one as agent_check (and camp_check).',
      [`POST ${host}/games/${game.id}/api/new`]: `${newNote} Body: the options, and an optional seed to replay a deal.`,
      [`POST ${host}/games/${game.id}/api/act`]: `{"command": "..."} or {"commands": ["...", "..."]}; ${checkNote}.`,
      [`POST ${host}/games/${game.id}/api/finish`]: `{"rating": 1-10, "review": "2-3 sentences"} once the game is over; ${checkNote}.`,
    },
  };
}
