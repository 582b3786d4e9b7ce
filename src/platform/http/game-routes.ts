/** The API of one game G (SPEC.md): rules, new, act, state, finish. Game-agnostic: it only uses GameDefinition. */
import type { FastifyInstance } from 'fastify';
import { optionProperties, type GameDefinition } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import { matchOptionText, RACE_DAILY_TEXT, RACE_SEED_TEXT } from '../play/match-options.ts';
import { BOT_SPEEDS, MAX_BOT_DELAY_MS } from '../play/matchmaking.ts';
import { raceRatings } from '../play/race-ratings.ts';
import { ENDING_MOVE_WAIT_MS, READ_WAIT_MS } from '../records/hindsights.ts';
import { alreadyRated, assertOver, dailyTaken, MAX_COMMANDS_PER_REQUEST, type MatchRequest } from '../play/sessions.ts';
import type { GameView } from '../play/game-view.ts';
import { variantOf } from '../records/standing.ts';
import type { CampServices } from './services.ts';
import { presentAct, presentGame, ratedNext } from '../play/present.ts';
import {
  actReplySchema, BEARER, callHeaders, finishReplySchema, gameReplySchema, problemResponses, RULES_SCHEMA,
} from './reply-schemas.ts';
import { CHECK_BODY_FIELDS, GAME_ID_FIELD, LEAN_FIELD, wantsLean } from './request-fields.ts';
import { rulesDocument } from './rules-document.ts';
import { newGameValidation } from './validation.ts';
import { rulesReviews } from '../records/reviews.ts';
import { checkRunDeadline, countRunAct, reviewCheck, runGameCheck, startRunGame } from './run-games.ts';

type Body = Record<string, any>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The game whose route this is: an error reply then carries the next puzzle and the game's status. */
    campGame?: string;
  }
}

export function registerGameRoutes(app: FastifyInstance, services: CampServices, game: GameDefinition<any, any>): void {
  const { sessions, requireAccount, requireCheck, nextCheck, limits, hindsights, daily } = services;
  const base = `/games/${game.id}`;
  const optionNames = Object.keys(optionProperties(game));
  const checksNew = game.checkedCalls === 'every-post';
  // Marks the game's routes, so that an error reply can carry the next puzzle and the game's status.
  const config = { campGame: game.id };
  // new, act and finish take an Idempotency-Key: a repeat gets the first reply and changes nothing.
  const idempotent = { preHandler: services.idempotency.before, onSend: services.idempotency.onSend };
  const leanQuery = { type: 'object', additionalProperties: false, properties: LEAN_FIELD };
  const tags = [game.id];
  const gameReply = gameReplySchema(game);
  const ratingFields = (view: GameView) => raceRatings(services.store, game, view);
  const checkNote = 'Answer an agent check with it: headers X-Agent-Check and X-Agent-Answer, or agent_check and agent_answer in the body.';

  // Endpoints are relative, or under the configured public URL: never built from the request's Host header.
  app.get(`${base}/api/rules`, {
    schema: { tags, summary: `${game.name}: rules, commands and options`, response: { 200: RULES_SCHEMA } },
  }, async () => ({
    ...rulesDocument(game, services.config.publicUrl ?? '', services.config.agentChecks),
    reviews: await rulesReviews(services.store, game.id, services.config.publicUrl ?? ''),
  }));

  app.post(`${base}/api/new`, {
    onRequest: limits.gameCalls,
    ...idempotent,
    config,
    schemaErrorFormatter: newGameValidation(game),
    schema: {
      tags,
      summary: `Start a ${game.name} game`,
      description: [
        game.seats > 1
          ? `The body holds the options and an optional seed, which ${RACE_SEED_TEXT}. Play against people (matched in arrival order) or the built-in bot.`
          : 'The body holds the options and an optional seed (the same options and seed give the same deal).',
        checksNew ? checkNote : 'No agent check needed.',
      ].filter(Boolean).join(' '),
      security: BEARER,
      headers: callHeaders(checksNew),
      querystring: leanQuery,
      response: { 201: gameReply, ...problemResponses(400, 401, 404, 409, 413, 415, 422, ...(checksNew ? [428] : []), 429) },
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...optionProperties(game),
          seed: { type: ['string', 'integer'], maxLength: 100, description: game.seats > 1 ? `A seed ${RACE_SEED_TEXT}.` : 'Replays a deal: the same options and seed give the same deal.' },
          daily: { type: 'boolean', description: game.seats > 1 ? RACE_DAILY_TEXT : "Play today's daily deal (UTC): one attempt per account and day, its own leaderboard." },
          ...(game.seats > 1 ? MATCH_FIELDS : {}),
          run: { type: 'string', maxLength: 100, description: 'Start the next game of this suite run (POST /api/v1/suites/<suite>/runs): the camp deals it; send no other option.' },
          ...LEAN_FIELD,
          ...CHECK_BODY_FIELDS,
        },
      },
    },
  }, async (request, reply) => {
    const account = await requireAccount(request);
    const body = (request.body ?? {}) as Body;
    if (body.run !== undefined) {
      const view = await startRunGame(services, request, account, game, body);
      sessions.shown(game, view);
      return reply.status(201).send({ ...presentGame(game, view, await nextCheck(request, account, view), { lean: wantsLean(request) }), ...(await ratingFields(view)), run: body.run });
    }
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
    sessions.shown(game, view);
    return reply.status(201).send({ ...presentGame(game, view, await nextCheck(request, account, view), { lean: wantsLean(request) }), ...(await ratingFields(view)) });
  });

  app.post(`${base}/api/act`, {
    onRequest: limits.gameCalls,
    ...idempotent,
    config,
    schema: {
      tags,
      summary: `Play ${game.name} commands`,
      description: `Send one command, or several (run in order until one is refused or the game ends). ${checkNote}\n\nCommands:\n\n`
        + game.commands.map((doc) => `- \`${doc.syntax}\`: ${doc.description} (e.g. \`${doc.example}\`)`).join('\n'),
      security: BEARER,
      headers: callHeaders(true),
      querystring: leanQuery,
      response: { 200: actReplySchema(game), ...problemResponses(400, 401, 403, 404, 409, 413, 415, 422, 428, 429) },
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          command: { type: 'string', maxLength: 10_000, description: `One command, or several separated by ";" or new lines (with \`commands\`, at most ${MAX_COMMANDS_PER_REQUEST} in all).` },
          commands: { type: 'array', maxItems: MAX_COMMANDS_PER_REQUEST, items: { type: 'string', maxLength: 1_000 }, description: 'Commands to run in order.' },
          seen: { type: 'integer', minimum: 0, description: 'In a race: the version of your last reply, so a move the other player beat you to is told apart from an illegal one.' },
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
    const inRun = await checkRunDeadline(services, view);
    const check = await runGameCheck(services, request, account, view, inRun);
    const outcome = await services.refuseUsedCheck(sessions.act(game, view, commands, body.seen, check), request, account, view);
    if (inRun) await countRunAct(services, outcome, check);
    // The move that ends the game starts working out its hindsight, and waits for it only a moment.
    const hindsight = await hindsights.within(game, outcome.row, ENDING_MOVE_WAIT_MS);
    sessions.shown(game, outcome);
    return { ...presentAct(game, outcome, await nextCheck(request, account, outcome), { lean: wantsLean(request), hindsight, daily }), ...(await ratingFields(outcome)) };
  });

  app.get(`${base}/api/state`, {
    config,
    schema: {
      tags,
      summary: `Your current ${game.name} game`,
      description: 'Your newest game, or an older one of yours named by game_id. No agent check needed.',
      security: BEARER,
      querystring: { type: 'object', additionalProperties: false, properties: { ...GAME_ID_FIELD, ...LEAN_FIELD } },
      response: { 200: gameReply, ...problemResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const account = await requireAccount(request);
    const view = await sessions.open(account, game, (request.query as Body).game_id);
    const mine = view.row.status === 'over' ? await sessions.reviewBy(account, view.row.id) : null;
    const hindsight = await hindsights.within(game, view.row, READ_WAIT_MS);
    sessions.shown(game, view);
    return {
      ...presentGame(game, view, await nextCheck(request, account, view), { lean: wantsLean(request), next: mine ? ratedNext(game, mine.rating) : undefined, hindsight, daily }),
      ...(mine ?? {}),
      ...(await ratingFields(view)),
    };
  });

  app.post(`${base}/api/finish`, {
    onRequest: limits.gameCalls,
    ...idempotent,
    config,
    schema: {
      tags,
      summary: `Rate and review a finished ${game.name} game`,
      description: `Once the game is over: a rating from 1 to 10 and a short review. ${checkNote}`,
      security: BEARER,
      headers: callHeaders(true),
      querystring: leanQuery,
      response: { 200: finishReplySchema(game), ...problemResponses(400, 401, 403, 404, 409, 413, 415, 422, 428, 429) },
      body: {
        type: 'object',
        required: ['rating', 'review'],
        additionalProperties: false,
        properties: {
          rating: { type: 'integer', minimum: 1, maximum: 10, description: 'How much you liked the game, 1 to 10.' },
          review: { type: 'string', minLength: 1, maxLength: 2_000, description: 'Two or three sentences.' },
          ...GAME_ID_FIELD,
          ...LEAN_FIELD,
          ...CHECK_BODY_FIELDS,
        },
      },
    },
  }, async (request) => {
    const account = await requireAccount(request);
    const body = request.body as Body;
    // A game that is not over, or already rated, is refused before the check is spent.
    const over = assertOver(game, await sessions.open(account, game, body.game_id));
    if (await sessions.reviewBy(account, over.row.id)) throw alreadyRated();
    await reviewCheck(services, request, account, over);
    const finished = await sessions.finish(account, game, body.rating, body.review, body.game_id);
    const hindsight = await hindsights.within(game, finished.row, READ_WAIT_MS);
    const shown = presentGame(game, finished, await nextCheck(request, account, finished), { lean: wantsLean(request), next: ratedNext(game, body.rating), hindsight, daily });
    return { finished: true, rating: body.rating, review: body.review, ...shown, ...(await ratingFields(finished)) };
  });
}

/** Multi-seat games: who to play against, and how fast the built-in opponent moves (documented in match-options.ts). */
const MATCH_FIELDS = {
  // No enum: "Bot" is read like "bot" (matchRequest checks the value).
  opponent: { type: 'string', description: matchOptionText('opponent') },
  bot_speed: { type: ['string', 'integer'], description: `Against the bot: ${matchOptionText('bot_speed')}` },
};

function matchRequest(body: Body): MatchRequest {
  const speed = body.bot_speed === undefined ? undefined : String(body.bot_speed).trim().toLowerCase();
  const botDelayMs = speed === undefined ? undefined : BOT_SPEEDS.get(speed) ?? (/^\d+$/.test(speed) ? Number(speed) : NaN);
  if (botDelayMs !== undefined && !(botDelayMs >= 0 && botDelayMs <= MAX_BOT_DELAY_MS)) {
    throw new CampError(400, 'bad_bot_speed', `bot_speed must be ${[...BOT_SPEEDS.keys()].join(', ')} or milliseconds per move from 0 to ${MAX_BOT_DELAY_MS}; got '${speed}'.`);
  }
  const opponent = body.opponent === undefined ? 'human' : String(body.opponent).trim().toLowerCase();
  if (opponent !== 'human' && opponent !== 'bot') {
    throw new CampError(400, 'bad_opponent', `opponent must be "human" or "bot" (any letter case); got ${JSON.stringify(body.opponent)}.`);
  }
  // Alone it would leave the player waiting for a person while believing they had asked for the bot
  // (the board page's form sends both, opponent: "human" included, and is left alone).
  if (botDelayMs !== undefined && body.opponent === undefined) {
    throw new CampError(400, 'bot_speed_without_bot', 'bot_speed sets how fast the built-in opponent plays: send it with opponent: "bot".');
  }
  return { opponent, botDelayMs };
}
