/**
 * What was possible in a finished game (GameDefinition.hindsight), worked
 * out once per game and stored. Nothing is worked out or shown while a game
 * is on: hidden information stays hidden until it is over.
 */
import type { GameDefinition, Hindsight } from '../../games/game.ts';
import type { DailyDeals } from './daily.ts';
import type { GameRow, Store } from '../store.ts';

type AnyGame = GameDefinition<any, any>;

/** How long the reply to the move that ends a game waits for its hindsight before it goes without. */
export const ENDING_MOVE_WAIT_MS = 1_000;
/**
 * How long a later read (state, finish, replay) waits for it: a burst of
 * games ending at once queues their solving in one worker thread, and no
 * read should wait for the whole queue. Null meanwhile; asking again later finds it.
 */
export const READ_WAIT_MS = 5_000;

export class Hindsights {
  /** Work under way in this process, so two requests for one game share it. */
  private readonly working = new Map<string, Promise<Hindsight | null>>();

  constructor(
    private readonly store: Store,
    private readonly daily: DailyDeals,
    private readonly now: () => number,
    private readonly logError: (error: unknown) => void,
  ) {}

  /** The game's hindsight once it is over, worked out on first need; null while it is on or when the game tells none. */
  async of(game: AnyGame, row: GameRow): Promise<Hindsight | null> {
    if (!this.tellable(game, row)) return null;
    const stored = await this.store.hindsight(row.id);
    if (stored !== undefined) return stored as Hindsight | null;
    let work = this.working.get(row.id);
    if (!work) {
      work = this.workOut(game, row).finally(() => this.working.delete(row.id));
      this.working.set(row.id, work);
    }
    return work;
  }

  /** As `of`, but gives up waiting (null) after `waitMs`; the work goes on and is stored. */
  async within(game: AnyGame, row: GameRow, waitMs: number): Promise<Hindsight | null> {
    if (!this.tellable(game, row)) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
    try {
      return await Promise.race([this.of(game, row), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Over, and not today's daily deal: that deal is everyone's, and "winnable
   * in 96 moves" would tell those still to play it something, as its replay would.
   */
  private tellable(game: AnyGame, row: GameRow): boolean {
    return row.status === 'over' && game.hindsight !== undefined && !this.daily.keepsHidden(row.daily);
  }

  private async workOut(game: AnyGame, row: GameRow): Promise<Hindsight | null> {
    try {
      const log = await this.store.commands(row.id);
      const hindsight = await game.hindsight!({
        options: row.options, seed: row.seed, state: row.state,
        log: log.map(({ seat, command, acceptedAt }) => ({ seat, command, acceptedAt })),
      });
      await this.store.saveHindsight(row.id, hindsight, this.now());
      return hindsight;
    } catch (error) {
      // Nothing is stored, so a later request tries again; the reply goes without it meanwhile.
      this.logError(error);
      return null;
    }
  }
}
