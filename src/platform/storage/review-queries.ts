/**
 * The SQL of a game type's reviews, shared by both stores. Both read one range
 * of the reviews_newest index (game, created_at, game_id, account_id, rating),
 * so their cost follows the reviews asked for, never the size of the games.
 */
import type { ParameterMark, Query } from './records-queries.ts';
import type { GameReviewRow, RecentReviewsQuery, ReviewSummary } from '../store.ts';

/**
 * Stores a review with its game's type. Values: game id, account id, rating,
 * review, created at, and the game id again.
 */
export function reviewInsert(mark: ParameterMark): string {
  return `INSERT INTO reviews (game_id, account_id, rating, review, created_at, game)
     SELECT CAST(${mark(1)} AS TEXT), CAST(${mark(2)} AS TEXT), CAST(${mark(3)} AS INTEGER), CAST(${mark(4)} AS TEXT),
       CAST(${mark(5)} AS BIGINT), games.game
     FROM games WHERE games.id = ${mark(6)}
     ON CONFLICT DO NOTHING`;
}

/**
 * How many reviews the type has, and their average rating counting each
 * account once (`raters` of them), by its latest rating: rating many games
 * does not weigh more.
 */
export function reviewSummaryQuery(gameType: string, mark: ParameterMark): Query {
  return {
    text: `SELECT (SELECT COUNT(*) FROM reviews WHERE game = ${mark(1)}) AS count, COUNT(*) AS raters, AVG(rating) AS average FROM (
       SELECT rating, ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY created_at DESC, game_id DESC) AS place
       FROM reviews WHERE game = ${mark(2)}) AS latest
     WHERE place = 1`,
    values: [gameType, gameType],
  };
}

/** One page of reviews, newest first, each with its reviewer's name. */
export function recentReviewsQuery(gameType: string, query: RecentReviewsQuery, mark: ParameterMark): Query {
  const values: unknown[] = [gameType];
  const next = (value: unknown) => {
    values.push(value);
    return mark(values.length);
  };
  const conditions = [`reviews.game = ${mark(1)}`];
  if (query.before !== undefined) {
    const { createdAt, gameId, accountId } = query.before;
    conditions.push(`(reviews.created_at, reviews.game_id, reviews.account_id) < (${next(createdAt)}, ${next(gameId)}, ${next(accountId)})`);
  }
  const text = `SELECT reviews.game_id, reviews.account_id, accounts.name, reviews.rating, reviews.review, reviews.created_at
     FROM reviews JOIN accounts ON accounts.id = reviews.account_id
     WHERE ${conditions.join(' AND ')}
     ORDER BY reviews.created_at DESC, reviews.game_id DESC, reviews.account_id DESC
     LIMIT ${next(query.limit)}`;
  return { text, values };
}

export function reviewSummaryFromRow(value: unknown): ReviewSummary {
  const row = value as Record<string, any>;
  const count = Number(row.count);
  return { count, raters: Number(row.raters), average: count === 0 || row.average === null ? null : Number(row.average) };
}

export function gameReviewFromRow(value: unknown): GameReviewRow {
  const row = value as Record<string, any>;
  return {
    gameId: row.game_id, accountId: row.account_id, name: row.name,
    rating: Number(row.rating), review: row.review, createdAt: Number(row.created_at),
  };
}
