import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({}, { games: [minesweeper] }); });
afterAll(async () => { await camp.close(); });

describe('bad input gets a clear error and changes nothing', () => {
  it('malformed JSON', async () => {
    const player = await camp.signUp();
    const response = await player.post('/games/minesweeper/api/new', '{"difficulty": ', await player.checkHeaders());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'bad_json' });
    expect(response.body.message).toMatch(/not valid JSON/);
    expect((await player.state('minesweeper')).status).toBe(404);
  });

  it('valid JSON with a key that could poison Object.prototype: refused with its own code, the puzzle kept', async () => {
    const player = await camp.signUp();
    const headers = await player.checkHeaders();
    for (const body of ['{"difficulty": "beginner", "__proto__": {"x": 1}}', '{"constructor": {"prototype": {"x": 1}}}']) {
      const response = await player.post('/games/minesweeper/api/new', body, headers);
      expect(response.status, body).toBe(400);
      expect(response.body).toMatchObject({ error: 'forbidden_key' });
      expect(response.body.message).toContain('__proto__');
    }
    expect((await player.state('minesweeper')).status).toBe(404);
    // Refused before any handler ran: the same puzzle still starts the game.
    expect((await player.post('/games/minesweeper/api/new', { difficulty: 'beginner' }, headers)).status).toBe(201);
  });

  it('a body that is not a JSON object', async () => {
    const player = await camp.signUp();
    const response = await player.post('/games/minesweeper/api/new', '[1,2]');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/JSON object/);
  });

  it('an oversized body', async () => {
    const player = await camp.signUp();
    const response = await player.post('/games/minesweeper/api/act', { command: 'flag 1 1;'.repeat(10_000) });
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/larger than/);
  });

  it('a body that is not JSON at all', async () => {
    const player = await camp.signUp();
    const response = await player.post('/games/minesweeper/api/act', 'reveal 1 1', { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(response.body.message).toMatch(/application\/json/);
  });

  it('unknown fields and unknown option values', async () => {
    const player = await camp.signUp();
    const unknown = await player.checkedPost('/games/minesweeper/api/new', { difficulty: 'beginner', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("unknown field 'colour'");
    const badValue = await player.checkedPost('/games/minesweeper/api/new', { difficulty: 'legendary' });
    expect(badValue.status).toBe(400);
    expect(badValue.body.message).toMatch(/beginner/);
    expect((await player.state('minesweeper')).status).toBe(404);
  });

  it('an act with no command, or too many', async () => {
    const player = await camp.signUp();
    await player.newGame('minesweeper', {}, true);
    const none = await player.act('minesweeper', []);
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/command/);
    const tooMany = await player.act('minesweeper', Array.from({ length: 201 }, () => 'flag 1 1'));
    expect(tooMany.status).toBe(400);
  });

  it('an unknown command is reported in the act response and changes nothing', async () => {
    const player = await camp.signUp();
    await player.newGame('minesweeper', {}, true);
    const response = await player.act('minesweeper', 'flag 2 2; dance; flag 3 3');
    expect(response.status).toBe(200);
    expect(response.body.ok).toBe(false);
    expect(response.body.results.map((r: any) => r.ok)).toEqual([true, false]);
    expect(response.body.skipped).toEqual(['flag 3 3']);
    expect(response.body.error).toBe(response.body.results[1].message);
    expect(response.body.version).toBe(1);
  });

  it('unknown routes and unknown games', async () => {
    const response = await camp.client().get('/games/chess/api/rules');
    expect(response.status).toBe(404);
    expect(response.body.message).toContain('/api/v1/games');
  });

  it('state before any game, finish before the end, a rating out of range', async () => {
    const player = await camp.signUp();
    const none = await player.state('minesweeper');
    expect(none.status).toBe(404);
    expect(none.body.message).toContain('/games/minesweeper/api/new');
    await player.newGame('minesweeper', {}, true);
    const early = await player.checkedPost('/games/minesweeper/api/finish', { rating: 5, review: 'Too soon.' });
    expect(early.status).toBe(409);
    const outOfRange = await player.checkedPost('/games/minesweeper/api/finish', { rating: 11, review: 'x' });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toMatch(/rating/);
  });
});

describe('accounts cannot touch each other', () => {
  it("refuses to show or change another account's game", async () => {
    const owner = await camp.signUp();
    const intruder = await camp.signUp();
    const game = await owner.newGame('minesweeper', {}, true);
    const id = game.body.game_id;
    const peek = await intruder.get(`/games/minesweeper/api/state?game_id=${id}`);
    expect(peek.status).toBe(403);
    expect(JSON.stringify(peek.body)).not.toContain('board_text');
    const move = await intruder.act('minesweeper', 'reveal 1 1', { game_id: id });
    expect(move.status).toBe(403);
    const rate = await intruder.checkedPost('/games/minesweeper/api/finish', { rating: 1, review: 'mine now', game_id: id });
    expect(rate.status).toBe(403);
    const after = await owner.state('minesweeper');
    expect(after.body.version).toBe(0);
    expect((await intruder.state('minesweeper')).status).toBe(404);
  });

  it('a game id that does not exist is a 404', async () => {
    const player = await camp.signUp();
    const response = await player.get('/games/minesweeper/api/state?game_id=nope');
    expect(response.status).toBe(404);
  });
});

describe('finishing', () => {
  it('takes one rating and review once the game is over', async () => {
    const player = await camp.signUp();
    await player.newGame('minesweeper', {}, true);
    const resigned = await player.act('minesweeper', 'resign');
    expect(resigned.body.status).toBe('over');
    const finished = await player.checkedPost('/games/minesweeper/api/finish', { rating: 7, review: 'Quick and fair.' });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ finished: true, rating: 7 });
    const again = await player.checkedPost('/games/minesweeper/api/finish', { rating: 8, review: 'Again.' });
    expect(again.status).toBe(409);
    // The refusal's next says the game is rated, as state does: not to send finish again.
    expect(again.body.next).toMatch(/^You rated this game 7\/10/);
    const reviews = await camp.camp.store.reviews(finished.body.game_id);
    expect(reviews).toMatchObject([{ rating: 7, review: 'Quick and fair.' }]);
    const late = await player.act('minesweeper', 'reveal 1 1');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/over/);
    expect(late.body.next).toMatch(/^You rated this game 7\/10/);
  });

  it('leaves the puzzle of the loser of two requests sent at once unspent: two finishes, two daily starts', async () => {
    /**
     * Sends the same request twice at once, each with its own puzzle: a game's open one, taken while it
     * was on, and the account's. The statuses, and the puzzle of the refused one.
     */
    const atOnce = async (player: CampClient, gamePuzzle: string, path: string, body: Record<string, unknown>) => {
      const accountPuzzle: string = (await player.get('/api/v1/agent-check')).body.agent_check.token;
      const headers = await Promise.all([gamePuzzle, accountPuzzle].map(async (token) => ({ 'x-agent-check': token, 'x-agent-answer': String(await camp.answerFor(token)) })));
      const replies = await Promise.all(headers.map((each) => player.post(path, body, each)));
      return { statuses: replies.map((reply) => reply.status).sort(), refused: headers[replies.findIndex((reply) => reply.status === 409)]! };
    };
    const gamePuzzleOf = async (player: CampClient) => {
      expect((await player.newGame('minesweeper', {}, true)).status).toBe(201);
      const token = (await player.state('minesweeper')).body.agent_check.token as string;
      // Kept for the request at once: the client's next call answers the account's puzzle.
      player.lastCheck = null;
      return token;
    };
    const player = await camp.signUp();
    const gamePuzzle = await gamePuzzleOf(player);
    await player.act('minesweeper', 'resign');
    const finishes = await atOnce(player, gamePuzzle, '/games/minesweeper/api/finish', { rating: 6, review: 'Fine.' });
    expect(finishes.statuses).toEqual([200, 409]);
    // The refused request's puzzle still starts a game.
    expect((await player.post('/games/minesweeper/api/new', {}, finishes.refused)).status).toBe(201);
    const dailyPlayer = await camp.signUp();
    const starts = await atOnce(dailyPlayer, await gamePuzzleOf(dailyPlayer), '/games/minesweeper/api/new', { daily: true });
    expect(starts.statuses).toEqual([201, 409]);
    expect((await dailyPlayer.post('/games/minesweeper/api/new', {}, starts.refused)).status).toBe(201);
  });
});
