/**
 * A write that fails part way (here: its puzzle turns out to be spent
 * already) leaves nothing behind, and spoils no other write committed with
 * it: on SQLite, where writes of one turn of the event loop share a
 * transaction, each in a savepoint of its own; on PostgreSQL, where each is
 * a transaction.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/platform/storage/postgres.ts';
import { SqliteStore } from '../../src/platform/storage/sqlite.ts';
import { CheckAlreadyUsed, type CheckSpend, type GameRow, type Store } from '../../src/platform/store.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const NOW = 1_700_000_000_000;

function gameRow(id: string): GameRow {
  return {
    id, game: 'solitaire', options: { draw: 1 }, seed: id, state: { moves: 0 }, version: 0, status: 'playing', outcome: null, score: 0,
    createdAt: NOW, updatedAt: NOW,
  };
}

async function startGame(store: Store, id: string, accountId: string): Promise<void> {
  await store.createGame(gameRow(id), [{ seat: 0, accountId, kind: 'human', lastSeenAt: NOW }]);
}

/** Puzzle number 0 of a game's scope for acct-1. */
const puzzleOf = (scope: string): CheckSpend => ({ holder: 'acct-1', scope, answered: 0 });

const move = (state: unknown, check?: CheckSpend) => ({
  state, status: 'playing', outcome: null, score: 5, updatedAt: NOW + 1, ...(check ? { spendCheck: check } : {}),
});

function behavesLikeAStore(open: () => Promise<Store>) {
  let store: Store;
  beforeAll(async () => {
    store = await open();
    expect(await store.createAccount({ id: 'acct-1', name: 'writer', createdAt: NOW }, 'hash-1')).toBe(true);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('writes nothing of a move whose puzzle was spent already, and keeps the write sent beside it', async () => {
    await startGame(store, 'spoiled', 'acct-1');
    await startGame(store, 'kept', 'acct-1');
    expect(await store.useCheck(puzzleOf('spoiled'))).toBe(true);
    // Sent together, so that SQLite commits them in one transaction.
    const [spoiled, kept] = await Promise.allSettled([
      store.appendCommands('spoiled', 0, [{ seat: 0, command: 'draw', acceptedAt: NOW + 1 }], move({ moves: 1 }, puzzleOf('spoiled'))),
      store.appendCommands('kept', 0, [{ seat: 0, command: 'draw', acceptedAt: NOW + 1 }], move({ moves: 1 }, puzzleOf('kept'))),
    ]);
    expect(spoiled.status === 'rejected' && spoiled.reason instanceof CheckAlreadyUsed).toBe(true);
    expect(kept).toEqual({ status: 'fulfilled', value: true });

    const untouched = await store.game('spoiled');
    expect({ version: untouched!.version, state: untouched!.state, score: untouched!.score }).toEqual({ version: 0, state: { moves: 0 }, score: 0 });
    expect(await store.commands('spoiled')).toEqual([]);
    const moved = await store.game('kept');
    expect({ version: moved!.version, state: moved!.state, score: moved!.score }).toEqual({ version: 1, state: { moves: 1 }, score: 5 });
    expect((await store.commands('kept')).map((row) => row.command)).toEqual(['draw']);
    // The kept move spent its own puzzle; the spoiled one spent nothing more.
    expect(await store.useCheck(puzzleOf('kept'))).toBe(false);
    expect(await store.answeredChecks('acct-1', 'kept')).toBe(1);
    expect(await store.answeredChecks('acct-1', 'spoiled')).toBe(1);
  });

  it('spends each puzzle number once, in order, and gives back only the latest', async () => {
    const spend = (answered: number) => store.useCheck({ holder: 'address:10.1.1.1', scope: '', answered });
    expect(await store.answeredChecks('address:10.1.1.1', '')).toBe(0);
    expect((await Promise.all([spend(0), spend(0)])).sort()).toEqual([false, true]);
    expect(await spend(2)).toBe(false);
    expect(await spend(1)).toBe(true);
    await store.releaseCheck({ holder: 'address:10.1.1.1', scope: '', answered: 0 });
    expect(await store.answeredChecks('address:10.1.1.1', '')).toBe(2);
    await store.releaseCheck({ holder: 'address:10.1.1.1', scope: '', answered: 1 });
    expect(await store.answeredChecks('address:10.1.1.1', '')).toBe(1);
  });

  it('forgets the puzzle counts of games over before a time, and keeps those of games on and of other calls', async () => {
    await startGame(store, 'ended', 'acct-1');
    await startGame(store, 'going', 'acct-1');
    await store.useCheck(puzzleOf('ended'));
    await store.useCheck(puzzleOf('going'));
    await store.useCheck(puzzleOf(''));
    const end = { ...move({ moves: 1 }), status: 'over', outcome: 'resigned' };
    expect(await store.appendCommands('ended', 0, [{ seat: 0, command: 'resign', acceptedAt: NOW + 1 }], end)).toBe(true);
    await store.forgetFinishedCheckScopes(NOW + 1);
    expect(await store.answeredChecks('acct-1', 'ended')).toBe(1);
    await store.forgetFinishedCheckScopes(NOW + 2);
    expect(await store.answeredChecks('acct-1', 'ended')).toBe(0);
    expect(await store.answeredChecks('acct-1', 'going')).toBe(1);
    expect(await store.answeredChecks('acct-1', '')).toBe(1);
  });

  it('refuses a move from a stale version without writing it', async () => {
    await startGame(store, 'stale', 'acct-1');
    expect(await store.appendCommands('stale', 0, [{ seat: 0, command: 'draw', acceptedAt: NOW + 1 }], move({ moves: 1 }))).toBe(true);
    expect(await store.appendCommands('stale', 0, [{ seat: 0, command: 'recycle', acceptedAt: NOW + 2 }], move({ moves: 9 }, puzzleOf('stale')))).toBe(false);
    expect((await store.game('stale'))!.state).toEqual({ moves: 1 });
    expect((await store.commands('stale')).map((row) => row.command)).toEqual(['draw']);
    // Nothing was written, the puzzle's spend included: it still works once.
    expect(await store.useCheck(puzzleOf('stale'))).toBe(true);
  });
}

describe('the SQLite store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-store-writes-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  behavesLikeAStore(async () => new SqliteStore(path.join(dir, 'camp.db')));

  it('makes its folder, its file and the WAL readable by the camp\'s user only, whatever the umask', async () => {
    const before = process.umask(0o022);
    try {
      const file = path.join(dir, 'private', 'camp.db');
      const store = new SqliteStore(file);
      await store.createAccount({ id: 'acct-private', name: 'private', createdAt: NOW }, 'hash-private');
      const others = (name: string) => fs.statSync(name).mode & 0o077;
      expect([others(path.dirname(file)), others(file), others(`${file}-wal`)]).toEqual([0, 0, 0]);
      await store.close();
    } finally {
      process.umask(before);
    }
  });
});

describe('the PostgreSQL store', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());
  behavesLikeAStore(async () => PostgresStore.connect(postgres.url));
});
