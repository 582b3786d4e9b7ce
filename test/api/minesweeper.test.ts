/**
 * Minesweeper through the HTTP API as seed 004 tells it: a login token for
 * every call, and a camp check (X-Camp-* headers, camp_* body fields) on every
 * POST, `new` included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { clearsWithoutGuessing } from '../../src/games/minesweeper/no-guess.ts';
import { replay } from '../../src/platform/play/sessions.ts';
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

describe('no-guess boards', () => {
  it('start with no_guess, clear by logic, replay from the stored log, and give the same board for the same seed', async () => {
    const player = await camp.signUp();
    const layouts: string[] = [];
    for (const round of [0, 1]) {
      const started = await player.newGame(GAME, { difficulty: 'expert', no_guess: true, seed: 'api-no-guess' }, true);
      expect(started.status).toBe(201);
      expect(started.body.board_text).toMatch(/Expert 16x30, 99 mines, no-guess/);
      const revealed = await player.act(GAME, ['reveal 8 15', 'flag 1 1', round === 0 ? 'resign' : 'mode flag']);
      expect(revealed.body.ok).toBe(true);
      const row = (await camp.camp.store.game(started.body.game_id))!;
      const log = await camp.camp.store.commands(started.body.game_id);
      expect(replay(minesweeper, row, log)).toEqual(row.state);
      const layout: string = (row.state as any).layout;
      expect(clearsWithoutGuessing(16, 30, layout, 7 * 30 + 14).cleared).toBe(true);
      layouts.push(layout);
      if (round === 0) {
        expect(revealed.body.board_text).toMatch(/You revealed 1 time/);
        expect(revealed.body.board.guesses).toEqual({ reveals: 1, forced: 0, other: 0 });
      } else {
        expect(revealed.body.status).toBe('playing');
        // Only the option itself (its echo and the title) and the empty count field name guesses while playing.
        const reply = JSON.stringify(revealed.body).replaceAll('no-guess', '').replace('"no_guess":true', '').replace('"guesses":null', '');
        expect(reply.match(/.{0,40}guess.{0,40}/i)).toBeNull();
        expect(revealed.body.board.guesses).toBeNull();
      }
    }
    expect(layouts[0]).toBe(layouts[1]);
  });

  it('refuses no_guess on a board too dense for logic with a 400 that says why, and starts nothing', async () => {
    const player = await camp.signUp();
    const refused = await player.newGame(GAME, { rows: 10, cols: 10, mines: 40, no_guess: true }, true);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/no_guess on 10x10 takes at most 21 mines, got 40/);
    expect((await player.state(GAME)).status).toBe(404);
  });
});
