/**
 * The MCP server, driven by the SDK's own client over both transports
 * (Streamable HTTP on the camp's /mcp, and stdio through `npm run mcp`): it
 * plays a game of every kind to the end with agent checks on, and a wrong
 * answer changes nothing.
 */
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { solitaire } from '../../src/games/solitaire/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { connect, connectOverHttp, type McpPlayer } from '../support/mcp.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp(); });
afterAll(async () => { await camp.close(); });

/** What a move does in each game before it is resigned (any legal first move will do). */
const FIRST_MOVE = new Map([
  ['solitaire', 'draw'],
  ['mahjong-solitaire', 'hint'],
  ['minesweeper', 'reveal 5 5'],
  ['california-solitaire', 'draw'],
  ['california-double', 'draw'],
]);

async function playEveryGame(player: McpPlayer): Promise<void> {
  const listed = await player.call('list_games');
  expect(listed.content[0]!.text).toContain('minesweeper');
  await player.call('agent_check');
  for (const game of games) {
    const started = await player.call('new_game', { game: game.id, ...(game.seats > 1 ? { opponent: 'bot', bot_speed: 'slow' } : {}) });
    expect(started.isError, started.content[0]?.text).toBe(false);
    expect(started.structuredContent.status).toBe('playing');
    const text = started.content[0]!.text!;
    for (const part of ['playing', 'Next:', 'Puzzle:', 'check_token:']) expect(text).toContain(part);

    const moved = await player.call('act', { game: game.id, commands: FIRST_MOVE.get(game.id)! });
    expect(moved.isError, moved.content[0]?.text).toBe(false);
    expect(moved.structuredContent.results[0].ok).toBe(true);
    const resigned = await player.call('act', { game: game.id, commands: ['resign'] });
    expect(resigned.structuredContent.status, resigned.content[0]?.text).toBe('over');
    let state = await player.call('state', { game: game.id });
    expect(state.structuredContent.status).toBe('over');
    // What was possible may still be worked out (a read waits 5 s for it, a loaded machine may need longer): ask again.
    for (let tries = 0; game.hindsight && state.structuredContent.hindsight === null && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = await player.call('state', { game: game.id });
    }
    // A game that tells what was possible tells it once over, in the text as well.
    // Each of its sentences once: one the board already tells is not said again.
    if (game.hindsight) {
      for (const sentence of state.structuredContent.hindsight.text.split(/(?<=[.!?])\s+/)) expect(state.content[0]!.text).toContain(sentence);
    }
    else expect(state.structuredContent.hindsight).toBeNull();
    if (game.seats > 1) {
      // The player resigned a race: the text says so from their side, with both scores.
      expect(state.content[0]!.text).toMatch(/outcome lost · score \d+ · opponent score \d+/);
    }
    const finished = await player.call('finish', { game: game.id, rating: 7, review: 'Played over MCP.' });
    expect(finished.isError, finished.content[0]?.text).toBe(false);
    expect(finished.content[0]!.text).toContain('Rated 7/10.');
  }
}

async function wrongAnswerChangesNothing(player: McpPlayer): Promise<void> {
  await player.call('agent_check');
  const started = await player.call('new_game', { game: 'minesweeper', options: { difficulty: 'beginner' } });
  expect(started.structuredContent.status, started.content[0]?.text).toBe('playing');
  const before = await player.call('state', { game: 'minesweeper' });
  const refused = await player.call('act', { game: 'minesweeper', commands: 'reveal 1 1' }, 'wrong');
  expect(refused.isError).toBe(true);
  expect(refused.structuredContent.http_status).toBe(428);
  expect(refused.content[0]!.text).toMatch(/^Refused \(agent_check_wrong\)/);
  expect(refused.content[0]!.text).toContain('check_token:');
  expect(refused.content[0]!.text).toContain('call again with its check_token and your answer as check_answer');
  const after = await player.call('state', { game: 'minesweeper' });
  expect(after.structuredContent.version).toBe(before.structuredContent.version);
  expect(after.structuredContent.board_text).toBe(before.structuredContent.board_text);
  const missing = await player.call('act', { game: 'minesweeper', commands: 'reveal 1 1' }, 'none');
  expect(missing.structuredContent.error).toBe('agent_check_missing');
}

describe('MCP over Streamable HTTP at /mcp', () => {
  const open = async () => connectOverHttp(camp, (await camp.signUp()).key);

  it('lists a tool for every call, and each game\'s rules as a resource', async () => {
    const player = await open();
    const tools = (await player.client.listTools()).tools.map((tool) => tool.name).sort();
    expect(tools).toEqual(['act', 'agent_check', 'finish', 'leaderboard', 'list_games', 'my_games', 'my_record', 'new_game', 'next_run_game', 'replay', 'rules', 'run_report', 'sign_up', 'start_run', 'state']);
    const newGame = (await player.client.listTools()).tools.find((tool) => tool.name === 'new_game')!;
    expect(newGame.description!.split('\n')[0]).toMatch(/^Needs check_token and check_answer for minesweeper \(/);
    const resources = (await player.client.listResources()).resources.map((resource) => resource.uri);
    expect(resources.sort()).toEqual(games.flatMap((game) => [`camp://games/${game.id}/rules`, `camp://games/${game.id}/rules/full`]).sort());
    const rules = await player.client.readResource({ uri: 'camp://games/minesweeper/rules' });
    expect((rules.contents[0] as { text: string }).text).toContain('reveal <row> <col>');
    // A race's seed is no replay of a deal of one's choice: it counts only when both players ask for it.
    const raceRules = (await player.client.readResource({ uri: 'camp://games/california-double/rules/full' })).contents[0] as { text: string };
    expect(raceRules.text).not.toContain('replay a deal of your choice');
    expect(raceRules.text).toMatch(/`seed`: .*only when both players ask for the same one.*refused against the bot/);
    const seed = newGame.inputSchema.properties!.seed as { description: string };
    expect(seed.description).toMatch(/Races: only when both players give it; refused against the bot/);
    await player.client.close();
  });

  it('plays a game of every kind to the end with checks on', async () => {
    const player = await open();
    await playEveryGame(player);
    await player.client.close();
  });

  it('changes nothing on a wrong or missing answer', async () => {
    const player = await open();
    await wrongAnswerChangesNothing(player);
    await player.client.close();
  });

  it('takes options as the rules give them, in options or beside them, and leaves the JSON board out when lean', async () => {
    const player = await open();
    await player.call('agent_check');
    // seed, opponent and bot_speed count wherever they are given.
    const inOptions = await player.call('new_game', { game: 'solitaire', options: { seed: 'example' } });
    const beside = await player.call('new_game', { game: 'solitaire', seed: 'example' });
    expect(inOptions.structuredContent.ranked).toBe(false);
    expect(inOptions.structuredContent.board_text).toBe(beside.structuredContent.board_text);
    const race = await player.call('new_game', { game: 'california-double', options: { opponent: 'bot', bot_speed: 500 } });
    expect(race.structuredContent.status, race.content[0]?.text).toBe('playing');
    await player.call('act', { game: 'california-double', commands: 'resign' });
    // The arguments are enums of the values the rules list; in options, any letter case, as over HTTP.
    const offList = await player.call('new_game', { game: 'california-double', opponent: 'Bot', bot_speed: 'Agent' });
    expect(offList.isError).toBe(true);
    expect(offList.content[0]!.text).toMatch(/opponent/);
    const capitalised = await player.call('new_game', { game: 'california-double', options: { opponent: 'Bot', bot_speed: 'Agent' } });
    expect(capitalised.structuredContent.status, capitalised.content[0]?.text).toBe('playing');
    await player.call('act', { game: 'california-double', commands: 'resign' });
    const tools = await player.client.listTools();
    const speed = tools.tools.find((tool) => tool.name === 'new_game')!.inputSchema.properties!.bot_speed as { description: string };
    expect(speed.description).toMatch(/slow 3 s, normal 1.5 s, fast 0.5 s, agent 45 s/);
    // A boolean option, as the rules' example body has it, and a list of cards.
    const noGuess = await player.call('new_game', { game: 'minesweeper', options: { difficulty: 'beginner', no_guess: true } });
    expect(noGuess.isError, noGuess.content[0]?.text).toBe(false);
    expect(noGuess.content[0]!.text).toContain('no-guess');
    const deck = await player.call('new_game', { game: 'solitaire', options: { deck: ['As', '2s', '3s'] } });
    expect(deck.structuredContent.http_status).toBe(400);
    expect(deck.structuredContent.message).toMatch(/52/);
    // A value the options' schema refuses is the same refusal as over HTTP: bad_options, with the options listed.
    const draw = await player.call('new_game', { game: 'solitaire', options: { draw: '2' } });
    expect(draw.isError).toBe(true);
    expect(draw.structuredContent).toMatchObject({ http_status: 400, error: 'bad_options', options: solitaire.options });
    expect(draw.content[0]!.text).toMatch(/^Refused \(bad_options\): Option draw takes 1, 3 \(default 1\)/);

    const lean = await player.call('act', { game: 'solitaire', commands: 'draw', lean: true });
    expect(lean.structuredContent.results[0].ok, lean.content[0]?.text).toBe(true);
    expect(lean.structuredContent.board).toBeUndefined();
    expect(lean.content[0]!.text).toContain('check_token:');
    const leanState = await player.call('state', { game: 'solitaire', lean: true });
    expect(leanState.structuredContent.board).toBeUndefined();
    expect(leanState.structuredContent.board_text).toBe(lean.structuredContent.board_text);
    // Over MCP a reply is lean unless asked otherwise.
    expect((await player.call('state', { game: 'solitaire' })).structuredContent.board).toBeUndefined();
    expect((await player.call('state', { game: 'solitaire', lean: false })).structuredContent.board).toBeDefined();

    const rules = await player.call('rules', { game: 'minesweeper' });
    expect(rules.structuredContent.options.map((option: { name: string }) => option.name)).toContain('no_guess');
    await player.client.close();
  });

  it('takes a seed as text or a whole number, dealing what new over HTTP deals for it', async () => {
    const player = await open();
    const http = await camp.signUp();
    const overHttp = await http.newGame('solitaire', { seed: 42 });
    expect(overHttp.status).toBe(201);
    expect((await http.newGame('solitaire', { seed: '42' })).body.board_text).toBe(overHttp.body.board_text);
    for (const seed of [42, '42']) {
      const started = await player.call('new_game', { game: 'solitaire', seed });
      expect(started.isError, started.content[0]?.text).toBe(false);
      expect(started.structuredContent.board_text, String(seed)).toBe(overHttp.body.board_text);
    }
    const inOptions = await player.call('new_game', { game: 'solitaire', options: { seed: 42 } });
    expect(inOptions.structuredContent.board_text).toBe(overHttp.body.board_text);
    await player.client.close();
  });

  it('answers a tool call without credentials as the API does', async () => {
    const anonymous = await connectOverHttp(camp);
    const refused = await anonymous.call('state', { game: 'solitaire' });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent.http_status).toBe(401);
    await anonymous.client.close();
  });
});

describe('MCP over stdio (npm run mcp)', () => {
  it('plays a game of every kind to the end, and a wrong answer changes nothing', async () => {
    const account = await camp.signUp();
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp'],
      env: { ...getDefaultEnvironment(), CAMP_URL: camp.url, CAMP_KEY: account.key },
      stderr: 'pipe',
    });
    const player = await connect(camp, transport);
    try {
      await playEveryGame(player);
      await wrongAnswerChangesNothing(player);
    } finally {
      await player.client.close();
    }
  }, 60_000);
});
