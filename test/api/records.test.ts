/**
 * Records on both stores: the caller's account and games (newest first,
 * paged by cursor with no repeat and no gap), and replays of finished games,
 * refused while a game is played and open to anyone with the id once it is
 * over. Every registered game is played to its end and replayed, and the
 * replay must lead to the stored final state.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { replay } from '../../src/platform/play/sessions.ts';
import { accountGamesQuery } from '../../src/platform/storage/records-queries.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { scoreInRace } from '../support/race-deals.ts';
import { playToTheEnd, winMinesweeper } from '../support/records.ts';
import { ABANDONED_WAIT, tallyGames } from '../../src/platform/records/records.ts';

interface StoreSetup {
  name: string;
  start(): Promise<{ camp: TestCamp; databaseUrl?: string; stop(): void }>;
}

const stores: StoreSetup[] = [
  { name: 'SQLite', start: async () => ({ camp: await startCamp(), stop: () => {} }) },
  {
    name: 'PostgreSQL',
    async start() {
      const postgres: TestPostgres = await startPostgres();
      try {
        return { camp: await startCamp({ DATABASE_URL: postgres.url }), databaseUrl: postgres.url, stop: () => postgres.stop() };
      } catch (error) {
        postgres.stop();
        throw error;
      }
    },
  },
];

/** Every page of the caller's games for this query string, following next_cursor. */
async function allPages(player: CampClient, query: string): Promise<any[][]> {
  const pages: any[][] = [];
  let cursor: string | null = null;
  do {
    const reply = await player.get(`/api/v1/me/games?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    pages.push(reply.body.games);
    cursor = reply.body.next_cursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const newestFirst = (a: any, b: any) => (b.created_at === a.created_at ? (b.game_id < a.game_id ? -1 : 1) : b.created_at < a.created_at ? -1 : 1);

describe.each(stores)('records on $name', (setup) => {
  let camp: TestCamp;
  let databaseUrl: string | undefined;
  let stop = () => {};

  beforeAll(async () => {
    ({ camp, databaseUrl, stop } = await setup.start());
  }, 60_000);

  afterAll(async () => {
    await camp?.close();
    stop();
  });

  it('lists my games newest first, page by page with no repeat and no gap, and filters them', async () => {
    const player = await camp.signUp();
    const other = await camp.signUp();
    await other.newGame('solitaire');
    for (let i = 0; i < 17; i++) expect((await player.newGame('solitaire')).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await player.newGame('minesweeper', {}, true)).status).toBe(201);
    const resigned = (await player.act('minesweeper', 'resign')).body.game_id;

    const whole = await player.get('/api/v1/me/games?limit=100');
    expect(whole.body.games).toHaveLength(21);
    expect(whole.body.next_cursor).toBeNull();
    expect([...whole.body.games].sort(newestFirst)).toEqual(whole.body.games);

    const pages = await allPages(player, 'limit=4');
    expect(pages.map((page) => page.length)).toEqual([4, 4, 4, 4, 4, 1]);
    expect(pages.flat()).toEqual(whole.body.games);

    const [over, playing] = whole.body.games;
    expect(playing.game).toBe('minesweeper');
    expect(playing.links).toEqual({
      state: `/games/minesweeper/api/state?game_id=${playing.game_id}`,
      board: `/games/minesweeper?game_id=${playing.game_id}`,
    });
    expect(over.game_id).toBe(resigned);
    expect(over).toMatchObject({ status: 'over', outcome: 'resigned', seat: 0 });
    expect(over.links.replay).toBe(`/games/minesweeper/api/replay?game_id=${resigned}`);

    const minesweeperPages = await allPages(player, 'game=minesweeper&limit=3');
    expect(minesweeperPages.flat().map((entry) => entry.game_id)).toEqual(
      whole.body.games.filter((entry: any) => entry.game === 'minesweeper').map((entry: any) => entry.game_id));
    const finished = await player.get('/api/v1/me/games?status=over');
    expect(finished.body.games.map((entry: any) => entry.game_id)).toEqual([resigned]);
    expect((await player.get('/api/v1/me/games?status=over&game=solitaire')).body.games).toEqual([]);
    expect((await player.get('/api/v1/me/games')).body.games).toHaveLength(20);
  });

  it('refuses bad filters, cursors and limits with a 400, and a missing key with a 401', async () => {
    const player = await camp.signUp();
    for (const [query, code] of [
      ['game=nothing', 'bad_game'], ['game=constructor', 'bad_game'], ['status=done', 'bad_status'],
      ['cursor=not-a-cursor', 'bad_cursor'], [`cursor=${Buffer.from('[1,2]').toString('base64url')}`, 'bad_cursor'],
      ['limit=0', 'bad_request'], ['limit=101', 'bad_request'], ['color=red', 'bad_request'],
    ]) {
      const reply = await player.get(`/api/v1/me/games?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.error, query).toBe(code);
    }
    expect((await camp.client().get('/api/v1/me/games')).status).toBe(401);
    expect((await camp.client().get('/api/v1/me')).status).toBe(401);
    expect((await camp.client('camp_key_wrong').get('/api/v1/me')).status).toBe(401);
  });

  it('tells me who I am and my games played and won per game, a race won in my seat included', async () => {
    const player = await camp.signUp();
    const rival = await camp.signUp();
    await winMinesweeper(camp, player);
    await player.newGame('minesweeper', {}, true);
    await player.act('minesweeper', 'resign');
    await player.newGame('solitaire');
    // A race between the two: the rival (seat 0) resigns, so the player's seat 1 wins.
    await rival.newGame('california-double', { seed: 'records-race' });
    const joined = await player.newGame('california-double', { seed: 'records-race' });
    expect(joined.body.seat).toBe(1);
    expect((await rival.act('california-double', 'resign')).body.result).toBe('seat1-won');

    const me = await player.get('/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: player.name, totals: { played: 3, won: 2, in_progress: 1 } });
    expect(Date.parse(me.body.created_at)).toBeGreaterThan(0);
    const byGame = new Map(me.body.games.map((entry: any) => [entry.game, entry]));
    expect([...byGame.keys()]).toEqual(games.map((game) => game.id));
    expect(byGame.get('minesweeper')).toEqual({ game: 'minesweeper', played: 2, won: 1, in_progress: 0 });
    expect(byGame.get('solitaire')).toEqual({ game: 'solitaire', played: 0, won: 0, in_progress: 1 });
    expect(byGame.get('california-double')).toEqual({ game: 'california-double', played: 1, won: 1, in_progress: 0 });
    const rivalMe = await rival.get('/api/v1/me');
    expect(rivalMe.body.totals).toEqual({ played: 1, won: 0, in_progress: 0 });
  });

  it('refuses a replay while the game is played, to its player and to anyone else, and for an unknown id', async () => {
    const player = await camp.signUp();
    const stranger = await camp.signUp();
    const started = await player.newGame('solitaire');
    const path = `/games/solitaire/api/replay?game_id=${started.body.game_id}`;
    for (const client of [player, stranger, camp.client()]) {
      const reply = await client.get(path);
      expect(reply.status).toBe(409);
      expect(reply.body.error).toBe('not_over');
      expect(JSON.stringify(reply.body)).not.toContain('board_text');
      // Nor any board JSON: the replay's boards show what is hidden, so none is given while the game is on.
      for (const field of ['initial_board', 'moves', 'board']) expect(Object.hasOwn(reply.body, field)).toBe(false);
    }
    // A waiting race is refused too.
    const waiting = await player.newGame('california-double', { seed: 'waiting' });
    expect(waiting.body.status).toBe('waiting');
    expect((await stranger.get(`/games/california-double/api/replay?game_id=${waiting.body.game_id}`)).status).toBe(409);
    // Filled and ended, so that no later race joins it.
    expect((await stranger.newGame('california-double', { seed: 'waiting' })).body.game_id).toBe(waiting.body.game_id);
    await stranger.act('california-double', 'resign');
    expect((await camp.client().get('/games/solitaire/api/replay?game_id=no-such-game')).status).toBe(404);
    // The id of a game of another type is unknown under this one.
    expect((await camp.client().get(`/games/minesweeper/api/replay?game_id=${started.body.game_id}`)).status).toBe(404);
    expect((await camp.client().get('/games/solitaire/api/replay')).status).toBe(400);
    expect((await camp.client().get(`${path}&count=0`)).status).toBe(400);
    expect((await camp.client().get(`${path}&count=251`)).status).toBe(400);
    expect((await camp.client('camp_key_wrong').get(path)).status).toBe(401);
  });

  it('replays a finished game to another account and without credentials, as its owner saw it', async () => {
    const player = await camp.signUp();
    const started = await player.newGame('solitaire', { seed: 'replay-me' });
    const gameId = started.body.game_id;
    for (const command of ['draw', 'draw', 'draw']) await player.act('solitaire', command);
    const ended = await player.act('solitaire', 'resign');
    const path = `/games/solitaire/api/replay?game_id=${gameId}`;
    const anonymous = await camp.client().get(path);
    expect(anonymous.status).toBe(200);
    const replayed = anonymous.body;
    expect(replayed).toMatchObject({
      game: 'solitaire', game_id: gameId, seed: 'replay-me', status: 'over', outcome: 'resigned',
      total_moves: 4, from: 1, next_from: null, viewer_seat: 0, players: [{ seat: 0, kind: 'human', name: player.name }],
    });
    // The game is over: its replay shows what was hidden from the deal on (the face-down cards, the stock's order).
    expect(started.body.board_text).toContain('[##]');
    expect(replayed.initial_board_text).not.toContain('[##]');
    expect(replayed.initial_board_text).toMatch(/Stock \(24, next first\):/);
    expect(replayed.initial_board_text.split('\n').map((line: string) => line.replace(/\([^)]*\) /g, '[##] ')).slice(3))
      .toEqual(started.body.board_text.split('\n').slice(3));
    expect(replayed.moves.map((move: any) => [move.seq, move.seat, move.command])).toEqual([[1, 0, 'draw'], [2, 0, 'draw'], [3, 0, 'draw'], [4, 0, 'resign']]);
    expect(replayed.moves[3].board_text).toBe(ended.body.board_text);
    expect(replayed.moves[3].status).toBe('over');
    // The board JSON the page draws, likewise: the deal's face-down cards given, the last board the state's own.
    expect(started.body.board.tableau.map((pile: any) => pile.faceDownCards)).toEqual(Array(7).fill(undefined));
    expect(replayed.initial_board.tableau.map((pile: any) => pile.faceDownCards.length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(replayed.initial_board.tableau.map((pile: any) => pile.faceUp)).toEqual(started.body.board.tableau.map((pile: any) => pile.faceUp));
    expect(replayed.moves[3].board).toEqual(ended.body.board);
    for (const move of replayed.moves) expect(Number.isNaN(Date.parse(move.accepted_at))).toBe(false);
    expect((await (await camp.signUp()).get(path)).body).toEqual(replayed);

    const window = await camp.client().get(`${path}&from=2&count=2`);
    expect(window.body.moves.map((move: any) => move.seq)).toEqual([2, 3]);
    expect(window.body.next_from).toBe(4);
    expect(window.body.moves).toEqual(replayed.moves.slice(1, 3));
    expect((await camp.client().get(`${path}&from=4`)).body.moves.map((move: any) => move.seq)).toEqual([4]);
    // Past the last move is a bad request, not an empty page.
    for (const from of [5, 1000]) {
      const past = await camp.client().get(`${path}&from=${from}`);
      expect(past.status).toBe(400);
      expect(past.body).toMatchObject({ error: 'bad_from', detail: expect.stringContaining('has 4 moves') });
    }
  });

  it('replays a race whose wait was closed, with no moves, on page 1 only', async () => {
    const player = await camp.signUp();
    const waiting = await player.newGame('california-double', { seed: `closed-${player.name}` });
    expect(waiting.body.status).toBe('waiting');
    await camp.camp.store.setStatus(waiting.body.game_id, 'waiting', 'over', ABANDONED_WAIT, Date.now());
    const path = `/games/california-double/api/replay?game_id=${waiting.body.game_id}`;
    const replayed = await camp.client().get(`${path}&from=1`);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toMatchObject({ outcome: ABANDONED_WAIT, total_moves: 0, moves: [], next_from: null });
    expect((await camp.client().get(`${path}&from=2`)).body.error).toBe('bad_from');
  });

  it('shows a finished race to each player from their own seat, and to others from seat 0', async () => {
    const first = await camp.signUp();
    const second = await camp.signUp();
    const seed = 'replay-race';
    const created = await first.newGame('california-double', { seed });
    expect(created.body.seat).toBe(0);
    expect((await second.newGame('california-double', { seed })).body.game_id).toBe(created.body.game_id);
    await second.act('california-double', 'draw', { game_id: created.body.game_id });
    const ended = await second.act('california-double', 'resign', { game_id: created.body.game_id });
    const path = `/games/california-double/api/replay?game_id=${created.body.game_id}`;
    const bySecond = (await second.get(path)).body;
    expect(bySecond.viewer_seat).toBe(1);
    expect(bySecond.moves.map((move: any) => [move.seat, move.command])).toEqual([[1, 'draw'], [1, 'resign']]);
    expect(bySecond.moves[1].board_text).toBe(ended.body.board_text);
    expect(bySecond.players.map((player: any) => player.name)).toEqual([first.name, second.name]);
    expect((await camp.client().get(path)).body.viewer_seat).toBe(0);
    expect((await first.get(path)).body.viewer_seat).toBe(0);
    // Each player's list gives the race from their own side, as its state does.
    for (const player of [first, second]) {
      const state = (await player.get(`/games/california-double/api/state?game_id=${created.body.game_id}`)).body;
      const listed = (await player.get('/api/v1/me/games?game=california-double')).body.games[0];
      expect(listed).toMatchObject({ game_id: created.body.game_id, score: state.score, opponent_score: state.opponent_score, outcome: state.outcome, result: state.result });
    }
    expect((await first.get('/api/v1/me/games?game=california-double')).body.games[0].outcome).toBe('won');
  });

  it('gives a race\'s replay score and outcome from the requester\'s side, as its state and games list do', async () => {
    const first = await camp.signUp();
    const second = await camp.signUp();
    const seed = `replay-sides-${first.name}`;
    const created = await first.newGame('california-double', { seed });
    const gameId = created.body.game_id;
    await second.newGame('california-double', { seed });
    // Seat 1 puts cards on the towers, then resigns: seat 0 wins with the lower score.
    await scoreInRace(camp, second, gameId, 1, 20);
    await second.act('california-double', 'resign', { game_id: gameId });
    const path = `/games/california-double/api/replay?game_id=${gameId}`;
    for (const player of [first, second]) {
      const state = (await player.get(`/games/california-double/api/state?game_id=${gameId}`)).body;
      const listed = (await player.get('/api/v1/me/games?game=california-double')).body.games[0];
      const replayed = (await player.get(path)).body;
      const sides = { score: state.score, opponent_score: state.opponent_score, outcome: state.outcome, result: 'seat0-won' };
      expect(listed).toMatchObject(sides);
      expect(replayed).toMatchObject(sides);
      expect(replayed.moves.at(-1).score).toBe(state.score);
    }
    expect((await first.get(path)).body).toMatchObject({ outcome: 'won', score: 0 });
    expect((await second.get(path)).body.score).toBeGreaterThanOrEqual(20);
    // Anyone else gets the game's own verdict and score.
    const anyone = (await camp.client().get(path)).body;
    expect(anyone).toMatchObject({ outcome: 'seat0-won', result: 'seat0-won', score: (await camp.camp.store.game(gameId))!.score });
    expect(anyone.opponent_score).toBeUndefined();
  });

  it('says in my games list and in a replay whether each game counts on the leaderboards, as its state does', async () => {
    const player = await camp.signUp();
    const rival = await camp.signUp();
    const listed = async (gameId: string) => (await player.get('/api/v1/me/games?limit=100')).body.games.find((entry: any) => entry.game_id === gameId);
    const replayed = async (game: string, gameId: string) => (await camp.client().get(`/games/${game}/api/replay?game_id=${gameId}`)).body;

    const dealt = (await player.newGame('minesweeper', {}, true)).body.game_id;
    const chosen = (await player.newGame('solitaire', { seed: `ranked-${player.name}` })).body.game_id;
    await player.act('minesweeper', 'resign', { game_id: dealt });
    await player.act('solitaire', 'resign', { game_id: chosen });
    for (const [game, gameId, ranked] of [['minesweeper', dealt, true], ['solitaire', chosen, false]] as const) {
      expect((await player.get(`/games/${game}/api/state?game_id=${gameId}`)).body.ranked, game).toBe(ranked);
      expect((await listed(gameId)).ranked, game).toBe(ranked);
      expect((await replayed(game, gameId)).ranked, game).toBe(ranked);
    }

    // A race is ranked once the camp deals it: not while it waits, nor when its wait is closed.
    const waiting = (await player.newGame('california-double')).body;
    expect(waiting.status).toBe('waiting');
    expect((await listed(waiting.game_id)).ranked).toBe(false);
    expect((await rival.newGame('california-double')).body.game_id).toBe(waiting.game_id);
    await rival.act('california-double', 'resign', { game_id: waiting.game_id });
    expect((await listed(waiting.game_id)).ranked).toBe(true);
    expect((await replayed('california-double', waiting.game_id)).ranked).toBe(true);
    const closed = (await player.newGame('california-double')).body;
    expect(closed.status).toBe('waiting');
    await camp.camp.store.setStatus(closed.game_id, 'waiting', 'over', ABANDONED_WAIT, Date.now());
    expect((await listed(closed.game_id)).ranked).toBe(false);
    expect((await replayed('california-double', closed.game_id)).ranked).toBe(false);
  });

  it('replays stored logs of every game to the stored final state', async () => {
    const player = await camp.signUp();
    for (const [i, game] of games.entries()) {
      const gameId = await playToTheEnd(player, game, 12, 1000 + i);
      const row = (await camp.camp.store.game(gameId))!;
      expect(row.status).toBe('over');
      const log = await camp.camp.store.commands(gameId);
      expect(log.length, game.id).toBeGreaterThan(1);
      expect(replay(game, row, log), game.id).toEqual(row.state);
      const replayed = await camp.client().get(`/games/${game.id}/api/replay?game_id=${gameId}`);
      expect(replayed.status, JSON.stringify(replayed.body).slice(0, 300)).toBe(200);
      expect(replayed.body.moves.map((move: any) => move.command)).toEqual(log.map((entry) => entry.command));
      const last = replayed.body.moves[replayed.body.moves.length - 1];
      expect(last.board_text, game.id).toBe(game.renderText(row.state, 0));
      expect(last.status).toBe('over');
    }
  }, 120_000);

  it('answers 500 and no replay when the stored state is not what the log leads to', async () => {
    const player = await camp.signUp();
    const started = await player.newGame('solitaire', { seed: 'tampered' });
    await player.act('solitaire', ['draw', 'resign']);
    const row = (await camp.camp.store.game(started.body.game_id))!;
    // The stored state of a finished game is rewritten behind the camp's back.
    const tampered = { ...(row.state as object), points: 123_456 };
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('UPDATE games SET state = $1 WHERE id = $2', [JSON.stringify(tampered), row.id]);
      await client.end();
    } else {
      const db = new Database(camp.dbFile);
      db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify(tampered), row.id);
      db.close();
    }
    const reply = await camp.client().get(`/games/solitaire/api/replay?game_id=${row.id}`);
    expect(reply.status).toBe(500);
    expect(reply.body.error).toBe('replay_mismatch');
    expect(reply.body.moves).toBeUndefined();
  });

  it('pages my games from an index, never scanning or sorting the games table', async () => {
    const query = accountGamesQuery('someone', { game: 'solitaire', before: { createdAt: 1, id: 'x' }, limit: 21 }, databaseUrl ? (n) => `$${n}` : () => '?');
    const plainQuery = accountGamesQuery('someone', { limit: 21 }, databaseUrl ? (n) => `$${n}` : () => '?');
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        // The test tables are tiny, where a scan and a sort are cheapest: forbid them to see that an indexed plan exists.
        await client.query('SET enable_seqscan = off; SET enable_bitmapscan = off; SET enable_sort = off');
        for (const { text, values } of [query, plainQuery]) {
          const plan = (await client.query(`EXPLAIN ${text}`, values)).rows.map((row) => row['QUERY PLAN']).join('\n');
          expect(plan).toMatch(/Index (Only )?Scan (Backward )?using account_games_newest/);
          expect(plan).toMatch(/Index (Only )?Scan using (games_pkey|games_result) on games/);
          expect(plan).not.toMatch(/Seq Scan|Sort/);
        }
      } finally {
        await client.end();
      }
    } else {
      const db = new Database(camp.dbFile, { readonly: true });
      for (const { text, values } of [query, plainQuery]) {
        const plan = db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...values).map((row: any) => row.detail).join('\n');
        expect(plan).toMatch(/SEARCH account_games USING (COVERING )?INDEX account_games_newest/);
        expect(plan).toMatch(/SEARCH games USING INDEX/);
        expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
      }
      db.close();
    }
  });
});

describe('a database from before the records', () => {
  it('gets the records of its games filled in once, when the camp starts on it', async () => {
    const before = await startCamp();
    const player = await before.signUp();
    const started = await player.newGame('solitaire');
    await before.camp.close();
    // As the database looked before: no records and no mark that they were filled.
    const db = new Database(before.dbFile);
    db.exec(`DELETE FROM account_games; DELETE FROM settings WHERE key = 'account_games_filled'`);
    db.close();
    const after = await startCamp({}, { dbFile: before.dbFile });
    try {
      const listed = await after.client(player.key).get('/api/v1/me/games');
      expect(listed.body.games.map((entry: any) => entry.game_id)).toEqual([started.body.game_id]);
    } finally {
      await after.close();
      fs.rmSync(path.dirname(before.dbFile), { recursive: true, force: true });
    }
  });
});

describe('the tally of /me', () => {
  it('counts a race wait that nobody joined (closed as abandoned) as neither played nor in progress', () => {
    const tally = tallyGames(games, [
      { game: 'california-double', seat: 0, status: 'over', outcome: ABANDONED_WAIT, count: 2 },
      { game: 'california-double', seat: 1, status: 'over', outcome: 'seat1-won', count: 1 },
      { game: 'california-double', seat: 0, status: 'over', outcome: 'seat1-won', count: 1 },
    ]);
    expect(tally.games.find((entry) => entry.game === 'california-double')).toEqual({ game: 'california-double', played: 2, won: 1, in_progress: 0 });
    expect(tally.totals).toEqual({ played: 2, won: 1, in_progress: 0 });
  });
});
