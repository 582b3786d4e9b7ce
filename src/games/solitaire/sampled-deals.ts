/**
 * Full-information games that fit what a player sees: the face-up cards,
 * the foundations, and the talon cards it remembers (talon-memory.ts) stay
 * where they are, and every card not seen is dealt at random into the
 * face-down places and the talon places not seen yet. The solver can then
 * be asked about each, as if the player knew the cards.
 */
import { SUITS, fullDeck, makeCard, type Card } from '../shared/cards.ts';
import type { Random } from '../shared/random.ts';
import { NOTHING_PLAYED } from './deal-layout.ts';
import type { SolitaireState } from './state.ts';
import type { TalonMemory } from './talon-memory.ts';
import type { SolitaireView } from './view.ts';

export function sampledDeal(board: SolitaireView, memory: TalonMemory, random: Random): SolitaireState {
  const seen = new Set<Card>();
  for (const pile of board.tableau) for (const card of pile.faceUp) seen.add(card.code);
  const foundations = SUITS.map((suit) => {
    const count = board.foundations.find((pile) => pile.suit === suit)?.count ?? 0;
    return Array.from({ length: count }, (_, rank) => makeCard(rank + 1, suit));
  });
  for (const pile of foundations) for (const card of pile) seen.add(card);
  const talon = [...memory.talon()];
  for (const card of talon) if (card !== null) seen.add(card);
  const unseen = fullDeck().filter((card) => !seen.has(card));
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [unseen[i], unseen[j]] = [unseen[j]!, unseen[i]!];
  }
  const deal = () => unseen.pop()!;
  const tableau = board.tableau.map((pile) => ({
    down: Array.from({ length: pile.faceDown }, deal),
    up: pile.faceUp.map((card) => card.code),
  }));
  const cards = talon.map((card) => card ?? deal());
  if (unseen.length > 0) throw new Error(`the board and the memory leave ${unseen.length} cards without a place`);
  return {
    draw: board.draw,
    scoring: 'standard',
    tableau,
    foundations,
    // The stock's last card is drawn next.
    stock: cards.slice(memory.waste).reverse(),
    waste: cards.slice(0, memory.waste),
    wasteFan: board.waste.fanned.length,
    // A fresh game: the solver reads only the cards.
    ...NOTHING_PLAYED,
  };
}
