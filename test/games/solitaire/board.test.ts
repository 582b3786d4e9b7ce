import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/games/shared/cards.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import type { SolitaireView } from '../../../src/games/solitaire/view.ts';
import { play, playAll, position, rejected } from './support.ts';

const start = position({
  draw: 3,
  tableau: ['(4c) (9d) 7h 6s', '', 'Ks'],
  foundations: [2, 0, 0, 0],
  stock: 'Qd Jd Td 3s',
  waste: 'Ac 5h 2d',
});

describe('text board', () => {
  it('shows mode, score, actions, stock count, the fanned waste, foundations and piles bottom to top', () => {
    const text = solitaire.renderText({ ...start, points: 35, actions: 12 }, 0);
    expect(text).toContain('Klondike, draw 3 | standard scoring | score 35 | 12 actions');
    expect(text).toContain('Stock: 4 cards | Waste: A♣ 5♥ 2♦; playable: 2♦');
    expect(text).toContain('Foundations: f1 ♠ 2♠ | f2 ♥ -- | f3 ♦ -- | f4 ♣ --');
    expect(text).toContain('t1: [##] [##] 7♥ 6♠');
    expect(text).toContain('t2: (empty)');
    expect(text).toContain('t3: K♠');
  });

  it('never shows face-down or stock cards while playing', () => {
    const text = solitaire.renderText(start, 0);
    const json = JSON.stringify(solitaire.view(start, 0));
    for (const hidden of ['4c', '9d', 'Qd', 'Jd', 'Td', '3s']) {
      expect(text).not.toContain(formatCard(hidden));
      expect(json).not.toContain(`"${hidden}"`);
      expect(json).not.toContain(formatCard(hidden));
    }
  });

  it('shows the hidden cards once the game is over', () => {
    const over = play(start, 'resign').state;
    const text = solitaire.renderText(over, 0);
    expect(text).toContain('t1: (4♣) (9♦) 7♥ 6♠');
    expect(text).toContain('Stock (4, next first): Q♦ J♦ 10♦ 3♠');
    expect(text).toContain('GAME OVER: resigned');
    const view = solitaire.view(over, 0) as SolitaireView;
    expect(view.tableau[0]!.faceDownCards!.map((card) => card.code)).toEqual(['4c', '9d']);
  });

  it('shows only the top waste card in draw 1', () => {
    const text = solitaire.renderText({ ...start, draw: 1 }, 0);
    expect(text).toContain('Waste: 2♦ (+2 below); playable: 2♦');
  });
});

describe('view', () => {
  it('holds the board with the ids and commands the browser needs', () => {
    const view = solitaire.view(start, 0) as SolitaireView;
    expect(view.stock).toEqual({ id: 'stock', count: 4, click: 'draw' });
    expect(view.waste.fanned.map((card) => card.label)).toEqual(['A♣', '5♥', '2♦']);
    expect(view.waste.playable).toEqual({ code: '2d', label: '2♦', red: true });
    expect(view.foundations[0]).toEqual({ id: 'f1', suit: 's', symbol: '♠', count: 2, top: { code: '2s', label: '2♠', red: false } });
    expect(view.tableau[0]).toEqual({
      id: 't1',
      faceDown: 2,
      faceUp: [
        { code: '7h', label: '7♥', red: true, select: 'select t1 2' },
        { code: '6s', label: '6♠', red: false, select: 'select t1 1' },
      ],
    });
    expect(view.score).toBe(0);
    expect(view.selection).toBeNull();
    // The click commands work.
    expect(play(start, view.tableau[0]!.faceUp[0]!.select).state.selection).toEqual({ place: { kind: 'tableau', index: 0 }, count: 2 });
  });
});

describe('next and the end of the game', () => {
  const withEight = { ...start, tableau: start.tableau.map((pile, index) => (index === 3 ? { down: [], up: ['8c'] } : pile)) };

  it('suggests what to do while playing', () => {
    expect(solitaire.next(withEight, 0)).toMatch(/^Your move: 1 card move is possible \('moves' lists them\), or 'draw'\./);
    expect(solitaire.next(start, 0)).toMatch(/^Your move: no card move is possible, or 'draw'\./);
  });

  it("lists moves with their effects, without changing anything", () => {
    const { state, message } = play(withEight, 'moves');
    expect(state).toBe(withEight);
    expect(message).toMatch(/move t1 t4 2 +7♥ 6♠ onto 8♣; turns over a card in t1; \+5/);
    expect(message).not.toMatch(/move t3/);
    expect(message).toMatch(/Not listed: moving a King that heads its own pile/);
    expect(message).toMatch(/draw +turn over 3 cards \(4 in the stock\); \+0/);
    expect(play(withEight, 'hint').message).toBe(message);
  });

  it("says the game is over and that 'finish' is expected, and rejects further commands", () => {
    const over = play(start, 'resign').state;
    expect(solitaire.next(over, 0)).toMatch(/You resigned with 0 points\. The game is over: send 'finish'/);
    expect(rejected(over, 'draw')).toMatch(/The game is over \(resigned, score 0\)\. Send 'finish'/);
    expect(rejected(over, 'moves')).toMatch(/The game is over \(resigned, score 0\)/);
  });

  it('ends as won when the last card goes home', () => {
    const won = playAll(position({ tableau: ['Kc'], foundations: [13, 13, 13, 12] }), ['t1 f']);
    expect(solitaire.summary(won).outcome).toBe('won');
    expect(solitaire.next(won, 0)).toMatch(/You won with \d+ points/);
  });
});
