import fs from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts, TOKEN_TTL_MS } from '../../src/platform/accounts.ts';
import { SqliteStore } from '../../src/platform/storage/sqlite.ts';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({}, { games: [minesweeper] }); });
afterAll(async () => { await camp.close(); });

describe('accounts', () => {
  it('returns the agent key once and stores only its hash', async () => {
    const response = await camp.client().post('/api/v1/accounts', { name: 'Keyholder' });
    expect(response.status).toBe(201);
    const key: string = response.body.agent_key;
    expect(key).toMatch(/^camp_key_[A-Za-z0-9_-]{32}$/);
    const db = new Database(camp.dbFile, { readonly: true });
    const rows = db.prepare('SELECT * FROM accounts WHERE name = ?').all('Keyholder') as Record<string, unknown>[];
    db.close();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(fs.readFileSync(camp.dbFile).includes(Buffer.from(key))).toBe(false);
  });

  it('keeps names unique without regard to case', async () => {
    await camp.signUp('Unique Name');
    const again = await camp.client().post('/api/v1/accounts', { name: 'unique name' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('taken');
  });

  it('refuses names that are empty, too long, or hold control characters', async () => {
    for (const name of ['', '   ', 'x'.repeat(41), 'line\nbreak']) {
      const response = await camp.client().post('/api/v1/accounts', { name });
      expect(response.status, name).toBe(400);
      expect(response.body.message).toMatch(/name/);
    }
    expect((await camp.client().post('/api/v1/accounts', {})).status).toBe(400);
  });

  it('exchanges name and key for a bearer token that works like the key', async () => {
    const player = await camp.signUp('Login Tester');
    const login = await camp.client().post('/api/v1/login', { name: 'login tester', key: player.key });
    expect(login.status).toBe(200);
    expect(login.body.token_type).toBe('Bearer');
    const byToken = camp.client(login.body.token);
    const started = await byToken.newGame('minesweeper', {}, true);
    expect(started.status).toBe(201);
    const seenByKey = await player.state('minesweeper');
    expect(seenByKey.body.game_id).toBe(started.body.game_id);
  });

  it('answers 401 with a message for bad or missing credentials', async () => {
    const player = await camp.signUp();
    expect((await camp.client().post('/api/v1/login', { name: player.name, key: 'camp_key_wrong' })).status).toBe(401);
    expect((await camp.client().post('/api/v1/login', { name: 'nobody-here', key: player.key })).status).toBe(401);
    const missing = await camp.client().state('minesweeper');
    expect(missing.status).toBe(401);
    expect(missing.body.message).toContain('Authorization: Bearer');
    expect((await camp.client('camp_key_forged').state('minesweeper')).status).toBe(401);
    expect((await camp.client('camp_tok_forged').state('minesweeper')).status).toBe(401);
  });
});

describe('login tokens', () => {
  it('expire after 24 hours', async () => {
    let now = 1_000_000;
    const store = new SqliteStore(':memory:');
    const accounts = new Accounts(store, () => now);
    const created = await accounts.create('clocked');
    const session = await accounts.login('clocked', created!.key);
    expect((await accounts.authenticate(session!.token))?.name).toBe('clocked');
    now += TOKEN_TTL_MS - 1;
    expect(await accounts.authenticate(session!.token)).toBeDefined();
    now += 2;
    expect(await accounts.authenticate(session!.token)).toBeUndefined();
    expect((await accounts.authenticate(created!.key))?.name).toBe('clocked');
    await store.close();
  });
});
