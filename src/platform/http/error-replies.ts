/**
 * Every refusal as RFC 9457 problem details (application/problem+json), with
 * the camp's stable `error` code and `message` kept for existing clients. On
 * a game route the reply also carries what an agent needs to go on without
 * another call: the next puzzle and, where the game exists, its status and
 * `next`. A request refused or failed after its right answer was spent gives
 * the puzzle back. A request Node's parser gives up on is answered the same way.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GameDefinition } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import type { CampServices } from './services.ts';
import { checkFields, drawingOf, nextFor, ratedNext } from '../play/present.ts';
import { noteProblemCode } from './request-log.ts';
import { bearerCredential, wantsLean } from './request-fields.ts';

export const PROBLEM_TYPE = 'application/problem+json';

export function problem(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return { type: `urn:camp:problem:${code}`, title: STATUS_CODES[status] ?? 'Error', status, detail: message, error: code, message, ...extra };
}

export function sendProblem(reply: FastifyReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  const retryAfter = extra.retry_after_seconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
  noteProblemCode(reply, code);
  return reply.status(status).type(PROBLEM_TYPE).send(problem(status, code, message, extra));
}

export function registerErrorReplies(app: FastifyInstance, services: CampServices, bodyLimitBytes: number): void {
  const gamesById = new Map(services.games.map((game) => [game.id, game]));

  app.setErrorHandler(async (error: any, request, reply) => {
    const status: number = error instanceof CampError ? error.status : error.validation ? 400 : typeof error.statusCode === 'number' ? error.statusCode : 500;
    // A right answer spent by a request that was then refused (a 409 from a request that lost a race with
    // another, such as a second finish or daily start at once) or failed: the puzzle stays the caller's to use again.
    await services.giveBackCheck(request).catch((releaseError) => request.log.error({ err: releaseError }, 'could not give back a spent check'));
    if (status >= 500 && isStorageFull(error)) {
      // The write rolled back whole: nothing of this request was stored, and what was acknowledged before stays.
      request.log.error({ err: error }, 'database full');
      return sendProblem(reply, 503, 'storage_full',
        "The camp's database has no room left, so nothing of this request was stored; earlier moves are kept. Retry later.", { retry_after_seconds: 30 });
    }
    if (status >= 500 && isStoreUnavailable(error)) {
      // Nothing reached the database, so nothing of this request is stored; a load balancer reads /healthz for the same news.
      request.log.error({ err: error }, 'database unavailable');
      return sendProblem(reply, 503, 'store_unavailable',
        "The camp's database is not answering, so nothing of this request was stored; earlier moves are kept. Retry in a few seconds.", { retry_after_seconds: 5 });
    }
    if (status >= 500) {
      if (!(error instanceof CampError)) {
        request.log.error({ err: error }, 'request failed');
        return sendProblem(reply, 500, 'internal', 'The camp failed to handle this request; nothing was changed. Please report it.');
      }
    }
    const [code, message, details] = error instanceof CampError
      ? [error.code, error.message, error.details]
      : error.validation ? ['bad_request', error.message, {}] : [errorCode(error.code), friendlyMessage(error, bodyLimitBytes), {}];
    const game = gamesById.get(request.routeOptions.config?.campGame ?? '');
    const recovery = game && status !== 429 ? await recoveryFields(services, request, game, details) : {};
    return sendProblem(reply, status, code, message, { ...recovery, ...details });
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}. GET /api/v1/games lists the games and their endpoints.`));
}

/** The next puzzle and the game's status and `next`, for an agent that was refused on a game route. */
async function recoveryFields(services: CampServices, request: FastifyRequest, game: GameDefinition<any, any>, details: Record<string, unknown>) {
  const account = services.knownAccount(request) ?? await authenticateQuietly(services, request);
  if (!account) return {};
  const fields: Record<string, unknown> = {};
  const lean = safely(() => wantsLean(request), false);
  const named = requestedGameId(request);
  const view = await services.sessions.find(account, game, named).catch(() => undefined);
  if (!('agent_check' in details)) {
    // The open puzzle of the game the refusal shows (any of the caller's open puzzles works in any call).
    const next = await services.nextCheck(request, account, view).catch(() => null);
    Object.assign(fields, checkFields(next, lean ? game : undefined));
  }
  if (view) {
    // A game the player already rated says so, as its state does: 'send finish' would only be refused again.
    const rated = view.row.status === 'over' ? await services.sessions.reviewBy(account, view.row.id).catch(() => null) : null;
    // The refusal shows the game at this version: in a race, what the player has now seen.
    services.sessions.shown(game, view);
    Object.assign(fields, {
      // `status` is the HTTP status in problem details, so the game's own goes by another name.
      game_id: view.row.id, version: view.row.version, game_status: view.row.status,
      next: rated ? ratedNext(game, rated.rating) : nextFor(game, view, drawingOf(view.row, services.daily)),
    });
  }
  return fields;
}

async function authenticateQuietly(services: CampServices, request: FastifyRequest) {
  const credential = bearerCredential(request);
  return credential ? services.accounts.authenticate(credential).catch(() => undefined) : undefined;
}

function requestedGameId(request: FastifyRequest): string | undefined {
  const from = (source: unknown) => (source && typeof source === 'object' ? (source as Record<string, unknown>).game_id : undefined);
  const id = from(request.body) ?? from(request.query);
  return typeof id === 'string' && id.length <= 64 ? id : undefined;
}

function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** A write refused for want of space: SQLite's file at its size limit or its disk full, PostgreSQL's disk full. */
function isStorageFull(error: { code?: unknown }): boolean {
  return error.code === 'SQLITE_FULL' || error.code === 'ENOSPC' || error.code === '53100';
}

/** Socket errors reaching PostgreSQL, its connection-exception class (08) and shutdown codes (57P0x), the pool's own words for them. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', '57P01', '57P02', '57P03', 'SQLITE_CANTOPEN']);
const UNAVAILABLE_WORDS = /Connection terminated|connection timeout|timeout exceeded when trying to connect/i;

function isStoreUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || (typeof error.message === 'string' && UNAVAILABLE_WORDS.test(error.message));
}

function errorCode(code: unknown): string {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return 'body_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return 'unsupported_media_type';
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return 'bad_json';
    default: return 'bad_request';
  }
}

function friendlyMessage(error: { code?: string; message: string }, bodyLimitBytes: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return `The request body is larger than ${bodyLimitBytes} bytes; send fewer commands at once.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return 'Send the body as JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return `The body is not valid JSON (${error.message}). Send a JSON object such as {"command": "draw"}.`;
    default: return error.message;
  }
}

/**
 * A request Node's HTTP parser gave up on before Fastify saw it (one that took
 * longer than CAMP_REQUEST_TIMEOUT_SECONDS, or malformed bytes), answered as
 * problem details like every other refusal, and the connection closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // Nothing is written where the peer is gone or a response is already under way on the socket (as Node does),
  // and the connection is closed either way: a client that keeps its side open must not keep the socket.
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent ?? false;
  if (error.code === 'ECONNRESET' || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const [status, code, message] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
    ? [408, 'request_timeout', 'The request took too long to arrive whole; send it again at once.']
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : [400, 'bad_request', 'The request is not well-formed HTTP.'];
  const body = JSON.stringify(problem(status, code, message));
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${PROBLEM_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  socket.destroy();
}
