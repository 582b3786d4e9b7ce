/**
 * The limits that stop abuse, each shown on a real camp with a low limit set
 * through its configuration variable: the 429 with Retry-After, the RateLimit
 * headers on an ordinary reply, and that a refused call changes and spends
 * nothing. A second loopback address (127.0.0.2) plays a different client.
 */
import http from 'node:http';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { readConfig } from '../../src/platform/config/load.ts';
import { WrongAnswers } from '../../src/platform/limits/wrong-answers.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { openStream, rawRequest, type OpenedStream } from '../support/raw-http.ts';

const GAME = 'minesweeper';
const OTHER_ADDRESS = '127.0.0.2';

function useCamp(env: Record<string, string>): { camp: TestCamp } {
  const holder = {} as { camp: TestCamp };
  beforeAll(async () => { holder.camp = await startCamp(env, { games: [minesweeper] }); });
  afterAll(async () => { await holder.camp?.close(); });
  return holder;
}

const freshPuzzle = async (client: CampClient): Promise<string> => (await client.get('/api/v1/agent-check')).body.agent_check.token;

function expectRefusal(reply: { status: number; body: any; headers: Headers }, code = 'rate_limited'): number {
  expect(reply.status).toBe(429);
  expect(reply.body.error).toBe(code);
  expect(reply.body.message).toMatch(/retry in \d+ seconds/);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(reply.body.retry_after_seconds).toBe(retryAfter);
  return retryAfter;
}

describe('configuration', () => {
  it('has defaults a normal agent never meets, and refuses nonsense', () => {
    const read = readConfig({});
    expect(read.ok && read.config.limits).toEqual({
      accountsPerHour: 20, loginsPerMinute: 60, checksPerMinute: 120, gameCallsPerMinute: 1200, openStreams: 20, wrongAnswersBeforeLockout: 10, lockoutMs: 60_000,
      accuracyWindow: 50, accuracyPercent: 60, accuracyPauseMs: 900_000,
    });
    expect(read.ok && read.config.requestTimeoutMs).toBe(30_000);
    expect(read.ok && read.config.drainMs).toBe(0);
    const drained = readConfig({ CAMP_DRAIN_SECONDS: '7.5' });
    expect(drained.ok && drained.config.drainMs).toBe(7_500);
    expect(read.ok && [read.config.port, read.config.logLevel, read.config.databaseUrl]).toEqual([8080, 'info', undefined]);
    const set = readConfig({ PORT: '8081', LOG_LEVEL: 'silent', DATABASE_URL: 'postgresql://camp@db:5432/camp' });
    expect(set.ok && [set.config.port, set.config.logLevel, set.config.databaseUrl]).toEqual([8081, 'silent', 'postgresql://camp@db:5432/camp']);
    for (const [name, value] of [['CAMP_LIMIT_ACCOUNTS_PER_HOUR', '0'], ['CAMP_LIMIT_GAME_CALLS_PER_MINUTE', 'x'], ['CAMP_LIMIT_LOGINS_PER_MINUTE', '2.5'], ['CAMP_LIMIT_OPEN_STREAMS', '0'],
      ['CAMP_LOCKOUT_SECONDS', '-1'], ['CAMP_REQUEST_TIMEOUT_SECONDS', 'soon'], ['CAMP_PUBLIC_URL', 'ftp://camp.example'],
      ['CAMP_TRUST_PROXY', 'true'], ['CAMP_TRUST_PROXY', '0.0.0.0/0'], ['CAMP_TRUST_PROXY', '10.0.0.1, anyone'],
      ['CAMP_TRUST_PROXY', '1'], ['CAMP_TRUST_PROXY', '10.0.0'], ['PORT', ''], ['PORT', ' '], ['PORT', '0x1f90'], ['PORT', '1e4'], ['PORT', '70000'], ['LOG_LEVEL', 'verbose'],
      ['DATABASE_URL', 'garbage'], ['DATABASE_URL', 'mysql://camp@localhost/camp'],
      ['CAMP_DRAIN_SECONDS', '-1'], ['CAMP_DRAIN_SECONDS', ''], ['CAMP_DRAIN_SECONDS', 'later']] as const) {
      const result = readConfig({ [name]: value });
      expect(result.ok, name).toBe(false);
      expect(!result.ok && result.error).toContain(name);
    }
  });
});

describe('account creation per address', () => {
  const suite = useCamp({ CAMP_LIMIT_ACCOUNTS_PER_HOUR: '2' });

  it('refuses the third account in an hour from one address, creates nothing, and leaves other addresses alone', async () => {
    const { camp } = suite;
    const first = await camp.client().post('/api/v1/accounts', { name: 'first' });
    expect(first.status).toBe(201);
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(60);
    expect((await camp.client().post('/api/v1/accounts', { name: 'second' })).status).toBe(201);

    const third = await camp.client().post('/api/v1/accounts', { name: 'third' });
    const retryAfter = expectRefusal(third);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(third.headers.get('ratelimit-remaining')).toBe('0');
    // The refused name is still free: another address takes it.
    const elsewhere = await rawRequest(camp.url, '/api/v1/accounts', { body: { name: 'third' }, localAddress: OTHER_ADDRESS });
    expect(elsewhere.status).toBe(201);
  });
});

describe('behind a trusted proxy', () => {
  const suite = useCamp({ CAMP_LIMIT_ACCOUNTS_PER_HOUR: '1', CAMP_TRUST_PROXY: 'loopback', CAMP_WRONG_ANSWERS_BEFORE_LOCKOUT: '2' });

  it("counts per client address named by the proxy, which untrusted senders cannot name", async () => {
    const { camp } = suite;
    const via = (client: string, name: string) => camp.client().post('/api/v1/accounts', { name }, { 'x-forwarded-for': client });
    expect((await via('203.0.113.7', 'proxied-one')).status).toBe(201);
    expectRefusal(await via('203.0.113.7', 'proxied-two'));
    expect((await via('203.0.113.8', 'proxied-three')).status).toBe(201);
    const direct = await startCamp({ CAMP_LIMIT_ACCOUNTS_PER_HOUR: '1' }, { games: [minesweeper] });
    try {
      expect((await direct.client().post('/api/v1/accounts', { name: 'direct-one' }, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(201);
      expectRefusal(await direct.client().post('/api/v1/accounts', { name: 'direct-two' }, { 'x-forwarded-for': '203.0.113.10' }));
    } finally {
      await direct.close();
    }
  });

  it('counts an IPv6 client by its /64, so a new address from the same block gains nothing', async () => {
    const { camp } = suite;
    const via = (client: string, name: string) => camp.client().post('/api/v1/accounts', { name }, { 'x-forwarded-for': client });
    expect((await via('2001:db8:5:1::1', 'six-one')).status).toBe(201);
    expectRefusal(await via('2001:db8:5:1::2', 'six-two'));
    expectRefusal(await via('2001:db8:5:1:ffff:ffff:ffff:ffff', 'six-three'));
    expect((await via('2001:db8:5:2::1', 'six-four')).status).toBe(201);
    // An IPv4 address written as IPv6 is the same client.
    expect((await via('203.0.113.20', 'mapped-one')).status).toBe(201);
    expectRefusal(await via('::ffff:203.0.113.20', 'mapped-two'));

    // Wrong answers too: two from one /64, each from its own address and account, lock the block out.
    const guessers = await Promise.all([1, 2].map(async (i) => {
      const key = (await via(`2001:db8:6:${i}::1`, `six-guesser-${i}`)).body.agent_key as string;
      const guesser = camp.client(key);
      expect((await guesser.newGame(GAME, { difficulty: 'beginner' }, true)).status).toBe(201);
      return guesser;
    }));
    const actFrom = async (guesser: CampClient, from: string, wrongBy: number) => {
      const puzzle = (await guesser.get('/api/v1/agent-check')).body.agent_check.token;
      const answer = String((await camp.answerFor(puzzle)) + wrongBy);
      return guesser.post(`/games/${GAME}/api/act`, { command: 'flag 1 1' }, { 'x-forwarded-for': from, 'x-agent-check': puzzle, 'x-agent-answer': answer });
    };
    expect((await actFrom(guessers[0]!, '2001:db8:7:1::1', 1)).body.error).toBe('agent_check_wrong');
    expect((await actFrom(guessers[1]!, '2001:db8:7:1::2', 1)).body.error).toBe('agent_check_wrong');
    expectRefusal(await actFrom(guessers[0]!, '2001:db8:7:1::3', 0), 'too_many_wrong_answers');
    expect((await actFrom(guessers[1]!, '2001:db8:7:2::1', 0)).status).toBe(200);
  });
});

describe('logins per address', () => {
  const suite = useCamp({ CAMP_LIMIT_LOGINS_PER_MINUTE: '2' });

  it('refuses the third login in a minute even with the right key, and issues no token', async () => {
    const { camp } = suite;
    const player = await camp.signUp('login-limited');
    const login = () => camp.client().post('/api/v1/login', { name: player.name, key: player.key });
    const first = await login();
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect((await login()).status).toBe(200);
    expectRefusal(await login());
    const db = new Database(camp.dbFile, { readonly: true });
    const tokens = (db.prepare('SELECT COUNT(*) AS n FROM tokens').get() as { n: number }).n;
    db.close();
    expect(tokens).toBe(2);
  });
});

describe('puzzle fetches per address', () => {
  const suite = useCamp({ CAMP_LIMIT_CHECKS_PER_MINUTE: '2' });

  it('counts agent-check and camp-check together', async () => {
    const client = suite.camp.client();
    const first = await client.get('/api/v1/agent-check');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect((await client.get('/api/v1/camp-check')).status).toBe(200);
    expectRefusal(await client.get('/api/v1/agent-check'));
    expectRefusal(await client.get('/api/v1/camp-check'));
    expect((await rawRequest(suite.camp.url, '/api/v1/agent-check', { localAddress: OTHER_ADDRESS })).status).toBe(200);
  });

  it('does not limit the health check, the pages, the assets or the game list', async () => {
    const client = suite.camp.client();
    for (let i = 0; i < 4; i++) {
      for (const urlPath of ['/healthz', '/', `/games/${GAME}`, `/assets/${GAME}.js`, '/api/v1/games', `/games/${GAME}/api/rules`]) {
        const reply = await client.get(urlPath);
        expect(reply.status, urlPath).toBe(200);
        expect(reply.headers.get('ratelimit-limit'), urlPath).toBeNull();
      }
    }
  });
});

describe('game calls per credential', () => {
  const suite = useCamp({ CAMP_LIMIT_GAME_CALLS_PER_MINUTE: '3' });

  it('refuses the fourth new/act/finish in a minute, changes nothing and leaves the puzzle unspent', async () => {
    const { camp } = suite;
    const player = await camp.signUp();
    const started = await player.newGame(GAME, { difficulty: 'beginner', seed: 'limits' }, true);
    expect(started.status).toBe(201);
    expect(started.headers.get('ratelimit-limit')).toBe('3');
    expect(started.headers.get('ratelimit-remaining')).toBe('2');
    expect((await player.act(GAME, 'reveal 5 5')).status).toBe(200);
    expect((await player.act(GAME, 'flag 1 1')).status).toBe(200);
    const before = (await player.state(GAME)).body.version;

    const puzzle = player.lastCheck!.token;
    const headers = { 'x-agent-check': puzzle, 'x-agent-answer': String(await camp.answerFor(puzzle)) };
    expectRefusal(await player.post(`/games/${GAME}/api/act`, { command: 'flag 1 2' }, headers));
    expectRefusal(await player.post(`/games/${GAME}/api/finish`, { rating: 5, review: 'Refused before it is read.' }, headers));
    expect((await player.state(GAME)).body.version).toBe(before);

    // Another account has its own allowance; so does a login token, which here proves the puzzle was not spent.
    const other = await camp.signUp();
    expect((await other.newGame(GAME, { difficulty: 'beginner' }, true)).status).toBe(201);
    const token = (await camp.client().post('/api/v1/login', { name: player.name, key: player.key })).body.token;
    const viaToken = await camp.client(token).post(`/games/${GAME}/api/act`, { command: 'flag 1 2' }, headers);
    expect(viaToken.status).toBe(200);
    expect(viaToken.body.version).toBe(before + 1);
  });

  it('counts a credential that names no account as its address, so made-up ones cannot push out a real one\'s counter', async () => {
    const { camp } = suite;
    const made = (i: number) => camp.client(`camp_key_made-up-${i}`).post(`/games/${GAME}/api/act`, { command: 'flag 1 1' });
    for (let i = 0; i < 3; i++) expect((await made(i)).status).toBe(401);
    expectRefusal(await made(3));
    expectRefusal(await camp.client().post(`/games/${GAME}/api/act`, { command: 'flag 1 1' }));
    const elsewhere = await rawRequest(camp.url, `/games/${GAME}/api/act`, {
      localAddress: OTHER_ADDRESS, body: { command: 'flag 1 1' }, headers: { authorization: 'Bearer camp_key_made-up-4' },
    });
    expect(elsewhere.status).toBe(401);
    // A real key keeps its own allowance.
    const player = await camp.signUp();
    expect((await player.newGame(GAME, { difficulty: 'beginner' }, true)).status).toBe(201);
  });
});

describe('event streams open at once', () => {
  const holder = {} as { camp: TestCamp };
  /** Streams whose clients hung up before the camp had checked who watches: each held until its socket is gone. */
  const hungUp: Promise<unknown>[] = [];
  beforeAll(async () => {
    holder.camp = await startCamp({ CAMP_LIMIT_OPEN_STREAMS: '2' }, {
      games: [minesweeper],
      prepare: (app) => app.addHook('preHandler', async (request) => {
        if (!request.headers['x-hang-up-first']) return;
        const gone = request.raw.socket.destroyed ? Promise.resolve() : new Promise((resolve) => request.raw.socket.once('close', resolve));
        hungUp.push(gone);
        await gone;
      }),
    });
  });
  afterAll(async () => { await holder.camp?.close(); });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const STREAM = `/games/${GAME}/api/stream`;

  async function player() {
    const signedUp = await holder.camp.signUp();
    expect((await signedUp.newGame(GAME, { difficulty: 'beginner' }, true)).status).toBe(201);
    return signedUp;
  }
  const stream = (key: string, localAddress?: string) => openStream(holder.camp.url, STREAM, { headers: { authorization: `Bearer ${key}` }, localAddress });
  function expectStreamRefusal(reply: OpenedStream) {
    expect(reply.status).toBe(429);
    expect(reply.body.error).toBe('too_many_streams');
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(reply.body.retry_after_seconds).toBe(Number(reply.headers['retry-after']));
  }
  /** Opens a stream once the camp has noticed earlier ones end (it hears of a hang-up a moment later). */
  async function streamOnceFree(key: string, localAddress?: string) {
    for (let i = 0; i < 100; i++) {
      const opened = await stream(key, localAddress);
      if (opened.status === 200) return opened;
      await sleep(20);
    }
    throw new Error('the stream was still refused');
  }

  it('refuses a third stream from one address or one account, and takes one again once a stream ends', async () => {
    const [first, second] = [await player(), await player()];
    const open = [await stream(first.key), await stream(first.key)];
    expect(open.map((opened) => opened.status)).toEqual([200, 200]);
    expectStreamRefusal(await stream(first.key));
    // The address is full for every account, and the account from every address.
    expectStreamRefusal(await stream(second.key));
    expectStreamRefusal(await stream(first.key, OTHER_ADDRESS));
    const elsewhere = await stream(second.key, OTHER_ADDRESS);
    expect(elsewhere.status).toBe(200);

    open.pop()!.close();
    open.push(await streamOnceFree(first.key));
    for (const opened of [...open, elsewhere]) opened.close();
  });

  it('gives its place back when the client hung up while the camp checked who watches', async () => {
    const watcher = await player();
    const address = '127.0.0.3';
    const requests = [1, 2].map(() => http.get(`${holder.camp.url}${STREAM}`, {
      headers: { authorization: `Bearer ${watcher.key}`, 'x-hang-up-first': '1' }, localAddress: address,
    }).on('error', () => { /* hung up on purpose */ }));
    for (let i = 0; i < 100 && hungUp.length < 2; i++) await sleep(20);
    expect(hungUp).toHaveLength(2);
    for (const request of requests) request.destroy();
    await Promise.all(hungUp);
    // The camp's handlers run on from there, before this client's next request can reach it.
    await sleep(50);
    const after = await stream(watcher.key, address);
    expect(after.status).toBe(200);
    after.close();
  });
});

describe('wrong agent-check answers', () => {
  const suite = useCamp({ CAMP_WRONG_ANSWERS_BEFORE_LOCKOUT: '3', CAMP_LOCKOUT_SECONDS: '1' });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** An act answering a fresh (or the given) puzzle rightly or wrongly. */
  async function answer(player: CampClient, right: boolean, puzzle?: string) {
    const token = puzzle ?? await freshPuzzle(player);
    const value = (await suite.camp.answerFor(token)) + (right ? 0 : 1);
    return player.post(`/games/${GAME}/api/act`, { command: 'flag 9 9' }, { 'x-agent-check': token, 'x-agent-answer': String(value) });
  }

  async function playerWithGame() {
    const player = await suite.camp.signUp();
    expect((await player.newGame(GAME, { difficulty: 'beginner' }, true)).status).toBe(201);
    return player;
  }

  it('locks an account out after wrong answers in a row, before its next answer is looked at, until the lock-out ends', async () => {
    const [guesser, neighbour] = [await playerWithGame(), await playerWithGame()];
    expect((await answer(guesser, false)).body.error).toBe('agent_check_wrong');
    expect((await answer(guesser, false)).status).toBe(428);
    // A right answer from the same address clears the address's streak, not the guesser's.
    expect((await answer(neighbour, true)).status).toBe(200);
    expect((await answer(guesser, false)).status).toBe(428);

    const version = (await guesser.state(GAME)).body.version;
    const puzzle = await freshPuzzle(guesser);
    const locked = await answer(guesser, true, puzzle);
    expect(expectRefusal(locked, 'too_many_wrong_answers')).toBe(1);
    expect((await guesser.state(GAME)).body.version).toBe(version);
    expect((await answer(neighbour, true)).status).toBe(200);

    await sleep(1_100);
    const after = await answer(guesser, true, puzzle);
    expect(after.status).toBe(200);
    expect(after.body.version).toBe(version + 1);
  });

  it('locks an address out after wrong answers in a row from several accounts; other addresses play on', async () => {
    const guessers = [await playerWithGame(), await playerWithGame(), await playerWithGame()];
    const bystander = await playerWithGame();
    for (const guesser of guessers) expect((await answer(guesser, false)).status).toBe(428);

    const puzzle = await freshPuzzle(bystander);
    expectRefusal(await answer(bystander, true, puzzle), 'too_many_wrong_answers');
    // The game's own open puzzle: the account's (puzzle) is still open, to be answered once the lock-out ends.
    const otherPuzzle: string = (await bystander.state(GAME)).body.agent_check.token;
    const fromElsewhere = await rawRequest(suite.camp.url, `/games/${GAME}/api/act`, {
      localAddress: OTHER_ADDRESS,
      body: { command: 'flag 9 9' },
      headers: { authorization: `Bearer ${bystander.key}`, 'x-agent-check': otherPuzzle, 'x-agent-answer': String(await suite.camp.answerFor(otherPuzzle)) },
    });
    expect(fromElsewhere.status).toBe(200);

    await sleep(1_100);
    expect((await answer(bystander, true, puzzle)).status).toBe(200);
  });

  it('counts only judged wrong answers, not spent or forged puzzles', async () => {
    const player = await playerWithGame();
    const spent = await freshPuzzle(player);
    expect((await answer(player, true, spent)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await answer(player, true, spent)).body.error).toBe('agent_check_used');
    for (let i = 0; i < 4; i++) {
      const forged = await player.post(`/games/${GAME}/api/act`, { command: 'flag 9 9' }, { 'x-agent-check': 'forged', 'x-agent-answer': '7' });
      expect(forged.body.error).toBe('agent_check_malformed');
    }
    expect((await answer(player, true)).status).toBe(200);
  });
});

describe('the wrong-answer counter', () => {
  it('locks a key at the limit, clears a streak on a right answer, and forgets old streaks', () => {
    let now = 1_000_000;
    const counter = new WrongAnswers(3, 60_000, () => now);
    counter.recordWrong(['a', 'x']);
    counter.recordWrong(['a', 'y']);
    counter.recordRight(['a']);
    counter.recordWrong(['a', 'x']);
    expect(counter.lockedFor(['a', 'x', 'y'])).toBe(0);
    counter.recordWrong(['a', 'x']);
    counter.recordWrong(['a', 'x']);
    expect(counter.lockedFor(['a'])).toBe(60_000);
    expect(counter.lockedFor(['x'])).toBe(60_000);
    expect(counter.lockedFor(['y'])).toBe(0);
    now += 59_000;
    expect(counter.lockedFor(['y', 'a'])).toBe(1_000);
    now += 1_000;
    expect(counter.lockedFor(['a', 'x'])).toBe(0);
    // Two wrong answers, then a long silence: the streak starts again.
    counter.recordWrong(['b']);
    counter.recordWrong(['b']);
    now += 60 * 60 * 1000;
    counter.recordWrong(['b']);
    expect(counter.lockedFor(['b'])).toBe(0);
  });
});
