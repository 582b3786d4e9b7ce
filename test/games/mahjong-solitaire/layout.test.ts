import { describe, expect, it } from 'vitest';
import {
  ABOVE, LAYER_COUNT, LEFT, POSITIONS, RIGHT, TILE_COUNT, freeTiles, isCovered, isFree, parseTileId, tileId,
} from '../../../src/games/mahjong-solitaire/layout.ts';
import { at } from './helpers.ts';

const full = (): number[] => Array(TILE_COUNT).fill(1);
const without = (...tiles: number[]): number[] => full().map((v, i) => (tiles.includes(i) ? 0 : v));

describe('turtle layout', () => {
  it('has 144 tiles in layers of 87, 36, 16, 4 and 1', () => {
    expect(TILE_COUNT).toBe(144);
    const sizes = Array.from({ length: LAYER_COUNT }, (_, z) => POSITIONS.filter((p) => p.z === z).length);
    expect(sizes).toEqual([87, 36, 16, 4, 1]);
  });

  it('numbers ids by layer, then row, then column', () => {
    for (let i = 1; i < TILE_COUNT; i++) {
      const a = POSITIONS[i - 1]!;
      const b = POSITIONS[i]!;
      expect(a.z * 1e4 + a.y * 100 + a.x).toBeLessThan(b.z * 1e4 + b.y * 100 + b.x);
    }
    expect(tileId(at(2, 0, 0))).toBe('t1');
    expect(tileId(at(0, 7, 0))).toBe('t43');
    expect(tileId(at(13, 7, 4))).toBe('t144');
  });

  it('parses t17, T17 and 17, and refuses ids outside t1-t144', () => {
    expect(parseTileId('t17')).toBe(16);
    expect(parseTileId('T17')).toBe(16);
    expect(parseTileId('17')).toBe(16);
    expect(parseTileId('t0')).toBeNull();
    expect(parseTileId('t145')).toBeNull();
    expect(parseTileId('x3')).toBeNull();
  });

  it('has 35 free tiles at the start', () => {
    expect(freeTiles(full())).toHaveLength(35);
  });

  it('touches the half-offset end tiles from two rows', () => {
    const leftEnd = at(0, 7, 0);
    expect(RIGHT[leftEnd]!.slice().sort((a, b) => a - b)).toEqual([at(2, 6, 0), at(2, 8, 0)]);
    const inner = at(26, 7, 0);
    expect(LEFT[inner]!.slice().sort((a, b) => a - b)).toEqual([at(24, 6, 0), at(24, 8, 0)]);
    expect(RIGHT[inner]).toEqual([at(28, 7, 0)]);
  });

  it('frees the row ends next to an end tile only once the end tile is gone', () => {
    const rowEnd = at(2, 6, 0);
    expect(isFree(full(), rowEnd)).toBe(false);
    expect(isFree(without(at(0, 7, 0)), rowEnd)).toBe(true);
    // (26,7) needs both rows on its left gone, or (28,7) on its right
    const inner = at(26, 7, 0);
    expect(isFree(full(), inner)).toBe(false);
    expect(isFree(without(at(24, 6, 0)), inner)).toBe(false);
    expect(isFree(without(at(24, 6, 0), at(24, 8, 0)), inner)).toBe(true);
    expect(isFree(without(at(28, 7, 0)), inner)).toBe(true);
  });

  it('lets the top tile cover all four tiles of layer 4, even partly', () => {
    const top = at(13, 7, 4);
    expect(ABOVE[top]).toEqual([]);
    expect(isFree(full(), top)).toBe(true);
    for (const [x, y] of [[12, 6], [14, 6], [12, 8], [14, 8]] as const) {
      expect(isCovered(full(), at(x, y, 3))).toBe(true);
      expect(isCovered(without(top), at(x, y, 3))).toBe(false);
    }
    // with the top gone, each layer-4 tile is free on its outer side
    expect(isFree(without(top), at(12, 6, 3))).toBe(true);
  });

  it('covers a tile while any overlapping tile above is present', () => {
    const under = at(12, 6, 2);
    expect(isCovered(full(), under)).toBe(true);
    expect(isCovered(without(at(12, 6, 3)), under)).toBe(true); // the top tile still overlaps it
    expect(isCovered(without(at(12, 6, 3), at(13, 7, 4)), under)).toBe(false);
  });
});
