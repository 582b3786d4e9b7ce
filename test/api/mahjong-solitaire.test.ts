/**
 * Mahjong solitaire through the HTTP API, following seed 001: the rules
 * document, a game played with match, free, hint and shuffle under agent
 * checks, and no hidden face in any response.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSolutions } from '../../src/games/mahjong-solitaire/deal-cache.ts';
import { mahjongSolitaire } from '../../src/games/mahjong-solitaire/index.ts';
import type { MahjongState } from '../../src/games/mahjong-solitaire/state.ts';
import { replay } from '../../src/platform/play/sessions.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';

const GAME = 'mahjong-solitaire';
let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({}, { games: [mahjongSolitaire] }); });
afterAll(async () => { await camp.close(); });

/**
 * Every face that is covered in the stored state must not appear, at its tile,
 * anywhere in a response: full or lean replies, and refusals, which carry
 * `next` and the game's status too.
 */
async function expectNoHiddenFace(client: CampClient, body: any) {
  const gameId = body.game_id ?? (await client.state(GAME)).body.game_id;
  const row = await camp.camp.store.game(gameId);
  const shown = mahjongSolitaire.view(row!.state as any, 0) as { tiles: { id: string; face: string }[] };
  const hidden = shown.tiles.filter((tile) => tile.face === '??');
  expect(hidden.length).toBeGreaterThan(0);
  const text = JSON.stringify(body);
  for (const tile of hidden) {
    expect(text).not.toMatch(new RegExp(`"id":"${tile.id}","[^}]*"face":"(?!\\?\\?)`));
    expect(text).not.toMatch(new RegExp(`\\b${tile.id}:(?!\\?\\?)`));
  }
}

describe('mahjong-solitaire over HTTP', () => {
  it('serves the rules document of the original Mahjong description', async () => {
    // The rules JSON the game was first described with, kept as a fixture.
    const seed = JSON.parse(fs.readFileSync(new URL('../fixtures/mahjong-rules-document.json', import.meta.url), 'utf8'));
    const rules = (await camp.client().get(`/games/${GAME}/api/rules`)).body;
    // Every key of the seed, in its order, then the keys the camp documents beyond it.
    const beyondSeed = ['reviews'];
    expect(Object.keys(rules)).toEqual([...Object.keys(seed), ...beyondSeed]);
    expect(rules.game).toBe(seed.game);
    expect(rules.name).toBe(seed.name);
    expect(rules.commands.map((c: any) => c.syntax)).toEqual(expect.arrayContaining(seed.commands.map((c: any) => c.syntax)));
    expect(Object.keys(rules.endpoints).map((k) => k.replace(/https?:\/\/[^/]+/, '')).sort())
      .toEqual(Object.keys(seed.endpoints).map((k: string) => k.replace(/https?:\/\/[^/]+/, '')).sort());
  });

  it('plays matches, free, hint and shuffle with agent checks, and never shows a covered face', async () => {
    const player = await camp.signUp();
    const started = await player.newGame(GAME, { seed: 'api-flow' });
    expect(started.status).toBe(201);
    expect(started.body.board.tiles.length).toBe(144);
    await expectNoHiddenFace(player, started.body);

    const free = await player.act(GAME, 'free');
    expect(free.body.results[0].ok).toBe(true);
    expect(free.body.version).toBe(1);
    expect(free.body.score).toBe(0);

    const hint = await player.act(GAME, 'hint');
    const [a, b] = hint.body.board.hint;
    expect(hint.body.score).toBe(0);
    const again = await player.act(GAME, 'hint');
    expect(again.body.board.hint).toEqual([a, b]);
    const matched = await player.act(GAME, `match ${a} ${b.replace('t', '')}`);
    expect(matched.body.results[0].ok, matched.body.error).toBe(true);
    expect(matched.body.board.tiles.length).toBe(142);
    await expectNoHiddenFace(player, matched.body);

    const [c, d] = matched.body.board.pairs[0];
    const wrongCheck = await player.post(`/games/${GAME}/api/act`, { command: `match ${c} ${d}` });
    expect(wrongCheck.status).toBe(428);
    await expectNoHiddenFace(player, wrongCheck.body);
    const refused = await player.post(`/games/${GAME}/api/act`, { command: 'free', unknown_field: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.next).toBeTypeOf('string');
    await expectNoHiddenFace(player, refused.body);
    await expectNoHiddenFace(player, (await player.get(`/games/${GAME}/api/state?lean=true`)).body);
    const selected = await player.act(GAME, [`select ${c}`, `select ${d}`]);
    expect(selected.body.ok, selected.body.error).toBe(true);
    expect(selected.body.board.tiles.length).toBe(140);

    const shuffled = await player.act(GAME, 'shuffle');
    expect(shuffled.body.results[0].ok).toBe(true);
    expect(shuffled.body.board.tiles.length).toBe(140);
    await expectNoHiddenFace(player, shuffled.body);

    const illegal = await player.act(GAME, 'match t1 t144');
    expect(illegal.body.ok).toBe(false);
    expect(illegal.body.version).toBe(shuffled.body.version);

    const resigned = await player.act(GAME, 'resign');
    expect(resigned.body.status).toBe('over');
    expect(resigned.body.board.tiles.some((tile: any) => tile.face === '??')).toBe(false);
    // Once over, the camp answers no command, free included, as the rules say.
    expect((await player.act(GAME, 'free')).status).toBe(409);
    const rules = (await player.get(`/games/${GAME}/api/rules`)).body.rules_html as string;
    expect(rules).toMatch(/After that the camp answers no more commands, <code>free<\/code> included \(each is refused and changes nothing\)/);
    const finished = await player.checkedPost(`/games/${GAME}/api/finish`, { rating: 6, review: 'Calm and tidy.' });
    expect(finished.status).toBe(200);
  });
});

describe('deals prepared ahead', () => {
  it('start camp-chosen and player-chosen seeds on the very deal setup gives, and replay it after the cache is gone', async () => {
    const player = await camp.signUp();
    const ids: string[] = [];
    for (const options of [{}, {}, { seed: 'my own seed' }]) {
      const started = await player.newGame(GAME, options);
      expect(started.status).toBe(201);
      ids.push(started.body.game_id);
      await player.act(GAME, 'hint');
    }
    forgetSolutions();
    for (const id of ids) {
      const row = (await camp.camp.store.game(id))!;
      const log = await camp.camp.store.commands(id);
      expect(mahjongSolitaire.setup({}, row.seed).deal).toEqual((row.state as MahjongState).deal);
      expect(replay(mahjongSolitaire, row, log)).toEqual(row.state);
    }
    expect((await camp.camp.store.game(ids[2]!))!.seed).toBe('my own seed');
  });
});
