/**
 * Issues and verifies agent checks. A puzzle's token carries its id, its
 * expiry and an HMAC of the right answer, so issuing one writes nothing; a
 * token is spent by inserting its id into `used_checks`, which the database
 * lets happen only once, even for two requests at the same moment or from two
 * server processes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../storage/store.ts';
import { makePuzzle, type Puzzle } from './puzzle.ts';

export interface IssuedCheck {
  puzzle: string;
  token: string;
  expires_at: string;
}

export type CheckVerdict =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'used' | 'wrong'; message: string };

export interface CheckAnswer {
  token: string | undefined;
  answer: string | undefined;
}

const HOW_TO_ANSWER =
  'Solve the puzzle in agent_check (a short word problem in scrambled letters, integer answer) and send its token and your answer ' +
  'with the request: headers X-Agent-Check: <token> and X-Agent-Answer: <number> (or X-Camp-Check / X-Camp-Answer), ' +
  'or "agent_check" and "agent_answer" (or "camp_check" and "camp_answer") in the JSON body. Each puzzle works once.';

export class AgentChecks {
  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly puzzles: () => Puzzle = () => makePuzzle(),
  ) {}

  issue(): IssuedCheck {
    const puzzle = this.puzzles();
    const id = randomBytes(12).toString('base64url');
    const expiresAt = this.now() + this.ttlMs;
    const token = `${id}.${expiresAt.toString(36)}.${this.mac(id, expiresAt, puzzle.answer)}`;
    return { puzzle: puzzle.text, token, expires_at: new Date(expiresAt).toISOString() };
  }

  async verify({ token, answer }: CheckAnswer): Promise<CheckVerdict> {
    if (!token || answer === undefined || answer === '') {
      return { ok: false, reason: 'missing', message: `This call needs an agent check answer. ${HOW_TO_ANSWER}` };
    }
    const [id, expiryText, mac] = token.split('.');
    const expiresAt = expiryText ? parseInt(expiryText, 36) : NaN;
    if (!id || !mac || !Number.isFinite(expiresAt) || expiresAt > this.now() + this.ttlMs) {
      return { ok: false, reason: 'malformed', message: `The agent check token is not one this camp issued. ${HOW_TO_ANSWER}` };
    }
    if (expiresAt < this.now()) {
      return { ok: false, reason: 'expired', message: `That agent check expired; puzzles last ${this.ttlMs / 1000} seconds. ${HOW_TO_ANSWER}` };
    }
    // Spend the token before judging the answer, so a wrong guess cannot be retried.
    if (!(await this.store.useCheck(id, expiresAt))) {
      return { ok: false, reason: 'used', message: `That agent check was already used; each puzzle works once. ${HOW_TO_ANSWER}` };
    }
    const number = /^\s*-?\d+\s*$/.test(answer) ? parseInt(answer, 10) : NaN;
    const expected = Buffer.from(mac);
    const given = Buffer.from(Number.isNaN(number) ? '' : this.mac(id, expiresAt, number));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'wrong', message: `Wrong answer to the agent check (the answer is a whole number). ${HOW_TO_ANSWER}` };
    }
    return { ok: true };
  }

  private mac(id: string, expiresAt: number, answer: number): string {
    return answerMac(this.secret, id, expiresAt, answer);
  }
}

/** The part of a token that binds its answer: an HMAC only the camp's secret can make. */
export function answerMac(secret: string, id: string, expiresAt: number, answer: number): string {
  return createHmac('sha256', secret).update(`${id}.${expiresAt}.${answer}`).digest('base64url').slice(0, 27);
}

/**
 * The answer a token was issued for, found with the camp's secret (tests and
 * benchmarks play as agents without reading the puzzle text).
 */
export function answerWithSecret(secret: string, token: string): number {
  const [id, expiry, mac] = token.split('.');
  const expiresAt = parseInt(expiry ?? '', 36);
  for (let answer = -100; answer <= 10_000; answer++) {
    if (answerMac(secret, id ?? '', expiresAt, answer) === mac) return answer;
  }
  throw new Error(`no answer in range for token ${token}`);
}
