import fs from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts, TOKEN_TTL_MS } from '../../src/platform/accounts/accounts.ts';
import { SqliteStore } from '../../src/platform/storage/sqlite.ts';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

let camp: TestCamp;
// These tests try many names from one address, more than the default hourly allowance.
beforeAll(async () => { camp = await startCamp({ CAMP_LIMIT_ACCOUNTS_PER_HOUR: '1000' }, { games: [minesweeper] }); });
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

  it('refuses invisible and disguising characters, naming the code point', async () => {
    const refused: [string, string][] = [
      ['zero\u200Bwidth', 'U+200B'], ['joined\u200Dname', 'U+200D'], ['word\u2060joiner', 'U+2060'], ['\uFEFFbom', 'U+FEFF'],
      ['left\u200Eright', 'U+200E'], ['evil\u202Egnp.exe', 'U+202E'], ['isolate\u2066d', 'U+2066'], ['soft\u00ADhyphen', 'U+00AD'],
      ['tab\tname', 'U+0009'], ['bell\u0007', 'U+0007'], ['no\u00A0break', 'U+00A0'], ['ideographic\u3000space', 'U+3000'],
      ['line\u2028sep', 'U+2028'], ['private\uE000use', 'U+E000'], ['unassigned\u0378', 'U+0378'], ['filler\u3164', 'U+3164'],
      ['blank\u2800braille', 'U+2800'], ['lone\uD800', 'U+D800'], ['\u0301accent first', 'U+0301'],
    ];
    for (const [name, codePoint] of refused) {
      const response = await camp.client().post('/api/v1/accounts', { name });
      expect(response.status, codePoint).toBe(400);
      expect(response.body.error).toBe('bad_name');
      expect(response.body.message, codePoint).toContain(codePoint);
    }
    const spaced = await camp.client().post('/api/v1/accounts', { name: 'two  spaces' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.message).toMatch(/two spaces in a row/);
    const zalgo = await camp.client().post('/api/v1/accounts', { name: 'x\u0363\u0364\u0365\u0366\u0367algo' });
    expect(zalgo.status).toBe(400);
    expect(zalgo.body.message).toMatch(/combining marks/);
    // Nothing was created by any refusal.
    const db = new Database(camp.dbFile, { readonly: true });
    const names = (db.prepare('SELECT name FROM accounts').all() as { name: string }[]).map((row) => row.name);
    db.close();
    expect(names.some((name) => /[^\p{L}\p{M}\p{N}\p{P}\p{S} ]/u.test(name))).toBe(false);
  });

  it('accepts visible text in any script, NFC-normalised, trimmed of outer spaces', async () => {
    for (const name of ['Zoë Ångström', 'Мария', '李小龙', 'नमस्ते', 'agent_7 (v2) ♞', 'Ṩ̃']) {
      const response = await camp.client().post('/api/v1/accounts', { name: `  ${name.normalize('NFD')} ` });
      expect(response.status, name).toBe(201);
      expect(response.body.name).toBe(name.normalize('NFC'));
    }
  });

  it('compares names for uniqueness after normalising and case-folding them', async () => {
    const created = await camp.client().post('/api/v1/accounts', { name: 'Straße Café' });
    expect(created.status).toBe(201);
    for (const lookalike of ['STRASSE CAFÉ', 'strasse cafe\u0301', 'Ｓｔｒａｓｓｅ Café']) {
      const again = await camp.client().post('/api/v1/accounts', { name: lookalike });
      expect(again.status, lookalike).toBe(409);
    }
    const login = await camp.client().post('/api/v1/login', { name: 'STRASSE CAFE\u0301', key: created.body.agent_key });
    expect(login.status).toBe(200);
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
