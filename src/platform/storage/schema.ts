/**
 * One schema for both databases: plain types that SQLite and PostgreSQL read
 * alike (times are milliseconds since the epoch, JSON is stored as text).
 */
export const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS settings (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS accounts (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     name_key TEXT NOT NULL UNIQUE,
     key_hash TEXT NOT NULL UNIQUE,
     created_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS tokens (
     token_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts(id),
     expires_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS games (
     id TEXT PRIMARY KEY,
     game TEXT NOT NULL,
     options TEXT NOT NULL,
     seed TEXT NOT NULL,
     state TEXT NOT NULL,
     version INTEGER NOT NULL,
     status TEXT NOT NULL,
     outcome TEXT,
     score INTEGER NOT NULL,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS games_waiting ON games (game, status, created_at)`,
  `CREATE TABLE IF NOT EXISTS seats (
     game_id TEXT NOT NULL REFERENCES games(id),
     seat INTEGER NOT NULL,
     account_id TEXT REFERENCES accounts(id),
     kind TEXT NOT NULL,
     last_seen_at BIGINT NOT NULL,
     PRIMARY KEY (game_id, seat))`,
  `CREATE INDEX IF NOT EXISTS seats_by_account ON seats (account_id, game_id)`,
  `CREATE TABLE IF NOT EXISTS commands (
     game_id TEXT NOT NULL REFERENCES games(id),
     seq INTEGER NOT NULL,
     seat INTEGER NOT NULL,
     command TEXT NOT NULL,
     accepted_at BIGINT NOT NULL,
     PRIMARY KEY (game_id, seq))`,
  `CREATE TABLE IF NOT EXISTS reviews (
     game_id TEXT NOT NULL REFERENCES games(id),
     account_id TEXT NOT NULL REFERENCES accounts(id),
     rating INTEGER NOT NULL,
     review TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (game_id, account_id))`,
  // Records: one row per account seat, carrying the game's type and start time, so that an
  // account's games come newest first straight from an index (no scan or sort of the games).
  `CREATE TABLE IF NOT EXISTS account_games (
     game_id TEXT NOT NULL REFERENCES games(id),
     seat INTEGER NOT NULL,
     account_id TEXT NOT NULL REFERENCES accounts(id),
     game TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (game_id, seat))`,
  `CREATE INDEX IF NOT EXISTS account_games_newest ON account_games (account_id, created_at, game_id)`,
  `CREATE INDEX IF NOT EXISTS account_games_newest_by_type ON account_games (account_id, game, created_at, game_id)`,
  // How each game ended, read from this small index instead of the game's row with its big state
  // (an account's tally reads one per game it played, mostly rows no cache holds).
  `CREATE INDEX IF NOT EXISTS games_result ON games (id, status, outcome)`,
  // A database from before these records: fill them from the seats once (the setting marks it done).
  `INSERT INTO account_games (game_id, seat, account_id, game, created_at)
     SELECT seats.game_id, seats.seat, seats.account_id, games.game, games.created_at
     FROM seats JOIN games ON games.id = seats.game_id
     WHERE seats.account_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM settings WHERE key = 'account_games_filled')
     ON CONFLICT DO NOTHING`,
  `INSERT INTO settings (key, value) VALUES ('account_games_filled', '1') ON CONFLICT DO NOTHING`,
];

/**
 * Leaderboards and the daily deal. Columns added to `games` by an upgrade
 * that each store guards its own way (databases made before they existed
 * gain them): `ranked` 1 when the camp chose the deal, `variant` the name
 * the game gives its options, `daily` the UTC date of a daily deal ('' for
 * any other game).
 */
export const STANDING_COLUMNS: readonly { table: string; column: string; definition: string }[] = [
  { table: 'games', column: 'ranked', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'games', column: 'variant', definition: "TEXT NOT NULL DEFAULT ''" },
  { table: 'games', column: 'daily', definition: "TEXT NOT NULL DEFAULT ''" },
  // When a ranked one-player game left unfinished was counted on the boards as lost (0: it was not): its
  // account started another of the same variant, or it lay idle too long. It is never counted again.
  { table: 'games', column: 'forfeited_at', definition: 'BIGINT NOT NULL DEFAULT 0' },
];

/** Run after STANDING_COLUMNS exist. */
export const STANDING_SCHEMA = [
  // The boards' totals, kept when a ranked game ends (in the transaction that ends it): per game, variant,
  // daily date ('' for none), UTC day the games ended ('' for all time) and account. A board reads one key
  // range of this table and never the games.
  `CREATE TABLE IF NOT EXISTS leaderboard_days (
     game TEXT NOT NULL,
     variant TEXT NOT NULL,
     daily TEXT NOT NULL,
     day TEXT NOT NULL,
     account_id TEXT NOT NULL REFERENCES accounts(id),
     played INTEGER NOT NULL,
     wins INTEGER NOT NULL,
     best_score INTEGER NOT NULL,
     best_game_id TEXT NOT NULL,
     best_at BIGINT NOT NULL,
     PRIMARY KEY (game, variant, daily, day, account_id))`,
  // One daily attempt per account, game and UTC day, enforced by the database.
  `CREATE TABLE IF NOT EXISTS daily_attempts (
     game TEXT NOT NULL,
     day TEXT NOT NULL,
     account_id TEXT NOT NULL REFERENCES accounts(id),
     -- No reference: the attempt is taken before its game is stored, in the same transaction.
     game_id TEXT NOT NULL,
     PRIMARY KEY (game, day, account_id))`,
  // Each daily deal's seed as first dealt, so that every process deals it the same all day
  // (a deploy whose solver proves another shuffle winnable first would otherwise deal another).
  `CREATE TABLE IF NOT EXISTS daily_deals (
     game TEXT NOT NULL,
     variant TEXT NOT NULL,
     day TEXT NOT NULL,
     seed TEXT NOT NULL,
     PRIMARY KEY (game, variant, day))`,
  // The variants a board can show, so listing them never scans the games.
  `CREATE TABLE IF NOT EXISTS leaderboard_variants (
     game TEXT NOT NULL,
     variant TEXT NOT NULL,
     PRIMARY KEY (game, variant))`,
  // Ranked games in play by when they last moved, for the sweep that counts idle ones as lost.
  `CREATE INDEX IF NOT EXISTS games_idle ON games (status, ranked, forfeited_at, updated_at)`,
  // Race ratings (Elo, see ratings.ts): per account and multi-seat game type, changed in the transaction that ends a rated race.
  `CREATE TABLE IF NOT EXISTS ratings (
     account_id TEXT NOT NULL REFERENCES accounts(id),
     game TEXT NOT NULL,
     rating DOUBLE PRECISION NOT NULL,
     games INTEGER NOT NULL,
     updated_at BIGINT NOT NULL,
     PRIMARY KEY (account_id, game))`,
];

/**
 * Reviews by game type. `game` is copied from the game at insert, so a game
 * type's reviews come newest first from one index range and never from the
 * games. A database from before it gains the column, filled once from the games.
 */
export const REVIEW_COLUMNS: readonly { table: string; column: string; definition: string }[] = [
  { table: 'reviews', column: 'game', definition: "TEXT NOT NULL DEFAULT ''" },
];

/** Run after REVIEW_COLUMNS exist. The index also holds the rating, so the average reads no table row. */
export const REVIEW_SCHEMA = [
  `CREATE INDEX IF NOT EXISTS reviews_newest ON reviews (game, created_at, game_id, account_id, rating)`,
  // Reviews stored before the column existed (found through the index, so a later start reads none).
  `UPDATE reviews SET game = (SELECT games.game FROM games WHERE games.id = reviews.game_id) WHERE game = ''`,
  // A rating outside 1-10 that SQLite stored from a request answered 500 "nothing was changed" (the string
  // "Infinity", coerced past the schema, before such numbers were refused): it broke every reply that shows it.
  `DELETE FROM reviews WHERE rating < 1 OR rating > 10`,
];

/**
 * What was possible in a finished game (a game's `hindsight`), worked out
 * once and kept, so a state or replay request never solves the deal again.
 * `hindsight` is JSON: the game's answer, or null when it had nothing to tell.
 */
export const HINDSIGHT_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS game_hindsight (
     game_id TEXT PRIMARY KEY REFERENCES games(id),
     hindsight TEXT NOT NULL,
     created_at BIGINT NOT NULL)`,
];

/**
 * Suite runs (src/platform/suites/). A run deals its games up front: one
 * row per game (`slot`), with the options and seed the camp chose, linked
 * to the game once the player starts it. A run's report card is stored once
 * the run is complete, with its Camp score for the suite board.
 */
export const RUNS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS runs (
     id TEXT PRIMARY KEY,
     suite TEXT NOT NULL,
     account_id TEXT NOT NULL REFERENCES accounts(id),
     public INTEGER NOT NULL,
     operator INTEGER NOT NULL,
     ranked INTEGER NOT NULL,
     created_at BIGINT NOT NULL,
     deadline BIGINT NOT NULL,
     completed_at BIGINT,
     report_card TEXT,
     score DOUBLE PRECISION,
     score_low DOUBLE PRECISION,
     score_high DOUBLE PRECISION)`,
  `CREATE INDEX IF NOT EXISTS runs_board ON runs (suite, ranked, score_low)`,
  `CREATE INDEX IF NOT EXISTS runs_by_account ON runs (account_id, created_at)`,
  // The runs whose card is still to be worked out: few, found without reading the others.
  `CREATE INDEX IF NOT EXISTS runs_awaiting_card ON runs (created_at) WHERE report_card IS NULL`,
  `CREATE TABLE IF NOT EXISTS run_games (
     run_id TEXT NOT NULL REFERENCES runs(id),
     slot INTEGER NOT NULL,
     entry TEXT NOT NULL,
     game TEXT NOT NULL,
     options TEXT NOT NULL,
     seed TEXT NOT NULL,
     game_id TEXT UNIQUE,
     commands_sent INTEGER NOT NULL DEFAULT 0,
     commands_refused INTEGER NOT NULL DEFAULT 0,
     checks_right INTEGER NOT NULL DEFAULT 0,
     checks_wrong INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (run_id, slot))`,
];

/**
 * Replies kept per account and Idempotency-Key (idempotency/): `status` and
 * `reply` are null while the first request with the key still runs.
 */
export const IDEMPOTENCY_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS idempotency_keys (
     account_id TEXT NOT NULL REFERENCES accounts(id),
     idempotency_key TEXT NOT NULL,
     fingerprint TEXT NOT NULL,
     status INTEGER,
     reply TEXT,
     started_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     PRIMARY KEY (account_id, idempotency_key))`,
  `CREATE INDEX IF NOT EXISTS idempotency_keys_expiry ON idempotency_keys (expires_at)`,
];
