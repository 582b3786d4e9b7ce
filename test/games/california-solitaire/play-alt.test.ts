import { describe, expect, it } from 'vitest';
import { build, must, refused } from './helpers.ts';

describe('play (the click): the best place', () => {
  it('is a tower when one takes the card', () => {
    const state = build({ sides: [{ stacks: [['Kc'], [], [], []], waste: ['Ah'] }] });
    expect(must(state, 'Ah').state.towers[1]!.cards).toEqual(['Ah']);
  });

  it('else the stack whose top is the closest rank above the card', () => {
    const state = build({ sides: [{ stacks: [['Kc'], ['9d'], ['Js'], []], waste: ['8h'] }] });
    const played = must(state, 'play 8h');
    expect(played.state.sides[0]!.stacks[1]).toEqual(['9d', '8h']);
    expect(played.message).toBe('Moved 8♥ from the waste to s2.');
  });

  it('else an empty stack; a lone stack card to an empty stack only when nothing else is legal', () => {
    const empty = build({ sides: [{ stacks: [['2c'], ['3d'], [], []], waste: ['9h'] }] });
    expect(must(empty, 'play waste').state.sides[0]!.stacks[2]).toEqual(['9h']);
    const lone = build({ sides: [{ stacks: [['5c'], ['3d'], ['Kd'], []], waste: ['Ah'] }] });
    expect(must(lone, 'play s1').state.sides[0]!.stacks[2]).toEqual(['Kd', '5c']);
    const onlyIdle = build({ sides: [{ stacks: [['Kc'], ['3d'], [], []], waste: ['Ah'] }] });
    expect(must(onlyIdle, 's1').state.sides[0]!.stacks[2]).toEqual(['Kc']);
  });

  it('is refused with the reason when the card has no legal place', () => {
    const state = build({ sides: [{ stacks: [['2c'], ['3d'], ['4s'], ['5h']], waste: ['9h'] }], towers: { f2: ['Ah'] } });
    expect(refused(state, '9h')).toMatch(/9♥ has no legal place: the ♥ tower takes 2♥, and a stack needs a top higher than 9♥ \(s1 2♣, s2 3♦, s3 4♠, s4 5♥\)/);
  });
});

describe('alt (the shift-click): another legal place', () => {
  const state = build({ sides: [{ stacks: [['Kc'], ['9d'], ['Js'], ['Qh', '6c']], waste: ['8h'] }] });

  it('skips the best place and walks the others in order s1, s2, s3, s4 from just after the card', () => {
    // 8♥ from the waste: best is s2 (9♦); the others in order are s1 (K♣) and s3 (J♠).
    expect(must(state, 'alt 8h').state.sides[0]!.stacks[0]).toEqual(['Kc', '8h']);
    const onS1 = must(state, 'alt 8h').state;
    const next = must(onS1, 'alt 8h').state; // from s1: s2 is the best place from there, so s3
    expect(next.sides[0]!.stacks[2]).toEqual(['Js', '8h']);
    const wrapped = must(next, 'alt 8h').state; // from s3: s4 refuses (6♣), wraps to s1; s2 stays the best
    expect(wrapped.sides[0]!.stacks[0]).toEqual(['Kc', '8h']);
  });

  it('uses the only legal place when there is no other', () => {
    const single = build({ sides: [{ stacks: [['2c'], ['3d'], ['4s'], ['5h']], waste: ['9h'] }], towers: { f2: ['Ah'] } });
    const only = build({ sides: [{ stacks: [['Ac'], ['2c'], ['Ad'], ['2s']], waste: ['2h'] }], towers: { f2: ['Ah'] } });
    expect(must(only, 'alt 2h').state.towers[1]!.cards).toEqual(['Ah', '2h']);
    expect(refused(single, 'alt 9h')).toMatch(/has no legal place/);
  });

  it('sends a card that could go on a tower to a stack instead', () => {
    const towerFirst = build({ sides: [{ stacks: [['Kc'], ['3d'], [], []], waste: ['2h'] }], towers: { f2: ['Ah'] } });
    expect(must(towerFirst, '2h').state.towers[1]!.cards).toEqual(['Ah', '2h']);
    expect(must(towerFirst, 'alt 2h').state.sides[0]!.stacks[0]).toEqual(['Kc', '2h']);
  });
});
