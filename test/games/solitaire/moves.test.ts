import { describe, expect, it } from 'vitest';
import { apply, play, position, rejected } from './support.ts';

describe('tableau moves', () => {
  const base = position({
    tableau: ['(4c) 9s 8h 7c', '(2d) 9h', '', 'Ks Qh', '(Jd) 10d', '5c', '(3h) 8d'],
    stock: 'Ac 2c',
  });

  it('puts a card on one rank higher of the opposite colour', () => {
    const { state, message } = play(base, 'move t1 t7');
    expect(state.tableau[6]!.up.map(String)).toEqual(['8d', '7c']);
    expect(state.tableau[0]!.up).toEqual(['9s', '8h']);
    expect(message).toMatch(/Moved 7♣ from t1 to t7/);
    expect(state.actions).toBe(1);
  });

  it('rejects a same-colour or wrong-rank card and says what the pile takes', () => {
    expect(rejected(base, 'move t6 t7')).toMatch(/5♣ cannot go on t7|t7 takes a black 7/);
    expect(rejected(base, 'move t2 t4')).toMatch(/t4 takes a black J \(on Q♥\)/);
  });

  it('moves a run with an explicit count', () => {
    const state = play(base, 'move t1 t5 3').state;
    expect(state.tableau[4]!.up).toEqual(['Td', '9s', '8h', '7c']);
    expect(state.tableau[0]).toEqual({ down: [], up: ['4c'] });
  });

  it('finds the run that fits when the count is left out', () => {
    const state = play(base, 't1 t5').state;
    expect(state.tableau[4]!.up).toEqual(['Td', '9s', '8h', '7c']);
  });

  it('rejects a count that does not fit or is out of range', () => {
    expect(rejected(base, 'move t1 t5 2')).toMatch(/8♥ cannot go on t5/);
    expect(rejected(base, 'move t1 t5 4')).toMatch(/count must be 1-3/);
    expect(rejected(base, 'move t1 t3')).toMatch(/No face-up card of t1 .*fits on t3: t3 takes a King/);
  });

  it('lets only a King or a King-run into an empty pile', () => {
    const state = play(base, 'move t4 t3').state;
    expect(state.tableau[2]!.up).toEqual(['Ks', 'Qh']);
    expect(state.tableau[3]).toEqual({ down: [], up: [] });
    expect(rejected(base, 'move t2 t3')).toMatch(/takes a King/);
  });

  it('turns over a newly exposed face-down card for +5', () => {
    const start = position({ tableau: ['(4c) 9s', '(Qc) (2d) 8h'] });
    const { state, message } = play(start, 'move t2 t1');
    expect(state.tableau[1]).toEqual({ down: ['Qc'], up: ['2d'] });
    expect(state.points).toBe(5);
    expect(message).toMatch(/turned over 2♦ in t2\. \+5/);
  });

  it('accepts m, move, and no verb at all', () => {
    const a = play(base, 'm t1 t7').state;
    const b = play(base, 'move t1 t7').state;
    const c = play(base, 't1 t7').state;
    expect(a).toEqual(b);
    expect(c).toEqual(b);
  });
});

describe('foundations', () => {
  const base = position({
    tableau: ['(Kc) Ah', '2s', '(5d) 3h', '9c 8d', 'Ks'],
    foundations: [1, 1, 0, 0],
    waste: 'Ad',
  });

  it("'f' picks the suit's foundation, +10", () => {
    const { state, message } = play(base, 'move t2 f');
    expect(state.foundations[0]).toEqual(['As', '2s']);
    expect(state.points).toBe(10);
    expect(message).toMatch(/Moved 2♠ from t2 to f1 \(foundation\)\. \+10/);
    const fromWaste = play(base, 'move waste f').state;
    expect(fromWaste.foundations[2]).toEqual(['Ad']);
    expect(fromWaste.points).toBe(10);
  });

  it('accepts f1-f4 when it is the right suit and says which one otherwise', () => {
    expect(play(base, 'move t2 f1').state.foundations[0]).toHaveLength(2);
    expect(rejected(base, 'move t2 f2')).toMatch(/f2 is the ♥ foundation; 2♠ goes to f1 \(or just use f\)/);
  });

  it('takes one card at a time, in suit order', () => {
    expect(rejected(base, 'move t3 f')).toMatch(/3♥ cannot go to f2 yet: that foundation needs 2♥ next/);
    expect(rejected(base, 'move t4 f 2')).toMatch(/one card at a time/);
  });

  it('gives a foundation top back to the tableau for -15', () => {
    expect(rejected(base, 'move f1 t4')).toMatch(/A♠ cannot go on t4: t4 takes a black 7 \(on 8♦\)/);
    const { state, message } = play(position({ tableau: ['3s'], foundations: [0, 2, 0, 0], points: 40 }), 'move f2 t1');
    expect(state.tableau[0]!.up).toEqual(['3s', '2h']);
    expect(state.foundations[1]).toEqual(['Ah']);
    expect(state.points).toBe(25);
    expect(state.actions).toBe(1);
    expect(message).toMatch(/Moved 2♥ from f2 to t1\. -15/);
  });

  it('never moves a card between foundations', () => {
    expect(rejected(base, 'move f1 f2')).toMatch(/foundation/);
  });
});

describe('naming cards', () => {
  const base = position({
    tableau: ['(4c) Ts 9h 8c', 'Jh', 'Kd', '(2s) 7d', 'Tc'],
    waste: '5c 9d',
    foundations: [1, 0, 0, 0],
  });

  it('accepts rank/suit variants: t, 10, symbols, any case', () => {
    for (const name of ['Ts', 'ts', '10s', '10♠', 'T♠', 'tS']) {
      const { state } = play(base, `move ${name} t2`);
      expect(state.tableau[1]!.up).toEqual(['Jh', 'Ts', '9h', '8c']);
    }
  });

  it('moves the run from a card inside a tableau run', () => {
    const { state, message } = play(base, 'move 9h t5');
    expect(state.tableau[4]!.up).toEqual(['Tc', '9h', '8c']);
    expect(state.tableau[0]!.up).toEqual(['Ts']);
    expect(message).toMatch(/Moved 9♥ 8♣ from t1 to t5/);
  });

  it('moves the waste top by name, onto a destination named by its top card', () => {
    const { state } = play(base, '9d Tc');
    expect(state.tableau[4]!.up).toEqual(['Tc', '9d']);
    expect(state.waste).toEqual(['5c']);
    expect(state.points).toBe(5);
    expect(rejected(base, '9d 9h')).toMatch(/9♥ is not the top card of a pile/);
  });

  it('rejects a card that is not face-up, without telling where it is', () => {
    const error = rejected(base, 'move 4c t3');
    expect(error).toMatch(/4♣ is not a face-up card you can move/);
    expect(error).toMatch(/Face-up cards: waste 9♦; t1: 10♠ 9♥ 8♣; t2: J♥; t3: K♦; t4: 7♦; t5: 10♣; f1: A♠/);
    expect(rejected(base, 'move 5c t1')).toMatch(/5♣ is not a face-up card/);
  });

  it('rejects a count that does not match the named card', () => {
    expect(rejected(base, 'move 9h t3 1')).toMatch(/9♥ heads 2 cards in t1 \(9♥ 8♣\); leave out the count or use 2/);
  });
});

describe('bad commands', () => {
  const base = position({ tableau: ['Ks'], stock: '2c' });
  it('lists the valid commands for an unknown command', () => {
    expect(rejected(base, 'jump')).toMatch(/Unknown command 'jump'. Valid commands: draw/);
    // Quoted whole, the words that mean nothing to a move ('to', 'on') included.
    expect(rejected(base, '  fly me to the moon ')).toMatch(/Unknown command 'fly me to the moon'\./);
    expect(rejected(base, 'draw 3')).toMatch(/takes no arguments/);
    expect(rejected(base, 'move t9 t1')).toMatch(/'t9' is not a pile or a card/);
    expect(rejected(base, 'move t1 t2 x')).toMatch(/not a count/);
    expect(rejected(base, 'move stock t1')).toMatch(/send 'draw'/);
  });

  it('leaves the state untouched when rejecting', () => {
    const copy = structuredClone(base);
    for (const command of ['jump', 'move t1 f', 'recycle', 'move waste t1', 'deselect x']) {
      expect(apply(base, command).ok).toBe(false);
    }
    expect(base).toEqual(copy);
  });
});
