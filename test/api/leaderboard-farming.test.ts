/**
 * Boards that cannot be farmed, tried as a farmer would, on both stores: a
 * ranked game left unfinished counts as lost once its account starts another
 * of the same variant (or once it lies idle past CAMP_RANKED_IDLE_SECONDS),
 * and a game type's average rating counts each account once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { board, playMinesweeper, tinyBoard } from '../support/leaderboard-play.ts';

const setups = [
  { name: 'SQLite', start: async () => ({ camp: await startCamp(), stop: () => {} }) },
  {
    name: 'PostgreSQL',
    async start() {
      const postgres: TestPostgres = await startPostgres();
      return { camp: await startCamp({ DATABASE_URL: postgres.url }), stop: () => postgres.stop() };
    },
  },
];

describe.each(setups)('farming the boards on $name', (setup) => {
  let camp: TestCamp;
  let stop = () => {};
  beforeAll(async () => ({ camp, stop } = await setup.start()), 60_000);
  afterAll(async () => {
    await camp?.close();
    stop();
  });

  it('counts a game left in play as lost once its account starts another of the variant, once', async () => {
    const options = tinyBoard(9);
    const variant = 'custom-5x9-6';
    const farmer = await camp.signUp();
    // Two deals left in play after a look, then a win: 1 of 3, not 1 of 1.
    for (let i = 0; i < 2; i++) {
      const started = await farmer.newGame('minesweeper', options, true);
      expect(started.body.ranked).toBe(true);
    }
    const won = await playMinesweeper(camp, farmer, options, 'win');
    const entry = (await board(camp.client(), 'minesweeper', { variant })).body.entries.find((row: any) => row.name === farmer.name);
    expect(entry).toMatchObject({ played: 3, wins: 1, best_score: won.score });
    // Finishing a forfeited game later changes nothing: it was counted, as lost.
    const games = (await farmer.get('/api/v1/me/games?game=minesweeper&status=playing')).body.games;
    expect(games.length).toBeGreaterThanOrEqual(1);
    await farmer.act('minesweeper', 'resign', { game_id: games[0].game_id });
    const after = (await board(camp.client(), 'minesweeper', { variant })).body.entries.find((row: any) => row.name === farmer.name);
    expect(after).toMatchObject({ played: 3, wins: 1 });
  }, 60_000);

  it('counts a game idle past the limit as lost, once', async () => {
    const options = tinyBoard(8);
    const idler = await camp.signUp();
    await idler.newGame('minesweeper', options, true);
    const now = Date.now();
    expect(await camp.camp.store.forfeitIdleGames(now - 1000, now)).toBe(0);
    expect(await camp.camp.store.forfeitIdleGames(now + 1000, now + 2000)).toBeGreaterThanOrEqual(1);
    expect(await camp.camp.store.forfeitIdleGames(now + 1000, now + 2000)).toBe(0);
    const entry = (await board(camp.client(), 'minesweeper', { variant: 'custom-5x8-6' })).body.entries.find((row: any) => row.name === idler.name);
    expect(entry).toMatchObject({ played: 1, wins: 0 });
  }, 60_000);

  it('averages a game type\'s ratings with each account once: rating many games weighs no more', async () => {
    const [farmer, honest] = [await camp.signUp(), await camp.signUp()];
    const rate = async (player: typeof farmer, rating: number) => {
      const started = await player.newGame('mahjong-solitaire', {}, true);
      await player.act('mahjong-solitaire', 'resign', { game_id: started.body.game_id });
      const finished = await player.checkedPost('/games/mahjong-solitaire/api/finish', { rating, review: 'Fine.', game_id: started.body.game_id });
      expect(finished.status).toBe(200);
    };
    await rate(honest, 2);
    for (let i = 0; i < 5; i++) await rate(farmer, 10);
    const mahjong = (await camp.client().get('/api/v1/games')).body.games.find((game: any) => game.game === 'mahjong-solitaire');
    expect(mahjong.rating).toEqual({ count: 6, raters: 2, average: 6 });
  }, 60_000);
});
