import { describe, expect, it } from 'vitest';
import { arrangeSolvable, replayClears } from '../../../src/games/mahjong-solitaire/deal.ts';
import { freeTiles, presentTiles } from '../../../src/games/mahjong-solitaire/layout.ts';
import { fullSet } from '../../../src/games/mahjong-solitaire/tiles.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { apply, at, game, randomPlay } from './helpers.ts';

const sorted = (faces: readonly (string | null)[]): string[] => faces.filter((f): f is string => f !== null).sort();

describe('deals', () => {
  it('deal the full set and can be cleared by replaying the stored order (many seeds)', () => {
    // Each deal is solved once to be dealt: a dozen seeds keep this quick.
    for (let seed = 0; seed < 12; seed++) {
      const state = game.setup({}, `deal-${seed}`);
      expect(sorted(state.faces)).toEqual(fullSet().sort());
      expect(state.plan).toHaveLength(72);
      expect(replayClears(state.faces, state.plan!)).toBe(true);
    }
  });

  it('are deterministic in the seed', () => {
    expect(game.setup({}, 'same')).toEqual(game.setup({}, 'same'));
    expect(game.setup({}, 'same').faces).not.toEqual(game.setup({}, 'other').faces);
  });

  it('replay refuses an order with a covered, blocked or mismatched step', () => {
    const state = game.setup({}, 'replay');
    const order = state.plan!;
    expect(replayClears(state.faces, order.slice().reverse())).toBe(false);
    expect(replayClears(state.faces, order.slice(0, -1))).toBe(false);
  });

  it('can rearrange any subset left by play so that it clears', () => {
    for (const seed of ['sub-1', 'sub-2', 'sub-3']) {
      const states = randomPlay(seed, 25);
      const faces = states[states.length - 1]!.faces;
      const positions = presentTiles(faces);
      const arranged = arrangeSolvable(positions, positions.map((t) => faces[t]!), Random.fromSeed(seed));
      expect(arranged).not.toBeNull();
      expect(sorted(arranged!.faces)).toEqual(sorted(faces));
      expect(replayClears(arranged!.faces, arranged!.order)).toBe(true);
    }
  });

  it('reports that no arrangement exists for two tiles stacked on each other', () => {
    expect(arrangeSolvable([at(12, 6, 3), at(13, 7, 4)], ['B1', 'B1'], Random.fromSeed('x'))).toBeNull();
    expect(freeTiles([])).toEqual([]);
  });
});

describe('replay', () => {
  it('gives the same states for the same seed and commands', () => {
    const a = randomPlay('replay-me', 30);
    const b = randomPlay('replay-me', 30);
    expect(b).toEqual(a);
    let state = game.setup({}, 'replay-2');
    const commands = ['hint', 'shuffle', 'hint'];
    for (const command of commands) state = apply(state, command);
    let again = game.setup({}, 'replay-2');
    for (const command of commands) again = apply(again, command);
    expect(again).toEqual(state);
  });
});
