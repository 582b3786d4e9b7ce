/**
 * What an MCP client learns from tools/list and prompts/list, read through
 * the SDK's own client from a real camp: every argument described, a finite
 * set of values always an enum (never a free string), each game's options
 * as that game's own schema, annotations and output schemas on every tool,
 * and a prompt per game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionProperties } from '../../src/games/game.ts';
import { games } from '../../src/games/registry.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { connectOverHttp, type McpPlayer } from '../support/mcp.ts';

type Schema = { type?: string | string[]; enum?: unknown[]; const?: unknown; anyOf?: Schema[]; properties?: Record<string, Schema>; description?: string; items?: Schema };

/** Arguments whose values are open text by nature; any other string argument must list its values. */
const FREE_TEXT = new Set(['check_token', 'check_answer', 'seed', 'review', 'name', 'game_id', 'cursor', 'commands', 'variant', 'date', 'deck', 'rows', 'cols', 'mines', 'run', 'idempotency_key']);

/** The branches of a schema: itself, or each of its anyOf. */
const branches = (schema: Schema): Schema[] => (schema.anyOf ? schema.anyOf.flatMap(branches) : [schema]);

const isFreeString = (schema: Schema) => branches(schema).some((branch) =>
  (branch.type === 'string' || (Array.isArray(branch.type) && branch.type.includes('string'))) && branch.enum === undefined && branch.const === undefined);

/** Every problem of a schema's properties, nested ones (options' branches) included. */
function problems(schema: Schema, where: string): string[] {
  const found: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const at = `${where}.${name}`;
    if (!property.description?.trim()) found.push(`${at}: no description`);
    if (!FREE_TEXT.has(name) && isFreeString(property)) found.push(`${at}: a free string`);
    for (const branch of branches(property)) if (branch.properties) found.push(...problems(branch, at));
  }
  return found;
}

let camp: TestCamp;
let player: McpPlayer;
beforeAll(async () => {
  camp = await startCamp();
  player = await connectOverHttp(camp, (await camp.signUp()).key);
});
afterAll(async () => {
  await player.client.close();
  await camp.close();
});

describe('the MCP tool list', () => {
  it('describes every argument and gives every finite set as an enum', async () => {
    const { tools } = await player.client.listTools();
    expect(tools.flatMap((tool) => problems(tool.inputSchema as Schema, tool.name))).toEqual([]);
    // The test itself finds what it looks for.
    expect(problems({ properties: { opponent: { type: 'string' }, game: { type: 'string', enum: ['a'] } } }, 'probe'))
      .toEqual(['probe.opponent: no description', 'probe.opponent: a free string', 'probe.game: no description']);
  });

  it('gives each game\'s options as that game\'s own schema, an enum where its rules list the values', async () => {
    const newGame = (await player.client.listTools()).tools.find((tool) => tool.name === 'new_game')!;
    const options = newGame.inputSchema.properties!.options as Schema;
    const perGame = branches(options);
    expect(perGame).toHaveLength(games.length);
    games.forEach((game, index) => {
      const branch = perGame[index]!;
      expect(branch.description).toContain(`"${game.id}"`);
      expect(Object.keys(branch.properties ?? {}).sort()).toEqual(game.options.map((option) => option.name).sort());
      for (const option of game.options) {
        const listed = option.values.every((value) => /^[a-z0-9_]+$/i.test(value));
        if (!listed) continue;
        const schema = branch.properties![option.name]!;
        const values = branches(schema).flatMap((part) => part.enum ?? (part.const !== undefined ? [part.const] : part.type === 'boolean' ? [false, true] : []));
        expect(values.map(String).sort(), `${game.id} ${option.name}`).toEqual(expect.arrayContaining(option.values));
        expect(isFreeString(schema)).toBe(false);
      }
      expect(Object.keys(optionProperties(game)).sort()).toEqual(game.options.map((option) => option.name).sort());
    });
    const speed = newGame.inputSchema.properties!.bot_speed as Schema;
    expect(branches(speed).map((part) => part.type)).toEqual(['string', 'integer']);
    expect((newGame.inputSchema.properties!.opponent as Schema).enum).toEqual(['human', 'bot']);
  });

  it('annotates every tool and gives each an output schema', async () => {
    const { tools } = await player.client.listTools();
    for (const tool of tools) {
      const hints = tool.annotations ?? {};
      expect(typeof hints.readOnlyHint, tool.name).toBe('boolean');
      expect(hints.openWorldHint, tool.name).toBe(false);
      if (!hints.readOnlyHint) {
        expect(typeof hints.destructiveHint, tool.name).toBe('boolean');
        expect(typeof hints.idempotentHint, tool.name).toBe('boolean');
      }
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    const hintsOf = (name: string) => tools.find((tool) => tool.name === name)!.annotations!;
    // A puzzle fetched is a puzzle issued; a move cannot be taken back; a second rating changes nothing.
    expect(hintsOf('agent_check')).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(hintsOf('act')).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
    expect(hintsOf('finish')).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    for (const name of ['list_games', 'rules', 'state', 'my_record', 'my_games', 'replay', 'leaderboard']) expect(hintsOf(name).readOnlyHint, name).toBe(true);
    // Whether a check is needed is the first line.
    const firstLine = (name: string) => tools.find((tool) => tool.name === name)!.description!.split('\n')[0]!;
    expect(firstLine('act')).toBe('Needs check_token and check_answer.');
    expect(firstLine('finish')).toBe('Needs check_token and check_answer.');
    expect(firstLine('new_game')).toMatch(/^Needs check_token and check_answer for minesweeper \(/);
    expect(firstLine('state')).toMatch(/^No check needed\./);
    // A run's next game is a new game: its start is checked where new_game's is.
    expect(firstLine('next_run_game')).toBe(firstLine('new_game'));
    for (const tool of tools.filter((each) => each.inputSchema.properties && 'check_token' in each.inputSchema.properties)) {
      expect(firstLine(tool.name), tool.name).toMatch(/^Needs check_token and check_answer\b/);
    }
  });
});

describe('the MCP prompts and rules', () => {
  it('has a prompt per game with its rules in short, how the puzzle works and the first call', async () => {
    const { prompts } = await player.client.listPrompts();
    expect(prompts.map((prompt) => prompt.name).sort()).toEqual(games.map((game) => `play_${game.id.replace(/-/g, '_')}`).sort());
    for (const game of games) {
      const prompt = await player.client.getPrompt({ name: `play_${game.id.replace(/-/g, '_')}` });
      const text = (prompt.messages[0]!.content as { text: string }).text;
      expect(text).toContain(`# ${game.name}`);
      expect(text).toContain(game.commands[0]!.syntax);
      expect(text).toMatch(/each puzzle works once, only for your account/);
      expect(text).toContain(`new_game {game: "${game.id}"`);
      if (game.checkedCalls === 'every-post') expect(text).toContain('Call agent_check for a puzzle');
    }
  });

  it('gives the rules in short by default and whole on request, in MCP words', async () => {
    const short = await player.call('rules', { game: 'solitaire' });
    const full = await player.call('rules', { game: 'solitaire', detail: 'full' });
    expect(short.content[0]!.text!.length * 3).toBeLessThan(full.content[0]!.text!.length);
    expect(short.content[0]!.text).toContain('detail: "full"');
    expect(full.content[0]!.text).toContain('leaderboard {game: "solitaire"');
    expect(full.content[0]!.text).not.toMatch(/\b(GET|POST) \//);
  });
});
