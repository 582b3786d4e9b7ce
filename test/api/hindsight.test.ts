/**
 * What was possible, told after the game: Klondike's solved deal, the last
 * move after which a Mahjong board could still be cleared, Minesweeper's
 * guess counts. Never worked out or shown while a game is on; worked out
 * once and kept, so a restarted camp shows it without working it out again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../src/games/game.ts';
import { lineOf } from '../../src/games/mahjong-solitaire/hindsight.ts';
import { tileId } from '../../src/games/mahjong-solitaire/layout.ts';
import { mahjongSolitaire } from '../../src/games/mahjong-solitaire/index.ts';
import { matchablePairs } from '../../src/games/mahjong-solitaire/queries.ts';
import { solve as solveMahjong } from '../../src/games/mahjong-solitaire/solver.ts';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { HINDSIGHT_NODE_BUDGET } from '../../src/games/solitaire/hindsight.ts';
import { solitaire } from '../../src/games/solitaire/index.ts';
import { solve as solveKlondike } from '../../src/games/solitaire/solver.ts';
import { games } from '../../src/games/registry.ts';
import { startCamp, type CampClient, type TestCamp } from '../support/camp.ts';
import { pickFrom, winMinesweeper } from '../support/records.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp(); });
afterAll(async () => { await camp?.close(); });

const KLONDIKE_SEED = 'hindsight-1';

/** Plays commands in batches of up to 200, as one agent would. */
async function playAll(player: CampClient, game: string, gameId: string, commands: string[]) {
  let reply;
  for (let at = 0; at < commands.length; at += 200) {
    reply = await player.act(game, commands.slice(at, at + 200), { game_id: gameId });
    expect(reply.status).toBe(200);
    expect(reply.body.ok).toBe(true);
  }
  return reply!;
}

const stateOf = (player: CampClient, game: string, gameId: string) => player.get(`/games/${game}/api/state?game_id=${gameId}`);

describe('Klondike', () => {
  it('says a won deal was winnable, with the length of the solver\'s line, once the game is over', async () => {
    const player = await camp.signUp();
    const options = solitaire.parseOptions({ draw: '1' });
    if (!options.ok) throw new Error(options.error);
    const solved = solveKlondike(solitaire.setup(options.value, KLONDIKE_SEED), HINDSIGHT_NODE_BUDGET);
    expect(solved.verdict).toBe('won');
    const moves = solved.moves!;

    const started = await player.newGame('solitaire', { draw: '1', seed: KLONDIKE_SEED });
    expect(started.body.hindsight).toBeNull();
    const gameId = started.body.game_id;
    const first = await player.act('solitaire', moves[0]!, { game_id: gameId });
    expect(first.body.hindsight).toBeNull();
    expect((await stateOf(player, 'solitaire', gameId)).body.hindsight).toBeNull();
    expect(await camp.camp.store.hindsight(gameId)).toBeUndefined();

    const last = await playAll(player, 'solitaire', gameId, moves.slice(1));
    expect(last.body).toMatchObject({ status: 'over', outcome: 'won' });
    const state = await stateOf(player, 'solitaire', gameId);
    expect(state.body.hindsight).toEqual({
      text: `This deal was winnable (solution length ${moves.length} moves).`,
      facts: expect.objectContaining({ winnable: true, solution_length: moves.length }),
    });
    const replay = await player.get(`/games/solitaire/api/replay?game_id=${gameId}`);
    expect(replay.body.hindsight).toEqual(state.body.hindsight);
  });
});

/** A careless line on a Mahjong deal: random free pairs until none is left, then resign. */
function carelessLine(seed: string, pickSeed: number): string[] {
  const pick = pickFrom(pickSeed);
  let state = mahjongSolitaire.setup({}, seed);
  const commands: string[] = [];
  while (matchablePairs(state.faces).length > 0) {
    const [a, b] = pick(matchablePairs(state.faces));
    const command = `match ${tileId(a)} ${tileId(b)}`;
    const applied = mahjongSolitaire.apply(state, command, { seat: 0, now: 0 });
    if (!applied.ok) throw new Error(applied.error);
    state = applied.value.state;
    commands.push(command);
    if (state.status === 'over') return commands;
  }
  return [...commands, 'resign'];
}

describe('Mahjong', () => {
  it('names the last move after which the board could still be cleared, as the solver confirms', async () => {
    const player = await camp.signUp();
    const seed = 'hindsight-mahjong';
    const commands = carelessLine(seed, 3);
    const started = await player.newGame('mahjong-solitaire', { seed });
    const gameId = started.body.game_id;
    const last = await playAll(player, 'mahjong-solitaire', gameId, commands);
    expect(last.body.status).toBe('over');
    expect(last.body.outcome).not.toBe('won');

    const { hindsight } = (await stateOf(player, 'mahjong-solitaire', gameId)).body;
    const lastClearable: number = hindsight.facts.last_clearable_move;
    const firstUnclearable: number = hindsight.facts.first_unclearable_move;
    expect(firstUnclearable).toBe(lastClearable + 1);
    expect(hindsight.text).toContain(`from your move ${firstUnclearable} (${commands[firstUnclearable - 1]}) on it could not`);
    // Replayed through the engine: the board after the named move can be cleared, the one after the next cannot.
    const line = lineOf(seed, commands.map((command) => ({ seat: 0, command, acceptedAt: 0 })));
    expect(solveMahjong(line[lastClearable]!.faces, 100_000).status).toBe('solved');
    expect(solveMahjong(line[firstUnclearable]!.faces, 100_000).status).toBe('unsolvable');
    expect(solveMahjong(line[line.length - 1]!.faces, 100_000).status).toBe('unsolvable');
  });
});

describe('Minesweeper', () => {
  it('gives the guess counts the game kept', async () => {
    const player = await camp.signUp();
    const gameId = await winMinesweeper(camp, player);
    const state = await stateOf(player, 'minesweeper', gameId);
    const { reveals, forced, other } = state.body.board.guesses;
    expect(state.body.hindsight).toEqual({
      text: expect.stringContaining(`${forced} ${forced === 1 ? 'was a forced guess' : 'were forced guesses'}`),
      facts: { reveals, forced_guesses: forced, other_guesses: other },
    });
    expect(reveals).toBeGreaterThan(1);
  });
});

describe('while a game is on', () => {
  const playing = (game: GameDefinition<any, any>) => game.seats > 1 ? { opponent: 'bot', bot_speed: 'slow' } : {};
  it.each(games.map((game) => [game.id, game] as const))('%s shows none and works none out', async (_id, game) => {
    const player = await camp.signUp();
    const started = await player.newGame(game.id, playing(game), game.checkedCalls === 'every-post');
    expect(started.status).toBe(201);
    expect(started.body).toHaveProperty('hindsight', null);
    const gameId = started.body.game_id;
    const example = game.commands.map((doc) => doc.example).find((command) => command !== 'resign')!;
    const acted = await player.act(game.id, example, { game_id: gameId });
    expect(acted.body.status).not.toBe('over');
    expect(acted.body).toHaveProperty('hindsight', null);
    expect((await stateOf(player, game.id, gameId)).body).toHaveProperty('hindsight', null);
    expect(await camp.camp.store.hindsight(gameId)).toBeUndefined();
  });
});

describe('after a restart', () => {
  it('shows the stored hindsight without working it out again', async () => {
    const first = await startCamp({}, { games: [solitaire] });
    const dbFile = first.dbFile;
    const player = await first.signUp();
    const started = await player.newGame('solitaire', { draw: '1', seed: KLONDIKE_SEED });
    const gameId = started.body.game_id;
    await player.act('solitaire', 'resign', { game_id: gameId });
    const told = (await stateOf(player, 'solitaire', gameId)).body.hindsight;
    expect(told.text).toMatch(/^This deal was winnable \(solution length \d+ moves\)\.$/);
    await first.camp.close();

    // A Klondike whose hindsight cannot be worked out: only the stored one can be shown.
    const forgetful = { ...solitaire, hindsight: async () => { throw new Error('worked out again'); } };
    const second = await startCamp({}, { games: [forgetful], dbFile });
    try {
      const again = await stateOf(second.client(player.key), 'solitaire', gameId);
      expect(again.body.hindsight).toEqual(told);
    } finally {
      await second.close();
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  });
});

describe("today's daily deal", () => {
  it('keeps its hindsight back until the UTC day is over, as its replay', async () => {
    const clock = { offset: 0 };
    const dailyCamp = await startCamp({}, { games: [solitaire], now: () => Date.now() + clock.offset });
    try {
      const player = await dailyCamp.signUp();
      const started = await player.newGame('solitaire', { daily: true });
      expect(started.status).toBe(201);
      const gameId = started.body.game_id;
      const resigned = await player.act('solitaire', 'resign', { game_id: gameId });
      expect(resigned.body.status).toBe('over');
      expect(resigned.body.hindsight).toBeNull();
      expect((await stateOf(player, 'solitaire', gameId)).body.hindsight).toBeNull();
      expect(await dailyCamp.camp.store.hindsight(gameId)).toBeUndefined();

      clock.offset = 24 * 60 * 60 * 1000;
      const told = (await stateOf(player, 'solitaire', gameId)).body.hindsight;
      expect(told.text).toMatch(/^This deal was (winnable \(solution length \d+ moves\)|not winnable)\.$|could not settle/);
    } finally {
      await dailyCamp.close();
    }
  });
});

describe("the move that ends today's daily Minesweeper game", () => {
  it('tells the score but not the 3BV or the guess counts, as its board, until the UTC day is over', async () => {
    const clock = { offset: 0 };
    const dailyCamp = await startCamp({}, { games: [minesweeper], now: () => Date.now() + clock.offset });
    try {
      const player = await dailyCamp.signUp();
      const playUntilResigned = async () => {
        const started = await player.newGame('minesweeper', { daily: true, difficulty: 'beginner' }, true);
        expect(started.status, JSON.stringify(started.body)).toBe(201);
        const gameId = started.body.game_id;
        expect((await player.act('minesweeper', 'reveal 5 5', { game_id: gameId })).body.status).toBe('playing');
        return gameId as string;
      };
      const today = await playUntilResigned();
      const resigned = await player.act('minesweeper', 'resign', { game_id: today });
      expect(resigned.body.status).toBe('over');
      expect(resigned.body.board_text).not.toMatch(/3BV|guess/);
      expect(resigned.body.results).toEqual([{ command: 'resign', ok: true, message: `You resigned. Score ${resigned.body.score}.` }]);

      // Started on one day, ended on the next: that deal's day is over, so the move tells everything.
      clock.offset = 24 * 60 * 60 * 1000;
      const tomorrow = await playUntilResigned();
      clock.offset *= 2;
      const told = await player.act('minesweeper', 'resign', { game_id: tomorrow });
      expect(told.body.results[0].message).toMatch(/^You resigned\. Score \d+ = 100 x 0\.5 x .*\(3BV \d+, 1 click\)\. You revealed 1 time /);
      expect(told.body.results[0]).not.toHaveProperty('concealedMessage');
    } finally {
      await dailyCamp.close();
    }
  });
});

describe('a hindsight still being worked out', () => {
  it('is null in a read that waited its time, and there once the work is done', async () => {
    let release!: () => void;
    const working = new Promise<void>((resolve) => (release = resolve));
    const told = { text: 'Worked out at last.', facts: {} };
    const slow = { ...solitaire, hindsight: async () => { await working; return told; } };
    const slowCamp = await startCamp({}, { games: [slow] });
    try {
      const player = await slowCamp.signUp();
      const gameId = (await player.newGame('solitaire', { seed: 'slow hindsight' })).body.game_id;
      const resigned = await player.act('solitaire', 'resign', { game_id: gameId });
      expect(resigned.body).toMatchObject({ status: 'over', hindsight: null });
      const waited = await stateOf(player, 'solitaire', gameId);
      expect(waited.status).toBe(200);
      expect(waited.body.hindsight).toBeNull();
      release();
      await working;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await stateOf(player, 'solitaire', gameId)).body.hindsight).toEqual(told);
    } finally {
      await slowCamp.close();
    }
  });
});
