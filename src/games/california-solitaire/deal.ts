/**
 * The deal and the options. Each side gets its own shuffled 52-card deck
 * (drawn one after the other from the game's seeded generator); four cards
 * face up start the stacks s1-s4 and a fifth starts the waste.
 */
import { err, ok, type Result } from '../game.ts';
import { fullDeck } from '../shared/cards.ts';
import { Random } from '../shared/random.ts';
import {
  STACK_COUNT, TOWER_SUITS,
  type CaliforniaOptions, type CaliforniaState, type Mode, type RedealOption, type Side,
} from './state.ts';

export const REDEAL_VALUES: readonly RedealOption[] = ['0', '1', '2', 'unlimited'];
export const DEFAULT_OPTIONS: CaliforniaOptions = { redeals: '0' };

export const optionsSchema = {
  type: 'object',
  properties: {
    // No enum: it would refuse "Unlimited" before parseOptions reads any letter case.
    redeals: { type: ['string', 'integer'], description: `${REDEAL_VALUES.join(', ')} (any letter case)` },
  },
};

export function parseOptions(raw: Record<string, unknown>): Result<CaliforniaOptions> {
  const value = raw?.redeals;
  if (value === undefined || value === null || value === '') return ok({ ...DEFAULT_OPTIONS });
  const text = String(value).trim().toLowerCase();
  if (!(REDEAL_VALUES as readonly string[]).includes(text)) {
    return err(`redeals must be one of ${REDEAL_VALUES.map((v) => `"${v}"`).join(', ')} (how many times the waste may be turned back into the deck); got ${JSON.stringify(value)}`);
  }
  return ok({ redeals: text as RedealOption });
}

function dealSide(random: Random): Side {
  const deck = random.shuffle(fullDeck());
  const stacks: string[][] = [];
  for (let i = 0; i < STACK_COUNT; i++) stacks.push([deck.pop()!]);
  const waste = [deck.pop()!];
  return { deck, waste, stacks, redealsUsed: 0, placed: 0, actions: 0 };
}

export function setupGame(mode: Mode, options: CaliforniaOptions, seed: string): CaliforniaState {
  const random = Random.fromSeed(seed);
  const seats = mode === 'double' ? 2 : 1;
  const sides = Array.from({ length: seats }, () => dealSide(random));
  const towers = Array.from({ length: TOWER_SUITS.length * seats }, (_, i) => ({
    suit: TOWER_SUITS[i % TOWER_SUITS.length]!,
    cards: [],
    owners: [],
    placedAt: [],
  }));
  return {
    mode,
    options: { ...options },
    sides,
    towers,
    status: 'playing',
    outcome: null,
    winner: null,
    endReason: null,
    commandCount: 0,
    stuck: sides.map(() => false), // every side starts with a full deck and its aces to come
  };
}
