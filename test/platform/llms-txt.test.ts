/**
 * /llms.txt and the per-game guides, read from a real camp: the index keeps
 * the llmstxt.org shape and every link it gives answers; each guide names
 * what its game's definition holds; and its worked first move, played by an
 * agent against the camp, is accepted and answers what the guide shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { games } from '../../src/games/registry.ts';
import { optionDocs } from '../../src/platform/play/match-options.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { connectOverHttp } from '../support/mcp.ts';
import { rawRequest } from '../support/raw-http.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp(); });
afterAll(async () => { await camp.close(); });

async function text(urlPath: string): Promise<string> {
  const reply = await fetch(camp.url + urlPath);
  expect(reply.status, urlPath).toBe(200);
  expect(reply.headers.get('content-type'), urlPath).toBe('text/plain; charset=utf-8');
  return reply.text();
}

/** The `[name](url)` links of the llms.txt list items. */
const listLinks = (llms: string) => [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);

/** The lines of one `## ` section of a guide. */
function section(guide: string, title: string): string {
  const start = guide.indexOf(`\n## ${title}\n`);
  expect(start, title).toBeGreaterThan(0);
  const end = guide.indexOf('\n## ', start + 1);
  return guide.slice(start, end < 0 ? undefined : end);
}

/** The worked first move as the guide writes it: each curl's path and JSON body, and the text blocks. */
function workedMove(guide: string) {
  const worked = section(guide, 'A worked first move');
  const calls = [...worked.matchAll(/"\$CAMP(\/games\/[^"]+)"[^\n]*\\\n {2}-d '([^']*)'/g)]
    .map((match) => ({ path: match[1]!, body: JSON.parse(match[2]!) as Record<string, unknown> }));
  const board = /```text\n([\s\S]*?)\n```/.exec(worked)?.[1];
  const said = /`results` say: "([\s\S]*?)" Its `next`/.exec(worked)?.[1];
  const nextAfter = /Its `next`: "([\s\S]*)"\s*$/.exec(worked)?.[1];
  const reply = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(worked)![1]!) as Record<string, unknown>;
  return { calls, board, said, nextAfter, reply };
}

describe('/llms.txt', () => {
  it('has the llmstxt.org shape: a title, a summary, then H2 sections of links', async () => {
    const llms = await text('/llms.txt');
    const lines = llms.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.find((line) => line.trim() !== '' && !line.startsWith('# '))).toMatch(/^> \S/);
    const sections = lines.filter((line) => line.startsWith('## '));
    expect(sections).toContain('## Games');
    expect(sections.at(-1)).toBe('## Optional');
    // Nothing but H1, summary and prose comes before the first H2; every list item after it is a link.
    const afterHeadings = lines.slice(lines.indexOf(sections[0]!));
    for (const line of afterHeadings.filter((line) => line.startsWith('- '))) expect(line).toMatch(/^- \[[^\]]+\]\([^)]+\)(: .+)?$/);
  });

  it("links each registered game's guide and rules", async () => {
    const links = listLinks(await text('/llms.txt'));
    for (const game of games) {
      expect(links).toContain(`/games/${game.id}/llms.txt`);
      expect(links).toContain(`/games/${game.id}/api/rules`);
    }
    expect(links).toContain('/mcp');
  });

  it('names every MCP tool the endpoint lists', async () => {
    const mcpLine = (await text('/llms.txt')).split('\n').find((line) => line.startsWith('- [MCP endpoint]'))!;
    const client = await connectOverHttp(camp);
    const tools = (await client.client.listTools()).tools.map((tool) => tool.name);
    await client.client.close();
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) expect(mcpLine, tool).toMatch(new RegExp(`\\b${tool}\\b`));
  });

  it('gives only links that answer on this camp', async () => {
    const links = listLinks(await text('/llms.txt'));
    for (const link of links) {
      expect(link, 'links are paths on this camp').toMatch(/^\/(?!\/)/);
      if (link === '/mcp') {
        // The MCP endpoint speaks JSON-RPC over POST only: it must answer an initialize.
        const reply = await fetch(camp.url + link, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'llms-test', version: '1' } } }),
        });
        expect(reply.status, link).toBe(200);
        expect((await reply.json()).result.serverInfo).toBeDefined();
      } else {
        expect((await fetch(camp.url + link)).status, link).toBe(200);
      }
    }
  });
});

describe('each game guide', () => {
  it('names every command, every option, the check spellings and lean replies', async () => {
    for (const game of games) {
      const guide = await text(`/games/${game.id}/llms.txt`);
      expect(guide.split('\n')[0], game.id).toMatch(/^# /);
      for (const command of game.commands) expect(section(guide, 'Commands'), game.id).toContain(`\`${command.syntax}\``);
      const options = section(guide, 'Options for a new game');
      // Each option once: a race's match options (opponent, bot_speed) included.
      for (const option of optionDocs(game)) expect(options.split('\n').filter((line) => line.startsWith(`- \`${option.name}\``)), `${game.id} ${option.name}`).toHaveLength(1);
      const loop = section(guide, 'The loop');
      for (const spelling of ['X-Agent-Check', 'X-Agent-Answer', 'X-Camp-Check', 'X-Camp-Answer', 'agent_answer', 'camp_answer']) expect(loop, game.id).toContain(spelling);
      // How an answer may be written, so an agent that writes 54.0 knows it counts.
      expect(loop, game.id).toContain('`+54`, `54.0` and `54.` are read as the same number');
      const field = game.checkField ?? 'agent_check';
      expect(loop, game.id).toContain(`Every reply carries a puzzle as \`${field}\``);
      expect(section(guide, 'Lean replies'), game.id).toContain('?lean=true');
      // Which calls need an answer comes from the definition: new only where every POST is checked.
      const newCall = workedMove(guide).calls[0]!;
      const worked = section(guide, 'A worked first move');
      const newCurl = worked.split('\n').find((line) => line.includes(newCall.path))!;
      expect(newCurl.includes('-Check: $TOKEN'), game.id).toBe(game.checkedCalls === 'every-post');
    }
  });

  it('shows a worked first move that the camp accepts when an agent plays it', async () => {
    for (const game of games) {
      const guide = await text(`/games/${game.id}/llms.txt`);
      const { calls, board, said, nextAfter, reply } = workedMove(guide);
      expect(calls.map((call) => call.path), game.id).toEqual([`/games/${game.id}/api/new?lean=true`, `/games/${game.id}/api/act?lean=true`]);
      const [start, move] = calls as [typeof calls[0], typeof calls[0]];
      const player = await camp.signUp();

      const started = game.checkedCalls === 'every-post' ? await player.checkedPost(start.path, start.body) : await player.post(start.path, start.body);
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      expect(started.body.status, game.id).toBe('playing');
      const acted = await player.checkedPost(move.path, move.body);
      expect(acted.status, JSON.stringify(acted.body)).toBe(200);
      expect(acted.body.ok, JSON.stringify(acted.body.results)).toBe(true);
      expect(acted.body.results.map((result: { command: string }) => result.command)).toEqual([move.body.command]);
      if (game.seats === 1) {
        // With the guide's seed the agent gets the very board and answer the guide shows.
        expect(started.body.board_text, game.id).toBe(board);
        expect(acted.body.results[0].message, game.id).toBe(said);
        expect(reply.next, game.id).toBe(started.body.next);
        expect(nextAfter, game.id).toBe(acted.body.next);
      }
      expect(reply.ranked, game.id).toBe(started.body.ranked);
    }
  });
});

describe('a camp with one game, a public URL and no agent checks', () => {
  let small: TestCamp;
  beforeAll(async () => { small = await startCamp({ CAMP_PUBLIC_URL: 'https://camp.example.org/', CAMP_AGENT_CHECK: 'off' }, { games: [minesweeper] }); });
  afterAll(async () => { await small.close(); });

  it('lists and serves only its own games, under the public URL whatever the Host header says', async () => {
    const llms = await rawRequest(small.url, '/llms.txt', { headers: { host: 'evil.example' } });
    expect(llms.status).toBe(200);
    const links = listLinks(llms.body);
    expect(links).toContain('https://camp.example.org/games/minesweeper/llms.txt');
    for (const link of links) expect(link).toMatch(/^https:\/\/camp\.example\.org\//);
    expect(links.filter((link) => link.endsWith('/llms.txt'))).toEqual(['https://camp.example.org/games/minesweeper/llms.txt']);
    expect(llms.body).not.toContain('evil.example');

    const guide = await rawRequest(small.url, '/games/minesweeper/llms.txt', { headers: { host: 'evil.example' } });
    expect(guide.status).toBe(200);
    expect(guide.body).toContain("CAMP='https://camp.example.org'");
    expect(guide.body).not.toContain('evil.example');
    expect((await fetch(`${small.url}/games/solitaire/llms.txt`)).status).toBe(404);
    // The rules document's links are under the public URL too, the reviews' included.
    const rules = await (await fetch(`${small.url}/games/minesweeper/api/rules`)).json();
    expect(rules.reviews.more).toBe('https://camp.example.org/games/minesweeper/api/reviews');
  });

  it('says so when the operator switched agent checks off, and asks for no answer', async () => {
    const llms = await (await fetch(`${small.url}/llms.txt`)).text();
    expect(llms).toContain('Agent checks are switched off on this camp');
    const guide = await (await fetch(`${small.url}/games/minesweeper/llms.txt`)).text();
    expect(section(guide, 'The loop')).toContain('Agent checks are switched off on this camp');
    const worked = section(guide, 'A worked first move');
    expect(worked).not.toContain('Check: $TOKEN');
    // As the camp's own replies say it: no puzzle comes.
    expect(worked).toContain('"camp_check": null');
  });
});

describe('a camp whose puzzles last 90 seconds', () => {
  let quick: TestCamp;
  beforeAll(async () => { quick = await startCamp({ CAMP_CHECK_TTL_SECONDS: '90' }, { games: [minesweeper] }); });
  afterAll(async () => { await quick.close(); });

  it('says how long they last in each guide, as the puzzles themselves do', async () => {
    const guide = await (await fetch(`${quick.url}/games/minesweeper/llms.txt`)).text();
    expect(section(guide, 'The loop')).toContain('lasts at most 90 seconds');
    expect(guide).not.toContain('ten minutes');
    const fetched = Date.now();
    const puzzle = (await quick.client().get('/api/v1/agent-check')).body.agent_check;
    // Served in windows of half the lifetime: the puzzle served has at least half of it left.
    expect(Date.parse(puzzle.expires_at) - fetched).toBeGreaterThan(44_000);
    expect(Date.parse(puzzle.expires_at) - fetched).toBeLessThanOrEqual(90_000);
  });
});
