/**
 * Suites and runs on a real camp (SQLite): a run deals its games, every game
 * counts, a game left open past the deadline is lost, and the report card's
 * numbers are the games played. Nothing about a deal shows while it is on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { newRunGame, playWithReference, readyCard, resignEveryGame, runReply, startRun } from '../support/suite-runs.ts';

const HOUR = 3_600_000;
let clock = Date.UTC(2026, 11, 5, 12);
let camp: TestCamp;

beforeAll(async () => {
  camp = await startCamp({ CAMP_RUN_RACE_BOT_SECONDS: '0', CAMP_RUN_DEADLINE_SECONDS: String(24 * 3600) }, { now: () => clock });
});
afterAll(() => camp.close());

describe('suites', () => {
  it('lists camp-v1 and smoke, smoke with one deal per camp-v1 entry', async () => {
    const reply = await camp.client().get('/api/v1/suites');
    expect(reply.status).toBe(200);
    const byId = new Map<string, any>(reply.body.suites.map((suite: any) => [suite.id, suite]));
    const full = byId.get('camp-v1');
    const smoke = byId.get('smoke');
    expect(full.version).toBe(1);
    expect(smoke.entries.map((entry: any) => entry.id)).toEqual(full.entries.map((entry: any) => entry.id));
    expect(smoke.entries.every((entry: any) => entry.deals === 1)).toBe(true);
    expect(smoke.games_total).toBe(full.entries.length);
    expect(full.games_total).toBe(full.entries.reduce((sum: number, entry: any) => sum + entry.deals, 0));
    expect(new Set(full.entries.map((entry: any) => entry.game))).toEqual(new Set(['minesweeper', 'solitaire', 'mahjong-solitaire', 'california-solitaire', 'california-double']));
    expect((await camp.client().get('/api/v1/suites/smoke')).body.id).toBe('smoke');
    expect((await camp.client().get('/api/v1/suites/nope')).body.error).toBe('unknown_suite');
  });
});

describe('a run', () => {
  it('is its owner\'s while on, refuses chosen options, and reports the games as played', async () => {
    const owner = await camp.signUp();
    const other = await camp.signUp();
    const run = await startRun(owner, 'smoke');
    expect(run).toMatchObject({ suite: 'smoke', status: 'running', ranked: true, public: false, progress: { over: 0, total: 9 }, report_card: null });
    expect(run.next).toMatchObject({ entry: 'mahjong', game: 'mahjong-solitaire', new: { method: 'POST', path: '/games/mahjong-solitaire/api/new', body: { run: run.id } } });
    expect((await runReply(other, run.id)).status).toBe(404);
    expect((await runReply(camp.client(), run.id)).status).toBe(404);
    // Another account cannot start the run's games; a seed or an option with `run` is refused.
    expect((await newRunGame(other, 'minesweeper', run.id)).status).toBe(404);
    const chosen = await owner.checkedPost('/games/minesweeper/api/new', { run: run.id, difficulty: 'expert' });
    expect(chosen.status).toBe(422);
    expect(chosen.body.error).toBe('run_with_options');

    // Minesweeper beginner: played to the end by the reference player, one refused command first.
    const started = await newRunGame(owner, 'minesweeper', run.id);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ run: run.id, ranked: false, options: { difficulty: 'beginner' } });
    const refused = await owner.act('minesweeper', 'reveal 99 99', { game_id: started.body.game_id });
    expect(refused.body.ok).toBe(false);
    const ended = await playWithReference(owner, 'minesweeper', started);
    // The rest: each started and resigned (a race too), so every game is over.
    const plays: { game: string; won: boolean }[] = [{ game: 'minesweeper', won: ended.body.outcome === 'won' }];
    for (let reply = (await runReply(owner, run.id)).body; reply.next; reply = (await runReply(owner, run.id)).body) {
      const game = reply.next.game;
      const next = await newRunGame(owner, game, run.id);
      expect(next.status).toBe(201);
      const resigned = await owner.act(game, 'resign', { game_id: next.body.game_id });
      expect(resigned.body.status).toBe('over');
      plays.push({ game, won: false });
    }
    expect((await newRunGame(owner, 'minesweeper', run.id)).body.error).toBe('run_game_unavailable');

    const done = await readyCard(camp.client(), run.id);
    expect(done.status).toBe('complete');
    const statuses = new Map<string, string>(done.games.map((game: any) => [game.entry, game.status]));
    expect(statuses.get('minesweeper-beginner')).toBe(plays[0]!.won ? 'won' : 'lost');
    expect(statuses.get('california-race')).toBe('lost');
    expect(statuses.get('klondike-draw-1')).toBe('resigned');
    const card = done.report_card;
    const beginner = card.entries.find((entry: any) => entry.id === 'minesweeper-beginner');
    expect(beginner).toMatchObject({ games: 1, wins: plays[0]!.won ? 1 : 0, ceiling: { rate: 1, wins_within: plays[0]!.won ? 1 : 0 } });
    expect(beginner.invalid_command_rate).toBeCloseTo(1 / (ended.body.version + 1), 6);
    expect(beginner.moves_per_game).toBe(ended.body.version);
    expect(beginner.check_accuracy).toBe(1);
    for (const entry of card.entries.filter((candidate: any) => candidate.id !== 'minesweeper-beginner')) {
      expect(entry).toMatchObject({ games: 1, wins: 0, win_rate: 0 });
    }
    // The reference row: its own player on the same deals (minesweeper beginner no-guess: it wins).
    expect(beginner.reference.wins).toBe(1);
    // Camp score: mean over scored entries of (rate - random) / (ceiling - random), clipped.
    const scored = card.entries.filter((entry: any) => entry.scored);
    expect(card.camp_score.value).toBeCloseTo(scored.reduce((sum: number, entry: any) => sum + entry.entry_score, 0) / scored.length, 9);
    const csv = await camp.client().get(`/api/v1/runs/${run.id}?format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(String(csv.body).split('\n').find((line) => line.startsWith('minesweeper-beginner,'))).toMatch(/^minesweeper-beginner,minesweeper,1,/);
    // Ranked: on the suite board, linked to its card.
    const board = await camp.client().get('/api/v1/leaderboards/suites/smoke');
    expect(board.body.entries.some((entry: any) => entry.name === owner.name && entry.run === `/api/v1/runs/${run.id}`)).toBe(true);
  }, 120_000);

  it('counts every agent check answered for a run\'s game, on its new, its moves and its review', async () => {
    const player = await camp.signUp();
    const run = await startRun(player, 'smoke', { public: true });
    const wrongly = async () => {
      const token: string = (await player.get('/api/v1/agent-check')).body.agent_check.token;
      return { 'x-agent-check': token, 'x-agent-answer': String((await camp.answerFor(token)) + 1) };
    };
    const refusedNew = await player.post('/games/minesweeper/api/new', { run: run.id }, await wrongly());
    expect(refusedNew.body.error).toBe('agent_check_wrong');
    const started = await newRunGame(player, 'minesweeper', run.id);
    expect(started.status).toBe(201);
    expect((await player.act('minesweeper', 'resign', { game_id: started.body.game_id })).body.status).toBe('over');
    const review = { rating: 6, review: 'Resigned at once.', game_id: started.body.game_id };
    expect((await player.post('/games/minesweeper/api/finish', review, await wrongly())).body.error).toBe('agent_check_wrong');
    expect((await player.checkedPost('/games/minesweeper/api/finish', review)).status).toBe(200);
    for (let reply = (await runReply(player, run.id)).body; reply.next; reply = (await runReply(player, run.id)).body) {
      const next = await newRunGame(player, reply.next.game, run.id);
      expect((await player.act(reply.next.game, 'resign', { game_id: next.body.game_id })).body.status).toBe('over');
    }
    const entries = new Map<string, any>((await readyCard(camp.client(), run.id)).report_card.entries.map((entry: any) => [entry.id, entry]));
    // Three right (new, the resignation, the review) and two wrong (before the new and before the review).
    expect(entries.get('minesweeper-beginner').check_accuracy).toBe(0.6);
    // A game whose new asks for no check: its one move, answered right.
    expect(entries.get('klondike-draw-1').check_accuracy).toBe(1);
  }, 120_000);

  it('counts a game left open at the deadline as lost, and takes no more moves on it', async () => {
    const player = await camp.signUp();
    const run = await startRun(player, 'smoke', { public: true });
    expect(run.ranked).toBe(false);
    const started = await newRunGame(player, 'minesweeper', run.id);
    const open = await player.act('minesweeper', 'reveal 1 1', { game_id: started.body.game_id });
    expect(open.body.status).toBe('playing');
    // Nothing about a deal while its game is on: no verdict, no reference result, no seed, in the run or the game.
    const klondike = await newRunGame(player, 'solitaire', run.id);
    expect(klondike.body.hindsight ?? null).toBeNull();
    const running = (await runReply(player, run.id)).body;
    expect(JSON.stringify(running)).not.toMatch(/winnable|solution|ceiling|reference|seed|"wins"/);
    expect(JSON.stringify(klondike.body)).not.toMatch(/winnable|solution_length|"seed"/);
    expect(running.games.find((game: any) => game.game === 'minesweeper')).toMatchObject({ status: 'playing', replay: null });
    expect(running.report_card).toBeNull();
    expect((await player.get(`/api/v1/runs/${run.id}?format=csv`)).status).toBe(409);
    clock += 25 * HOUR;
    const late = await player.act('minesweeper', 'reveal 9 9', { game_id: started.body.game_id });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('run_over');
    const done = await readyCard(camp.client(), run.id);
    expect(done.games.every((game: any) => game.status === 'expired')).toBe(true);
    // Frozen at the deadline: the Klondike game left in play tells nothing of its deal, even now.
    expect(JSON.stringify((await player.get(`/games/solitaire/api/state?game_id=${klondike.body.game_id}`)).body)).not.toMatch(/winnable|solution_length/);
    // Its deal still counts toward the ceiling: the solver's verdict on the run's own seed (public: published).
    const { solitaire } = await import('../../src/games/solitaire/index.ts');
    const options = solitaire.parseOptions({ draw: 1 });
    if (!options.ok) throw new Error(options.error);
    const seed = 'smoke/klondike-draw-1/1';
    const verdict = solitaire.dealWinnable!(await solitaire.hindsight!({ options: options.value, seed, state: solitaire.setup(options.value, seed), log: [] }));
    expect(done.report_card.entries.find((entry: any) => entry.id === 'klondike-draw-1').ceiling).toEqual({ rate: verdict ? 1 : 0, wins_within: 0 });
    expect(done.report_card.entries.every((entry: any) => entry.wins === 0)).toBe(true);
    // A public run is never ranked.
    const board = await camp.client().get('/api/v1/leaderboards/suites/smoke');
    expect(board.body.entries.some((entry: any) => entry.name === player.name)).toBe(false);
  }, 120_000);
});

describe('a run no one reads', () => {
  let sweptClock = Date.UTC(2026, 11, 5, 12);
  let swept: TestCamp;
  beforeAll(async () => {
    swept = await startCamp({ CAMP_RUN_RACE_BOT_SECONDS: '0', CAMP_RUN_DEADLINE_SECONDS: '3600', CAMP_RUN_CARD_SWEEP_SECONDS: '0.2' }, { now: () => sweptClock });
  });
  afterAll(() => swept.close());

  async function boardRows(name: string): Promise<any[]> {
    for (let attempt = 0; attempt < 120; attempt++) {
      const rows = (await swept.client().get('/api/v1/leaderboards/suites/smoke')).body.entries.filter((entry: any) => entry.name === name);
      if (rows.length) return rows;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return [];
  }

  it('enters the suite board once its last game ends or its deadline passes, one row per account', async () => {
    const player = await swept.signUp();
    const first = await startRun(player, 'smoke');
    await resignEveryGame(player, first);
    const [row] = await boardRows(player.name);
    expect(row).toMatchObject({ run: `/api/v1/runs/${first.id}`, camp_score: { value: 0 } });

    // A second complete run of the same account: still one row, the better by the lower bound (a tie keeps the earlier).
    sweptClock += 60_000;
    const second = await startRun(player, 'smoke');
    await resignEveryGame(player, second);
    for (let attempt = 0; attempt < 120 && (await swept.camp.store.run(second.id))?.reportCard === null; attempt++) await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await boardRows(player.name)).map((entry) => entry.run)).toEqual([`/api/v1/runs/${first.id}`]);

    // A run that won a deal (Minesweeper beginner, no-guess: the reference player wins it) has the higher lower bound, and ranks above.
    const winner = await swept.signUp();
    await resignEveryGame(winner, await startRun(winner, 'smoke'), 'minesweeper-beginner');
    const [won] = await boardRows(winner.name);
    expect(won.camp_score.low).toBeGreaterThan(0);
    const ranked = (await swept.client().get('/api/v1/leaderboards/suites/smoke')).body.entries.map((entry: any) => entry.name);
    expect(ranked.indexOf(winner.name)).toBeLessThan(ranked.indexOf(player.name));

    // Answered with the operator's secret (npm run eval --secret says so): marked, complete, never ranked.
    const operator = await swept.signUp();
    const marked = await startRun(operator, 'smoke', { operator_answers: true });
    expect(marked).toMatchObject({ ranked: false, operator_answers: true, public: false });
    await resignEveryGame(operator, marked);

    // Untouched until its deadline: every game lost, and on the board without a read.
    const idle = await swept.signUp();
    await startRun(idle, 'smoke');
    sweptClock += 2 * 3_600_000;
    const [late] = await boardRows(idle.name);
    expect(late).toMatchObject({ camp_score: { value: 0 } });
    expect((await readyCard(swept.client(), marked.id)).operator_answers).toBe(true);
    const board = (await swept.client().get('/api/v1/leaderboards/suites/smoke')).body.entries;
    expect(board.map((entry: any) => entry.name)).not.toContain(operator.name);
  }, 120_000);
});
