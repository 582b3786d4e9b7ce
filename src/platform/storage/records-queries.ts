/**
 * The SQL of an account's records, shared by both stores (each names its own
 * parameter marks). Both queries start from the account_games index, so their
 * cost follows the account's own games, never the size of the games table.
 */
import type { AccountGamesQuery } from '../store.ts';
import { DELETED_ACCOUNT_NAME } from '../accounts/names.ts';

/** The mark of the n-th parameter (1-based): `?` for SQLite, `$n` for PostgreSQL. */
export type ParameterMark = (n: number) => string;

export interface Query {
  text: string;
  values: unknown[];
}

/** One page of the account's games, newest first (created_at, then id, both descending). */
export function accountGamesQuery(accountId: string, query: AccountGamesQuery, mark: ParameterMark): Query {
  const values: unknown[] = [accountId];
  const next = (value: unknown) => {
    values.push(value);
    return mark(values.length);
  };
  const conditions = [`account_games.account_id = ${mark(1)}`];
  if (query.game !== undefined) conditions.push(`account_games.game = ${next(query.game)}`);
  if (query.status !== undefined) conditions.push(`games.status = ${next(query.status)}`);
  if (query.before !== undefined) {
    conditions.push(`(account_games.created_at, account_games.game_id) < (${next(query.before.createdAt)}, ${next(query.before.id)})`);
  }
  const text = `SELECT games.id, games.game, account_games.seat, games.status, games.outcome, games.score, games.version,
       games.created_at, games.updated_at, games.daily, games.ranked
     FROM account_games JOIN games ON games.id = account_games.game_id
     WHERE ${conditions.join(' AND ')}
     ORDER BY account_games.created_at DESC, account_games.game_id DESC
     LIMIT ${next(query.limit)}`;
  return { text, values };
}

/** How many of the account's games ended each way, per game type and seat. */
export function accountTalliesQuery(accountId: string, mark: ParameterMark): Query {
  return {
    text: `SELECT account_games.game, account_games.seat, games.status, games.outcome, COUNT(*) AS count
       FROM account_games JOIN games ON games.id = account_games.game_id
       WHERE account_games.account_id = ${mark(1)}
       GROUP BY account_games.game, account_games.seat, games.status, games.outcome`,
    values: [accountId],
  };
}

/**
 * Records a seat held by an account (a built-in opponent's seat has no account
 * and no record). Values: game id, seat, account id, and the game id again.
 */
export function accountGameInsert(mark: ParameterMark): string {
  return `INSERT INTO account_games (game_id, seat, account_id, game, created_at)
     SELECT CAST(${mark(1)} AS TEXT), CAST(${mark(2)} AS INTEGER), CAST(${mark(3)} AS TEXT), games.game, games.created_at
     FROM games WHERE games.id = ${mark(4)}
     ON CONFLICT DO NOTHING`;
}

/** A game's seats with the names of the accounts in them (null for a built-in opponent). */
export function seatPlayersQuery(gameId: string, mark: ParameterMark): Query {
  return {
    // A person's seat without an account: that account was deleted, and the race kept for the other player.
    text: `SELECT seats.seat, seats.kind,
         CASE WHEN seats.kind = 'human' AND seats.account_id IS NULL THEN '${DELETED_ACCOUNT_NAME}' ELSE accounts.name END AS name
       FROM seats LEFT JOIN accounts ON accounts.id = seats.account_id
       WHERE seats.game_id = ${mark(1)} ORDER BY seats.seat`,
    values: [gameId],
  };
}

/** The account's newest game of one type, with its version: from the account_games index, then one game row. */
export function currentGameSql(mark: ParameterMark): string {
  return `SELECT games.id, games.game, games.version FROM account_games JOIN games ON games.id = account_games.game_id
     WHERE account_games.account_id = ${mark(1)} AND account_games.game = ${mark(2)}
     ORDER BY account_games.created_at DESC, account_games.game_id DESC LIMIT 1`;
}
