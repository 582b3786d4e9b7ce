import { describe, expect, it } from 'vitest';
import { californiaSolitaire as game } from '../../../src/games/california-solitaire/index.ts';
import { build, must, refused } from './helpers.ts';

describe('towers', () => {
  it('take only an ace when empty, then the next card of their suit', () => {
    const state = build({ sides: [{ stacks: [['5s'], ['2h'], ['Ah'], ['Kd']], waste: ['As'] }] });
    expect(refused(state, 'move s2 f2')).toMatch(/2♥ cannot go on f2: it takes only A♥/);
    const one = must(state, 'move s3 f2');
    expect(one.state.towers[1]!.cards).toEqual(['Ah']);
    expect(one.message).toBe('Moved A♥ from s3 to f2. +10.');
    const two = must(one.state, 'move s2 f');
    expect(two.state.towers[1]!.cards).toEqual(['Ah', '2h']);
  });

  it('hold a single suit: f picks the tower of the card\'s suit, a named tower of another suit refuses', () => {
    const state = build({ sides: [{ stacks: [['5s'], [], [], []], waste: ['Ac'] }] });
    expect(refused(state, 'move waste f1')).toMatch(/A♣ cannot go on f1: it takes only A♠/);
    const placed = must(state, 'waste f');
    expect(placed.state.towers[3]!.cards).toEqual(['Ac']);
  });

  it('never give a card back', () => {
    const state = build({ sides: [{ stacks: [['5s'], [], [], []], waste: ['Kd'] }], towers: { f1: ['As', '2s'] } });
    expect(refused(state, 'move f1 s2')).toMatch(/'f1' is not a source/);
    expect(refused(state, '2s s2')).toMatch(/2♠ is already on a tower/);
  });
});

describe('stacks', () => {
  const state = build({ sides: [{ stacks: [['9c'], ['9h'], ['Qs', '3d'], []], waste: ['8d'] }] });

  it('take a lower card of any suit, refuse an equal or higher rank', () => {
    expect(must(state, 'move waste s1').state.sides[0]!.stacks[0]).toEqual(['9c', '8d']);
    expect(refused(state, 'move s1 s2')).toMatch(/9♣ cannot go on s2: its top card is 9♥, and a stack takes only a lower rank/);
    expect(refused(state, 'm s1 s3')).toMatch(/9♣ cannot go on s3: its top card is 3♦/);
  });

  it('take any card when empty', () => {
    expect(must(state, 'move s3 s4').state.sides[0]!.stacks[3]).toEqual(['3d']);
    expect(must(state, 'Qs s4'.replace('Qs', 's2')).state.sides[0]!.stacks[3]).toEqual(['9h']);
  });

  it('give only their top card, named by place or by card', () => {
    expect(refused(state, 'move Qs s4')).toMatch(/Q♠ is covered in s3; only the top .* Your movable cards are: waste 8♦, s1 9♣, s2 9♥, s3 3♦/);
    expect(must(state, 'move 3♦ s1').state.sides[0]!.stacks[0]).toEqual(['9c', '3d']);
  });

  it('cannot put a card on the waste or on its own stack', () => {
    expect(refused(state, 'move s1 waste')).toMatch(/'waste' is not a destination; <to> is s1-s4, f/);
    expect(refused(state, 'move s1 s1')).toMatch(/already on s1/);
  });
});

describe('deck and waste', () => {
  it('draw turns the top deck card onto the waste', () => {
    const state = build({ sides: [{ stacks: [['Ks'], [], [], []], waste: ['Qh'], deck: ['Ac', '7d'] }] });
    const drawn = must(state, 'd');
    expect(drawn.state.sides[0]!.waste).toEqual(['Qh', '7d']);
    expect(drawn.state.sides[0]!.deck).toEqual(['Ac']);
    expect(drawn.message).toBe('Drew 7♦ onto the waste; 1 left in the deck.');
  });

  it('an empty deck refuses draw and, without the option, redeal', () => {
    const state = build({ sides: [{ stacks: [['Ks'], ['3c'], [], []], waste: ['Qh', '2c'], deck: [] }] });
    expect(refused(state, 'draw')).toMatch(/the deck is empty and no redeal is left/);
    expect(refused(state, 'redeal')).toMatch(/no redeal is left \(this game allows 0\)/);
  });

  it('redeal turns the waste over so the first card drawn comes first again, as often as the option allows', () => {
    const state = build({ redeals: '1', sides: [{ stacks: [['Ks'], ['Kh'], [], []], waste: ['Qh', 'Ac', '9d'], deck: [] }] });
    expect(refused(state, 'draw')).toMatch(/'redeal' turns the waste back over as the deck \(1 left\)/);
    const again = must(state, 'redeal').state;
    expect(again.sides[0]!.deck).toEqual(['9d', 'Ac', 'Qh']);
    expect(again.sides[0]!.waste).toEqual([]);
    expect(must(again, 'draw').state.sides[0]!.waste).toEqual(['Qh']);
    const spent = must(must(must(must(again, 'draw').state, 'draw').state, 'draw').state, 'moves').state;
    expect(refused(spent, 'redeal')).toMatch(/no redeal is left/);
    expect(refused(build({ redeals: '1', sides: [{ stacks: [['Ks']], waste: ['2c'], deck: ['3c'] }] }), 'redeal')).toMatch(/the deck still has 1 cards/);
  });
});

describe('commands', () => {
  const state = build({ sides: [{ stacks: [['Ts'], ['Jh'], [], []], waste: ['9d'] }] });

  it('read cards in every usual spelling', () => {
    for (const text of ['10♠ s2', 'ts s2', 'Ts s2', 'move 10s s2', 'm s1 s2']) {
      expect(must(state, text).state.sides[0]!.stacks[1]).toEqual(['Jh', 'Ts']);
    }
  });

  it('list the valid commands for an unknown one and explain bad arguments', () => {
    expect(refused(state, 'fly me')).toMatch(/'fly me' is not a command\. Valid commands: draw \(d\), redeal, move/);
    expect(refused(state, 'move s1')).toMatch(/move needs a source and a destination/);
    expect(refused(state, 'move s1 f9')).toMatch(/'f9' is not a destination; <to> is s1-s4, f .* or f1-f4/);
    expect(refused(state, 'draw 2')).toMatch(/'draw' takes no arguments/);
  });

  it('moves lists every legal move and changes nothing but the log count', () => {
    const listed = must(state, 'moves');
    expect(listed.message).toContain('move waste s1 — 9♦ from the waste to s1');
    expect(listed.message).toContain('move s1 s2 — 10♠ from s1 to s2');
    expect(listed.message).toContain('draw');
    expect(listed.message).not.toContain('move s2 s1');
    expect({ ...listed.state, commandCount: 0 }).toEqual(state);
  });
});

describe('the end', () => {
  it('is a win when the last card completes the fourth tower, with bonus and speed bonus', () => {
    const all = (suit: string) => 'A23456789TJQK'.split('').map((r) => r + suit);
    const state = build({
      sides: [{ stacks: [['Kc'], [], [], []], deck: [] }],
      towers: { f1: all('s'), f2: all('h'), f3: all('d'), f4: all('c').slice(0, 12) },
    });
    const won = must(state, 'Kc');
    expect(game.summary(won.state)).toEqual({ status: 'over', outcome: 'won', score: 520 + 500 + 2 * 199 });
    expect(won.message).toMatch(/you won/);
    expect(game.next(won.state, 0)).toMatch(/finish/);
    expect(refused(won.state, 'draw')).toMatch(/the game is over/);
  });

  it('comes by itself once no card can reach a tower', () => {
    // The only ace is under K♥; every stack has a king at its bottom, so no stack can ever empty to take the K♥.
    const state = build({ sides: [{ stacks: [['As', 'Kh'], ['Ks'], ['Kd'], ['Kc']], waste: ['Qh'], deck: ['9h'] }] });
    const drawn = must(state, 'draw');
    expect(drawn.state.status).toBe('over');
    expect(drawn.state.outcome).toBe('stuck');
    expect(drawn.message).toMatch(/No card can reach a tower any more/);
  });

  it('does not come while a stack shuffle can still bare a card a tower wants', () => {
    // Q♣ J♦ can go on K♦ one by one, and then K♥ onto the emptied stack bares the A♠.
    const state = build({ sides: [{ stacks: [['As', 'Kh'], ['Qc', 'Jd'], ['Kd'], ['Ks', '5c']], waste: ['Qh'], deck: ['9h'] }] });
    const drawn = must(state, 'draw');
    expect(drawn.state.status).toBe('playing');
  });

  it('resign ends the game and keeps the points', () => {
    const state = build({ sides: [{ stacks: [['Ks'], [], [], []], waste: ['2c'] }], towers: { f4: ['Ac'] } });
    const resigned = must(state, 'resign');
    expect(game.summary(resigned.state)).toEqual({ status: 'over', outcome: 'resigned', score: 10 });
  });
});
