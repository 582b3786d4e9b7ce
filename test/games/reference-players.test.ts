/**
 * The reference players and the evaluation harness: each player finishes
 * seeded games through its engine sending only legal commands (the engine
 * runner throws on a refused one), and `--url` mode plays the same games
 * through a real camp, with the agent check off or answered by the secret.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { californiaGreedyPlayer } from '../../src/games/california-solitaire/greedy-player.ts';
import { findGame, games } from '../../src/games/registry.ts';
import { gamesWithReferencePlayers, referencePlayerFor } from '../../src/games/reference-players.ts';
import { playWithEngine } from '../../scripts/eval/engine-runner.ts';
import { summarise, wilsonInterval } from '../../scripts/eval/result.ts';
import { parseEvalArgs, runEvaluation, type EvalRequest } from '../../scripts/eval/run.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

const SEEDS = ['1', '2', '3'];

describe('reference players through the engines', () => {
  it('covers every game the camp serves', () => {
    expect([...gamesWithReferencePlayers].sort()).toEqual(games.map((game) => game.id).sort());
  });

  for (const id of gamesWithReferencePlayers) {
    it(`${id}: finishes seeded games with legal commands only`, async () => {
      for (const seed of SEEDS) {
        const result = await playWithEngine(findGame(id)!, {}, seed, referencePlayerFor(id)!);
        expect(result.outcome, `${id} seed ${seed}`).not.toBeNull();
        expect(result.commands).toBeGreaterThan(0);
      }
    });
  }

  it('decides the same from the board as the JSON a camp sends (it reads nothing else)', async () => {
    const game = findGame('minesweeper')!;
    const options = game.parseOptions({});
    if (!options.ok) throw new Error(options.error);
    const state = game.setup(options.value, '7');
    const opened = game.apply(state, 'reveal 5 5', { seat: 0, now: 0 });
    if (!opened.ok) throw new Error(opened.error);
    const board = game.view(opened.value.state, 0);
    const fromObject = referencePlayerFor('minesweeper')!().next(board);
    const fromJson = referencePlayerFor('minesweeper')!().next(JSON.parse(JSON.stringify(board)));
    expect(fromJson).toEqual(fromObject);
    expect(fromObject).toMatch(/^reveal \d+ \d+$/);
  });

  it('wins most beginner Minesweeper games (a logic player loses only on forced guesses)', async () => {
    const results = await runEvaluation({ gameId: 'minesweeper', options: { difficulty: 'beginner' }, games: 30, fromSeed: 1, url: null, secret: null });
    // Published logic bots win about 97% at beginner; a player that guessed blindly would win far fewer.
    expect(summarise(results).wins).toBeGreaterThanOrEqual(24);
  });
});

describe('the California reference player', () => {
  it('plays seat 0 against the built-in opponent and wins some races, never sending an illegal command', async () => {
    const results = await runEvaluation({ gameId: 'california-double', options: {}, games: 20, fromSeed: 1, url: null, secret: null });
    for (const result of results) expect(['seat0-won', 'seat1-won', 'draw']).toContain(result.outcome);
    // The built-in opponent reads its own deck's order; a player that never dug out a buried card wins about a quarter.
    expect(summarise(results).wins).toBeGreaterThanOrEqual(5);
  });

  for (const [id, options] of [['california-double', {}], ['california-solitaire', { redeals: '0' }]] as const) {
    it(`${id}: wins more games than the greedy player would, by digging out buried cards once its deck is spent`, async () => {
      const game = findGame(id)!;
      let digging = 0;
      let greedy = 0;
      for (let seed = 1; seed <= 20; seed++) {
        if ((await playWithEngine(game, options, String(seed), referencePlayerFor(id)!)).won) digging++;
        if ((await playWithEngine(game, options, String(seed), californiaGreedyPlayer)).won) greedy++;
      }
      expect(digging).toBeGreaterThan(greedy);
    });
  }
});

describe('the harness arguments and figures', () => {
  it('reads the documented command line', () => {
    const request = parseEvalArgs(['--game', 'minesweeper', '--variant', 'difficulty=expert', '--games', '5', '--from-seed', '40'], {});
    expect(request).toEqual({ gameId: 'minesweeper', options: { difficulty: 'expert' }, games: 5, fromSeed: 40, url: null, secret: null });
    expect(() => parseEvalArgs(['--games', '5'], {})).toThrow(/--game is required/);
    expect(() => parseEvalArgs(['--game', 'minesweeper', '--games', 'many'], {})).toThrow(/whole number/);
    expect(() => parseEvalArgs(['--game', 'minesweeper', '--variant', 'expert'], {})).toThrow(/key=value/);
    expect(() => parseEvalArgs(['--game', 'solitaire', '--variant', 'draw=1, draw=3'], {})).toThrow('--variant names "draw" twice; give each option once.');
  });

  it('refuses --games 0 rather than printing a win rate of nothing', () => {
    expect(() => parseEvalArgs(['--game', 'minesweeper', '--games', '0'], {})).toThrow(/--games needs a whole number from 1; got "0"/);
    expect(parseEvalArgs(['--game', 'minesweeper', '--games', '1', '--from-seed', '0'], {})).toMatchObject({ games: 1, fromSeed: 0 });
  });

  it('refuses a game without a reference player, naming those with one', async () => {
    await expect(runEvaluation({ gameId: 'chess', options: {}, games: 1, fromSeed: 1, url: null, secret: null })).rejects.toThrow(/minesweeper/);
  });

  it('refuses a variant name the game has no option of, as the camp\'s new does, rather than ignoring it', async () => {
    const run = (options: Record<string, string>, gameId = 'minesweeper', url: string | null = null) =>
      runEvaluation({ gameId, options, games: 1, fromSeed: 1, url, secret: null });
    await expect(run({ colour: 'red' })).rejects.toThrow('--variant: minesweeper has no option "colour". Its options: difficulty, rows, cols, mines, no_guess.');
    await expect(run({ seed: '5' })).rejects.toThrow(/no option "seed"/);
    await expect(run({ bot_speed: '0' }, 'california-double')).rejects.toThrow(/bot_speed only with --url/);
    // Checked before the run signs up anywhere: nothing listens at this address, yet the variant is what is refused.
    await expect(run({ difficulty: 'hard' }, 'minesweeper', 'http://127.0.0.1:9')).rejects.toThrow(/--variant: bad options for minesweeper: Unknown difficulty "hard"/);
  });

  it('gives the 95% Wilson interval', () => {
    const [low, high] = wilsonInterval(5, 10);
    expect(low).toBeCloseTo(0.2366, 3);
    expect(high).toBeCloseTo(0.7634, 3);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(0, 10)[1]).toBeCloseTo(0.2775, 3);
  });
});

describe('--url mode against a real camp', () => {
  const secret = randomBytes(48).toString('base64');
  let open: TestCamp;
  let checked: TestCamp;

  beforeAll(async () => {
    open = await startCamp({ CAMP_AGENT_CHECK: 'off' });
    checked = await startCamp({ CAMP_SECRET: secret });
  });
  afterAll(async () => {
    await open?.close();
    await checked?.close();
  });

  const request = (url: string, gameId: string, withSecret: string | null): EvalRequest =>
    ({ gameId, options: {}, games: 2, fromSeed: 11, url, secret: withSecret });

  it('plays the same games as the engine when the camp checks no puzzles', async () => {
    const overHttp = await runEvaluation(request(open.url, 'minesweeper', null));
    const direct = await runEvaluation({ ...request(open.url, 'minesweeper', null), url: null });
    expect(overHttp.map(({ outcome, score, commands }) => ({ outcome, score, commands })))
      .toEqual(direct.map(({ outcome, score, commands }) => ({ outcome, score, commands })));
  });

  it('answers every agent check with the operator-given secret', async () => {
    const results = await runEvaluation(request(checked.url, 'mahjong-solitaire', secret));
    expect(results).toHaveLength(2);
    for (const result of results) expect(result.outcome).not.toBeNull();
  });

  it('plays a race against the camp\'s built-in opponent', async () => {
    const results = await runEvaluation({ gameId: 'california-double', options: { bot_speed: '0' }, games: 1, fromSeed: 1, url: open.url, secret: null });
    expect(results).toHaveLength(1);
    expect(['seat0-won', 'seat1-won', 'draw']).toContain(results[0]!.outcome);
    expect(results[0]!.commands).toBeGreaterThan(0);
  });

  it('says which address it could not reach, and refuses a --url that is no http address', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const url = `http://127.0.0.1:${port}`;
    await expect(runEvaluation({ ...request(url, 'minesweeper', null), games: 1 }))
      .rejects.toThrow(`Could not reach the camp at ${url} (POST /api/v1/accounts: connect ECONNREFUSED 127.0.0.1:${port})`);
    expect(() => parseEvalArgs(['--game', 'minesweeper', '--url', 'localhost:8080'], {})).toThrow(/--url needs a camp's http\(s\) address/);
    expect(parseEvalArgs(['--game', 'minesweeper', '--url', 'http://localhost:8080//'], {}).url).toBe('http://localhost:8080');
  });

  it('needs no secret where the camp checks nothing, and says so when the secret is not the camp\'s', async () => {
    // As when CAMP_SECRET is set in the shell for another camp.
    const otherSecret = randomBytes(48).toString('base64');
    const played = await runEvaluation({ ...request(open.url, 'minesweeper', otherSecret), games: 1 });
    expect(played).toHaveLength(1);
    await expect(runEvaluation({ ...request(checked.url, 'minesweeper', otherSecret), games: 1 }))
      .rejects.toThrow(`The secret given (--secret or CAMP_SECRET) does not answer ${checked.url}'s agent checks: give that camp's own secret.`);
  });

  it('cannot play a checking camp without the secret', async () => {
    await expect(runEvaluation(request(checked.url, 'minesweeper', null))).rejects.toThrow(/refused \(428\)/);
  });
});
