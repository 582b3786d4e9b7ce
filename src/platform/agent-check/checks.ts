/**
 * Issues and verifies agent checks. A holder (an account, or the address of
 * a caller without one) is served one open puzzle per scope (a game it is
 * playing, or '' for every other call), and any of them works in any call:
 * the puzzle numbered by how many of that scope's puzzles it has answered,
 * taken from the page of the current time window (puzzle-book.ts). Asking
 * again gives the same puzzle back until it is answered, rightly or wrongly,
 * or its window passes; serving it writes nothing. A token carries its number, its expiry, whom it was issued to and
 * an HMAC of the right answer; answering moves the scope's count on from that
 * number, which the database lets happen once, even for two requests at the
 * same moment or from two server processes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RecentMap } from '../recent-map.ts';
import type { CheckSpend, Store } from '../store.ts';
import { PAGE_SIZE, type PuzzlePages } from './puzzle-book.ts';
import { agentCheckCall, answerHow } from '../wording/channel.ts';

export interface IssuedCheck {
  puzzle: string;
  token: string;
  expires_at: string;
}

export type CheckRefusal = 'missing' | 'malformed' | 'foreign' | 'expired' | 'used' | 'wrong';

export type CheckVerdict =
  | { ok: true; spend: CheckSpend }
  | { ok: false; reason: CheckRefusal; message: string };

/** Who asks for or answers a puzzle: an account, or a caller without one, known by its address. */
export interface CheckCaller {
  accountId: string | undefined;
  address: string;
}

/** The scope of every call that is not about a game being played. */
export const ANY_CALL = '';

export interface CheckAnswer {
  token: string | undefined;
  answer: string | undefined;
}

/** The audience of a puzzle fetched without credentials: any caller from the address it was fetched from may answer it, once. */
export const OPEN_AUDIENCE = '-';

// id . expiry (base 36) . audience (an account id, or '-') . scope (a game id, or '-') . mac. Checked before
// anything is written. The id is the puzzle's number (8 base-36 digits) and an 8-character tag of it, the
// expiry, the audience, the holder and the scope (issueTag), so that a token the camp never issued for this
// caller is refused as such, before a write, and counts as no wrong answer.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN_FORMAT = new RegExp(`^([A-Za-z0-9_-]{16})\\.([0-9a-z]{1,11})\\.(-|${UUID})\\.(-|${UUID})\\.([A-Za-z0-9_-]{27})$`);
const MAX_TOKEN_LENGTH = 160;
/** How a token writes the scope of every call that is not about a game (ANY_CALL). */
const ANY_CALL_MARK = '-';

interface TokenParts {
  id: string;
  expiresAt: number;
  audience: string;
  scope: string;
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
  const match = token.length <= MAX_TOKEN_LENGTH ? TOKEN_FORMAT.exec(token) : null;
  if (!match) return null;
  return { id: match[1]!, expiresAt: parseInt(match[2]!, 36), audience: match[3]!, scope: match[4] === ANY_CALL_MARK ? ANY_CALL : match[4]!, mac: match[5]! };
}

const HOW_TO_ANSWER = `${answerHow.http} Each puzzle works once, and a puzzle from a reply to your account works only for your account.`;

/** The holder of a token's puzzle: its account, or for a token fetched without credentials, the caller's address. */
const holderOf = (audience: string, caller: CheckCaller) => (audience === OPEN_AUDIENCE ? `address:${caller.address}` : audience);

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

  /** How long one puzzle is served: half the lifetime, so that the last one served still has half of it to be answered in. */
  private readonly windowMs: number;

  constructor(
    private readonly store: Store,
    secret: string | readonly string[],
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly pages: PuzzlePages,
  ) {
    this.secrets = typeof secret === 'string' ? [secret] : secret;
    this.windowMs = Math.max(1, Math.floor(ttlMs / 2));
  }

  /** The window of time now, and when a puzzle served in it expires: at the end of the next window. */
  private currentWindow(): { window: number; expiresAt: number } {
    const window = Math.floor(this.now() / this.windowMs);
    return { window, expiresAt: (window + 2) * this.windowMs };
  }

  /**
   * The caller's open puzzle for a scope: a game id while that game is on,
   * else ANY_CALL. The same one comes back until it is answered or its
   * window passes.
   */
  async issue(caller: CheckCaller, scope: string = ANY_CALL): Promise<IssuedCheck> {
    const audience = caller.accountId ?? OPEN_AUDIENCE;
    const holder = holderOf(audience, caller);
    const answered = await this.store.answeredChecks(holder, scope);
    const { window, expiresAt } = this.currentWindow();
    const secret = this.secrets[0]!;
    const puzzle = this.pages.puzzle(window, placeOf(secret, holder, scope, answered, window));
    const number = answered.toString(36).padStart(NUMBER_LENGTH, '0');
    const id = `${number}${issueTag(secret, number, expiresAt, audience, holder, scope)}`;
    const token = `${id}.${expiresAt.toString(36)}.${audience}.${scope === ANY_CALL ? ANY_CALL_MARK : scope}.${answerMac(secret, id, expiresAt, audience, puzzle.answer)}`;
    return { puzzle: puzzle.text, token, expires_at: new Date(expiresAt).toISOString() };
  }

  /**
   * Judges an answer sent by `caller`. Any of its open puzzles works in any
   * call (the token names its scope); only a well-formed, unexpired token of
   * this caller's is spent, and anything else is refused without a write.
   */
  async verify(sent: CheckAnswer, caller: CheckCaller): Promise<CheckVerdict> {
    const judged = this.judge(sent, caller);
    if (!judged.ok) return judged;
    // Spend the token before telling whether the answer was right, so a wrong guess cannot be retried.
    if (!(await this.spend(judged.spend))) return USED;
    return judged.right ? { ok: true, spend: judged.spend } : WRONG;
  }

  /**
   * Like verify, but a right answer's token is not spent here: the caller
   * spends it in the transaction of the write it allows (GameUpdate.spendCheck),
   * or alone if nothing is written, and calls `spent` once it is. A wrong
   * answer's token is spent at once, as by verify.
   */
  async verifyForWrite(sent: CheckAnswer, caller: CheckCaller): Promise<CheckVerdict> {
    const judged = this.judge(sent, caller);
    if (!judged.ok) return judged;
    if (judged.right) return { ok: true, spend: judged.spend };
    return (await this.spend(judged.spend)) ? WRONG : USED;
  }

  /** Notes a token spent in a write of this process's (see verifyForWrite). */
  spent(spend: CheckSpend): void {
    this.spentHere.set(spentKey(spend), true);
  }

  /** Everything that needs no database: the token's form, audience, scope, expiry, whether this process spent it, and the answer. */
  private judge({ token, answer }: CheckAnswer, caller: CheckCaller):
    { ok: true; spend: CheckSpend; right: boolean } | { ok: false; reason: CheckRefusal; message: string } {
    if (!token || answer === undefined || answer === '') {
      return { ok: false, reason: 'missing', message: `This call needs an agent check answer. ${HOW_TO_ANSWER}` };
    }
    const parts = parseToken(token);
    const holder = parts && holderOf(parts.audience, caller);
    const secret = parts && parts.expiresAt <= this.currentWindow().expiresAt ? this.signerOf(parts, holder!) : undefined;
    if (!parts || secret === undefined) {
      return { ok: false, reason: 'malformed', message: `The agent check token is not one this camp issued to you (one fetched without credentials works only from the address it was fetched from). ${HOW_TO_ANSWER}` };
    }
    if (parts.audience !== OPEN_AUDIENCE && parts.audience !== caller.accountId) {
      return { ok: false, reason: 'foreign', message: `That agent check was issued to another account; answer the puzzle from your own reply or from ${agentCheckCall.http}. ${HOW_TO_ANSWER}` };
    }
    if (parts.expiresAt <= this.now()) {
      return { ok: false, reason: 'expired', message: `That agent check expired; puzzles last at most ${lifetimeText(this.ttlMs)}. ${HOW_TO_ANSWER}` };
    }
    const spend = { holder: holder!, scope: parts.scope, answered: parseInt(parts.id.slice(0, NUMBER_LENGTH), 36) };
    if (this.spentHere.get(spentKey(spend))) return USED;
    const number = answerNumber(answer);
    const expected = Buffer.from(parts.mac);
    const given = Buffer.from(number === null ? '' : answerMac(secret, parts.id, parts.expiresAt, parts.audience, number));
    const right = expected.length === given.length && timingSafeEqual(expected, given);
    return { ok: true, spend, right };
  }

  /** Spends the token's puzzle in the database; false when it already was. */
  private async spend(spend: CheckSpend): Promise<boolean> {
    if (!(await this.store.useCheck(spend))) return false;
    this.spentHere.set(spentKey(spend), true);
    return true;
  }

  /** Gives a spent puzzle back, for a request the camp failed to carry out. */
  release(spend: CheckSpend): Promise<void> {
    this.spentHere.delete(spentKey(spend));
    return this.store.releaseCheck(spend);
  }

  /** The secret whose tag the token's id carries (only this camp's secrets make one), or undefined. */
  private signerOf({ id, expiresAt, audience, scope }: TokenParts, holder: string): string | undefined {
    const number = id.slice(0, NUMBER_LENGTH);
    if (!/^[0-9a-z]+$/.test(number)) return undefined;
    const given = Buffer.from(id.slice(NUMBER_LENGTH));
    return this.secrets.find((secret) => {
      const expected = Buffer.from(issueTag(secret, number, expiresAt, audience, holder, scope));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }
}

const spentKey = ({ holder, scope, answered }: CheckSpend) => `${holder}\0${scope}\0${answered}`;

/** Base-36 digits of a puzzle's number that begin a token's id; its tag makes up the rest. */
const NUMBER_LENGTH = 8;

/** Where on the window's page a holder's puzzle of this number and scope is: an HMAC, so no one can aim at a place. */
function placeOf(secret: string, holder: string, scope: string, answered: number, window: number): number {
  return createHmac('sha256', secret).update(`place.${holder}.${scope}.${answered}.${window}`).digest().readUInt32LE(0) % PAGE_SIZE;
}

/** The second half of a token's id: an HMAC of its number, expiry, audience, holder and scope (48 bits). */
function issueTag(secret: string, number: string, expiresAt: number, audience: string, holder: string, scope: string): string {
  return createHmac('sha256', secret).update(`issued.${number}.${expiresAt}.${audience}.${holder}.${scope}`).digest('base64url').slice(0, 8);
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
