/**
 * The shared store: PostgreSQL, so several camp processes behave as one.
 * Same schema and semantics as the SQLite store; uniqueness and the
 * compare-and-set on a game's version are enforced by the database.
 */
import pg from 'pg';
import { nameKey } from '../accounts/names.ts';
import { ACCOUNT_CHANNEL, CHANGE_TRIGGER_SQL, GameChangeListener } from './postgres-changes.ts';
import { HINDSIGHT_SCHEMA, REVIEW_COLUMNS, REVIEW_SCHEMA, IDEMPOTENCY_SCHEMA, RUNS_SCHEMA, SCHEMA, STANDING_COLUMNS, STANDING_SCHEMA } from './schema.ts';
import {
  claimRunSlotSql, countRunCallsSql, countRunCallsValues, runDeadlineOfGameSql, runsAwaitingCardSql, insertRunSlotSql, insertRunSql, releaseRunSlotSql, runFromRow, runSlotFromRow, runSlotsSql, runSql, runValues,
  saveRunCardSql, suiteBoardFromRow, suiteLeaderboardSql,
} from './run-queries.ts';
import {
  copyDailySeedsSql, copyGameDailySeedsSql, idleRankedSql, leaderboardSql, markForfeitedSql, unfinishedRankedSql, listMovedVariantSql, POSTGRES_UTC_DAY, rebuildTotalsSql, recordFinishSql, replaceDailySeedSql, unlistEmptiedVariantSql,
} from './leaderboard-sql.ts';
import { utcDay } from '../records/daily.ts';
import { ratedAfter } from '../records/ratings.ts';
import { playingGamesSql, raceSeatsSql, rateSql, ratedAccounts, ratingSql, startRatingSql, type RaceSeat } from './rating-sql.ts';
import { CheckAlreadyUsed, LockBusy } from '../store.ts';
import { ANSWER_CHECK_SQL, ANSWERED_CHECKS_SQL, CHECK_SCHEMA, RELEASE_CHECK_SQL, releaseParameters, spendParameters, FORGET_FINISHED_SCOPES_SQL } from './check-sql.ts';
import {
  claimKeySql, dropExpiredKeySql, keyRecordFromRow, keyRecordSql, purgeExpiredKeysSql, releaseKeySql, saveReplySql,
} from './idempotency-sql.ts';
import {
  ACCOUNT_ADMIN_SCHEMA, ACCOUNT_TABLES, ACCOUNTS_BY_ACTIVITY_SQL, HOLD_NAME_SQL, OWN_GAME_TABLES, OWN_GAMES_SQL, PAUSE_CHECKS_SQL, PAUSED_ACCOUNTS_SQL, REFUSED_ACCOUNTS_SQL,
} from './account-admin-sql.ts';
import type {
  CheckSpend,
  AccountActivityRow, AccountGameRow, AccountGamesQuery, AccountGameTally, AccountRow, RunCalls, RunGameTarget, RunRow, RunSlotRow, SeatPlayer, SuiteBoardRow, CommandRow, GameRow, GameStanding, GameUpdate, LeaderboardQuery,
  GameReviewRow, GameVersion, IdempotencyRecord, LeaderboardRow, NewCommand, PlayingGameRow, RatingRow, RecentReviewsQuery, ReviewRow, ReviewSummary, SeatRow, Store,
  StoredSeed, StoredVariant,
} from '../store.ts';
import {
  accountActivityFromRow, accountFromRow, accountGameFromRow, commandFromRow, gameFromRow, gameVersionFromRow, leaderboardFromRow, playingGameFromRow, ratingFromRow, reviewFromRow, seatFromRow,
  tallyFromRow,
} from './rows.ts';
import { gameReviewFromRow, recentReviewsQuery, reviewInsert, reviewSummaryFromRow, reviewSummaryQuery } from './review-queries.ts';
import { accountGameInsert, accountGamesQuery, accountTalliesQuery, currentGameSql, seatPlayersQuery } from './records-queries.ts';

const postgresMark = (n: number) => `$${n}`;


/** The first key of the camp's named advisory locks (`exclusively`); 7007001 alone serialises schema creation. */
const EXCLUSIVE_LOCK_CLASS = 7007002;
/** How long `exclusively` waits for another process to let go (matching takes milliseconds). */
const EXCLUSIVE_LOCK_WAIT_MS = 5_000;
/** PostgreSQL's error code for a lock wait that ran past lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Where a dropped connection is reported: a process warning on stderr, until the camp hands over its log. */
interface LossReport { warn: (message: string) => void }

/** The error's message only: the error itself holds the pg client, cancel key included. */
function lostConnection(what: string, error: unknown): string {
  return `PostgreSQL dropped ${what}: ${error instanceof Error ? error.message : String(error)}`;
}

export class PostgresStore implements Store {
  private readonly changes: GameChangeListener;
  private commitObserver: ((seconds: number) => void) | undefined;

  private constructor(
    private readonly pool: pg.Pool, url: string, private readonly counter: { queries: number }, private readonly losses: LossReport,
  ) {
    this.changes = new GameChangeListener(url, (error) => losses.warn(lostConnection('the LISTEN connection (reconnecting)', error)));
  }

  /** Sends reports of dropped connections (survived, but worth an operator's look) to `warn`, say the camp's log. */
  reportLostConnections(warn: (message: string) => void): void {
    this.losses.warn = warn;
  }

  get queryCount(): number {
    return this.counter.queries;
  }

  static async connect(url: string): Promise<PostgresStore> {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client whose connection the server ends (pg_terminate_backend, a restart, idle_session_timeout, a
    // pooler) is an 'error' on the pool, fatal to the process unless listened to; the pool has already discarded it.
    const losses: LossReport = { warn: (message) => process.emitWarning(message, 'PostgresWarning') };
    pool.on('error', (error) => losses.warn(lostConnection('an idle pooled connection (the next query opens another)', error)));
    // Every statement goes through a pooled client's query (pool.query too): count them there.
    const counter = { queries: 0 };
    pool.on('connect', (client) => {
      const query = client.query;
      client.query = ((...args: unknown[]) => {
        counter.queries++;
        return (query as (...a: unknown[]) => unknown).apply(client, args);
      }) as typeof client.query;
    });
    const client = await pool.connect();
    // Several processes may start at once: serialise schema creation.
    await client.query('SELECT pg_advisory_lock(7007001)');
    try {
      for (const sql of SCHEMA) await client.query(sql);
      for (const { table, column, definition } of [...STANDING_COLUMNS, ...REVIEW_COLUMNS]) {
        await client.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${definition}`);
      }
      for (const sql of [...STANDING_SCHEMA, ...REVIEW_SCHEMA, ...CHANGE_TRIGGER_SQL, ...HINDSIGHT_SCHEMA, ...RUNS_SCHEMA, ...IDEMPOTENCY_SCHEMA, ...ACCOUNT_ADMIN_SCHEMA, ...CHECK_SCHEMA]) await client.query(sql);
    } finally {
      await client.query('SELECT pg_advisory_unlock(7007001)');
      client.release();
    }
    return new PostgresStore(pool, url, counter, losses);
  }

  /** Wakes `listener` when the game changes through any camp process (LISTEN/NOTIFY). */
  watchGame(gameId: string, listener: () => void): () => void {
    return this.changes.watch(gameId, listener);
  }

  watchAccounts(listener: () => void): () => void {
    return this.changes.watchAccounts(listener);
  }

  private async rows(text: string, values: unknown[]): Promise<any[]> {
    return (await this.pool.query(text, values)).rows;
  }

  private async count(text: string, values: unknown[]): Promise<number> {
    return (await this.pool.query(text, values)).rowCount ?? 0;
  }

  async deleteSetting(key: string): Promise<void> {
    await this.pool.query('DELETE FROM settings WHERE key = $1', [key]);
  }

  async setting(key: string): Promise<string | undefined> {
    const [row] = await this.rows('SELECT value FROM settings WHERE key = $1', [key]);
    return row?.value;
  }

  async saveSetting(key: string, value: string): Promise<void> {
    await this.pool.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [key, value]);
  }

  async createAccount(account: AccountRow, keyHash: string): Promise<boolean> {
    return (await this.count(
      `INSERT INTO accounts (id, name, name_key, key_hash, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [account.id, account.name, nameKey(account.name), keyHash, account.createdAt],
    )) === 1;
  }

  async accountByKeyHash(keyHash: string): Promise<AccountRow | undefined> {
    const [row] = await this.rows('SELECT * FROM accounts WHERE key_hash = $1', [keyHash]);
    return row ? accountFromRow(row) : undefined;
  }

  async accountByNameAndKeyHash(name: string, keyHash: string): Promise<AccountRow | undefined> {
    const [row] = await this.rows('SELECT * FROM accounts WHERE name_key = $1 AND key_hash = $2', [nameKey(name), keyHash]);
    return row ? accountFromRow(row) : undefined;
  }

  async createToken(tokenHash: string, accountId: string, expiresAt: number): Promise<void> {
    await this.pool.query('INSERT INTO tokens (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, accountId, expiresAt]);
  }

  async accountByTokenHash(tokenHash: string, now: number): Promise<AccountRow | undefined> {
    const [row] = await this.rows(
      `SELECT accounts.* FROM tokens JOIN accounts ON accounts.id = tokens.account_id
       WHERE tokens.token_hash = $1 AND tokens.expires_at > $2`, [tokenHash, now]);
    return row ? accountFromRow(row) : undefined;
  }

  async answeredChecks(holder: string, scope: string): Promise<number> {
    const [row] = await this.rows(ANSWERED_CHECKS_SQL(postgresMark), [holder, scope]);
    return row ? Number(row.answered) : 0;
  }

  async useCheck(spend: CheckSpend): Promise<boolean> {
    return (await this.count(ANSWER_CHECK_SQL(postgresMark), spendParameters(spend))) === 1;
  }

  async releaseCheck(spend: CheckSpend): Promise<void> {
    await this.pool.query(RELEASE_CHECK_SQL(postgresMark), releaseParameters(spend));
  }

  async forgetFinishedCheckScopes(overBefore: number): Promise<void> {
    await this.pool.query(FORGET_FINISHED_SCOPES_SQL(postgresMark), [overBefore]);
  }

  async purgeExpired(now: number): Promise<void> {
    await this.pool.query('DELETE FROM tokens WHERE expires_at < $1', [now]);
    await this.pool.query('DELETE FROM check_pauses WHERE paused_until < $1', [now]);
    await this.pool.query(purgeExpiredKeysSql(postgresMark), [now]);
  }

  observeCommits(observer: (seconds: number) => void): void {
    this.commitObserver = observer;
  }

  async openGameCounts(gameTypes: string[]): Promise<{ game: string; status: string; count: number }[]> {
    if (gameTypes.length === 0) return [];
    const rows = await this.rows(
      `SELECT game, status, COUNT(*) AS count FROM games WHERE game = ANY($1) AND status IN ('waiting', 'playing') GROUP BY game, status`, [gameTypes]);
    return rows.map((row) => ({ game: row.game, status: row.status, count: Number(row.count) }));
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const started = performance.now();
    const client = await this.pool.connect();
    // A checked-out client has no pool listener: a connection lost mid-transaction fails the query in hand,
    // and the client's 'error' event that follows must not kill the process.
    const lost = (error: Error) => this.losses.warn(lostConnection('a connection in a transaction', error));
    client.on('error', lost);
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      this.commitObserver?.((performance.now() - started) / 1000);
      return result;
    } catch (error) {
      // The work's error is the one to report; a client that cannot roll back is not handed out again.
      await client.query('ROLLBACK').catch((rollbackError: Error) => { broken = rollbackError; });
      throw error;
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  }

  async exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
    // A session-level advisory lock on a client of its own, held while `work` runs on other pooled clients
    // (the caller takes turns inside the process first, so each process holds at most one such client per name).
    const client = await this.pool.connect();
    const lost = (error: Error) => this.losses.warn(lostConnection('a connection holding a lock', error));
    client.on('error', lost);
    let broken: Error | undefined;
    try {
      // A holder that hangs (its connection stalled, not reset) must not stop every later caller for good.
      await client.query(`SET lock_timeout = '${EXCLUSIVE_LOCK_WAIT_MS}ms'`);
      try {
        await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [EXCLUSIVE_LOCK_CLASS, name]);
      } catch (error) {
        throw (error as { code?: string }).code === LOCK_NOT_AVAILABLE ? new LockBusy(name) : error;
      } finally {
        await client.query('RESET lock_timeout');
      }
      try {
        return await work();
      } finally {
        // A connection that cannot unlock is closed, which frees the lock.
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [EXCLUSIVE_LOCK_CLASS, name]).catch((error: Error) => { broken = error; });
      }
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  }

  async createGame(game: GameRow, seats: SeatRow[]): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(
        `INSERT INTO games (id, game, options, seed, state, version, status, outcome, score, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [game.id, game.game, JSON.stringify(game.options), game.seed, JSON.stringify(game.state), game.version,
          game.status, game.outcome, game.score, game.createdAt, game.updatedAt]);
      for (const seat of seats) await this.insertSeat(client, game.id, seat);
    });
  }

  /** Inserts the seat and the account's record of it; run inside a transaction, so both go in or neither. */
  private async insertSeat(client: pg.PoolClient, gameId: string, seat: SeatRow): Promise<boolean> {
    const result = await client.query(
      'INSERT INTO seats (game_id, seat, account_id, kind, last_seen_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [gameId, seat.seat, seat.accountId, seat.kind, seat.lastSeenAt]);
    const inserted = result.rowCount === 1;
    if (inserted && seat.accountId !== null) await client.query(accountGameInsert(postgresMark), [gameId, seat.seat, seat.accountId, gameId]);
    return inserted;
  }

  async game(id: string): Promise<GameRow | undefined> {
    const [row] = await this.rows('SELECT * FROM games WHERE id = $1', [id]);
    return row ? gameFromRow(row) : undefined;
  }

  async seats(gameId: string): Promise<SeatRow[]> {
    return (await this.rows('SELECT * FROM seats WHERE game_id = $1 ORDER BY seat', [gameId])).map(seatFromRow);
  }

  async currentGame(accountId: string, gameType: string): Promise<GameVersion | undefined> {
    const [row] = await this.rows(currentGameSql(postgresMark), [accountId, gameType]);
    return row ? gameVersionFromRow(row) : undefined;
  }

  async gameVersion(id: string): Promise<GameVersion | undefined> {
    const [row] = await this.rows('SELECT id, game, version FROM games WHERE id = $1', [id]);
    return row ? gameVersionFromRow(row) : undefined;
  }

  async appendCommands(gameId: string, fromVersion: number, commands: NewCommand[], update: GameUpdate): Promise<boolean> {
    return this.transaction(async (client) => {
      const changed = await client.query(
        `UPDATE games SET state = $1, version = $2, status = $3, outcome = $4, score = $5, updated_at = $6
         WHERE id = $7 AND version = $8`,
        [JSON.stringify(update.state), fromVersion + commands.length, update.status, update.outcome, update.score,
          update.updatedAt, gameId, fromVersion]);
      if (changed.rowCount !== 1) return false;
      if (update.spendCheck) {
        const spent = await client.query(ANSWER_CHECK_SQL(postgresMark), spendParameters(update.spendCheck));
        // Thrown, so that the transaction rolls back the game's update above.
        if (spent.rowCount !== 1) throw new CheckAlreadyUsed();
      }
      for (const [i, command] of commands.entries()) {
        await client.query('INSERT INTO commands (game_id, seq, seat, command, accepted_at) VALUES ($1, $2, $3, $4, $5)',
          [gameId, fromVersion + i + 1, command.seat, command.command, command.acceptedAt]);
      }
      // In the transaction that ends the game: the boards count each ended game once.
      if (update.status === 'over') {
        await client.query(recordFinishSql((n) => `$${n}`, update.seatResults !== undefined), [utcDay(update.updatedAt), gameId]);
      }
      if (update.status === 'over' && update.seatResults) await this.rateRace(client, gameId, update.seatResults, update.updatedAt);
      return true;
    });
  }

  async commands(gameId: string, afterSeq = 0, upToSeq?: number): Promise<CommandRow[]> {
    const rows = upToSeq === undefined
      ? await this.rows('SELECT * FROM commands WHERE game_id = $1 AND seq > $2 ORDER BY seq', [gameId, afterSeq])
      : await this.rows('SELECT * FROM commands WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq', [gameId, afterSeq, upToSeq]);
    return rows.map(commandFromRow);
  }

  async setStatus(gameId: string, from: string, to: string, outcome: string | null, now: number): Promise<boolean> {
    return (await this.count('UPDATE games SET status = $1, outcome = $2, updated_at = $3 WHERE id = $4 AND status = $5',
      [to, outcome, now, gameId, from])) === 1;
  }

  async startMatch(gameId: string, deal: GameUpdate & { seed: string; ranked: boolean }): Promise<boolean> {
    return this.transaction(async (client) => {
      const started = (await client.query(
        `UPDATE games SET seed = $1, state = $2, status = $3, outcome = $4, score = $5, updated_at = $6, ranked = $7
         WHERE id = $8 AND status = 'waiting' AND version = 0`,
        [deal.seed, JSON.stringify(deal.state), deal.status, deal.outcome, deal.score, deal.updatedAt, deal.ranked ? 1 : 0, gameId])).rowCount === 1;
      if (started && deal.ranked) {
        await client.query('INSERT INTO leaderboard_variants (game, variant) SELECT game, variant FROM games WHERE id = $1 ON CONFLICT DO NOTHING', [gameId]);
      }
      return started;
    });
  }

  async silentSeats(gameTypes: string[], before: number) {
    return (await this.rows(
      `SELECT games.id AS game_id, games.game, seats.seat, games.status FROM seats JOIN games ON games.id = seats.game_id
       WHERE games.game = ANY($1) AND games.status IN ('waiting', 'playing')
         AND seats.kind = 'human' AND seats.last_seen_at < $2
       ORDER BY seats.last_seen_at, games.id, seats.seat`, [gameTypes, before]))
      .map((row) => ({ gameId: row.game_id, game: row.game, seat: Number(row.seat), status: row.status }));
  }

  async gamesWithBots(): Promise<string[]> {
    return (await this.rows(
      `SELECT DISTINCT games.id FROM seats JOIN games ON games.id = seats.game_id
       WHERE games.status = 'playing' AND seats.kind LIKE 'bot%'`, [])).map((row) => row.id);
  }

  async takeSeat(gameId: string, seat: SeatRow): Promise<boolean> {
    return this.transaction((client) => this.insertSeat(client, gameId, seat));
  }

  async touchSeat(gameId: string, seat: number, now: number): Promise<void> {
    await this.pool.query('UPDATE seats SET last_seen_at = $1 WHERE game_id = $2 AND seat = $3', [now, gameId, seat]);
  }

  async waitingGameIds(gameType: string): Promise<string[]> {
    return (await this.rows(`SELECT id FROM games WHERE game = $1 AND status = 'waiting' ORDER BY created_at, id`, [gameType]))
      .map((row) => row.id);
  }

  async addReview(gameId: string, review: ReviewRow): Promise<boolean> {
    return (await this.count(reviewInsert(postgresMark),
      [gameId, review.accountId, review.rating, review.review, review.createdAt, gameId])) === 1;
  }

  async reviews(gameId: string): Promise<ReviewRow[]> {
    return (await this.rows('SELECT * FROM reviews WHERE game_id = $1 ORDER BY created_at', [gameId])).map(reviewFromRow);
  }

  async accountByName(name: string): Promise<AccountRow | undefined> {
    const [row] = await this.rows('SELECT * FROM accounts WHERE name_key = $1', [nameKey(name)]);
    return row ? accountFromRow(row) : undefined;
  }

  async setSuspended(accountId: string, suspended: boolean, now: number): Promise<boolean> {
    const changed = suspended
      ? await this.count('INSERT INTO account_suspensions (account_id, suspended_at) SELECT id, $1 FROM accounts WHERE id = $2 ON CONFLICT DO NOTHING', [now, accountId])
      : await this.count('DELETE FROM account_suspensions WHERE account_id = $1', [accountId]);
    if (changed === 1) await this.pool.query(`SELECT pg_notify('${ACCOUNT_CHANNEL}', $1)`, [accountId]);
    return changed === 1;
  }

  async deleteAccount(accountId: string, hold: { nameHash: string; until: number }): Promise<{ games: number }> {
    return this.transaction(async (client) => {
      const own = (await client.query(OWN_GAMES_SQL(postgresMark), [accountId, accountId])).rows.map((row) => row.id as string);
      for (const gameId of own) for (const step of OWN_GAME_TABLES) await client.query(step.sql(postgresMark), [gameId]);
      await client.query(HOLD_NAME_SQL(postgresMark), [hold.nameHash, accountId, hold.until]);
      for (const step of ACCOUNT_TABLES) await client.query(step.sql(postgresMark), [accountId]);
      // Sent at commit: every process listening re-reads the accounts it must refuse.
      await client.query(`SELECT pg_notify('${ACCOUNT_CHANNEL}', $1)`, [accountId]);
      return { games: own.length };
    });
  }

  async nameHeld(nameHashes: string[], now: number): Promise<boolean> {
    return (await this.rows('SELECT 1 FROM held_names WHERE name_hash = ANY($1) AND held_until > $2', [nameHashes, now])).length > 0;
  }

  async refusedAccounts(now: number): Promise<{ accountId: string; state: 'suspended' | 'deleted' }[]> {
    return (await this.rows(REFUSED_ACCOUNTS_SQL(postgresMark), [now])).map((row) => ({ accountId: row.account_id, state: row.state }));
  }

  async pauseChecks(accountId: string, until: number): Promise<void> {
    await this.pool.query(PAUSE_CHECKS_SQL(postgresMark), [accountId, until]);
    // Every process listening reads the pause at once, as it reads a suspension.
    await this.pool.query(`SELECT pg_notify('${ACCOUNT_CHANNEL}', $1)`, [accountId]);
  }

  async pausedAccounts(now: number): Promise<{ accountId: string; until: number }[]> {
    return (await this.rows(PAUSED_ACCOUNTS_SQL(postgresMark), [now])).map((row) => ({ accountId: row.account_id, until: Number(row.paused_until) }));
  }

  async accountsByActivity(limit: number): Promise<AccountActivityRow[]> {
    return (await this.rows(ACCOUNTS_BY_ACTIVITY_SQL(postgresMark), [limit])).map(accountActivityFromRow);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.changes.close();
    await this.pool.end();
  }

  async accountGames(accountId: string, query: AccountGamesQuery): Promise<AccountGameRow[]> {
    const { text, values } = accountGamesQuery(accountId, query, postgresMark);
    return (await this.rows(text, values)).map(accountGameFromRow);
  }

  async accountGameTallies(accountId: string): Promise<AccountGameTally[]> {
    const { text, values } = accountTalliesQuery(accountId, postgresMark);
    return (await this.rows(text, values)).map(tallyFromRow);
  }

  async seatPlayers(gameId: string): Promise<SeatPlayer[]> {
    const { text, values } = seatPlayersQuery(gameId, postgresMark);
    return ((await this.rows(text, values)) as any[]).map((row) => ({ seat: Number(row.seat), kind: row.kind, name: row.name ?? null }));
  }

  async createStandingGame(game: GameRow, seats: SeatRow[], standing: GameStanding): Promise<boolean> {
    return this.transaction(async (client) => {
      const player = seats[0]?.accountId;
      if (standing.daily && player) {
        const taken = await client.query(
          'INSERT INTO daily_attempts (game, day, account_id, game_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [game.game, standing.daily, player, game.id]);
        if (taken.rowCount !== 1) return false;
      }
      if (standing.ranked && !standing.daily && seats.length === 1 && player) {
        const unfinished = await client.query(unfinishedRankedSql(postgresMark), [player, game.game, standing.variant]);
        await this.forfeit(client, unfinished.rows, game.createdAt);
      }
      await client.query(
        `INSERT INTO games (id, game, options, seed, state, version, status, outcome, score, created_at, updated_at, ranked, variant, daily)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [game.id, game.game, JSON.stringify(game.options), game.seed, JSON.stringify(game.state), game.version,
          game.status, game.outcome, game.score, game.createdAt, game.updatedAt, standing.ranked ? 1 : 0, standing.variant, standing.daily]);
      for (const seat of seats) await this.insertSeat(client, game.id, seat);
      if (standing.ranked) {
        await client.query('INSERT INTO leaderboard_variants (game, variant) VALUES ($1, $2) ON CONFLICT DO NOTHING', [game.game, standing.variant]);
      }
      return true;
    });
  }

  /** Counts each game as lost on the boards, once (see recordFinishSql's forfeit). */
  private async forfeit(client: pg.PoolClient, games: { id: string }[], now: number): Promise<number> {
    let counted = 0;
    for (const { id } of games) {
      if ((await client.query(markForfeitedSql(postgresMark), [now, id])).rowCount !== 1) continue;
      await client.query(recordFinishSql(postgresMark, false, true), [utcDay(now), id]);
      counted++;
    }
    return counted;
  }

  async forfeitIdleGames(before: number, now: number): Promise<number> {
    return this.transaction(async (client) => this.forfeit(client, (await client.query(idleRankedSql(postgresMark), [before])).rows, now));
  }

  async dailyGameId(gameType: string, day: string, accountId: string): Promise<string | undefined> {
    const [row] = await this.rows('SELECT game_id FROM daily_attempts WHERE game = $1 AND day = $2 AND account_id = $3', [gameType, day, accountId]);
    return row?.game_id;
  }

  async dailyDealSeed(gameType: string, variant: string, day: string): Promise<string | undefined> {
    const [row] = await this.rows('SELECT seed FROM daily_deals WHERE game = $1 AND variant = $2 AND day = $3', [gameType, variant, day]);
    return row?.seed;
  }

  async pinDailyDealSeed(gameType: string, variant: string, day: string, seed: string): Promise<string> {
    // A conflicting insert waits for a concurrent first writer to commit, so the read after it sees one row either way.
    await this.rows('INSERT INTO daily_deals (game, variant, day, seed) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [gameType, variant, day, seed]);
    return (await this.dailyDealSeed(gameType, variant, day))!;
  }

  async leaderboardVariants(gameType: string): Promise<string[]> {
    return (await this.rows('SELECT variant FROM leaderboard_variants WHERE game = $1 ORDER BY variant', [gameType])).map((row) => row.variant);
  }

  async storedVariants(gameType: string): Promise<StoredVariant[]> {
    return (await this.rows("SELECT DISTINCT variant, options FROM games WHERE game = $1 AND variant <> ''", [gameType])) as StoredVariant[];
  }

  moveVariant(gameType: string, options: string, from: string, to: string, multiSeat: boolean): Promise<number> {
    return this.transaction(async (client) => {
      const moved = (await client.query('UPDATE games SET variant = $1 WHERE game = $2 AND variant = $3 AND options = $4', [to, gameType, from, options])).rowCount ?? 0;
      if (moved === 0) return 0;
      // Taken after the games' rows, in the order a finishing move takes them: a game that ends meanwhile waits, then counts once.
      await client.query('LOCK TABLE leaderboard_days IN SHARE ROW EXCLUSIVE MODE');
      await client.query('DELETE FROM leaderboard_days WHERE game = $1 AND variant IN ($2, $3)', [gameType, from, to]);
      await client.query(rebuildTotalsSql(postgresMark, POSTGRES_UTC_DAY, multiSeat), [gameType, from, to]);
      await client.query(copyDailySeedsSql(postgresMark), [to, gameType, from, gameType, to, options]);
      await client.query(copyGameDailySeedsSql(postgresMark), [gameType, to, options]);
      await client.query(listMovedVariantSql(postgresMark), [gameType, to, gameType, to]);
      await client.query(unlistEmptiedVariantSql(postgresMark), [gameType, from, gameType, from]);
      return moved;
    });
  }

  async leaderboard(query: LeaderboardQuery): Promise<LeaderboardRow[]> {
    return (await this.rows(leaderboardSql((n) => `$${n}`, query.multiSeat),
      [query.game, query.variant, query.daily, query.fromDay, query.toDay, query.limit])).map(leaderboardFromRow);
  }

  async reviewSummary(gameType: string): Promise<ReviewSummary> {
    const { text, values } = reviewSummaryQuery(gameType, postgresMark);
    return reviewSummaryFromRow((await this.rows(text, values))[0]);
  }

  async recentReviews(gameType: string, query: RecentReviewsQuery): Promise<GameReviewRow[]> {
    const { text, values } = recentReviewsQuery(gameType, query, postgresMark);
    return (await this.rows(text, values)).map(gameReviewFromRow);
  }

  /**
   * Inside the transaction that ended the race: each race is rated once. The ratings are locked
   * (in account order, so two races of the same players never deadlock) until it commits.
   */
  private async rateRace(client: pg.PoolClient, gameId: string, results: number[], now: number): Promise<void> {
    const rated = ratedAccounts((await client.query(raceSeatsSql(postgresMark), [gameId])).rows as RaceSeat[], results);
    if (!rated) return;
    const before = new Map<string, number>();
    for (const account of [...rated.accounts].sort()) {
      await client.query(startRatingSql(postgresMark), [account, rated.game, now]);
      const [row] = (await client.query(ratingSql(postgresMark, true), [account, rated.game])).rows;
      before.set(account, Number(row.rating));
    }
    const after = ratedAfter(rated.accounts.map((account) => before.get(account)!), results);
    for (const [seat, rating] of after.entries()) {
      await client.query(rateSql(postgresMark), [rating, now, rated.accounts[seat], rated.game]);
    }
  }

  async accountRatings(accountId: string): Promise<RatingRow[]> {
    return (await this.rows('SELECT * FROM ratings WHERE account_id = $1 ORDER BY game', [accountId])).map(ratingFromRow);
  }

  async ratingsIn(gameType: string, accountIds: string[]): Promise<RatingRow[]> {
    return (await this.rows('SELECT * FROM ratings WHERE game = $1 AND account_id = ANY($2)', [gameType, accountIds])).map(ratingFromRow);
  }

  async gamesPlaying(gameTypes: string[], limit: number): Promise<PlayingGameRow[]> {
    // One index range per type (games_waiting: game, status, created_at), merged here.
    const lists = await Promise.all(gameTypes.map((gameType) => this.rows(
      playingGamesSql(postgresMark),
      [gameType, limit])));
    return lists.flat().map(playingGameFromRow)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).slice(0, limit);
  }

  async storedSeeds(gameType: string): Promise<StoredSeed[]> {
    return (await this.rows('SELECT id, options, seed FROM games WHERE game = $1', [gameType])) as StoredSeed[];
  }

  replaceSeed(gameId: string, from: string, to: string): Promise<boolean> {
    return this.transaction(async (client) => {
      if (((await client.query('UPDATE games SET seed = $1 WHERE id = $2 AND seed = $3', [to, gameId, from])).rowCount ?? 0) === 0) return false;
      await client.query(replaceDailySeedSql(postgresMark), [to, gameId, from]);
      await client.query('DELETE FROM game_hindsight WHERE game_id = $1', [gameId]);
      return true;
    });
  }

  async hindsight(gameId: string): Promise<unknown> {
    const [row] = await this.rows('SELECT hindsight FROM game_hindsight WHERE game_id = $1', [gameId]);
    return row ? JSON.parse(row.hindsight) : undefined;
  }

  async saveHindsight(gameId: string, hindsight: unknown, now: number): Promise<void> {
    await this.pool.query('INSERT INTO game_hindsight (game_id, hindsight, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [gameId, JSON.stringify(hindsight), now]);
  }

  async createRun(run: RunRow, slots: Pick<RunSlotRow, 'slot' | 'entry' | 'game' | 'options' | 'seed'>[]): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(insertRunSql(postgresMark), runValues(run));
      for (const slot of slots) {
        await client.query(insertRunSlotSql(postgresMark), [run.id, slot.slot, slot.entry, slot.game, JSON.stringify(slot.options), slot.seed]);
      }
    });
  }

  async run(id: string): Promise<RunRow | undefined> {
    const [row] = await this.rows(runSql(postgresMark), [id]);
    return row ? runFromRow(row) : undefined;
  }

  async runSlots(runId: string): Promise<RunSlotRow[]> {
    return (await this.rows(runSlotsSql(postgresMark), [runId])).map(runSlotFromRow);
  }

  async claimRunSlot(runId: string, slot: number, gameId: string): Promise<boolean> {
    return (await this.count(claimRunSlotSql(postgresMark), [gameId, runId, slot])) === 1;
  }

  async releaseRunSlot(runId: string, slot: number, gameId: string): Promise<void> {
    await this.pool.query(releaseRunSlotSql(postgresMark), [runId, slot, gameId]);
  }

  async countRunCalls(target: RunGameTarget, calls: RunCalls): Promise<void> {
    await this.pool.query(countRunCallsSql(postgresMark, typeof target !== 'string'), countRunCallsValues(target, calls));
  }

  async runDeadlineOfGame(gameId: string): Promise<number | undefined> {
    const [row] = await this.rows(runDeadlineOfGameSql(postgresMark), [gameId]);
    return row ? Number(row.deadline) : undefined;
  }

  async runsAwaitingCard(now: number, limit: number): Promise<string[]> {
    return (await this.rows(runsAwaitingCardSql(postgresMark), [now, limit])).map((row) => String(row.id));
  }

  async saveRunCard(runId: string, card: unknown, score: { value: number; low: number; high: number } | null, completedAt: number): Promise<boolean> {
    return (await this.count(saveRunCardSql(postgresMark), [JSON.stringify(card), score?.value ?? null, score?.low ?? null, score?.high ?? null, completedAt, runId])) === 1;
  }

  async suiteLeaderboard(suite: string, limit: number): Promise<SuiteBoardRow[]> {
    return (await this.rows(suiteLeaderboardSql(postgresMark), [suite, limit])).map(suiteBoardFromRow);
  }

  async claimIdempotencyKey(accountId: string, key: string, fingerprint: string, now: number, expiresAt: number): Promise<IdempotencyRecord | null> {
    await this.pool.query(dropExpiredKeySql(postgresMark), [accountId, key, now]);
    // A second insert of the key waits for the first one's commit, then finds its record.
    if ((await this.count(claimKeySql(postgresMark), [accountId, key, fingerprint, now, expiresAt])) === 1) return null;
    const [row] = await this.rows(keyRecordSql(postgresMark), [accountId, key, now]);
    // Released or expired in between: the caller's next claim takes it.
    return row ? keyRecordFromRow(row) : { fingerprint, startedAt: now, reply: null };
  }

  async idempotencyRecord(accountId: string, key: string, now: number): Promise<IdempotencyRecord | undefined> {
    const [row] = await this.rows(keyRecordSql(postgresMark), [accountId, key, now]);
    return row ? keyRecordFromRow(row) : undefined;
  }

  async saveIdempotentReply(accountId: string, key: string, status: number, body: string): Promise<void> {
    await this.pool.query(saveReplySql(postgresMark), [status, body, accountId, key]);
  }

  async releaseIdempotencyKey(accountId: string, key: string): Promise<void> {
    await this.pool.query(releaseKeySql(postgresMark), [accountId, key]);
  }
}
