import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import type { Difficulty } from '../../../src/games/minesweeper/options.ts';
import type { MinesweeperState } from '../../../src/games/minesweeper/state.ts';
import { fromPicture, play } from './helpers.ts';

const floodPicture = ['*....', '.....', '.....', '...**', '...*.'];
const centreMine = ['...', '.*.', '...'];

describe('3BV on hand-built boards', () => {
  it.each([
    // One opening (with its whole border) plus the lone 3 in the corner.
    ['one opening and an isolated number', floodPicture, 2],
    // No blank cell at all: every safe cell is its own click.
    ['a mine in the middle of 3x3', centreMine, 8],
    // Columns 1-2 and 6-7 are two openings; column 3 and 5 are their borders.
    ['a wall of mines splitting two openings', ['...*...', '...*...', '...*...'], 2],
    // Blank columns 1 and 5 are openings; 3 3 (a 2) touches no blank: +1.
    ['two openings and a number between them', ['..*..', '..*..', '.....', '..*..', '..*..'], 3],
    // Mines on a grid: no blanks, 12 safe numbers.
    ['a lattice with no blank cell', ['*.*.', '....', '*.*.', '....'], 12],
    // One mine in a corner: the only opening covers every safe cell.
    ['a corner mine', ['*....', '.....', '.....', '.....', '.....'], 1],
  ])('%s', (_, picture, expected) => {
    expect(fromPicture(picture).bbbv).toBe(expected);
  });

  it('is exactly the clicks of a player who clicks each opening once, then each remaining number', () => {
    const options = { difficulty: 'intermediate' as const, rows: 16, cols: 16, mines: 40 };
    fc.assert(
      fc.property(fc.string(), (seed) => {
        let { state } = play(minesweeper.setup(options, seed), 'reveal 8 8');
        const clickEach = (wanted: (value: string) => boolean) => {
          for (let index = 0; index < state.covers.length && state.status === 'playing'; index++) {
            if (state.covers[index] === '#' && wanted(state.layout![index]!)) {
              state = play(state, `reveal ${Math.floor(index / 16) + 1} ${(index % 16) + 1}`).state;
            }
          }
        };
        clickEach((value) => value === '0');
        clickEach((value) => value !== '*');
        expect(state.outcome).toBe('won');
        expect(state.clicks).toBe(state.bbbv);
      }),
      { numRuns: 40 },
    );
  });
});

function finalScore(state: MinesweeperState): number {
  const summary = minesweeper.summary(state);
  expect(summary.status).toBe('over');
  return summary.score;
}

describe('scores', () => {
  const board = (difficulty: Difficulty, picture = floodPicture) => fromPicture(picture, difficulty);

  it('a win at full efficiency is base x 1.5', () => {
    expect(finalScore(play(board('beginner'), 'reveal 1 5', 'reveal 5 5').state)).toBe(150);
    expect(finalScore(play(board('intermediate'), 'reveal 1 5', 'reveal 5 5').state)).toBe(600);
    expect(finalScore(play(board('expert'), 'reveal 1 5', 'reveal 5 5').state)).toBe(1500);
  });

  it('a custom board scores on its own difficulty base (5x5 with 4 mines: 63, so 63 + 32)', () => {
    expect(board('custom').base).toBe(63);
    expect(finalScore(play(board('custom'), 'reveal 1 5', 'reveal 5 5').state)).toBe(95);
  });

  it('extra clicks shrink the bonus: 3BV 2 in 3 clicks gives 100 + round(50 x 2/3)', () => {
    const { state, message } = play(board('beginner'), 'reveal 1 2', 'reveal 1 5', 'reveal 5 5');
    expect(finalScore(state)).toBe(133);
    expect(message).toMatch(/Score 133 = 100 base \+ 33 efficiency bonus \(3BV 2, 3 clicks, efficiency 67%\)/);
  });

  it('flags do not count as clicks, and chording past 3BV caps the bonus at 50%', () => {
    const chords = ['reveal 1 1', 'flag 2 2', 'chord 1 1', 'chord 1 2', 'chord 2 1', 'chord 3 2'];
    const { state } = play(board('beginner', centreMine), ...chords);
    expect(state.outcome).toBe('won');
    expect(state.clicks).toBe(5);
    expect(state.bbbv).toBe(8);
    expect(finalScore(state)).toBe(150);
  });

  it('a loss scores base x 0.5 x safe revealed / safe cells', () => {
    expect(finalScore(play(board('beginner'), 'reveal 1 5', 'reveal 1 1').state)).toBe(48); // 50 x 20/21 = 47.6
    expect(finalScore(play(board('expert'), 'reveal 1 5', 'reveal 1 1').state)).toBe(476); // 500 x 20/21
  });

  it('resigning scores the same partial credit, 0 before any reveal', () => {
    expect(finalScore(play(board('beginner'), 'reveal 1 5', 'resign').state)).toBe(48);
    expect(finalScore(play(board('beginner'), 'reveal 1 2', 'resign').state)).toBe(2); // 50 x 1/21
    const start = minesweeper.setup({ difficulty: 'beginner', rows: 9, cols: 9, mines: 10 }, 'quit');
    const { state, message } = play(start, 'resign');
    expect(finalScore(state)).toBe(0);
    expect(minesweeper.summary(state).outcome).toBe('resigned');
    expect(message).toMatch(/^You resigned\. Score 0/);
  });

  it('while playing, the score is what resigning would earn, and messages give the gain', () => {
    const { state, message } = play(board('beginner'), 'reveal 1 2', 'reveal 1 5');
    expect(minesweeper.summary(state)).toEqual({ status: 'playing', outcome: null, score: 48 });
    expect(message).toMatch(/20\/21 safe cells revealed; score 48 \(\+46\)\./);
  });
});
