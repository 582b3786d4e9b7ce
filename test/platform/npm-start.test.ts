/**
 * `npm start`, as the README runs the camp, under a supervisor: a SIGTERM to
 * the process it started must reach the camp, which shuts down and frees its
 * port (a shell between them would exit and leave the camp running).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startCampProcess } from '../support/camp-process.ts';

it('stops the camp on a SIGTERM to npm start, and frees the port', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-npm-start-'));
  const camp = await startCampProcess({ CAMP_DB: path.join(dir, 'camp.db') }, ['npm', 'start', '--silent']);
  try {
    const exited = new Promise<number | null>((resolve) => camp.child.once('exit', (code) => resolve(code)));
    camp.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The camp itself is gone, not only npm: nothing answers on its port.
    await expect(fetch(`${camp.url}/healthz`)).rejects.toThrow();
  } finally {
    await camp.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
