/** Requests with an Idempotency-Key, for the tests of repeats on SQLite and PostgreSQL. */
import type { CampClient, Reply } from './camp.ts';

/** An act with the key, answering a puzzle of its own (each repeat brings a fresh right answer it must not spend). */
export async function keyedAct(client: CampClient, key: string, command: string): Promise<Reply> {
  const headers = await client.checkHeaders();
  return client.post('/games/solitaire/api/act', { command }, { ...headers, 'idempotency-key': key });
}

/** How many commands the account's newest Klondike game has accepted. */
export async function versionOf(client: CampClient): Promise<number> {
  return (await client.state('solitaire')).body.version;
}
