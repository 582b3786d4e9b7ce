/**
 * The pause for too few right agent-check answers: measured over the latest
 * answers of an account and of an address, in a real camp; an agent that
 * answers well is never paused, a script that answers half is.
 */
import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { CheckAccuracy } from '../../src/platform/limits/check-accuracy.ts';
import { Random } from '../../src/games/shared/random.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';

const GAME = 'minesweeper';

describe('check accuracy', () => {
  it('pauses a key whose full window falls below the share right, for the pause, then judges it afresh', () => {
    let now = 0;
    const accuracy = new CheckAccuracy(10, 60, 5_000, () => now);
    for (let i = 0; i < 10; i++) accuracy.record(['six of ten'], i < 6);
    expect(accuracy.pausedFor(['six of ten'])).toBe(0);
    for (let i = 0; i < 9; i++) accuracy.record(['half'], i % 2 === 0);
    expect(accuracy.pausedFor(['half'])).toBe(0);
    accuracy.record(['half'], false);
    expect(accuracy.pausedFor(['half', 'six of ten'])).toBe(5_000);
    now = 5_000;
    expect(accuracy.pausedFor(['half'])).toBe(0);
    accuracy.record(['half'], false);
    expect(accuracy.pausedFor(['half'])).toBe(0);
  });

  it('never pauses an agent answering 98% right over a long day, with the camp defaults; pauses one answering at random at its 50th answer', () => {
    const random = Random.fromSeed('accuracy');
    const accuracy = new CheckAccuracy(50, 60, 900_000, () => 0);
    for (let i = 0; i < 100_000; i++) accuracy.record(['careful'], random.int(100) >= 2);
    expect(accuracy.pausedFor(['careful'])).toBe(0);
    for (let i = 0; i < 49; i++) accuracy.record(['random'], random.int(100) < 1);
    expect(accuracy.pausedFor(['random'])).toBe(0);
    accuracy.record(['random'], false);
    expect(accuracy.pausedFor(['random'])).toBe(900_000);
  });
});

describe('the pause in a camp', () => {
  let camp: TestCamp;
  beforeAll(async () => {
    camp = await startCamp({ CAMP_CHECK_ACCURACY_WINDOW: '10', CAMP_CHECK_ACCURACY_PERCENT: '60', CAMP_CHECK_PAUSE_SECONDS: '600' }, { games: [minesweeper] });
  });
  afterAll(async () => { await camp.close(); });

  const freshPuzzle = async (client: CampClient): Promise<string> => (await client.get('/api/v1/agent-check')).body.agent_check.token;
  async function answer(player: CampClient, right: boolean, token?: string) {
    const puzzle = token ?? await freshPuzzle(player);
    const value = (await camp.answerFor(puzzle)) + (right ? 0 : 1);
    return player.post(`/games/${GAME}/api/act`, { command: 'flag 9 9' }, { 'x-agent-check': puzzle, 'x-agent-answer': String(value) });
  }
  async function playerWithGame() {
    const player = await camp.signUp();
    expect((await player.newGame(GAME, { difficulty: 'beginner' }, true)).status).toBe(201);
    return player;
  }

  it('pauses an account that answers half its puzzles wrongly, without spending its puzzle or changing its game', async () => {
    const halfRight = await playerWithGame();
    for (let i = 0; i < 10; i++) expect((await answer(halfRight, i % 2 === 0)).status).toBe(i % 2 === 0 ? 200 : 428);
    const version = (await halfRight.state(GAME)).body.version;
    const puzzle = await freshPuzzle(halfRight);
    const paused = await answer(halfRight, true, puzzle);
    expect(paused.status).toBe(429);
    expect(paused.body.error).toBe('agent_check_paused');
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect((await halfRight.state(GAME)).body.version).toBe(version);
  });
});
