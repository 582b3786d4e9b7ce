import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../../src/games/minesweeper/index.ts';
import { basePoints, maxMines, parseOptions } from '../../../src/games/minesweeper/options.ts';

function parsed(raw: Record<string, unknown>) {
  const result = parseOptions(raw);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function refused(raw: Record<string, unknown>): string {
  const result = parseOptions(raw);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(raw)}`);
  return result.error;
}

describe('difficulty levels', () => {
  it.each([
    ['beginner', 9, 9, 10, 100],
    ['intermediate', 16, 16, 40, 400],
    ['expert', 16, 30, 99, 1000],
  ])('%s is %ix%i with %i mines and base %i', (difficulty, rows, cols, mines, base) => {
    const options = parsed({ difficulty });
    expect(options).toEqual({ difficulty, rows, cols, mines });
    const state = minesweeper.setup(options, 'size');
    expect(state.covers).toHaveLength(rows * cols);
    expect(state.base).toBe(base);
    expect(state.layout).toBeNull();
  });

  it('defaults to beginner and ignores platform fields such as seed', () => {
    expect(parsed({})).toEqual({ difficulty: 'beginner', rows: 9, cols: 9, mines: 10 });
    expect(parsed({ seed: 'abc', camp_answer: 7 }).difficulty).toBe('beginner');
  });

  it('accepts any letter case and surrounding spaces', () => {
    expect(parsed({ difficulty: ' Expert ' }).cols).toBe(30);
  });

  it('refuses an unknown difficulty and names the valid ones', () => {
    expect(refused({ difficulty: 'hard' })).toMatch(/beginner, intermediate, expert, custom/);
    expect(refused({ difficulty: 3 })).toMatch(/beginner, intermediate, expert, custom/);
  });

  it('refuses sizes with a fixed level', () => {
    expect(refused({ difficulty: 'beginner', rows: 12 })).toMatch(/only apply to difficulty "custom"/);
  });
});

describe('custom boards', () => {
  it('accepts numbers or numeric strings', () => {
    expect(parsed({ difficulty: 'custom', rows: '12', cols: 20, mines: ' 40 ' })).toEqual({
      difficulty: 'custom',
      rows: 12,
      cols: 20,
      mines: 40,
    });
  });

  it('means custom when sizes come without a difficulty', () => {
    expect(parsed({ rows: 5, cols: 5, mines: 3 }).difficulty).toBe('custom');
  });

  it('accepts the extreme sizes', () => {
    expect(parsed({ difficulty: 'custom', rows: 5, cols: 5, mines: 1 }).rows).toBe(5);
    expect(parsed({ difficulty: 'custom', rows: 30, cols: 40, mines: 600 }).mines).toBe(600);
  });

  it.each([
    [{ rows: 4, cols: 10, mines: 5 }, /rows is 4; it must be from 5 to 30/],
    [{ rows: 31, cols: 10, mines: 5 }, /rows is 31/],
    [{ rows: 10, cols: 4, mines: 5 }, /cols is 4; it must be from 5 to 40/],
    [{ rows: 10, cols: 41, mines: 5 }, /cols is 41/],
    [{ rows: 10, cols: 10, mines: 0 }, /mines is 0; it must be from 1 to 50/],
    [{ rows: 10, cols: 10, mines: 51 }, /mines is 51; it must be from 1 to 50 on a 10x10 board/],
    [{ rows: 5, cols: 5, mines: 13 }, /from 1 to 12 on a 5x5 board/],
    [{ rows: 'ten', cols: 10, mines: 5 }, /rows must be a whole number, got "ten"/],
    [{ rows: 10.5, cols: 10, mines: 5 }, /rows must be a whole number/],
    [{ rows: 10, cols: 10 }, /missing: mines/],
  ])('refuses %j', (sizes, message) => {
    expect(refused({ difficulty: 'custom', ...sizes })).toMatch(message);
  });

  it('caps mines at half the cells and keeps 9 cells for the first reveal', () => {
    expect(maxMines(5, 5)).toBe(12);
    expect(maxMines(16, 30)).toBe(240);
    for (let rows = 5; rows <= 30; rows++) {
      for (let cols = 5; cols <= 40; cols++) expect(rows * cols - maxMines(rows, cols)).toBeGreaterThanOrEqual(9);
    }
  });

  const custom = (rows: number, cols: number, mines: number) => basePoints({ difficulty: 'custom', rows, cols, mines });

  it('prices a custom board of a level\'s size and mines exactly like the level', () => {
    expect(custom(9, 9, 10)).toBe(100);
    expect(custom(16, 16, 40)).toBe(400);
    expect(custom(16, 30, 99)).toBe(1000);
  });

  it('prices a big sparse board far below expert, and a packed one within a few experts', () => {
    // A logic player wins about 90% of 30x40/99 boards and under 3% of expert ones.
    expect(custom(30, 40, 99)).toBeLessThan(150);
    expect(custom(30, 40, 99)).toBeGreaterThan(1);
    // Beyond a quarter of the cells, more mines add luck, not skill.
    expect(custom(30, 40, 600)).toBe(custom(30, 40, 300));
    expect(custom(30, 40, 600)).toBeLessThan(3000);
    expect(custom(30, 40, 600)).toBeGreaterThan(custom(30, 40, 240));
  });

  it('grows with density and with size, and never drops below 1 point', () => {
    expect(custom(5, 5, 1)).toBe(1);
    expect(custom(30, 40, 90)).toBe(1);
    for (const [rows, cols] of [[9, 9], [16, 30], [30, 40]] as const) {
      let last = 0;
      for (let mines = 1; mines <= maxMines(rows, cols); mines++) {
        expect(custom(rows, cols, mines)).toBeGreaterThanOrEqual(last);
        last = custom(rows, cols, mines);
      }
    }
    expect(custom(20, 20, 80)).toBeGreaterThan(custom(10, 10, 20));
  });
});
