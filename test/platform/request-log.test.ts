/**
 * The camp's log, as an operator reads it: one line per request with its
 * method, path, route, status, time, the refusal's code and the account, and
 * nothing secret (no agent key, puzzle token, answer or hidden card).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { solitaire } from '../../src/games/solitaire/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

const lines: Record<string, any>[] = [];
const collect = new Writable({ write(chunk, _encoding, done) { lines.push(...String(chunk).trim().split('\n').map((line) => JSON.parse(line))); done(); } });

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({}, { games: [solitaire], logger: { level: 'info', stream: collect } }); });
afterAll(async () => { await camp.close(); });

it('writes one line per request with what an operator looks for, and nothing secret', async () => {
  const player = await camp.signUp();
  const started = await player.newGame('solitaire', {});
  const token = started.body.agent_check.token as string;
  const answer = await camp.answerFor(token);
  const wrong = await player.post('/games/solitaire/api/act', { command: 'draw' }, { 'x-agent-check': token, 'x-agent-answer': String(answer + 1) });
  expect(wrong.status).toBe(428);
  const moved = await player.act('solitaire', 'draw');
  expect(moved.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 50));

  const requests = lines.filter((line) => line.msg === 'request');
  expect(requests.map((line) => [line.method, line.route, line.status])).toEqual([
    ['POST', '/api/v1/accounts', 201],
    ['POST', '/games/solitaire/api/new', 201],
    ['POST', '/games/solitaire/api/act', 428],
    ['POST', '/games/solitaire/api/act', 200],
  ]);
  expect(requests[2]).toMatchObject({ error: 'agent_check_wrong', path: '/games/solitaire/api/act' });
  expect(requests.slice(1).every((line) => typeof line.account === 'string' && line.ms >= 0)).toBe(true);
  // Fastify's own two lines per request are off.
  expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);

  const text = JSON.stringify(lines);
  const row = (await camp.camp.store.game(started.body.game_id))!;
  const state = row.state as { stock: string[]; tableau: { down: string[] }[] };
  for (const secret of [player.key, token, ...state.stock, ...state.tableau.flatMap((pile) => pile.down)]) expect(text).not.toContain(`"${secret}"`);
  expect(text).not.toContain(player.key);
});
