import { describe, expect, it } from 'vitest';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { play, position, rejected } from './support.ts';

describe('tap (a card or pile alone)', () => {
  const base = position({
    tableau: ['(Kd) 7c', 'Ah', '8h', '8d', '', '(2s) 6h', 'Ks Qh'],
    waste: '2h',
    stock: '9c',
  });

  it('sends a card to its foundation first', () => {
    const { state } = play(base, 'ah');
    expect(state.foundations[1]).toEqual(['Ah']);
    expect(play(state, '2♥').state.foundations[1]).toEqual(['Ah', '2h']);
  });

  it('otherwise to the leftmost non-empty tableau pile it fits', () => {
    // 7♣ fits on 8♥ (t3) and 8♦ (t4): t3 is chosen; it turns over K♦.
    const { state, message } = play(base, '7c');
    expect(state.tableau[2]!.up).toEqual(['8h', '7c']);
    expect(message).toMatch(/turned over K♦ in t1/);
  });

  it('taps the top cards of a pile named alone', () => {
    const aceHome = play(base, 't2').state;
    expect(aceHome.foundations[1]).toEqual(['Ah']);
    expect(rejected(base, 'waste')).toMatch(/waste \(2♥\) has no legal place/);
    expect(play(aceHome, 'waste').state.foundations[1]).toEqual(['Ah', '2h']);
    // Q♥ alone fits nowhere; the run K♠ Q♥ goes to the empty t5 and turns over 3♦.
    const run = play(position({ tableau: ['', '(3d) Ks Qh'] }), 't2').state;
    expect(run.tableau[0]!.up).toEqual(['Ks', 'Qh']);
    expect(run.tableau[1]!.up).toEqual(['3d']);
  });

  it('rejects a card with no legal place, and never moves a King that heads its own pile', () => {
    expect(rejected(base, '8d')).toMatch(/8♦ has no legal place to go right now/);
    expect(play(base, '6h').state.tableau[0]!.up).toEqual(['7c', '6h']);
    expect(rejected(base, 'ks')).toMatch(/K♠ has no legal place/);
    expect(rejected(base, '9c')).toMatch(/9♣ is not a face-up card/);
  });

  it("'stock' alone draws, or recycles an empty stock", () => {
    const drawn = play(base, 'stock').state;
    expect(drawn.waste).toEqual(['2h', '9c']);
    const recycled = play(drawn, 'stock').state;
    expect(recycled.waste).toEqual([]);
    expect(recycled.recycles).toBe(1);
  });
});

describe('select and deselect', () => {
  const base = position({ tableau: ['(4c) Ts 9h 8c', 'Jh', 'Jd', '', 'Ks', 'Ah'], stock: '3c' });

  it('selects cards without an action, shows them, and a bare destination completes the move', () => {
    const selected = play(base, 'select t1 3');
    expect(selected.state.selection).toEqual({ place: { kind: 'tableau', index: 0 }, count: 3 });
    expect(selected.state.actions).toBe(0);
    expect(selected.message).toMatch(/Selected 10♠ 9♥ 8♣ in t1\. Send the destination .*legal now: t2, t3/);
    expect(solitaire.renderText(selected.state, 0)).toMatch(/Selected: 10♠ 9♥ 8♣ from t1/);
    const view = solitaire.view(selected.state, 0) as { selection: { from: string; count: number; targets: string[] } };
    expect(view.selection).toEqual({ from: 't1', count: 3, targets: ['t2', 't3'] });
    const moved = play(selected.state, 't3').state;
    expect(moved.tableau[2]!.up).toEqual(['Jd', 'Ts', '9h', '8c']);
    expect(moved.selection).toBeNull();
    expect(moved.actions).toBe(1);
  });

  it("completes with 'move <to>' and with 'f', and infers the count without one", () => {
    const selected = play(base, 'select t1').state;
    expect(play(selected, 'move t2').state.tableau[1]!.up).toEqual(['Jh', 'Ts', '9h', '8c']);
    const ace = play(base, 'select ah').state;
    expect(play(ace, 'f').state.foundations[1]).toEqual(['Ah']);
  });

  it('keeps the selection when the destination is rejected; any other command clears it', () => {
    const selected = play(base, 'select t1 3').state;
    expect(rejected(selected, 't5')).toMatch(/10♠ cannot go on t5/);
    expect(play(selected, 'moves').state.selection).not.toBeNull();
    expect(play(selected, 'draw').state.selection).toBeNull();
    const clickedStock = play(selected, 'stock').state;
    expect([clickedStock.selection, clickedStock.waste]).toEqual([null, ['3c']]);
    const cleared = play(selected, 'deselect');
    expect(cleared.state.selection).toBeNull();
    expect(cleared.message).toBe('Selection cleared.');
    expect(cleared.state.actions).toBe(0);
  });

  it('rejects selecting nothing or too many', () => {
    expect(rejected(base, 'select t4')).toMatch(/t4 has no face-up card/);
    expect(rejected(base, 'select t1 4')).toMatch(/select a count from 1 to 3/);
    expect(rejected(base, 'select 4c')).toMatch(/not a face-up card/);
  });
});
