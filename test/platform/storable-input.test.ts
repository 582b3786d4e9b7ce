/**
 * Input that passes the schemas yet no store could keep or no field means:
 * text holding U+0000 (PostgreSQL's text cannot hold it) and numbers that are
 * not finite ("Infinity" or "1e400" in a query or body string, which type
 * coercion turns into Infinity). Each is a 400 that changes nothing and
 * spends no puzzle, on SQLite and on PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { solitaire } from '../../src/games/solitaire/index.ts';
import { unstorableField } from '../../src/platform/http/storable-input.ts';
import { encodeCursor } from '../../src/platform/records/page-cursor.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const NUL = '\u0000';

function storableInputCases(campOf: () => TestCamp): void {
  it('refuses a rating or a page size of Infinity with 400, stores nothing, and keeps the puzzle', async () => {
    const camp = campOf();
    const player = await camp.signUp();
    expect((await player.newGame('solitaire', {})).status).toBe(201);
    const over = await player.act('solitaire', 'resign');
    expect(over.body.status).toBe('over');
    const headers = await player.checkHeaders();
    for (const rating of ['Infinity', '-Infinity', '1e400']) {
      const refused = await player.post('/games/solitaire/api/finish', { rating, review: 'fine' }, headers);
      expect([refused.status, refused.body.error], rating).toEqual([400, 'bad_request']);
      expect(refused.body.message).toContain('rating must be a finite number');
    }
    expect((await player.state('solitaire')).body.rating).toBeUndefined();
    expect((await camp.client().get('/api/v1/games')).status).toBe(200);
    // The same puzzle still rates the game.
    const rated = await player.post('/games/solitaire/api/finish', { rating: 7, review: 'fine' }, headers);
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    const gameId = over.body.game_id;
    for (const path of [
      '/api/v1/me/games?limit=Infinity', '/games/solitaire/api/reviews?limit=1e400', '/api/v1/leaderboards/solitaire?limit=Infinity',
      `/games/solitaire/api/replay?game_id=${gameId}&from=Infinity`, `/games/solitaire/api/replay?game_id=${gameId}&count=Infinity`,
      `/games/solitaire/api/replay?game_id=${gameId}&count=-Infinity`,
    ]) {
      const reply = await player.get(path);
      expect([reply.status, reply.body.error], path).toEqual([400, 'bad_request']);
    }
  });

  it('refuses text holding U+0000 with 400 wherever it is sent, before anything is stored or spent', async () => {
    const camp = campOf();
    const player = await camp.signUp();
    const headers = await player.checkHeaders();
    const refusals = [
      await player.get(`/games/solitaire/api/state?game_id=${encodeURIComponent(NUL)}`),
      await player.post('/games/minesweeper/api/new', { seed: `a${NUL}b` }, headers),
      await player.post('/games/minesweeper/api/act', { command: `reveal${NUL}`, game_id: NUL }, headers),
      await camp.client().post('/api/v1/login', { name: `a${NUL}b`, key: player.key }),
      await camp.client().get(`/games/solitaire/api/stream?game_id=${encodeURIComponent(NUL)}`),
    ];
    for (const reply of refusals) {
      expect([reply.status, reply.body.error]).toEqual([400, 'bad_request']);
      expect(reply.body.message).toContain('U+0000');
    }
    const cursor = encodeCursor(1, `a${NUL}`);
    expect((await player.get(`/api/v1/me/games?cursor=${cursor}`)).body.error).toBe('bad_cursor');
    expect((await player.state('minesweeper')).status).toBe(404);
    // Nothing was spent: the same puzzle starts the game.
    expect((await player.post('/games/minesweeper/api/new', { seed: 'ab' }, headers)).status).toBe(201);
    const review = await player.act('minesweeper', 'resign');
    expect(review.body.status).toBe('over');
    const bad = await player.checkedPost('/games/minesweeper/api/finish', { rating: 5, review: `bad${NUL}review` });
    expect(bad.status).toBe(400);
  });

  it('refuses a stream resume position that is not a move number, before the stream opens', async () => {
    const camp = campOf();
    const player = await camp.signUp();
    const started = await player.newGame('solitaire', {});
    const stream = `${camp.url}/games/solitaire/api/stream?game_id=${started.body.game_id}`;
    for (const [query, lastEventId] of [['', '1.5'], ['&since=1e20', undefined], ['', '-3']] as const) {
      const reply = await fetch(`${stream}${query}`, {
        headers: { authorization: `Bearer ${player.key}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        signal: AbortSignal.timeout(5_000),
      });
      expect(reply.status, `${query} ${lastEventId}`).toBe(400);
      expect((await reply.json()).message).toMatch(/move to resume after/);
    }
  });
}

describe('unstorable input on SQLite', () => {
  let camp: TestCamp;
  beforeAll(async () => { camp = await startCamp({}, { games: [solitaire, minesweeper] }); });
  afterAll(async () => { await camp?.close(); });
  storableInputCases(() => camp);
});

describe('unstorable input on PostgreSQL', () => {
  let postgres: TestPostgres;
  let camp: TestCamp;
  beforeAll(async () => {
    postgres = await startPostgres();
    camp = await startCamp({ DATABASE_URL: postgres.url }, { games: [solitaire, minesweeper] });
  }, 60_000);
  afterAll(async () => {
    await camp?.close();
    postgres?.stop();
  });
  storableInputCases(() => camp);
});

describe('what is refused', () => {
  it('names the field, however deep, and passes what every store keeps', () => {
    expect(unstorableField({ commands: ['draw', `x${NUL}`] })).toBe('commands.1 holds the NUL character (U+0000), which no text of the camp may hold');
    expect(unstorableField({ options: { mines: Number.POSITIVE_INFINITY } })).toBe('options.mines must be a finite number');
    expect(unstorableField({ review: 'plain ✓ text', rating: 10, seed: null, list: [1, 'a'] })).toBeNull();
    expect(unstorableField(undefined)).toBeNull();
  });
});
