/**
 * Klondike through the HTTP API, as an agent plays it: seed 000's curl flow
 * run with curl itself, the agent checks on act and finish, and the stored
 * log replaying to the stored state over many random games.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solitaire } from '../../src/games/solitaire/index.ts';
import type { SolitaireState } from '../../src/games/solitaire/state.ts';
import { replay } from '../../src/platform/play/sessions.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { randomPlayout } from '../games/solitaire/support.ts';

const run = promisify(execFile);
let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({}, { games: [solitaire] }); });
afterAll(async () => { await camp.close(); });

async function curl(...args: string[]): Promise<{ status: number; body: any }> {
  const { stdout } = await run('curl', ['-s', '-w', '\n%{http_code}', ...args]);
  const lines = stdout.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: JSON.parse(lines.join('\n')) };
}

describe("seed 000's curl flow against the local server", () => {
  it('creates an account, starts, moves with agent checks, reads the state, and rates the game', async () => {
    const base = camp.url;
    const account = await curl('-X', 'POST', `${base}/api/v1/accounts`, '-H', 'Content-Type: application/json', '-d', '{"name": "curl-agent"}');
    expect(account.status).toBe(201);
    const KEY = account.body.agent_key;

    const started = await curl('-X', 'POST', `${base}/games/solitaire/api/new`, '-H', `Authorization: Bearer ${KEY}`,
      '-H', 'Content-Type: application/json', '-d', '{"draw":"1"}');
    expect(started.status).toBe(201);
    for (const field of ['board_text', 'status', 'score', 'next', 'agent_check']) expect(started.body).toHaveProperty(field);
    expect(started.body.status).toBe('playing');

    let check = started.body.agent_check;
    const drew = await curl('-X', 'POST', `${base}/games/solitaire/api/act`, '-H', `Authorization: Bearer ${KEY}`,
      '-H', `X-Agent-Check: ${check.token}`, '-H', `X-Agent-Answer: ${await camp.answerFor(check.token)}`,
      '-H', 'Content-Type: application/json', '-d', '{"command": "draw"}');
    expect(drew.status).toBe(200);
    expect(drew.body.results).toEqual([expect.objectContaining({ command: 'draw', ok: true })]);
    expect(drew.body.board_text).toMatch(/Stock: 23/);

    const state = await curl(`${base}/games/solitaire/api/state`, '-H', `Authorization: Bearer ${KEY}`);
    expect(state.status).toBe(200);
    expect(state.body.version).toBe(1);
    expect(state.body.agent_check.puzzle).toBeTypeOf('string');

    check = state.body.agent_check;
    const resigned = await curl('-X', 'POST', `${base}/games/solitaire/api/act`, '-H', `Authorization: Bearer ${KEY}`,
      '-H', `X-Agent-Check: ${check.token}`, '-H', `X-Agent-Answer: ${await camp.answerFor(check.token)}`,
      '-H', 'Content-Type: application/json', '-d', '{"command": "resign"}');
    expect(resigned.body.status).toBe('over');

    check = resigned.body.agent_check;
    const finished = await curl('-X', 'POST', `${base}/games/solitaire/api/finish`, '-H', `Authorization: Bearer ${KEY}`,
      '-H', `X-Agent-Check: ${check.token}`, '-H', `X-Agent-Answer: ${await camp.answerFor(check.token)}`,
      '-H', 'Content-Type: application/json', '-d', '{"rating": 7, "review": "Two or three sentences about how the game felt."}');
    expect(finished.status).toBe(200);
    expect(finished.body.finished).toBe(true);
  });

  it('serves the rules in the shape of seed 001', async () => {
    const rules = await camp.client().get('/games/solitaire/api/rules');
    // The keys of seed 001, in its order, then the documented reviews key.
    expect(Object.keys(rules.body)).toEqual(['game', 'name', 'description', 'kind', 'rules_html', 'commands', 'options', 'endpoints', 'reviews']);
    expect(rules.body.game).toBe('solitaire');
    for (const command of rules.body.commands) expect(Object.keys(command).sort()).toEqual(['description', 'example', 'syntax']);
    expect(rules.body.options.map((option: any) => option.name)).toEqual(expect.arrayContaining(['draw', 'scoring', 'deck']));
    expect(Object.keys(rules.body.endpoints).some((key) => key.endsWith('/games/solitaire/api/act'))).toBe(true);
  });
});

describe('agent checks for solitaire follow seed 000', () => {
  it('new needs no answer; act and finish do, and a 428 changes nothing', async () => {
    const player = await camp.signUp();
    expect((await player.newGame('solitaire', { seed: 'checks' })).status).toBe(201);
    const unchecked = await player.post('/games/solitaire/api/act', { command: 'draw' });
    expect(unchecked.status).toBe(428);
    expect(unchecked.body.agent_check.token).toBeTypeOf('string');
    expect((await player.state('solitaire')).body.version).toBe(0);
    await player.act('solitaire', 'resign');
    const unrated = await player.post('/games/solitaire/api/finish', { rating: 5, review: 'ok' });
    expect(unrated.status).toBe(428);
    expect((await camp.camp.store.reviews(unrated.body.game_id ?? (await player.state('solitaire')).body.game_id))).toEqual([]);
  });

  it('one string may hold several commands; the first illegal one stops the batch and the earlier ones stay', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire', { seed: 'batch', draw: '3' });
    const response = await player.act('solitaire', 'draw\ndraw; move t1 t1; draw');
    expect(response.body.results.map((r: any) => r.ok)).toEqual([true, true, false]);
    expect(response.body.skipped).toEqual(['draw']);
    expect(response.body.version).toBe(2);
    expect(response.body.board_text).toMatch(/Stock: 18/);
  });

  it('replays an explicit deck from another program', async () => {
    const player = await camp.signUp();
    const deck = 'Ks Qh Js Td 9s 8h 7s 6d 5s 4h 3s 2d As Kh Qs Jh Ts 9h 8s 7h 6s 5h 4s 3h 2s Ah Kd Qd Jd 9d 8d 7d 5d 4d 3d Ad Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c Ac Th 6h 2h';
    const first = await player.newGame('solitaire', { deck });
    const second = await player.newGame('solitaire', { deck: deck.split(' ') });
    expect(first.status).toBe(201);
    expect(second.body.board_text).toBe(first.body.board_text);
    const bad = await player.newGame('solitaire', { deck: 'As As' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/52/);
  });
});

describe('after the end', () => {
  it("answers no command, moves included, and the rules say so", async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire', { seed: 'after-the-end' });
    expect((await player.act('solitaire', 'draw; resign')).body.status).toBe('over');
    const moves = await player.act('solitaire', 'moves');
    expect(moves.status).toBe(409);
    expect(moves.body.message).toMatch(/The game is over/);
    const state = await player.state('solitaire');
    expect(state.body.version).toBe(2);
    const rules = (await camp.client().get('/games/solitaire/api/rules')).body.rules_html as string;
    expect(rules).toMatch(/After that the camp answers no more commands, <code>moves<\/code> included \(each is refused and changes nothing\)/);
    expect(rules).not.toMatch(/only <code>moves<\/code> is answered/);
  });
});

describe('durability over random games', () => {
  it('stores every accepted command, and the stored log replays to the stored state', async () => {
    const player = await camp.signUp();
    for (let game = 0; game < 12; game++) {
      const seed = `replay-${game}`;
      const options = { draw: game % 2 ? '3' : '1', scoring: game % 3 ? 'standard' : 'multiplier' };
      const local = randomPlayout(seed, 150, options);
      const started = await player.newGame('solitaire', { ...options, seed });
      for (let i = 0; i < local.log.length; i += 50) {
        const batch = await player.act('solitaire', local.log.slice(i, i + 50));
        expect(batch.body.ok, JSON.stringify(batch.body.error)).toBe(true);
      }
      const row = await camp.camp.store.game(started.body.game_id);
      const log = await camp.camp.store.commands(started.body.game_id);
      expect(log.map((entry) => entry.command)).toEqual(local.log);
      // The local playout ran at time 0; the camp's clock and so the multiplied points follow real time.
      expect(withoutClock(row!.state as SolitaireState)).toEqual(withoutClock(local.state));
      expect(replay(solitaire, row!, log)).toEqual(row!.state);
    }
  });

  it('replays a multiplier game from its stored log, accepted times included, to the same score', async () => {
    const player = await camp.signUp();
    const local = randomPlayout('multiplier-replay', 120, { scoring: 'multiplier', draw: '3' });
    const started = await player.newGame('solitaire', { scoring: 'multiplier', draw: '3', seed: 'multiplier-replay' });
    for (let i = 0; i < local.log.length; i += 40) {
      expect((await player.act('solitaire', local.log.slice(i, i + 40))).body.ok).toBe(true);
    }
    const row = (await camp.camp.store.game(started.body.game_id))!;
    const log = await camp.camp.store.commands(started.body.game_id);
    const replayed = replay(solitaire, row, log) as SolitaireState;
    expect(replayed).toEqual(row.state);
    expect(solitaire.summary(replayed).score).toBe(row.score);
    expect(row.score).toBeGreaterThan(0);
    // The score hangs on those stored times: the same commands a minute apart score otherwise.
    const slower = replay(solitaire, row, log.map((entry, i) => ({ ...entry, acceptedAt: log[0]!.acceptedAt + i * 60_000 })));
    expect(solitaire.summary(slower as SolitaireState).score).not.toBe(row.score);
  });
});

/** A state without multiplier scoring's clock and the points that depend on it. */
function withoutClock(state: SolitaireState): Partial<SolitaireState> {
  const { clock: _clock, points, ...rest } = state;
  return state.scoring === 'multiplier' ? rest : { ...rest, points };
}
