/**
 * The record tools (my_record, my_games, replay, leaderboard), driven by the
 * SDK's own client against a real camp: each answers what its HTTP route
 * answers for the same account and query, refuses what the route refuses
 * (with the camp's own code), and shows nothing hidden of a game in play.
 */
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { REPLAY_PAGE } from '../../src/platform/records/records.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { connect, connectOverHttp, playAndResign, textOf, type McpPlayer, type ToolOutput } from '../support/mcp.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp(); });
afterAll(async () => { await camp.close(); });

const RECORD_TOOLS = ['my_record', 'my_games', 'replay', 'leaderboard'];

/** An account reached both ways: over MCP and over plain HTTP. */
async function agent(): Promise<{ mcp: McpPlayer; http: CampClient & { name: string } }> {
  const http = await camp.signUp();
  return { mcp: await connectOverHttp(camp, http.key), http };
}

/** The camp's reply a tool relayed, without the status the tool adds. */
function relayed(result: ToolOutput): Record<string, unknown> {
  const { http_status: _status, ...body } = result.structuredContent;
  return body;
}

/** A refusal by the tool's own schema: the camp is never asked. */
function expectSchemaRefusal(result: ToolOutput): void {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  expect(textOf(result)).toMatch(/Input validation error/);
}

describe('the record tools over Streamable HTTP', () => {
  it('are listed read-only, for every game, with the routes\' bounds', async () => {
    const { mcp } = await agent();
    const tools = (await mcp.client.listTools()).tools.filter((tool) => RECORD_TOOLS.includes(tool.name));
    expect(tools.map((tool) => tool.name).sort()).toEqual([...RECORD_TOOLS].sort());
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    const replay = tools.find((tool) => tool.name === 'replay')!.inputSchema;
    expect((replay.properties!.game as { enum: string[] }).enum).toEqual(games.map((game) => game.id));
    expect(replay.properties!.count).toMatchObject({ minimum: 1, maximum: REPLAY_PAGE.max });
    expect(replay.required).toEqual(expect.arrayContaining(['game', 'game_id']));
    await mcp.client.close();
  });

  it('my_record is GET /api/v1/me', async () => {
    const { mcp, http } = await agent();
    await playAndResign(mcp, 'solitaire', 'draw');
    const record = await mcp.call('my_record');
    expect(record.isError, textOf(record)).toBe(false);
    const overHttp = await http.get('/api/v1/me');
    expect(record.structuredContent.http_status).toBe(200);
    expect(relayed(record)).toEqual(overHttp.body);
    expect(textOf(record)).toContain(`Account ${http.name}`);
    expect(textOf(record)).toContain('- solitaire: played 1, won 0, in progress 0');
    // The record routes carry no puzzle, and the text promises none.
    expect(textOf(record)).not.toContain('check_token');
    await mcp.client.close();
  });

  it('my_games lists a game played over MCP, its replay link once over, a page at a time as the route does', async () => {
    const { mcp, http } = await agent();
    const over = await playAndResign(mcp, 'solitaire', 'draw');
    const playing = (await mcp.call('new_game', { game: 'solitaire' })).structuredContent.game_id;

    const listed = await mcp.call('my_games');
    expect(listed.isError, textOf(listed)).toBe(false);
    expect(relayed(listed)).toEqual((await http.get('/api/v1/me/games')).body);
    const [newest, older] = listed.structuredContent.games;
    expect(newest).toMatchObject({ game_id: playing, status: 'playing' });
    expect(newest.links.replay).toBeUndefined();
    const replayLink = `/games/solitaire/api/replay?game_id=${over}`;
    expect(older).toMatchObject({ game_id: over, status: 'over', outcome: 'resigned', ranked: true, links: { replay: replayLink } });
    expect(textOf(listed)).toContain(`- ${over}: solitaire · status over · outcome resigned · score 0 · ranked · started `);
    expect(textOf(listed)).toContain(`replay {game: "solitaire", game_id: "${over}"}`);
    expect(textOf(listed)).not.toContain(replayLink);
    expect(textOf(listed).split('\n').find((line) => line.includes(playing))).not.toContain('replay');

    // A page at a time, with the route's own cursor.
    const first = await mcp.call('my_games', { limit: 1 });
    const cursor = first.structuredContent.next_cursor;
    expect(first.structuredContent.games.map((game: { game_id: string }) => game.game_id)).toEqual([playing]);
    expect(textOf(first)).toContain(`cursor "${cursor}"`);
    const second = await mcp.call('my_games', { limit: 1, cursor });
    expect(relayed(second)).toEqual((await http.get(`/api/v1/me/games?limit=1&cursor=${encodeURIComponent(cursor)}`)).body);
    expect(second.structuredContent.games[0].game_id).toBe(over);

    const onlyOver = await mcp.call('my_games', { game: 'solitaire', status: 'over' });
    expect(onlyOver.structuredContent.games.map((game: { game_id: string }) => game.game_id)).toEqual([over]);
    const none = await mcp.call('my_games', { game: 'minesweeper' });
    expect(none.structuredContent.games).toEqual([]);
    expect(textOf(none)).toBe('No games of yours match.');

    // What the route refuses, the schema refuses.
    for (const args of [{ limit: 0 }, { limit: 101 }, { status: 'done' }, { game: 'chess' }]) expectSchemaRefusal(await mcp.call('my_games', args));
    const badCursor = await mcp.call('my_games', { cursor: 'not-a-cursor' });
    expect(badCursor.isError).toBe(true);
    expect(badCursor.structuredContent.http_status).toBe((await http.get('/api/v1/me/games?cursor=not-a-cursor')).status);
    await mcp.client.close();
  });

  it('shows nothing hidden of a game in play: no board in my_games, and no replay', async () => {
    const { mcp, http } = await agent();
    await mcp.call('agent_check');
    const started = await mcp.call('new_game', { game: 'solitaire' });
    const gameId = started.structuredContent.game_id;
    // Klondike deals face-down cards: the state shows them as [##], and only the camp knows them.
    expect(started.structuredContent.board_text).toContain('[##]');

    const listed = await mcp.call('my_games');
    const entry = listed.structuredContent.games[0];
    expect(entry.game_id).toBe(gameId);
    for (const field of ['board', 'board_text', 'state', 'seed', 'moves']) expect(entry, field).not.toHaveProperty(field);
    for (const shown of [textOf(listed), JSON.stringify(listed.structuredContent)]) expect(shown).not.toMatch(/[♠♥♦♣]|\[##\]/);

    // Its replay is refused, to its own player as to anyone, with the route's code.
    const own = await mcp.call('replay', { game: 'solitaire', game_id: gameId });
    const ownOverHttp = await http.get(`/games/solitaire/api/replay?game_id=${gameId}`);
    expect(own.isError).toBe(true);
    expect(own.structuredContent).toMatchObject({ http_status: 409, error: 'not_over' });
    expect(relayed(own)).toEqual(ownOverHttp.body);
    expect(textOf(own)).toMatch(/^Refused \(not_over\)/);
    expect(textOf(own)).not.toMatch(/[♠♥♦♣]/);

    const stranger = await agent();
    const theirs = await stranger.mcp.call('replay', { game: 'solitaire', game_id: gameId });
    expect(theirs.structuredContent).toMatchObject({ http_status: 409, error: 'not_over' });
    expect(relayed(theirs)).toEqual((await stranger.http.get(`/games/solitaire/api/replay?game_id=${gameId}`)).body);

    // An unknown id, or a game asked for under another game's name, is the route's 404.
    for (const args of [{ game: 'solitaire', game_id: 'no-such-game' }, { game: 'minesweeper', game_id: gameId }]) {
      const missing = await mcp.call('replay', args);
      expect(missing.structuredContent, JSON.stringify(args)).toMatchObject({ http_status: 404, error: 'unknown_game' });
    }
    await Promise.all([mcp.client.close(), stranger.mcp.client.close()]);
  });

  it('replays a finished game move by move with the boards, a page at a time', async () => {
    const { mcp, http } = await agent();
    const gameId = await playAndResign(mcp, 'solitaire', 'draw');
    const whole = await mcp.call('replay', { game: 'solitaire', game_id: gameId });
    expect(whole.isError, textOf(whole)).toBe(false);
    const overHttp = (await http.get(`/games/solitaire/api/replay?game_id=${gameId}`)).body;
    for (const field of ['game_id', 'status', 'outcome', 'total_moves', 'initial_board_text', 'moves', 'next_from']) {
      expect(whole.structuredContent[field], field).toEqual(overHttp[field]);
    }
    const moves = whole.structuredContent.moves;
    expect(moves.map((move: { command: string }) => move.command)).toEqual(['draw', 'resign']);
    const text = textOf(whole);
    expect(text).toContain(`Start:\n${overHttp.initial_board_text}`);
    expect(text).toContain(`Move 1: draw -> status playing, score 0\n${moves[0].board_text}`);
    expect(text).toContain('Move 2: resign -> status over');
    expect(text).toContain('That was the last move.');

    const page1 = await mcp.call('replay', { game: 'solitaire', game_id: gameId, count: 1 });
    expect(page1.structuredContent.next_from).toBe(2);
    expect(textOf(page1)).toContain('Next page: call replay again with from 2.');
    const page2 = await mcp.call('replay', { game: 'solitaire', game_id: gameId, from: 2, count: 1 });
    expect(page2.structuredContent.moves.map((move: { seq: number }) => move.seq)).toEqual([2]);
    expect(textOf(page2)).not.toContain('Start:');
    expect(textOf(page2)).toContain('That was the last move.');

    // Past the last move is the camp's refusal; out of the route's bounds is the schema's.
    const past = await mcp.call('replay', { game: 'solitaire', game_id: gameId, from: 3 });
    expect(past.structuredContent).toMatchObject({ http_status: 400, error: 'bad_from' });
    for (const args of [{ count: 0 }, { count: REPLAY_PAGE.max + 1 }, { from: 0 }, { count: 1.5 }]) {
      expectSchemaRefusal(await mcp.call('replay', { game: 'solitaire', game_id: gameId, ...args }));
    }
    expectSchemaRefusal(await mcp.call('replay', { game: 'solitaire' }));

    // A finished game's replay is anyone's, as over HTTP, with or without credentials.
    const anonymous = await connectOverHttp(camp);
    const seen = await anonymous.call('replay', { game: 'solitaire', game_id: gameId });
    expect(seen.structuredContent.moves).toEqual(moves);
    await Promise.all([mcp.client.close(), anonymous.client.close()]);
  });

  it('leaderboard shows the rows the HTTP route shows for the same query', async () => {
    for (let i = 0; i < 2; i++) {
      const { mcp } = await agent();
      await playAndResign(mcp, 'solitaire', 'draw');
      await mcp.client.close();
    }
    const { mcp, http } = await agent();
    const queries: [Record<string, string | number>, string][] = [
      [{}, ''],
      [{ window: '7d', limit: 1 }, '?window=7d&limit=1'],
      [{ variant: 'draw1-standard', window: 'all', limit: 100 }, '?variant=draw1-standard&window=all&limit=100'],
      [{ window: 'daily' }, '?window=daily'],
    ];
    for (const [args, query] of queries) {
      const board = await mcp.call('leaderboard', { game: 'solitaire', ...args });
      expect(board.isError, textOf(board)).toBe(false);
      expect(relayed(board), query).toEqual((await http.get(`/api/v1/leaderboards/solitaire${query}`)).body);
    }
    const board = await mcp.call('leaderboard', { game: 'solitaire' });
    const entries = board.structuredContent.entries;
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) {
      expect(textOf(board)).toContain(`${entry.rank}. ${entry.name} · best score ${entry.best_score} · won ${entry.wins} of ${entry.played}`);
      expect(textOf(board)).toContain(`game ${entry.game_id} · replay {game: "solitaire", game_id: "${entry.game_id}"}`);
    }
    expect(textOf(board)).toMatch(/^Solitaire leaderboard · variant draw1-standard · all time/);

    // A race is ranked by rating; with no rated race its board is empty.
    const race = await mcp.call('leaderboard', { game: 'california-double' });
    expect(relayed(race)).toEqual((await http.get('/api/v1/leaderboards/california-double')).body);

    for (const args of [{ window: 'month' }, { limit: 0 }, { limit: 101 }, { variant: '' }]) expectSchemaRefusal(await mcp.call('leaderboard', { game: 'solitaire', ...args }));
    const dateAlone = await mcp.call('leaderboard', { game: 'solitaire', date: '2024-01-01' });
    expect(dateAlone.structuredContent).toMatchObject({ http_status: 400, error: 'date_without_daily' });
    await mcp.client.close();
  });

  it('answers without credentials as the routes do', async () => {
    const anonymous = await connectOverHttp(camp);
    for (const tool of ['my_record', 'my_games']) {
      const refused = await anonymous.call(tool);
      expect(refused.isError, tool).toBe(true);
      expect(refused.structuredContent.http_status, tool).toBe(401);
    }
    expect((await anonymous.call('leaderboard', { game: 'minesweeper' })).structuredContent.http_status).toBe(200);
    await anonymous.client.close();
  });
});

describe('the record tools over stdio (npm run mcp)', () => {
  it('relay the same replies through the camp\'s URL', async () => {
    const http = await camp.signUp();
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp'],
      env: { ...getDefaultEnvironment(), CAMP_URL: camp.url, CAMP_KEY: http.key },
      stderr: 'pipe',
    });
    const mcp = await connect(camp, transport);
    try {
      const gameId = await playAndResign(mcp, 'minesweeper', 'reveal 5 5', { options: { difficulty: 'beginner' } });
      expect(relayed(await mcp.call('my_record'))).toEqual((await http.get('/api/v1/me')).body);
      const listed = await mcp.call('my_games', { game: 'minesweeper', limit: 5 });
      expect(relayed(listed)).toEqual((await http.get('/api/v1/me/games?game=minesweeper&limit=5')).body);
      const replay = await mcp.call('replay', { game: 'minesweeper', game_id: gameId, count: 1 });
      expect(replay.structuredContent.moves.map((move: { command: string }) => move.command)).toEqual(['reveal 5 5']);
    } finally {
      await mcp.client.close();
    }
  }, 60_000);
});
