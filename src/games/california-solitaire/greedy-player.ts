/**
 * A greedy California player, the reference player's first choice
 * (reference-player.ts). The built-in opponent (bot.ts) reads the deck's
 * hidden order and the buried waste cards, so it is no fair reference; this
 * player chooses among the legal moves the board lists, knowing only the
 * face-up cards. In order: a card onto a tower; a stack top onto another
 * stack when that bares a card a tower wants; the waste card onto a
 * close-fitting stack (or a high card onto an empty one); draw; redeal; a
 * hanoi run that bares a wanted card. It gives up when a whole pass through
 * the deck made no progress.
 */
import { rankOf, type Card } from '../shared/cards.ts';
import type { ReferencePlayer } from '../reference-player.ts';
import type { buildView } from './view.ts';

type Board = ReturnType<typeof buildView>;

/** Gap between a card and the stack top it goes on beyond which the waste card stays put. */
const CLOSE_FIT = 3;
const HIGH_CARD = 9;

function placeWords(command: string): { from: string; to: string } | null {
  const match = /^(?:move|hanoi) (\S+) (\S+)$/.exec(command);
  return match ? { from: match[1]!, to: match[2]! } : null;
}

export function californiaGreedyPlayer(): ReferencePlayer {
  let markAtLastRedeal: string | null = null;
  return {
    next(raw) {
      const board = raw as Board;
      if (board.status !== 'playing') return null;
      const side = board.sides[board.viewerSeat ?? 0]!;
      const wanted = new Set(board.towers.flatMap((tower) => (tower.next ? [tower.next] : [])));
      const stack = new Map<string, Card[]>(side.stacks.map((pile) => [pile.id, pile.cards.map((card) => card.card)]));
      const cardOf = (place: string): Card | undefined => place === 'waste' ? side.waste.top?.card : stack.get(place)?.at(-1);
      const moves = board.legalMoves.map((move) => move.command);
      const baresWanted = (from: string, count: number) => {
        const cards = stack.get(from) ?? [];
        const bared = cards[cards.length - 1 - count];
        return bared !== undefined && wanted.has(bared);
      };

      const toTower = moves.find((command) => placeWords(command)?.to.startsWith('f'));
      if (toTower) return toTower;
      for (const command of moves) {
        const words = placeWords(command);
        if (command.startsWith('move') && words && words.from !== 'waste' && words.to.startsWith('s') && baresWanted(words.from, 1)) {
          if ((stack.get(words.to)?.length ?? 0) > 0 || (stack.get(words.from)?.length ?? 0) > 1) return command;
        }
      }
      const waste = side.waste.top?.card;
      if (waste) {
        let closest: { command: string; gap: number } | null = null;
        for (const command of moves) {
          const words = placeWords(command);
          if (!words || words.from !== 'waste' || !words.to.startsWith('s')) continue;
          const onto = cardOf(words.to);
          if (onto === undefined) {
            if (rankOf(waste) >= HIGH_CARD && closest === null) closest = { command, gap: Infinity };
            continue;
          }
          const gap = rankOf(onto) - rankOf(waste);
          if (gap <= CLOSE_FIT && (closest === null || gap < closest.gap)) closest = { command, gap };
        }
        if (closest) return closest.command;
      }
      if (moves.includes('draw')) return 'draw';
      if (moves.includes('redeal')) {
        const mark = `${board.towers.reduce((sum, tower) => sum + tower.cards.length, 0)}`;
        if (mark !== markAtLastRedeal) {
          markAtLastRedeal = mark;
          return 'redeal';
        }
      }
      for (const command of moves) {
        const words = placeWords(command);
        if (command.startsWith('hanoi') && words) {
          const run = stack.get(words.from) ?? [];
          // A run fits when each card is lower than the one under it; bare the card under the whole run.
          let count = 1;
          while (count < run.length && rankOf(run[run.length - count]!) < rankOf(run[run.length - count - 1]!)) count++;
          if (baresWanted(words.from, count)) return command;
        }
      }
      return null;
    },
  };
}
