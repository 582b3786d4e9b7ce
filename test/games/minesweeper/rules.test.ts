import { describe, expect, it } from 'vitest';
import { fromPicture, play, rejected, symbols } from './helpers.ts';

/*
 * The flood board. Its neighbour counts, worked out by hand:
 *   * 1 . . .
 *   1 1 . . .
 *   . . 1 2 2
 *   . . 2 * *
 *   . . 2 * 3
 */
const floodPicture = ['*....', '.....', '.....', '...**', '...*.'];

/*
 * The chord board:   * 1 .
 *                    1 1 .
 *                    . . .
 */
const chordPicture = ['*..', '...', '...'];

describe('flood opening', () => {
  it('opens the connected blank area and its numbered border, and nothing else', () => {
    const { state, message } = play(fromPicture(floodPicture), 'reveal 1 5');
    expect(symbols(state)).toEqual(['#1...', '11...', '..122', '..2##', '..2##']);
    expect(state.safeOpened).toBe(20);
    expect(state.clicks).toBe(1);
    expect(message).toMatch(/^Revealed 1 5: \.; 20 safe cells opened\./);
  });

  it('opens a single number without flooding', () => {
    const { state } = play(fromPicture(floodPicture), 'reveal 4 3');
    expect(symbols(state)).toEqual(['#####', '#####', '#####', '##2##', '#####']);
    expect(state.safeOpened).toBe(1);
  });

  it('never opens a flagged cell, even a blank one inside the area', () => {
    const { state } = play(fromPicture(floodPicture), 'flag 2 4', 'reveal 1 5');
    expect(symbols(state)).toEqual(['#1...', '11.F.', '..122', '..2##', '..2##']);
    expect(state.safeOpened).toBe(19);
  });

  it('floods a whole expert-sized blank board without recursion trouble', () => {
    const picture = Array.from({ length: 30 }, (_, row) => (row === 29 ? '*' + '.'.repeat(39) : '.'.repeat(40)));
    const { state } = play(fromPicture(picture), 'reveal 1 40');
    expect(state.safeOpened).toBe(30 * 40 - 1);
    expect(state.outcome).toBe('won');
  });

  it('wins when the last safe cell opens, flags optional', () => {
    const { state, message } = play(fromPicture(floodPicture), 'reveal 1 5', 'reveal 5 5');
    expect(state.status).toBe('over');
    expect(state.outcome).toBe('won');
    expect(message).toMatch(/you won!/);
  });

  it('loses on a mine', () => {
    const { state, message } = play(fromPicture(floodPicture), 'reveal 1 5', 'reveal 4 4');
    expect(state.outcome).toBe('lost');
    expect(state.exploded).toEqual([3 * 5 + 3]);
    expect(message).toMatch(/Boom: 4 4 was a mine\. You lost\./);
  });
});

describe('reveal and flag refusals', () => {
  const opened = play(fromPicture(floodPicture), 'reveal 1 5', 'flag 4 4').state;

  it('refuses to reveal a flagged cell and says to unflag', () => {
    expect(rejected(opened, 'reveal 4 4')).toMatch(/4 4 is flagged.*'unflag 4 4'/);
  });

  it('refuses to reveal a revealed number and suggests chord', () => {
    expect(rejected(opened, 'reveal 3 4')).toMatch(/3 4 is already revealed \(2\).*'chord 3 4'/);
    expect(rejected(opened, 'open 1 4')).toMatch(/already revealed \(\.\)/);
  });

  it('refuses flags on flags or revealed cells, and unflag without a flag', () => {
    expect(rejected(opened, 'flag 4 4')).toMatch(/already flagged.*'unflag 4 4'/);
    expect(rejected(opened, 'f 3 4')).toMatch(/3 4 is revealed \(2\); only hidden/);
    expect(rejected(opened, 'unflag 5 5')).toMatch(/5 5 has no flag to remove \(it is hidden\)/);
  });

  it('refuses unknown commands, listing the valid ones', () => {
    expect(rejected(opened, 'dig 1 1')).toMatch(/Unknown command "dig 1 1"\. Valid commands: reveal <row> <col>/);
  });

  it('refuses missing or off-board coordinates, row first', () => {
    expect(rejected(opened, 'reveal 3')).toMatch(/needs a row and a column, row first/);
    expect(rejected(opened, 'reveal 6 1')).toMatch(/Row 6, column 1 is off the board: rows go from 1 to 5/);
    expect(rejected(opened, 'mode sweep')).toMatch(/'mode' needs 'flag' or 'reveal'/);
  });

  it('reads the other coordinate spellings and aliases', () => {
    for (const command of ['reveal 5,5', 'click (5, 5)', 'r r5c5', 'open row 5 col 5', 'R 5 5']) {
      expect(play(opened, command).state.outcome).toBe('won');
    }
  });

  it('changes nothing when a command is refused', () => {
    const before = JSON.stringify(opened);
    for (const command of ['reveal 4 4', 'flag 3 4', 'chord 1 4', 'xyz', 'reveal 0 0']) rejected(opened, command);
    expect(JSON.stringify(opened)).toBe(before);
  });

  it('refuses every command once the game is over', () => {
    const over = play(opened, 'resign').state;
    expect(rejected(over, 'reveal 5 5')).toMatch(/The game is over \(resigned\).*'finish'/);
    expect(rejected(over, 'mode flag')).toMatch(/game is over/);
  });
});

describe('chord', () => {
  const started = play(fromPicture(chordPicture), 'reveal 2 2').state;

  it('with the right flag opens every other hidden neighbour, flooding blanks', () => {
    expect(symbols(started)).toEqual(['###', '#1#', '###']);
    const { state, message } = play(started, 'flag 1 1', 'chord 2 2');
    expect(symbols(state)).toEqual(['F1.', '11.', '...']);
    expect(state.outcome).toBe('won');
    expect(state.clicks).toBe(2);
    expect(message).toMatch(/^Chorded 2 2, revealing 1 2, 1 3, 2 1, 2 3, 3 1, 3 2, 3 3; 7 safe cells opened/);
  });

  it('with a wrong flag hits the mine and shows the wrong flag', () => {
    const { state, message } = play(started, 'flag 1 2', 'chord 2 2');
    expect(state.outcome).toBe('lost');
    expect(state.exploded).toEqual([0]);
    expect(symbols(state)).toEqual(['X!.', '11.', '...']);
    expect(message).toMatch(/Boom: 1 1 was a mine/);
  });

  it('needs exactly as many flags as the number', () => {
    expect(rejected(started, 'chord 2 2')).toMatch(/2 2 shows 1 but has 0 flagged neighbours; chord needs exactly 1/);
    const twoFlags = play(started, 'flag 1 1', 'flag 1 2').state;
    expect(rejected(twoFlags, 'chord 2 2')).toMatch(/has 2 flagged neighbours/);
  });

  it('works only on a revealed number with something left to open', () => {
    expect(rejected(started, 'chord 1 1')).toMatch(/chord works on a revealed number, but 1 1 is hidden/);
    const opened = play(fromPicture(floodPicture), 'reveal 1 5', 'flag 4 4', 'flag 5 4').state;
    expect(rejected(opened, 'chord 1 3')).toMatch(/shows \. \(no neighbouring mines\)/);
    expect(rejected(opened, 'chord 4 3')).toMatch(/Nothing to open around 4 3/);
  });
});

describe('click mode', () => {
  it('switches without being a turn', () => {
    const start = fromPicture(floodPicture);
    const { state } = play(start, 'mode flag');
    expect(state.mode).toBe('flag');
    expect({ ...state, mode: 'reveal' }).toEqual(start);
    expect(play(state, 'mode reveal').state.mode).toBe('reveal');
  });
});
