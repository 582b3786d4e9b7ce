import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import type { MinesweeperView } from '../../../src/games/minesweeper/view.ts';
import { footText } from '../../../src/games/minesweeper/board.ts';
import { fromPicture, play } from './helpers.ts';

const floodPicture = ['*....', '.....', '.....', '...**', '...*.'];
const text = (state: Parameters<typeof minesweeper.renderText>[0]) => minesweeper.renderText(state, 0);
const boardView = (state: Parameters<typeof minesweeper.view>[0]) => minesweeper.view(state, 0) as MinesweeperView;

describe('the text board', () => {
  const playing = play(fromPicture(floodPicture), 'reveal 1 5', 'flag 4 4').state;

  it('shows only what the player knows while playing', () => {
    expect(text(playing)).toBe(
      [
        'Custom 5x5, 4 mines. Mines 4, flags 1, mines left 3. 20/21 safe cells revealed, 1 click, score so far 30, click mode reveal.',
        '     1  2  3  4  5',
        '  1  #  1  .  .  .  1',
        '  2  1  1  .  .  .  2',
        '  3  .  .  1  2  2  3',
        '  4  .  .  2  F  #  4',
        '  5  .  .  2  #  #  5',
        '     1  2  3  4  5',
        'Legend: # hidden, F flag, . no neighbouring mines, 1-8 neighbouring mines. Coordinates: row first, then column.',
      ].join('\n'),
    );
  });

  it('shows mines, the mine hit and wrong flags after a loss', () => {
    const lost = play(playing, 'flag 5 5', 'reveal 1 1').state;
    expect(text(lost)).toBe(
      [
        'Custom 5x5, 4 mines. Game over, you hit a mine. 20/21 safe cells revealed. Score 30 = 63 x 0.5 x 20/21 safe cells revealed (3BV 2, 2 clicks). ' +
          'You revealed 2 times (reveal and chord, the safe first reveal included); 0 were forced guesses (no hidden cell was provably safe), ' +
          '1 other was a guess (that cell was not provably safe, though another was).',
        '     1  2  3  4  5',
        '  1  X  1  .  .  .  1',
        '  2  1  1  .  .  .  2',
        '  3  .  .  1  2  2  3',
        '  4  .  .  2  F  *  4',
        '  5  .  .  2  *  !  5',
        '     1  2  3  4  5',
        'Legend: # hidden, F flag, . no neighbouring mines, 1-8 neighbouring mines, * mine, X the mine revealed, ! flag on a safe cell.',
      ].join('\n'),
    );
  });

  it('keeps two-digit columns aligned over their cells on a 30-column board', () => {
    const start = minesweeper.setup({ difficulty: 'expert', rows: 16, cols: 30, mines: 99 }, 'wide');
    const lines = text(play(start, 'flag 16 30').state).split('\n');
    expect(lines[1]!.endsWith(' 28 29 30')).toBe(true);
    expect(lines[17]).toBe(' 16' + '  #'.repeat(29) + '  F  16');
    expect(lines[17]!.lastIndexOf('F')).toBe(lines[1]!.lastIndexOf('0'));
    expect(lines[18]).toBe(lines[1]);
  });
});

describe('the JSON board and next()', () => {
  it('hides mines and 3BV while playing and offers click commands', () => {
    const state = play(fromPicture(floodPicture), 'reveal 1 5', 'flag 4 4', 'flag 4 5').state;
    const view = boardView(state);
    expect(view.bbbv).toBeNull();
    expect(view.efficiency).toBeNull();
    expect(view.minesLeft).toBe(2);
    expect(view.cells.flat().map((cell) => cell.symbol).join('')).toBe('#1...11.....122..2FF..2##');
    expect(view.cells[0]![0]).toEqual({ id: 'r1c1', row: 1, col: 1, symbol: '#', click: 'reveal 1 1', altClick: 'flag 1 1' });
    expect(view.cells[3]![3]).toMatchObject({ click: null, altClick: 'unflag 4 4' });
    expect(view.cells[2]![3]!.click).toBe(null); // 3 4 shows 2 with 2 flags but nothing hidden around it
    expect(view.cells[2]![2]!.click).toBe(null); // 3 3 shows 1 with 1 flag, nothing hidden either
    expect(view.cells[3]![2]!.click).toBe(null); // 4 3 shows 2 but has only 1 flag
    const flagMode = boardView(play(state, 'mode flag', 'flag 5 4').state);
    expect(flagMode.mode).toBe('flag');
    expect(flagMode.cells[4]![4]!.click).toBe('flag 5 5');
    expect(flagMode.cells[4]![3]!.click).toBe('unflag 5 4');
  });

  it('offers chord on a number whose flags are all placed', () => {
    const state = play(fromPicture(['*..', '...', '...']), 'reveal 2 2', 'flag 1 1').state;
    expect(boardView(state).cells[1]![1]!.click).toBe('chord 2 2');
  });

  it('reports 3BV, clicks and efficiency at the end', () => {
    const won = play(fromPicture(floodPicture), 'reveal 1 2', 'reveal 1 5', 'reveal 5 5').state;
    const view = boardView(won);
    expect(view).toMatchObject({ status: 'over', outcome: 'won', bbbv: 2, clicks: 3, score: 84 }); // 63 + round(31.5 x 2/3)
    expect(view.efficiency).toBeCloseTo(2 / 3);
    expect(view.cells.flat().every((cell) => cell.click === null)).toBe(true);
    expect(minesweeper.next(won, 0)).toMatch(/game is over \(won, score 84\).*'finish' with a rating/);
  });

  it('keeps the 3BV off a concealed board (a daily deal whose day is on), efficiency included: it is 3BV / clicks', () => {
    const won = play(fromPicture(floodPicture), 'reveal 1 2', 'reveal 1 5', 'reveal 5 5').state;
    const concealed = minesweeper.view(won, 0, { conceal: true }) as MinesweeperView;
    expect(concealed).toMatchObject({ status: 'over', outcome: 'won', clicks: 3, score: 84, bbbv: null, efficiency: null, guesses: null });
    expect(minesweeper.renderText(won, 0, { conceal: true })).not.toMatch(/3BV|efficiency/);
  });

  it("the browser board's foot line says how the game ended and leaves a concealed board's 3BV out", () => {
    const won = play(fromPicture(floodPicture), 'reveal 1 2', 'reveal 1 5', 'reveal 5 5').state;
    expect(footText(boardView(won))).toMatch(/^Cleared! 21\/21 safe cells open · 3 clicks · 3BV 2 · efficiency 67% · guesses: .* · score 84$/);
    const concealed = footText(minesweeper.view(won, 0, { conceal: true }) as MinesweeperView);
    expect(concealed).toBe('Cleared! 21/21 safe cells open · 3 clicks · score 84');
    const resigned = play(fromPicture(floodPicture), 'reveal 1 5', 'resign').state;
    expect(footText(boardView(resigned))).toMatch(/^Resigned\. 20\/21 safe cells open · 1 click · 3BV 2 · /);
    const lost = play(fromPicture(floodPicture), 'reveal 1 1').state;
    expect(footText(boardView(lost))).toMatch(/^Boom\. /);
  });

  it('tells the player what to do next', () => {
    const start = minesweeper.setup({ difficulty: 'expert', rows: 16, cols: 30, mines: 99 }, 'next');
    expect(minesweeper.next(start, 0)).toMatch(/'reveal 8 15'.*always safe/);
    const after = play(fromPicture(floodPicture), 'reveal 1 5').state;
    expect(minesweeper.next(after, 0)).toMatch(/'reveal <row> <col>'.*1 safe cell still hidden, 4 mines unflagged/);
  });
});
