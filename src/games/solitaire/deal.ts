/** Options and the deal: a shuffle chosen by the seed (or a winnable one), laid out by deal-layout.ts. */
import { type Result, ok, err } from '../game.ts';
import { fullDeck, parseDeck, type Card } from '../shared/cards.ts';
import { Random } from '../shared/random.ts';
import { preparedDealSeed } from './deal-cache.ts';
import { dealFromDeck } from './deal-layout.ts';
import { parsePinned, shuffledDeck, winnableDealSeed } from './winnable-deal.ts';
import type { SolitaireOptions, SolitaireState } from './state.ts';

export function parseOptions(raw: Record<string, unknown>): Result<SolitaireOptions> {
  const drawRaw = raw.draw ?? '1';
  const drawText = String(drawRaw).trim();
  if (drawText !== '1' && drawText !== '3') {
    return err(`draw must be "1" or "3" (cards turned over per draw); got ${JSON.stringify(drawRaw)}`);
  }
  const scoringRaw = raw.scoring ?? 'standard';
  const scoring = String(scoringRaw).trim().toLowerCase();
  if (scoring !== 'standard' && scoring !== 'multiplier') {
    return err(`scoring must be "standard" or "multiplier"; got ${JSON.stringify(scoringRaw)}`);
  }
  let deck: Card[] | null = null;
  if (raw.deck !== undefined && raw.deck !== null && raw.deck !== '') {
    if (typeof raw.deck !== 'string' && !Array.isArray(raw.deck)) {
      return err('deck must be a string of 52 card codes separated by spaces or commas (e.g. "Ah 7s Td ..."), or an array of them');
    }
    const parsed = parseDeck(Array.isArray(raw.deck) ? raw.deck.map(String) : raw.deck);
    if (!parsed.ok) return err(`deck: ${parsed.error}`);
    deck = parsed.deck;
  }
  const dealRaw = raw.deal ?? 'random';
  const deal = String(dealRaw).trim().toLowerCase();
  if (deal !== 'random' && deal !== 'winnable') {
    return err(`deal must be "random" or "winnable" (only deals the solver proved winnable); got ${JSON.stringify(dealRaw)}`);
  }
  if (deal === 'winnable' && deck !== null) {
    return err('deal "winnable" picks the shuffle itself, so it cannot be combined with deck; leave out one of them.');
  }
  return ok({ draw: drawText === '3' ? 3 : 1, scoring, deck, deal });
}

export function setup(options: SolitaireOptions, seed: string): SolitaireState {
  return dealFromDeck(options.deck ?? shuffleFor(options, seed), options);
}

/**
 * The seed's shuffle: its first one, or for winnable deals the one its pinned
 * seed names. An unpinned seed (a game stored before seeds were pinned, or a
 * direct call) is searched for its first winnable shuffle.
 */
function shuffleFor(options: SolitaireOptions, seed: string): Card[] {
  if (options.deal !== 'winnable') return Random.fromSeed(seed).shuffle(fullDeck());
  const pinned = parsePinned(seed) ?? parsePinned(preparedDealSeed(seed, options.draw) ?? winnableDealSeed(seed, options.draw));
  return shuffledDeck(pinned!.base, pinned!.shuffles);
}
