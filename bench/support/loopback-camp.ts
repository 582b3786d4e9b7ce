/**
 * A camp in this process on a fresh SQLite file, on loopback, with the
 * bench limits: for benches that measure what a reply says, not how fast
 * a separate server process answers (processes.ts starts those).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCamp } from '../../src/platform/camp.ts';
import { readConfig } from '../../src/platform/config/load.ts';
import { BENCH_LIMITS } from './processes.ts';

export interface LoopbackCamp {
  base: string;
  /** The secret that signs its puzzles, so the bench can answer them. */
  secret: string;
  close(): Promise<void>;
}

export async function startLoopbackCamp(label: string): Promise<LoopbackCamp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `camp-${label}-`));
  const secret = randomBytes(32).toString('base64url');
  const configured = readConfig({ ...BENCH_LIMITS, CAMP_DB: path.join(dir, 'camp.db'), CAMP_SECRET: secret, PORT: '0', LOG_LEVEL: 'silent' });
  if (!configured.ok) throw new Error(configured.error);
  const camp = await createCamp({ ...configured.config, host: '127.0.0.1' }, { logger: false });
  await camp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = camp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    base: `http://127.0.0.1:${address.port}`,
    secret,
    async close() {
      await camp.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
