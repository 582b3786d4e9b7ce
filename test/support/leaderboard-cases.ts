/**
 * The leaderboards and the daily deal through a real camp, shared by the
 * SQLite and PostgreSQL camps. `clock` is the camp's clock: moving it is how
 * a test reaches another day.
 */
import { expect, it } from 'vitest';
import type { TestCamp } from './camp.ts';
import { utcDay } from '../../src/platform/records/daily.ts';
import { recordFinishSql } from '../../src/platform/storage/leaderboard-sql.ts';
import { board, playMinesweeper, tinyBoard, type Finished } from './leaderboard-play.ts';
import { scoreInRace } from './race-deals.ts';

const DAY_MS = 86_400_000;

/** The camp's clock runs `offset` milliseconds ahead of the real one. */
export interface CampClock {
  offset: number;
}

export const clockNow = (clock: CampClock) => Date.now() + clock.offset;

/** Direct access to the camp's database, to store rows as an older camp did, and a second camp opened on it. */
export interface CampDatabase {
  mark: (n: number) => string;
  exec(sql: string, params: unknown[]): Promise<void>;
  reopen(): Promise<TestCamp>;
}

export function leaderboardCases(campOf: () => TestCamp, clock: CampClock, database: CampDatabase): void {
  it('ranks only deals the camp chose: a seed or a Klondike deck makes a game unranked, and the reply says so', async () => {
    const camp = campOf();
    const player = await camp.signUp();
    const chosen = await player.newGame('minesweeper', { seed: 'mine' }, true);
    expect(chosen.body.ranked).toBe(false);
    expect(chosen.body.next).toContain('This game is not ranked: you chose its deal.');
    const dealt = await player.newGame('minesweeper', {}, true);
    expect(dealt.body.ranked).toBe(true);
    expect(dealt.body.next).not.toContain('not ranked');
    const deck = (await player.newGame('solitaire', {})).body;
    expect(deck.ranked).toBe(true);
    const order = 'Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks';
    const decked = await player.newGame('solitaire', { deck: order });
    expect(decked.status, JSON.stringify(decked.body)).toBe(201);
    expect(decked.body.ranked).toBe(false);
    // A later state call says it too.
    const state = await player.get(`/games/solitaire/api/state?game_id=${decked.body.game_id}`);
    expect(state.body.ranked).toBe(false);
    expect(state.body.next).toContain('not ranked');
  });

  it('lists each account once, ordered by best score then win rate, with its best game linked, and leaves unranked games out', async () => {
    const camp = campOf();
    const variant = 'custom-5x5-6';
    const players = await Promise.all(['ada', 'bo', 'cy'].map(() => camp.signUp()));
    const [ada, bo, cy] = players as [typeof players[0], typeof players[0], typeof players[0]];
    const played: { name: string; games: Finished[] }[] = [
      { name: ada.name, games: [await playMinesweeper(camp, ada, tinyBoard(5), 'win'), await playMinesweeper(camp, ada, tinyBoard(5), 'win')] },
      { name: bo.name, games: [await playMinesweeper(camp, bo, tinyBoard(5), 'win'), await playMinesweeper(camp, bo, tinyBoard(5), 'resign')] },
    ];
    // Cy plays only on a deal of her own: shown, never ranked.
    const own = await playMinesweeper(camp, cy, { ...tinyBoard(5), seed: 'cy-deal' }, 'win');
    expect(own.ranked).toBe(false);

    const reply = await board(camp.client(), 'minesweeper', { variant });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.variants).toEqual(expect.arrayContaining(['beginner', 'expert-no-guess', variant]));
    expect(reply.body.note).toMatch(/never ranked/);
    const expected = played.map(({ name, games }) => {
      const best = Math.max(...games.map((game) => game.score));
      const wins = games.filter((game) => game.outcome === 'won').length;
      return { name, best_score: best, wins, played: games.length, win_rate: wins / games.length, game_id: games.find((game) => game.score === best)!.gameId };
    }).sort((a, b) => b.best_score - a.best_score || b.win_rate - a.win_rate || b.played - a.played || (a.name < b.name ? -1 : 1));
    const mine = reply.body.entries.filter((entry: any) => [ada.name, bo.name, cy.name].includes(entry.name));
    expect(mine).toEqual(expected.map((entry) => expect.objectContaining({
      ...entry,
      replay: `/games/minesweeper/api/replay?game_id=${entry.game_id}`,
      board: `/games/minesweeper?game_id=${entry.game_id}`,
    })));
    expect(reply.body.entries.map((entry: any) => entry.rank)).toEqual(reply.body.entries.map((_: unknown, i: number) => i + 1));
  });

  it('ranks no-guess boards on a board of their own, apart from ordinary ones of the same size', async () => {
    const camp = campOf();
    const ordinary = { difficulty: 'custom', rows: 5, cols: 9, mines: 6 };
    const player = await camp.signUp();
    const noGuess = await playMinesweeper(camp, player, { ...ordinary, no_guess: true }, 'win');
    expect(noGuess.ranked).toBe(true);
    const names = async (variant: string) => (await board(camp.client(), 'minesweeper', { variant })).body.entries?.map((entry: any) => entry.name);
    expect(await names('custom-5x9-6-no-guess')).toEqual([player.name]);
    expect((await board(camp.client(), 'minesweeper', { variant: 'custom-5x9-6' })).status).toBe(404);
    await playMinesweeper(camp, player, ordinary, 'resign');
    expect(await names('custom-5x9-6')).toEqual([player.name]);
    expect((await board(camp.client(), 'minesweeper', { variant: 'custom-5x9-6-no-guess' })).body.entries[0].played).toBe(1);
  });

  it('keeps windows apart: a game that ended 8 days ago counts for all time, not for 7 days', async () => {
    const camp = campOf();
    const variant = 'custom-5x6-6';
    const old = await camp.signUp();
    const recent = await camp.signUp();
    clock.offset = -8 * DAY_MS;
    try {
      await playMinesweeper(camp, old, tinyBoard(6), 'win');
    } finally {
      clock.offset = 0;
    }
    await playMinesweeper(camp, recent, tinyBoard(6), 'resign');
    const names = async (window: string) => (await board(camp.client(), 'minesweeper', { variant, window })).body.entries.map((entry: any) => entry.name);
    expect(await names('all')).toEqual([old.name, recent.name]);
    expect(await names('7d')).toEqual([recent.name]);
    // Whole UTC days: today and the six before it.
    const week = await board(camp.client(), 'minesweeper', { variant, window: '7d' });
    expect(week.body.since).toBe(`${new Date(clockNow(clock) - 6 * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`);
  });

  it('moves games an older camp stored under a variant their options no longer make, and works both boards out anew, when a camp opens the database', async () => {
    const camp = campOf();
    const ordinary = { difficulty: 'custom', rows: 5, cols: 11, mines: 6 };
    const [plain, noGuess] = ['custom-5x11-6', 'custom-5x11-6-no-guess'];
    const [kept, moved, both] = [await camp.signUp(), await camp.signUp(), await camp.signUp()];
    const finished = [
      await playMinesweeper(camp, kept, ordinary, 'resign'),
      await playMinesweeper(camp, moved, { ...ordinary, no_guess: true }, 'win'),
      await playMinesweeper(camp, moved, { ...ordinary, no_guess: true }, 'resign'),
      await playMinesweeper(camp, both, ordinary, 'resign'),
      await playMinesweeper(camp, both, { ...ordinary, no_guess: true }, 'win'),
    ];
    // Stored as before no-guess boards had a variant of their own: under the plain name, one total per account,
    // and one of them yesterday's daily game, dealt from the seed pinned for the plain name.
    const m = database.mark;
    const yesterday = utcDay(clockNow(clock) - DAY_MS);
    await database.exec(`UPDATE games SET daily = ${m(1)} WHERE id = ${m(2)}`, [yesterday, finished[4]!.gameId]);
    await database.exec(`INSERT INTO daily_deals (game, variant, day, seed) VALUES ('minesweeper', ${m(1)}, ${m(2)}, 'dealt-yesterday')`, [plain, yesterday]);
    await database.exec(`UPDATE games SET variant = ${m(1)} WHERE game = 'minesweeper' AND variant = ${m(2)}`, [plain, noGuess]);
    await database.exec(`DELETE FROM leaderboard_days WHERE game = 'minesweeper' AND variant IN (${m(1)}, ${m(2)})`, [plain, noGuess]);
    for (const game of finished) await database.exec(recordFinishSql(m, false), [utcDay(clockNow(clock)), game.gameId]);
    await database.exec(`DELETE FROM leaderboard_variants WHERE game = 'minesweeper' AND variant = ${m(1)}`, [noGuess]);
    const byName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => (a.name < b.name ? -1 : 1));
    const entries = async (of: TestCamp, variant: string, window = 'all') => byName((await board(of.client(), 'minesweeper', { variant, window })).body.entries
      .map((entry: any) => ({ name: entry.name, played: entry.played, wins: entry.wins, best_score: entry.best_score, game_id: entry.game_id })));
    expect((await entries(camp, plain)).map((entry) => entry.name)).toEqual([kept.name, moved.name, both.name].sort());

    const reopened = await database.reopen();
    try {
      const [keptLoss, movedWin, , bothLoss, bothWin] = finished as [Finished, Finished, Finished, Finished, Finished];
      for (const window of ['all', '7d']) {
        expect(await entries(reopened, noGuess, window)).toEqual([
          { name: moved.name, played: 2, wins: 1, best_score: movedWin.score, game_id: movedWin.gameId },
        ]);
        expect(await entries(reopened, plain, window)).toEqual(byName([
          { name: kept.name, played: 1, wins: 0, best_score: keptLoss.score, game_id: keptLoss.gameId },
          { name: both.name, played: 1, wins: 0, best_score: bothLoss.score, game_id: bothLoss.gameId },
        ]));
      }
      // The daily game is on its day's no-guess daily board, which shows the seed it was dealt from.
      const daily = await board(reopened.client(), 'minesweeper', { variant: noGuess, window: 'daily', date: yesterday });
      expect(daily.body.entries.map((entry: any) => [entry.name, entry.game_id])).toEqual([[both.name, bothWin.gameId]]);
      expect(daily.body.daily).toEqual({ date: yesterday, revealed: true, seed: 'dealt-yesterday' });
      expect((await board(reopened.client(), 'minesweeper', { variant: noGuess })).body.variants).toContain(noGuess);
      expect((await reopened.camp.store.game(movedWin.gameId))?.variant).toBe(noGuess);
    } finally {
      await reopened.close();
    }
  });

  it('keeps, on a moved daily game\'s new board, the seed it was dealt from when an older camp stored no daily seeds', async () => {
    const camp = campOf();
    const ordinary = { difficulty: 'custom', rows: 5, cols: 12, mines: 6 };
    const [plain, noGuess] = ['custom-5x12-6', 'custom-5x12-6-no-guess'];
    const player = await camp.signUp();
    const played = await playMinesweeper(camp, player, { ...ordinary, no_guess: true }, 'win');
    // Yesterday's daily game, stored under the plain name by a camp from before daily seeds were kept.
    const m = database.mark;
    const yesterday = utcDay(clockNow(clock) - DAY_MS);
    await database.exec(`UPDATE games SET daily = ${m(1)}, variant = ${m(2)} WHERE id = ${m(3)}`, [yesterday, plain, played.gameId]);
    await database.exec(`DELETE FROM leaderboard_days WHERE game = 'minesweeper' AND variant IN (${m(1)}, ${m(2)})`, [plain, noGuess]);
    await database.exec(recordFinishSql(m, false), [utcDay(clockNow(clock)), played.gameId]);
    await database.exec(`DELETE FROM leaderboard_variants WHERE game = 'minesweeper' AND variant = ${m(1)}`, [noGuess]);
    await database.exec(`DELETE FROM daily_deals WHERE game = 'minesweeper' AND variant IN (${m(1)}, ${m(2)})`, [plain, noGuess]);

    const reopened = await database.reopen();
    try {
      const daily = await board(reopened.client(), 'minesweeper', { variant: noGuess, window: 'daily', date: yesterday });
      expect(daily.body.entries.map((entry: any) => entry.game_id)).toEqual([played.gameId]);
      expect(daily.body.daily).toEqual({ date: yesterday, revealed: true, seed: (await reopened.camp.store.game(played.gameId))!.seed });
    } finally {
      await reopened.close();
    }
  });

  it('answers a board the rules name before its first ranked game, empty', async () => {
    const reply = await board(campOf().client(), 'solitaire', { variant: 'draw3-multiplier-winnable' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.entries).toEqual([]);
    expect(reply.body.variants).toEqual(expect.arrayContaining(['draw1-standard', 'draw3-multiplier-winnable']));
  });

  it('refuses unknown games, variants, windows and dates with problem details, prototype words included', async () => {
    const client = campOf().client();
    for (const [query, status, code] of [
      [{ window: 'forever' }, 400, 'bad_window'],
      [{ window: 'constructor' }, 400, 'bad_window'],
      [{ window: '__proto__' }, 400, 'bad_window'],
      [{ variant: 'toString' }, 404, 'unknown_variant'],
      [{ variant: '__proto__' }, 404, 'unknown_variant'],
      [{ variant: 'hasOwnProperty' }, 404, 'unknown_variant'],
      [{ window: 'daily', date: '2026-02-30' }, 400, 'bad_date'],
      [{ window: 'daily', date: '2999-01-01' }, 400, 'future_date'],
      [{ date: '2026-01-01' }, 400, 'date_without_daily'],
      [{ limit: '0' }, 400, 'bad_request'],
      [{ shape: 'round' }, 400, 'bad_request'],
    ] as const) {
      const reply = await board(client, 'minesweeper', query as Record<string, string>);
      expect(reply.status, JSON.stringify(query)).toBe(status);
      expect(reply.body.error).toBe(code);
      expect(reply.headers.get('content-type')).toContain('application/problem+json');
    }
    for (const game of ['chess', 'constructor', '__proto__', 'toString']) {
      const reply = await board(client, game);
      expect(reply.status, game).toBe(404);
      expect(reply.body.error).toBe('unknown_game');
    }
  });

  it('ranks the race by rating: a camp-dealt race counts, one on a seed both players chose does not', async () => {
    const camp = campOf();
    const race = async (seedA?: string, seedB?: string) => {
      const a = await camp.signUp();
      const b = await camp.signUp();
      const first = await a.newGame('california-double', { redeals: '2', ...(seedA ? { seed: seedA } : {}) });
      // A race counts only once the camp deals it: a wait that is abandoned never does.
      expect(first.body.ranked).toBe(false);
      const joined = await b.newGame('california-double', { redeals: '2', ...(seedB ? { seed: seedB } : {}) });
      expect(joined.body.game_id).toBe(first.body.game_id);
      const resigned = await a.act('california-double', 'resign');
      expect(resigned.body.status).toBe('over');
      return { a, b, ranked: resigned.body.ranked as boolean };
    };
    const dealt = await race();
    // The creator's seed alone does not deal the race: the camp does, so it counts.
    const halfChosen = await race('alone');
    const agreed = await race('both', 'both');
    expect([dealt.ranked, halfChosen.ranked, agreed.ranked]).toEqual([true, true, false]);
    const reply = await board(camp.client(), 'california-double', { variant: 'redeals-2' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.ranked_by.slice(0, 2)).toEqual(['rating', 'wins']);
    const byName = new Map(reply.body.entries.map((entry: any) => [entry.name, entry]));
    expect(byName.get(dealt.b.name)).toMatchObject({ wins: 1, played: 1, win_rate: 1, best_score: null, rating: 1516 });
    expect(byName.get(dealt.a.name)).toMatchObject({ wins: 0, played: 1, win_rate: 0, rating: 1484 });
    expect(byName.get(halfChosen.b.name)).toMatchObject({ wins: 1 });
    expect(byName.has(agreed.a.name)).toBe(false);
    expect(byName.has(agreed.b.name)).toBe(false);
    // Highest rating first (a player never rated counts as 1500), then most wins.
    const order = reply.body.entries.map((entry: any) => [entry.rating ?? 1500, entry.wins]);
    expect(order).toEqual([...order].sort((x: number[], y: number[]) => y[0]! - x[0]! || y[1]! - x[1]!));

    // A race against the built-in opponent is dealt by the camp: it counts for the person (the bot has no entry).
    const solo = await camp.signUp();
    const botRace = await solo.newGame('california-double', { redeals: '2', opponent: 'bot', bot_speed: 60_000 });
    expect(botRace.body.ranked).toBe(true);
    expect((await solo.act('california-double', 'resign')).body.status).toBe('over');
    const after = await board(camp.client(), 'california-double', { variant: 'redeals-2', limit: '100' });
    expect(after.body.entries.find((entry: any) => entry.name === solo.name)).toMatchObject({ wins: 0, played: 1, rating: null });
    expect(after.body.entries.length).toBe(reply.body.entries.length + 1);

    const listed = await camp.client().get('/api/v1/games');
    expect(listed.body.games.find((game: any) => game.game === 'california-double').leaderboard).toBe('/api/v1/leaderboards/california-double');
  });

  it("links a race entry to the player's latest ranked race, not the one whose higher side scored most, also when a camp works the totals out anew", async () => {
    const camp = campOf();
    const [a, b] = [await camp.signUp(), await camp.signUp()];
    const race = async () => {
      const waiting = (await a.newGame('california-double', { redeals: '0' })).body;
      expect((await b.newGame('california-double', { redeals: '0' })).body.game_id).toBe(waiting.game_id);
      return waiting.game_id as string;
    };
    // In the first race b puts cards on the towers and a resigns: the race's own score is b's, none of it a's.
    const first = await race();
    await scoreInRace(camp, b, first, 1, 20);
    expect((await a.act('california-double', 'resign', { game_id: first })).body).toMatchObject({ status: 'over', score: 0 });
    const second = await race();
    expect((await b.act('california-double', 'resign', { game_id: second })).body.status).toBe('over');
    const stored = async (gameId: string) => (await camp.camp.store.game(gameId))!;
    expect((await stored(first)).score).toBeGreaterThan((await stored(second)).score);
    const links = async (of: TestCamp) => {
      const entries = (await board(of.client(), 'california-double', { variant: 'redeals-0' })).body.entries;
      return [a, b].map((player) => entries.find((entry: any) => entry.name === player.name)?.game_id);
    };
    expect(await links(camp)).toEqual([second, second]);

    // Stored under a name its options no longer make: the camp that opens the database works the totals out again.
    const m = database.mark;
    await database.exec(`UPDATE games SET variant = ${m(1)} WHERE game = 'california-double' AND variant = ${m(2)}`, ['redeals-none', 'redeals-0']);
    const reopened = await database.reopen();
    try {
      expect(await links(reopened)).toEqual([second, second]);
    } finally {
      await reopened.close();
    }
  });

  it("deals a day's deal from the seed its first game stored, whichever process dealt it", async () => {
    const camp = campOf();
    const today = new Date(clockNow(clock)).toISOString().slice(0, 10);
    // Another camp process (say one running an older solver) dealt today's expert deal first.
    const store = camp.camp.store;
    expect(await store.pinDailyDealSeed('minesweeper', 'expert', today, 'dealt-elsewhere')).toBe('dealt-elsewhere');
    expect(await store.pinDailyDealSeed('minesweeper', 'expert', today, 'dealt-here')).toBe('dealt-elsewhere');
    expect(await store.dailyDealSeed('minesweeper', 'expert', today)).toBe('dealt-elsewhere');
    const player = await camp.signUp();
    const started = await player.newGame('minesweeper', { daily: true, difficulty: 'expert' }, true);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await store.game(started.body.game_id))!.seed).toBe('dealt-elsewhere');
    expect(JSON.stringify(started.body)).not.toContain('dealt-elsewhere');
    // Once the day is over, the daily board shows that seed: a game started with it replays the deal.
    clock.offset = DAY_MS;
    try {
      const revealed = await board(camp.client(), 'minesweeper', { variant: 'expert', window: 'daily', date: today });
      expect(revealed.body.daily).toEqual({ date: today, revealed: true, seed: 'dealt-elsewhere' });
    } finally {
      clock.offset = 0;
    }
  });

  it('keeps what was hidden in a finished daily game hidden until its day is over, for every one-player game', async () => {
    const camp = campOf();
    const player = await camp.signUp();
    const klondike = await player.newGame('solitaire', { daily: true });
    expect(klondike.status, JSON.stringify(klondike.body)).toBe(201);
    const mahjong = await player.newGame('mahjong-solitaire', { daily: true });
    expect(mahjong.status, JSON.stringify(mahjong.body)).toBe(201);
    const resigned = [await player.act('solitaire', 'resign'), await player.act('mahjong-solitaire', 'resign')];
    const sweeper = await playMinesweeper(camp, player, { daily: true, difficulty: 'beginner' }, 'reveal then resign');
    const shown = async () => ({
      solitaire: (await player.get(`/games/solitaire/api/state?game_id=${klondike.body.game_id}`)).body,
      mahjong: (await player.get(`/games/mahjong-solitaire/api/state?game_id=${mahjong.body.game_id}`)).body,
      minesweeper: (await player.get(`/games/minesweeper/api/state?game_id=${sweeper.gameId}`)).body,
    });
    const today = await shown();
    for (const reply of [...resigned.map((act) => act.body), today.solitaire]) {
      if (reply.game !== 'solitaire') continue;
      expect(reply.status).toBe('over');
      expect(reply.board.stock.cards).toBeUndefined();
      expect(reply.board.tableau.some((pile: any) => pile.faceDownCards)).toBe(false);
      expect(reply.board_text).not.toMatch(/Stock \(\d+, next first\)|\(\S+\)/);
    }
    for (const reply of [resigned[1]!.body, today.mahjong]) {
      expect(reply.board.tiles.some((tile: any) => tile.face === '??')).toBe(true);
      expect(reply.board_text).toContain('??');
    }
    expect(today.minesweeper.board.cells.flat().some((cell: any) => cell.symbol === '*')).toBe(false);
    expect(today.minesweeper.board.bbbv).toBeNull();
    expect(today.minesweeper.board_text).not.toContain('*');
    expect(today.minesweeper.board_text).not.toMatch(/3BV|guess/);
    expect(today.minesweeper.next).not.toMatch(/guess/);
    // A refusal's next says no more than the game's own reply.
    const refused = await player.act('minesweeper', 'reveal 1 1', { game_id: sweeper.gameId });
    expect(refused.status).toBe(409);
    expect(refused.body.next).not.toMatch(/guess/);

    // The next day the finished boards show everything, as any finished game's does.
    clock.offset = DAY_MS;
    try {
      const tomorrow = await shown();
      expect(tomorrow.solitaire.board.tableau.some((pile: any) => pile.faceDownCards?.length > 0)).toBe(true);
      expect(tomorrow.solitaire.board_text).toMatch(/\(\S+\)/);
      expect(tomorrow.mahjong.board.tiles.some((tile: any) => tile.face === '??')).toBe(false);
      expect(tomorrow.minesweeper.board.cells.flat().some((cell: any) => cell.symbol === '*')).toBe(true);
      expect(tomorrow.minesweeper.board.bbbv).toBeGreaterThan(0);
      expect(tomorrow.minesweeper.board_text).toMatch(/3BV/);
      expect(tomorrow.minesweeper.next).toMatch(/guess/);
    } finally {
      clock.offset = 0;
    }
  });

  it('deals one daily deal to everyone, once per account and day, on its own board, its seed hidden until the day is over', async () => {
    const camp = campOf();
    const [first, second] = [await camp.signUp(), await camp.signUp()];
    const today = new Date(clockNow(clock)).toISOString().slice(0, 10);
    const games = [] as Finished[];
    for (const player of [first, second]) {
      const game = await playMinesweeper(camp, player, { daily: true, difficulty: 'intermediate' }, 'reveal then resign');
      games.push(game);
      expect(game.ranked).toBe(true);
    }
    const rows = await Promise.all(games.map(async (game) => (await camp.camp.store.game(game.gameId))!));
    expect(rows[0]!.seed).toBe(rows[1]!.seed);
    expect(await camp.camp.store.dailyDealSeed('minesweeper', 'intermediate', today)).toBe(rows[0]!.seed);
    expect(rows[0]!.daily).toBe(today);
    // The first reveal at the same cell lays the same mines: the same deal.
    expect((rows[0]!.state as any).layout).toBe((rows[1]!.state as any).layout);
    for (const reply of [await first.get(`/games/minesweeper/api/state?game_id=${games[0]!.gameId}`)]) {
      expect(JSON.stringify(reply.body)).not.toContain(rows[0]!.seed);
      expect(reply.body.daily).toBe(today);
    }

    // A second attempt today is refused before its puzzle is spent, and names the game of the day.
    const headers = await first.checkHeaders();
    const again = await first.post('/games/minesweeper/api/new', { daily: true, difficulty: 'intermediate' }, headers);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('daily_taken');
    expect(again.body.daily_game_id).toBe(games[0]!.gameId);
    const sameAnswer = await first.post('/games/minesweeper/api/new', { difficulty: 'intermediate' }, headers);
    expect(sameAnswer.status).toBe(201);
    expect(sameAnswer.body.ranked).toBe(true);

    for (const [body, code] of [[{ daily: true, seed: 'mine' }, 'daily_with_deal'], [{ daily: true, deck: 'Ac' }, 'daily_with_deal']] as const) {
      const game = 'deck' in body ? 'solitaire' : 'minesweeper';
      const refused = await first.post(`/games/${game}/api/new`, body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      if (game === 'minesweeper') expect(refused.body.error).toBe(code);
    }
    const race = await first.post('/games/california-double/api/new', { daily: true, opponent: 'bot' });
    expect(race.status).toBe(400);
    expect(race.body.error).toBe('daily_not_offered');

    // The daily board has both players; today it shows neither the seed nor replays.
    const daily = await board(camp.client(), 'minesweeper', { variant: 'intermediate', window: 'daily' });
    expect(daily.status, JSON.stringify(daily.body)).toBe(200);
    expect(daily.body.daily).toEqual({ date: today, revealed: false, seed: null });
    expect(daily.body.entries.map((entry: any) => entry.name).sort()).toEqual([first.name, second.name].sort());
    expect(daily.body.entries.every((entry: any) => entry.replay === null)).toBe(true);
    expect(JSON.stringify(daily.body)).not.toContain(rows[0]!.seed);
    // Nor does the replay of a finished daily game, to anyone, until the day is over.
    const dailyReplay = `/games/minesweeper/api/replay?game_id=${games[0]!.gameId}`;
    const early = await camp.client().get(dailyReplay);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('daily_not_revealed');
    expect(JSON.stringify(early.body)).not.toContain(rows[0]!.seed);
    // Its player's list of games does not link to that replay yet either.
    const listedDaily = async () => (await first.get('/api/v1/me/games?game=minesweeper&status=over')).body.games.find((game: any) => game.game_id === games[0]!.gameId);
    expect((await listedDaily()).links).toEqual({ state: expect.any(String), board: expect.any(String) });
    // Daily games count only on their daily board.
    const general = await board(camp.client(), 'minesweeper', { variant: 'intermediate' });
    expect(general.body.entries.map((entry: any) => entry.name)).not.toContain(second.name);

    // The next day: the seed and replays are shown, and a new daily deal can be played.
    clock.offset = DAY_MS;
    try {
      const revealed = await board(camp.client(), 'minesweeper', { variant: 'intermediate', window: 'daily', date: today });
      expect(revealed.body.daily).toEqual({ date: today, revealed: true, seed: rows[0]!.seed });
      expect(revealed.body.entries[0].replay).toMatch(/^\/games\/minesweeper\/api\/replay\?game_id=/);
      const replayed = await camp.client().get(dailyReplay);
      expect(replayed.status).toBe(200);
      expect(replayed.body.seed).toBe(rows[0]!.seed);
      expect((await listedDaily()).links.replay).toBe(dailyReplay);
      const tomorrow = await first.newGame('minesweeper', { daily: true, difficulty: 'intermediate' }, true);
      expect(tomorrow.status, JSON.stringify(tomorrow.body)).toBe(201);
      expect(tomorrow.body.daily).toBe(new Date(clockNow(clock)).toISOString().slice(0, 10));
      expect((await camp.camp.store.game(tomorrow.body.game_id))!.seed).not.toBe(rows[0]!.seed);
    } finally {
      clock.offset = 0;
    }
  });
}
