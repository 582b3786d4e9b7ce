/**
 * A player of a multi-seat game who sends nothing (no move, no state poll, no
 * open stream) for the seat timeout loses: the camp resigns for them. A game
 * still waiting for a partner whose creator went silent is closed.
 */
import type { GameDefinition, Seat } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import type { GameSessions } from '../play/sessions.ts';
import type { Store } from '../store.ts';
import { ABANDONED_WAIT } from '../records/records.ts';

export class SeatTimeouts {
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: Store,
    private readonly sessions: GameSessions,
    private readonly games: ReadonlyMap<string, GameDefinition<any, any>>,
    private readonly timeoutMs: number,
    log: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.sweep().catch(log), Math.max(250, Math.min(5_000, timeoutMs / 4)));
    this.timer.unref();
  }

  /** Longest silent first: when both players of a race went silent, the one who left first loses. */
  async sweep(): Promise<void> {
    const multiSeat = [...this.games.values()].filter((game) => game.seats > 1).map((game) => game.id);
    for (const silent of await this.store.silentSeats(multiSeat, this.now() - this.timeoutMs)) {
      if (silent.status === 'waiting') {
        await this.store.setStatus(silent.gameId, 'waiting', 'over', ABANDONED_WAIT, this.now());
        continue;
      }
      try {
        await this.sessions.play(this.games.get(silent.game)!, silent.gameId, silent.seat as Seat, ['resign']);
      } catch (error) {
        if (!(error instanceof CampError)) throw error; // already over: nothing to do
      }
    }
  }

  close(): void {
    clearInterval(this.timer);
  }
}
