/**
 * The Idempotency-Key header on `new`, `act`, `finish` and a run's start: the first request
 * with a key runs, and its reply is kept for the account; a repeat gets that
 * reply back, and nothing is applied or spent again (its puzzle is not even
 * read). A repeat that arrives while the first still runs, in this process or
 * another sharing the database, waits for it. A key sent with another call or
 * body is refused. Only replies of requests that did something are kept: a
 * refused or failed first request gives its key up, so a retry with it runs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CampError } from '../errors.ts';
import type { AccountRow, IdempotencyRecord, Store } from '../store.ts';
import { requestFingerprint } from './fingerprint.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The header a replayed reply carries, so a client can tell it from a fresh one. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** 1 to 255 visible ASCII characters (a UUID fits), optionally quoted as a structured-field string. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How often a repeat looks whether the first request has answered (the first may run in another process). */
const POLL_MS = 25;
/**
 * No request runs this long: a first request still unanswered after it was
 * cut off (its process stopped). Whether it changed anything is unknown, so a
 * repeat is refused rather than run a second time.
 */
export const RUN_LIMIT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Claim { accountId: string; key: string }

export class IdempotentCalls {
  /** Requests that hold their key: their reply is kept, or the key given up, as it is sent. */
  private readonly claims = new WeakMap<FastifyRequest, Claim>();

  constructor(
    private readonly store: Store,
    private readonly keepMs: number,
    private readonly now: () => number,
    private readonly requireAccount: (request: FastifyRequest) => Promise<AccountRow>,
    private readonly warn: (error: unknown, message: string) => void,
  ) {}

  /** preHandler of an idempotent route: runs nothing for a request without the header. */
  readonly before = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const key = idempotencyKey(request);
    if (key === undefined) return undefined;
    const account = await this.requireAccount(request);
    const fingerprint = requestFingerprint(request);
    for (;;) {
      const now = this.now();
      const claimed = await this.store.claimIdempotencyKey(account.id, key, fingerprint, now, now + this.keepMs);
      if (claimed === null) {
        this.claims.set(request, { accountId: account.id, key });
        return undefined;
      }
      let record: IdempotencyRecord | undefined = claimed;
      while (record) {
        if (record.fingerprint !== fingerprint) throw keyReused();
        if (record.reply) return replay(reply, record.reply);
        if (this.now() - record.startedAt >= RUN_LIMIT_MS) throw keyInDoubt();
        await sleep(POLL_MS);
        record = await this.store.idempotencyRecord(account.id, key, this.now());
      }
      // The first request gave the key up (it was refused or failed): this one runs with it.
    }
  };

  /** onSend of an idempotent route: keeps the reply of a request that did something, else gives its key up. */
  readonly onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const claim = this.claims.get(request);
    if (!claim) return payload;
    this.claims.delete(request);
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    const done = succeeded
      ? this.store.saveIdempotentReply(claim.accountId, claim.key, reply.statusCode, payload as string)
      : this.store.releaseIdempotencyKey(claim.accountId, claim.key);
    // Not awaited: the reply goes out at once, and a repeat arriving meanwhile waits for the record like any other.
    // If keeping it fails, the reply still stands, and a repeat finds the key in doubt (RUN_LIMIT_MS).
    done.catch((error: unknown) => this.warn(error, 'could not keep the reply of an Idempotency-Key'));
    return payload;
  };
}

function idempotencyKey(request: FastifyRequest): string | undefined {
  const sent = request.headers[IDEMPOTENCY_HEADER];
  if (sent === undefined) return undefined;
  const text = (Array.isArray(sent) ? sent.join(',') : sent).trim();
  const key = /^".*"$/.test(text) ? text.slice(1, -1) : text;
  if (!KEY_PATTERN.test(key)) {
    throw new CampError(400, 'bad_idempotency_key',
      'Idempotency-Key must be 1 to 255 visible ASCII characters (no spaces), such as a UUID; send one key per request.');
  }
  return key;
}

function replay(reply: FastifyReply, kept: NonNullable<IdempotencyRecord['reply']>): FastifyReply {
  return reply.code(kept.status).header('content-type', 'application/json; charset=utf-8').header(REPLAYED_HEADER, 'true').send(kept.body);
}

const keyReused = () => new CampError(422, 'idempotency_key_reused',
  'This Idempotency-Key was already used with another call or body; nothing was done. Send a new key with each new request, and the same key only to repeat one exactly.');

const keyInDoubt = () => new CampError(409, 'idempotency_key_in_doubt',
  "The first request with this Idempotency-Key was cut off before it answered, so whether it was applied is unknown; nothing was done now. Read the game's state, then send what is still needed with a new key.");
