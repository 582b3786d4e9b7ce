import { describe, expect, it } from 'vitest';
import { matchablePairs } from '../../../src/games/mahjong-solitaire/queries.ts';
import { HIDDEN_FACE } from '../../../src/games/mahjong-solitaire/tiles.ts';
import { TILE_COUNT, isCovered, tileId } from '../../../src/games/mahjong-solitaire/layout.ts';
import type { MahjongView } from '../../../src/games/mahjong-solitaire/view.ts';
import { apply, game, randomPlay } from './helpers.ts';

describe('hidden faces', () => {
  it('never show a covered face in the text board, the JSON board or next()', () => {
    const states = ['hide-1', 'hide-2', 'hide-3'].flatMap((seed) => randomPlay(seed, 60));
    const [first] = matchablePairs(states[12]!.faces)[0]!;
    states.push(apply(states[5]!, 'hint'), apply(states[9]!, 'shuffle'), apply(states[12]!, `select ${tileId(first)}`));
    for (const state of states.filter((s) => s.status === 'playing')) {
      const text = game.renderText(state, 0);
      const json = JSON.stringify(game.view(state, 0));
      const next = game.next(state, 0);
      const tiles = (game.view(state, 0) as MahjongView).tiles;
      for (let tile = 0; tile < TILE_COUNT; tile++) {
        if (state.faces[tile] === null || !isCovered(state.faces, tile)) continue;
        const id = tileId(tile);
        const face = state.faces[tile]!;
        expect(text).toContain(`${id}:${HIDDEN_FACE}`);
        expect(text).not.toContain(`${id}:${face}`);
        expect(tiles.find((t) => t.id === id)!.face).toBe(HIDDEN_FACE);
        expect(json).not.toMatch(new RegExp(`"id":"${id}"[^}]*"face":"${face}"`));
        expect(next).not.toContain(id);
      }
      // the deal and the plan are never part of what a player sees
      expect(json).not.toContain('plan');
      expect(json).not.toContain('deal');
    }
  });

  it('shows every face once the game is over', () => {
    const over = apply(game.setup({}, 'reveal'), 'resign');
    const tiles = (game.view(over, 0) as MahjongView).tiles;
    expect(tiles.every((t) => t.face !== HIDDEN_FACE)).toBe(true);
    expect(game.renderText(over, 0)).not.toContain(HIDDEN_FACE + '*');
  });
});
