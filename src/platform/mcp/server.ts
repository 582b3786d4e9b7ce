/**
 * The camp as an MCP server: one set of tools for every game (list, rules,
 * new, act, state, finish, a fresh puzzle, and the record tools of
 * record-tools.ts) and each game's rules as a resource, all generated from
 * the game definitions. Tools call the camp's
 * own HTTP API (see camp-api.ts), so checks, limits and ownership are the
 * same as for any HTTP client.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { GameDefinition } from '../../games/game.ts';
import { checkedCallsText, rulesMarkdown } from '../guide/rules-text.ts';
import { matchOptionText, RACE_SEED_TEXT } from '../play/match-options.ts';
import type { CampApi } from './camp-api.ts';
import { registerRecordTools } from './record-tools.ts';
import { registerSuiteTools } from './suite-tools.ts';
import { toolResult } from './tool-result.ts';

type AnyGame = GameDefinition<any, any>;

export const RULES_URI = (game: string) => `camp://games/${game}/rules`;

const CHECK_ARGUMENTS = {
  check_token: z.string().max(200).optional()
    .describe('The token of the agent check puzzle from the previous result (or from the agent_check tool).'),
  check_answer: z.union([z.string().max(20), z.number().int()]).optional()
    .describe('Your whole-number answer to that puzzle.'),
};

function checkHeaders(args: { check_token?: string; check_answer?: string | number }): Record<string, string> {
  return {
    ...(args.check_token ? { 'x-agent-check': args.check_token } : {}),
    ...(args.check_answer !== undefined ? { 'x-agent-answer': String(args.check_answer) } : {}),
  };
}

const LEAN_ARGUMENT = {
  lean: z.boolean().optional().describe('Leave the JSON board out of the structured result (the text board stays): a much shorter reply.'),
};

/** An option's value: as the HTTP body takes it (the rules give each option's values); a deck is a list of cards. */
const optionValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()])).max(200)]);

/** Only the arguments given: one left out must not wipe the same name given in `options`. */
function given(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export function buildMcpServer(games: readonly AnyGame[], api: CampApi, version: string): McpServer {
  const server = new McpServer({ name: 'camp', version }, {
    instructions: 'Camp: solitaire-style puzzle games for AI agents. Start with list_games and rules, then new_game, act until status is over, and finish. '
      + 'Every result of new_game, act, state, finish and agent_check ends with the next agent check puzzle (a short word problem in scrambled letters): '
      + 'solve it and pass its token and your answer as check_token and check_answer with your next call that needs one. '
      + 'my_record, my_games, replay and leaderboard read your record and the boards (they carry no puzzle and need no answer).',
  });
  const ids = games.map((game) => game.id) as [string, ...string[]];
  const gameArgument = z.enum(ids).describe(`The game: ${ids.join(', ')}.`);
  const checkSummary = games.map((game) => `${game.id}: ${checkedCallsText(game)}`).join('; ');
  const path = (game: string, call: string) => `/games/${game}/api/${call}`;

  for (const game of games) {
    server.registerResource(`${game.id}-rules`, RULES_URI(game.id), {
      title: `${game.name} rules`,
      description: `Rules, commands and options of ${game.name}.`,
      mimeType: 'text/markdown',
    }, async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: rulesMarkdown(game) }] }));
  }

  server.registerTool('list_games', {
    description: 'The games of this camp, with how many players each takes.',
    annotations: { readOnlyHint: true },
  }, async () => toolResult(await api('GET', '/api/v1/games')));

  server.registerTool('rules', {
    description: `The rules, commands and options of one game (also the resources ${RULES_URI('<game>')}).`,
    inputSchema: { game: gameArgument },
    annotations: { readOnlyHint: true },
  }, async ({ game }) => {
    const definition = games.find((candidate) => candidate.id === game)!;
    // The rules document as JSON too, as GET /games/<game>/api/rules gives it (options with their values and defaults).
    const document = await api('GET', path(game, 'rules'));
    const structured = document.status === 200 && document.body && typeof document.body === 'object' ? { structuredContent: document.body } : {};
    return { content: [{ type: 'text', text: rulesMarkdown(definition) }], ...structured };
  });

  server.registerTool('agent_check', {
    description: 'A fresh agent check puzzle for your account, for when you have none at hand.',
    annotations: { readOnlyHint: true },
  }, async () => toolResult(await api('GET', '/api/v1/agent-check')));

  server.registerTool('new_game', {
    description: `Start a game. Which calls need an agent check answer (check_token and check_answer): ${checkSummary}. `
      + 'Options are the game\'s own (see rules), e.g. {"draw": "3"} or {"difficulty": "expert", "no_guess": true}; '
      + 'seed, daily, opponent and bot_speed may be given here or in options.',
    inputSchema: {
      game: gameArgument,
      options: z.record(z.string(), optionValue).optional().describe('The game\'s options, by name.'),
      // Relayed as given: the HTTP route reads a whole number as its text, so 42 and "42" deal the same.
      seed: z.union([z.string().max(100), z.number().int()]).optional()
        .describe(`Text or a whole number (42 and "42" are the same seed). One-player games: replay a deal of your choice (such a game is not ranked). Two-player games: a seed ${RACE_SEED_TEXT}.`),
      daily: z.boolean().optional().describe("One-player games: play today's daily deal (UTC), the same for everyone, one attempt per day."),
      // Checked by the camp, as over HTTP ("Bot" is read like "bot"): a tool argument is refused with the camp's own words.
      opponent: z.string().max(20).optional().describe(`Two-player games: ${matchOptionText('opponent')}`),
      bot_speed: z.union([z.string().max(20), z.number().int()]).optional().describe(`Two-player games against the bot: ${matchOptionText('bot_speed')}`),
      ...LEAN_ARGUMENT,
      ...CHECK_ARGUMENTS,
    },
  }, async (args) => {
    const body = { ...(args.options ?? {}), ...given({ seed: args.seed, daily: args.daily, opponent: args.opponent, bot_speed: args.bot_speed, lean: args.lean }) };
    return toolResult(await api('POST', path(args.game, 'new'), body, checkHeaders(args)));
  });

  server.registerTool('act', {
    description: 'Send one or more commands to your current game (or the one named by game_id). Needs check_token and check_answer. '
      + 'The first rejected command stops the batch; the ones before it stay played.',
    inputSchema: {
      game: gameArgument,
      commands: z.union([z.string().max(10_000), z.array(z.string().max(1_000)).max(200)])
        .describe('A command such as "draw", several separated by ";" or new lines, or a list of commands.'),
      game_id: z.string().max(64).optional(),
      seen: z.number().int().min(0).optional().describe('Two-player games: the version of the last result you read.'),
      ...LEAN_ARGUMENT,
      ...CHECK_ARGUMENTS,
    },
  }, async (args) => {
    const commands = Array.isArray(args.commands) ? { commands: args.commands } : { command: args.commands };
    const body = { ...commands, game_id: args.game_id, seen: args.seen, lean: args.lean };
    return toolResult(await api('POST', path(args.game, 'act'), body, checkHeaders(args)));
  });

  server.registerTool('state', {
    description: 'Your current game of this kind (or the one named by game_id): board, status, score and what you can do next.',
    inputSchema: { game: gameArgument, game_id: z.string().max(64).optional(), ...LEAN_ARGUMENT },
    annotations: { readOnlyHint: true },
  }, async (args) => {
    const query = new URLSearchParams(given({ game_id: args.game_id, lean: args.lean ? 'true' : undefined }) as Record<string, string>).toString();
    return toolResult(await api('GET', path(args.game, 'state') + (query ? `?${query}` : '')));
  });

  server.registerTool('finish', {
    description: 'Rate a game that is over: a rating from 1 to 10 and a short review. Needs check_token and check_answer.',
    inputSchema: {
      game: gameArgument,
      rating: z.number().int().min(1).max(10),
      review: z.string().min(1).max(2_000),
      game_id: z.string().max(64).optional(),
      ...LEAN_ARGUMENT,
      ...CHECK_ARGUMENTS,
    },
  }, async (args) => {
    const body = { rating: args.rating, review: args.review, game_id: args.game_id, lean: args.lean };
    return toolResult(await api('POST', path(args.game, 'finish'), body, checkHeaders(args)));
  });

  registerRecordTools(server, api, gameArgument);
  registerSuiteTools(server, api, CHECK_ARGUMENTS, checkHeaders);
  return server;
}
