/**
 * The daily deal: one deal per game, variant and UTC day that everyone plays
 * once. Its seed is an HMAC of the camp's secret, so no one can work out a
 * day's deal in advance; it is revealed once the day is over.
 */
import { createHmac } from 'node:crypto';
import type { GameDefinition } from '../../games/game.ts';
import type { GameRow } from '../store.ts';

const DAY_MS = 86_400_000;

/** The UTC date (YYYY-MM-DD) of a time. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Milliseconds since the epoch at the start of a UTC date, or null for text that is no real date. */
export function dayStart(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(start) && utcDay(start) === day ? start : null;
}

export class DailyDeals {
  constructor(private readonly secret: string, private readonly now: () => number = Date.now) {}

  today(): string {
    return utcDay(this.now());
  }

  /** The day's seed for this game and variant; only the camp can compute it. */
  seed(game: GameDefinition<any, any>, variant: string, day: string): string {
    return createHmac('sha256', this.secret).update(`daily-deal\0${game.id}\0${variant}\0${day}`).digest('hex').slice(0, 16);
  }

  /** A day's deal may be shown once the day is over everywhere in UTC. */
  isRevealed(day: string): boolean {
    const start = dayStart(day);
    return start !== null && this.now() >= start + DAY_MS;
  }

  /** Whether a game of this daily day (undefined or '' for any other game) must still keep its deal hidden: the day is on. */
  keepsHidden(day: string | undefined): boolean {
    return !!day && !this.isRevealed(day);
  }

  /**
   * The seed a reply may show for a stored game: a daily game's stays
   * hidden until its day is over (its replay and log reveal the deal too,
   * so they must wait as well).
   */
  shownSeed(row: Pick<GameRow, 'seed' | 'daily'>): string | null {
    return this.keepsHidden(row.daily) ? null : row.seed;
  }
}
