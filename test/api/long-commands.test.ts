/**
 * A refused command is quoted back at most ECHO_LIMIT characters long, with
 * an ellipsis: a command may be 10,000 characters, and every game's refusal
 * (an unknown command, a word that is no card, tile or cell) said it whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { ECHO_LIMIT } from '../../src/games/shared/echo.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { commandsWith, gameInPlay, verbsOf } from '../support/game-in-play.ts';

/** A word no game knows, long enough that two of them and a verb still fit the act schema's 10,000 characters. */
const LONG = 'q'.repeat(4_000);
const QUOTED = `${'q'.repeat(ECHO_LIMIT)}…`;

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp(); });
afterAll(async () => { await camp.close(); });

describe.each(games.map((game) => [game.id, game] as const))('%s', (_id, game) => {
  it('quotes a long unknown command back shortened, with an ellipsis', async () => {
    const { player } = await gameInPlay(camp, game);
    const reply = await player.act(game.id, LONG);
    expect(reply.status).toBe(200);
    expect(reply.body.ok).toBe(false);
    expect(reply.body.error).toContain(QUOTED);
    expect(reply.body.error.length).toBeLessThan(600);
    expect(reply.body.results[0].message).toBe(reply.body.error);
  });

  it('quotes no more of a long word in any place of a command', async () => {
    const { player, gameId } = await gameInPlay(camp, game);
    for (const command of commandsWith(LONG, verbsOf(game))) {
      const reply = await player.act(game.id, command);
      const what = `${command.replace(/q{20,}/g, '<long>')}: ${JSON.stringify(reply.body.error)?.slice(0, 200)}`;
      expect(reply.status, what).toBe(200);
      expect(reply.body.ok, what).toBe(false);
      expect(reply.body.error, what).not.toMatch(new RegExp(`q{${ECHO_LIMIT + 1}}`));
      expect(reply.body.error.length, what).toBeLessThan(600);
    }
    expect((await camp.camp.store.game(gameId))!.version).toBe(0);
  });
});
