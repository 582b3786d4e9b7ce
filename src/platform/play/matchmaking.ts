/**
 * Matching players of multi-seat games, in arrival order: a `new` request
 * joins the oldest game of the same type and options that is still waiting,
 * or else creates a waiting game of its own. The race is dealt when its last
 * seat is filled: from the seed both players asked for, or else from a seed
 * the camp chooses, so that no player can know a deck in advance.
 */
import { randomBytes } from 'node:crypto';
import type { GameDefinition } from '../../games/game.ts';
import type { GameView } from './game-view.ts';
import { dealChosenByPlayer } from '../records/standing.ts';
import { ABANDONED_WAIT } from '../records/records.ts';
import type { AccountRow, Store } from '../store.ts';

/**
 * Named speeds of the built-in opponent, in milliseconds per move (a Map: only
 * these names are found). `agent` paces it for language-model agents, whose
 * every call (read the board, solve the puzzle, answer) took 30-90 s when tried.
 */
export const BOT_SPEEDS = new Map<string, number>([['slow', 3000], ['normal', 1500], ['fast', 500], ['agent', 45_000]]);
/** The slowest built-in opponent a player may ask for, in milliseconds per move. */
export const MAX_BOT_DELAY_MS = 60_000;

/** A seat's kind names the built-in opponent and how long it thinks per move. */
export function botKind(delayMs = BOT_SPEEDS.get('normal')!): string {
  return `bot:${delayMs}`;
}

/** A seed no player can guess. */
export function campSeed(): string {
  return randomBytes(8).toString('hex');
}

export function botDelayMs(kind: string): number | null {
  return kind.startsWith('bot:') ? Number(kind.slice(4)) : null;
}

export async function joinWaitingGame(
  store: Store,
  game: GameDefinition<any, any>,
  account: AccountRow,
  options: unknown,
  /** The seed the joiner asked for; it decides the deal only if the waiting game's creator asked for the same one. */
  requestedSeed: string | null,
  now: number,
  seatTimeoutMs: number,
): Promise<GameView | null> {
  const wanted = JSON.stringify(options);
  for (const id of await store.waitingGameIds(game.id)) {
    const row = await store.game(id);
    if (!row || JSON.stringify(row.options) !== wanted) continue;
    const seats = await store.seats(id);
    // A second `new` while waiting (a retry, a reload) answers with the wait: a second one would strand the first.
    const own = seats.find((seat) => seat.accountId === account.id);
    if (own) {
      await store.touchSeat(id, own.seat, now);
      return { row, seats, viewer: own.seat };
    }
    // A waiting player who went silent is not a partner: close that game instead.
    if (seats.some((seat) => seat.kind === 'human' && seat.lastSeenAt < now - seatTimeoutMs)) {
      await store.setStatus(id, 'waiting', 'over', ABANDONED_WAIT, now);
      continue;
    }
    const free = firstFreeSeat(seats.map((seat) => seat.seat), game.seats);
    if (free === null) continue;
    if (!(await store.takeSeat(id, { seat: free, accountId: account.id, kind: 'human', lastSeenAt: now }))) continue;
    const filled = await store.seats(id);
    if (filled.length === game.seats) {
      const agreed = requestedSeed !== null && requestedSeed === row.seed;
      const seed = agreed ? requestedSeed : campSeed();
      const state = game.setup(row.options, seed);
      const summary = game.summary(state);
      // Dealt by the camp: the race counts on the boards (a wait that is abandoned never does).
      const ranked = !agreed && !dealChosenByPlayer(game, row.options, null);
      await store.startMatch(id, { seed, state, status: summary.status, outcome: summary.outcome, score: summary.score, updatedAt: now, ranked });
    }
    const current = await store.game(id);
    return { row: current!, seats: filled, viewer: free };
  }
  return null;
}

function firstFreeSeat(taken: number[], count: number): number | null {
  for (let seat = 0; seat < count; seat++) if (!taken.includes(seat)) return seat;
  return null;
}
