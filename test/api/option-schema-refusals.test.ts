/**
 * A bad option value is refused the same way whichever check catches it: the
 * JSON schema of `new` (a value outside an enum, a value of the wrong type)
 * or the game's own parseOptions. Both answer 400 bad_options naming the
 * option and its values, with the game's options listed, and start nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp(); });
afterAll(async () => { await camp.close(); });

const gamesById = new Map(games.map((game) => [game.id, game]));
/** A value of each game's that passes the schema and is refused by the game's parseOptions. */
const PARSER_REFUSES = new Map<string, Record<string, unknown>>([
  ['solitaire', { scoring: 'nope' }],
  ['minesweeper', { difficulty: 'legendary' }],
  ['california-double', { redeals: 'many', opponent: 'bot' }],
]);

describe('an option value the schema of new refuses', () => {
  it.each([
    ['solitaire', { draw: '2' }, 'Option draw takes 1, 3 (default 1): the value sent is none of them.'],
    ['solitaire', { draw: 3, deck: ['As', '2s'] }, 'Option deck takes 52 card codes (default (shuffled from the seed)): the value sent must be a string, or must NOT have fewer than 52 items.'],
    ['minesweeper', { no_guess: [] }, 'Option no_guess takes false, true (default false): the value sent must be a boolean or a string.'],
    ['minesweeper', { difficulty: 'custom', rows: [], cols: 10, mines: 10 }, 'Option rows takes 5-30: the value sent must be an integer or a string.'],
    ['california-double', { redeals: [], opponent: 'bot' }, 'Option redeals takes 0, 1, 2, unlimited (default 0): the value sent must be a string or an integer.'],
  ])('%s %j: 400 bad_options with the options, as parseOptions answers, and no game', async (game, body, message) => {
    const player = await camp.signUp();
    const headers = await player.checkHeaders();
    const refused = await player.post(`/games/${game}/api/new`, body, headers);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'bad_options', type: 'urn:camp:problem:bad_options', detail: refused.body.message });
    expect(refused.body.message).toBe(`${message} The options field lists every option with its values.`);
    expect(refused.body.options).toEqual(gamesById.get(game)!.options);
    // A value the game's own parser refuses gets the same fields.
    const parsed = await player.post(`/games/${game}/api/new`, PARSER_REFUSES.get(game), headers);
    expect([parsed.status, parsed.body.error]).toEqual([400, 'bad_options']);
    expect(parsed.body.options).toEqual(refused.body.options);
    expect((await player.state(game)).status).toBe(404);
    expect((await player.get('/api/v1/me/games')).body.games).toEqual([]);
    // Refused before the check was spent: the same answer still starts a game.
    const started = await player.post(`/games/${game}/api/new`, game === 'california-double' ? { opponent: 'bot' } : {}, headers);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
  });

  it.each([
    [{ colour: 'red' }, "unknown field 'colour' in the body"],
    [{ seed: ['42'] }, 'seed must be of type string,integer'],
    [{ daily: 'often' }, 'daily must be of type boolean'],
  ])('other schema failures stay 400 bad_request: %j', async (body, message) => {
    const player = await camp.signUp();
    const refused = await player.newGame('solitaire', body);
    expect([refused.status, refused.body.error, refused.body.message]).toEqual([400, 'bad_request', message]);
    expect(refused.body.options).toBeUndefined();
    expect((await player.state('solitaire')).status).toBe(404);
  });
});
