/**
 * The leaderboards: per game and variant, over a window of time or one
 * day's daily deal, each account's best score, wins, games played and win
 * rate on ranked games (deals the camp chose). A race is ranked by its
 * players' Elo ratings (ratings.ts), then wins.
 */
import type { GameDefinition } from '../../games/game.ts';
import type { DailyDeals } from './daily.ts';
import { dayStart, utcDay } from './daily.ts';
import { CampError } from '../errors.ts';
import { RATING_NOTE, shownRating } from './ratings.ts';
import { variantOf } from './standing.ts';
import type { Store } from '../store.ts';

type AnyGame = GameDefinition<any, any>;

const DAY_MS = 86_400_000;
export const DEFAULT_LIMIT = 20;
/** Later than any UTC day a game can end on. */
const LAST_DAY = '9999-12-31';
export const MAX_LIMIT = 100;

/** The windows a board covers: how far back it reaches (a Map, so only these names are found). */
const WINDOWS = new Map<string, { days: number | null; description: string }>([
  ['all', { days: null, description: 'all time' }],
  ['7d', { days: 7, description: 'the last 7 UTC days, today included' }],
  ['daily', { days: null, description: "one UTC day's daily deal (date=YYYY-MM-DD, today by default)" }],
]);

export const WINDOW_NAMES = [...WINDOWS.keys()];

export const RANKING_NOTE = 'Only games on deals the camp chose are ranked: a game started with a chosen seed or deck is played and shown but never ranked. '
  + 'Daily deals count only on their own daily board (window=daily).';

export interface BoardRequest {
  variant?: string;
  window?: string;
  date?: string;
  limit?: number;
}

export function defaultVariant(game: AnyGame): string {
  const parsed = game.parseOptions({});
  return parsed.ok ? variantOf(game, parsed.value) : 'standard';
}

/**
 * The variants the game's listed choices make (every option given as a list
 * of values, combined), so that such a board is known before its first
 * ranked game; free-form options (a custom board's size) add theirs as they are played.
 */
export function listedVariants(game: AnyGame): string[] {
  let variants = listedByGame.get(game);
  if (!variants) listedByGame.set(game, variants = combineListedVariants(game));
  return variants;
}

/** Worked out once per game: a board request only reads them. */
const listedByGame = new WeakMap<AnyGame, string[]>();

function combineListedVariants(game: AnyGame): string[] {
  let choices: Record<string, string>[] = [{}];
  for (const option of game.options.filter((candidate) => candidate.values.length > 1)) {
    choices = choices.flatMap((choice) => option.values.map((value) => ({ ...choice, [option.name]: value })));
  }
  const variants = new Set<string>();
  for (const choice of choices) {
    const parsed = game.parseOptions(choice);
    if (parsed.ok) variants.add(variantOf(game, parsed.value));
  }
  return [...variants];
}

/**
 * Games stored under a variant name their options no longer make (a name
 * the game has since split, such as Klondike's winnable deals from random
 * ones) move to the name they make now, with both boards worked out anew.
 * Run once per start, before the camp serves; returns how many games moved.
 */
export async function moveStaleVariants(store: Store, games: readonly AnyGame[]): Promise<number> {
  let moved = 0;
  for (const game of games) {
    for (const stored of await store.storedVariants(game.id)) {
      const current = currentVariant(game, stored.options);
      if (current !== null && current !== stored.variant) moved += await store.moveVariant(game.id, stored.options, stored.variant, current, game.seats > 1);
    }
  }
  return moved;
}

/**
 * The variant stored options make today, read through the game's parser
 * first (an option added since gets its default, as a new game would);
 * null for options that are not JSON any more (left where they are).
 */
function currentVariant(game: AnyGame, options: string): string | null {
  let stored: unknown;
  try {
    stored = JSON.parse(options);
  } catch {
    return null;
  }
  const parsed = stored !== null && typeof stored === 'object' ? game.parseOptions(stored as Record<string, unknown>) : null;
  return variantOf(game, parsed?.ok ? parsed.value : stored);
}

export async function leaderboard(store: Store, daily: DailyDeals, now: number, game: AnyGame, request: BoardRequest) {
  const windowName = request.window ?? 'all';
  const window = WINDOWS.get(windowName);
  if (!window) {
    throw new CampError(400, 'bad_window', `window must be one of ${WINDOW_NAMES.map((name) => `"${name}"`).join(', ')}; got ${JSON.stringify(windowName)}.`);
  }
  const variants = await store.leaderboardVariants(game.id);
  const variant = request.variant ?? defaultVariant(game);
  const known = new Set([defaultVariant(game), ...listedVariants(game), ...variants]);
  if (!known.has(variant)) {
    throw new CampError(404, 'unknown_variant', `${game.name} has no variant ${JSON.stringify(variant)}. Variants: ${[...known].join(', ')}.`, { variants: [...known] });
  }
  const day = windowName === 'daily' ? dailyDate(request.date, now) : '';
  if (windowName !== 'daily' && request.date !== undefined) {
    throw new CampError(400, 'date_without_daily', 'date chooses a daily board: send it with window=daily.');
  }
  const multiSeat = game.seats > 1;
  // Totals are kept per UTC day and for all time: a window is whole days.
  const fromDay = window.days === null ? '' : utcDay(now - (window.days - 1) * DAY_MS);
  const toDay = window.days === null ? '' : LAST_DAY;
  const limit = request.limit ?? DEFAULT_LIMIT;
  const rows = await store.leaderboard({ game: game.id, variant, daily: day, fromDay, toDay, limit, multiSeat });
  // A daily game shows its deal: its replay waits until the day is over.
  const replayable = !daily.keepsHidden(day);
  return {
    game: game.id,
    name: game.name,
    variant,
    variants: [...known].sort(),
    window: windowName,
    window_description: window.description,
    since: fromDay ? `${fromDay}T00:00:00.000Z` : null,
    ranked_by: multiSeat ? ['rating', 'wins', 'win_rate', 'played'] : ['best_score', 'win_rate', 'played'],
    note: multiSeat
      ? `${RANKING_NOTE} The race is ranked by rating (the player's current one, whatever the window), then wins and win rate. ${RATING_NOTE}`
      : RANKING_NOTE,
    ...(day ? { daily: { date: day, revealed: replayable, seed: replayable ? await dealtDailySeed(store, daily, game, variant, day) : null } } : {}),
    entries: rows.map((row, i) => ({
      rank: i + 1,
      name: row.name,
      best_score: multiSeat ? null : row.bestScore,
      ...(multiSeat ? { rating: row.rating === null ? null : shownRating(row.rating) } : {}),
      wins: row.wins,
      played: row.played,
      win_rate: row.played === 0 ? 0 : Math.round((row.wins / row.played) * 1000) / 1000,
      game_id: row.gameId,
      replay: replayable ? `/games/${game.id}/api/replay?game_id=${encodeURIComponent(row.gameId)}` : null,
      board: replayable ? `/games/${game.id}?game_id=${encodeURIComponent(row.gameId)}` : null,
    })),
  };
}

function dailyDate(date: string | undefined, now: number): string {
  const today = utcDay(now);
  if (date === undefined) return today;
  const start = dayStart(date);
  if (start === null) throw new CampError(400, 'bad_date', `date must be a UTC date written YYYY-MM-DD; got ${JSON.stringify(date)}.`);
  if (date > today) throw new CampError(400, 'future_date', `There is no daily board for ${date} yet: today is ${today} (UTC).`);
  return date;
}

/** The seed a day's deal was dealt from (for Klondike's winnable deal, the shuffle it picked), which a seeded game replays. */
async function dealtDailySeed(store: Store, daily: DailyDeals, game: AnyGame, variant: string, day: string): Promise<string> {
  return (await store.dailyDealSeed(game.id, variant, day)) ?? daily.seed(game, variant, day);
}
