/**
 * How a deck is laid out. Deal order (documented in the rules): deck[0] is
 * dealt first, row by row, left to right, as in real Klondike: the first row
 * gives t1..t7 one card each, the next row t2..t7, and so on; the last card a
 * pile gets is turned face up. deck[28..51] form the stock, deck[28] drawn first.
 */
import type { Card } from '../shared/cards.ts';
import { TABLEAU_COUNT, type SolitaireOptions, type SolitaireState, type TableauPile } from './state.ts';

/** The fields of a game no command has been played in yet. */
export const NOTHING_PLAYED = {
  points: 0,
  actions: 0,
  recycles: 0,
  status: 'playing',
  outcome: null,
  winBonus: 0,
  selection: null,
  clock: null,
} as const satisfies Partial<SolitaireState>;

/** Deals from an explicit order, as described above. */
export function dealFromDeck(deck: readonly Card[], options: Pick<SolitaireOptions, 'draw' | 'scoring'>): SolitaireState {
  const tableau: TableauPile[] = Array.from({ length: TABLEAU_COUNT }, () => ({ down: [], up: [] }));
  let next = 0;
  for (let row = 0; row < TABLEAU_COUNT; row++) {
    for (let pile = row; pile < TABLEAU_COUNT; pile++) {
      const card = deck[next++]!;
      if (pile === row) tableau[pile]!.up.push(card);
      else tableau[pile]!.down.push(card);
    }
  }
  return {
    draw: options.draw,
    scoring: options.scoring,
    tableau,
    foundations: [[], [], [], []],
    // The stock's last element is drawn next, so deck[28] goes last.
    stock: deck.slice(next).reverse(),
    waste: [],
    wasteFan: 0,
    ...NOTHING_PLAYED,
    ...(options.scoring === 'multiplier' ? { foundationEarned: [[], [], [], []] } : {}),
  };
}
