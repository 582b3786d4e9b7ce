import { describe, expect, it } from 'vitest';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { hasProductiveMove, reachableStockCards } from '../../../src/games/solitaire/stuck.ts';
import { playAll, position } from './support.ts';

const WARNING = /No productive move is left/;

describe('the no-productive-move warning', () => {
  it('warns when nothing can reach a foundation, be turned over or be played from the stock', () => {
    // After a recycle: every stock card has been seen.
    const state = position({ tableau: ['(4c) 9s', '(2d) 9h', 'Kc'], stock: '5s 6s', waste: '7s', recycles: 1 });
    expect(hasProductiveMove(state)).toBe(false);
    expect(solitaire.renderText(state, 0)).toMatch(WARNING);
    expect(solitaire.next(state, 0)).toMatch(/No productive move is left\. Send 'resign'/);
    expect((solitaire.view(state, 0) as { warning: string | null }).warning).toMatch(WARNING);
  });

  it('does not warn when a card can reach a foundation', () => {
    const state = position({ tableau: ['(4c) 9s', 'Ah'] });
    expect(hasProductiveMove(state)).toBe(true);
    expect(solitaire.renderText(state, 0)).not.toMatch(WARNING);
    expect((solitaire.view(state, 0) as { warning: string | null }).warning).toBeNull();
  });

  it('does not warn when a move turns over a face-down card', () => {
    expect(hasProductiveMove(position({ tableau: ['(4c) 8h', '9s'] }))).toBe(true);
  });

  it('counts a partial run move that uncovers a card for a foundation', () => {
    // Moving 6♠ from t1 onto 7♦ uncovers 7♥, which can go on f2 (at 6).
    expect(hasProductiveMove(position({ tableau: ['7h 6s', '7d'], foundations: [0, 6, 0, 0] }))).toBe(true);
    // The same shuffle with nothing to gain is not productive.
    expect(hasProductiveMove(position({ tableau: ['7h 6s', '7d'], foundations: [0, 5, 0, 0] }))).toBe(false);
  });

  it('ignores moving a foundation card back, or shuffling runs that reveal nothing', () => {
    expect(hasProductiveMove(position({ tableau: ['3s', '8h 7c', '8d'], foundations: [0, 2, 0, 0] }))).toBe(false);
  });

  it("counts taking a card off a foundation when a run can then follow it and turn a card over (the issue's deal)", () => {
    const deck = '6h Ac Ah 5c Qd Td Ts 4d Ad 3c Qs 6s Js Ks Qh Qc 7s 2h Kc Th 8s 3h Kh 9s 4h Kd 5h Jc As 2s 3s 4s 5s 7h 8h 9h Jh 2d 3d 5d 6d 7d 8d 9d Jd 2c 4c 6c 7c 8c 9c Tc';
    const options = solitaire.parseOptions({ deck });
    if (!options.ok) throw new Error(options.error);
    let state = solitaire.setup(options.value, 'unused');
    for (let round = 0; round < 5; round++) state = playAll(state, ['draw', 'move waste f']);
    expect(hasProductiveMove(state)).toBe(true);
    expect(solitaire.renderText(state, 0)).not.toMatch(WARNING);
    const after = playAll(state, ['move f1 t1', 'move t2 t1']);
    expect(after.tableau[1]!.down.length).toBe(state.tableau[1]!.down.length - 1);
  });

  it('counts taking a card off a foundation when a stock card can then be played on it', () => {
    // 5♥ off f2 onto 6♣ lets the waste's 4♣ follow it; nothing else is productive.
    const state = position({ tableau: ['(Kd) 6c'], foundations: [0, 5, 0, 0], waste: '4c' });
    expect(hasProductiveMove(state)).toBe(true);
    // Without such a follow-up, taking a card back stays unproductive.
    expect(hasProductiveMove(position({ tableau: ['(Kd) 6c'], foundations: [0, 5, 0, 0], waste: '9c' }))).toBe(false);
  });

  it('in draw 1 looks at every stock and waste card', () => {
    const deep = position({ tableau: ['(4c) 9s'], stock: '5s 6s 5c 8h', waste: '7s' });
    expect(hasProductiveMove(deep)).toBe(true); // 8♥ fits on 9♠, four draws away
    expect(reachableStockCards(deep).sort()).toEqual(['5c', '5s', '6s', '7s', '8h']);
  });

  it('in draw 3 only counts cards that reach the waste top in a full pass', () => {
    // Draws give 5♠ 6♠ [5♣], then [8♥]: 8♥ becomes the top.
    const reachable = position({ draw: 3, tableau: ['(4c) 9s'], stock: '5s 6s 5c 8h' });
    expect(hasProductiveMove(reachable)).toBe(true);
    // Here 8♥ is always second of a group of three, in this pass and the next.
    const buried = position({ draw: 3, tableau: ['(4c) 9s'], stock: '5s 8h 5c', recycles: 1 });
    expect(reachableStockCards(buried)).toEqual(['5c']);
    expect(hasProductiveMove(buried)).toBe(false);
    // After a recycle the stock keeps the waste's order: 5♠ 6♠ [8♥], then [2♣].
    const afterRecycle = position({ draw: 3, tableau: ['(4c) 9s'], waste: '5s 6s 8h 2c', wasteFan: 1, stock: '' });
    expect(reachableStockCards(afterRecycle)).toEqual(['2c', '8h']);
  });

  it('counts a stock not yet seen as something to draw, so the warning tells nothing of what it hides', () => {
    // The same board, a stock holding no card that fits and one that does: before the first recycle both read alike.
    const hopeless = { tableau: ['(4c) 9s', '(2d) 9h', 'Kc'], stock: '5s 6s', waste: '7s' };
    const hopeful = { ...hopeless, stock: '5s 8d' };
    for (const stock of [hopeless, hopeful]) {
      const unseen = position(stock);
      expect(hasProductiveMove(unseen)).toBe(true);
      expect(solitaire.renderText(unseen, 0)).not.toMatch(WARNING);
      expect(solitaire.next(unseen, 0)).toMatch(/^Your move: .*'draw'/);
    }
    expect(hasProductiveMove(position({ ...hopeless, recycles: 1 }))).toBe(false);
    expect(hasProductiveMove(position({ ...hopeful, recycles: 1 }))).toBe(true);
    // An empty stock hides nothing, whatever the pass.
    expect(hasProductiveMove(position({ ...hopeless, stock: '', waste: '5s 6s 7s' }))).toBe(false);
  });

  it('never warns once the game is over', () => {
    const state = { ...position({ tableau: ['(4c) 9s'] }), status: 'over' as const, outcome: 'resigned' as const };
    expect(solitaire.renderText(state, 0)).not.toMatch(WARNING);
  });
});
