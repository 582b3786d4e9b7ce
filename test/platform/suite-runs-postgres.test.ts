/**
 * Suite runs on PostgreSQL, played through two camp processes: two `new`
 * calls at once never take the same game of the run, every game counts, and
 * the report card and suite board come out the same from either process.
 * A run no one reads once complete reaches the board all the same, and a
 * game abandoned in play tells nothing of its deal and counts as lost.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { twoCampsForThisFile } from '../support/camps-on-postgres.ts';
import { newRunGame, readyCard, resignEveryGame, runReply, startRun } from '../support/suite-runs.ts';

const DAY = 86_400_000;
let clock = Date.UTC(2026, 11, 6, 12);
const camps = twoCampsForThisFile({ east: [...games] }, { CAMP_RUN_RACE_BOT_SECONDS: '0', CAMP_RUN_CARD_SWEEP_SECONDS: '0.2' }, { now: () => clock });

describe('suite runs on PostgreSQL', () => {
  it('deals each game of a run once across processes, and rates the complete run the same from both', async () => {
    const east = await camps.east.signUp();
    const west = camps.west.client(east.key);
    const run = await startRun(east, 'smoke');
    // Three minesweeper games in smoke: two started at once through two processes take two of them.
    const [one, two] = await Promise.all([newRunGame(east, 'minesweeper', run.id), newRunGame(west, 'minesweeper', run.id)]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.game_id).not.toBe(two.body.game_id);
    expect(new Set([one.body.options.difficulty, two.body.options.difficulty]).size).toBe(2);
    for (const started of [one, two]) expect((await east.act('minesweeper', 'resign', { game_id: started.body.game_id })).body.status).toBe('over');
    for (let reply = (await runReply(west, run.id)).body; reply.next; reply = (await runReply(west, run.id)).body) {
      const next = await newRunGame(west, reply.next.game, run.id);
      expect(next.status).toBe(201);
      expect((await west.act(reply.next.game, 'resign', { game_id: next.body.game_id })).body.status).toBe('over');
    }
    const fromEast = await readyCard(camps.east.client(), run.id);
    const fromWest = await readyCard(camps.west.client(), run.id);
    expect(fromWest.report_card).toEqual(fromEast.report_card);
    expect(fromEast.progress).toEqual({ over: 9, total: 9 });
    expect(fromEast.report_card.entries.every((entry: any) => entry.games === 1 && entry.wins === 0)).toBe(true);
    expect(fromEast.report_card.camp_score).toMatchObject({ value: 0, low: 0, high: 0 });
    const board = await camps.west.client().get('/api/v1/leaderboards/suites/smoke');
    expect(board.body.entries).toEqual([expect.objectContaining({ rank: 1, name: east.name, run: `/api/v1/runs/${run.id}` })]);
  }, 120_000);

  it('puts a complete run no one read on the suite board, its card stored once', async () => {
    const player = await camps.east.signUp();
    const run = await startRun(player, 'smoke');
    await resignEveryGame(player, run);
    let row;
    for (let attempt = 0; attempt < 120 && !row; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = (await camps.west.client().get('/api/v1/leaderboards/suites/smoke')).body.entries.find((entry: any) => entry.name === player.name);
    }
    expect(row).toMatchObject({ run: `/api/v1/runs/${run.id}`, camp_score: { value: 0 } });
    // Both processes swept it; the card is the first one stored, the same from either.
    const fromWest = await readyCard(camps.west.client(), run.id);
    expect((await readyCard(camps.east.client(), run.id)).report_card).toEqual(fromWest.report_card);
  }, 120_000);

  it('keeps an abandoned game\'s deal hidden, then counts it lost at the deadline in both processes', async () => {
    const player = await camps.east.signUp();
    const inWest = camps.west.client(player.key);
    const run = await startRun(player, 'smoke');
    const klondike = await newRunGame(player, 'solitaire', run.id);
    expect((await player.act('solitaire', 'draw', { game_id: klondike.body.game_id })).body.status).toBe('playing');
    const running = (await runReply(inWest, run.id)).body;
    expect(JSON.stringify(running)).not.toMatch(/winnable|solution|ceiling|reference|seed|"wins"/);
    expect(JSON.stringify((await inWest.get(`/games/solitaire/api/state?game_id=${klondike.body.game_id}`)).body)).not.toMatch(/winnable|solution_length|"seed"/);

    clock += 8 * DAY;
    const late = await inWest.act('solitaire', 'draw', { game_id: klondike.body.game_id });
    expect([late.status, late.body.error]).toEqual([409, 'run_over']);
    const done = await readyCard(camps.east.client(), run.id);
    expect(done.games.every((game: any) => game.status === 'expired')).toBe(true);
    expect(done.report_card.entries.every((entry: any) => entry.wins === 0 && entry.games === 1)).toBe(true);
    expect((await readyCard(camps.west.client(), run.id)).report_card).toEqual(done.report_card);
    expect(JSON.stringify((await inWest.get(`/games/solitaire/api/state?game_id=${klondike.body.game_id}`)).body)).not.toMatch(/winnable|solution_length/);
  }, 120_000);
});
