/**
 * Races on the shared towers of california-double. Moves are applied in the
 * order the server receives them. A tower move that is illegal now but was
 * legal on the towers the sender had seen (the first `seen` commands of the
 * log, plus the sender's own later moves) lost the race: the opponent changed
 * that tower in the meantime. It is rejected without forfeit.
 */
import { formatCard, type Card } from '../shared/cards.ts';
import type { Seat } from '../game.ts';
import { towerAccepts } from './rules.ts';
import { seatLetter, type CaliforniaState, type Tower } from './state.ts';

/** The tower as the sender knew it: cards up to the first one the opponent placed after `seen`. */
function towerAsSeen(tower: Tower, seat: Seat, seen: number): Tower {
  let length = 0;
  while (length < tower.cards.length && (tower.placedAt[length]! < seen || tower.owners[length] === seat)) length++;
  if (length === tower.cards.length) return tower;
  return { ...tower, cards: tower.cards.slice(0, length), owners: tower.owners.slice(0, length), placedAt: tower.placedAt.slice(0, length) };
}

/**
 * If putting `card` on one of `towerIndexes` is illegal now only because the
 * opponent got there first, the error to give; otherwise null.
 */
export function lostRace(state: CaliforniaState, seat: Seat, seen: number | undefined, card: Card, towerIndexes: number[]): string | null {
  if (state.mode !== 'double' || seen === undefined) return null;
  for (const index of towerIndexes) {
    const tower = state.towers[index]!;
    const asSeen = towerAsSeen(tower, seat, seen);
    if (asSeen !== tower && towerAccepts(asSeen, card) && !towerAccepts(tower, card)) {
      const top = formatCard(tower.cards[tower.cards.length - 1]!);
      return `lost the race: seat ${seatLetter(1 - seat)} played on f${index + 1} first (its top is now ${top}), so ${formatCard(card)} no longer fits there; nothing changed and there is no forfeit.`;
    }
  }
  return null;
}
