/**
 * Winnable deals (option deal: "winnable"). The deal for a seed is the first
 * shuffle, drawn one after another from the seed's generator, that the
 * solver proves winnable in the draw mode played; rejecting the others keeps
 * every provably winnable deal as likely as any other. The first shuffle is
 * the seed's random deal, so a seed whose random deal is winnable deals the
 * same either way.
 *
 * A shuffle the solver cannot settle within the budget is skipped like an
 * unwinnable one. The budget counts positions, not time, so the deal for a
 * seed never depends on the machine; it does depend on the solver, which
 * gets better. So a game stores its deal's pinned seed, `<seed>~w<k>`: the
 * seed's k-th shuffle, dealt without solving whatever a later solver finds.
 */
import { fullDeck, type Card } from '../shared/cards.ts';
import { Random } from '../shared/random.ts';
import { dealFromDeck } from './deal-layout.ts';
import { solve } from './solver.ts';
import type { DrawMode } from './state.ts';

/** Positions the solver may spend on one shuffle: a fraction of a second. */
export const DEAL_PROOF_BUDGET = 20_000;
/** About one shuffle in ten (draw 1) or five (draw 3) is skipped at this budget (of the 1,000 bench deals, 92 and 196), so 64 in a row never happens in practice (p < 1e-30). */
export const MAX_SHUFFLES = 64;

export interface WinnableDeck {
  deck: Card[];
  /** Which shuffle of the seed's generator it is (1 = the seed's random deal). */
  shuffles: number;
}

export function findWinnableDeck(seed: string, draw: DrawMode, budget = DEAL_PROOF_BUDGET): WinnableDeck {
  const random = Random.fromSeed(seed);
  for (let shuffles = 1; shuffles <= MAX_SHUFFLES; shuffles++) {
    const deck = random.shuffle(fullDeck());
    const verdict = solve(dealFromDeck(deck, { draw, scoring: 'standard' }), budget).verdict;
    if (verdict === 'won') return { deck, shuffles };
  }
  throw new Error(`no provably winnable draw-${draw} deal in ${MAX_SHUFFLES} shuffles for seed ${JSON.stringify(seed)}`);
}

/** The deck of the seed's `shuffles`-th shuffle, redrawn without solving. */
export function shuffledDeck(seed: string, shuffles: number): Card[] {
  const random = Random.fromSeed(seed);
  let deck: Card[] = [];
  for (let draw = 0; draw < shuffles; draw++) deck = random.shuffle(fullDeck());
  return deck;
}

const PINNED = /^(.*)~w([1-9][0-9]?)$/s;

/** The seed that names a seed's `shuffles`-th shuffle as its winnable deal. */
export function pinnedSeed(seed: string, shuffles: number): string {
  return `${seed}~w${shuffles}`;
}

/**
 * A winnable deal's seed stored before seeds were pinned names no shuffle:
 * the solver of its day chose one, and a later solver may choose another.
 * The pinned seeds of every shuffle it can have been, first shuffle first.
 */
export function seedsDealtBefore(seed: string): string[] | null {
  if (parsePinned(seed)) return null;
  return Array.from({ length: MAX_SHUFFLES }, (_, i) => pinnedSeed(seed, i + 1));
}

/** A pinned seed's base seed and shuffle, or null for any other seed. */
export function parsePinned(seed: string): { base: string; shuffles: number } | null {
  const match = PINNED.exec(seed);
  const shuffles = match ? Number(match[2]) : 0;
  return match && shuffles <= MAX_SHUFFLES ? { base: match[1]!, shuffles } : null;
}

/**
 * The pinned seed of a seed's winnable deal. A seed already pinned stays as
 * it is when the solver proves its shuffle winnable (a player replaying a
 * deal by the seed the camp showed); any other seed, a pinned one whose
 * shuffle is not proven included, is searched from its first shuffle.
 */
export function winnableDealSeed(seed: string, draw: DrawMode, budget = DEAL_PROOF_BUDGET): string {
  const pinned = parsePinned(seed);
  if (pinned && solve(dealFromDeck(shuffledDeck(pinned.base, pinned.shuffles), { draw, scoring: 'standard' }), budget).verdict === 'won') return seed;
  return pinnedSeed(seed, findWinnableDeck(seed, draw, budget).shuffles);
}
