/**
 * What a player can know of the stock and waste by watching: every card a
 * draw turns up is shown (draw 3 fans out all the cards it dealt), and a
 * recycle keeps the order, so after one pass the whole talon is known. The
 * memory follows the player's own commands (a draw moves the boundary, a
 * recycle resets it, a waste card played leaves the talon) and fills in the
 * cards each board shows on the waste. It reads only the JSON board.
 */
import type { Card } from '../shared/cards.ts';
import type { SolitaireView } from './view.ts';

export class TalonMemory {
  /** The waste bottom to top, then the stock in the order it will be drawn; null where not seen yet. */
  private cards: (Card | null)[] = [];
  private wasteCount = 0;
  private started = false;

  /** Follows `command`, just sent from `before` (a board this memory has seen). */
  sent(command: string, before: SolitaireView): void {
    if (command === 'draw') this.wasteCount += Math.min(before.draw, before.stock.count);
    else if (command === 'recycle') this.wasteCount = 0;
    else if (/^move waste\b/.test(command) && this.wasteCount > 0) this.cards.splice(--this.wasteCount, 1);
  }

  /** Takes in what `board` shows of the waste; starts over (nothing known) if the board disagrees with what was followed. */
  see(board: SolitaireView): void {
    const length = board.stock.count + board.waste.count;
    if (!this.started || this.cards.length !== length || this.wasteCount !== board.waste.count) {
      this.cards = new Array<Card | null>(length).fill(null);
      this.wasteCount = board.waste.count;
      this.started = true;
    }
    const fan = board.waste.fanned;
    fan.forEach((card, index) => (this.cards[this.wasteCount - fan.length + index] = card.code));
  }

  /** The talon as known now: waste bottom to top, then the stock, next card first. */
  talon(): readonly (Card | null)[] {
    return this.cards;
  }

  get waste(): number {
    return this.wasteCount;
  }
}
