/**
 * An agent that knows the camp only through MCP: the tool list and a game's
 * prompt. It signs up with the sign_up tool, then plays a fixed, won game of
 * every one-player kind (bench/support/scripted-games.ts) and a race to its
 * end, with checks on, over Streamable HTTP and over stdio, from the text of
 * the replies alone. No reply names an HTTP method, route or header, and no
 * reply says a sentence twice.
 */
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { scriptedGame, type ScriptedGame } from '../../bench/support/scripted-games.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { TextAgent } from '../support/text-agent.ts';

/** Commands per act call: several moves in one call, as an agent may send them. */
const BATCH = 4;

let camp: TestCamp;
const scripts = new Map<string, ScriptedGame>();
beforeAll(async () => {
  camp = await startCamp();
  for (const game of games) {
    const script = await scriptedGame(game);
    if (script) scripts.set(game.id, script);
  }
});
afterAll(async () => { await camp.close(); });

const overHttp = (key?: string) => new StreamableHTTPClientTransport(new URL(`${camp.url}/mcp`), {
  ...(key ? { requestInit: { headers: { authorization: `Bearer ${key}` } } } : {}),
});

/** The first call a game's prompt gives, as text. */
async function promptText(agent: TextAgent, game: string): Promise<string> {
  const prompt = await agent.client.getPrompt({ name: `play_${game.replace(/-/g, '_')}` });
  const text = (prompt.messages[0]!.content as { text: string }).text;
  expect(text).not.toMatch(/POST|GET /);
  return text;
}

/** Starts a game as its prompt says: a game that checks its start answers a puzzle first. */
async function start(agent: TextAgent, game: string, args: Record<string, unknown>) {
  const prompt = await promptText(agent, game);
  expect(prompt).toContain(`new_game {game: "${game}"`);
  if (prompt.includes('Call agent_check')) await agent.call('agent_check');
  const started = await agent.call('new_game', { game, ...args });
  expect(started.isError, started.text).toBe(false);
  agent.followBoard(started);
  return started;
}

async function playScripted(agent: TextAgent, script: ScriptedGame): Promise<void> {
  await start(agent, script.game, { options: script.options, seed: script.seed });
  let last;
  for (let at = 0; at < script.commands.length; at += BATCH) {
    last = await agent.call('act', { game: script.game, commands: script.commands.slice(at, at + BATCH) });
    expect(last.isError, last.text).toBe(false);
    agent.followBoard(last);
  }
  expect(last!.text).toMatch(/^version \d+ · over · outcome won · /);
  await rate(agent, script.game);
}

/** A race against the bot, played with the commands its replies suggest, until it is over (resigned after a few moves). */
async function playRace(agent: TextAgent, game: string): Promise<void> {
  await start(agent, game, { opponent: 'bot', bot_speed: 'fast' });
  for (let move = 0; move < 6; move++) {
    const state = await agent.call('state', { game });
    if (/ · over · /.test(state.text.split('\n')[0]!)) break;
    const suggested = /'([^']+)'/.exec(state.text.slice(state.text.indexOf('\nNext: ')))?.[1] ?? 'draw';
    await agent.call('act', { game, commands: suggested });
  }
  const resigned = await agent.call('act', { game, commands: 'resign' });
  expect(resigned.text).toMatch(/ · over · /);
  await rate(agent, game);
}

async function rate(agent: TextAgent, game: string): Promise<void> {
  const rated = await agent.call('finish', { game, rating: 8, review: 'Played from the text of the replies.' });
  expect(rated.isError, rated.text).toBe(false);
  expect(rated.text).toContain('Rated 8/10.');
}

async function playEveryGame(agent: TextAgent): Promise<void> {
  const listed = await agent.call('list_games');
  for (const game of games) expect(listed.text).toContain(`- ${game.id}: `);
  for (const game of games) {
    const rules = await agent.call('rules', { game: game.id });
    expect(rules.text).toContain(game.commands[0]!.syntax);
    const script = scripts.get(game.id);
    if (script) await playScripted(agent, script);
    else await playRace(agent, game.id);
  }
  await readRecord(agent);
}

/** The record tools after the games, whose texts the agent's scan reads too: a replay is named as the tool call that gives it. */
async function readRecord(agent: TextAgent): Promise<void> {
  expect((await agent.call('my_record')).isError).toBe(false);
  const listed = await agent.call('my_games', { limit: games.length });
  const named = /· replay \{game: "([^"]+)", game_id: "([^"]+)"\}$/m.exec(listed.text);
  expect(named, listed.text).not.toBeNull();
  const [, game, gameId] = named!;
  const replay = await agent.call('replay', { game, game_id: gameId, count: 2 });
  expect(replay.text).toContain(`Replay of ${game} game ${gameId}`);
  for (const each of games) expect((await agent.call('leaderboard', { game: each.id })).isError).toBe(false);
}

describe('an agent that has only MCP', () => {
  it('has a won game of every one-player kind to play', () => {
    expect([...scripts.keys()].sort()).toEqual(games.filter((game) => game.seats === 1).map((game) => game.id).sort());
  });

  it('signs up over Streamable HTTP, reconnects with its key, and plays every game to its end', async () => {
    const anonymous = await TextAgent.connect(camp, overHttp());
    const signedUp = await anonymous.call('sign_up', { name: `mcp-http-${process.pid}` });
    expect(signedUp.isError, signedUp.text).toBe(false);
    expect(signedUp.text).toContain('reconnect to it with this key as the Bearer credential');
    const key = /shown only this once \(keep it secret\): (\S+)$/m.exec(signedUp.text)![1]!;
    await anonymous.client.close();

    const agent = await TextAgent.connect(camp, overHttp(key));
    await playEveryGame(agent);
    expect(agent.texts.length).toBeGreaterThan(100);
    // Every form a board comes in was rebuilt from the text along the way.
    expect([...agent.boardForms.keys()].sort()).toEqual(['lines', 'runs', 'whole']);
    await agent.client.close();
  }, 240_000);

  it('signs up over stdio, where the server keeps the key, and plays every game to its end', async () => {
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp'],
      env: { ...getDefaultEnvironment(), CAMP_URL: camp.url },
      stderr: 'pipe',
    });
    const agent = await TextAgent.connect(camp, transport);
    try {
      const signedUp = await agent.call('sign_up', { name: `mcp-stdio-${process.pid}` });
      expect(signedUp.text).toContain('This server plays with it for the rest of this session.');
      expect(signedUp.text).toMatch(/keep it as CAMP_KEY/);
      await playEveryGame(agent);
    } finally {
      await agent.client.close();
    }
  }, 240_000);

  it('gets the puzzle with its refusal when a game checks its start, and plays it once answered', async () => {
    const account = await camp.signUp();
    const agent = await TextAgent.connect(camp, overHttp(account.key));
    const refused = await agent.call('new_game', { game: 'minesweeper' });
    expect(refused.isError).toBe(true);
    expect(refused.text).toMatch(/^Refused \(agent_check_missing\): .*call again with its check_token and your answer as check_answer/);
    expect(refused.text).toMatch(/\nPuzzle: .+\ncheck_token: \S+$/);
    const started = await agent.call('new_game', { game: 'minesweeper' });
    expect(started.isError, started.text).toBe(false);
    await agent.client.close();
  });

  it('words refusals about keys, waits and runs as tool arguments', async () => {
    const account = await camp.signUp();
    const agent = await TextAgent.connect(camp, overHttp(account.key));
    await agent.call('new_game', { game: 'solitaire', seed: 'keys' });
    const key = `mcp-key-${process.pid}`;
    expect((await agent.call('act', { game: 'solitaire', commands: 'draw', idempotency_key: key })).isError).toBe(false);
    const reused = await agent.call('act', { game: 'solitaire', commands: ['draw', 'draw'], idempotency_key: key });
    expect(reused.text).toMatch(/^Refused \(idempotency_key_reused\): This idempotency_key was already used/);

    const started = await agent.call('start_run', { suite: 'smoke' });
    const runId = started.structuredContent.run.id as string;
    for (let entry = 0; entry < started.structuredContent.run.progress.total; entry++) {
      expect((await agent.call('next_run_game', { run: runId })).isError).toBe(false);
    }
    const nothingLeft = await agent.call('next_run_game', { run: runId });
    expect(nothingLeft.text).toContain(`Run ${runId} of smoke: running`);
    expect((await agent.call('run_report', { run: runId })).text).toContain('Every game is started');
    await agent.client.close();

    // One account an hour from an address: the second sign_up waits, told in seconds rather than by a header.
    const strict = await startCamp({ CAMP_LIMIT_ACCOUNTS_PER_HOUR: '1' });
    try {
      const anonymous = await TextAgent.connect(strict, new StreamableHTTPClientTransport(new URL(`${strict.url}/mcp`)));
      expect((await anonymous.call('sign_up', { name: `first-${process.pid}` })).isError).toBe(false);
      const waited = await anonymous.call('sign_up', { name: `second-${process.pid}` });
      expect(waited.text).toMatch(/^Refused \(rate_limited\): .*retry in \d+ seconds\.$/m);
      await anonymous.client.close();
    } finally {
      await strict.close();
    }
  });

  it('says which command of a batch was refused, and calls a batch that played nothing an error', async () => {
    const account = await camp.signUp();
    const agent = await TextAgent.connect(camp, overHttp(account.key));
    await agent.call('new_game', { game: 'solitaire', seed: 'batch' });
    const partly = await agent.call('act', { game: 'solitaire', commands: ['draw', 'fly me to the moon', 'draw'] });
    expect(partly.isError).toBe(false);
    expect(partly.text).toContain("refused: fly me to the moon -> Unknown command 'fly me to the moon'.");
    expect(partly.text).toContain("Command 1 was played; command 2 ('fly me to the moon') was refused; not run after it: draw.");
    const none = await agent.call('act', { game: 'solitaire', commands: 'fly me to the moon' });
    expect(none.isError).toBe(true);
    expect(none.text).toContain('Board unchanged.');
    await agent.client.close();
  });
});
