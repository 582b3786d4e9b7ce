import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentChecks, ANY_CALL, answerWithSecret } from '../../src/platform/agent-check/checks.ts';
import { PuzzleBook } from '../../src/platform/agent-check/puzzle-book.ts';
import { makePuzzle, numberToWords } from '../../src/platform/agent-check/puzzle.ts';
import { cryptoPick } from '../../src/platform/agent-check/random-pool.ts';
import { SqliteStore } from '../../src/platform/storage/sqlite.ts';
import { Random } from '../../src/games/shared/random.ts';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

describe('the random pool of agent checks', () => {
  it('picks every value of a range about equally often, and none outside it', () => {
    for (const n of [1, 2, 3, 7, 100, 2 ** 32]) {
      const counts = new Map<number, number>();
      for (let i = 0; i < 7_000; i++) {
        const value = cryptoPick(n);
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      if (n <= 7) {
        expect(counts.size).toBe(n);
        for (const count of counts.values()) expect(Math.abs(count - 7_000 / n)).toBeLessThan(7_000 / n / 4);
      }
    }
    expect(() => cryptoPick(0)).toThrow(RangeError);
    expect(() => cryptoPick(2.5)).toThrow(RangeError);
  });

});

describe('puzzles', () => {
  const random = Random.fromSeed('puzzles');
  const pick = (n: number) => random.int(n);
  const puzzles = Array.from({ length: 400 }, () => makePuzzle(pick));

  it('come in many shapes, with integer answers', () => {
    const shapes = new Set(puzzles.map((p) => p.text.toLowerCase().replace(/[^a-z]/g, '').slice(0, 40)));
    expect(shapes.size).toBeGreaterThan(390);
    for (const p of puzzles) expect(Number.isInteger(p.answer) && p.answer >= 0).toBe(true);
  });

  it('write numbers in words and in digits, and scramble the letters', () => {
    expect(puzzles.some((p) => /\d/.test(p.text))).toBe(true);
    expect(puzzles.some((p) => /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-/i.test(p.plain.sentence))).toBe(true);
    const scrambled = puzzles.filter((p) => /[a-z][A-Z]/.test(p.text) && /[~^*/\]|{<+`=#>}[]/.test(p.text));
    expect(scrambled.length).toBeGreaterThan(300);
  });

  it('writes numbers in words', () => {
    expect(numberToWords(0)).toBe('zero');
    expect(numberToWords(17)).toBe('seventeen');
    expect(numberToWords(40)).toBe('forty');
    expect(numberToWords(87)).toBe('eighty-seven');
    expect(numberToWords(305)).toBe('three hundred and five');
    expect(numberToWords(1024)).toBe('one thousand and twenty-four');
    expect(numberToWords(9999)).toBe('nine thousand nine hundred and ninety-nine');
  });
});

describe('check tokens', () => {
  let now = 5_000_000;
  const store = new SqliteStore(':memory:');
  const checks = new AgentChecks(store, 'secret', 60_000, () => now, new PuzzleBook('secret', (pick) => makePuzzle(pick)));
  const anyone = { accountId: undefined, address: '10.0.0.1' };
  const answerOf = (token: string) => String(answerWithSecret('secret', token));

  it('accepts the right answer once, then refuses it', async () => {
    const check = await checks.issue(anyone);
    expect((await checks.verify({ token: check.token, answer: answerOf(check.token) }, anyone)).ok).toBe(true);
    const again = await checks.verify({ token: check.token, answer: answerOf(check.token) }, anyone);
    expect(again.ok === false && again.reason).toBe('used');
  });

  it('burns a puzzle on a wrong answer, so guesses cannot be retried', async () => {
    const check = await checks.issue(anyone);
    const answer = Number(answerOf(check.token));
    const wrong = await checks.verify({ token: check.token, answer: String(answer + 1) }, anyone);
    expect(wrong.ok === false && wrong.reason).toBe('wrong');
    const retry = await checks.verify({ token: check.token, answer: String(answer) }, anyone);
    expect(retry.ok === false && retry.reason).toBe('used');
  });

  it('refuses answers that are not whole numbers', async () => {
    const check = await checks.issue(anyone);
    const verdict = await checks.verify({ token: check.token, answer: `${answerOf(check.token)}.5` }, anyone);
    expect(verdict.ok === false && verdict.reason).toBe('wrong');
  });

  it('expires', async () => {
    const check = await checks.issue(anyone);
    now += 60_001;
    const late = await checks.verify({ token: check.token, answer: answerOf(check.token) }, anyone);
    expect(late.ok === false && late.reason).toBe('expired');
  });

  it('refuses missing, malformed and forged tokens, without a write', async () => {
    expect((await checks.verify({ token: undefined, answer: '3' }, anyone)).ok).toBe(false);
    expect((await checks.verify({ token: 'abc', answer: '3' }, anyone)).ok).toBe(false);
    const answered = await store.answeredChecks('address:10.0.0.1', '');
    // Well formed, but never issued: refused as such, and nothing is written.
    const forged = `${'0'.repeat(8)}${'x'.repeat(8)}.${(now + 1000).toString(36)}.-.-.${'y'.repeat(27)}`;
    const verdict = await checks.verify({ token: forged, answer: '3' }, anyone);
    expect(verdict.ok === false && verdict.reason).toBe('malformed');
    // An issued token whose expiry or audience was changed is no longer one the camp issued.
    const issued = await checks.issue(anyone);
    const [id, expiry, audience, scope, mac] = issued.token.split('.');
    const moved = await checks.verify({ token: [id, (parseInt(expiry!, 36) + 1).toString(36), audience, scope, mac].join('.'), answer: answerOf(issued.token) }, anyone);
    expect(moved.ok === false && moved.reason).toBe('malformed');
    const farFuture = `${'0'.repeat(8)}${'z'.repeat(8)}.${(now + 10 ** 9).toString(36)}.-.-.${'y'.repeat(27)}`;
    const tooLong = await checks.verify({ token: farFuture, answer: '3' }, anyone);
    expect(tooLong.ok === false && tooLong.reason).toBe('malformed');
    expect(await store.answeredChecks('address:10.0.0.1', '')).toBe(answered);
  });
});

describe('the open puzzle', () => {
  let now = 9_000_000;
  const ttl = 60_000;
  const store = new SqliteStore(':memory:');
  const checks = new AgentChecks(store, 'secret', ttl, () => now, new PuzzleBook('secret', (pick) => makePuzzle(pick)));
  const account = (id: string) => ({ accountId: id, address: '10.0.0.2' });
  const ada = account('00000000-0000-4000-8000-00000000000a');
  const answerOf = (token: string) => String(answerWithSecret('secret', token));

  it('is served again, the same, until it is answered, rightly or wrongly; then comes the next', async () => {
    const first = await checks.issue(ada);
    expect(await checks.issue(ada)).toEqual(first);
    expect((await checks.verify({ token: first.token, answer: answerOf(first.token) }, ada)).ok).toBe(true);
    const second = await checks.issue(ada);
    expect(second.token).not.toBe(first.token);
    expect(await checks.issue(ada)).toEqual(second);
    const wrong = await checks.verify({ token: second.token, answer: String(Number(answerOf(second.token)) + 1) }, ada);
    expect(wrong.ok === false && wrong.reason).toBe('wrong');
    expect((await checks.issue(ada)).token).not.toBe(second.token);
  });

  it('moves on when its window of half the lifetime passes, and the one served last still has half of it', async () => {
    now = 30 * ttl;
    const open = await checks.issue(ada);
    now += ttl / 2 - 1;
    expect(await checks.issue(ada)).toEqual(open);
    now += 1;
    const next = await checks.issue(ada);
    expect(next.puzzle === open.puzzle && next.token === open.token).toBe(false);
    expect(Date.parse(next.expires_at) - now).toBe(ttl);
    // The earlier one is still answerable until its own expiry, and spends the number both share.
    expect((await checks.verify({ token: open.token, answer: answerOf(open.token) }, ada)).ok).toBe(true);
    const stale = await checks.verify({ token: next.token, answer: answerOf(next.token) }, ada);
    expect(stale.ok === false && stale.reason).toBe('used');
  });

  it('is held per scope: each game of an account has its own, and the account one for every other call; any works in any call', async () => {
    const [gameA, gameB] = ['00000000-0000-4000-8000-0000000000aa', '00000000-0000-4000-8000-0000000000bb'];
    const inA = await checks.issue(ada, gameA);
    const inB = await checks.issue(ada, gameB);
    const anyCall = await checks.issue(ada, ANY_CALL);
    expect(new Set([inA.token, inB.token, anyCall.token]).size).toBe(3);
    expect((await checks.verify({ token: anyCall.token, answer: answerOf(anyCall.token) }, ada)).ok).toBe(true);
    // Answering one scope's puzzle leaves the others open.
    expect(await checks.issue(ada, gameA)).toEqual(inA);
    expect((await checks.verify({ token: inA.token, answer: answerOf(inA.token) }, ada)).ok).toBe(true);
    expect(await checks.issue(ada, gameB)).toEqual(inB);
    expect((await checks.issue(ada, gameA)).token).not.toBe(inA.token);
    // The token names its scope: moved to another, it is no longer one the camp issued.
    const [id, expiry, audience, , mac] = inB.token.split('.');
    const moved = await checks.verify({ token: [id, expiry, audience, gameA, mac].join('.'), answer: answerOf(inB.token) }, ada);
    expect(moved.ok === false && moved.reason).toBe('malformed');
  });

  it('is held per address for callers without an account, and only that address answers it', async () => {
    const here = { accountId: undefined, address: '10.0.0.3' };
    const there = { accountId: undefined, address: '10.0.0.4' };
    const open = await checks.issue(here);
    expect(await checks.issue(here)).toEqual(open);
    expect((await checks.issue(there)).token).not.toBe(open.token);
    const elsewhere = await checks.verify({ token: open.token, answer: answerOf(open.token) }, there);
    expect(elsewhere.ok === false && elsewhere.reason).toBe('malformed');
    // An account calling from the address may answer it, as the fetch without credentials promised.
    expect((await checks.verify({ token: open.token, answer: answerOf(open.token) }, { accountId: ada.accountId, address: here.address })).ok).toBe(true);
  });

  it('is given back for a request the camp failed, and served again', async () => {
    const open = await checks.issue(ada);
    const verdict = await checks.verify({ token: open.token, answer: answerOf(open.token) }, ada);
    expect(verdict.ok).toBe(true);
    await checks.release(verdict.ok ? verdict.spend : (undefined as never));
    expect(await checks.issue(ada)).toEqual(open);
    expect((await checks.verify({ token: open.token, answer: answerOf(open.token) }, ada)).ok).toBe(true);
  });
});

describe('agent checks over HTTP', () => {
  let camp: TestCamp;
  beforeAll(async () => { camp = await startCamp({}, { games: [minesweeper] }); });
  afterAll(async () => { await camp.close(); });

  it('answers 428 with a new puzzle and changes nothing when the answer is missing or wrong', async () => {
    const player = await camp.signUp();
    const missing = await player.post('/games/minesweeper/api/new', {});
    expect(missing.status).toBe(428);
    expect(missing.body.agent_check.puzzle).toBeTypeOf('string');
    expect(missing.body.camp_check).toEqual(missing.body.agent_check);
    expect((await player.state('minesweeper')).status).toBe(404);

    await player.newGame('minesweeper', {}, true);
    const before = await player.state('minesweeper');
    const token = before.body.agent_check.token;
    const wrong = await player.post('/games/minesweeper/api/act', { command: 'reveal 5 5' },
      { 'x-agent-check': token, 'x-agent-answer': String((await camp.answerFor(token)) + 1) });
    expect(wrong.status).toBe(428);
    expect(wrong.body.message).toMatch(/wrong/i);
    expect(wrong.body.agent_check.token).not.toBe(token);
    const after = await player.state('minesweeper');
    expect(after.body.version).toBe(before.body.version);
    expect(after.body.board_text).toBe(before.body.board_text);
  });

  it('leaves a right answer unspent when the call is refused with a 409: an act on a game that is over, a second rating', async () => {
    const player = await camp.signUp();
    await player.newGame('minesweeper', {}, true);
    await player.act('minesweeper', 'resign');
    const answered = async (token: string) => ({ 'x-agent-check': token, 'x-agent-answer': String(await camp.answerFor(token)) });
    const token = (await player.get('/api/v1/agent-check')).body.agent_check.token;
    const over = await player.post('/games/minesweeper/api/act', { command: 'reveal 1 1' }, await answered(token));
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('game_over');
    const rated = await player.post('/games/minesweeper/api/finish', { rating: 6, review: 'Short.' }, await answered(token));
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    const again = (await player.get('/api/v1/agent-check')).body.agent_check.token;
    const second = await player.post('/games/minesweeper/api/finish', { rating: 9, review: 'Again.' }, await answered(again));
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('already_finished');
    // Still good for a call that does something.
    const started = await player.post('/games/minesweeper/api/new', {}, await answered(again));
    expect(started.status, JSON.stringify(started.body)).toBe(201);
  });

  it('accepts the answer in every spelling the seeds use', async () => {
    const player = await camp.signUp();
    await player.newGame('minesweeper', {}, true);
    const spellings: ((token: string, answer: number) => { headers: Record<string, string>; body: Record<string, unknown> })[] = [
      (token, answer) => ({ headers: { 'X-Agent-Check': token, 'X-Agent-Answer': String(answer) }, body: {} }),
      (token, answer) => ({ headers: { 'X-Camp-Check': token, 'X-Camp-Answer': String(answer) }, body: {} }),
      (token, answer) => ({ headers: {}, body: { agent_check: token, agent_answer: answer } }),
      (token, answer) => ({ headers: {}, body: { camp_check: token, camp_answer: String(answer) } }),
    ];
    let version = 0;
    for (const spell of spellings) {
      const token = (await player.get('/api/v1/camp-check')).body.camp_check.token;
      const { headers, body } = spell(token, await camp.answerFor(token));
      const response = await player.post('/games/minesweeper/api/act', { command: `flag 1 ${version + 1}`, ...body }, headers);
      expect(response.status).toBe(200);
      expect(response.body.version).toBe(++version);
    }
  });

  it('takes a whole number written with a plus sign or a decimal part of zeros, and judges any other writing wrong', async () => {
    const player = await camp.signUp();
    await player.newGame('minesweeper', {}, true);
    let version = 0;
    /** Flags the next cell with the answer `written` from the right one, in a header or as raw JSON in the body. */
    const flag = async (written: (answer: number) => string, inBody = false) => {
      const token = (await player.get('/api/v1/agent-check')).body.agent_check.token;
      const answer = written(await camp.answerFor(token));
      const command = `flag 1 ${version + 1}`;
      return inBody
        ? player.post('/games/minesweeper/api/act', `{"command": "${command}", "agent_check": "${token}", "agent_answer": ${answer}}`)
        : player.post('/games/minesweeper/api/act', { command }, { 'x-agent-check': token, 'x-agent-answer': answer });
    };
    const accepted: [string, (answer: number) => string, boolean?][] = [
      ['+54', (n) => `+${n}`], ['54.0', (n) => `${n}.0`], ['54.00', (n) => `${n}.00`], ['54.', (n) => `${n}.`],
      [' +54.0 ', (n) => ` +${n}.0 `], ['JSON 54.0', (n) => `${n}.0`, true],
    ];
    for (const [form, written, inBody] of accepted) {
      const reply = await flag(written, inBody);
      expect(reply.status, `${form}: ${JSON.stringify(reply.body)}`).toBe(200);
      expect(reply.body.version, form).toBe(++version);
    }
    const refused: [string, (answer: number) => string, boolean?][] = [
      ['54.5', (n) => `${n}.5`], ['54 0', (n) => `${n} 0`], ['0x36', (n) => `0x${n.toString(16)}`], ['54e0', (n) => `${n}e0`],
      ['JSON 54.5', (n) => `${n}.5`, true],
    ];
    for (const [form, written, inBody] of refused) {
      const reply = await flag(written, inBody);
      expect(reply.status, `${form}: ${JSON.stringify(reply.body)}`).toBe(428);
      expect(reply.body.error, form).toBe('agent_check_wrong');
    }
    expect((await player.state('minesweeper')).body.version).toBe(version);
    // A right answer ends the run of wrong ones before it reaches the lock-out.
    expect((await flag(String)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous requests spend the same puzzle', async () => {
    const player = await camp.signUp();
    await player.newGame('minesweeper', {}, true);
    for (let round = 0; round < 5; round++) {
      const token = (await player.state('minesweeper')).body.agent_check.token;
      const headers = { 'x-agent-check': token, 'x-agent-answer': String(await camp.answerFor(token)) };
      const [a, b] = await Promise.all([
        player.post('/games/minesweeper/api/act', { command: 'flag 9 1' }, headers),
        player.post('/games/minesweeper/api/act', { command: 'flag 9 2' }, headers),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 428]);
      await player.act('minesweeper', ['unflag 9 1', 'unflag 9 2'].filter((_, i) => [a, b][i]!.status === 200));
    }
  });

  it('can be switched off by the operator', async () => {
    const open = await startCamp({ CAMP_AGENT_CHECK: 'off' }, { games: [minesweeper] });
    try {
      const player = await open.signUp();
      const started = await player.newGame('minesweeper');
      expect(started.status).toBe(201);
      expect(started.body.agent_check).toBeNull();
      const moved = await player.post('/games/minesweeper/api/act', { command: 'reveal 5 5' });
      expect(moved.status).toBe(200);
      expect(moved.body.results[0].ok).toBe(true);
    } finally {
      await open.close();
    }
  });
});
