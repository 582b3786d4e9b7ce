/**
 * The embedded store: one SQLite file, written through (fsync) before every
 * response. Writes from concurrent requests are grouped into one transaction
 * per turn of the event loop, each in its own savepoint so one failing write
 * spoils no other. The commit itself does not wait for the disk: the WAL is
 * then flushed by an fsync in libuv's thread pool, and a reply is sent only
 * once a flush begun after its commit has ended (group commit: one flush
 * serves every batch committed while the previous one ran, and the event loop
 * serves other requests meanwhile instead of waiting for the disk).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { nameKey } from '../accounts/names.ts';
import { HINDSIGHT_SCHEMA, REVIEW_COLUMNS, REVIEW_SCHEMA, IDEMPOTENCY_SCHEMA, RUNS_SCHEMA, SCHEMA, STANDING_COLUMNS, STANDING_SCHEMA } from './schema.ts';
import {
  claimRunSlotSql, countRunCallsSql, countRunCallsValues, runDeadlineOfGameSql, runsAwaitingCardSql, insertRunSlotSql, insertRunSql, releaseRunSlotSql, runFromRow, runSlotFromRow, runSlotsSql, runSql, runValues,
  saveRunCardSql, suiteBoardFromRow, suiteLeaderboardSql,
} from './run-queries.ts';
import {
  copyDailySeedsSql, copyGameDailySeedsSql, idleRankedSql, leaderboardSql, markForfeitedSql, unfinishedRankedSql, listMovedVariantSql, rebuildTotalsSql, recordFinishSql, replaceDailySeedSql, SQLITE_UTC_DAY, unlistEmptiedVariantSql,
} from './leaderboard-sql.ts';
import { utcDay } from '../records/daily.ts';
import { ratedAfter } from '../records/ratings.ts';
import { playingGamesSql, raceSeatsSql, rateSql, ratedAccounts, ratingSql, startRatingSql, type RaceSeat } from './rating-sql.ts';
import { CheckAlreadyUsed } from '../store.ts';
import { ANSWER_CHECK_SQL, ANSWERED_CHECKS_SQL, CHECK_SCHEMA, RELEASE_CHECK_SQL, releaseParameters, spendParameters, FORGET_FINISHED_SCOPES_SQL } from './check-sql.ts';
import { WalFlusher } from './wal-flusher.ts';
import {
  claimKeySql, dropExpiredKeySql, keyRecordFromRow, keyRecordSql, purgeExpiredKeysSql, releaseKeySql, saveReplySql,
} from './idempotency-sql.ts';
import {
  ACCOUNT_ADMIN_SCHEMA, ACCOUNT_TABLES, ACCOUNTS_BY_ACTIVITY_SQL, HOLD_NAME_SQL, OWN_GAME_TABLES, OWN_GAMES_SQL, PAUSE_CHECKS_SQL, PAUSED_ACCOUNTS_SQL, REFUSED_ACCOUNTS_SQL,
} from './account-admin-sql.ts';
import type {
  CheckSpend,
  AccountActivityRow, AccountGameRow, AccountGamesQuery, AccountGameTally, AccountRow, RunCalls, RunGameTarget, RunRow, RunSlotRow, SeatPlayer, SuiteBoardRow, CommandRow, GameRow, GameStanding, GameUpdate, LeaderboardQuery,
  GameReviewRow, GameVersion, IdempotencyRecord, LeaderboardRow, NewCommand, PlayingGameRow, RatingRow, RecentReviewsQuery, ReviewRow, ReviewSummary, SeatRow, Store, StoredSeed, StoredVariant,
} from '../store.ts';
import {
  accountActivityFromRow, accountFromRow, accountGameFromRow, commandFromRow, gameFromRow, gameVersionFromRow, leaderboardFromRow, playingGameFromRow, ratingFromRow, reviewFromRow, seatFromRow,
  tallyFromRow,
} from './rows.ts';
import { gameReviewFromRow, recentReviewsQuery, reviewInsert, reviewSummaryFromRow, reviewSummaryQuery } from './review-queries.ts';
import { accountGameInsert, accountGamesQuery, accountTalliesQuery, currentGameSql, seatPlayersQuery } from './records-queries.ts';

const sqliteMark = () => '?';


/**
 * A new database file (and a folder made for it) readable by the camp's user
 * only: its games hold every hidden card and mine, and the random state that
 * deals the rest. SQLite gives the WAL the file's own permissions.
 */
function createOwnerOnly(file: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, '', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private pending: { work: () => unknown; resolve: (value: any) => void; reject: (error: unknown) => void }[] = [];
  private readonly inSavepoint: (work: () => unknown) => unknown;
  private readonly flusher: WalFlusher;
  queryCount = 0;
  private commitObserver: ((seconds: number) => void) | undefined;

  constructor(file: string) {
    if (file !== ':memory:') createOwnerOnly(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // NORMAL: SQLite does not flush the WAL at each commit; WalFlusher does,
    // off the event loop, before any write is acknowledged (FULL when in memory has no file to flush).
    this.db.pragma('synchronous = NORMAL');
    this.flusher = new WalFlusher(file === ':memory:' ? null : `${path.resolve(file)}-wal`);
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    for (const sql of SCHEMA) this.db.exec(sql);
    this.upgradeForStanding();
    this.addMissingColumns(REVIEW_COLUMNS);
    for (const sql of REVIEW_SCHEMA) this.db.exec(sql);
    for (const sql of [...HINDSIGHT_SCHEMA, ...RUNS_SCHEMA, ...IDEMPOTENCY_SCHEMA]) this.db.exec(sql);
    for (const sql of ACCOUNT_ADMIN_SCHEMA) this.db.exec(sql);
    for (const sql of CHECK_SCHEMA) this.db.exec(sql);
    this.inSavepoint = this.db.transaction((work: () => unknown) => work());
  }

  /**
   * Queues a write; it resolves once the transaction holding it is committed
   * to disk. It runs in a savepoint of its own, so a throw rolls back all it
   * wrote and nothing else.
   */
  private write<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.commitPending());
    });
  }

  observeCommits(observer: (seconds: number) => void): void {
    this.commitObserver = observer;
  }

  async openGameCounts(gameTypes: string[]): Promise<{ game: string; status: string; count: number }[]> {
    if (gameTypes.length === 0) return [];
    const marks = gameTypes.map(() => '?').join(', ');
    return this.sql(`SELECT game, status, COUNT(*) AS count FROM games WHERE game IN (${marks}) AND status IN ('waiting', 'playing') GROUP BY game, status`)
      .all(...gameTypes) as { game: string; status: string; count: number }[];
  }

  private commitPending(): void {
    const started = performance.now();
    const batch = this.pending;
    this.pending = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      this.db.transaction(() => {
        for (const item of batch) {
          try {
            outcomes.push({ ok: true, value: this.inSavepoint(item.work) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      // A write that filled the database (SQLITE_FULL) makes SQLite roll the whole transaction back itself, so
      // the commit then fails for want of one: every write of the batch is lost, for the reason the write gave.
      const rolledBackBy = outcomes.find((outcome) => !outcome.ok && (outcome.error as { code?: string }).code === 'SQLITE_FULL');
      for (const item of batch) item.reject(rolledBackBy && !rolledBackBy.ok ? rolledBackBy.error : error);
      return;
    }
    this.flusher.afterCommit((flushError) => {
      if (!flushError) this.commitObserver?.((performance.now() - started) / 1000);
      batch.forEach((item, i) => {
        const outcome = outcomes[i]!;
        if (flushError) item.reject(flushError);
        else if (outcome.ok) item.resolve(outcome.value);
        else item.reject(outcome.error);
      });
    });
  }

  private sql(text: string): Database.Statement {
    this.queryCount++;
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  deleteSetting(key: string): Promise<void> {
    return this.write(() => {
      this.sql('DELETE FROM settings WHERE key = ?').run(key);
    });
  }

  async setting(key: string): Promise<string | undefined> {
    return (this.sql('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }

  saveSetting(key: string, value: string): Promise<void> {
    return this.write(() => {
      this.sql('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING').run(key, value);
    });
  }

  createAccount(account: AccountRow, keyHash: string): Promise<boolean> {
    return this.write(() => {
      const result = this.sql(
        `INSERT INTO accounts (id, name, name_key, key_hash, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      ).run(account.id, account.name, nameKey(account.name), keyHash, account.createdAt);
      return result.changes === 1;
    });
  }

  async accountByKeyHash(keyHash: string): Promise<AccountRow | undefined> {
    const row = this.sql('SELECT * FROM accounts WHERE key_hash = ?').get(keyHash);
    return row ? accountFromRow(row) : undefined;
  }

  async accountByNameAndKeyHash(name: string, keyHash: string): Promise<AccountRow | undefined> {
    const row = this.sql('SELECT * FROM accounts WHERE name_key = ? AND key_hash = ?').get(nameKey(name), keyHash);
    return row ? accountFromRow(row) : undefined;
  }

  createToken(tokenHash: string, accountId: string, expiresAt: number): Promise<void> {
    return this.write(() => {
      this.sql('INSERT INTO tokens (token_hash, account_id, expires_at) VALUES (?, ?, ?)').run(tokenHash, accountId, expiresAt);
    });
  }

  async accountByTokenHash(tokenHash: string, now: number): Promise<AccountRow | undefined> {
    const row = this.sql(
      `SELECT accounts.* FROM tokens JOIN accounts ON accounts.id = tokens.account_id
       WHERE tokens.token_hash = ? AND tokens.expires_at > ?`,
    ).get(tokenHash, now);
    return row ? accountFromRow(row) : undefined;
  }

  async answeredChecks(holder: string, scope: string): Promise<number> {
    const row = this.sql(ANSWERED_CHECKS_SQL(sqliteMark)).get(holder, scope) as { answered: number } | undefined;
    return row?.answered ?? 0;
  }

  useCheck(spend: CheckSpend): Promise<boolean> {
    return this.write(() => this.markCheckUsed(spend));
  }

  private markCheckUsed(spend: CheckSpend): boolean {
    return this.sql(ANSWER_CHECK_SQL(sqliteMark)).run(...spendParameters(spend)).changes === 1;
  }

  releaseCheck(spend: CheckSpend): Promise<void> {
    return this.write(() => {
      this.sql(RELEASE_CHECK_SQL(sqliteMark)).run(...releaseParameters(spend));
    });
  }

  forgetFinishedCheckScopes(overBefore: number): Promise<void> {
    return this.write(() => {
      this.sql(FORGET_FINISHED_SCOPES_SQL(sqliteMark)).run(overBefore);
    });
  }

  purgeExpired(now: number): Promise<void> {
    return this.write(() => {
      this.sql('DELETE FROM tokens WHERE expires_at < ?').run(now);
      this.sql('DELETE FROM check_pauses WHERE paused_until < ?').run(now);
      this.sql(purgeExpiredKeysSql(sqliteMark)).run(now);
    });
  }

  createGame(game: GameRow, seats: SeatRow[]): Promise<void> {
    return this.write(() => {
      this.sql(
        `INSERT INTO games (id, game, options, seed, state, version, status, outcome, score, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(game.id, game.game, JSON.stringify(game.options), game.seed, JSON.stringify(game.state), game.version,
        game.status, game.outcome, game.score, game.createdAt, game.updatedAt);
      for (const seat of seats) this.insertSeat(game.id, seat);
    });
  }

  private insertSeat(gameId: string, seat: SeatRow): boolean {
    const inserted = this.sql(
      'INSERT INTO seats (game_id, seat, account_id, kind, last_seen_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(gameId, seat.seat, seat.accountId, seat.kind, seat.lastSeenAt).changes === 1;
    if (inserted && seat.accountId !== null) this.sql(accountGameInsert(sqliteMark)).run(gameId, seat.seat, seat.accountId, gameId);
    return inserted;
  }

  /** One process has the database file, and callers take turns inside it: nothing more to hold here. */
  exclusively<T>(_name: string, work: () => Promise<T>): Promise<T> {
    return work();
  }

  async game(id: string): Promise<GameRow | undefined> {
    const row = this.sql('SELECT * FROM games WHERE id = ?').get(id);
    return row ? gameFromRow(row) : undefined;
  }

  async seats(gameId: string): Promise<SeatRow[]> {
    return this.sql('SELECT * FROM seats WHERE game_id = ? ORDER BY seat').all(gameId).map(seatFromRow);
  }

  async currentGame(accountId: string, gameType: string): Promise<GameVersion | undefined> {
    const row = this.sql(currentGameSql(sqliteMark)).get(accountId, gameType);
    return row ? gameVersionFromRow(row) : undefined;
  }

  async gameVersion(id: string): Promise<GameVersion | undefined> {
    const row = this.sql('SELECT id, game, version FROM games WHERE id = ?').get(id);
    return row ? gameVersionFromRow(row) : undefined;
  }

  appendCommands(gameId: string, fromVersion: number, commands: NewCommand[], update: GameUpdate): Promise<boolean> {
    return this.write(() => {
      const changed = this.sql(
        `UPDATE games SET state = ?, version = ?, status = ?, outcome = ?, score = ?, updated_at = ?
         WHERE id = ? AND version = ?`,
      ).run(JSON.stringify(update.state), fromVersion + commands.length, update.status, update.outcome, update.score,
        update.updatedAt, gameId, fromVersion).changes;
      if (changed !== 1) return false;
      // Thrown, so that the game's update above is rolled back with it.
      if (update.spendCheck && !this.markCheckUsed(update.spendCheck)) throw new CheckAlreadyUsed();
      const insert = this.sql('INSERT INTO commands (game_id, seq, seat, command, accepted_at) VALUES (?, ?, ?, ?, ?)');
      commands.forEach((command, i) => insert.run(gameId, fromVersion + i + 1, command.seat, command.command, command.acceptedAt));
      if (update.status === 'over') this.recordFinish(gameId, update.updatedAt, update.seatResults !== undefined);
      if (update.status === 'over' && update.seatResults) this.rateRace(gameId, update.seatResults, update.updatedAt);
      return true;
    });
  }

  async commands(gameId: string, afterSeq = 0, upToSeq?: number): Promise<CommandRow[]> {
    if (upToSeq === undefined) return this.sql('SELECT * FROM commands WHERE game_id = ? AND seq > ? ORDER BY seq').all(gameId, afterSeq).map(commandFromRow);
    return this.sql('SELECT * FROM commands WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq').all(gameId, afterSeq, upToSeq).map(commandFromRow);
  }

  setStatus(gameId: string, from: string, to: string, outcome: string | null, now: number): Promise<boolean> {
    return this.write(() => {
      return this.sql('UPDATE games SET status = ?, outcome = ?, updated_at = ? WHERE id = ? AND status = ?')
        .run(to, outcome, now, gameId, from).changes === 1;
    });
  }

  startMatch(gameId: string, deal: GameUpdate & { seed: string; ranked: boolean }): Promise<boolean> {
    return this.write(() => {
      const started = this.sql(
        `UPDATE games SET seed = ?, state = ?, status = ?, outcome = ?, score = ?, updated_at = ?, ranked = ?
         WHERE id = ? AND status = 'waiting' AND version = 0`,
      ).run(deal.seed, JSON.stringify(deal.state), deal.status, deal.outcome, deal.score, deal.updatedAt, deal.ranked ? 1 : 0, gameId).changes === 1;
      if (started && deal.ranked) {
        this.sql('INSERT INTO leaderboard_variants (game, variant) SELECT game, variant FROM games WHERE id = ? ON CONFLICT DO NOTHING').run(gameId);
      }
      return started;
    });
  }

  async silentSeats(gameTypes: string[], before: number) {
    if (gameTypes.length === 0) return [];
    const marks = gameTypes.map(() => '?').join(', ');
    return (this.sql(
      `SELECT games.id AS game_id, games.game, seats.seat, games.status FROM seats JOIN games ON games.id = seats.game_id
       WHERE games.game IN (${marks}) AND games.status IN ('waiting', 'playing')
         AND seats.kind = 'human' AND seats.last_seen_at < ?
       ORDER BY seats.last_seen_at, games.id, seats.seat`,
    ).all(...gameTypes, before) as any[]).map((row) => ({ gameId: row.game_id, game: row.game, seat: Number(row.seat), status: row.status }));
  }

  async gamesWithBots(): Promise<string[]> {
    return (this.sql(
      `SELECT DISTINCT games.id FROM seats JOIN games ON games.id = seats.game_id
       WHERE games.status = 'playing' AND seats.kind LIKE 'bot%'`,
    ).all() as { id: string }[]).map((row) => row.id);
  }

  takeSeat(gameId: string, seat: SeatRow): Promise<boolean> {
    return this.write(() => {
      return this.insertSeat(gameId, seat);
    });
  }

  touchSeat(gameId: string, seat: number, now: number): Promise<void> {
    return this.write(() => {
      this.sql('UPDATE seats SET last_seen_at = ? WHERE game_id = ? AND seat = ?').run(now, gameId, seat);
    });
  }

  async waitingGameIds(gameType: string): Promise<string[]> {
    return (this.sql(`SELECT id FROM games WHERE game = ? AND status = 'waiting' ORDER BY created_at, id`)
      .all(gameType) as { id: string }[]).map((row) => row.id);
  }

  addReview(gameId: string, review: ReviewRow): Promise<boolean> {
    return this.write(() => {
      return this.sql(reviewInsert(sqliteMark))
        .run(gameId, review.accountId, review.rating, review.review, review.createdAt, gameId).changes === 1;
    });
  }

  async reviews(gameId: string): Promise<ReviewRow[]> {
    return this.sql('SELECT * FROM reviews WHERE game_id = ? ORDER BY created_at').all(gameId).map(reviewFromRow);
  }

  async accountByName(name: string): Promise<AccountRow | undefined> {
    const row = this.sql('SELECT * FROM accounts WHERE name_key = ?').get(nameKey(name));
    return row ? accountFromRow(row) : undefined;
  }

  setSuspended(accountId: string, suspended: boolean, now: number): Promise<boolean> {
    return this.write(() => (suspended
      ? this.sql('INSERT INTO account_suspensions (account_id, suspended_at) SELECT id, ? FROM accounts WHERE id = ? ON CONFLICT DO NOTHING').run(now, accountId)
      : this.sql('DELETE FROM account_suspensions WHERE account_id = ?').run(accountId)).changes === 1);
  }

  deleteAccount(accountId: string, hold: { nameHash: string; until: number }): Promise<{ games: number }> {
    return this.write(() => {
      const own = (this.sql(OWN_GAMES_SQL(sqliteMark)).all(accountId, accountId) as { id: string }[]).map((row) => row.id);
      for (const gameId of own) for (const step of OWN_GAME_TABLES) this.sql(step.sql(sqliteMark)).run(gameId);
      this.sql(HOLD_NAME_SQL(sqliteMark)).run(hold.nameHash, accountId, hold.until);
      for (const step of ACCOUNT_TABLES) this.sql(step.sql(sqliteMark)).run(accountId);
      return { games: own.length };
    });
  }

  async nameHeld(nameHashes: string[], now: number): Promise<boolean> {
    return nameHashes.some((hash) => this.sql('SELECT 1 FROM held_names WHERE name_hash = ? AND held_until > ?').get(hash, now) !== undefined);
  }

  async refusedAccounts(now: number): Promise<{ accountId: string; state: 'suspended' | 'deleted' }[]> {
    return (this.sql(REFUSED_ACCOUNTS_SQL(sqliteMark)).all(now) as { account_id: string; state: 'suspended' | 'deleted' }[])
      .map((row) => ({ accountId: row.account_id, state: row.state }));
  }

  pauseChecks(accountId: string, until: number): Promise<void> {
    return this.write(() => {
      this.sql(PAUSE_CHECKS_SQL(sqliteMark)).run(accountId, until);
    });
  }

  async pausedAccounts(now: number): Promise<{ accountId: string; until: number }[]> {
    return (this.sql(PAUSED_ACCOUNTS_SQL(sqliteMark)).all(now) as { account_id: string; paused_until: number }[])
      .map((row) => ({ accountId: row.account_id, until: Number(row.paused_until) }));
  }

  async accountsByActivity(limit: number): Promise<AccountActivityRow[]> {
    return this.sql(ACCOUNTS_BY_ACTIVITY_SQL(sqliteMark)).all(limit).map(accountActivityFromRow);
  }

  async ping(): Promise<void> {
    this.sql('SELECT 1').get();
  }

  async close(): Promise<void> {
    await this.flusher.close();
    this.db.close();
  }

  async accountGames(accountId: string, query: AccountGamesQuery): Promise<AccountGameRow[]> {
    const { text, values } = accountGamesQuery(accountId, query, sqliteMark);
    return this.sql(text).all(...values).map(accountGameFromRow);
  }

  async accountGameTallies(accountId: string): Promise<AccountGameTally[]> {
    const { text, values } = accountTalliesQuery(accountId, sqliteMark);
    return this.sql(text).all(...values).map(tallyFromRow);
  }

  async seatPlayers(gameId: string): Promise<SeatPlayer[]> {
    const { text, values } = seatPlayersQuery(gameId, sqliteMark);
    return (this.sql(text).all(...values) as any[]).map((row) => ({ seat: Number(row.seat), kind: row.kind, name: row.name ?? null }));
  }

  /** SQLite has no ADD COLUMN IF NOT EXISTS: add only the columns the table lacks. */
  private upgradeForStanding(): void {
    this.addMissingColumns(STANDING_COLUMNS);
    for (const sql of STANDING_SCHEMA) this.db.exec(sql);
  }

  private addMissingColumns(wanted: readonly { table: string; column: string; definition: string }[]): void {
    for (const { table, column, definition } of wanted) {
      const columns = this.db.pragma(`table_info(${table})`) as { name: string }[];
      if (!columns.some((existing) => existing.name === column)) this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    }
  }

  createStandingGame(game: GameRow, seats: SeatRow[], standing: GameStanding): Promise<boolean> {
    return this.write(() => {
      const player = seats[0]?.accountId;
      if (standing.daily && player) {
        const taken = this.sql('INSERT INTO daily_attempts (game, day, account_id, game_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
          .run(game.game, standing.daily, player, game.id).changes;
        if (taken !== 1) return false;
      }
      if (standing.ranked && !standing.daily && seats.length === 1 && player) {
        this.forfeit(this.sql(unfinishedRankedSql(sqliteMark)).all(player, game.game, standing.variant) as { id: string }[], game.createdAt);
      }
      this.sql(
        `INSERT INTO games (id, game, options, seed, state, version, status, outcome, score, created_at, updated_at, ranked, variant, daily)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(game.id, game.game, JSON.stringify(game.options), game.seed, JSON.stringify(game.state), game.version,
        game.status, game.outcome, game.score, game.createdAt, game.updatedAt, standing.ranked ? 1 : 0, standing.variant, standing.daily);
      for (const seat of seats) this.insertSeat(game.id, seat);
      if (standing.ranked) this.sql('INSERT INTO leaderboard_variants (game, variant) VALUES (?, ?) ON CONFLICT DO NOTHING').run(game.game, standing.variant);
      return true;
    });
  }

  /** Counts each game as lost on the boards, once (see recordFinishSql's forfeit). */
  private forfeit(games: { id: string }[], now: number): number {
    let counted = 0;
    for (const { id } of games) {
      if (this.sql(markForfeitedSql(sqliteMark)).run(now, id).changes !== 1) continue;
      this.sql(recordFinishSql(sqliteMark, false, true)).run(utcDay(now), id);
      counted++;
    }
    return counted;
  }

  forfeitIdleGames(before: number, now: number): Promise<number> {
    return this.write(() => this.forfeit(this.sql(idleRankedSql(sqliteMark)).all(before) as { id: string }[], now));
  }

  async dailyGameId(gameType: string, day: string, accountId: string): Promise<string | undefined> {
    const row = this.sql('SELECT game_id FROM daily_attempts WHERE game = ? AND day = ? AND account_id = ?')
      .get(gameType, day, accountId) as { game_id: string } | undefined;
    return row?.game_id;
  }

  async dailyDealSeed(gameType: string, variant: string, day: string): Promise<string | undefined> {
    return this.storedDailyDealSeed(gameType, variant, day);
  }

  pinDailyDealSeed(gameType: string, variant: string, day: string, seed: string): Promise<string> {
    return this.write(() => {
      this.sql('INSERT INTO daily_deals (game, variant, day, seed) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(gameType, variant, day, seed);
      return this.storedDailyDealSeed(gameType, variant, day)!;
    });
  }

  private storedDailyDealSeed(gameType: string, variant: string, day: string): string | undefined {
    const row = this.sql('SELECT seed FROM daily_deals WHERE game = ? AND variant = ? AND day = ?').get(gameType, variant, day) as { seed: string } | undefined;
    return row?.seed;
  }

  async leaderboardVariants(gameType: string): Promise<string[]> {
    return (this.sql('SELECT variant FROM leaderboard_variants WHERE game = ? ORDER BY variant').all(gameType) as { variant: string }[])
      .map((row) => row.variant);
  }

  async storedVariants(gameType: string): Promise<StoredVariant[]> {
    return this.sql("SELECT DISTINCT variant, options FROM games WHERE game = ? AND variant <> ''").all(gameType) as StoredVariant[];
  }

  moveVariant(gameType: string, options: string, from: string, to: string, multiSeat: boolean): Promise<number> {
    return this.write(() => {
      const moved = this.sql('UPDATE games SET variant = ? WHERE game = ? AND variant = ? AND options = ?').run(to, gameType, from, options).changes;
      if (moved === 0) return 0;
      this.sql('DELETE FROM leaderboard_days WHERE game = ? AND variant IN (?, ?)').run(gameType, from, to);
      this.sql(rebuildTotalsSql(sqliteMark, SQLITE_UTC_DAY, multiSeat)).run(gameType, from, to);
      this.sql(copyDailySeedsSql(sqliteMark)).run(to, gameType, from, gameType, to, options);
      this.sql(copyGameDailySeedsSql(sqliteMark)).run(gameType, to, options);
      this.sql(listMovedVariantSql(sqliteMark)).run(gameType, to, gameType, to);
      this.sql(unlistEmptiedVariantSql(sqliteMark)).run(gameType, from, gameType, from);
      return moved;
    });
  }

  async storedSeeds(gameType: string): Promise<StoredSeed[]> {
    return this.sql('SELECT id, options, seed FROM games WHERE game = ?').all(gameType) as StoredSeed[];
  }

  replaceSeed(gameId: string, from: string, to: string): Promise<boolean> {
    return this.write(() => {
      if (this.sql('UPDATE games SET seed = ? WHERE id = ? AND seed = ?').run(to, gameId, from).changes === 0) return false;
      this.sql(replaceDailySeedSql(sqliteMark)).run(to, gameId, from);
      this.sql('DELETE FROM game_hindsight WHERE game_id = ?').run(gameId);
      return true;
    });
  }

  async leaderboard(query: LeaderboardQuery): Promise<LeaderboardRow[]> {
    return this.sql(leaderboardSql(() => '?', query.multiSeat))
      .all(query.game, query.variant, query.daily, query.fromDay, query.toDay, query.limit).map(leaderboardFromRow);
  }

  /** Inside the transaction that ended the game: the boards count each ended game once. */
  private recordFinish(gameId: string, endedAt: number, multiSeat: boolean): void {
    this.sql(recordFinishSql(() => '?', multiSeat)).run(utcDay(endedAt), gameId);
  }

  async reviewSummary(gameType: string): Promise<ReviewSummary> {
    const { text, values } = reviewSummaryQuery(gameType, sqliteMark);
    return reviewSummaryFromRow(this.sql(text).get(...values));
  }

  async recentReviews(gameType: string, query: RecentReviewsQuery): Promise<GameReviewRow[]> {
    const { text, values } = recentReviewsQuery(gameType, query, sqliteMark);
    return this.sql(text).all(...values).map(gameReviewFromRow);
  }

  /** Inside the transaction that ended the race: each race is rated once, with the ratings as they are now. */
  private rateRace(gameId: string, results: number[], now: number): void {
    const rated = ratedAccounts(this.sql(raceSeatsSql(sqliteMark)).all(gameId) as RaceSeat[], results);
    if (!rated) return;
    const before = rated.accounts.map((account) => {
      this.sql(startRatingSql(sqliteMark)).run(account, rated.game, now);
      return Number((this.sql(ratingSql(sqliteMark, false)).get(account, rated.game) as { rating: number }).rating);
    });
    ratedAfter(before, results).forEach((rating, seat) => {
      this.sql(rateSql(sqliteMark)).run(rating, now, rated.accounts[seat], rated.game);
    });
  }

  async accountRatings(accountId: string): Promise<RatingRow[]> {
    return this.sql('SELECT * FROM ratings WHERE account_id = ? ORDER BY game').all(accountId).map(ratingFromRow);
  }

  async ratingsIn(gameType: string, accountIds: string[]): Promise<RatingRow[]> {
    const read = this.sql('SELECT * FROM ratings WHERE account_id = ? AND game = ?');
    return accountIds.flatMap((accountId) => {
      const row = read.get(accountId, gameType);
      return row ? [ratingFromRow(row)] : [];
    });
  }

  async gamesPlaying(gameTypes: string[], limit: number): Promise<PlayingGameRow[]> {
    // One index range per type (games_waiting: game, status, created_at), merged here.
    const read = this.sql(
      playingGamesSql(sqliteMark));
    return gameTypes.flatMap((gameType) => read.all(gameType, limit).map(playingGameFromRow))
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).slice(0, limit);
  }

  async hindsight(gameId: string): Promise<unknown> {
    const row = this.sql('SELECT hindsight FROM game_hindsight WHERE game_id = ?').get(gameId) as { hindsight: string } | undefined;
    return row ? JSON.parse(row.hindsight) : undefined;
  }

  saveHindsight(gameId: string, hindsight: unknown, now: number): Promise<void> {
    return this.write(() => {
      this.sql('INSERT INTO game_hindsight (game_id, hindsight, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
        .run(gameId, JSON.stringify(hindsight), now);
    });
  }

  createRun(run: RunRow, slots: Pick<RunSlotRow, 'slot' | 'entry' | 'game' | 'options' | 'seed'>[]): Promise<void> {
    return this.write(() => {
      this.sql(insertRunSql(sqliteMark)).run(...runValues(run));
      const insert = this.sql(insertRunSlotSql(sqliteMark));
      for (const slot of slots) insert.run(run.id, slot.slot, slot.entry, slot.game, JSON.stringify(slot.options), slot.seed);
    });
  }

  async run(id: string): Promise<RunRow | undefined> {
    const row = this.sql(runSql(sqliteMark)).get(id);
    return row ? runFromRow(row) : undefined;
  }

  async runSlots(runId: string): Promise<RunSlotRow[]> {
    return this.sql(runSlotsSql(sqliteMark)).all(runId).map(runSlotFromRow);
  }

  claimRunSlot(runId: string, slot: number, gameId: string): Promise<boolean> {
    return this.write(() => this.sql(claimRunSlotSql(sqliteMark)).run(gameId, runId, slot).changes === 1);
  }

  releaseRunSlot(runId: string, slot: number, gameId: string): Promise<void> {
    return this.write(() => {
      this.sql(releaseRunSlotSql(sqliteMark)).run(runId, slot, gameId);
    });
  }

  countRunCalls(target: RunGameTarget, calls: RunCalls): Promise<void> {
    return this.write(() => {
      this.sql(countRunCallsSql(sqliteMark, typeof target !== 'string')).run(...countRunCallsValues(target, calls));
    });
  }

  async runDeadlineOfGame(gameId: string): Promise<number | undefined> {
    const row = this.sql(runDeadlineOfGameSql(sqliteMark)).get(gameId) as { deadline: number } | undefined;
    return row ? Number(row.deadline) : undefined;
  }

  async runsAwaitingCard(now: number, limit: number): Promise<string[]> {
    return (this.sql(runsAwaitingCardSql(sqliteMark)).all(now, limit) as { id: string }[]).map((row) => row.id);
  }

  saveRunCard(runId: string, card: unknown, score: { value: number; low: number; high: number } | null, completedAt: number): Promise<boolean> {
    return this.write(() =>
      this.sql(saveRunCardSql(sqliteMark)).run(JSON.stringify(card), score?.value ?? null, score?.low ?? null, score?.high ?? null, completedAt, runId).changes === 1);
  }

  async suiteLeaderboard(suite: string, limit: number): Promise<SuiteBoardRow[]> {
    return this.sql(suiteLeaderboardSql(sqliteMark)).all(suite, limit).map(suiteBoardFromRow);
  }

  claimIdempotencyKey(accountId: string, key: string, fingerprint: string, now: number, expiresAt: number): Promise<IdempotencyRecord | null> {
    return this.write(() => {
      this.sql(dropExpiredKeySql(sqliteMark)).run(accountId, key, now);
      if (this.sql(claimKeySql(sqliteMark)).run(accountId, key, fingerprint, now, expiresAt).changes === 1) return null;
      return keyRecordFromRow(this.sql(keyRecordSql(sqliteMark)).get(accountId, key, now) as any);
    });
  }

  async idempotencyRecord(accountId: string, key: string, now: number): Promise<IdempotencyRecord | undefined> {
    const row = this.sql(keyRecordSql(sqliteMark)).get(accountId, key, now) as any;
    return row ? keyRecordFromRow(row) : undefined;
  }

  saveIdempotentReply(accountId: string, key: string, status: number, body: string): Promise<void> {
    return this.write(() => {
      this.sql(saveReplySql(sqliteMark)).run(status, body, accountId, key);
    });
  }

  releaseIdempotencyKey(accountId: string, key: string): Promise<void> {
    return this.write(() => {
      this.sql(releaseKeySql(sqliteMark)).run(accountId, key);
    });
  }
}
