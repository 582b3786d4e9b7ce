/**
 * What players said of a game type: the average rating and the reviews,
 * newest first, a page at a time. Review text is returned as it was written;
 * whoever shows it shows it as text.
 */
import { decodeCursor, encodeCursor } from './page-cursor.ts';
import type { GameReviewRow, ReviewCursor, Store } from '../store.ts';

export const REVIEWS_PAGE = { default: 10, max: 50 } as const;
/** How many of the newest reviews the rules JSON carries. */
export const RULES_RECENT_REVIEWS = 3;

export const reviewsPath = (gameType: string) => `/games/${gameType}/api/reviews`;

export function presentReview(row: GameReviewRow) {
  return { rating: row.rating, review: row.review, name: row.name, created_at: new Date(row.createdAt).toISOString(), game_id: row.gameId };
}

/** The count, the accounts the average is over, and the average rating to two decimals (null before the first review). */
export async function ratingSummary(store: Store, gameType: string) {
  const { count, raters, average } = await store.reviewSummary(gameType);
  return { count, raters, average: average === null ? null : Math.round(average * 100) / 100 };
}

export async function reviewPage(store: Store, gameType: string, cursor: string | undefined, limit: number) {
  const before = cursor === undefined ? undefined : reviewCursor(decodeCursor(cursor, 2));
  // One more than asked tells whether another page follows.
  const rows = await store.recentReviews(gameType, { before, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    game: gameType,
    reviews: page.map(presentReview),
    next_cursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.gameId, last.accountId) : null,
  };
}

export async function newestReview(store: Store, gameType: string) {
  const [row] = await store.recentReviews(gameType, { limit: 1 });
  return row ? presentReview(row) : null;
}

/** The reviews part of the rules JSON: the summary, the newest few, and where the rest are (under `urlBase`, the public URL or ''). */
export async function rulesReviews(store: Store, gameType: string, urlBase: string) {
  const [summary, recent] = await Promise.all([
    ratingSummary(store, gameType),
    store.recentReviews(gameType, { limit: RULES_RECENT_REVIEWS }),
  ]);
  return { ...summary, recent: recent.map(presentReview), more: urlBase + reviewsPath(gameType) };
}

function reviewCursor({ time, ids: [gameId, accountId] }: { time: number; ids: string[] }): ReviewCursor {
  return { createdAt: time, gameId: gameId!, accountId: accountId! };
}
