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

/** `secret` signs; `secrets` (it first, then older ones) are all accepted when checking. */
export type SecretResult = { ok: true; secret: string; secrets: string[] } | { ok: false; error: string };

/**
 * Several secrets, newest first, separated by white space (spaces or new
 * lines), so that a secret can be rotated without losing puzzles in flight:
 * put the new one in front, restart every process, and drop the old one
 * once the puzzle lifetime has passed. A single secret is used as given.
 */
function secretList(text: string, where: string): SecretResult {
  const parts = text.trim().split(/\s+/);
  const secrets = parts.length === 1 ? [text] : parts;
  const short = parts.find((part) => part.length < MIN_SECRET_LENGTH);
  if (short !== undefined && parts.length === 1) {
    return { ok: false, error: `${where} must be at least ${MIN_SECRET_LENGTH} characters besides white space (e.g. openssl rand -base64 48); got ${short.length}` };
  }
  if (short !== undefined) {
    return { ok: false, error: `${where} must hold secrets of at least ${MIN_SECRET_LENGTH} characters each besides white space (e.g. openssl rand -base64 48); one has ${short.length}` };
  }
  return { ok: true, secret: secrets[0]!, secrets };
}

export function loadSecret(fromEnvironment: string | undefined, file: string): SecretResult {
  // Counted without white space (40 spaces are no secret), but a single one used as given, so the signatures of a running camp stay.
  if (fromEnvironment !== undefined) return secretList(fromEnvironment, 'CAMP_SECRET');
  // Owner-only, as the store makes it: this runs first, and the folder will hold the database beside the secret.
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) createSecretFile(file);
  const mode = fs.statSync(file).mode & 0o777;
  if (mode & 0o077) {
    return { ok: false, error: `the secret file ${file} can be read by other users (mode ${mode.toString(8)}); run chmod 600 on it` };
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (text.length < MIN_SECRET_LENGTH) return { ok: false, error: `the secret file ${file} holds fewer than ${MIN_SECRET_LENGTH} characters` };
  return secretList(text, `the secret file ${file}`);
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
