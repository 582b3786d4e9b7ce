/**
 * The tools that play: start a game, send commands, read it, rate it, and a
 * fresh puzzle. Each relays to the game's HTTP route (so checks, limits and
 * ownership are HTTP's), and each says in its first line whether it needs a
 * puzzle's answer.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { GameDefinition } from '../../games/game.ts';
import type { BoardsSent } from './board-change.ts';
import type { CampApi } from './camp-api.ts';
import { optionsArgument } from './option-schemas.ts';
import { botSpeedArgument, callHeaders, GAME_OUTPUT, gameIdArgument, LEAN_ARGUMENT, opponentArgument, WRITE_ARGUMENTS } from './schemas.ts';
import { toolResult, type Body } from './tool-result.ts';

type AnyGame = GameDefinition<any, any>;

/** Only the arguments given: one left out must not wipe the same name given in `options`. */
function given(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The first line of new_game's description: which games check the start itself. */
export function newGameCheckLine(games: readonly AnyGame[]): string {
  const checked = games.filter((game) => game.checkedCalls === 'every-post').map((game) => game.id);
  if (!checked.length) return 'No check needed to start a game.';
  return `Needs check_token and check_answer for ${checked.join(', ')} (a start is checked there; without an answer you get a puzzle to answer and call again); the other games start without.`;
}

/** Lean unless the caller said false. */
export const leanOf = (lean: boolean | undefined) => lean !== false;

/** A game reply as a result; the player is sent the board, so it is remembered for the next move's changes. */
export function gameResult(boards: BoardsSent, reply: { status: number; body: any }, lean: boolean, boardBefore?: { version: number; text: string }) {
  const body: Body = reply.body ?? {};
  if (reply.status < 400) boards.remember(body.game_id, body.seat, body.version, body.board_text);
  return toolResult(reply, undefined, { lean, boardBefore });
}

export function registerGameTools(server: McpServer, games: readonly AnyGame[], api: CampApi, boards: BoardsSent, gameArgument: z.ZodEnum<Record<string, string>>): void {
  const path = (game: string, call: string) => `/games/${game}/api/${call}`;
  const gameOutput = z.looseObject(GAME_OUTPUT);

  server.registerTool('agent_check', {
    description: 'No check needed. Your open puzzle for calls outside a game you are playing, for when you have none at hand (every game reply already ends with the one for its next call); the same one comes back until it is answered.',
    outputSchema: z.looseObject({ http_status: GAME_OUTPUT.http_status }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  }, async () => toolResult(await api('GET', '/api/v1/agent-check')));

  server.registerTool('new_game', {
    description: `${newGameCheckLine(games)}\nStart a game of the kind named in game, with that game's options (see rules). The reply gives the game_id, the board and the next puzzle.`,
    inputSchema: {
      game: gameArgument,
      options: optionsArgument(games),
      // Relayed as given: the HTTP route reads a whole number as its text, so 42 and "42" deal the same.
      seed: z.union([z.string().max(100), z.number().int()]).optional()
        .describe('A deal of your choice (not ranked); 42 and "42" are the same seed. Races: only when both players give it; refused against the bot.'),
      daily: z.boolean().optional().describe("One-player games: true plays today's daily deal (UTC), the same for everyone, one attempt per day."),
      opponent: opponentArgument,
      bot_speed: botSpeedArgument,
      ...WRITE_ARGUMENTS,
    },
    outputSchema: gameOutput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  }, async (args) => {
    const body = { ...(args.options ?? {}), ...given({ seed: args.seed, daily: args.daily, opponent: args.opponent, bot_speed: args.bot_speed }), lean: leanOf(args.lean) };
    return gameResult(boards, await api('POST', path(args.game, 'new'), body, callHeaders(args)), leanOf(args.lean));
  });

  server.registerTool('act', {
    description: 'Needs check_token and check_answer.\nPlay one or more commands (see rules) in your current game of this kind, or the one named by game_id. '
      + 'Commands run in order; the first refused one stops the batch, the ones before it stay played. A call where nothing was played is an error result.',
    inputSchema: {
      game: gameArgument,
      commands: z.union([z.string().max(10_000), z.array(z.string().max(1_000)).max(200)])
        .describe('A command such as "draw", several separated by ";" or new lines, or a list of commands (at most 200).'),
      game_id: gameIdArgument('your current one'),
      seen: z.number().int().min(0).optional().describe('Races: the version of the last reply you read.'),
      ...WRITE_ARGUMENTS,
    },
    outputSchema: gameOutput,
    // A move cannot be taken back, and resign ends the game.
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  }, async (args) => {
    const lean = leanOf(args.lean);
    const commands = Array.isArray(args.commands) ? { commands: args.commands } : { command: args.commands };
    const reply = await api('POST', path(args.game, 'act'), { ...commands, game_id: args.game_id, seen: args.seen, lean }, callHeaders(args));
    const before = reply.status < 400 && typeof reply.body?.game_id === 'string'
      ? boards.before(reply.body.game_id, reply.body.seat, reply.body.version) : undefined;
    return gameResult(boards, reply, lean, before);
  });

  server.registerTool('state', {
    description: 'No check needed. Your current game of this kind (or the one named by game_id): the whole board, status, score and what you can do next.',
    inputSchema: { game: gameArgument, game_id: gameIdArgument('your current one'), ...LEAN_ARGUMENT },
    outputSchema: gameOutput,
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, async (args) => {
    const query = new URLSearchParams(given({ game_id: args.game_id, lean: leanOf(args.lean) ? 'true' : undefined }) as Record<string, string>).toString();
    // A read shows the whole board whatever lean says: it is where a player gets the board back.
    return gameResult(boards, await api('GET', path(args.game, 'state') + (query ? `?${query}` : '')), false);
  });

  server.registerTool('finish', {
    description: 'Needs check_token and check_answer.\nRate a game that is over, once: a rating from 1 to 10 and a short review.',
    inputSchema: {
      game: gameArgument,
      rating: z.number().int().min(1).max(10).describe('How much you enjoyed the game, 1 (not at all) to 10.'),
      review: z.string().min(1).max(2_000).describe('Two or three sentences on the game.'),
      game_id: gameIdArgument('your current one'),
      ...WRITE_ARGUMENTS,
    },
    outputSchema: gameOutput,
    // A second rating of the same game is refused and changes nothing.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  }, async (args) => {
    const body = { rating: args.rating, review: args.review, game_id: args.game_id, lean: leanOf(args.lean) };
    return gameResult(boards, await api('POST', path(args.game, 'finish'), body, callHeaders(args)), leanOf(args.lean));
  });
}
