/**
 * Two camps on one PostgreSQL database behave as one camp: accounts and
 * puzzles work on both, a puzzle still works once, concurrent moves on one
 * game through both are all kept in one gap-free log, and a stream on one
 * camp sees moves made on the other. A race matched across two camps is dealt
 * by the camp unless both players asked for the same seed.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { californiaDouble } from '../../src/games/california-solitaire/index.ts';
import { botMove } from '../../src/games/california-solitaire/bot.ts';
import { replay } from '../../src/platform/play/sessions.ts';
import { startTwoCamps, twoCampsForThisFile } from '../support/camps-on-postgres.ts';
import { raceDealCases } from '../support/race-deals.ts';
import { readStream } from '../support/stream.ts';

const games = [minesweeper, californiaDouble];
const camps = twoCampsForThisFile({ east: games });

describe('several camps on one PostgreSQL database', () => {
  it('share accounts, and a puzzle from one camp works once on either', async () => {
    const player = await camps.east.signUp();
    const elsewhere = camps.west.client(player.key);
    await elsewhere.newGame('minesweeper', { seed: 'shared' }, true);
    const token = (await player.state('minesweeper')).body.agent_check.token;
    const headers = { 'x-agent-check': token, 'x-agent-answer': String(await camps.east.answerFor(token)) };
    const [a, b] = await Promise.all([
      player.post('/games/minesweeper/api/act', { command: 'flag 1 1' }, headers),
      elsewhere.post('/games/minesweeper/api/act', { command: 'flag 1 2' }, headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 428]);
  });

  it('keep every move of concurrent requests through both camps in one gap-free log', async () => {
    // Checks off: an account holds one open puzzle per game, so with checks on its writes to one game take turns.
    const unchecked = await startTwoCamps({ east: [minesweeper] }, { CAMP_AGENT_CHECK: 'off' });
    try {
      const player = await unchecked.east.signUp();
      const clients = [player, unchecked.west.client(player.key)];
      const started = await player.newGame('minesweeper', { difficulty: 'expert', seed: 'many' });
      const cells = Array.from({ length: 24 }, (_, i) => `flag ${1 + Math.floor(i / 6)} ${1 + (i % 6)}`);
      const replies = await Promise.all(cells.map((command, i) => clients[i % 2]!.act('minesweeper', command)));
      for (const reply of replies) expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
      for (const reply of replies) expect(reply.body.results[0].ok, reply.body.error).toBe(true);
      const log = await unchecked.west.camp.store.commands(started.body.game_id);
      expect(log.map((entry) => entry.seq)).toEqual(cells.map((_, i) => i + 1));
      expect(new Set(log.map((entry) => entry.command))).toEqual(new Set(cells));
      const row = await unchecked.east.camp.store.game(started.body.game_id);
      expect(row!.version).toBe(cells.length);
      expect(replay(minesweeper, row!, log)).toEqual(row!.state);
    } finally {
      await unchecked.close();
    }
  }, 60_000);

  it('match two players who start a race at the same moment through different camps', async () => {
    for (let round = 0; round < 8; round++) {
      const [east, west] = [await camps.east.signUp(), await camps.west.signUp()];
      const started = await Promise.all([east, west].map((player) => player.newGame('california-double', { redeals: '2' })));
      expect(started.map((reply) => reply.status)).toEqual([201, 201]);
      expect(started[0]!.body.game_id, `round ${round}`).toBe(started[1]!.body.game_id);
      expect(started.map((reply) => reply.body.status).sort()).toEqual(['playing', 'waiting']);
    }
  });

  it('answer 503 busy and change nothing when another process holds race matching too long', async () => {
    const holder = new pg.Client({ connectionString: camps.postgres.url });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock(7007002, hashtext('match/california-double'))");
      const player = await camps.east.signUp();
      const refused = await player.newGame('california-double', { redeals: 'unlimited' });
      expect([refused.status, refused.body.error]).toEqual([503, 'busy']);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect((await player.state('california-double')).status).toBe(404);
      await holder.query("SELECT pg_advisory_unlock(7007002, hashtext('match/california-double'))");
      expect((await player.newGame('california-double', { redeals: 'unlimited' })).status).toBe(201);
      // Matched and ended, so no wait is left for the other tests to join.
      const partner = await camps.west.signUp();
      expect((await partner.newGame('california-double', { redeals: 'unlimited' })).body.status).toBe('playing');
      expect((await partner.act('california-double', 'resign')).body.status).toBe('over');
    } finally {
      await holder.end();
    }
  }, 20_000);

  // Streams on a shared store poll only every 10 s as a safety net; moves arriving within the
  // reader's 5 s show that the other camp's LISTEN/NOTIFY woke the stream.
  it('streams on one camp the moves made on the other', async () => {
    const a = await camps.east.signUp();
    const b = await camps.west.signUp();
    const first = await a.newGame('california-double', { seed: 'across' });
    await b.newGame('california-double', { seed: 'across' });
    const gameId = first.body.game_id;
    const watcher = readStream(`${camps.west.url}/games/california-double/api/stream?game_id=${gameId}`);
    for (let turn = 0; turn < 6; turn++) {
      const row = await camps.east.camp.store.game(gameId);
      const command = botMove(row!.state as any, turn % 2);
      if (command) await [a, b][turn % 2]!.act('california-double', command);
    }
    const log = await camps.east.camp.store.commands(gameId);
    const seen = await watcher.movesUntil(log.length);
    watcher.close();
    expect(seen.map((move) => move.command)).toEqual(log.map((entry) => entry.command));
  });
});

describe('a request a camp fails on PostgreSQL', () => {
  it('gives its puzzle back, so the same request works once the database takes writes again', async () => {
    const player = await camps.east.signUp();
    await player.newGame('minesweeper', { seed: 'give-back' }, true);
    const token = (await player.state('minesweeper')).body.agent_check.token;
    const headers = { 'x-agent-check': token, 'x-agent-answer': String(await camps.east.answerFor(token)) };
    // Another connection makes every command insert fail, as a failing disk or a broken constraint would.
    const admin = new pg.Client({ connectionString: camps.postgres.url });
    await admin.connect();
    await admin.query(`CREATE FUNCTION refuse_commands() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the disk is failing'; END $$`);
    await admin.query('CREATE TRIGGER refuse_commands BEFORE INSERT ON commands FOR EACH ROW EXECUTE FUNCTION refuse_commands()');
    try {
      const failed = await player.post('/games/minesweeper/api/act', { command: 'flag 2 2' }, headers);
      expect(failed.status).toBe(500);
    } finally {
      await admin.query('DROP TRIGGER refuse_commands ON commands');
      await admin.query('DROP FUNCTION refuse_commands()');
      await admin.end();
    }
    expect((await player.state('minesweeper')).body.version).toBe(0);
    // The same puzzle, through the other camp: it was given back, not spent.
    const retried = await camps.west.client(player.key).post('/games/minesweeper/api/act', { command: 'flag 2 2' }, headers);
    expect(retried.status).toBe(200);
    expect(retried.body.version).toBe(1);
  });
});

describe('race deals on PostgreSQL, the two players on different camps', () => {
  raceDealCases(() => camps.east, () => camps.west);
});
