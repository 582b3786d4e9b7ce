import { describe, expect, it } from 'vitest';
import { californiaDouble as game, type CaliforniaState } from '../../../src/games/california-solitaire/index.ts';
import type { RedealOption } from '../../../src/games/california-solitaire/state.ts';
import { build, cardsOfSide } from './helpers.ts';

/** Both seats played by the bot, seat A first each round, until the game ends. */
function botGame(seed: string, redeals: RedealOption) {
  let state: CaliforniaState = game.setup({ redeals }, seed);
  const log: string[] = [];
  for (let round = 0; state.status === 'playing'; round++) {
    if (round > 5000) throw new Error('the bots did not finish');
    let moved = false;
    for (const seat of [0, 1]) {
      if (state.status !== 'playing') break;
      const command = game.botCommand!(state, seat);
      if (command === null) continue;
      const result = game.apply(state, command, { seat, now: 0, seen: state.commandCount });
      if (!result.ok) throw new Error(`bot ${seat} sent '${command}': ${result.error}`);
      state = result.value.state;
      log.push(`${seat}:${command}`);
      moved = true;
    }
    if (!moved && state.status === 'playing') throw new Error('both bots idle while the game is playing');
  }
  return { state, log };
}

describe('the built-in opponent', () => {
  it('plays full double games against itself to the end, never misplaying, the same way every time', () => {
    const outcomes = new Set<string>();
    for (const [seed, redeals] of [['b1', '0'], ['b2', '0'], ['b3', '1'], ['b4', 'unlimited'], ['b5', 'unlimited']] as const) {
      const first = botGame(seed, redeals);
      const again = botGame(seed, redeals);
      expect(again.log).toEqual(first.log);
      expect(again.state).toEqual(first.state);
      expect(first.state.status).toBe('over');
      expect(first.state.endReason).not.toMatch(/misplayed|resigned/);
      for (const seat of [0, 1]) expect(new Set(cardsOfSide(first.state, seat)).size).toBe(52);
      if (first.state.winner !== null) {
        const winner = first.state.sides[first.state.winner]!;
        expect(winner.placed).toBeGreaterThanOrEqual(first.state.sides[1 - first.state.winner]!.placed);
      }
      outcomes.add(first.state.endReason!.replace(/\(.*\)|seat [AB]/g, ''));
      expect(game.botCommand!(first.state, 0)).toBeNull();
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('puts a card on a tower first, then bares a wanted card, then draws', () => {
    const towerFirst = build({ double: true, sides: [{ stacks: [['Kc'], ['9d'], [], []], waste: ['Ah'] }, { stacks: [['Kh']] }] });
    expect(game.botCommand!(towerFirst, 0)).toBe('move waste f2');
    const bare = build({ double: true, sides: [{ stacks: [['Kc'], ['As', '8d'], ['5h'], ['6c']], waste: ['2c'] }, { stacks: [['Kh']] }] });
    expect(game.botCommand!(bare, 0)).toBe('move s2 s1');
    const draw = build({ double: true, sides: [{ stacks: [['Kc'], ['Kd'], ['5h', '4s'], ['6c', '3d']], waste: ['7s'] }, { stacks: [['Kh']] }] });
    expect(game.botCommand!(draw, 0)).toBe('draw');
  });

  it('shuffles its stacks when the deck is spent and a shuffle reaches a tower', () => {
    // 5♠ (the card f1 wants) lies under 4♦, 3♣ and 2♥: the bot must park them on the other stacks first.
    const state = build({
      double: true,
      towers: { f1: [['As', 0, 0], ['2s', 0, 1], ['3s', 0, 2], ['4s', 0, 3]] },
      sides: [{ stacks: [['5s', '4d', '3c', '2h'], ['Kd'], ['Ks', '9c'], ['Qc', 'Jd']], waste: [], deck: [] }, { stacks: [['Kh']], deck: ['Ad'] }],
    });
    let current = state;
    const sent: string[] = [];
    while (current.towers[0]!.cards.length === 4) {
      const command = game.botCommand!(current, 0);
      expect(command).not.toBeNull();
      sent.push(command!);
      const result = game.apply(current, command!, { seat: 0, now: 0 });
      expect(result.ok).toBe(true);
      current = (result as { ok: true; value: { state: CaliforniaState } }).value.state;
      expect(sent.length).toBeLessThan(10);
    }
    expect(sent.at(-1)).toBe('move s1 f1');
  });
});
