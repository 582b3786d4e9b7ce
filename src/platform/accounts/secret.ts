/**
 * The secret that signs agent-check answers. It never lives in the database
 * (whoever read a table could answer every puzzle): it comes from
 * CAMP_SECRET, or else from a file beside the database that only the camp's
 * user may read, created on first start. Camps that share a PostgreSQL
 * database share the secret through the same variable or file.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The setting in which earlier versions kept the secret; removed at start so the database no longer holds it. */
export const LEGACY_SECRET_SETTING = 'agent_check_secret';

const MIN_SECRET_LENGTH = 32;

export type SecretResult = { ok: true; secret: string } | { ok: false; error: string };

export function loadSecret(fromEnvironment: string | undefined, file: string): SecretResult {
  if (fromEnvironment !== undefined) {
    // Counted without white space (40 spaces are no secret), but used as given, so the signatures of a running camp stay.
    return fromEnvironment.trim().length >= MIN_SECRET_LENGTH
      ? { ok: true, secret: fromEnvironment }
      : { ok: false, error: `CAMP_SECRET must be at least ${MIN_SECRET_LENGTH} characters besides white space (e.g. openssl rand -base64 48); got ${fromEnvironment.trim().length}` };
  }
  // Owner-only, as the store makes it: this runs first, and the folder will hold the database beside the secret.
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) createSecretFile(file);
  const mode = fs.statSync(file).mode & 0o777;
  if (mode & 0o077) {
    return { ok: false, error: `the secret file ${file} can be read by other users (mode ${mode.toString(8)}); run chmod 600 on it` };
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) return { ok: false, error: `the secret file ${file} holds fewer than ${MIN_SECRET_LENGTH} characters` };
  return { ok: true, secret };
}

/**
 * Writes the new secret to a private temporary file and links it into place:
 * the link appears whole or not at all, and fails if another camp starting at
 * the same moment linked its own first (then both read that one).
 */
function createSecretFile(file: string): void {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, randomBytes(48).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
}
