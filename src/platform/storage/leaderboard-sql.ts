/**
 * The leaderboard statements, one text for both databases (only the
 * parameter marks differ).
 */
import { START_RATING } from '../ratings.ts';

/**
 * Adds a game that just ended to the totals of each seated account: the
 * bucket of the UTC day it ended and the all-time bucket (day ''). Nothing
 * for an unranked game. The best score keeps the earliest game that reached it.
 * Parameters (in the order they appear): 1 the UTC day it ended, 2 the game id.
 */
export function recordFinishSql(mark: (n: number) => string): string {
  const better = 'excluded.best_score > leaderboard_days.best_score';
  return `
    INSERT INTO leaderboard_days (game, variant, daily, day, account_id, played, wins, best_score, best_game_id, best_at)
    SELECT games.game, games.variant, games.daily, buckets.day, seats.account_id, 1,
           CASE WHEN games.outcome = 'won' OR games.outcome = 'seat' || CAST(seats.seat AS TEXT) || '-won' THEN 1 ELSE 0 END,
           games.score, games.id, games.updated_at
    FROM games
    JOIN seats ON seats.game_id = games.id
    CROSS JOIN (SELECT CAST(${mark(1)} AS TEXT) AS day UNION ALL SELECT '' AS day) AS buckets
    WHERE games.id = ${mark(2)} AND games.ranked = 1 AND games.status = 'over' AND seats.account_id IS NOT NULL
    ON CONFLICT (game, variant, daily, day, account_id) DO UPDATE SET
      played = leaderboard_days.played + 1,
      wins = leaderboard_days.wins + excluded.wins,
      best_game_id = CASE WHEN ${better} THEN excluded.best_game_id ELSE leaderboard_days.best_game_id END,
      best_at = CASE WHEN ${better} THEN excluded.best_at ELSE leaderboard_days.best_at END,
      best_score = CASE WHEN ${better} THEN excluded.best_score ELSE leaderboard_days.best_score END`;
}

/**
 * One board: the buckets of one key range of leaderboard_days summed per
 * account, with the game of each account's best score.
 * Parameters: 1 game, 2 variant, 3 daily, 4 first day, 5 last day, 6 limit.
 */
export function leaderboardSql(mark: (n: number) => string, multiSeat: boolean): string {
  // A race is ranked by its players' ratings (a player rated before the ratings existed counts as a beginner), then wins;
  // a solitaire by its best score.
  const first = multiSeat ? `COALESCE(ratings.rating, ${START_RATING}) DESC, totals.wins DESC` : 'totals.best_score DESC';
  const rating = multiSeat ? 'ratings.rating' : 'NULL';
  const ratingJoin = multiSeat ? 'LEFT JOIN ratings ON ratings.account_id = totals.account_id AND ratings.game = totals.game' : '';
  // One pass of window functions over the range, all on one window so the rows are sorted once (and no join
  // of two derived tables, which SQLite runs as nested scans). The first row of an account is its best game.
  return `
    WITH totals AS (
      SELECT account_id, game, best_game_id,
             ROW_NUMBER() OVER account AS place,
             SUM(played) OVER account AS played,
             SUM(wins) OVER account AS wins,
             MAX(best_score) OVER account AS best_score
      FROM leaderboard_days
      WHERE game = ${mark(1)} AND variant = ${mark(2)} AND daily = ${mark(3)} AND day >= ${mark(4)} AND day <= ${mark(5)}
      WINDOW account AS (PARTITION BY account_id ORDER BY best_score DESC, best_at, best_game_id
                         ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING))
    SELECT totals.account_id, accounts.name, totals.played, totals.wins, totals.best_score, totals.best_game_id AS game_id, ${rating} AS rating
    FROM totals JOIN accounts ON accounts.id = totals.account_id ${ratingJoin}
    WHERE totals.place = 1
    ORDER BY ${first}, totals.wins * 1.0 / totals.played DESC, totals.played DESC, accounts.name
    LIMIT ${mark(6)}`;
}
