/**
 * Replies an agent can use without another round trip: lean replies without
 * the JSON board, problem details that carry the next puzzle and the game's
 * status, and a `next` that knows the game was rated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { LONG_PUZZLE_WINDOWS, startCamp, type TestCamp } from '../support/camp.ts';

let camp: TestCamp;
// A refusal is compared with the puzzle served before it.
beforeAll(async () => { camp = await startCamp(LONG_PUZZLE_WINDOWS); });
afterAll(async () => { await camp.close(); });

const checkName = (game: (typeof games)[number]) => game.checkField ?? 'agent_check';

describe('lean replies', () => {
  for (const game of games) {
    it(`${game.id}: leave out the JSON board and carry the puzzle once, under the seed's name`, async () => {
      const player = await camp.signUp();
      const checked = game.checkedCalls === 'every-post';
      const options = game.seats > 1 ? { opponent: 'bot', bot_speed: 'slow' } : {};
      const started = checked
        ? await player.checkedPost(`/games/${game.id}/api/new?lean=true`, options)
        : await player.post(`/games/${game.id}/api/new`, { ...options, lean: true });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const other = checkName(game) === 'agent_check' ? 'camp_check' : 'agent_check';
      for (const reply of [started, await player.get(`/games/${game.id}/api/state?lean=true`)]) {
        expect(reply.body).not.toHaveProperty('board');
        expect(reply.body).not.toHaveProperty(other);
        expect(reply.body[checkName(game)].token).toBeTypeOf('string');
        expect(reply.body.board_text).toBeTypeOf('string');
      }
      const token = started.body[checkName(game)].token;
      const headers = { 'x-agent-check': token, 'x-agent-answer': String(await camp.answerFor(token)) };
      const acted = await player.post(`/games/${game.id}/api/act`, { command: 'resign', lean: true }, headers);
      expect(acted.status).toBe(200);
      expect(acted.body).not.toHaveProperty('board');
      expect(Object.keys(acted.body)).toContain(checkName(game));

      const full = await player.state(game.id);
      expect(full.body).toHaveProperty('board');
      expect(full.body.agent_check).toEqual(full.body.camp_check);
    });
  }

  it('are smaller: the board is most of a full reply', async () => {
    const player = await camp.signUp();
    await player.newGame('minesweeper', { difficulty: 'expert' }, true);
    const full = JSON.stringify((await player.state('minesweeper')).body).length;
    const lean = JSON.stringify((await player.get('/games/minesweeper/api/state?lean=true')).body).length;
    expect(lean).toBeLessThan(full / 2);
  });
});

describe('error replies', () => {
  it('are problem details that keep the error code', async () => {
    const response = await fetch(`${camp.url}/no/such/route`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = await response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'urn:camp:problem:not_found', title: 'Not Found', status: 404, error: 'not_found' });
    expect(body.detail).toBe(body.message);
  });

  it('on a game route carry the open puzzle, and the game\'s status and next, so no state call is needed', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire', { draw: '1' });
    const before = (await player.state('solitaire')).body;
    const version = before.version;

    const badField = await player.post('/games/solitaire/api/act', { command: 'draw', colour: 'red' });
    expect(badField.status).toBe(400);
    const notOver = await player.checkedPost('/games/solitaire/api/finish', { rating: 5, review: 'Too early.' });
    expect(notOver.status).toBe(409);
    const wrong = await player.post('/games/solitaire/api/act', { command: 'draw' }, { 'x-agent-check': 'nonsense', 'x-agent-answer': '1' });
    expect(wrong.status).toBe(428);
    for (const reply of [badField, notOver, wrong]) {
      expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(reply.body.agent_check.token).toBeTypeOf('string');
      expect(reply.body).toMatchObject({ game_status: 'playing', version, status: reply.status });
      expect(reply.body.next).toBeTypeOf('string');
      expect(reply.body.error).toBeTypeOf('string');
      // Nothing was spent: each refusal carries the open puzzle the state read served.
      expect(reply.body.agent_check).toEqual(before.agent_check);
    }
    // The puzzle in the refusals works for the next call.
    const token = wrong.body.agent_check.token;
    const next = await player.post('/games/solitaire/api/act', { command: 'moves' },
      { 'x-agent-check': token, 'x-agent-answer': String(await camp.answerFor(token)) });
    expect(next.status).toBe(200);
  });

  it('without a game still carry the next puzzle, bound to the caller', async () => {
    const player = await camp.signUp();
    const none = await player.checkedPost('/games/solitaire/api/act', { command: 'draw' });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('no_game');
    expect(none.body.agent_check.token).toBeTypeOf('string');
    expect(none.body).not.toHaveProperty('version');
  });
});

describe('next after the game is rated', () => {
  it('says the game is rated, in the finish reply and in later state replies', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire');
    await player.act('solitaire', 'resign');
    const finished = await player.checkedPost('/games/solitaire/api/finish', { rating: 8, review: 'Short and sweet.' });
    expect(finished.status).toBe(200);
    expect(finished.body.next).toMatch(/You rated this game 8\/10/);
    expect((await player.state('solitaire')).body.next).toMatch(/You rated this game 8\/10/);
  });
});
