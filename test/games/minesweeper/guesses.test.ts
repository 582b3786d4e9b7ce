import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import type { MinesweeperOptions } from '../../../src/games/minesweeper/options.ts';
import type { MinesweeperState } from '../../../src/games/minesweeper/state.ts';
import type { MinesweeperView } from '../../../src/games/minesweeper/view.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { fromPicture, play } from './helpers.ts';

const viewOf = (state: MinesweeperState) => minesweeper.view(state, 0) as MinesweeperView;

describe('counting guesses', () => {
  // The 1s in column 3 see the two right-hand cells alike: a true 50/50.
  const fiftyFifty = ['...*', '....'];

  it('counts a reveal with no provably safe cell as a forced guess', () => {
    const { state, message } = play(fromPicture(fiftyFifty), 'reveal 1 1', 'reveal 2 4');
    expect(state.outcome).toBe('won');
    expect([state.forcedGuesses, state.otherGuesses]).toEqual([1, 0]);
    expect(message).toMatch(/You revealed 2 times .*; 1 was a forced guess \(no hidden cell was provably safe\), 0 others were guesses/);
  });

  it('counts a chord that opens an unproven cell too', () => {
    const { state } = play(fromPicture(fiftyFifty), 'reveal 1 1', 'flag 1 4', 'chord 1 3');
    expect(state.outcome).toBe('won');
    expect([state.forcedGuesses, state.otherGuesses]).toEqual([1, 0]);
  });

  it('tells a guess from a forced one: a cell was provable elsewhere', () => {
    // One mine in all, among 1 4 and 2 4: the mine count makes 1 5 and 2 5 safe.
    const start = play(fromPicture(['...*.', '.....']), 'reveal 1 1').state;
    const guessed = play(start, 'reveal 2 4').state;
    expect([guessed.forcedGuesses, guessed.otherGuesses]).toEqual([0, 1]);
    // 2 4 shows 1, so 1 4 is the mine; the rest are proven.
    const { state } = play(guessed, 'reveal 1 5', 'reveal 2 5');
    expect(state.outcome).toBe('won');
    expect([state.clicks, state.forcedGuesses, state.otherGuesses]).toEqual([4, 0, 1]);
    expect(viewOf(state).guesses).toEqual({ reveals: 4, forced: 0, other: 1 });
  });

  it('counts nothing for proven reveals, and not the first reveal', () => {
    const proven = play(fromPicture(['...*.', '.....']), 'reveal 1 1', 'reveal 1 5', 'reveal 2 5').state;
    expect([proven.clicks, proven.forcedGuesses, proven.otherGuesses]).toEqual([3, 0, 0]);
    // The new 1s see 1 4 and 2 4 alike too: the last cell is a forced guess.
    const { state } = play(proven, 'reveal 2 4');
    expect(state.outcome).toBe('won');
    expect([state.forcedGuesses, state.otherGuesses]).toEqual([1, 0]);
  });

  it('counts the losing reveal', () => {
    const { state, message } = play(fromPicture(['...*.', '.....']), 'reveal 1 1', 'reveal 1 4');
    expect(state.outcome).toBe('lost');
    expect([state.forcedGuesses, state.otherGuesses]).toEqual([0, 1]);
    expect(message).toMatch(/You revealed 2 times .*0 were forced guesses .*, 1 other was a guess/);
  });
});

/** Random games (the reveals chosen among hidden cells, so some lose); every state along the way. */
function randomGames(options: MinesweeperOptions, games: number): MinesweeperState[] {
  const states: MinesweeperState[] = [];
  for (let game = 0; game < games; game++) {
    const random = Random.fromSeed(`hidden-${game}`);
    let state = minesweeper.setup(options, `hidden-${game}`);
    for (let move = 0; move < 40 && state.status === 'playing'; move++) {
      const hidden = [...state.covers].flatMap((cover, cell) => (cover === '#' ? [cell] : []));
      const cell = hidden[random.int(hidden.length)]!;
      const verb = random.int(6) === 0 ? 'flag' : 'reveal';
      state = play(state, `${verb} ${Math.floor(cell / options.cols) + 1} ${(cell % options.cols) + 1}`).state;
      states.push(state);
    }
  }
  return states;
}

describe('the guess counts stay hidden while playing', () => {
  const boards: MinesweeperOptions[] = [
    { difficulty: 'beginner', rows: 9, cols: 9, mines: 10 },
    { difficulty: 'custom', rows: 8, cols: 8, mines: 12, no_guess: true },
  ];
  const states = boards.flatMap((options) => randomGames(options, 15));

  it('are in no field of the text board, the JSON board or next() until the game is over', () => {
    const playing = states.filter((state) => state.status === 'playing');
    expect(playing.some((state) => state.forcedGuesses + state.otherGuesses > 0)).toBe(true);
    for (const state of playing) {
      // The option's own name is in the title of a no-guess board; nothing else may speak of guesses.
      const text = minesweeper.renderText(state, 0).replace(', no-guess', '');
      const json = JSON.stringify(viewOf(state)).replace(', no-guess', '');
      expect(text).not.toMatch(/guess|revealed \d+ times/i);
      expect(json).toContain('"guesses":null');
      expect(json.replace('"guesses":null', '')).not.toMatch(/guess|forced/i);
      expect(minesweeper.next(state, 0)).not.toMatch(/guess|forced/i);
    }
  });

  it('are shown in the text board, the JSON board and next() once it is over', () => {
    const over = states.filter((state) => state.status === 'over');
    expect(over.length).toBeGreaterThan(5);
    for (const state of over) {
      const line = `You revealed ${state.clicks} time${state.clicks === 1 ? '' : 's'}`;
      expect(minesweeper.renderText(state, 0)).toContain(line);
      expect(minesweeper.next(state, 0)).toContain(line);
      expect(viewOf(state).guesses).toEqual({ reveals: state.clicks, forced: state.forcedGuesses, other: state.otherGuesses });
    }
    const resigned = play(minesweeper.setup(boards[0]!, 'resign'), 'reveal 5 5', 'resign');
    expect(resigned.message).toMatch(/You revealed 1 time .*0 were forced guesses/);
  });
});

describe('a game stored before the counts were kept', () => {
  it('counts from 0 instead of failing', () => {
    const { forcedGuesses, otherGuesses, ...old } = play(fromPicture(['...*', '....']), 'reveal 1 1').state;
    const { state } = play(old as MinesweeperState, 'reveal 2 4');
    expect([state.forcedGuesses, state.otherGuesses]).toEqual([1, 0]);
    expect(viewOf(state).guesses).toEqual({ reveals: 2, forced: 1, other: 0 });
    expect(forcedGuesses + otherGuesses).toBe(0);
  });
});
