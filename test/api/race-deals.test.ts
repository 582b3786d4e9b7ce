/**
 * Who decides the deal of a race: the camp, unless both players asked for the
 * same seed. A seed one player chose alone, or the deal a bot game with that
 * seed would give, must not be the deal of the race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { californiaDouble } from '../../src/games/california-solitaire/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { dealOf, raceDealCases } from '../support/race-deals.ts';

const GAME = 'california-double';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({}, { games: [californiaDouble] }); });
afterAll(async () => { await camp.close(); });

describe('race deals (SQLite)', () => {
  raceDealCases(() => camp);
});

describe('a race against the built-in opponent', () => {
  it('refuses a seed with 400, says why, and creates nothing', async () => {
    const player = await camp.signUp();
    const refused = await player.newGame(GAME, { opponent: 'bot', seed: 'learn-the-bot' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('seed_with_bot');
    expect(refused.body.message).toMatch(/bot's deck/);
    expect((await player.state(GAME)).status).toBe(404);
  });

  it('is dealt by the camp: two bot games never share a deal', async () => {
    const player = await camp.signUp();
    const first = await player.newGame(GAME, { opponent: 'bot', bot_speed: 60_000 });
    const second = await player.newGame(GAME, { opponent: 'bot', bot_speed: 60_000 });
    expect(first.status).toBe(201);
    const rows = await Promise.all([first, second].map(async (reply) => (await camp.camp.store.game(reply.body.game_id))!));
    expect(rows[0]!.seed).not.toBe(rows[1]!.seed);
    expect(rows[0]!.state).not.toEqual(rows[1]!.state);
    for (const row of rows) expect(row.state).toEqual(dealOf(row.seed));
  });
});
