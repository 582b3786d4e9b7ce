/**
 * One open puzzle at a time, on a real camp: every reply, state read,
 * refusal and GET /api/v1/agent-check serves the caller's open puzzle again
 * until it is answered, rightly or wrongly; each game an account plays has
 * its own, and any of them works in any call; a caller without credentials has one per address; serving it
 * commits nothing; a script that answers at random is paused within 50
 * puzzles. On PostgreSQL, two processes serve the same open puzzle and let
 * it be spent once.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { solitaire } from '../../src/games/solitaire/index.ts';
import { LONG_PUZZLE_WINDOWS, startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { twoCampsForThisFile } from '../support/camps-on-postgres.ts';

const ACT = '/games/solitaire/api/act';
const open = (reply: { body: any }) => reply.body.agent_check as { puzzle: string; token: string; expires_at: string };

async function answering(camp: Pick<TestCamp, 'answerFor'>, token: string, right = true) {
  return { 'x-agent-check': token, 'x-agent-answer': String((await camp.answerFor(token)) + (right ? 0 : 1)) };
}

describe('the open puzzle on a camp on SQLite', () => {
  let camp: TestCamp;
  beforeAll(async () => {
    camp = await startCamp({ ...LONG_PUZZLE_WINDOWS, CAMP_WRONG_ANSWERS_BEFORE_LOCKOUT: '1000' }, { games: [solitaire, minesweeper] });
  });
  afterAll(async () => { await camp.close(); });

  it('comes back the same from every reply, state read and refusal until it is answered, rightly or wrongly', async () => {
    const player = await camp.signUp();
    const started = await player.newGame('solitaire');
    const first = open(started);
    for (let i = 0; i < 3; i++) expect(open(await player.state('solitaire'))).toEqual(first);
    const missing = await player.post(ACT, { command: 'draw' });
    expect(missing.status).toBe(428);
    expect(open(missing)).toEqual(first);
    const wrong = await player.post(ACT, { command: 'draw' }, await answering(camp, first.token, false));
    expect(wrong.body.error).toBe('agent_check_wrong');
    const second = open(wrong);
    expect(second.token).not.toBe(first.token);
    expect(open(await player.state('solitaire'))).toEqual(second);
    const moved = await player.post(ACT, { command: 'draw' }, await answering(camp, second.token));
    expect(moved.status).toBe(200);
    const third = open(moved);
    expect(new Set([first.token, second.token, third.token]).size).toBe(3);
    expect(open(await player.state('solitaire'))).toEqual(third);
  });

  it('is held per game, and any of an account\'s open puzzles works in any of its calls', async () => {
    const player = await camp.signUp();
    const a = await player.newGame('solitaire');
    const b = await player.newGame('solitaire');
    const [inA, inB] = [open(a), open(b)];
    expect(inA.token).not.toBe(inB.token);
    expect(open(await player.get(`/games/solitaire/api/state?game_id=${a.body.game_id}`))).toEqual(inA);
    expect(open(await player.get(`/games/solitaire/api/state?game_id=${b.body.game_id}`))).toEqual(inB);
    const account = open(await player.get('/api/v1/agent-check'));
    expect(open(await player.get('/api/v1/agent-check'))).toEqual(account);
    expect([inA.token, inB.token]).not.toContain(account.token);
    // An agent that answers the newest puzzle it was given, whichever game's, is not refused.
    const crossed = await player.post(ACT, { command: 'draw', game_id: b.body.game_id }, await answering(camp, inA.token));
    expect(crossed.status).toBe(200);
    expect(open(crossed)).toEqual(inB);
    expect(open(await player.get(`/games/solitaire/api/state?game_id=${a.body.game_id}`)).token).not.toBe(inA.token);
    expect((await player.post(ACT, { command: 'draw', game_id: a.body.game_id }, await answering(camp, account.token))).status).toBe(200);
    expect((await player.post(ACT, { command: 'draw', game_id: b.body.game_id }, await answering(camp, inB.token))).status).toBe(200);
    expect(open(await player.get('/api/v1/agent-check')).token).not.toBe(account.token);
  });

  it('is held per address for callers without credentials, and serving it commits nothing', async () => {
    const anonymous = camp.client();
    const before = open(await anonymous.get('/api/v1/agent-check'));
    // Another connection sees data_version change only when the camp commits.
    const watcher = new Database(camp.dbFile, { readonly: true });
    try {
      const version = () => watcher.pragma('data_version', { simple: true });
      const seen = version();
      const player = await camp.signUp();
      await player.newGame('solitaire');
      const changed = version();
      expect(changed).not.toBe(seen);
      for (let i = 0; i < 20; i++) {
        expect(open(await anonymous.get('/api/v1/agent-check'))).toEqual(before);
        await player.state('solitaire');
        await player.get('/api/v1/agent-check');
      }
      expect(version()).toBe(changed);
    } finally {
      watcher.close();
    }
    // A right answer from the address spends it, and the next is another.
    const player = await camp.signUp();
    expect((await player.newGame('minesweeper', { difficulty: 'beginner' }, false)).status).toBe(428);
    const started = await player.post('/games/minesweeper/api/new', { difficulty: 'beginner' }, await answering(camp, before.token));
    expect(started.status).toBe(201);
    expect(open(await anonymous.get('/api/v1/agent-check')).token).not.toBe(before.token);
  });

  it('pauses a script that answers at random within 50 puzzles, and never one that answers rightly', async () => {
    const guesser = await camp.signUp();
    const honest = await camp.signUp();
    await guesser.newGame('solitaire');
    await honest.newGame('solitaire');
    // First the honest one, as a pause holds the address too, and these two share one.
    for (let i = 0; i < 60; i++) expect((await honest.act('solitaire', 'draw')).status).toBe(200);
    let puzzle = open(await guesser.state('solitaire'));
    let pausedAt = 0;
    for (let answered = 0; answered <= 50 && pausedAt === 0;) {
      const guess = String(Math.floor(Math.random() * 100));
      const reply = await guesser.post(ACT, { command: 'draw' }, { 'x-agent-check': puzzle.token, 'x-agent-answer': guess });
      if (reply.body.error === 'agent_check_paused') pausedAt = answered;
      else {
        expect(reply.status === 200 || reply.body.error === 'agent_check_wrong').toBe(true);
        answered++;
        puzzle = open(reply);
      }
    }
    expect(pausedAt).toBeGreaterThan(0);
    expect(pausedAt).toBeLessThanOrEqual(50);
  }, 60_000);
});

describe('the open puzzle on PostgreSQL, two processes', () => {
  const camps = twoCampsForThisFile({ east: [solitaire] }, LONG_PUZZLE_WINDOWS);

  it('is the same puzzle in both, spent once by two requests at once, and then the next in both', async () => {
    const east = await camps.east.signUp();
    const west: CampClient = camps.west.client(east.key);
    const started = await east.newGame('solitaire');
    const first = open(started);
    expect(open(await west.state('solitaire'))).toEqual(first);
    const account = open(await east.get('/api/v1/agent-check'));
    expect(open(await west.get('/api/v1/agent-check'))).toEqual(account);
    const headers = await answering(camps.east, first.token);
    const replies = await Promise.all([east.post(ACT, { command: 'draw' }, headers), west.post(ACT, { command: 'draw' }, headers)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 428]);
    expect(replies.find((reply) => reply.status === 428)!.body.error).toBe('agent_check_used');
    const next = open(await east.state('solitaire'));
    expect(next.token).not.toBe(first.token);
    expect(open(await west.state('solitaire'))).toEqual(next);
    expect(open(await west.get('/api/v1/agent-check'))).toEqual(account);
  }, 60_000);
});
