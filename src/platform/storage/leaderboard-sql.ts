/**
 * The leaderboard aggregate, one text for both databases (only the
 * parameter marks differ). It reads one range of the games_leaderboard
 * index (game, variant, daily, ranked, status, updated_at) and joins each
 * game's seats by primary key: no scan of the whole games table.
 * Parameters: 1 game, 2 variant, 3 daily, 4 since, 5 limit.
 */
export function leaderboardSql(mark: (n: number) => string, multiSeat: boolean): string {
  const won = multiSeat ? `'seat' || CAST(seats.seat AS TEXT) || '-won'` : `'won'`;
  // A race is ranked by wins until it has a rating; a solitaire by its best score.
  const order = multiSeat
    ? 'totals.wins DESC, totals.wins * 1.0 / totals.played DESC, totals.played DESC, accounts.name'
    : 'totals.best_score DESC, totals.wins * 1.0 / totals.played DESC, totals.played DESC, accounts.name';
  const featured = multiSeat ? 'won DESC, updated_at DESC, game_id' : 'score DESC, updated_at, game_id';
  return `
    WITH entries AS (
      SELECT seats.account_id, games.id AS game_id, games.score, games.updated_at,
             CASE WHEN games.outcome = ${won} THEN 1 ELSE 0 END AS won
      FROM games JOIN seats ON seats.game_id = games.id
      WHERE games.game = ${mark(1)} AND games.variant = ${mark(2)} AND games.daily = ${mark(3)} AND games.ranked = 1
        AND games.status = 'over' AND games.updated_at >= ${mark(4)} AND seats.account_id IS NOT NULL),
    totals AS (
      SELECT account_id, COUNT(*) AS played, SUM(won) AS wins, MAX(score) AS best_score FROM entries GROUP BY account_id),
    featured AS (
      SELECT account_id, game_id, ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY ${featured}) AS place FROM entries)
    SELECT totals.account_id, accounts.name, totals.played, totals.wins, totals.best_score, featured.game_id
    FROM totals
    JOIN featured ON featured.account_id = totals.account_id AND featured.place = 1
    JOIN accounts ON accounts.id = totals.account_id
    ORDER BY ${order}
    LIMIT ${mark(5)}`;
}
