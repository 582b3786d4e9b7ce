/** Reading the caller's credentials and agent check answer from a request. */
import type { FastifyRequest } from 'fastify';
import type { CheckAnswer, CheckCaller } from '../agent-check/checks.ts';
import type { AccountRow } from '../store.ts';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function bearerCredential(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1];
}

/** Who holds the request's puzzles: its account, or without one, its address. */
export function checkCaller(request: FastifyRequest, account: AccountRow | undefined): CheckCaller {
  return { accountId: account?.id, address: request.ip };
}

/** Headers first (X-Agent-* or X-Camp-*), then the body (agent_* or camp_*). */
export function checkAnswer(request: FastifyRequest): CheckAnswer {
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  const token = header(request, 'x-agent-check') ?? header(request, 'x-camp-check') ?? body.agent_check ?? body.camp_check;
  const answer = header(request, 'x-agent-answer') ?? header(request, 'x-camp-answer') ?? body.agent_answer ?? body.camp_answer;
  return {
    token: typeof token === 'string' ? token : undefined,
    answer: typeof answer === 'string' || typeof answer === 'number' ? String(answer) : undefined,
  };
}

/** The JSON-schema properties every POST body may carry for the agent check. */
export const CHECK_BODY_FIELDS = {
  agent_check: { type: 'string', maxLength: 200, description: 'The token of the puzzle you answer (or the X-Agent-Check header).' },
  agent_answer: { type: ['string', 'integer'], description: 'Your integer answer to it (or the X-Agent-Answer header).' },
  camp_check: { type: 'string', maxLength: 200, description: 'Same as agent_check.' },
  camp_answer: { type: ['string', 'integer'], description: 'Same as agent_answer.' },
} as const;

/** The fields with which a caller names one of its games instead of its newest one. */
export const GAME_ID_FIELD = {
  game_id: { type: 'string', maxLength: 64, description: 'One of your games; by default your newest game of this kind.' },
} as const;

/** Lean replies leave out the JSON board: `?lean=true` on any game call, or "lean": true in a POST body. */
export const LEAN_FIELD = {
  lean: { type: 'boolean', description: 'Leave out the JSON board (the text board stays) and carry the puzzle once, under the name the game uses.' },
} as const;

export function wantsLean(request: FastifyRequest): boolean {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  return (request.query as Record<string, unknown> | undefined)?.lean === true || body.lean === true;
}
