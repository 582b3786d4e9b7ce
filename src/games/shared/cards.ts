/**
 * Playing cards for the card games. A card is a two-character code, rank then
 * suit: 'Ah', 'Ts' (ten of spades), 'Kc'. Compact in stored states and easy to
 * read in tests; `formatCard` gives the player-facing form ('10♠').
 */

export type Suit = 's' | 'h' | 'd' | 'c';
export type Card = string;

/** Suit order of the full deck and of Klondike's foundations f1-f4. */
export const SUITS: readonly Suit[] = ['s', 'h', 'd', 'c'];
export const SUIT_SYMBOLS: Record<Suit, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const RANK_CHARS = 'A23456789TJQK';

export function rankOf(card: Card): number {
  return RANK_CHARS.indexOf(card[0]!) + 1;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

export function isRed(card: Card): boolean {
  const suit = suitOf(card);
  return suit === 'h' || suit === 'd';
}

export function makeCard(rank: number, suit: Suit): Card {
  return RANK_CHARS[rank - 1]! + suit;
}

export function rankName(rank: number): string {
  return rank === 1 ? 'A' : rank === 10 ? '10' : RANK_CHARS[rank - 1]!;
}

/** '10♥', 'A♠'. */
export function formatCard(card: Card): string {
  return rankName(rankOf(card)) + SUIT_SYMBOLS[suitOf(card)];
}

/** The 52 cards in the documented order: ♠ A-K, ♥ A-K, ♦ A-K, ♣ A-K. */
export function fullDeck(): Card[] {
  return SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, i) => makeCard(i + 1, suit)));
}

/** Every accepted way to write a suit (a Map: only these are found). */
const SUIT_BY_TEXT = new Map<string, Suit>([
  ['s', 's'], ['h', 'h'], ['d', 'd'], ['c', 'c'],
  ['♠', 's'], ['♥', 'h'], ['♦', 'd'], ['♣', 'c'],
  ['♤', 's'], ['♡', 'h'], ['♢', 'd'], ['♧', 'c'],
]);

/**
 * Reads a card the way players write it: rank (A, 2-10, T or t for ten, J, Q,
 * K, any case) then suit (s h d c or ♠ ♥ ♦ ♣). Returns null if it is not one.
 */
export function parseCard(text: string): Card | null {
  const match = /^(10|[2-9]|[atjqk])(.)\uFE0F?$/i.exec(text.trim());
  if (!match) return null;
  const suit = SUIT_BY_TEXT.get(match[2]!.toLowerCase());
  if (!suit) return null;
  const rankText = match[1]!.toUpperCase();
  const rank = rankText === '10' ? 10 : RANK_CHARS.indexOf(rankText) + 1;
  return makeCard(rank, suit);
}

/**
 * Reads an explicit deck order: 52 card codes separated by spaces or commas
 * (any form `parseCard` accepts), each card exactly once.
 */
export function parseDeck(input: string | string[]): { ok: true; deck: Card[] } | { ok: false; error: string } {
  const parts = Array.isArray(input) ? input : input.split(/[\s,]+/).filter(Boolean);
  if (parts.length !== 52) return { ok: false, error: `a deck has 52 cards; got ${parts.length}` };
  const deck: Card[] = [];
  const seen = new Set<Card>();
  for (const part of parts) {
    const card = parseCard(String(part));
    if (!card) return { ok: false, error: `'${part}' is not a card (write rank then suit, e.g. 7h, 10s, Tc, Qd)` };
    if (seen.has(card)) return { ok: false, error: `${formatCard(card)} appears twice in the deck` };
    seen.add(card);
    deck.push(card);
  }
  return { ok: true, deck };
}
