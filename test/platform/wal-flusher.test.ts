import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WalFlusher } from '../../src/platform/storage/wal-flusher.ts';

const whenFlushed = (flusher: WalFlusher) => new Promise<Error | null>((resolve) => flusher.afterCommit(resolve));

describe('WalFlusher', () => {
  it('answers every commit once a flush of the file has ended, in the order they came', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-wal-'));
    const wal = path.join(dir, 'camp.db-wal');
    fs.writeFileSync(wal, 'frames');
    const flusher = new WalFlusher(wal);
    const answered: number[] = [];
    const commits = Array.from({ length: 20 }, (_, i) => whenFlushed(flusher).then((error) => { answered.push(i); return error; }));
    expect(answered).toEqual([]);
    expect(await Promise.all(commits)).toEqual(commits.map(() => null));
    expect(answered).toEqual(answered.slice().sort((a, b) => a - b));
    await flusher.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails the commits it could not flush, so their replies are not sent as durable', async () => {
    const flusher = new WalFlusher(path.join(os.tmpdir(), 'camp-no-such-dir', 'camp.db-wal'));
    const error = await whenFlushed(flusher);
    expect(error).toBeInstanceOf(Error);
    await flusher.close();
  });

  it('has nothing to flush for an in-memory database', async () => {
    expect(await whenFlushed(new WalFlusher(null))).toBeNull();
  });
});
