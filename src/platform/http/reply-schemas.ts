/**
 * JSON schemas of what the camp replies, in one place: Fastify serializes
 * replies with them and @fastify/swagger puts them in the OpenAPI document.
 * Reply objects keep `additionalProperties: true`, because the serializer
 * drops every property a schema does not name.
 */
import type { FastifyInstance } from 'fastify';
import type { GameDefinition } from '../../games/game.ts';
import { PROBLEM_TYPE } from './error-replies.ts';
import { RULES_REVIEWS } from './review-schemas.ts';

type AnyGame = GameDefinition<any, any>;
type Schema = Record<string, unknown>;

const CHECK_ID = 'AgentCheck';
const PROBLEM_ID = 'Problem';
const COMMAND_RESULT_ID = 'CommandResult';

const ref = (id: string) => ({ $ref: `${id}#` });

/** A puzzle to answer with the next checked call; null when the operator turned checks off. */
const CHECK_SCHEMA = {
  $id: CHECK_ID,
  type: ['object', 'null'],
  description: 'An agent check puzzle: answer it with your next checked call (null when this camp has checks off).',
  additionalProperties: true,
  required: ['puzzle', 'token', 'expires_at'],
  properties: {
    puzzle: { type: 'string', description: 'A scrambled arithmetic word puzzle whose answer is an integer.' },
    token: { type: 'string', description: 'Send back as X-Agent-Check (or agent_check in the body).' },
    expires_at: { type: 'string', format: 'date-time' },
  },
};

/** RFC 9457 problem details, with the camp's stable code and message, and recovery fields on game routes. */
const PROBLEM_SCHEMA = {
  $id: PROBLEM_ID,
  type: 'object',
  description: 'Problem details (RFC 9457). On a game route a refusal also carries the next puzzle and, when you have a game there, its game_id, version, game_status and next.',
  additionalProperties: true,
  required: ['type', 'title', 'status', 'detail', 'error', 'message'],
  properties: {
    type: { type: 'string', description: 'urn:camp:problem:<error>' },
    title: { type: 'string' },
    status: { type: 'integer', description: 'The HTTP status.' },
    detail: { type: 'string' },
    error: { type: 'string', description: 'The camp\'s stable error code, such as bad_request or agent_check_wrong.' },
    message: { type: 'string', description: 'The same text as detail.' },
    agent_check: ref(CHECK_ID),
    camp_check: ref(CHECK_ID),
    game_id: { type: 'string' },
    version: { type: 'integer' },
    game_status: { type: 'string', enum: ['waiting', 'playing', 'over'], description: 'The status of your game here (status is the HTTP status, as RFC 9457 has it).' },
    next: { type: 'string' },
    retry_after_seconds: { type: 'integer', description: 'On a 429: when to try again (the Retry-After header says the same).' },
    options: { description: 'On 400 bad_options: the game\'s options and their values.' },
    variants: { type: 'array', items: { type: 'string' }, description: 'On 404 unknown_variant: the variants there are.' },
    daily_game_id: { type: ['string', 'null'], description: 'On 409 daily_taken: your game of that day.' },
  },
};

const COMMAND_RESULT_SCHEMA = {
  $id: COMMAND_RESULT_ID,
  type: 'object',
  additionalProperties: true,
  required: ['command', 'ok', 'message'],
  properties: {
    command: { type: 'string' },
    ok: { type: 'boolean' },
    message: { type: 'string', description: 'What the command did, or why it was refused and what would be right.' },
  },
};

/** Registers the schemas that replies refer to, so the document holds them once under components. */
export function addSharedSchemas(app: FastifyInstance): void {
  for (const schema of [CHECK_SCHEMA, PROBLEM_SCHEMA, COMMAND_RESULT_SCHEMA]) app.addSchema(schema);
}

const PROBLEM_MEANINGS = new Map<number, string>([
  [400, 'Bad input: a wrong field, type or value. Nothing was changed.'],
  [401, 'No credential, or one that is not valid.'],
  [403, 'That game belongs to another account.'],
  [404, 'No such game.'],
  [405, 'Method not allowed.'],
  [409, 'The game is not in a state for that call.'],
  [413, 'The body is over 64 KiB.'],
  [415, 'The body is not JSON.'],
  [422, 'This Idempotency-Key was used with another call or body. Nothing was changed.'],
  [428, 'Agent check missing, wrong, spent or expired; the reply carries your open puzzle (after a wrong answer, the next one). Nothing was changed.'],
  [429, 'Too many requests; see Retry-After.'],
]);

/** Problem-details responses for these statuses, plus any 5xx. */
export function problemResponses(...statuses: number[]): Record<string, Schema> {
  const content = (description: string) => ({ description, content: { [PROBLEM_TYPE]: { schema: ref(PROBLEM_ID) } } });
  const responses: Record<string, Schema> = {};
  for (const status of statuses) responses[status] = content(PROBLEM_MEANINGS.get(status) ?? 'Refused.');
  responses['5xx'] = content('The camp failed; nothing was changed and a spent puzzle is given back.');
  return responses;
}

/** One content type that is not JSON, such as a page or a script. */
export function textResponse(contentType: string, description: string): Schema {
  return { description, content: { [contentType]: { schema: { type: 'string' } } } };
}

/** The fields of every game reply (SPEC.md), for `game`; `board` is the game's own and left out of lean replies. */
function gameFields(game: AnyGame): Schema {
  return {
    game: { type: 'string', enum: [game.id] },
    game_id: { type: 'string' },
    version: { type: 'integer', minimum: 0, description: 'How many commands the game has accepted; send it back as `seen` in a race.' },
    status: { type: 'string', enum: ['waiting', 'playing', 'over'] },
    outcome: { type: ['string', 'null'], description: 'Set once the game is over, such as won, lost or resigned; in a race, won, lost or draw from your side.' },
    score: { type: 'number', description: 'Your score (in a race, your own side\'s).' },
    ...(game.seats > 1 ? {
      opponent_score: { type: 'number', description: 'The other player\'s score (races only, for a seated player).' },
      result: { type: ['string', 'null'], description: 'The game\'s own verdict, the same for both players (races only).' },
      ratings: {
        type: 'object', additionalProperties: true, required: ['you', 'opponent'],
        description: 'Races between people only: the Elo ratings in this game (1500 before a first rated race); a ranked race changes them when it ends.',
        properties: {
          you: { type: 'integer' },
          opponent: { type: ['integer', 'null'], description: 'Null while no one else is seated; with more seats, the highest-rated other player.' },
        },
      },
    } : {}),
    seat: { type: 'integer', minimum: 0, description: 'Your seat (always 0 in a solitaire).' },
    options: { type: 'object', additionalProperties: true, description: 'The options the game was started with.' },
    ranked: RANKED_SCHEMA,
    daily: { type: 'string', description: 'The UTC day (YYYY-MM-DD) whose daily deal this is; only on daily games.' },
    board_text: { type: 'string', description: 'The board as text, with hidden information masked.' },
    board: { type: 'object', additionalProperties: true, description: `The ${game.name} board as JSON, with hidden information masked; left out of lean replies.` },
    next: { type: 'string', description: 'What you can do now.' },
    hindsight: HINDSIGHT_SCHEMA,
    agent_check: ref(CHECK_ID),
    camp_check: ref(CHECK_ID),
  };
}

/** `ranked` of a game reply, the games list and a replay (present.ts rankedOf). */
export const RANKED_SCHEMA = {
  type: 'boolean',
  description: 'Whether the game counts on the leaderboards: false when you chose its deal (seed or deck), for a race still waiting, and for one whose wait was closed.',
};

/** What was possible in a finished game (GameDefinition.hindsight); null while it is on. */
export const HINDSIGHT_SCHEMA = {
  type: ['object', 'null'],
  description: 'Once the game is over: what was possible (Klondike: was the deal winnable, and in how many moves; Minesweeper: how many reveals were forced guesses; '
    + 'Mahjong: the last move after which the board could still be cleared). Null while the game is on, for a game that tells none, or while the camp is still working it out (a read waits for it up to 5 s; ask again later).',
  additionalProperties: true,
  required: ['text', 'facts'],
  properties: {
    text: { type: 'string', description: 'One or two sentences.' },
    facts: { type: 'object', additionalProperties: { type: ['number', 'boolean', 'string', 'null'] }, description: 'The same as data, named by the game.' },
  },
};

const GAME_REQUIRED = ['game', 'game_id', 'version', 'status', 'outcome', 'score', 'seat', 'options', 'ranked', 'board_text', 'next'];

const replyObject = (description: string, properties: Schema, required: string[]) =>
  ({ type: 'object', description, additionalProperties: true, required, properties });

export function gameReplySchema(game: AnyGame): Schema {
  return replyObject(`A ${game.name} game as you may see it.`, {
    ...gameFields(game),
    rating: { type: 'integer', minimum: 1, maximum: 10, description: 'Your rating of the game, once you rated it (state only).' },
    review: { type: 'string', description: 'Your review of the game, once you rated it (state only).' },
  }, GAME_REQUIRED);
}

export function actReplySchema(game: AnyGame): Schema {
  return replyObject('The commands run, one result each, and the game after them.', {
    ok: { type: 'boolean', description: 'False when a command was refused.' },
    error: { type: 'string', description: 'Why the first refused command was refused.' },
    results: { type: 'array', items: ref(COMMAND_RESULT_ID) },
    skipped: { type: 'array', items: { type: 'string' }, description: 'Commands not run because an earlier one was refused or the game ended.' },
    ...gameFields(game),
  }, ['ok', 'results', ...GAME_REQUIRED]);
}

export function finishReplySchema(game: AnyGame): Schema {
  return replyObject('The rated game.', {
    finished: { type: 'boolean', enum: [true] },
    rating: { type: 'integer', minimum: 1, maximum: 10 },
    review: { type: 'string' },
    ...gameFields(game),
  }, ['finished', 'rating', 'review', ...GAME_REQUIRED]);
}

/** Optional header parameters with which a checked call answers its puzzle (the body fields work too). */
export const CHECK_HEADERS = {
  type: 'object',
  properties: {
    'x-agent-check': { type: 'string', description: 'The token of the puzzle you answer.' },
    'x-agent-answer': { type: 'string', description: 'Your integer answer to it.' },
    'x-camp-check': { type: 'string', description: 'Same as X-Agent-Check.' },
    'x-camp-answer': { type: 'string', description: 'Same as X-Agent-Answer.' },
  },
};

/** The headers of `new`, `act` and `finish`: an Idempotency-Key, and the agent check where the call needs one. */
export function callHeaders(checked: boolean) {
  return {
    type: 'object',
    properties: {
      ...(checked ? CHECK_HEADERS.properties : {}),
      'idempotency-key': {
        type: 'string',
        description: 'Makes a retry safe: a repeat with the same key gets the first reply back, and nothing is applied or spent again (1 to 255 visible ASCII characters, such as a UUID).',
      },
    },
  };
}

/** The security requirement of a route that needs an agent key or login token. */
export const BEARER = [{ bearer: [] }];

/** GET /games/G/api/rules: the rules document in the shape of seed 001. */
export const RULES_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  required: ['game', 'name', 'description', 'kind', 'rules_html', 'commands', 'options', 'endpoints', 'reviews'],
  properties: {
    game: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    kind: { type: 'string' },
    rules_html: { type: 'string' },
    commands: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: true,
        required: ['syntax', 'description', 'example'],
        properties: { syntax: { type: 'string' }, description: { type: 'string' }, example: { type: 'string' } },
      },
    },
    options: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: true,
        required: ['name', 'values', 'default', 'description'],
        properties: {
          name: { type: 'string' },
          values: { type: 'array', items: { type: 'string' } },
          default: { type: 'string' },
          description: { type: 'string' },
        },
      },
    },
    endpoints: { type: 'object', additionalProperties: { type: 'string' }, description: 'What each call does, keyed by method and path.' },
    reviews: { ...RULES_REVIEWS, description: 'Beyond seed 001: what players said of this game.' },
  },
};
