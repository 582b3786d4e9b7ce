/**
 * The two-player race through the HTTP API: matching in arrival order, a
 * whole game between two clients, one against the built-in opponent, the
 * misplay forfeit, two moves on one tower at the same moment, the event
 * stream, and a player who goes silent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { californiaDouble, californiaSolitaire } from '../../src/games/california-solitaire/index.ts';
import { botMove } from '../../src/games/california-solitaire/bot.ts';
import { seatScore } from '../../src/games/california-solitaire/scoring.ts';
import { rulesMarkdown } from '../../src/platform/guide/rules-text.ts';
import { rulesDocument } from '../../src/platform/http/rules-document.ts';
import type { CaliforniaState } from '../../src/games/california-solitaire/state.ts';
import { SeatTimeouts } from '../../src/platform/live/seat-timeouts.ts';
import { GameSessions } from '../../src/platform/play/sessions.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { readStream } from '../support/stream.ts';

const GAME = 'california-double';
let camp: TestCamp;
// More players than one address may sign up in an hour by default.
beforeAll(async () => { camp = await startCamp({ CAMP_LIMIT_ACCOUNTS_PER_HOUR: '200' }, { games: [californiaDouble] }); });
afterAll(async () => { await camp.close(); });

async function serverState(gameId: string): Promise<CaliforniaState> {
  return (await camp.camp.store.game(gameId))!.state as CaliforniaState;
}

async function matchedPair(options: Record<string, unknown> = {}): Promise<{ a: CampClient; b: CampClient; gameId: string }> {
  const a = await camp.signUp();
  const b = await camp.signUp();
  const first = await a.newGame(GAME, options);
  expect(first.body.status).toBe('waiting');
  // Nothing to play yet, and next says so rather than offering moves; so does a refused act.
  expect(first.body.next).toMatch(/^The game is waiting for another player/);
  // Its board is a placeholder deal: it offers no moves.
  expect(first.body.board.legalMoves).toEqual([]);
  const early = await a.act(GAME, 'draw');
  expect([early.status, early.body.error]).toEqual([409, 'game_waiting']);
  expect(early.body.next).toMatch(/^The game is waiting for another player/);
  const second = await b.newGame(GAME, options);
  expect(second.body.game_id).toBe(first.body.game_id);
  expect(second.body.status).toBe('playing');
  expect(second.body.seat).toBe(1);
  expect(second.body.board.legalMoves.length).toBeGreaterThan(0);
  return { a, b, gameId: first.body.game_id };
}

describe('california-double over HTTP', () => {
  it('matches players in arrival order and plays a whole game between two clients', async () => {
    const { a, b, gameId } = await matchedPair({ seed: 'race-1' });
    expect((await a.state(GAME)).body.status).toBe('playing');
    const players = [a, b];
    let turns = 0;
    for (; turns < 3000; turns++) {
      const state = await serverState(gameId);
      if (state.status !== 'playing') break;
      const seat = turns % 2;
      const command = botMove(state, seat);
      if (!command) continue;
      const reply = await players[seat]!.act(GAME, command);
      expect(reply.body.results[0].ok, reply.body.error).toBe(true);
    }
    const final = await a.state(GAME);
    expect(final.body.status).toBe('over');
    const winner = final.body.board.winner;
    expect(final.body.outcome).toBe(winner === null ? 'draw' : winner === 0 ? 'won' : 'lost');
    expect(final.body.result).toBe(winner === null ? 'draw' : `seat${winner}-won`);
    const log = await camp.camp.store.commands(gameId);
    expect(new Set(log.map((entry) => entry.seat))).toEqual(new Set([0, 1]));
    expect((await b.checkedPost(`/games/${GAME}/api/finish`, { rating: 8, review: 'A close race.' })).status).toBe(200);
  });

  it('answers a second new of a waiting player with the same wait, which the next player then joins', async () => {
    const [a, b] = [await camp.signUp(), await camp.signUp()];
    const first = await a.newGame(GAME, { redeals: 'unlimited' });
    const again = await a.newGame(GAME, { redeals: 'unlimited' });
    expect([again.status, again.body.game_id, again.body.status]).toEqual([201, first.body.game_id, 'waiting']);
    const joined = await b.newGame(GAME, { redeals: 'unlimited' });
    expect([joined.body.game_id, joined.body.status]).toEqual([first.body.game_id, 'playing']);
    expect((await a.state(GAME)).body.game_id).toBe(first.body.game_id);
  });

  it('matches two players who start at the same moment: one waits, the other joins', async () => {
    for (let round = 0; round < 8; round++) {
      const players = [await camp.signUp(), await camp.signUp()];
      const [first, second] = await Promise.all(players.map((player) => player.newGame(GAME, { redeals: '1' })));
      expect(second!.body.game_id, `round ${round}`).toBe(first!.body.game_id);
      expect([first!.body.seat, second!.body.seat].sort()).toEqual([0, 1]);
    }
  });

  it('plays against the built-in opponent, whose moves arrive without any request from its side', async () => {
    const player = await camp.signUp();
    const started = await player.newGame(GAME, { opponent: 'bot', bot_speed: 0 });
    expect(started.body.status).toBe('playing');
    const gameId = started.body.game_id;
    for (let turn = 0; turn < 3000; turn++) {
      const row = (await camp.camp.store.game(gameId))!;
      if (row.status !== 'playing') break;
      const command = botMove(row.state as CaliforniaState, 0);
      // `seen` says which game this move was chosen on, so a bot move in between is a lost race, not a misplay.
      if (command) await player.act(GAME, command, { seen: row.version });
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const log = await camp.camp.store.commands(gameId);
    const final = await player.state(GAME);
    expect(log.filter((entry) => entry.seat === 1).length).toBeGreaterThan(20);
    expect(final.body.status).toBe('over');
    expect(final.body.board.endReason).not.toMatch(/misplayed/);
  });

  it('forfeits the game of a player who misplays a card', async () => {
    const { a, b } = await matchedPair({ seed: 'misplay' });
    const view = (await a.state(GAME)).body.board;
    const myStack = view.sides[0].stacks.find((stack: any) => stack.cards.length > 0 && stack.cards.at(-1).card[0] !== 'A');
    const card = myStack.cards.at(-1).card;
    const wrong = await a.act(GAME, `move ${card} f1`);
    expect(wrong.body.status).toBe('over');
    expect(wrong.body.results[0].message).toMatch(/forfeit/i);
    const other = await b.state(GAME);
    expect(other.body.board.winner).toBe(1);
    expect(other.body.next).toMatch(/you won/);
  });

  it('lets exactly one of two moves onto the same tower at the same moment succeed, and the other lost the race', async () => {
    const seed = findRaceSeed();
    const { a, b, gameId } = await matchedPair({ seed: seed.seed });
    const ace = await [a, b][seed.aceSeat]!.act(GAME, `move ${seed.ace} f${seed.tower + 1}`);
    expect(ace.body.results[0].ok, ace.body.error).toBe(true);
    const seen = ace.body.version;
    const [ra, rb] = await Promise.all([
      a.act(GAME, `move ${seed.twos[0]} f${seed.tower + 1}`, { seen }),
      b.act(GAME, `move ${seed.twos[1]} f${seed.tower + 1}`, { seen }),
    ]);
    const outcomes = [ra.body.results[0], rb.body.results[0]];
    expect(outcomes.filter((result) => result.ok)).toHaveLength(1);
    expect(outcomes.find((result) => !result.ok).message).toMatch(/lost the race/);
    expect((await serverState(gameId)).status).toBe('playing');
  });

  it('judges a move sent without seen on the board of the last reply the player had, as the rules say', async () => {
    const seed = findRaceSeed();
    const { a, b } = await matchedPair({ seed: seed.seed });
    const [first, other] = seed.aceSeat === 0 ? [a, b] : [b, a];
    const tower = `f${seed.tower + 1}`;
    expect((await first.act(GAME, `move ${seed.ace} ${tower}`)).body.results[0].ok).toBe(true);
    const seenByOther = await other.state(GAME);
    // The first player builds on the tower after the other's last reply: the other's two was right on what they saw.
    const built = await first.act(GAME, `move ${seed.twos[0]} ${tower}`);
    expect(built.body.version).toBe(seenByOther.body.version + 1);
    const beaten = await other.act(GAME, `move ${seed.twos[1]} ${tower}`);
    expect(beaten.body.results[0].message).toMatch(/lost the race/);
    expect(beaten.body.status).toBe('playing');
    // Once a reply has shown them the tower as it is, the same move is a misplay, and forfeits.
    await other.state(GAME);
    const misplayed = await other.act(GAME, `move ${seed.twos[1]} ${tower}`);
    expect(misplayed.body.results[0].message).toMatch(/forfeit/i);
    expect(misplayed.body.status).toBe('over');
  });

  it('streams every move in order to a player and to a spectator', async () => {
    const { a, b, gameId } = await matchedPair({ seed: 'stream' });
    const spectator = readStream(`${camp.url}/games/${GAME}/api/stream?game_id=${gameId}`);
    const playerStream = readStream(`${camp.url}/games/${GAME}/api/stream`, a.credential);
    for (let turn = 0; turn < 12; turn++) {
      const state = await serverState(gameId);
      const seat = turn % 2;
      const command = botMove(state, seat);
      if (command) await [a, b][seat]!.act(GAME, command);
    }
    const log = await camp.camp.store.commands(gameId);
    const seenBySpectator = await spectator.movesUntil(log.length);
    const seenByPlayer = await playerStream.movesUntil(log.length);
    spectator.close();
    playerStream.close();
    expect(seenBySpectator.map((move) => move.seq)).toEqual(log.map((entry) => entry.seq));
    expect(seenBySpectator.map((move) => move.command)).toEqual(log.map((entry) => entry.command));
    expect(seenByPlayer).toEqual(seenBySpectator);
    const lastState = spectator.states.at(-1);
    expect(lastState.seat).toBe('spectator');
    expect(JSON.stringify(lastState.board)).not.toMatch(/"deck":\s*\[/);
  });
});

describe('replies from the viewer\'s side', () => {
  it('give each player their own score, the opponent\'s, and won or lost; a spectator sees the neutral fields', async () => {
    const { a, b, gameId } = await matchedPair({ seed: 'viewer-side' });
    const players = [a, b];
    // Play until the two seats have different scores, so that mixing them up shows.
    for (let turn = 0; turn < 400; turn++) {
      const state = await serverState(gameId);
      if (seatScore(state, 0) !== seatScore(state, 1)) break;
      const seat = turn % 2;
      const command = botMove(state, seat);
      if (command) await players[seat]!.act(GAME, command);
    }
    const state = await serverState(gameId);
    const scores = [seatScore(state, 0), seatScore(state, 1)];
    expect(scores[0]).not.toBe(scores[1]);
    for (const seat of [0, 1]) {
      const reply = await players[seat]!.state(GAME);
      expect(reply.body.score).toBe(scores[seat]);
      expect(reply.body.opponent_score).toBe(scores[1 - seat]);
      expect(reply.body.outcome).toBeNull();
    }

    const resigned = await a.act(GAME, 'resign');
    expect(resigned.body.status).toBe('over');
    expect(resigned.body.outcome).toBe('lost');
    expect(resigned.body.result).toBe('seat1-won');
    expect(resigned.body.score).toBe(scores[0]);
    const winner = await b.state(GAME);
    expect(winner.body.outcome).toBe('won');
    expect(winner.body.result).toBe('seat1-won');
    expect(winner.body.opponent_score).toBe(scores[0]);

    const spectator = readStream(`${camp.url}/games/${GAME}/api/stream?game_id=${gameId}`);
    for (let i = 0; i < 100 && spectator.states.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    spectator.close();
    const watched = spectator.states.at(-1);
    expect(watched.seat).toBe('spectator');
    expect(watched.outcome).toBe('seat1-won');
    expect(watched.score).toBe(Math.max(...scores));
    expect(watched).not.toHaveProperty('opponent_score');
  });
});

describe('the rules document', () => {
  it('lists the platform\'s opponent and bot_speed with their values and defaults, and each value starts a game', async () => {
    const rules = (await camp.client().get(`/games/${GAME}/api/rules`)).body;
    const byName = new Map<string, any>(rules.options.map((option: any) => [option.name, option]));
    expect(byName.get('opponent')).toMatchObject({ values: ['human', 'bot'], default: 'human' });
    expect(byName.get('bot_speed')).toMatchObject({ values: ['slow', 'normal', 'fast', 'agent'], default: 'normal' });
    expect(byName.get('bot_speed').description).toMatch(/milliseconds per move from 0 to 60000/);
    expect(byName.has('redeals')).toBe(true);
    for (const speed of [...byName.get('bot_speed').values, 250]) {
      const started = await (await camp.signUp()).newGame(GAME, { opponent: 'bot', bot_speed: speed });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
    }
    expect(rulesMarkdown(californiaDouble)).toMatch(/`bot_speed` \(slow, normal, fast, agent; default normal\)/);
    // bot_speed alone does not start a wait for a person: it asks for the opponent to be named.
    const alone = await (await camp.signUp()).newGame(GAME, { bot_speed: 'fast' });
    expect(alone.status).toBe(400);
    expect(alone.body.error).toBe('bot_speed_without_bot');
  });

  it('leaves them out for a one-player game', () => {
    const names = rulesDocument(californiaSolitaire, '', true).options.map((option) => option.name);
    expect(names).toEqual(['redeals']);
  });
});

describe('a player who goes silent', () => {
  // A camp whose seats time out after 1 s; each test races on options of its own, so no wait is joined across tests.
  let quick: TestCamp;
  beforeAll(async () => { quick = await startCamp({ CAMP_SEAT_TIMEOUT_SECONDS: '1' }, { games: [californiaDouble] }); });
  afterAll(async () => { await quick?.close(); });

  it('has their wait closed, told as such to them and to its stream, with nothing left to play or rate', async () => {
    const a = await quick.signUp();
    const wait = await a.newGame(GAME, { redeals: '0', seed: 'nobody' });
    const watcher = readStream(`${quick.url}/games/${GAME}/api/stream?game_id=${wait.body.game_id}`);
    try {
      let closed = false;
      for (let i = 0; i < 60 && !closed; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        closed = watcher.states.some((state) => state.status === 'over');
      }
      expect(closed, 'the stream was told').toBe(true);
    } finally {
      watcher.close();
    }
    const state = await a.state(GAME);
    expect([state.body.status, state.body.outcome]).toEqual(['over', 'abandoned']);
    expect(state.body.next).toMatch(/^Nobody joined this race/);
    expect(state.body.next).not.toMatch(/Your move|not ranked/);
    // Never dealt, so nothing to rate: refused before any puzzle is spent, and no review is stored.
    const rated = await a.post(`/games/${GAME}/api/finish`, { rating: 3, review: 'Nobody came.' });
    expect([rated.status, rated.body.error]).toEqual([409, 'never_played']);
    expect(await quick.camp.store.reviews(wait.body.game_id)).toEqual([]);
  });

  it('is still there while their event stream is open, though they send nothing', async () => {
    const a = await quick.signUp();
    const b = await quick.signUp();
    await a.newGame(GAME, { redeals: '1', seed: 'watching' });
    const stream = readStream(`${quick.url}/games/${GAME}/api/stream`, a.credential);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const started = await b.newGame(GAME, { redeals: '1', seed: 'watching' });
      expect(started.body.status, 'the wait was kept').toBe('playing');
      for (let i = 0; i < 15; i++) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect((await b.state(GAME)).body.status).toBe('playing');
      }
    } finally {
      stream.close();
    }
  });

  it('loses when both went silent, if they left first', async () => {
    const a = await camp.signUp();
    const b = await camp.signUp();
    await a.newGame(GAME, { seed: 'both-silent' });
    const started = await b.newGame(GAME, { seed: 'both-silent' });
    // Seat B is seen when it joins, seat A once more a little later: then both say nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.state(GAME);
    // One sweep that finds both silent at once (the camp's own sweeps wait for its two minutes).
    const store = camp.camp.store;
    const sweeper = new SeatTimeouts(store, new GameSessions(store), new Map([[GAME, californiaDouble]]), 1_000, (error) => { throw error; }, () => Date.now() + 60_000);
    try {
      await sweeper.sweep();
    } finally {
      sweeper.close();
    }
    expect(((await store.game(started.body.game_id))!.state as CaliforniaState).winner).toBe(0);
    const log = await store.commands(started.body.game_id);
    expect(log.at(-1)).toMatchObject({ seat: 1, command: 'resign' });
  });

  it('loses after the seat timeout', async () => {
    const a = await quick.signUp();
    const b = await quick.signUp();
    await a.newGame(GAME, { redeals: '2', seed: 'silent' });
    const started = await b.newGame(GAME, { redeals: '2', seed: 'silent' });
    expect(started.body.status).toBe('playing');
    // b keeps polling; a says nothing.
    let state = started;
    for (let i = 0; i < 40 && state.body.status === 'playing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      state = await b.state(GAME);
    }
    expect(state.body.status).toBe('over');
    expect(state.body.board.winner).toBe(1);
    const log = await quick.camp.store.commands(started.body.game_id);
    expect(log.at(-1)).toMatchObject({ seat: 0, command: 'resign' });
  });
});

/** A deal where one seat can put an ace on a tower and both seats then hold the two of that suit on top. */
function findRaceSeed() {
  const options = californiaDouble.parseOptions({});
  if (!options.ok) throw new Error(options.error);
  for (let n = 0; n < 20_000; n++) {
    const seed = `race-seed-${n}`;
    const state = californiaDouble.setup(options.value, seed) as CaliforniaState;
    const tops = state.sides.map((side) => [side.waste.at(-1), ...side.stacks.map((stack) => stack.at(-1))].filter(Boolean) as string[]);
    for (const aceSeat of [0, 1]) {
      for (const ace of tops[aceSeat]!.filter((card) => card[0] === 'A')) {
        const two = `2${ace[1]}`;
        if (tops[0]!.includes(two) && tops[1]!.includes(two)) {
          const tower = state.towers.findIndex((t) => t.suit === ace[1]);
          return { seed, aceSeat, ace, tower, twos: [two, two] };
        }
      }
    }
  }
  throw new Error('no race seed found');
}
