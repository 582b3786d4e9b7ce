/**
 * Request timeouts on a real camp with CAMP_REQUEST_TIMEOUT_SECONDS=1: a
 * request whose headers or body never finish loses its connection, while an
 * event stream (whose request was whole at once) stays open far longer.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { readStream } from '../support/stream.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({ CAMP_REQUEST_TIMEOUT_SECONDS: '1' }, { games: [minesweeper] }); });
afterAll(async () => { await camp.close(); });

/** Sends the bytes and returns what the server wrote before it closed the connection. */
function sendAndWaitForClose(bytes: string): Promise<string> {
  const { port } = new URL(camp.url);
  return new Promise((resolve, reject) => {
    // Half-open allowed: the client never closes its side, so only the server can end the connection.
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true }, () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => { received += chunk.toString('utf8'); });
    // 'end' is the server closing its side (the client, half-open, would keep its own); 'close' a reset.
    socket.on('end', () => { resolve(received); socket.destroy(); });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

/** How many connections the camp's server holds. */
function openConnections(): Promise<number> {
  return new Promise((resolve, reject) => camp.camp.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

describe('request timeouts', () => {
  // The bound is the test's own timeout: without a request timeout the socket would stay open for good.
  it('answers 408 in problem details and closes the connection when a body never finishes', async () => {
    const received = await sendAndWaitForClose(
      'POST /api/v1/accounts HTTP/1.1\r\nHost: camp\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name": "',
    );
    // A 408 in problem details like every other refusal, then the server closes the connection.
    expect(received.startsWith('HTTP/1.1 408'), received).toBe(true);
    expect(received).toContain('Content-Type: application/problem+json');
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 408, error: 'request_timeout' });
    // Closed for good on the camp's side, not left half-open for as long as the client likes.
    let open = await openConnections();
    for (let i = 0; i < 20 && open > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      open = await openConnections();
    }
    expect(open).toBe(0);
    // Nothing was created from the half-sent body.
    expect((await camp.client().get('/healthz')).status).toBe(200);
  }, 20_000);

  it('closes the connection when the headers never finish', async () => {
    const received = await sendAndWaitForClose('GET /healthz HTTP/1.1\r\nHost: camp\r\nX-Slow: ');
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
  }, 20_000);

  it('keeps an event stream open well past the request timeout', async () => {
    const player = await camp.signUp();
    await player.newGame('minesweeper', { difficulty: 'beginner', seed: 'timeouts' }, true);
    const stream = readStream(`${camp.url}/games/minesweeper/api/stream`, player.key);
    try {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(stream.states.length).toBeGreaterThan(0);
      expect((await player.act('minesweeper', 'reveal 5 5')).status).toBe(200);
      expect(await stream.movesUntil(1)).toEqual([{ seq: 1, seat: 0, command: 'reveal 5 5' }]);
    } finally {
      stream.close();
    }
  }, 20_000);
});

describe('a long request timeout', () => {
  it('starts past Node\'s own 300 s request timeout and serves requests', async () => {
    const patient = await startCamp({ CAMP_REQUEST_TIMEOUT_SECONDS: '900' }, { games: [minesweeper] });
    try {
      expect((await fetch(`${patient.url}/healthz`)).status).toBe(200);
    } finally {
      await patient.close();
    }
  });
});
