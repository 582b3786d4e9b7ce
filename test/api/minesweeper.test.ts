/**
 * Minesweeper through the HTTP API as seed 004 tells it: a login token for
 * every call, and a camp check (X-Camp-* headers, camp_* body fields) on every
 * POST, `new` included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

const GAME = 'minesweeper';
let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({}, { games: [minesweeper] }); });
afterAll(async () => { await camp.close(); });

describe("seed 004's flow", () => {
  it('logs in, and answers the camp check on new, act and finish', async () => {
    const account = await camp.signUp();
    const login = await camp.client().post('/api/v1/login', { name: account.name, key: account.key });
    const player = camp.client(login.body.token);
    const campCheck = async (token: string) => ({ 'X-Camp-Check': token, 'X-Camp-Answer': String(await camp.answerFor(token)) });

    const first = await player.get('/api/v1/camp-check');
    expect(first.body.camp_check.puzzle).toBeTypeOf('string');
    const refused = await player.post(`/games/${GAME}/api/new`, { difficulty: 'beginner' });
    expect(refused.status).toBe(428);
    expect((await player.state(GAME)).status).toBe(404);

    const started = await player.post(`/games/${GAME}/api/new`, { difficulty: 'beginner', seed: 'seed-004' }, await campCheck(first.body.camp_check.token));
    expect(started.status).toBe(201);
    expect(started.body.camp_check.token).toBeTypeOf('string');
    expect(started.body.board_text).toMatch(/#/);

    const revealed = await player.post(`/games/${GAME}/api/act`, { command: 'reveal 5 5' }, await campCheck(started.body.camp_check.token));
    expect(revealed.body.results[0].ok).toBe(true);
    const cell = revealed.body.board.cells[4][4];
    expect(cell.symbol).not.toBe('#');

    const byBody = await player.post(`/games/${GAME}/api/act`, {
      command: 'resign', camp_check: revealed.body.camp_check.token, camp_answer: await camp.answerFor(revealed.body.camp_check.token),
    });
    expect(byBody.body.status).toBe('over');
    expect(byBody.body.board_text).toMatch(/\*/);

    const finished = await player.post(`/games/${GAME}/api/finish`, { rating: 7, review: 'Two or three sentences about how the game felt.' },
      await campCheck(byBody.body.camp_check.token));
    expect(finished.status).toBe(200);
  });

  it('reports 3BV, clicks and efficiency once a game is won', async () => {
    const player = await camp.signUp();
    const started = await player.newGame(GAME, { difficulty: 'beginner', seed: 'won-through-api' }, true);
    await player.act(GAME, 'reveal 5 5');
    const row = await camp.camp.store.game(started.body.game_id);
    const layout: string = (row!.state as any).layout;
    const safe = [...layout].flatMap((symbol, i) => (symbol === '*' ? [] : [`reveal ${Math.floor(i / 9) + 1} ${(i % 9) + 1}`]));
    let reply: any;
    for (const command of safe) {
      const state = await player.state(GAME);
      if (state.body.status === 'over') break;
      const [, r, c] = command.split(' ');
      if (state.body.board.cells[Number(r) - 1][Number(c) - 1].symbol !== '#') continue;
      reply = await player.act(GAME, command);
    }
    expect(reply.body.status).toBe('over');
    expect(reply.body.outcome).toBe('won');
    const board = reply.body.board;
    expect(board.bbbv).toBeGreaterThan(0);
    expect(board.clicks).toBeGreaterThanOrEqual(board.bbbv);
    expect(reply.body.score).toBe(Math.round(100 + 100 * 0.5 * Math.min(1, board.bbbv / board.clicks)));
  });

  it('treats a reveal of a cell an earlier command of the batch flooded open as a no-op, counted and stored once', async () => {
    const player = await camp.signUp();
    const started = await player.newGame(GAME, { difficulty: 'beginner', seed: 'batch-flood' }, true);
    // The first reveal never hits a mine and its cell and neighbours are free of them, so it floods at least its 3x3.
    const reply = await player.act(GAME, ['reveal 5 5', 'reveal 5 4', 'open 4 4']);
    expect(reply.body.results.map((result: any) => result.ok)).toEqual([true, true, true]);
    expect(reply.body.results[1].message).toMatch(/earlier command of this batch.*not counted as a click/);
    expect(reply.body.skipped).toBeUndefined();
    expect(reply.body.version).toBe(started.body.version + 1);
    expect(reply.body.board.clicks).toBe(1);
    expect((await camp.camp.store.commands(started.body.game_id)).map((entry) => entry.command)).toEqual(['reveal 5 5']);
    const again = await player.act(GAME, 'reveal 5 4');
    expect(again.body.results[0].ok).toBe(false);
    expect(again.body.results[0].message).toMatch(/already revealed/);
  });
});
