/**
 * The contract of src/games/game.ts, for every registered game at once:
 * (options, seed) gives the deal, and the deal plus the accepted commands
 * (seat and time, nothing else: no `seen`, no `batchStart`) gives every later
 * state. Random games are played the way the platform plays them (in
 * batches, races with the built-in opponent's moves and stale `seen`
 * versions), then replayed through the platform's own replayBoards.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameDefinition, Seat, Viewer } from '../../../src/games/game.ts';
import { games } from '../../../src/games/registry.ts';
import { legalMoves } from '../../../src/games/california-solitaire/listing.ts';
import { californiaDouble, californiaSolitaire, type CaliforniaState } from '../../../src/games/california-solitaire/index.ts';
import { matchablePairs } from '../../../src/games/mahjong-solitaire/queries.ts';
import type { MahjongState } from '../../../src/games/mahjong-solitaire/state.ts';
import type { MinesweeperState } from '../../../src/games/minesweeper/state.ts';
import type { SolitaireState } from '../../../src/games/solitaire/state.ts';
import { replayBoards } from '../../../src/platform/records/records.ts';
import type { CommandRow, GameRow } from '../../../src/platform/store.ts';
import { legalCommands } from '../solitaire/support.ts';

type AnyGame = GameDefinition<any, any>;

interface Harness {
  /** Raw options of a `new` request. */
  options: unknown[];
  /** Seeds to deal from (Mahjong's deals take solving, so it gets a few). */
  seeds: fc.Arbitrary<string>;
  /** Commands worth trying for `seat` now: mostly legal ones, and `noise` (often refused, `resign` among them). */
  candidates(state: any, seat: Seat): { legal: string[]; noise: string[] };
  runs: number;
}

const SOLITAIRE_NOISE = ['move t1 t2', 'move waste f', 'f', 't3', '7h', 'recycle', 'draw', 'auto', 'moves', 'select t4', 'select waste', 'deselect', 'move f1 t1', 'jump', 'resign'];
const CALIFORNIA_NOISE = ['draw', 'redeal', 'moves', 'play s1', 'alt waste', 'hanoi s1 s2', 'hanoi s3 s4 2', 'move s2 f', 'As', 'bogus', 'resign'];

/** Legal moves, the built-in opponent's choice (weighted up, as it plays a race's other seat) and noise. */
function californiaCandidates(game: AnyGame) {
  return (state: CaliforniaState, seat: Seat) => {
    const bot = game.botCommand?.(state, seat);
    return { legal: [...legalMoves(state, seat).map((move) => move.command), ...(bot ? [bot, bot, bot] : [])], noise: CALIFORNIA_NOISE };
  };
}

const harnesses = new Map<string, Harness>([
  ['solitaire', {
    options: [{}, { draw: '3' }, { scoring: 'multiplier' }, { draw: '3', scoring: 'multiplier' }],
    seeds: fc.string({ minLength: 1, maxLength: 10 }),
    candidates: (state: SolitaireState) => ({ legal: legalCommands(state), noise: SOLITAIRE_NOISE }),
    runs: 40,
  }],
  ['mahjong-solitaire', {
    options: [{}],
    seeds: fc.constantFrom('a', 'b', 'c'),
    candidates: (state: MahjongState) => ({
      legal: [...matchablePairs(state.faces).map(([a, b]) => `match t${a + 1} t${b + 1}`), ...matchablePairs(state.faces).map(([a]) => `select t${a + 1}`)],
      noise: ['hint', 'shuffle', 'free', 'select none', 'select t1', 'match t1 t2', 'match t140 t144', 'hint', 'shuffle', 'resign'],
    }),
    runs: 25,
  }],
  ['minesweeper', {
    options: [{ difficulty: 'beginner' }, { difficulty: 'custom', rows: 6, cols: 7, mines: 10 }, { difficulty: 'beginner', no_guess: true }],
    seeds: fc.string({ maxLength: 10 }),
    candidates: (state: MinesweeperState) => {
      const { rows, cols } = state.options;
      const cells: string[] = [];
      for (let row = 1; row <= rows; row++) for (let col = 1; col <= cols; col++) cells.push(`${row} ${col}`);
      return {
        legal: [...cells.map((cell) => `reveal ${cell}`), ...cells.slice(0, 20).flatMap((cell) => [`flag ${cell}`, `chord ${cell}`])],
        noise: ['unflag 1 1', 'chord 2 2', 'mode flag', 'mode reveal', 'reveal 0 0', 'flag 9 9', 'resign'],
      };
    },
    runs: 60,
  }],
  ['california-solitaire', { options: [{}, { redeals: 'unlimited' }], seeds: fc.string({ minLength: 1, maxLength: 10 }), candidates: californiaCandidates(californiaSolitaire), runs: 40 }],
  ['california-double', { options: [{}, { redeals: '1' }], seeds: fc.string({ minLength: 1, maxLength: 10 }), candidates: californiaCandidates(californiaDouble), runs: 40 }],
]);

const viewers = (game: AnyGame): Viewer[] => [...Array.from({ length: game.seats }, (_, seat) => seat), 'spectator'];
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** Everything a player can read of a state: summaries, boards and next, from every side. */
function shown(game: AnyGame, state: unknown) {
  return {
    summary: game.summary(state),
    seats: Array.from({ length: game.seats }, (_, seat) => game.seatSummary?.(state, seat) ?? null),
    boards: viewers(game).map((viewer) => [game.renderText(state, viewer), JSON.stringify(game.view(state, viewer)), game.next(state, viewer)]),
  };
}

/**
 * Plays `choices` the platform's way: batches whose commands see the state
 * at the batch start, a batch ending at its first refusal, and in a race a
 * `seen` version that may lag behind. Returns the live state and the log.
 */
function playLive(game: AnyGame, harness: Harness, options: unknown, seed: string, choices: number[]) {
  let state = game.setup(options, seed);
  const log: CommandRow[] = [];
  let now = 1_700_000_000_000;
  let i = 0;
  while (i < choices.length && game.summary(state).status === 'playing') {
    const batchStart = state;
    const batchLength = 1 + (choices[i]! % 3);
    for (let k = 0; k < batchLength && i < choices.length && game.summary(state).status === 'playing'; k++, i++) {
      const choice = choices[i]!;
      const seat = game.seats > 1 ? choice % game.seats : 0;
      const { legal, noise } = harness.candidates(state, seat);
      const pick = Math.floor(choice / game.seats);
      const candidates = legal.length > 0 && pick % 6 !== 0 ? legal : noise;
      const command = candidates[Math.floor(pick / 6) % candidates.length]!;
      now += 1 + (choice % 90_000);
      const seen = game.seats > 1 ? Math.max(0, log.length - (choice % 3)) : undefined;
      const ctx = { seat, now, seen, batchStart };
      const before = structuredClone(state);
      const result = game.apply(state, command, ctx);
      // Never changed in place, refused or not: a refusal leaves the state exactly as it was (its generator too).
      expect(isDeepStrictEqual(state, before), `${game.id}: '${command}' changed the state it was given`).toBe(true);
      // The platform stores the state as JSON and a restarted camp goes on from that: same answer.
      const fromStored = game.apply(asStored(state), command, { ...ctx, batchStart: asStored(batchStart) });
      expect(fromStored.ok).toBe(result.ok);
      if (!result.ok) {
        expect(result.error.length, command).toBeGreaterThan(10);
        if (!fromStored.ok) expect(fromStored.error).toBe(result.error);
        i++;
        break;
      }
      if (!fromStored.ok) throw new Error('unreachable');
      expect(asStored(fromStored.value.state), `${game.id}: '${command}' from the stored state`).toEqual(asStored(result.value.state));
      expect(fromStored.value.message).toBe(result.value.message);
      if (result.value.unchanged) {
        expect(result.value.state).toBe(state);
        continue;
      }
      state = result.value.state;
      log.push({ seq: log.length + 1, seat, command, acceptedAt: now });
    }
  }
  return { state, log };
}

describe('every game replays from (options, seed) and its log of accepted commands', () => {
  for (const game of games) {
    const harness = harnesses.get(game.id)!;

    it(`${game.id}: the same state, score, text and JSON boards and next, and the replay endpoint's boards`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...harness.options),
          harness.seeds,
          fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 150, size: 'max' }),
          (rawOptions, seed, choices) => {
            const parsed = game.parseOptions(rawOptions as Record<string, unknown>);
            if (!parsed.ok) throw new Error(parsed.error);
            const options = asStored(parsed.value);
            const live = playLive(game, harness, options, seed, choices);

            let replayed = game.setup(options, seed);
            for (const entry of live.log) {
              const result = game.apply(replayed, entry.command, { seat: entry.seat, now: entry.acceptedAt });
              if (!result.ok) throw new Error(`${game.id}: logged '${entry.command}' refused on replay: ${result.error}`);
              replayed = result.value.state;
            }
            expect(asStored(replayed)).toEqual(asStored(live.state));
            expect(shown(game, replayed)).toEqual(shown(game, live.state));

            // The replay endpoint's own code (served once a game is over): it must agree and show each board as the live game did, what was hidden shown.
            const summary = game.summary(live.state);
            const row = {
              id: 'g', game: game.id, options, seed, state: asStored(live.state), version: live.log.length,
              status: summary.status, outcome: summary.outcome, score: summary.score, createdAt: 0, updatedAt: 0,
            } as GameRow;
            for (const viewer of viewers(game)) {
              const side = typeof viewer === 'number' ? viewer : null;
              const { moves } = replayBoards(game, row, live.log, { viewer, side }, { from: 1, count: live.log.length });
              expect(moves.map((move) => move.command)).toEqual(live.log.map((entry) => entry.command));
              if (moves.length > 0) {
                expect(moves[moves.length - 1]!.board_text).toBe(game.renderText(live.state, viewer, { reveal: true }));
                const sideScore = side !== null && game.seatSummary ? game.seatSummary(live.state, side).score : summary.score;
                expect(moves[moves.length - 1]!.score).toBe(sideScore);
              }
            }
          },
        ),
        { numRuns: harness.runs },
      );
    }, 120_000);
  }
});
