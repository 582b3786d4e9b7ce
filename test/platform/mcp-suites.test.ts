/**
 * The suite tools (start_run, next_run_game, run_report), driven by the
 * SDK's own client against a real camp: a whole smoke run started, played
 * and read over MCP gives the report card the HTTP route gives, and a run in
 * progress is its owner's alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { connectOverHttp, textOf } from '../support/mcp.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({ CAMP_RUN_RACE_BOT_SECONDS: '0' }); });
afterAll(async () => { await camp.close(); });

describe('the suite tools over Streamable HTTP', () => {
  it('start a run, start each of its games and read its card', async () => {
    const http = await camp.signUp();
    const mcp = await connectOverHttp(camp, http.key);
    const names = (await mcp.client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['start_run', 'next_run_game', 'run_report']));

    const started = await mcp.call('start_run', { suite: 'smoke' });
    expect(started.isError, textOf(started)).toBe(false);
    const runId: string = started.structuredContent.run.id;
    expect(textOf(started)).toContain('0 of 9 games done');

    // Someone else sees nothing of it while it is on.
    const stranger = await connectOverHttp(camp, (await camp.signUp()).key);
    const hidden = await stranger.call('run_report', { run: runId });
    expect(hidden.isError).toBe(true);
    expect(hidden.structuredContent.error).toBe('unknown_run');

    await mcp.call('agent_check');
    for (let i = 0; i < 9; i++) {
      const game = await mcp.call('next_run_game', { run: runId });
      expect(game.isError, textOf(game)).toBe(false);
      expect(game.structuredContent.run).toBe(runId);
      // Lean like new_game's reply: the JSON board is left out, the text board is there.
      expect(game.structuredContent.board, textOf(game)).toBeUndefined();
      expect(textOf(game)).toContain(String(game.structuredContent.board_text).trimEnd().split('\n')[0]);
      const over = await mcp.call('act', { game: game.structuredContent.game, game_id: game.structuredContent.game_id, commands: 'resign' });
      expect(over.structuredContent.status, textOf(over)).toBe('over');
    }
    const none = await mcp.call('next_run_game', { run: runId });
    expect(textOf(none)).toMatch(/complete/);

    let report = await mcp.call('run_report', { run: runId });
    for (let wait = 0; !report.structuredContent.report_card && wait < 60; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      report = await mcp.call('run_report', { run: runId });
    }
    expect(textOf(report)).toMatch(/Camp score 0\.000/);
    const { http_status: _status, ...relayed } = report.structuredContent;
    expect(relayed).toEqual((await http.get(`/api/v1/runs/${runId}`)).body);
    await mcp.client.close();
    await stranger.client.close();
  }, 60_000);
});
