/**
 * Puzzles belong to whoever received them, forged tokens cost the camp no
 * write, the signing secret never lives in the database, and a request the
 * camp fails gives its puzzle back. All against a real camp on SQLite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { solitaire } from '../../src/games/solitaire/index.ts';
import { createCamp } from '../../src/platform/camp.ts';
import { readConfig } from '../../src/platform/config/load.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({}, { games: [minesweeper, solitaire] }); });
afterAll(async () => { await camp.close(); });

/** Every puzzle answered so far, of every holder and scope. */
const usedChecks = () => {
  const db = new Database(camp.dbFile, { readonly: true });
  try {
    return (db.prepare('SELECT COALESCE(SUM(answered), 0) AS n FROM answered_checks').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

async function answered(token: string): Promise<Record<string, string>> {
  return { 'x-agent-check': token, 'x-agent-answer': String(await camp.answerFor(token)) };
}

async function playerWithGame(): Promise<CampClient> {
  const player = await camp.signUp();
  expect((await player.newGame('minesweeper', { seed: 'bound' }, true)).status).toBe(201);
  return player;
}

describe('a puzzle from a reply works only for the account it was sent to', () => {
  it("refuses another account's puzzle without spending it, and it still works for its owner", async () => {
    const alice = await playerWithGame();
    const bob = await playerWithGame();
    const alicesToken = (await alice.state('minesweeper')).body.agent_check.token;
    const bobBefore = await bob.state('minesweeper');
    const spentBefore = usedChecks();

    const stolen = await bob.post('/games/minesweeper/api/act', { command: 'flag 1 1' }, await answered(alicesToken));
    expect(stolen.status).toBe(428);
    expect(stolen.body.error).toBe('agent_check_foreign');
    expect(stolen.body.message).toMatch(/another account/);
    expect((await bob.state('minesweeper')).body.version).toBe(bobBefore.body.version);
    expect(usedChecks()).toBe(spentBefore);

    const own = await alice.post('/games/minesweeper/api/act', { command: 'flag 1 1' }, await answered(alicesToken));
    expect(own.status).toBe(200);
    expect(own.body.version).toBe(1);
  });

  it('binds the puzzle of a 428 reply to the caller too', async () => {
    const alice = await playerWithGame();
    const bob = await playerWithGame();
    const refused = await alice.post('/games/minesweeper/api/act', { command: 'flag 1 1' });
    expect(refused.status).toBe(428);
    const fromRefusal = refused.body.agent_check.token;
    expect((await bob.post('/games/minesweeper/api/act', { command: 'flag 1 1' }, await answered(fromRefusal))).body.error)
      .toBe('agent_check_foreign');
    expect((await alice.post('/games/minesweeper/api/act', { command: 'flag 1 1' }, await answered(fromRefusal))).status).toBe(200);
  });

  it('a puzzle fetched with credentials is bound; one fetched without works for a call from the same address, once', async () => {
    const alice = await playerWithGame();
    const bob = await playerWithGame();
    const alicesFetch = await alice.get('/api/v1/agent-check');
    expect(alicesFetch.body.bound_to).toBe('this account');
    expect((await bob.post('/games/minesweeper/api/act', { command: 'flag 2 2' }, await answered(alicesFetch.body.token))).body.error)
      .toBe('agent_check_foreign');

    const open = await camp.client().get('/api/v1/agent-check');
    expect(open.body.bound_to).toBe('this address, once');
    const headers = await answered(open.body.token);
    expect((await bob.post('/games/minesweeper/api/act', { command: 'flag 2 2' }, headers)).status).toBe(200);
    const again = await alice.post('/games/minesweeper/api/act', { command: 'flag 2 2' }, headers);
    expect(again.status).toBe(428);
    expect(again.body.error).toBe('agent_check_used');
  });

  it('a bad credential on the puzzle route is a 401, not an open puzzle', async () => {
    const reply = await camp.client('camp_key_nobody').get('/api/v1/agent-check');
    expect(reply.status).toBe(401);
  });
});

describe('a token that is not well formed is refused before any write', () => {
  it('forged ids of any length add nothing to the database', async () => {
    const player = await playerWithGame();
    const spentBefore = usedChecks();
    const future = (Date.now() + 60_000).toString(36);
    const forgeries = [
      'x'.repeat(8_000),
      `${'a'.repeat(16)}.${future}.-.${'b'.repeat(27)}.extra`,
      `${'a'.repeat(200)}.${future}.-.${'b'.repeat(27)}`,
      `${'a'.repeat(16)}.${future}.not-an-account.${'b'.repeat(27)}`,
      `${'a'.repeat(16)}.${future}.-.${'b'.repeat(26)}`,
      `${'a'.repeat(15)}!.${future}.-.${'b'.repeat(27)}`,
    ];
    for (const token of forgeries) {
      const reply = await player.post('/games/minesweeper/api/act', { command: 'flag 3 3' }, { 'x-agent-check': token, 'x-agent-answer': '7' });
      expect(reply.status).toBe(428);
      expect(reply.body.error).toBe('agent_check_malformed');
    }
    expect(usedChecks()).toBe(spentBefore);
    expect((await player.state('minesweeper')).body.version).toBe(0);
  });
});

describe('a request the camp fails gives its puzzle back', () => {
  it('a write that fails on the database leaves the puzzle unspent, so the same request works once the trouble is gone', async () => {
    const player = await playerWithGame();
    const token = (await player.state('minesweeper')).body.agent_check.token;
    const headers = await answered(token);
    // A second connection to the same file makes every command insert fail, as a failing disk would.
    const other = new Database(camp.dbFile);
    other.exec(`CREATE TRIGGER refuse_commands BEFORE INSERT ON commands BEGIN SELECT RAISE(ABORT, 'the disk is failing'); END`);
    try {
      const failed = await player.post('/games/minesweeper/api/act', { command: 'flag 4 4' }, headers);
      expect(failed.status).toBe(500);
      expect(failed.body.message).toMatch(/nothing was changed/);
    } finally {
      other.exec('DROP TRIGGER refuse_commands');
      other.close();
    }
    expect((await player.state('minesweeper')).body.version).toBe(0);
    const retried = await player.post('/games/minesweeper/api/act', { command: 'flag 4 4' }, headers);
    expect(retried.status).toBe(200);
    expect(retried.body.version).toBe(1);
  });

  it('concurrent writers of one game in one camp all get through: no 503, a gap-free log', async () => {
    // Checks off: an account holds one open puzzle per game, so with checks on its writes to one game take turns.
    const unchecked = await startCamp({ CAMP_AGENT_CHECK: 'off' }, { games: [minesweeper] });
    try {
      const player = await unchecked.signUp();
      expect((await player.newGame('minesweeper', { seed: 'bound' })).status).toBe(201);
      const clients = Array.from({ length: 20 }, () => unchecked.client(player.credential));
      const replies = await Promise.all(clients.map((client, i) => client.act('minesweeper', `flag ${1 + Math.floor(i / 8)} ${1 + (i % 8)}`)));
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      const log = await unchecked.camp.store.commands((await player.state('minesweeper')).body.game_id);
      expect(log.map((entry) => entry.seq)).toEqual(replies.map((_, i) => i + 1));
    } finally {
      await unchecked.close();
    }
  });
});

describe('the signing secret', () => {
  it('lives in an owner-only file beside the database, never in a table', async () => {
    const file = path.join(path.dirname(camp.dbFile), 'camp.secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const secret = fs.readFileSync(file, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const db = new Database(camp.dbFile, { readonly: true });
    try {
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
      for (const table of tables) {
        const rows = JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all());
        expect(rows.includes(secret), table).toBe(false);
      }
    } finally {
      db.close();
    }
  });

  it('is made, with the database, in a folder only the camp\'s user can read, whatever the umask', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-secret-folder-'));
    const before = process.umask(0o022);
    try {
      const fresh = await startCamp({}, { games: [minesweeper], dbFile: path.join(parent, 'data', 'camp.db') });
      await fresh.close();
      expect(fs.statSync(path.join(parent, 'data')).mode & 0o077).toBe(0);
      expect(fs.statSync(path.join(parent, 'data', 'camp.secret')).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(before);
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('comes from CAMP_SECRET when set, and then no file is written', async () => {
    const secret = 's'.repeat(40);
    const withEnv = await startCamp({ CAMP_SECRET: secret }, { games: [minesweeper] });
    try {
      expect(fs.existsSync(path.join(path.dirname(withEnv.dbFile), 'camp.secret'))).toBe(false);
      const player = await withEnv.signUp();
      // A token signed with the variable's secret is answered right by whoever knows that secret.
      expect((await player.newGame('minesweeper', {}, true)).status).toBe(201);
    } finally {
      await withEnv.close();
    }
  });

  it('is removed from a database that an earlier version left it in, and the camp refuses weak or exposed secrets', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-secret-'));
    try {
      const dbFile = path.join(dir, 'camp.db');
      const old = new Database(dbFile);
      old.exec(`CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      old.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('agent_check_secret', 'left-by-an-old-version');
      old.close();
      const upgraded = await startCamp({}, { games: [minesweeper], dbFile });
      await upgraded.close();
      const after = new Database(dbFile, { readonly: true });
      expect(after.prepare("SELECT COUNT(*) AS n FROM settings WHERE key = 'agent_check_secret'").get()).toEqual({ n: 0 });
      after.close();

      const start = (env: Record<string, string>) => {
        const read = readConfig({ CAMP_DB: dbFile, ...env });
        if (!read.ok) throw new Error(read.error);
        return createCamp(read.config, { logger: false, games: [minesweeper] });
      };
      await expect(start({ CAMP_SECRET: 'short' })).rejects.toThrow(/CAMP_SECRET must be at least 32 characters/);
      await expect(start({ CAMP_SECRET: ' '.repeat(40) })).rejects.toThrow(/CAMP_SECRET must be at least 32 characters besides white space/);
      fs.chmodSync(path.join(dir, 'camp.secret'), 0o644);
      await expect(start({})).rejects.toThrow(/can be read by other users/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
