/**
 * The pause for too few right agent-check answers across processes: an
 * account one camp process pauses is refused by another, on one
 * PostgreSQL database, within the account-standing interval (at once with
 * the accounts notice). The other process never saw a wrong answer.
 */
import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { STANDING_REFRESH_MS } from '../../src/platform/accounts/standing.ts';
import type { CampClient } from '../support/camp.ts';
import { twoCampsForThisFile } from '../support/camps-on-postgres.ts';

const GAME = 'minesweeper';
const camps = twoCampsForThisFile({ east: [minesweeper] }, {
  CAMP_CHECK_ACCURACY_WINDOW: '10', CAMP_CHECK_ACCURACY_PERCENT: '60', CAMP_CHECK_PAUSE_SECONDS: '600', CAMP_WRONG_ANSWERS_BEFORE_LOCKOUT: '100',
});

/** A move on the player's game, answering a fresh puzzle of the same process rightly or not. */
async function answer(player: CampClient, answerFor: (token: string) => Promise<number>, right: boolean) {
  const token: string = (await player.get('/api/v1/agent-check')).body.agent_check.token;
  const value = (await answerFor(token)) + (right ? 0 : 1);
  return player.post(`/games/${GAME}/api/act`, { command: 'flag 9 9' }, { 'x-agent-check': token, 'x-agent-answer': String(value) });
}

describe('the pause on PostgreSQL with two processes', () => {
  it('refuses in every process an account one process paused, and only that account', async () => {
    const east = await camps.east.signUp();
    const west = camps.west.client(east.key);
    const honest = camps.west.client((await camps.east.signUp()).key);
    expect((await east.newGame(GAME, { difficulty: 'beginner' }, true)).status).toBe(201);
    expect((await honest.newGame(GAME, { difficulty: 'beginner' }, true)).status).toBe(201);
    expect((await answer(west, camps.west.answerFor, true)).status).toBe(200);

    // Half wrong, all through the east process: its window of 10 falls below 60% right.
    for (let i = 0; i < 10; i++) expect((await answer(east, camps.east.answerFor, i % 2 === 0)).status).toBe(i % 2 === 0 ? 200 : 428);
    expect((await answer(east, camps.east.answerFor, true)).body.error).toBe('agent_check_paused');

    let refused;
    for (const until = Date.now() + 3 * STANDING_REFRESH_MS; Date.now() < until;) {
      refused = await answer(west, camps.west.answerFor, true);
      if (refused.status === 429) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused!.body.error).toBe('agent_check_paused');
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(590);
    // Another account from the same address, judged by the west process, plays on.
    expect((await answer(honest, camps.west.answerFor, true)).status).toBe(200);
  }, 60_000);
});
