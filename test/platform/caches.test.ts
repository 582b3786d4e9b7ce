/**
 * What a camp process keeps in memory (accounts by key, the puzzles it spent,
 * the one-player games it served) never shows or acts on anything older than
 * the database: two camps on one PostgreSQL database take turns on one game
 * and each sees the other's moves, a game started through one is the one the
 * other plays next, and a puzzle spent on either is refused on both. On
 * SQLite, an act on a game the process already holds costs one read, and its
 * puzzle is spent in the write of the move, or alone when nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solitaire } from '../../src/games/solitaire/index.ts';
import { replay } from '../../src/platform/play/sessions.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { startTwoCamps, twoCampsForThisFile } from '../support/camps-on-postgres.ts';

const games = [solitaire];
const camps = twoCampsForThisFile({ east: games });

/** The board the log says the game shows after its first `version` commands. */
async function boardAt(camp: TestCamp, gameId: string, version: number): Promise<string> {
  const row = (await camp.camp.store.game(gameId))!;
  const log = (await camp.camp.store.commands(gameId)).slice(0, version);
  return solitaire.renderText(replay(solitaire, row, log) as any, 0);
}

/** Draws until the stock is empty, then recycles: always a legal move. */
function nextMove(reply: { body: any }): string {
  return reply.body.board.stock.count === 0 ? 'recycle' : 'draw';
}

describe('caches of a camp process, with two camps on one PostgreSQL database', () => {
  it('show and play each other\'s moves on one game: versions follow on, and the log replays to every reply', async () => {
    const player = await camps.east.signUp();
    const sides: CampClient[] = [player, camps.west.client(player.key)];
    const started = await player.newGame('solitaire', { seed: 'alternate' });
    const gameId = started.body.game_id;
    let last = started;
    for (let turn = 0; turn < 12; turn++) {
      // Each camp acts, then the other reads: both must already know the game as the other left it.
      const mover = sides[turn % 2]!;
      const reader = sides[(turn + 1) % 2]!;
      const acted = await mover.act('solitaire', nextMove(last));
      expect(acted.status, JSON.stringify(acted.body).slice(0, 300)).toBe(200);
      expect(acted.body.ok).toBe(true);
      expect(acted.body.version).toBe(turn + 1);
      expect(acted.body.board_text).toBe(await boardAt(camps.east, gameId, turn + 1));
      const read = await reader.state('solitaire');
      expect(read.body.version).toBe(turn + 1);
      expect(read.body.board_text).toBe(acted.body.board_text);
      last = acted;
    }
    const row = (await camps.west.camp.store.game(gameId))!;
    const log = await camps.west.camp.store.commands(gameId);
    expect(log.map((entry) => entry.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(replay(solitaire, row, log)).toEqual(row.state);
  });

  it('keep every move when both camps act on one game at once, from copies that the other camp makes stale', async () => {
    // Checks off: an account holds one open puzzle per game, so with checks on its writes to one game take turns.
    const unchecked = await startTwoCamps({ east: games }, { CAMP_AGENT_CHECK: 'off' });
    try {
      const player = await unchecked.east.signUp();
      const sides: CampClient[] = [player, unchecked.west.client(player.key)];
      const started = await player.newGame('solitaire', { seed: 'both-at-once' });
      // Both camps hold the game in memory before the race starts.
      await Promise.all(sides.map((side) => side.act('solitaire', 'draw')));
      const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => sides[i % 2]!.act('solitaire', 'draw')));
      for (const reply of replies) expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
      const versions = replies.map((reply) => reply.body.version).sort((a, b) => a - b);
      expect(versions).toEqual(Array.from({ length: 16 }, (_, i) => i + 3));
      const row = (await unchecked.east.camp.store.game(started.body.game_id))!;
      const log = await unchecked.east.camp.store.commands(started.body.game_id);
      expect(log).toHaveLength(18);
      expect(replay(solitaire, row, log)).toEqual(row.state);
      for (const reply of replies) expect(reply.body.board_text).toBe(await boardAt(unchecked.east, started.body.game_id, reply.body.version));
    } finally {
      await unchecked.close();
    }
  }, 60_000);

  it('play the game an account started through the other camp, not the one they held before', async () => {
    const player = await camps.east.signUp();
    const elsewhere = camps.west.client(player.key);
    const first = await player.newGame('solitaire', { seed: 'first' });
    await player.act('solitaire', 'draw');
    await elsewhere.act('solitaire', 'draw');
    const second = await elsewhere.newGame('solitaire', { seed: 'second' });
    expect(second.body.game_id).not.toBe(first.body.game_id);
    const shown = await player.state('solitaire');
    expect(shown.body.game_id).toBe(second.body.game_id);
    expect(shown.body.version).toBe(0);
    const acted = await player.act('solitaire', 'draw');
    expect(acted.body.game_id).toBe(second.body.game_id);
    expect(acted.body.version).toBe(1);
    expect((await camps.east.camp.store.game(first.body.game_id))!.version).toBe(2);
  });

  it('refuse a spent puzzle on both camps, whichever spent it', async () => {
    const player = await camps.east.signUp();
    const elsewhere = camps.west.client(player.key);
    await player.newGame('solitaire', { seed: 'spent' });
    for (const [spender, other] of [[player, elsewhere], [elsewhere, player]] as const) {
      const token = (await spender.state('solitaire')).body.agent_check.token as string;
      const headers = { 'x-agent-check': token, 'x-agent-answer': String(await camps.east.answerFor(token)) };
      const spent = await spender.post('/games/solitaire/api/act', { command: 'draw' }, headers);
      expect(spent.status).toBe(200);
      for (const again of [spender, other]) {
        const refused = await again.post('/games/solitaire/api/act', { command: 'draw' }, headers);
        expect(refused.status).toBe(428);
        expect(refused.body.error).toBe('agent_check_used');
      }
    }
    expect((await player.state('solitaire')).body.version).toBe(2);
  });
});

describe('caches of a camp process on SQLite', () => {
  let camp: TestCamp;
  beforeAll(async () => {
    camp = await startCamp({}, { games });
  });
  afterAll(async () => {
    await camp?.close();
  });

  it('answer an act on a game the process holds with one read before spending the puzzle and writing', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire', { seed: 'queries' });
    await player.act('solitaire', 'draw');
    const headers = await player.checkHeaders();
    const before = camp.camp.store.queryCount;
    const acted = await player.post('/games/solitaire/api/act', { command: 'draw' }, headers);
    expect(acted.status).toBe(200);
    // The game's version, the puzzle's spend, the game's update, the command's insert, and the count of
    // answered puzzles that numbers the next one.
    expect(camp.camp.store.queryCount - before).toBe(5);
    const reading = camp.camp.store.queryCount;
    expect((await player.state('solitaire')).body.version).toBe(2);
    expect(camp.camp.store.queryCount - reading).toBe(2);
    // The puzzle again: the process knows it spent it, so nothing is written; the game's version is
    // read twice, for the act and for the game's status in the refusal, and the count once, for the
    // refusal's puzzle.
    const reusing = camp.camp.store.queryCount;
    const refused = await player.post('/games/solitaire/api/act', { command: 'draw' }, headers);
    expect(refused.body.error).toBe('agent_check_used');
    expect(camp.camp.store.queryCount - reusing).toBe(3);
  });

  it('spend the puzzle of an act that writes nothing (a refused command) as much as of a move, and not of a 409', async () => {
    const player = await camp.signUp();
    await player.newGame('solitaire', { seed: 'refused' });
    const reuse = async (command: string, expected: number) => {
      const headers = await player.checkHeaders();
      expect((await player.post('/games/solitaire/api/act', { command }, headers)).status).toBe(expected);
      const again = await player.post('/games/solitaire/api/act', { command: 'draw' }, headers);
      expect(again.body.error).toBe('agent_check_used');
    };
    await reuse('move 9 9', 200);
    expect((await player.state('solitaire')).body.version).toBe(0);
    await reuse('resign', 200);
    // A game that is over refuses the act before anything is judged: the puzzle stays good for the rating.
    const headers = await player.checkHeaders();
    expect((await player.post('/games/solitaire/api/act', { command: 'draw' }, headers)).status).toBe(409);
    expect((await player.post('/games/solitaire/api/finish', { rating: 5, review: 'Refused, then rated.' }, headers)).status).toBe(200);
    expect((await player.state('solitaire')).body.version).toBe(1);
  });
});
