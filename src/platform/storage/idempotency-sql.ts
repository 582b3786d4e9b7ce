/** The statements (parameters in the order they appear, as SQLite's `?` numbers them) of the Idempotency-Key records, written once for both databases . */
import type { IdempotencyRecord } from '../store.ts';

type Mark = (n: number) => string;

/** A record whose time is up makes way for a new first request with its key. */
export const dropExpiredKeySql = (mark: Mark) =>
  `DELETE FROM idempotency_keys WHERE account_id = ${mark(1)} AND idempotency_key = ${mark(2)} AND expires_at < ${mark(3)}`;

export const claimKeySql = (mark: Mark) =>
  `INSERT INTO idempotency_keys (account_id, idempotency_key, fingerprint, started_at, expires_at)
   VALUES (${mark(1)}, ${mark(2)}, ${mark(3)}, ${mark(4)}, ${mark(5)}) ON CONFLICT DO NOTHING`;

export const keyRecordSql = (mark: Mark) =>
  `SELECT fingerprint, status, reply, started_at FROM idempotency_keys
   WHERE account_id = ${mark(1)} AND idempotency_key = ${mark(2)} AND expires_at >= ${mark(3)}`;

export const saveReplySql = (mark: Mark) =>
  `UPDATE idempotency_keys SET status = ${mark(1)}, reply = ${mark(2)} WHERE account_id = ${mark(3)} AND idempotency_key = ${mark(4)}`;

/** Only a record still running: a kept reply is never given up before its time. */
export const releaseKeySql = (mark: Mark) =>
  `DELETE FROM idempotency_keys WHERE account_id = ${mark(1)} AND idempotency_key = ${mark(2)} AND status IS NULL`;

export const purgeExpiredKeysSql = (mark: Mark) => `DELETE FROM idempotency_keys WHERE expires_at < ${mark(1)}`;

export function keyRecordFromRow(row: { fingerprint: string; status: number | null; reply: string | null; started_at: number | string }): IdempotencyRecord {
  return {
    fingerprint: row.fingerprint,
    startedAt: Number(row.started_at),
    reply: row.status === null || row.reply === null ? null : { status: Number(row.status), body: row.reply },
  };
}
