/**
 * Opaque cursors for keyset paging: where the previous page ended (a time,
 * then the ids that break its ties), so no row is repeated or skipped between
 * pages even while new rows arrive. A cursor the camp did not give is a 400.
 */
import { CampError } from '../errors.ts';

export function encodeCursor(time: number, ...ids: string[]): string {
  return Buffer.from(JSON.stringify([time, ...ids])).toString('base64url');
}

/** The time and the `idCount` ids a cursor holds. */
export function decodeCursor(cursor: string, idCount: number): { time: number; ids: string[] } {
  const refuse = () => new CampError(400, 'bad_cursor', 'That cursor is not one the camp gave; use the next_cursor of the previous page, or leave cursor out for the first page.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== idCount + 1) throw refuse();
  const [time, ...ids] = parsed as unknown[];
  // No NUL: PostgreSQL's text cannot hold it, so such an id could only fail there.
  const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64 && !value.includes('\u0000');
  if (!Number.isSafeInteger(time) || !ids.every(isId)) throw refuse();
  return { time: time as number, ids: ids as string[] };
}
