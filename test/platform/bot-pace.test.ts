/**
 * Behind a load balancer a race's moves reach several camp processes, and
 * each schedules the built-in opponent's next turn after the moves it
 * writes. The bot still plays at most once per thinking time: two camps on
 * one PostgreSQL database, the person's moves alternating between them.
 */
import { describe, expect, it } from 'vitest';
import { californiaDouble } from '../../src/games/california-solitaire/index.ts';
import { botMove } from '../../src/games/california-solitaire/bot.ts';
import type { CaliforniaState } from '../../src/games/california-solitaire/state.ts';
import { twoCampsForThisFile } from '../support/camps-on-postgres.ts';

const THINKING_MS = 250;

const camps = twoCampsForThisFile({ east: [californiaDouble] }, { CAMP_AGENT_CHECK: 'off' });

describe('the built-in opponent behind several camp processes', () => {
  it('moves at most once per thinking time, whichever process wrote the moves before', async () => {
    const player = await camps.east.signUp();
    const started = await player.newGame(californiaDouble.id, { opponent: 'bot', bot_speed: THINKING_MS });
    expect(started.status).toBe(201);
    const gameId = started.body.game_id;
    const clients = [player, camps.west.client(player.key)];
    const until = Date.now() + 12 * THINKING_MS;
    for (let turn = 0; Date.now() < until; turn++) {
      const row = (await camps.east.camp.store.game(gameId))!;
      if (row.status !== 'playing') break;
      const command = botMove(row.state as CaliforniaState, 0);
      if (command) await clients[turn % 2]!.act(californiaDouble.id, command, { game_id: gameId, seen: row.version });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const botTimes = (await camps.east.camp.store.commands(gameId)).filter((entry) => entry.seat === 1).map((entry) => entry.acceptedAt);
    expect(botTimes.length).toBeGreaterThan(4);
    const gaps = botTimes.slice(1).map((time, i) => time - botTimes[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(THINKING_MS);
  });
});
