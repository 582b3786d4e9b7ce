/**
 * Words that name properties of Object.prototype ("constructor", "__proto__",
 * "toString"...) sent as commands, as command arguments, as option values and
 * as option keys, to every registered game through a real camp with agent
 * checks on. A lookup table that is a plain object finds such words; the camp
 * must treat them as the unknown words they are: a clear 4xx or a rejected
 * command, never a 5xx, and nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { startCamp, type Reply, type TestCamp } from '../support/camp.ts';
import { commandsWith, gameInPlay, newGame, verbsOf } from '../support/game-in-play.ts';

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({ CAMP_AGENT_CHECK: 'on' }); });
afterAll(async () => { await camp.close(); });

function expectRefused(reply: Reply, what: string): void {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
  if (reply.status < 300) expect(reply.body.ok, `${what} was accepted`).toBe(false);
  else expect(reply.status, what).toBeGreaterThanOrEqual(400);
}

describe.each(games.map((game) => [game.id, game] as const))('%s', (_id, game) => {
  it('rejects every Object.prototype name as a command or argument, and the game is unchanged', async () => {
    const { player, gameId } = await gameInPlay(camp, game);
    const before = (await camp.camp.store.game(gameId))!;
    const verbs = verbsOf(game);
    for (const name of PROTOTYPE_NAMES) {
      for (const command of commandsWith(name, verbs)) {
        const reply = await player.act(game.id, command);
        expectRefused(reply, `'${command}'`);
        // A rejected command still gets the next puzzle, so the agent can go on.
        if (reply.status === 200) expect(reply.body.agent_check?.token).toBeTruthy();
      }
    }
    const after = (await camp.camp.store.game(gameId))!;
    expect(after.version).toBe(before.version);
    expect(after.state).toEqual(before.state);
    expect(after.status).toBe('playing');
  });

  it('refuses every Object.prototype name as an option value or option key with 400, and creates nothing', async () => {
    const player = await camp.signUp();
    const optionNames = game.options.map((option) => option.name);
    const bodies: Record<string, unknown>[] = [
      ...optionNames.flatMap((option) => PROTOTYPE_NAMES.map((name) => ({ [option]: name }))),
      ...PROTOTYPE_NAMES.map((name) => ({ [name]: '1' })),
      ...(game.seats > 1 ? PROTOTYPE_NAMES.flatMap((name) => [{ opponent: name }, { opponent: 'bot', bot_speed: name }]) : []),
    ];
    for (const body of bodies) {
      const reply = await newGame(player, game, body);
      expect(reply.status, `${JSON.stringify(body)}: ${JSON.stringify(reply.body)}`).toBe(400);
      expect(reply.body.error).toBeTruthy();
    }
    expect((await player.state(game.id)).status).toBe(404);
  });

  // Only games that check `new` spend a puzzle on it.
  if (game.checkedCalls === 'every-post') it('keeps the puzzle of a refused new request usable', async () => {
    const player = await camp.signUp();
    const headers = await player.checkHeaders();
    // Some values fail the request schema, others only the game's own option check: neither may spend the puzzle.
    for (const option of game.options) {
      const refused = await player.post(`/games/${game.id}/api/new`, { [option.name]: 'constructor' }, headers);
      expect(refused.status).toBe(400);
    }
    const started = await player.post(`/games/${game.id}/api/new`, {}, headers);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
  });
});
