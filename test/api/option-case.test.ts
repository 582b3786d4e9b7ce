/**
 * Option values are read in any letter case, through the real HTTP route: a
 * JSON-schema enum would refuse "EXPERT" before the game's own parser ever
 * saw it, so no game's schema may list word values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({ CAMP_AGENT_CHECK: 'off' }); });
afterAll(async () => { await camp.close(); });

const hasLetters = (value: unknown): boolean => typeof value === 'string' && /[a-z]/i.test(value);

describe('option values in any letter case', () => {
  it('no game lists word values in a schema enum', () => {
    for (const game of games) {
      const properties = (game.optionsSchema.properties ?? {}) as Record<string, { enum?: unknown[] }>;
      for (const [name, schema] of Object.entries(properties)) {
        expect((schema.enum ?? []).filter(hasLetters), `${game.id}.${name}`).toEqual([]);
      }
    }
  });

  it.each([
    ['minesweeper', { difficulty: 'EXPERT' }, (body: any) => expect(body.board.cols).toBe(30)],
    ['minesweeper', { difficulty: 'Custom', rows: 10, cols: 10, mines: 20 }, (body: any) => expect(body.board.rows).toBe(10)],
    ['solitaire', { scoring: 'MULTIPLIER', draw: '3' }, (body: any) => expect(body.board_text).toMatch(/multiplier scoring ×10/)],
    ['california-solitaire', { redeals: 'UNLIMITED' }, (body: any) => expect(body.status).toBe('playing')],
    ['california-double', { redeals: 'Unlimited', opponent: 'BOT', bot_speed: 'Slow' }, (body: any) => expect(body.status).toBe('playing')],
  ])('%s accepts %j', async (game, options, check) => {
    const player = await camp.signUp();
    const started = await player.newGame(game, options);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    check(started.body);
  });

  it.each([
    ['minesweeper', { difficulty: 'HARD' }, /Unknown difficulty "hard"/],
    ['solitaire', { scoring: 'Vegas' }, /scoring must be "standard" or "multiplier"/],
    ['california-solitaire', { redeals: 'Many' }, /redeals must be one of/],
    ['california-double', { opponent: 'Robot' }, /opponent must be "human" or "bot"/],
  ])('%s still refuses an unknown value %j with a 400 that names the valid ones', async (game, options, message) => {
    const player = await camp.signUp();
    const refused = await player.newGame(game, options);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(message);
    expect((await player.state(game)).status).toBe(404);
  });
});
