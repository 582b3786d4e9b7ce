import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentChecks } from '../../src/platform/agent-check/checks.ts';
import { makePuzzle, numberToWords } from '../../src/platform/agent-check/puzzle.ts';
import { cryptoPick, randomText } from '../../src/platform/agent-check/random-pool.ts';
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

  it('gives token ids that do not repeat, across refills of the pool', () => {
    const ids = Array.from({ length: 2_000 }, () => randomText(12));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
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
  let answer = 0;
  // Each issued puzzle's answer is known to the test; the text is the generator's real one.
  const checks = new AgentChecks(store, 'secret', 60_000, () => now, () => {
    const puzzle = makePuzzle();
    answer = puzzle.answer;
    return puzzle;
  });

  it('accepts the right answer once, then refuses it', async () => {
    const check = checks.issue();
    expect((await checks.verify({ token: check.token, answer: String(answer) }, undefined)).ok).toBe(true);
    const again = await checks.verify({ token: check.token, answer: String(answer) }, undefined);
    expect(again.ok === false && again.reason).toBe('used');
  });

  it('burns a puzzle on a wrong answer, so guesses cannot be retried', async () => {
    const check = checks.issue();
    const wrong = await checks.verify({ token: check.token, answer: String(answer + 1) }, undefined);
    expect(wrong.ok === false && wrong.reason).toBe('wrong');
    const retry = await checks.verify({ token: check.token, answer: String(answer) }, undefined);
    expect(retry.ok === false && retry.reason).toBe('used');
  });

  it('refuses answers that are not whole numbers', async () => {
    const check = checks.issue();
    const verdict = await checks.verify({ token: check.token, answer: `${answer}.5` }, undefined);
    expect(verdict.ok === false && verdict.reason).toBe('wrong');
  });

  it('expires', async () => {
    const check = checks.issue();
    now += 60_001;
    const late = await checks.verify({ token: check.token, answer: String(answer) }, undefined);
    expect(late.ok === false && late.reason).toBe('expired');
  });

  it('refuses missing, malformed and forged tokens', async () => {
    expect((await checks.verify({ token: undefined, answer: '3' }, undefined)).ok).toBe(false);
    expect((await checks.verify({ token: 'abc', answer: '3' }, undefined)).ok).toBe(false);
    // Well formed, but never issued: refused as such, and nothing is written (its id is not spent).
    const forged = `${'x'.repeat(16)}.${(now + 1000).toString(36)}.-.${'y'.repeat(27)}`;
    const verdict = await checks.verify({ token: forged, answer: '3' }, undefined);
    expect(verdict.ok === false && verdict.reason).toBe('malformed');
    expect(await store.useCheck('x'.repeat(16), now + 1000)).toBe(true);
    // An issued token whose expiry or audience was changed is no longer one the camp issued.
    const [id, expiry, audience, mac] = checks.issue().token.split('.');
    const moved = await checks.verify({ token: [id, (parseInt(expiry!, 36) + 1).toString(36), audience, mac].join('.'), answer: String(answer) }, undefined);
    expect(moved.ok === false && moved.reason).toBe('malformed');
    const farFuture = `${'z'.repeat(16)}.${(now + 10 ** 9).toString(36)}.-.${'y'.repeat(27)}`;
    const tooLong = await checks.verify({ token: farFuture, answer: '3' }, undefined);
    expect(tooLong.ok === false && tooLong.reason).toBe('malformed');
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
