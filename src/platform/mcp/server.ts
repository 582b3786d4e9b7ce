/**
 * The camp as an MCP server, generated from the game definitions: the
 * tools that play (game-tools.ts), sign_up (account-tools.ts), the record
 * tools (record-tools.ts), each game's rules as resources in a short and a
 * long form, and a prompt per game. Tools call the camp's own HTTP API (see
 * camp-api.ts), so checks, limits and ownership are the same as for any
 * HTTP client; the camp words its replies for MCP.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { GameDefinition } from '../../games/game.ts';
import { buildSuites } from '../suites/catalogue.ts';
import { PUZZLE_BEHAVIOUR } from '../wording/puzzle-behaviour.ts';
import { registerAccountTools, type KeyUse } from './account-tools.ts';
import { BoardsSent } from './board-change.ts';
import type { CampApi } from './camp-api.ts';
import { registerGamePrompts } from './game-prompts.ts';
import { registerGameTools } from './game-tools.ts';
import { registerRecordTools } from './record-tools.ts';
import { FULL_RULES_URI, fullRules, RULES_URI, shortRules } from './rules-summary.ts';
import { READ_OUTPUT } from './schemas.ts';
import { registerSuiteTools } from './suite-tools.ts';
import { toolResult } from './tool-result.ts';

type AnyGame = GameDefinition<any, any>;

export { RULES_URI };

export interface McpServerOptions {
  keyUse: KeyUse;
  /** The boards sent to players, kept across the requests of one process (each Streamable HTTP request gets its own server). */
  boards?: BoardsSent;
}

export function buildMcpServer(games: readonly AnyGame[], api: CampApi, version: string, options: McpServerOptions): McpServer {
  const server = new McpServer({ name: 'camp', version }, {
    instructions: 'Camp: solitaire-style puzzle games. No account yet: sign_up. Each game has a prompt (play_<game>) and short rules (rules); '
      + 'start with new_game, act until status is over, then finish. ' + PUZZLE_BEHAVIOUR,
  });
  const ids = games.map((game) => game.id) as [string, ...string[]];
  const gameArgument = z.enum(ids).describe(`The game: ${ids.join(', ')}.`);
  const byId = new Map(games.map((game) => [game.id, game]));

  for (const game of games) {
    server.registerResource(`${game.id}-rules`, RULES_URI(game.id), {
      title: `${game.name} rules in short`,
      description: `${game.name}: what it is, which calls are checked, its commands and options.`,
      mimeType: 'text/markdown',
    }, async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: shortRules(game) }] }));
    server.registerResource(`${game.id}-rules-full`, FULL_RULES_URI(game.id), {
      title: `${game.name} rules`,
      description: `${game.name}: the whole rules, commands and options.`,
      mimeType: 'text/markdown',
    }, async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: fullRules(game, games) }] }));
  }

  server.registerTool('list_games', {
    description: 'No check needed. The games of this camp, with how many players each takes.',
    outputSchema: z.looseObject(READ_OUTPUT),
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, async () => toolResult(await api('GET', '/api/v1/games')));

  server.registerTool('rules', {
    description: `No check needed. One game's rules: in short (commands, options, which calls are checked), or whole with detail "full" (also the resources ${RULES_URI('<game>')} and ${FULL_RULES_URI('<game>')}).`,
    inputSchema: {
      game: gameArgument,
      detail: z.enum(['short', 'full']).optional().describe('short (the default): commands and options; full: the whole rules text.'),
    },
    outputSchema: z.looseObject(READ_OUTPUT),
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, async ({ game, detail }) => {
    const definition = byId.get(game)!;
    // The rules document as JSON too, as the camp's rules route gives it (options with their values and defaults).
    const document = await api('GET', `/games/${game}/api/rules`);
    const text = detail === 'full' ? fullRules(definition, games) : shortRules(definition);
    return { ...toolResult(document), content: [{ type: 'text', text }] };
  });

  registerAccountTools(server, api, options.keyUse);
  const boards = options.boards ?? new BoardsSent();
  registerGameTools(server, games, api, boards, gameArgument);
  registerRecordTools(server, api, gameArgument);
  registerGamePrompts(server, games);
  registerSuiteTools(server, games, api, boards, [...buildSuites(games).keys()]);
  return server;
}
