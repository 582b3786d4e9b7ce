import { describe, expect, it } from 'vitest';
import { replayClears } from '../../../src/games/mahjong-solitaire/deal.ts';
import { solve } from '../../../src/games/mahjong-solitaire/solver.ts';
import { at, board, game } from './helpers.ts';

/** Two small stacks in the second row: one tile on layer 1 over one on layer 0. */
const [leftLow, leftHigh, rightLow, rightHigh] = [at(8, 2, 0), at(8, 2, 1), at(18, 2, 0), at(18, 2, 1)];
/** The centre column, bottom to top under the top tile. */
const column = [at(12, 6, 0), at(12, 6, 1), at(12, 6, 2), at(12, 6, 3)];

const verdict = (faces: Record<number, string>): ReturnType<typeof solve> => solve(board(faces).faces, 10_000);

describe('solver proofs on hand-built boards', () => {
  it('clears two stacks whose tops match, with an order that replays', () => {
    const faces = board({ [leftHigh]: 'B1', [rightHigh]: 'B1', [leftLow]: 'C2', [rightLow]: 'C2' }).faces;
    const result = solve(faces);
    expect(result.status).toBe('solved');
    if (result.status === 'solved') expect(replayClears(faces, result.order)).toBe(true);
  });

  it('proves a tile buried under its only partner unclearable, without searching', () => {
    const result = verdict({ [column[3]!]: 'Wd', [at(13, 7, 4)]: 'Wd', [at(2, 0, 0)]: 'D1', [at(24, 0, 0)]: 'D1' });
    expect(result.status).toBe('unsolvable');
    expect(result.nodes).toBeLessThanOrEqual(2);
  });

  it('proves four tiles of a face stacked in one column unclearable: every pairing has one on top of the other', () => {
    const result = verdict(Object.fromEntries(column.map((t) => [t, 'So'])));
    expect(result).toEqual({ status: 'unsolvable', nodes: 1 });
  });

  it('proves a blocking cycle unclearable: each last pair lies on the other', () => {
    // B1 on one stack lies on C2; on the other stack C2 lies on B1
    const result = verdict({ [leftHigh]: 'B1', [leftLow]: 'C2', [rightHigh]: 'C2', [rightLow]: 'B1' });
    expect(result).toEqual({ status: 'unsolvable', nodes: 1 });
  });

  it('proves a row cycle unclearable: D1 D2 D1 D2 in one row', () => {
    const row = [at(2, 0, 0), at(4, 0, 0), at(6, 0, 0), at(8, 0, 0)];
    const result = verdict({ [row[0]!]: 'D1', [row[1]!]: 'D2', [row[2]!]: 'D1', [row[3]!]: 'D2' });
    expect(result).toEqual({ status: 'unsolvable', nodes: 1 });
  });

  it('says unsolvable for a face with an odd number of tiles', () => {
    expect(verdict({ [at(2, 0, 0)]: 'D1', [at(24, 0, 0)]: 'D1', [at(14, 0, 0)]: 'D1' }).status).toBe('unsolvable');
  });

  it('answers unknown, not a guess, when the budget is too small', () => {
    const { faces } = game.setup({}, 'tiny-budget');
    expect(solve(faces, 3).status).toBe('unknown');
  });
});

describe('generated deals', () => {
  it('are cleared by the full-information solver too, with orders that replay', () => {
    // Each deal is solved once to be dealt: a few seeds keep this quick.
    for (let seed = 0; seed < 8; seed++) {
      const { faces, plan } = game.setup({}, `generated-${seed}`);
      expect(replayClears(faces, plan!)).toBe(true);
      const result = solve(faces, 50_000);
      expect(result.status).toBe('solved');
      if (result.status === 'solved') expect(replayClears(faces, result.order)).toBe(true);
    }
  });
});
