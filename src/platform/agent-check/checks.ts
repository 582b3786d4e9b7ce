/**
 * Issues and verifies agent checks. A puzzle's token carries its id, its
 * expiry, whom it was issued to and an HMAC of the right answer, so issuing
 * one writes nothing; a token is spent by inserting its id into
 * `used_checks`, which the database lets happen only once, even for two
 * requests at the same moment or from two server processes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RecentMap } from '../recent-map.ts';
import type { Store } from '../store.ts';
import { makePuzzle, type Puzzle } from './puzzle.ts';
import { randomText } from './random-pool.ts';
import { agentCheckCall, answerHow } from '../wording/channel.ts';

export interface IssuedCheck {
  puzzle: string;
  token: string;
  expires_at: string;
}

export type CheckRefusal = 'missing' | 'malformed' | 'foreign' | 'expired' | 'used' | 'wrong';

export type CheckVerdict =
  | { ok: true; checkId: string }
  | { ok: false; reason: CheckRefusal; message: string };

export interface CheckAnswer {
  token: string | undefined;
  answer: string | undefined;
}

/** The audience of a puzzle fetched without credentials: anyone may answer it, once. */
export const OPEN_AUDIENCE = '-';

// id . expiry (base 36) . audience (an account id, or '-') . mac. Checked before anything is written.
// The id is 8 random characters and an 8-character tag of them, the expiry and the audience (issueTag),
// so that a token the camp never issued is refused as such, before a write, and counts as no wrong answer.
const TOKEN_FORMAT = /^([A-Za-z0-9_-]{16})\.([0-9a-z]{1,11})\.(-|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{27})$/;

interface TokenParts {
  id: string;
  expiresAt: number;
  audience: string;
  mac: string;
}

/** How an answer may be written, for the guides (answerNumber reads it). */
export const ANSWER_FORMS = 'The answer is a whole number in digits, such as `54`; `+54`, `54.0` and `54.` are read as the same number, and anything else (`54.5`, `0x36`, `1e2`) is a wrong answer.';

/**
 * The whole number an answer writes, or null: up to nine digits, with an
 * optional sign ('+' too) and a decimal part of zeros ("54", "+54", "54.",
 * "54.00"), spaces around. Anything else ("54.5", "5 4", "0x36", "1e2") is
 * no whole number, and judged a wrong answer.
 */
function answerNumber(answer: string): number | null {
  const match = /^\s*([+-]?\d{1,9})(?:\.0*)?\s*$/.exec(answer);
  return match ? parseInt(match[1]!, 10) : null;
}

function parseToken(token: string): TokenParts | null {
  const match = token.length <= 120 ? TOKEN_FORMAT.exec(token) : null;
  if (!match) return null;
  return { id: match[1]!, expiresAt: parseInt(match[2]!, 36), audience: match[3]!, mac: match[4]! };
}

const HOW_TO_ANSWER = `${answerHow.http} Each puzzle works once, and a puzzle from a reply to your account works only for your account.`;

/** How many puzzles a process remembers having spent. */
const REMEMBERED_SPENDS = 20_000;

export const USED_CHECK_MESSAGE = `That agent check was already used; each puzzle works once. ${HOW_TO_ANSWER}`;
const USED = { ok: false, reason: 'used', message: USED_CHECK_MESSAGE } as const;
const WRONG = { ok: false, reason: 'wrong', message: `Wrong answer to the agent check (the answer is a whole number). ${HOW_TO_ANSWER}` } as const;

export class AgentChecks {
  /**
   * Puzzles this process spent and did not give back: sent again, they are
   * refused without a write. Only a spend made here is remembered, since only
   * the process that spent a puzzle gives it back; a puzzle another process
   * holds may still be given back there, so its refusal is left to the
   * database, which stays the only judge of a first spend.
   */
  private readonly spentHere = new RecentMap<string, true>(REMEMBERED_SPENDS);

  /** The first signs new puzzles; every one is accepted when checking (a rotation keeps puzzles in flight). */
  private readonly secrets: readonly string[];

  constructor(
    private readonly store: Store,
    secret: string | readonly string[],
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly puzzles: () => Puzzle = () => makePuzzle(),
  ) {
    this.secrets = typeof secret === 'string' ? [secret] : secret;
  }

  /** A puzzle for `audience` (an account id), or for anyone when it is left out. */
  issue(audience: string = OPEN_AUDIENCE): IssuedCheck {
    const puzzle = this.puzzles();
    const expiresAt = this.now() + this.ttlMs;
    const nonce = randomText(6);
    const id = `${nonce}${issueTag(this.secrets[0]!, nonce, expiresAt, audience)}`;
    const token = `${id}.${expiresAt.toString(36)}.${audience}.${answerMac(this.secrets[0]!, id, expiresAt, audience, puzzle.answer)}`;
    return { puzzle: puzzle.text, token, expires_at: new Date(expiresAt).toISOString() };
  }

  /**
   * Judges an answer sent by `accountId` (undefined for a caller without an
   * account). Only a well-formed, unexpired token of this caller's is spent;
   * anything else is refused without a write.
   */
  async verify(sent: CheckAnswer, accountId: string | undefined): Promise<CheckVerdict> {
    const judged = this.judge(sent, accountId);
    if (!judged.ok) return judged;
    // Spend the token before telling whether the answer was right, so a wrong guess cannot be retried.
    if (!(await this.spend(judged.checkId, judged.expiresAt))) return USED;
    return judged.right ? { ok: true, checkId: judged.checkId } : WRONG;
  }

  /**
   * Like verify, but a right answer's token is not spent here: the caller
   * spends it in the transaction of the write it allows (GameUpdate.spendCheck),
   * or alone if nothing is written, and calls `spent` once it is. A wrong
   * answer's token is spent at once, as by verify.
   */
  async verifyForWrite(sent: CheckAnswer, accountId: string | undefined): Promise<CheckVerdict & { expiresAt?: number }> {
    const judged = this.judge(sent, accountId);
    if (!judged.ok) return judged;
    if (judged.right) return { ok: true, checkId: judged.checkId, expiresAt: judged.expiresAt };
    return (await this.spend(judged.checkId, judged.expiresAt)) ? WRONG : USED;
  }

  /** Notes a token spent in a write of this process's (see verifyForWrite). */
  spent(checkId: string): void {
    this.spentHere.set(checkId, true);
  }

  /** Everything that needs no database: the token's form, audience, expiry, whether this process spent it, and the answer. */
  private judge({ token, answer }: CheckAnswer, accountId: string | undefined):
    { ok: true; checkId: string; expiresAt: number; right: boolean } | { ok: false; reason: CheckRefusal; message: string } {
    if (!token || answer === undefined || answer === '') {
      return { ok: false, reason: 'missing', message: `This call needs an agent check answer. ${HOW_TO_ANSWER}` };
    }
    const parts = parseToken(token);
    const signer = parts && parts.expiresAt <= this.now() + this.ttlMs ? this.signerOf(parts) : undefined;
    if (!parts || signer === undefined) {
      return { ok: false, reason: 'malformed', message: `The agent check token is not one this camp issued. ${HOW_TO_ANSWER}` };
    }
    if (parts.audience !== OPEN_AUDIENCE && parts.audience !== accountId) {
      return { ok: false, reason: 'foreign', message: `That agent check was issued to another account; answer the puzzle from your own reply or from ${agentCheckCall.http}. ${HOW_TO_ANSWER}` };
    }
    if (parts.expiresAt < this.now()) {
      return { ok: false, reason: 'expired', message: `That agent check expired; puzzles last ${lifetimeText(this.ttlMs)}. ${HOW_TO_ANSWER}` };
    }
    if (this.spentHere.get(parts.id)) return USED;
    const number = answerNumber(answer);
    const expected = Buffer.from(parts.mac);
    const given = Buffer.from(number === null ? '' : answerMac(signer, parts.id, parts.expiresAt, parts.audience, number));
    const right = expected.length === given.length && timingSafeEqual(expected, given);
    return { ok: true, checkId: parts.id, expiresAt: parts.expiresAt, right };
  }

  /** Marks the token used in the database; false when it already was. */
  private async spend(checkId: string, expiresAt: number): Promise<boolean> {
    if (!(await this.store.useCheck(checkId, expiresAt))) return false;
    this.spentHere.set(checkId, true);
    return true;
  }

  /** Gives a spent puzzle back, for a request the camp failed to carry out. */
  release(checkId: string): Promise<void> {
    this.spentHere.delete(checkId);
    return this.store.releaseCheck(checkId);
  }

  /** The secret whose tag the token's id carries (only this camp's secrets make one), or undefined. */
  private signerOf({ id, expiresAt, audience }: TokenParts): string | undefined {
    const given = Buffer.from(id.slice(NONCE_LENGTH));
    return this.secrets.find((secret) => {
      const expected = Buffer.from(issueTag(secret, id.slice(0, NONCE_LENGTH), expiresAt, audience));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }
}

/** Characters of randomness that begin a token's id; its tag makes up the rest. */
const NONCE_LENGTH = 8;

/** The second half of a token's id: an HMAC of its first half, expiry and audience (48 bits). */
function issueTag(secret: string, nonce: string, expiresAt: number, audience: string): string {
  return createHmac('sha256', secret).update(`issued.${nonce}.${expiresAt}.${audience}`).digest('base64url').slice(0, 8);
}

/** The part of a token that binds its answer and audience: an HMAC only the camp's secret can make. */
export function answerMac(secret: string, id: string, expiresAt: number, audience: string, answer: number): string {
  return createHmac('sha256', secret).update(`${id}.${expiresAt}.${audience}.${answer}`).digest('base64url').slice(0, 27);
}

/**
 * The answer a token was issued for, found with the camp's secret (tests and
 * benchmarks play as agents without reading the puzzle text).
 */
export function answerWithSecret(secret: string, token: string): number {
  const parts = parseToken(token);
  if (!parts) throw new Error(`not a check token: ${token}`);
  // Most answers are small and positive: try those first (benchmarks search once per reply, on the camp's cores).
  for (let answer = 0; answer <= 10_000; answer++) {
    if (answerMac(secret, parts.id, parts.expiresAt, parts.audience, answer) === parts.mac) return answer;
  }
  for (let answer = -1; answer >= -100; answer--) {
    if (answerMac(secret, parts.id, parts.expiresAt, parts.audience, answer) === parts.mac) return answer;
  }
  throw new Error(`no answer in range for token ${token}`);
}

/** A puzzle's lifetime as the camp writes it (guides and refusals): '10 minutes', '90 seconds'. */
export function lifetimeText(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60 || seconds % 60 !== 0) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
}
