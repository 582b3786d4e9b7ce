/**
 * Random legal players, by game id: the floor of each suite entry's Camp
 * score (docs/evaluation.md). Each picks uniformly, with a seeded generator,
 * among the moves the JSON board of seat 0 shows, as an agent could read
 * them; it never reads the hidden state. Only `scripts/random-rates.ts`
 * plays them, once per suite version: the rates it measured are constants.
 */
import type { BoardPlayer } from './game.ts';
import type { buildView as californiaView } from './california-solitaire/view.ts';
import type { MahjongView } from './mahjong-solitaire/view.ts';
import type { MinesweeperView } from './minesweeper/view.ts';
import { rankOf, suitOf, type Card } from './shared/cards.ts';
import { Random } from './shared/random.ts';
import { canStack } from './solitaire/rules.ts';
import type { SolitaireView } from './solitaire/view.ts';

type RandomPlayerFactory = (seed: string) => BoardPlayer;

function pick<T>(random: Random, items: readonly T[]): T | null {
  return items.length === 0 ? null : items[random.int(items.length)]!;
}

/** Reveals a hidden cell (the command a click on it sends), any of them alike. */
const minesweeperRandom: RandomPlayerFactory = (seed) => {
  const random = Random.fromSeed(seed);
  return {
    next(raw) {
      const board = raw as MinesweeperView;
      const hidden = board.cells.flat().filter((cell) => cell.symbol === '#' && cell.click !== null);
      return pick(random, hidden)?.click ?? null;
    },
  };
};

/** Matches a pair the board lists as free, any of them alike; shuffles when there is none. */
const mahjongRandom: RandomPlayerFactory = (seed) => {
  const random = Random.fromSeed(seed);
  return {
    next(raw) {
      const board = raw as MahjongView;
      const pair = pick(random, board.pairs);
      if (pair) return `match ${pair[0]} ${pair[1]}`;
      return board.shufflesLeft > 0 ? 'shuffle' : null;
    },
  };
};

/** Any of the legal moves the board lists (draws and redeals among them); in a race, nothing when there are none. */
const californiaRandom: RandomPlayerFactory = (seed) => {
  const random = Random.fromSeed(seed);
  return {
    next(raw) {
      const board = raw as ReturnType<typeof californiaView>;
      return pick(random, board.legalMoves)?.command ?? null;
    },
  };
};

/** Klondike's moves from the face-up cards: to a foundation, runs and the waste card onto the tableau, draw or recycle. */
export function klondikeMoves(board: SolitaireView): string[] {
  const fitsFoundation = (card: Card) => board.foundations.some((pile) => pile.suit === suitOf(card) && pile.count === rankOf(card) - 1);
  const fitsPile = (pile: SolitaireView['tableau'][number], card: Card) => {
    const onto = pile.faceUp.at(-1)?.code;
    return onto === undefined ? pile.faceDown === 0 && rankOf(card) === 13 : canStack(card, onto);
  };
  const moves: string[] = [];
  const waste = board.waste.playable?.code;
  if (waste) {
    if (fitsFoundation(waste)) moves.push('move waste f');
    for (const pile of board.tableau) if (fitsPile(pile, waste)) moves.push(`move waste ${pile.id}`);
  }
  for (const pile of board.tableau) {
    const top = pile.faceUp.at(-1)?.code;
    if (top && fitsFoundation(top)) moves.push(`move ${pile.id} f`);
    pile.faceUp.forEach((card, index) => {
      const count = pile.faceUp.length - index;
      for (const other of board.tableau) {
        if (other !== pile && fitsPile(other, card.code)) moves.push(`move ${pile.id} ${other.id}${count > 1 ? ` ${count}` : ''}`);
      }
    });
  }
  if (board.stock.count > 0) moves.push('draw');
  else if (board.waste.count > 0) moves.push('recycle');
  return moves;
}

const klondikeRandom: RandomPlayerFactory = (seed) => {
  const random = Random.fromSeed(seed);
  return { next: (raw) => pick(random, klondikeMoves(raw as SolitaireView)) };
};

const players = new Map<string, RandomPlayerFactory>([
  ['minesweeper', minesweeperRandom],
  ['solitaire', klondikeRandom],
  ['mahjong-solitaire', mahjongRandom],
  ['california-solitaire', californiaRandom],
  ['california-double', californiaRandom],
]);

export function randomPlayerFor(gameId: string): RandomPlayerFactory | undefined {
  return players.get(gameId);
}
