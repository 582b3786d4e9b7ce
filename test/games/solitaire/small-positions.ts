/**
 * Positions with most cards already home, for the solver's tests: small
 * enough that a plain search can settle them, and lost often enough that
 * both verdicts are common.
 */
import { fullDeck, rankOf, SUITS, suitOf, type Card } from '../../../src/games/shared/cards.ts';
import type { Random } from '../../../src/games/shared/random.ts';
import { dealFromDeck } from '../../../src/games/solitaire/deal-layout.ts';
import type { DrawMode, SolitaireState } from '../../../src/games/solitaire/state.ts';
import { playAll } from './support.ts';

/** A suit's cards up to a random rank (`lowest`-13) go home; not all of them. */
function homeHeights(random: Random, lowest: number): number[] {
  let heights = [13, 13, 13, 13];
  while (heights.every((height) => height === 13)) heights = SUITS.map(() => lowest + random.int(14 - lowest));
  return heights;
}

/** A few draws, none in most positions. */
function drawSome(random: Random, state: SolitaireState): SolitaireState {
  const draws = Math.min(random.int(3), Math.ceil(state.stock.length / state.draw));
  return playAll(state, Array.from({ length: draws }, () => 'draw'));
}

const foundationsUpTo = (heights: number[]) => SUITS.map((suit, index) => fullDeck().filter((card) => suitOf(card) === suit && rankOf(card) <= heights[index]!));

/**
 * A real shuffle dealt as usual, then the cards up to homeHeights taken
 * home; the rest stay where the deal put them (a pile left with face-down
 * cards only turns its top one over).
 */
export function reducedDeal(random: Random, drawMode: DrawMode): SolitaireState {
  const dealt = dealFromDeck(random.shuffle(fullDeck()), { draw: drawMode, scoring: 'standard' });
  const heights = homeHeights(random, 8);
  const isHome = (card: Card) => rankOf(card) <= heights[SUITS.indexOf(suitOf(card))]!;
  const tableau = dealt.tableau.map((pile) => {
    const down = pile.down.filter((card) => !isHome(card));
    const up = pile.up.filter((card) => !isHome(card));
    if (up.length === 0 && down.length > 0) up.push(down.pop()!);
    return { down, up };
  });
  return drawSome(random, { ...dealt, tableau, foundations: foundationsUpTo(heights), stock: dealt.stock.filter((card) => !isHome(card)) });
}

export interface DeepPileShape {
  /** Every suit goes home up to a random rank from this one to the King. */
  lowestHome: number;
  /** One card in this many goes to the stock. */
  stockOneIn: number;
  /** The cards left are dealt onto one to this many piles. */
  maxPiles: number;
}

/**
 * The cards up to homeHeights home, the rest shuffled into the stock and
 * dealt face down round-robin onto a few piles, each pile's top card face
 * up. Deep piles of few cards make both verdicts common. By default: home
 * from 8 up, a quarter in the stock, one to three piles.
 */
export function deepPiles(random: Random, drawMode: DrawMode, shape: DeepPileShape = { lowestHome: 8, stockOneIn: 4, maxPiles: 3 }): SolitaireState {
  const dealt = dealFromDeck(fullDeck(), { draw: drawMode, scoring: 'standard' });
  const heights = homeHeights(random, shape.lowestHome);
  const isHome = (card: Card) => rankOf(card) <= heights[SUITS.indexOf(suitOf(card))]!;
  const rest = random.shuffle(fullDeck().filter((card) => !isHome(card)));
  const stock: Card[] = [];
  const tableau = dealt.tableau.map(() => ({ down: [] as Card[], up: [] as Card[] }));
  const piles = 1 + random.int(shape.maxPiles);
  let pile = 0;
  for (const card of rest) {
    if (random.int(shape.stockOneIn) === 0) stock.push(card);
    else tableau[pile++ % piles]!.down.push(card);
  }
  for (const each of tableau) if (each.down.length > 0) each.up.push(each.down.pop()!);
  return drawSome(random, { ...dealt, tableau, foundations: foundationsUpTo(heights), stock });
}
