/**
 * The arguments and results the MCP tools share, each described, with an
 * enum wherever the values are a finite set.
 */
import { z } from 'zod';
import { BOT_SPEEDS, MAX_BOT_DELAY_MS } from '../play/matchmaking.ts';
import { MATCH_OPTION_DOCS } from '../play/match-options.ts';

export const CHECK_ARGUMENTS = {
  check_token: z.string().max(200).optional()
    .describe('The check_token of the newest puzzle you were given.'),
  check_answer: z.union([z.string().max(20), z.number().int()]).optional()
    .describe('Your whole-number answer to that puzzle.'),
};

export const IDEMPOTENCY_ARGUMENT = {
  idempotency_key: z.string().regex(/^[\x21-\x7e]{1,255}$/).optional()
    .describe('Any text unique to this call, 1 to 255 visible ASCII characters without spaces (a UUID, say): a retry with the same key gets the first result and plays or spends nothing again.'),
};

/** The headers a tool's arguments stand for: the puzzle answer, and the Idempotency-Key that makes a retry safe. */
export function callHeaders(args: { check_token?: string; check_answer?: string | number; idempotency_key?: string }): Record<string, string> {
  return {
    ...(args.check_token ? { 'x-agent-check': args.check_token } : {}),
    ...(args.check_answer !== undefined ? { 'x-agent-answer': String(args.check_answer) } : {}),
    ...(args.idempotency_key ? { 'idempotency-key': args.idempotency_key } : {}),
  };
}

export const LEAN_ARGUMENT = {
  lean: z.boolean().optional()
    .describe('Default true: a short reply (after a move, the board lines that changed). false: the whole board, next steps, and the JSON board.'),
};

/** What every call that changes a game takes beside its own arguments: the reply's length, the puzzle's answer, a key for retries. */
export const WRITE_ARGUMENTS = { ...LEAN_ARGUMENT, ...CHECK_ARGUMENTS, ...IDEMPOTENCY_ARGUMENT };

export const gameIdArgument = (what: string) => z.string().max(64).optional()
  .describe(`One of your games of this kind; default ${what}.`);

export const opponentArgument = z.enum(MATCH_OPTION_DOCS[0]!.values as [string, ...string[]]).optional()
  .describe(`Two-player games: human waits for another player, bot plays the built-in one now. Default ${MATCH_OPTION_DOCS[0]!.default}.`);

export const botSpeedArgument = z.union([
  z.enum([...BOT_SPEEDS.keys()] as [string, ...string[]]),
  z.number().int().min(0).max(MAX_BOT_DELAY_MS),
]).optional().describe(`With opponent bot: its time per move, by name (${[...BOT_SPEEDS].map(([name, ms]) => `${name} ${ms / 1000} s`).join(', ')}) or in milliseconds. Default ${MATCH_OPTION_DOCS[1]!.default}.`);

const httpStatus = z.number().int().describe('The status of the camp\'s reply (200 or 201 for a call that worked).');

/**
 * What a game call returns as structured content: the camp's game reply (its JSON board only when lean is false),
 * or its problem details, whose `status` is a number: clients check both against this schema.
 */
export const GAME_OUTPUT = {
  http_status: httpStatus,
  game_id: z.string().optional().describe('The game\'s id.'),
  version: z.number().optional().describe('Commands in the game\'s log.'),
};

/** What a read of the camp returns as structured content: the camp's reply as it is. */
export const READ_OUTPUT = { http_status: httpStatus };
