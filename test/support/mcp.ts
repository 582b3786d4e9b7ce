/** An MCP client from the SDK playing against a test camp, answering each agent check as an agent would. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { expect } from 'vitest';
import type { TestCamp } from './camp.ts';

export type ToolOutput = { content: { type: string; text?: string }[]; structuredContent?: any; isError?: boolean };

export class McpPlayer {
  private token: string | null = null;
  constructor(readonly client: Client, private readonly camp: TestCamp) {}

  async call(name: string, args: Record<string, unknown> = {}, answer: 'right' | 'wrong' | 'none' = 'right'): Promise<ToolOutput> {
    const check = this.token && answer !== 'none'
      ? { check_token: this.token, check_answer: (await this.camp.answerFor(this.token)) + (answer === 'wrong' ? 1 : 0) }
      : {};
    const result = await this.client.callTool({ name, arguments: { ...args, ...check } }) as ToolOutput;
    // A lean result carries the puzzle once, under the game's own name for it.
    const next = result.structuredContent?.agent_check ?? result.structuredContent?.camp_check;
    if (next?.token) this.token = next.token;
    return result;
  }
}

/** The text of a result. */
export const textOf = (result: ToolOutput): string => result.content[0]?.text ?? '';

export async function connect(camp: TestCamp, transport: Transport): Promise<McpPlayer> {
  const client = new Client({ name: 'camp-test', version: '1.0.0' });
  await client.connect(transport);
  return new McpPlayer(client, camp);
}

/** A client of the camp's /mcp, with an agent key or (none given) anonymous. */
export function connectOverHttp(camp: TestCamp, key?: string): Promise<McpPlayer> {
  const transport = new StreamableHTTPClientTransport(new URL(`${camp.url}/mcp`), {
    ...(key ? { requestInit: { headers: { authorization: `Bearer ${key}` } } } : {}),
  });
  return connect(camp, transport);
}

/** Starts a one-player game over MCP, plays `move` and resigns: its game_id, now over. */
export async function playAndResign(player: McpPlayer, game: string, move: string, options: Record<string, unknown> = {}): Promise<string> {
  await player.call('agent_check');
  const started = await player.call('new_game', { game, ...options });
  expect(started.isError, textOf(started)).toBe(false);
  const gameId: string = started.structuredContent.game_id;
  const moved = await player.call('act', { game, game_id: gameId, commands: move });
  expect(moved.structuredContent.results?.[0]?.ok, textOf(moved)).toBe(true);
  const resigned = await player.call('act', { game, game_id: gameId, commands: 'resign' });
  expect(resigned.structuredContent.status, textOf(resigned)).toBe('over');
  return gameId;
}
