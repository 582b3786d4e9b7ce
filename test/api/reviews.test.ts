/**
 * Reviews on both stores: a game type's count and average, its reviews newest
 * first and paged with no gap or repeat, never another type's, markup kept as
 * text, bad cursors refused, and a database from before the review's game type
 * column upgraded on open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/platform/storage/postgres.ts';
import { SqliteStore } from '../../src/platform/storage/sqlite.ts';
import type { Store } from '../../src/platform/store.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { execPostgres, execSqlite } from '../support/raw-sql.ts';

const MARKUP = '<img src=x onerror=alert(1)> and <b>bold</b>';

interface StoreSetup {
  name: string;
  start(now: () => number): Promise<{ camp: TestCamp; databaseUrl?: string; stop(): void }>;
  reopen(camp: TestCamp, databaseUrl?: string): Promise<Store>;
  dropGameColumn(camp: TestCamp, databaseUrl?: string): Promise<void>;
  /** Runs one statement on the camp's database, as an older camp might have left it. */
  exec(camp: TestCamp, sql: string, databaseUrl?: string): Promise<void>;
}

const stores: StoreSetup[] = [
  {
    name: 'SQLite',
    start: async (now) => ({ camp: await startCamp({}, { now }), stop: () => {} }),
    reopen: async (camp) => new SqliteStore(camp.dbFile),
    async dropGameColumn(camp) {
      await this.exec(camp, 'DROP INDEX reviews_newest; ALTER TABLE reviews DROP COLUMN game');
    },
    exec: async (camp, sql) => execSqlite(camp.dbFile, sql),
  },
  {
    name: 'PostgreSQL',
    async start(now) {
      const postgres: TestPostgres = await startPostgres();
      try {
        return { camp: await startCamp({ DATABASE_URL: postgres.url }, { now }), databaseUrl: postgres.url, stop: () => postgres.stop() };
      } catch (error) {
        postgres.stop();
        throw error;
      }
    },
    reopen: async (_camp, url) => PostgresStore.connect(url!),
    async dropGameColumn(camp, url) {
      await this.exec(camp, 'DROP INDEX reviews_newest; ALTER TABLE reviews DROP COLUMN game', url);
    },
    exec: (_camp, sql, url) => execPostgres(url!, sql),
  },
];

describe.each(stores)('reviews on $name', (setup) => {
  let camp: TestCamp;
  let databaseUrl: string | undefined;
  let stop = () => {};
  // The camp's clock moves a second before each review, so "newest first" has one right answer.
  let clock = Date.now();
  const written: { name: string; rating: number; review: string }[] = [];

  /** Plays a game to its end (resigning) and reviews it. */
  async function review(player: CampClient & { name: string }, game: string, rating: number, text: string) {
    const started = await player.newGame(game, {}, true);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await player.act(game, 'resign')).status).toBe(200);
    clock += 1000;
    const finished = await player.checkedPost(`/games/${game}/api/finish`, { rating, review: text });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    if (game === 'solitaire') written.push({ name: player.name, rating, review: text });
  }

  beforeAll(async () => {
    ({ camp, databaseUrl, stop } = await setup.start(() => clock));
    const first = await camp.signUp();
    const second = await camp.signUp();
    const ratings = [3, 9, 7, 10, 1, 6, 8];
    for (const [i, rating] of ratings.entries()) await review(i % 2 ? second : first, 'solitaire', rating, `Deal ${i} was fine.`);
    await review(second, 'solitaire', 5, MARKUP);
    await review(first, 'minesweeper', 2, 'Not a solitaire review.');
  }, 120_000);

  afterAll(async () => {
    await camp?.close();
    stop();
  });

  const newestFirst = () => [...written].reverse();

  it('counts the reviews and averages their ratings, each account once (its latest), per game type', async () => {
    const latest = new Map(written.map((entry) => [entry.name, entry.rating]));
    const ratings = [...latest.values()];
    expect(ratings).toHaveLength(2);
    const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
    const list = await camp.client().get('/api/v1/games');
    const byGame = new Map<string, any>(list.body.games.map((entry: any) => [entry.game, entry]));
    expect(byGame.get('solitaire').rating).toEqual({ count: 8, raters: 2, average });
    expect(byGame.get('solitaire').newest_review).toMatchObject({ review: MARKUP, rating: 5 });
    expect(byGame.get('minesweeper').rating).toEqual({ count: 1, raters: 1, average: 2 });
    expect(byGame.get('mahjong-solitaire').rating).toEqual({ count: 0, raters: 0, average: null });
    expect(byGame.get('mahjong-solitaire').newest_review).toBeNull();
  });

  it('lists a game type\'s reviews newest first, with names, and none of another type', async () => {
    const reply = await camp.client().get('/games/solitaire/api/reviews?limit=50');
    expect(reply.status).toBe(200);
    expect(reply.body.next_cursor).toBeNull();
    expect(reply.body.reviews.map(({ name, rating, review }: any) => ({ name, rating, review }))).toEqual(newestFirst());
    const times = reply.body.reviews.map((entry: any) => Date.parse(entry.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(reply.body.reviews.map((entry: any) => entry.game_id)).size).toBe(8);
    const minesweeper = await camp.client().get('/games/minesweeper/api/reviews');
    expect(minesweeper.body.reviews.map((entry: any) => entry.review)).toEqual(['Not a solitaire review.']);
    // Ten by default.
    expect((await camp.client().get('/games/solitaire/api/reviews')).body.reviews).toHaveLength(8);
  });

  it('pages without gaps or repeats', async () => {
    const pages: any[][] = [];
    let cursor: string | null = null;
    do {
      const reply = await camp.client().get(`/games/solitaire/api/reviews?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(reply.status).toBe(200);
      pages.push(reply.body.reviews);
      cursor = reply.body.next_cursor;
    } while (cursor && pages.length < 10);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
    expect(pages.flat().map((entry) => entry.review)).toEqual(newestFirst().map((entry) => entry.review));
  });

  it('puts the summary and the three newest reviews in the rules JSON, markup as plain text', async () => {
    const rules = await camp.client().get('/games/solitaire/api/rules');
    expect(rules.status).toBe(200);
    expect(rules.body.reviews).toMatchObject({ count: 8, more: '/games/solitaire/api/reviews' });
    expect(rules.body.reviews.recent.map((entry: any) => entry.review)).toEqual(newestFirst().slice(0, 3).map((entry) => entry.review));
    expect(rules.body.reviews.recent[0].review).toBe(MARKUP);
  });

  it('refuses bad cursors and limits with a 400, and an unknown game with a 404', async () => {
    const client = camp.client();
    for (const query of [
      'cursor=not-a-cursor', `cursor=${Buffer.from('[1,"a"]').toString('base64url')}`, 'cursor=__proto__', 'cursor=constructor',
      `cursor=${Buffer.from('{"__proto__":1}').toString('base64url')}`, `cursor=${Buffer.from('[1.5,"a","b"]').toString('base64url')}`,
      'limit=0', 'limit=51', 'color=red',
    ]) {
      const reply = await client.get(`/games/solitaire/api/reviews?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.error, query).toMatch(/^bad_/);
    }
    for (const game of ['nothing', '__proto__', 'constructor', 'hasOwnProperty']) {
      expect((await client.get(`/games/${game}/api/reviews`)).status, game).toBe(404);
    }
  });

  it('gives reviews stored before the game type column their game type when the database is opened', async () => {
    const before = await camp.client().get('/games/solitaire/api/reviews?limit=50');
    await setup.dropGameColumn(camp, databaseUrl);
    const store = await setup.reopen(camp, databaseUrl);
    try {
      expect(await store.reviewSummary('solitaire')).toMatchObject({ count: 8 });
      expect(await store.reviewSummary('minesweeper')).toEqual({ count: 1, raters: 1, average: 2 });
      const rows = await store.recentReviews('solitaire', { limit: 50 });
      expect(rows.map((row) => row.review)).toEqual(before.body.reviews.map((entry: any) => entry.review));
    } finally {
      await store.close();
    }
  });

  it('drops a rating outside 1-10 that an older camp stored, when the database is opened', async () => {
    await setup.exec(camp, "UPDATE reviews SET rating = 2000000000 WHERE review = 'Not a solitaire review.'", databaseUrl);
    const store = await setup.reopen(camp, databaseUrl);
    try {
      expect(await store.reviewSummary('minesweeper')).toEqual({ count: 0, raters: 0, average: null });
      expect(await store.reviewSummary('solitaire')).toMatchObject({ count: 8 });
    } finally {
      await store.close();
    }
  });
});
