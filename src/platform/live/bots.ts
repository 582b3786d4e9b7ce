/**
 * Runs the built-in opponents: after any change to a game with a bot seat,
 * the bot waits its thinking time, asks the engine for its command and plays
 * it through the same path as a person's move. Several camp processes may
 * each run a turn for one bot; the game's log keeps it to its pace.
 */
import type { GameDefinition, Seat } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import { botDelayMs } from '../play/matchmaking.ts';
import type { GameSessions } from '../play/sessions.ts';
import type { GameRow, Store } from '../store.ts';
import type { GameEvents } from './events.ts';

/** How many of a game's latest commands are read to find a bot's last move. */
const RECENT_COMMANDS = 16;
/** How often a turn reads the game again when other moves keep coming first. */
const TURN_ATTEMPTS = 5;
/** playSeats' answer when another move came first. */
const OVERTAKEN = 'overtaken';

export class BotRunner {
  /** Games whose bot is scheduled, loading or moving: at most one turn per game at a time. */
  private readonly pending = new Map<string, NodeJS.Timeout | 'loading' | 'moving'>();
  /** Games that changed while their bot was moving: look again once it is done. */
  private readonly changedMeanwhile = new Set<string>();
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly store: Store,
    private readonly sessions: GameSessions,
    private readonly games: ReadonlyMap<string, GameDefinition<any, any>>,
    events: GameEvents,
    private readonly log: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = events.subscribeAll((gameId, gameType) => {
      if (this.games.get(gameType)?.botCommand) void this.wake(gameId);
    });
  }

  /** Picks up games that had a bot seat when the server last stopped. */
  async resume(): Promise<void> {
    for (const id of await this.store.gamesWithBots()) void this.wake(id);
  }

  /** Schedules the bot's turn after its thinking time, or after `afterMs`. */
  private async wake(gameId: string, afterMs?: number): Promise<void> {
    if (this.pending.get(gameId) === 'moving') this.changedMeanwhile.add(gameId);
    if (this.closed || this.pending.has(gameId)) return;
    this.pending.set(gameId, 'loading');
    const delays = (await this.store.seats(gameId)).map((seat) => botDelayMs(seat.kind)).filter((d): d is number => d !== null);
    if (delays.length === 0 || this.closed) {
      this.pending.delete(gameId);
      return;
    }
    this.pending.set(gameId, setTimeout(() => {
      this.pending.set(gameId, 'moving');
      this.turn(gameId)
        .catch((error: unknown) => {
          this.log(error);
          return undefined;
        })
        .then((comeBackIn) => {
          this.pending.delete(gameId);
          const changed = this.changedMeanwhile.delete(gameId);
          if (comeBackIn !== undefined) void this.wake(gameId, comeBackIn);
          else if (changed) void this.wake(gameId);
        });
    }, afterMs ?? Math.min(...delays)));
  }

  /** Plays the bot's turn; returns in how many ms to come back when another process moved it too recently. */
  private async turn(gameId: string): Promise<number | undefined> {
    for (let attempt = 0; attempt < TURN_ATTEMPTS; attempt++) {
      const row = await this.store.game(gameId);
      const game = row && this.games.get(row.game);
      if (!row || !game?.botCommand || row.status !== 'playing') return undefined;
      const played = await this.playSeats(game, row);
      if (played !== OVERTAKEN) return played;
    }
    // Moves kept coming first: the next change wakes the bot again.
    return undefined;
  }

  /**
   * Plays the first bot seat that is due on the game as read. Returns
   * OVERTAKEN when a move came first (read again), the ms until a seat is due
   * when another process moved it within its thinking time, else undefined.
   */
  private async playSeats(game: GameDefinition<any, any>, row: GameRow): Promise<number | typeof OVERTAKEN | undefined> {
    let dueIn: number | undefined;
    for (const seat of await this.store.seats(row.id)) {
      const delay = botDelayMs(seat.kind);
      if (delay === null) continue;
      const early = delay - (this.now() - (await this.lastMoveAt(row.id, row.version, seat.seat)));
      if (early > 0) {
        dueIn = Math.min(dueIn ?? early, early);
        continue;
      }
      const command = game.botCommand!(row.state, seat.seat as Seat);
      if (!command) continue;
      try {
        // Only on the version it chose on: another process may be playing this same turn.
        const outcome = await this.sessions.playAtVersion(game, row.id, seat.seat as Seat, [command], row.version);
        if (!outcome) return OVERTAKEN;
        const refused = outcome.results.find((result) => !result.ok);
        // The engine refused its own bot's move: say so, since the bot now waits for the other player.
        if (refused) this.log(new Error(`bot move '${command}' refused in game ${row.id}: ${refused.message}`));
        return undefined;
      } catch (error) {
        // The game ended under us: nothing to play.
        if (!(error instanceof CampError)) throw error;
        return undefined;
      }
    }
    return dueIn;
  }

  /**
   * When the seat last moved (0 if never). Every process that writes a move
   * of the game schedules the bot's next turn, so behind a load balancer
   * several may; the log, not a timer, keeps the bot to one move per
   * thinking time. The recent commands nearly always hold its last move.
   */
  private async lastMoveAt(gameId: string, version: number, seat: number): Promise<number> {
    const recent = await this.store.commands(gameId, Math.max(0, version - RECENT_COMMANDS));
    const log = recent.some((entry) => entry.seat === seat) || version <= RECENT_COMMANDS ? recent : await this.store.commands(gameId);
    for (let at = log.length - 1; at >= 0; at--) if (log[at]!.seat === seat) return log[at]!.acceptedAt;
    return 0;
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
    for (const timer of this.pending.values()) if (timer !== 'loading') clearTimeout(timer);
    this.pending.clear();
  }
}
