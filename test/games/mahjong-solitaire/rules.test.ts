import { describe, expect, it } from 'vitest';
import { tileId } from '../../../src/games/mahjong-solitaire/layout.ts';
import { apply, at, board, game, rejected } from './helpers.ts';

// Bottom row y=0 runs x=2..24; these tiles have nothing above them.
const [r1, r2, r3, r4] = [at(2, 0, 0), at(4, 0, 0), at(6, 0, 0), at(8, 0, 0)];
const id = tileId;

describe('matching', () => {
  it('removes two free tiles with the same face for 10 points', () => {
    const state = board({ [r1]: 'B3', [r4]: 'B3', [at(14, 0, 0)]: 'C1', [at(16, 0, 0)]: 'C1' });
    const result = game.apply(state, `match ${id(r1)} ${r4 + 1}`, { seat: 0, now: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.state.faces[r1]).toBeNull();
    expect(result.value.state.faces[r4]).toBeNull();
    expect(result.value.state.points).toBe(state.points + 10);
    expect(result.value.message).toContain('+10');
    expect(state.faces[r1]).toBe('B3'); // the old state is untouched
  });

  it('matches any flower with any flower and any season with any season, but not with each other', () => {
    const state = board({ [r1]: 'Fl', [r4]: 'Fl', [at(14, 0, 0)]: 'Se', [at(24, 0, 0)]: 'Se' });
    expect(apply(state, `match ${id(r1)} ${id(r4)}`).faces[r1]).toBeNull();
    expect(apply(state, `match ${id(at(14, 0, 0))} ${id(at(24, 0, 0))}`).pairsRemoved).toBe(1);
    expect(rejected(state, `match ${id(r1)} ${id(at(14, 0, 0))}`)).toMatch(/is Fl and .* is Se: faces must be the same/);
  });

  it('names why a tile is not free, without showing a covered face', () => {
    const top = at(13, 7, 4);
    const under = at(12, 6, 3);
    const state = board({ [r1]: 'D1', [r2]: 'D1', [r3]: 'D5', [under]: 'Wd', [top]: 'Wd', [at(14, 14, 0)]: 'C9', [at(24, 14, 0)]: 'C9' });
    const covered = rejected(state, `match ${id(under)} ${id(top)}`);
    expect(covered).toContain(`${id(under)} is covered by ${id(top)}`);
    expect(covered).not.toContain('Wd');
    const blocked = rejected(state, `match ${id(r2)} ${id(r1)}`);
    expect(blocked).toContain(`${id(r2)} is blocked on both sides (left: ${id(r1)}, right: ${id(r3)})`);
    expect(blocked).toContain('Pairs you can match now');
    expect(rejected(state, `match ${id(r4)} ${id(r1)}`)).toContain(`${id(r4)} was already removed`);
    expect(rejected(state, `match ${id(r1)} ${id(r1)}`)).toContain('twice');
    expect(rejected(state, 'match t1 t145')).toContain('ids run from t1 to t144');
    expect(rejected(state, 'match t1')).toContain('exactly two tile ids');
  });

  it('lists the valid commands for an unknown one', () => {
    expect(rejected(board({ [r1]: 'D1', [r4]: 'D1' }), 'take t1 t2')).toMatch(/Unknown command .*match <id> <id>.*hint.*shuffle.*select/);
  });

  it('lists free tiles and pairs with free, without changing anything', () => {
    const state = board({ [r1]: 'D1', [r4]: 'D1', [at(14, 0, 0)]: 'C2' });
    const result = game.apply(state, 'free', { seat: 0, now: 0 });
    expect(result.ok && result.value.state).toBe(state);
    expect(result.ok && result.value.message).toContain(`D1: ${id(r1)} ${id(r4)}`);
    expect(result.ok && result.value.message).toContain(`Pairs you can match now: ${id(r1)} ${id(r4)} (D1)`);
  });
});

describe('select', () => {
  const state = board({ [r1]: 'D1', [r4]: 'D1', [at(14, 0, 0)]: 'C2', [at(24, 0, 0)]: 'C2' });

  it('matches when the second selected tile has the same face', () => {
    const one = apply(state, `select ${id(r1)}`);
    expect(one.selected).toBe(r1);
    const two = apply(one, `select ${id(r4)}`);
    expect(two.faces[r1]).toBeNull();
    expect(two.selected).toBeNull();
    expect(two.points).toBe(state.points + 10);
  });

  it('moves the selection to a free tile that does not match, and clears it with select none or a second click', () => {
    const moved = apply(apply(state, `select ${id(r1)}`), `select ${id(at(14, 0, 0))}`);
    expect(moved.selected).toBe(at(14, 0, 0));
    expect(apply(moved, 'select none').selected).toBeNull();
    expect(apply(moved, `select ${id(at(14, 0, 0))}`).selected).toBeNull();
  });

  it('refuses a tile that is not free', () => {
    const covered = board({ [at(12, 6, 3)]: 'D1', [at(13, 7, 4)]: 'D2', [r1]: 'D2' });
    expect(rejected(covered, `select ${id(at(12, 6, 3))}`)).toContain('is covered by');
  });
});

describe('scoring and the end of the game', () => {
  it('adds 500 for clearing the board and ends the game as won', () => {
    const won = apply(board({ [r1]: 'Rd', [r4]: 'Rd' }), `match ${id(r1)} ${id(r4)}`);
    expect(won.status).toBe('over');
    expect(won.outcome).toBe('won');
    expect(game.summary(won).score).toBe(510);
    expect(game.next(won, 0)).toContain("'finish'");
    expect(rejected(won, 'hint')).toContain('The game is over');
  });

  it('keeps playing when stuck with shuffles left, and ends as lost with none', () => {
    // after the D1 pair only two B1 remain, one on top of the other: no pair can be matched
    const faces = { [r1]: 'D1', [r4]: 'D1', [at(12, 6, 3)]: 'B1', [at(13, 7, 4)]: 'B1' };
    const stuck = apply(board(faces), `match ${id(r1)} ${id(r4)}`);
    expect(stuck.status).toBe('playing');
    expect(game.next(stuck, 0)).toContain("'shuffle'");
    const last = apply({ ...board(faces), shufflesUsed: 3 }, `match ${id(r1)} ${id(r4)}`);
    expect(last.status).toBe('over');
    expect(last.outcome).toBe('lost');
  });

  it('charges 20 per hint and 50 per shuffle; the shown score never goes below 0', () => {
    const start = game.setup({}, 'scoring');
    const hinted = apply(start, 'hint');
    expect(hinted.points).toBe(-20);
    expect(game.summary(hinted).score).toBe(0);
    const again = apply(hinted, 'hint');
    expect(again.points).toBe(-20); // a repeated hint is free
    expect(again.hint).toEqual(hinted.hint);
    const [a, b] = hinted.hint!;
    const matched = apply(hinted, `match ${id(a)} ${id(b)}`);
    expect(matched.points).toBe(-10);
    expect(matched.hint).toBeNull();
    const shuffled = apply(matched, 'shuffle');
    expect(shuffled.points).toBe(-60);
    expect(shuffled.shufflesUsed).toBe(1);
  });

  it('allows three shuffles per game', () => {
    let state = game.setup({}, 'shuffles');
    const said: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = game.apply(state, 'shuffle', { seat: 0, now: 0 });
      if (!result.ok) throw new Error(result.error);
      said.push(result.value.message.replace(/.*\(/, '('));
      state = result.value.state;
    }
    expect(said).toEqual(['(2 shuffles left).', '(1 shuffle left).', '(0 shuffles left).']);
    expect(rejected(state, 'shuffle')).toContain('No shuffles left');
    expect(state.status).toBe('playing');
  });

  it('ends on resign', () => {
    const resigned = apply(game.setup({}, 'resign'), 'resign');
    expect(resigned.status).toBe('over');
    expect(game.summary(resigned).outcome).toBe('resigned');
  });
});

describe('options', () => {
  it('takes no options and refuses a non-object', () => {
    expect(game.parseOptions({})).toEqual({ ok: true, value: {} });
    expect(game.parseOptions(null as unknown as Record<string, unknown>).ok).toBe(false);
  });
});
