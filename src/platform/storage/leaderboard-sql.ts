/**
 * The leaderboard statements, one text for both databases (only the
 * parameter marks differ).
 */
import { START_RATING } from '../records/ratings.ts';

/**
 * Which game a board entry links (best_game_id, with best_at and best_score):
 * a solitaire's best score, the earliest game that reached it; a race's
 * latest game. The neutral score of a race is the higher side's, often the
 * opponent's, so it tells nothing of the account's own play (and a race board
 * shows no best score). As the order of a window over rows of a score, a
 * time and a game id, first the one to link.
 */
function linkedFirst(multiSeat: boolean, score: string, at: string, id: string): string {
  return multiSeat ? `${at} DESC, ${id} DESC` : `${score} DESC, ${at}, ${id}`;
}

/** Whether the game just ended (`excluded`) replaces the one a bucket links, in linkedFirst's order. */
function replacesLinked(multiSeat: boolean): string {
  return multiSeat
    ? '(excluded.best_at, excluded.best_game_id) > (leaderboard_days.best_at, leaderboard_days.best_game_id)'
    : 'excluded.best_score > leaderboard_days.best_score';
}

/**
 * Adds a game that just ended to the totals of each seated account: the
 * bucket of the UTC day it ended and the all-time bucket (day ''). Nothing
 * for an unranked game, nor for one already counted as lost (forfeited).
 * The bucket links the game linkedFirst puts first. With `forfeit`, a ranked
 * game left unfinished is counted instead, as lost, on the day it is forfeited.
 * Parameters (in the order they appear): 1 the UTC day it ended, 2 the game id.
 */
export function recordFinishSql(mark: (n: number) => string, multiSeat: boolean, forfeit = false): string {
  const better = replacesLinked(multiSeat);
  const win = forfeit ? '0' : "CASE WHEN games.outcome = 'won' OR games.outcome = 'seat' || CAST(seats.seat AS TEXT) || '-won' THEN 1 ELSE 0 END";
  const counted = forfeit ? 'games.forfeited_at > 0' : "games.status = 'over' AND games.forfeited_at = 0";
  return `
    INSERT INTO leaderboard_days (game, variant, daily, day, account_id, played, wins, best_score, best_game_id, best_at)
    SELECT games.game, games.variant, games.daily, buckets.day, seats.account_id, 1, ${win}, games.score, games.id, games.updated_at
    FROM games
    JOIN seats ON seats.game_id = games.id
    CROSS JOIN (SELECT CAST(${mark(1)} AS TEXT) AS day UNION ALL SELECT '' AS day) AS buckets
    WHERE games.id = ${mark(2)} AND games.ranked = 1 AND ${counted} AND seats.account_id IS NOT NULL
    ON CONFLICT (game, variant, daily, day, account_id) DO UPDATE SET
      played = leaderboard_days.played + 1,
      wins = leaderboard_days.wins + excluded.wins,
      best_game_id = CASE WHEN ${better} THEN excluded.best_game_id ELSE leaderboard_days.best_game_id END,
      best_at = CASE WHEN ${better} THEN excluded.best_at ELSE leaderboard_days.best_at END,
      best_score = CASE WHEN ${better} THEN excluded.best_score ELSE leaderboard_days.best_score END`;
}

/**
 * One board: the buckets of one key range of leaderboard_days summed per
 * account, with the game each account's entry links (linkedFirst).
 * Parameters: 1 game, 2 variant, 3 daily, 4 first day, 5 last day, 6 limit.
 */
export function leaderboardSql(mark: (n: number) => string, multiSeat: boolean): string {
  // A race is ranked by its players' ratings (a player rated before the ratings existed counts as a beginner), then wins;
  // a solitaire by its best score.
  const first = multiSeat ? `COALESCE(ratings.rating, ${START_RATING}) DESC, totals.wins DESC` : 'totals.best_score DESC';
  const rating = multiSeat ? 'ratings.rating' : 'NULL';
  const ratingJoin = multiSeat ? 'LEFT JOIN ratings ON ratings.account_id = totals.account_id AND ratings.game = totals.game' : '';
  // One pass of window functions over the range, all on one window so the rows are sorted once (and no join
  // of two derived tables, which SQLite runs as nested scans). The first row of an account holds the game to link.
  return `
    WITH totals AS (
      SELECT account_id, game, best_game_id,
             ROW_NUMBER() OVER account AS place,
             SUM(played) OVER account AS played,
             SUM(wins) OVER account AS wins,
             MAX(best_score) OVER account AS best_score
      FROM leaderboard_days
      WHERE game = ${mark(1)} AND variant = ${mark(2)} AND daily = ${mark(3)} AND day >= ${mark(4)} AND day <= ${mark(5)}
      WINDOW account AS (PARTITION BY account_id ORDER BY ${linkedFirst(multiSeat, 'best_score', 'best_at', 'best_game_id')}
                         ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING))
    SELECT totals.account_id, accounts.name, totals.played, totals.wins, totals.best_score, totals.best_game_id AS game_id, ${rating} AS rating
    FROM totals JOIN accounts ON accounts.id = totals.account_id ${ratingJoin}
    WHERE totals.place = 1
      -- A suspended account's entries are hidden (not deleted: they come back when it is unsuspended).
      AND NOT EXISTS (SELECT 1 FROM account_suspensions WHERE account_suspensions.account_id = totals.account_id)
    ORDER BY ${first}, totals.wins * 1.0 / totals.played DESC, totals.played DESC, accounts.name
    LIMIT ${mark(6)}`;
}

/** The UTC day ('YYYY-MM-DD') of a time in milliseconds, as each database writes it (utcDay in daily.ts). */
export const SQLITE_UTC_DAY = (column: string) => `strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;
export const POSTGRES_UTC_DAY = (column: string) => `to_char(to_timestamp(${column} / 1000) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * Works out anew the totals of two variants of a game from its finished
 * ranked games, as recordFinishSql would have kept them game by game: each
 * game in its day's bucket and the all-time one, each bucket linking the
 * game linkedFirst puts first. Run after deleting those variants' totals.
 * Parameters: 1 game, 2 and 3 the variants.
 */
export function rebuildTotalsSql(mark: (n: number) => string, utcDayOf: (column: string) => string, multiSeat: boolean): string {
  return `
    INSERT INTO leaderboard_days (game, variant, daily, day, account_id, played, wins, best_score, best_game_id, best_at)
    SELECT game, variant, daily, day, account_id, played, wins, score, id, updated_at FROM (
      SELECT game, variant, daily, day, account_id, id, score, updated_at,
             ROW_NUMBER() OVER bucket AS place, COUNT(*) OVER bucket AS played, SUM(win) OVER bucket AS wins
      FROM (
        SELECT games.game, games.variant, games.daily, games.id, games.score, games.updated_at, seats.account_id,
               CASE WHEN buckets.all_time = 1 THEN ''
                    ELSE ${utcDayOf('CASE WHEN games.forfeited_at > 0 THEN games.forfeited_at ELSE games.updated_at END')} END AS day,
               CASE WHEN games.forfeited_at > 0 THEN 0
                    WHEN games.outcome = 'won' OR games.outcome = 'seat' || CAST(seats.seat AS TEXT) || '-won' THEN 1 ELSE 0 END AS win
        FROM games
        JOIN seats ON seats.game_id = games.id
        CROSS JOIN (SELECT 0 AS all_time UNION ALL SELECT 1 AS all_time) AS buckets
        WHERE games.game = ${mark(1)} AND games.variant IN (${mark(2)}, ${mark(3)})
          AND games.ranked = 1 AND (games.status = 'over' OR games.forfeited_at > 0) AND seats.account_id IS NOT NULL
      ) AS finished
      WINDOW bucket AS (PARTITION BY game, variant, daily, day, account_id ORDER BY ${linkedFirst(multiSeat, 'score', 'updated_at', 'id')}
                        ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
    ) AS totals
    WHERE place = 1`;
}

/** Lists a variant that ranked games moved into. Parameters: 1 and 3 the game, 2 and 4 the variant. */
export function listMovedVariantSql(mark: (n: number) => string): string {
  return `INSERT INTO leaderboard_variants (game, variant) SELECT CAST(${mark(1)} AS TEXT), CAST(${mark(2)} AS TEXT)
    WHERE EXISTS (SELECT 1 FROM games WHERE game = ${mark(3)} AND variant = ${mark(4)} AND ranked = 1)
    ON CONFLICT DO NOTHING`;
}

/** Unlists a variant whose ranked games all moved away. Parameters: 1 and 3 the game, 2 and 4 the variant. */
export function unlistEmptiedVariantSql(mark: (n: number) => string): string {
  return `DELETE FROM leaderboard_variants WHERE game = ${mark(1)} AND variant = ${mark(2)}
    AND NOT EXISTS (SELECT 1 FROM games WHERE game = ${mark(3)} AND variant = ${mark(4)} AND ranked = 1)`;
}

/**
 * The seeds the moved daily games were dealt from, pinned under their new
 * variant for their days (a board shows a past day's seed from there), unless
 * that variant and day have one already.
 * Parameters: 1 the new variant, 2 and 4 the game, 3 the old variant, 5 the new variant again, 6 the options.
 */
export function copyDailySeedsSql(mark: (n: number) => string): string {
  return `INSERT INTO daily_deals (game, variant, day, seed)
    SELECT game, CAST(${mark(1)} AS TEXT), day, seed FROM daily_deals
    WHERE game = ${mark(2)} AND variant = ${mark(3)}
      AND day IN (SELECT daily FROM games WHERE game = ${mark(4)} AND variant = ${mark(5)} AND options = ${mark(6)} AND daily <> '')
    ON CONFLICT DO NOTHING`;
}

/**
 * For the days of moved daily games still without a seed under their new
 * variant (a camp from before daily seeds were kept stored none), the seed
 * those games were dealt from, which is theirs.
 * Parameters: 1 the game, 2 the new variant, 3 the options.
 */
export function copyGameDailySeedsSql(mark: (n: number) => string): string {
  return `INSERT INTO daily_deals (game, variant, day, seed)
    SELECT DISTINCT game, variant, daily, seed FROM games
    WHERE game = ${mark(1)} AND variant = ${mark(2)} AND options = ${mark(3)} AND daily <> ''
    ON CONFLICT DO NOTHING`;
}

/**
 * A game's day's daily deal seed, when it is the game's former seed, replaced by its new one.
 * Parameters: 1 the new seed, 2 the game's id, 3 the former seed.
 */
export function replaceDailySeedSql(mark: (n: number) => string): string {
  return `UPDATE daily_deals SET seed = ${mark(1)}
    WHERE (game, variant, day) IN (SELECT game, variant, daily FROM games WHERE id = ${mark(2)} AND daily <> '')
      AND seed = ${mark(3)}`;
}

/** A ranked one-player game has another seat only in a race: these statements leave races to their seat timeouts. */
const ONE_PLAYER = 'NOT EXISTS (SELECT 1 FROM seats AS others WHERE others.game_id = games.id AND others.seat > 0)';

/**
 * The account's ranked one-player games of this type and variant still in
 * play, not daily and not yet counted: starting another forfeits them.
 * Parameters: 1 account, 2 game type, 3 variant.
 */
export function unfinishedRankedSql(mark: (n: number) => string): string {
  return `SELECT games.id FROM account_games JOIN games ON games.id = account_games.game_id
    WHERE account_games.account_id = ${mark(1)} AND account_games.game = ${mark(2)} AND games.variant = ${mark(3)} AND games.daily = ''
      AND games.ranked = 1 AND games.status = 'playing' AND games.forfeited_at = 0 AND ${ONE_PLAYER}`;
}

/** Ranked one-player games in play that have not moved since a time, not yet counted. Parameters: 1 the time. */
export function idleRankedSql(mark: (n: number) => string): string {
  return `SELECT games.id FROM games
    WHERE games.status = 'playing' AND games.ranked = 1 AND games.forfeited_at = 0 AND games.updated_at < ${mark(1)} AND ${ONE_PLAYER}`;
}

/** Marks a game forfeited, once, while it is still in play. Parameters: 1 now, 2 the game id. */
export function markForfeitedSql(mark: (n: number) => string): string {
  return `UPDATE games SET forfeited_at = ${mark(1)} WHERE id = ${mark(2)} AND forfeited_at = 0 AND status = 'playing'`;
}
