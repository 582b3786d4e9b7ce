/**
 * The statements behind account administration, one text for both databases
 * (only the parameter marks differ): suspensions, deletion, names held back
 * after a deletion, pauses for too few right agent-check answers, and
 * accounts listed by activity.
 *
 * Deletion is the two lists below, run in order in one transaction. A
 * feature that stores more per account or per game adds its table here, and
 * `npm run admin -- delete` then clears it too.
 */

export type Mark = (n: number) => string;

export const ACCOUNT_ADMIN_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS account_suspensions (
     account_id TEXT PRIMARY KEY REFERENCES accounts(id),
     suspended_at BIGINT NOT NULL)`,
  // A deleted account's name, as a keyed hash only, held back until held_until; the account id lets every
  // process forget the account's cached keys.
  `CREATE TABLE IF NOT EXISTS held_names (
     name_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     held_until BIGINT NOT NULL)`,
  // An account paused by one process for too few right answers, so that every process refuses its checked calls.
  `CREATE TABLE IF NOT EXISTS check_pauses (
     account_id TEXT PRIMARY KEY REFERENCES accounts(id),
     paused_until BIGINT NOT NULL)`,
];

/** The games only this account played (alone, against the bot, or a race no one joined). Parameters 1 and 2: the account. */
export const OWN_GAMES_SQL = (mark: Mark) => `
  SELECT DISTINCT seats.game_id AS id FROM seats
  WHERE seats.account_id = ${mark(1)}
    AND NOT EXISTS (SELECT 1 FROM seats other WHERE other.game_id = seats.game_id AND other.account_id IS NOT NULL AND other.account_id <> ${mark(2)})`;

/** What deleting one of the account's own games clears, in order. Parameter 1: the game. */
export const OWN_GAME_TABLES: readonly { table: string; sql: (mark: Mark) => string }[] = [
  { table: 'commands', sql: (mark) => `DELETE FROM commands WHERE game_id = ${mark(1)}` },
  { table: 'reviews', sql: (mark) => `DELETE FROM reviews WHERE game_id = ${mark(1)}` },
  { table: 'game_hindsight', sql: (mark) => `DELETE FROM game_hindsight WHERE game_id = ${mark(1)}` },
  { table: 'account_games', sql: (mark) => `DELETE FROM account_games WHERE game_id = ${mark(1)}` },
  { table: 'daily_attempts', sql: (mark) => `DELETE FROM daily_attempts WHERE game_id = ${mark(1)}` },
  { table: 'seats', sql: (mark) => `DELETE FROM seats WHERE game_id = ${mark(1)}` },
  { table: 'answered_checks', sql: (mark) => `DELETE FROM answered_checks WHERE scope = ${mark(1)}` },
  { table: 'games', sql: (mark) => `DELETE FROM games WHERE id = ${mark(1)}` },
];

/**
 * What deleting the account clears once its own games are gone, in order. Parameter 1: the account.
 * A race against another person stays, for that person's record: the seat keeps no account and shows
 * as a deleted account. Leaderboard totals are per account, so dropping the account's rows leaves
 * every other player's totals as they were.
 */
export const ACCOUNT_TABLES: readonly { table: string; sql: (mark: Mark) => string }[] = [
  { table: 'reviews', sql: (mark) => `DELETE FROM reviews WHERE account_id = ${mark(1)}` },
  { table: 'account_games', sql: (mark) => `DELETE FROM account_games WHERE account_id = ${mark(1)}` },
  { table: 'seats', sql: (mark) => `UPDATE seats SET account_id = NULL WHERE account_id = ${mark(1)}` },
  { table: 'leaderboard_days', sql: (mark) => `DELETE FROM leaderboard_days WHERE account_id = ${mark(1)}` },
  { table: 'ratings', sql: (mark) => `DELETE FROM ratings WHERE account_id = ${mark(1)}` },
  { table: 'daily_attempts', sql: (mark) => `DELETE FROM daily_attempts WHERE account_id = ${mark(1)}` },
  { table: 'idempotency_keys', sql: (mark) => `DELETE FROM idempotency_keys WHERE account_id = ${mark(1)}` },
  { table: 'run_games', sql: (mark) => `DELETE FROM run_games WHERE run_id IN (SELECT id FROM runs WHERE account_id = ${mark(1)})` },
  { table: 'runs', sql: (mark) => `DELETE FROM runs WHERE account_id = ${mark(1)}` },
  { table: 'tokens', sql: (mark) => `DELETE FROM tokens WHERE account_id = ${mark(1)}` },
  { table: 'account_suspensions', sql: (mark) => `DELETE FROM account_suspensions WHERE account_id = ${mark(1)}` },
  { table: 'check_pauses', sql: (mark) => `DELETE FROM check_pauses WHERE account_id = ${mark(1)}` },
  { table: 'answered_checks', sql: (mark) => `DELETE FROM answered_checks WHERE holder = ${mark(1)}` },
  { table: 'accounts', sql: (mark) => `DELETE FROM accounts WHERE id = ${mark(1)}` },
];

/** Holds a deleted name back. Parameters: 1 the name's keyed hash, 2 the account, 3 until when. */
export const HOLD_NAME_SQL = (mark: Mark) => `
  INSERT INTO held_names (name_hash, account_id, held_until) VALUES (${mark(1)}, ${mark(2)}, ${mark(3)})
  ON CONFLICT (name_hash) DO UPDATE SET account_id = excluded.account_id, held_until = excluded.held_until`;

/** Every account a process must refuse now: suspended, or deleted while its name is held. Parameter 1: now. */
export const REFUSED_ACCOUNTS_SQL = (mark: Mark) => `
  SELECT account_id, 'suspended' AS state FROM account_suspensions
  UNION ALL SELECT account_id, 'deleted' AS state FROM held_names WHERE held_until > ${mark(1)}`;

/** Pauses an account's checked calls until a time (the latest pause stands). Parameters: 1 the account, 2 until when. */
export const PAUSE_CHECKS_SQL = (mark: Mark) => `
  INSERT INTO check_pauses (account_id, paused_until) SELECT id, ${mark(2)} FROM accounts WHERE id = ${mark(1)}
  ON CONFLICT (account_id) DO UPDATE SET paused_until = excluded.paused_until`;

/** The accounts paused now. Parameter 1: now. */
export const PAUSED_ACCOUNTS_SQL = (mark: Mark) => `SELECT account_id, paused_until FROM check_pauses WHERE paused_until > ${mark(1)}`;

/** Accounts, most recently active first (their newest game's last change, else their creation). Parameter 1: how many. */
export const ACCOUNTS_BY_ACTIVITY_SQL = (mark: Mark) => `
  SELECT accounts.id, accounts.name, accounts.created_at,
         COALESCE(MAX(games.updated_at), accounts.created_at) AS last_active,
         COUNT(account_games.game_id) AS games,
         CASE WHEN account_suspensions.account_id IS NULL THEN 0 ELSE 1 END AS suspended
  FROM accounts
  LEFT JOIN account_games ON account_games.account_id = accounts.id
  LEFT JOIN games ON games.id = account_games.game_id
  LEFT JOIN account_suspensions ON account_suspensions.account_id = accounts.id
  GROUP BY accounts.id, accounts.name, accounts.created_at, account_suspensions.account_id
  ORDER BY last_active DESC, accounts.name
  LIMIT ${mark(1)}`;
