import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import type { MinesweeperOptions } from '../../../src/games/minesweeper/options.ts';
import type { MinesweeperState } from '../../../src/games/minesweeper/state.ts';
import type { MinesweeperView } from '../../../src/games/minesweeper/view.ts';

const ctx = { seat: 0, now: 0 };
const verbs = ['reveal', 'flag', 'unflag', 'chord', 'open', 'f'];

const commandArb = (options: MinesweeperOptions) =>
  fc.oneof(
    { weight: 20, arbitrary: fc.tuple(fc.constantFrom(...verbs), fc.integer({ min: 0, max: options.rows + 1 }), fc.integer({ min: 0, max: options.cols + 1 })).map(([verb, row, col]) => `${verb} ${row} ${col}`) },
    { weight: 1, arbitrary: fc.constantFrom('mode flag', 'mode reveal', 'resign', 'hello', 'reveal') },
  );

const gameArb = fc
  .constantFrom<MinesweeperOptions>(
    { difficulty: 'beginner', rows: 9, cols: 9, mines: 10 },
    { difficulty: 'custom', rows: 6, cols: 7, mines: 12 },
  )
  .chain((options) => fc.record({ options: fc.constant(options), seed: fc.string(), commands: fc.array(commandArb(options), { maxLength: 60 }) }));

/** Plays the commands, checking after each one; returns the accepted log and the final state. */
function playRandom(options: MinesweeperOptions, seed: string, commands: string[]) {
  let state = minesweeper.setup(options, seed);
  const accepted: string[] = [];
  for (const command of commands) {
    const before = JSON.stringify(state);
    const result = minesweeper.apply(state, command, ctx);
    if (!result.ok) {
      expect(JSON.stringify(state)).toBe(before);
      expect(result.error.length).toBeGreaterThan(20);
      continue;
    }
    expect(JSON.stringify(state)).toBe(before); // the old state is never mutated
    state = result.value.state;
    accepted.push(command);
    checkInvariants(state);
  }
  return { state, accepted };
}

function checkInvariants(state: MinesweeperState): void {
  const view = minesweeper.view(state, 'spectator') as MinesweeperView;
  const opened = [...state.covers].filter((cover, index) => cover === 'o' && state.layout![index] !== '*').length;
  expect(state.safeOpened).toBe(opened);
  if (state.status === 'playing') {
    expect(state.exploded).toEqual([]);
    // Nothing hidden leaks: no mines on the text board, the JSON board or in next().
    const text = minesweeper.renderText(state, 0).split('\n').slice(1, -1).join('\n');
    expect(text).not.toMatch(/[*X!]/);
    view.cells.flat().forEach((cell, index) => {
      const expected = state.covers[index] === 'o' ? state.layout![index]!.replace('0', '.') : state.covers[index];
      expect(cell.symbol).toBe(expected);
    });
    expect(view.bbbv).toBeNull();
    // The after-game guess counts are not shown yet, anywhere.
    expect(view.guesses).toBeNull();
    expect(minesweeper.renderText(state, 0)).not.toMatch(/guess/i);
    expect(minesweeper.next(state, 0)).not.toMatch(/guess/i);
  } else {
    expect(view.guesses).toEqual({ reveals: state.clicks, forced: state.forcedGuesses, other: state.otherGuesses });
  }
  if (state.outcome === 'lost') expect(state.exploded.length).toBeGreaterThan(0);
  if (state.outcome === 'won') expect(state.safeOpened).toBe(state.covers.length - state.options.mines);
}

describe('random play', () => {
  it('keeps the invariants, hides the mines and replays exactly from seed and log', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, commands }) => {
        const { state, accepted } = playRandom(options, seed, commands);
        let replay = minesweeper.setup(options, seed);
        for (const command of accepted) {
          const result = minesweeper.apply(replay, command, ctx);
          if (!result.ok) throw new Error(result.error);
          replay = result.value.state;
        }
        expect(replay).toEqual(state);
        expect(minesweeper.renderText(replay, 0)).toBe(minesweeper.renderText(state, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('survives a batch split the platform way', async () => {
    const { splitCommands } = await import('../../../src/games/game.ts');
    let state = minesweeper.setup({ difficulty: 'beginner', rows: 9, cols: 9, mines: 10 }, 'batch');
    for (const command of splitCommands('reveal 5 5; flag 1 1\nunflag 1 1')) {
      const result = minesweeper.apply(state, command, ctx);
      expect(result.ok).toBe(true);
      if (result.ok) state = result.value.state;
    }
    expect(state.clicks).toBe(1);
    expect(state.covers[0]).not.toBe('F');
  });
});
