/**
 * GET /games/G/api/stream: Server-Sent Events with every move of a game as it
 * happens, in log order (`id` is the move's number, so a reconnecting client
 * resumes with Last-Event-ID), each followed by the board as the viewer may
 * see it. Players stream their own game; anyone may watch a multi-seat game
 * as a spectator, who sees no hidden cards.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GameDefinition, Viewer } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import { clientKeys } from '../limits/client-address.ts';
import type { CampServices } from './services.ts';
import { presentGame } from '../play/present.ts';
import { BEARER, problemResponses, textResponse } from './reply-schemas.ts';
import { bearerCredential, GAME_ID_FIELD } from './request-fields.ts';
import { hijackKeepingHeaders } from './security-headers.ts';

const POLL_MS = 1_000;
const SAFETY_POLL_MS = 10_000;
const HEARTBEAT_MS = 15_000;
/** The highest move number a game can have (a 32-bit integer column on PostgreSQL). */
const MAX_MOVE_NUMBER = 2_147_483_647;

export function registerStreamRoute(app: FastifyInstance, services: CampServices, game: GameDefinition<any, any>): void {
  const { store, sessions, events, requireAccount, limits } = services;
  // A stream ends only when its client hangs up, and closing the server waits for every connection: at close,
  // end the open streams (their clients reconnect with Last-Event-ID, to this camp restarted or to another).
  const open = new Set<() => void>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const end of [...open]) end();
  });

  app.get(`/games/${game.id}/api/stream`, {
    schema: {
      tags: [game.id],
      summary: `Watch a ${game.name} game live (Server-Sent Events)`,
      description: 'A `move` event for each accepted command (its id is the move\'s number: reconnect with Last-Event-ID to resume), '
        + 'each followed by a `state` event with the game reply as you may see it.'
        + (game.seats > 1 ? ' Without credentials, name a game with game_id to watch it as a spectator, who sees no hidden cards'
          + ' (a spectator\'s `state` has `seat: "spectator"` and the neutral `score` and `outcome`).' : ''),
      security: game.seats > 1 ? [{}, ...BEARER] : BEARER,
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { ...GAME_ID_FIELD, since: { type: 'integer', minimum: 0, description: 'Send only moves after this one.' } },
      },
      headers: { type: 'object', properties: { 'last-event-id': { type: 'string', description: 'The last move you received.' } } },
      response: {
        200: textResponse('text/event-stream', 'An endless event stream: `move` and `state` events, and a keep-alive comment every 15 seconds.'),
        ...problemResponses(400, 401, 403, 404, 429),
      },
    },
  }, async (request, reply) => {
    const query = request.query as { game_id?: string; since?: number };
    const { gameId, viewer } = await whoWatches(request, query.game_id);
    let sent = resumePosition(request.headers['last-event-id'] ?? query.since);
    const release = limits.streams.take(clientKeys(request.ip, services.knownAccount(request)));

    const out = hijackKeepingHeaders(reply);
    out.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    let closed = false;
    // Nothing after the end: a write to an ended response is an error.
    const write = (event: string, data: unknown, id?: number) => {
      if (!closed) out.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };

    let flushing = false;
    let again = false;
    let shownState = '';
    const flush = async () => {
      if (flushing) { again = true; return; }
      flushing = true;
      try {
        do {
          again = false;
          const moves = await store.commands(gameId, sent);
          for (const move of moves) {
            write('move', { seq: move.seq, seat: move.seat, command: move.command, accepted_at: new Date(move.acceptedAt).toISOString() }, move.seq);
            sent = move.seq;
          }
          const row = await store.game(gameId);
          if (row && !closed) {
            if (typeof viewer === 'number' && game.seats > 1) await store.touchSeat(gameId, viewer, Date.now());
            // One change may wake the stream twice (this process's notice and the database's): send each state once.
            const stateKey = `${row.version}:${row.status}:${row.updatedAt}`;
            if (stateKey !== shownState) {
              shownState = stateKey;
              write('state', presentGame(game, { row, seats: await store.seats(gameId), viewer }, null, { daily: services.daily }));
            }
          }
        } while (again && !closed);
      } catch (error) {
        request.log.warn({ err: error }, 'stream flush failed');
      } finally {
        flushing = false;
      }
    };

    let lastSeen = '';
    // Other server processes change games too: a shared store wakes the stream at once (LISTEN/NOTIFY), and a
    // slow look on a timer covers a notice lost while its connection was down.
    const poll = setInterval(async () => {
      const row = await store.game(gameId).catch(() => undefined);
      // The status too: a wait closed for want of a partner changes it without a move.
      const seen = row && `${row.version}:${row.status}`;
      if (seen && seen !== lastSeen) { lastSeen = seen; void flush(); }
    }, store.watchGame ? SAFETY_POLL_MS : POLL_MS);
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    // A seated player watching the stream is there (README: a stream open counts), though they send nothing.
    const presence = typeof viewer === 'number' && game.seats > 1
      ? setInterval(() => void store.touchSeat(gameId, viewer, Date.now()).catch(() => undefined), presenceInterval(services.config.seatTimeoutMs))
      : undefined;
    const unsubscribe = events.subscribe(gameId, () => void flush());
    const unwatch = store.watchGame?.(gameId, () => void flush());
    const stop = () => {
      if (closed) return;
      closed = true;
      release();
      open.delete(end);
      clearInterval(poll);
      clearInterval(heartbeat);
      clearInterval(presence);
      unsubscribe();
      unwatch?.();
    };
    const end = () => {
      stop();
      out.end();
    };
    open.add(end);
    request.raw.on('close', stop);
    // Opened while the camp closes (it was still checking the viewer): ended at once, like the others.
    if (closing) return end();
    // Its client left while the viewer was checked: the 'close' came before anyone listened for it.
    if (request.raw.socket.destroyed) return end();
    await flush();
  });

  async function whoWatches(request: FastifyRequest, gameId: string | undefined): Promise<{ gameId: string; viewer: Viewer }> {
    if (bearerCredential(request)) {
      const account = await requireAccount(request);
      const view = await sessions.open(account, game, gameId);
      return { gameId: view.row.id, viewer: view.viewer };
    }
    if (game.seats > 1 && gameId) {
      const row = await store.game(gameId);
      if (row && row.game === game.id) return { gameId, viewer: 'spectator' };
      throw new CampError(404, 'unknown_game', `There is no ${game.id} game with id '${gameId}'.`);
    }
    throw new CampError(401, 'unauthorized',
      game.seats > 1
        ? 'Send Authorization: Bearer <key> to stream your own game, or ?game_id=<id> to watch one as a spectator.'
        : 'Send Authorization: Bearer <key> to stream your own game.');
  }
}

/** The move to resume after: a move number from Last-Event-ID or `since` (0 when neither is sent). */
function resumePosition(sent: string | string[] | number | undefined): number {
  if (sent === undefined || sent === '') return 0;
  const position = Number(sent);
  if (!Number.isSafeInteger(position) || position < 0 || position > MAX_MOVE_NUMBER) {
    throw new CampError(400, 'bad_request', `Last-Event-ID and since name a move to resume after: a whole number from 0 to ${MAX_MOVE_NUMBER}; got ${JSON.stringify(String(sent))}.`);
  }
  return position;
}

/** How often an open stream marks its player present: well inside the seat timeout, and at least as often as the heartbeat. */
function presenceInterval(seatTimeoutMs: number): number {
  return Math.max(250, Math.min(HEARTBEAT_MS, Math.floor(seatTimeoutMs / 3)));
}

