/**
 * Account administration through the admin endpoints: operator keys and
 * player keys never stand in for each other, a suspension refuses the
 * account's calls and hides its leaderboard entries, a deletion removes
 * everything the camp holds for the account but keeps another player's race,
 * and every action is logged with the operator's key name and no secret.
 */
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';

const ALICE_KEY = 'alice-operator-key-0123456789abcdef';
const BOB_KEY = 'bob-operator-key-0123456789abcdefgh';
const RACE = 'california-double';
const SOLO = 'minesweeper';

const lines: Record<string, any>[] = [];
const collect = new Writable({ write(chunk, _encoding, done) { lines.push(...String(chunk).trim().split('\n').map((line) => JSON.parse(line))); done(); } });

let camp: TestCamp;
beforeAll(async () => {
  camp = await startCamp({ CAMP_ADMIN_KEYS: `alice:${ALICE_KEY},bob:${BOB_KEY}` }, { logger: { level: 'info', stream: collect } });
});
afterAll(async () => { await camp.close(); });

const admin = (key = ALICE_KEY) => camp.client(key);
const board = async (game: string) => ((await camp.client().get(`/api/v1/leaderboards/${game}`)).body.entries as { name: string }[]).map((entry) => entry.name);

/** A ranked game of `SOLO` that the player resigns: an entry on its board. */
async function playSolo(player: CampClient): Promise<string> {
  const started = await player.newGame(SOLO, { difficulty: 'beginner' }, true);
  expect(started.status).toBe(201);
  expect((await player.act(SOLO, 'resign')).body.status).toBe('over');
  return started.body.game_id;
}

describe('operator keys', () => {
  it('refuse a player key or token on the admin endpoints, and work nowhere as a player key', async () => {
    const player = await camp.signUp();
    const token = (await camp.client().post('/api/v1/login', { name: player.name, key: player.key })).body.token as string;
    for (const credential of [player.key, token, undefined, `${ALICE_KEY}x`]) {
      const listed = await camp.client(credential).get('/admin/v1/accounts');
      expect(listed.status).toBe(401);
      expect(listed.body.error).toBe('unauthorized');
      expect((await camp.client(credential).post(`/admin/v1/accounts/${player.name}/suspend`)).status).toBe(401);
    }
    expect((await player.get('/api/v1/me')).status).toBe(200);
    for (const key of [ALICE_KEY, BOB_KEY]) {
      expect((await camp.client(key).get('/api/v1/me')).status).toBe(401);
      expect((await camp.client(key).newGame(SOLO, {})).status).toBe(401);
    }
  });

  it('list accounts, most recently active first, with their games and standing', async () => {
    const quiet = await camp.signUp();
    const busy = await camp.signUp();
    await playSolo(busy);
    const listed = await admin(BOB_KEY).get('/admin/v1/accounts?limit=1000');
    expect(listed.status).toBe(200);
    const names = (listed.body.accounts as { name: string }[]).map((account) => account.name);
    expect(names.indexOf(busy.name)).toBeLessThan(names.indexOf(quiet.name));
    expect(listed.body.accounts.find((account: { name: string }) => account.name === busy.name)).toMatchObject({ games: 1, suspended: false });
    expect((await admin().get('/admin/v1/accounts?limit=0')).status).toBe(400);
  });
});

describe('suspension', () => {
  it('answers 403 account_suspended to the account and hides its board entries until it is lifted', async () => {
    const player = await camp.signUp();
    await playSolo(player);
    expect(await board(SOLO)).toContain(player.name);

    const suspended = await admin().post(`/admin/v1/accounts/${player.name}/suspend`);
    expect(suspended.body).toEqual({ account: player.name, suspended: true, changed: true });
    expect((await admin().post(`/admin/v1/accounts/${player.name.toUpperCase()}/suspend`)).body.changed).toBe(false);
    for (const reply of [await player.get('/api/v1/me'), await player.newGame(SOLO, {}, true), await player.state(SOLO)]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error).toBe('account_suspended');
    }
    // Nor can it get a login token to try its calls with.
    const login = await camp.client().post('/api/v1/login', { name: player.name, key: player.key });
    expect([login.status, login.body.error]).toEqual([403, 'account_suspended']);
    expect(await board(SOLO)).not.toContain(player.name);
    expect((await admin().get('/admin/v1/accounts?limit=1000')).body.accounts.find((account: { name: string }) => account.name === player.name).suspended).toBe(true);

    expect((await admin().post(`/admin/v1/accounts/${player.name}/unsuspend`)).body).toEqual({ account: player.name, suspended: false, changed: true });
    expect((await player.get('/api/v1/me')).status).toBe(200);
    expect((await camp.client().post('/api/v1/login', { name: player.name, key: player.key })).status).toBe(200);
    expect(await board(SOLO)).toContain(player.name);
    expect((await admin().post('/admin/v1/accounts/no-such-account-here/suspend')).body.error).toBe('unknown_account');
  });
});

describe('deletion', () => {
  it('removes everything the camp holds for the account, keeps the other player\'s race, and holds the name back', async () => {
    const leaving = await camp.signUp();
    const staying = await camp.signUp();
    const soloId = await playSolo(leaving);
    expect((await leaving.checkedPost(`/games/${SOLO}/api/finish`, { rating: 8, review: 'A fair board with a clean opening.' })).status).toBe(200);
    const waiting = await leaving.newGame(RACE, {}, true);
    expect((await staying.newGame(RACE, {}, true)).body.game_id).toBe(waiting.body.game_id);
    const raceId = waiting.body.game_id as string;
    expect((await leaving.act(RACE, 'resign', { game_id: raceId })).body.status).toBe('over');
    expect((await leaving.checkedPost(`/games/${RACE}/api/finish`, { rating: 6, review: 'Lost the race, but the deal was fun.', game_id: raceId })).status).toBe(200);
    const leavingId = (await leaving.get('/api/v1/me')).body.account_id as string;
    const stayingId = (await staying.get('/api/v1/me')).body.account_id as string;
    expect(await board(RACE)).toEqual(expect.arrayContaining([leaving.name, staying.name]));

    // A suite run with a game in it, started under an Idempotency-Key: the account's too.
    const run = await leaving.post('/api/v1/suites/smoke/runs', {});
    expect(run.status).toBe(201);
    const next = run.body.run.next;
    const runGame = await leaving.post(next.new.path, next.new.body, { ...(await leaving.checkHeaders()), 'idempotency-key': 'leaving-run-game' });
    expect(runGame.status).toBe(201);

    const deleted = await admin(BOB_KEY).request('DELETE', `/admin/v1/accounts/${leaving.name}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ account: leaving.name, deleted: true, games_deleted: 2 });
    expect(Date.parse(deleted.body.name_free_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    expect((await leaving.get('/api/v1/me')).status).toBe(401);
    const store = camp.camp.store;
    expect(await store.game(soloId)).toBeUndefined();
    expect((await store.seatPlayers(raceId)).map((player) => player.name)).toEqual(['deleted account', staying.name]);
    expect((await staying.get(`/games/${RACE}/api/state?game_id=${raceId}`)).status).toBe(200);
    expect((await store.reviews(raceId)).map((review) => review.accountId)).toEqual([]);
    expect((await store.ratingsIn(RACE, [leavingId, stayingId])).map((rating) => rating.accountId)).toEqual([stayingId]);
    expect(await board(RACE)).toEqual(expect.arrayContaining([staying.name]));
    expect(await board(RACE)).not.toContain(leaving.name);
    expect(await board(SOLO)).not.toContain(leaving.name);
    // Held back: the name cannot be taken again yet, in any case.
    expect((await camp.client().post('/api/v1/accounts', { name: leaving.name.toUpperCase() })).status).toBe(409);
    // Nobody can pass for a deleted player.
    expect((await camp.client().post('/api/v1/accounts', { name: 'Deleted Account' })).body.error).toBe('bad_name');

    // Nothing in any table names the account; only the held name's row keeps its id, beside a keyed hash.
    const db = new Database(camp.dbFile, { readonly: true });
    try {
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name);
      for (const table of tables) {
        const text = JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all());
        expect(text, table).not.toContain(leaving.name);
        if (table !== 'held_names') expect(text, table).not.toContain(leavingId);
      }
    } finally {
      db.close();
    }
  });

  it('logs every admin action with the key\'s name, what, to which account and when, and no key or name', async () => {
    const player = await camp.signUp();
    await admin(BOB_KEY).post(`/admin/v1/accounts/${player.name}/suspend`);
    const id = (await camp.camp.store.accountByName(player.name))!.id;
    await admin().request('DELETE', `/admin/v1/accounts/${player.name}`);
    const actions = lines.filter((line) => line.msg === 'admin action' && line.account === id);
    expect(actions.map((line) => [line.admin, line.action])).toEqual([['bob', 'suspend'], ['alice', 'delete']]);
    for (const line of actions) expect(Date.parse(line.at)).not.toBeNaN();
    const everything = JSON.stringify(lines);
    for (const secret of [ALICE_KEY, BOB_KEY, player.key, player.name]) expect(everything).not.toContain(secret);
  });
});
