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
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => { received += chunk.toString('utf8'); });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('request timeouts', () => {
  // The bound is the test's own timeout: without a request timeout the socket would stay open for good.
  it('answers 408 or closes the connection when a body never finishes', async () => {
    const received = await sendAndWaitForClose(
      'POST /api/v1/accounts HTTP/1.1\r\nHost: camp\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name": "',
    );
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
    // Answered, it is problem details like every other refusal.
    if (received) {
      expect(received).toContain('Content-Type: application/problem+json');
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 408, error: 'request_timeout' });
    }
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
