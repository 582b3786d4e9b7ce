/**
 * Rotating the secret that signs puzzles: with the new secret in front of the
 * old one, a puzzle issued under the old one is still accepted (a rolling
 * restart loses nothing in flight) while new puzzles are signed with the new
 * one; once the old one is dropped, its puzzles are refused as not issued here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { answerWithSecret } from '../../src/platform/agent-check/checks.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

const OLD = 'old-secret-0123456789abcdef0123456789abcdef';
const NEW = 'new-secret-fedcba9876543210fedcba9876543210';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-rotation-'));
const dbFile = path.join(dir, 'camp.db');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function withCamp<T>(secret: string, work: (camp: TestCamp) => Promise<T>): Promise<T> {
  const camp = await startCamp({ CAMP_SECRET: secret }, { dbFile });
  try {
    return await work(camp);
  } finally {
    await camp.camp.close();
  }
}

/** A `new` answering `token` with the answer `secret` gives it. */
async function answer(camp: TestCamp, key: string, token: string, secret: string) {
  return camp.client(key).post('/games/minesweeper/api/new', { difficulty: 'beginner' },
    { 'x-agent-check': token, 'x-agent-answer': String(answerWithSecret(secret, token)) });
}

it('accepts puzzles of every listed secret, signs with the first, and refuses a dropped one', async () => {
  const { key, inFlight } = await withCamp(OLD, async (camp) => {
    const player = await camp.signUp();
    const tokens = await Promise.all([1, 2].map(async () => (await player.get('/api/v1/agent-check')).body.agent_check.token as string));
    return { key: player.key, inFlight: tokens };
  });

  const fresh = await withCamp(`${NEW} ${OLD}`, async (camp) => {
    // Issued before the restart, under the old secret: still good.
    expect((await answer(camp, key, inFlight[0]!, OLD)).status).toBe(201);
    const token = (await camp.client(key).get('/api/v1/agent-check')).body.agent_check.token as string;
    // Signed with the new secret: the old one cannot answer it.
    expect(() => answerWithSecret(OLD, token)).toThrow();
    expect((await answer(camp, key, token, NEW)).status).toBe(201);
    return (await camp.client(key).get('/api/v1/agent-check')).body.agent_check.token as string;
  });

  await withCamp(NEW, async (camp) => {
    const refused = await answer(camp, key, inFlight[1]!, OLD);
    expect(refused.status).toBe(428);
    expect(refused.body.error).toBe('agent_check_malformed');
    expect((await answer(camp, key, fresh, NEW)).status).toBe(201);
  });
});

it('refuses a list with a short secret in it, naming none', async () => {
  await expect(startCamp({ CAMP_SECRET: `${NEW} short` })).rejects.toThrow(/at least 32 characters each/);
});
