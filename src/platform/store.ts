/**
 * What the platform keeps, behind one interface so that the embedded SQLite
 * file and a shared PostgreSQL database behave the same. Every method is
 * async because PostgreSQL is; the SQLite store simply answers at once.
 */

export interface AccountRow {
  id: string;
  name: string;
  createdAt: number;
}

/** Spending an agent check puzzle: whose (an account, or a client address), in which scope (a game, or ''), and its number. */
export interface CheckSpend {
  holder: string;
  scope: string;
  answered: number;
}

/** An account as the operator lists it. */
export interface AccountActivityRow {
  id: string;
  name: string;
  createdAt: number;
  /** When its newest game last changed (its creation when it has none). */
  lastActive: number;
  games: number;
  suspended: boolean;
}

export interface GameRow {
  id: string;
  game: string;
  options: unknown;
  /**
   * The seed of the deal. A race still waiting for players holds the seed its
   * creator asked for ('' for none); the real one is stored when the match starts.
   */
  seed: string;
  /** JSON of the engine state after `version` commands: the cache that makes every act cost the same. */
  state: unknown;
  /** Number of accepted commands in the log. */
  version: number;
  status: string;
  outcome: string | null;
  score: number;
  createdAt: number;
  updatedAt: number;
  /** How the game stands for the leaderboards (read from the database; see GameStanding). */
  ranked?: boolean;
  variant?: string;
  daily?: string;
}

export interface GameVersion {
  id: string;
  game: string;
  version: number;
}

export interface SeatRow {
  seat: number;
  accountId: string | null;
  /** 'human' for an account, or a built-in opponent's name. */
  kind: string;
  lastSeenAt: number;
}

export interface CommandRow {
  seq: number;
  seat: number;
  command: string;
  acceptedAt: number;
}

export interface NewCommand {
  seat: number;
  command: string;
  acceptedAt: number;
}

export interface GameUpdate {
  state: unknown;
  status: string;
  outcome: string | null;
  score: number;
  updatedAt: number;
  /**
   * When this update ends a multi-seat game: each seat's result (1 won, 0.5
   * draw, 0 lost). If the race is ranked and every seat is a person, their
   * ratings change in the same transaction (see ratings.ts); and the boards
   * link each player's latest race rather than a best score.
   */
  seatResults?: number[];
  /**
   * An agent check to mark used in the same transaction, so one commit serves
   * the puzzle and the move. If it already was used, nothing is written and
   * appendCommands throws CheckAlreadyUsed.
   */
  spendCheck?: CheckSpend;
}

/** appendCommands found the agent check it was to spend already used: nothing was written. */
/** `exclusively` waited its limit for another process to let go of the name. */
export class LockBusy extends Error {
  constructor(name: string) {
    super(`another camp process held '${name}' too long`);
  }
}

export class CheckAlreadyUsed extends Error {
  constructor() {
    super('the agent check was already used');
  }
}

export interface ReviewRow {
  accountId: string;
  rating: number;
  review: string;
  createdAt: number;
}

/** One game in an account's list of games: everything but the options and the state. */
export interface AccountGameRow {
  id: string;
  game: string;
  /** The account's seat in it. */
  seat: number;
  status: string;
  outcome: string | null;
  score: number;
  version: number;
  createdAt: number;
  updatedAt: number;
  /** The UTC date of a daily deal, '' for any other game. */
  daily: string;
  /** Whether it counts on the leaderboards (GameStanding.ranked, as stored). */
  ranked: boolean;
}

export interface AccountGamesQuery {
  game?: string;
  status?: string;
  /** Only games older than this one (keyset paging: created_at, then id). */
  before?: { createdAt: number; id: string };
  limit: number;
}

/** How many of an account's games of one type, in one seat, have this status and outcome. */
export interface AccountGameTally {
  game: string;
  seat: number;
  status: string;
  outcome: string | null;
  count: number;
}

export interface SeatPlayer {
  seat: number;
  kind: string;
  name: string | null;
}

export interface Store extends RunStore {
  /** Statements sent to the database so far: benchmarks and tests count what a request costs. */
  readonly queryCount: number;

  /** Removes a setting (a value that must no longer live in the database). */
  deleteSetting(key: string): Promise<void>;
  /** A setting's value, or undefined when it is not set. */
  setting(key: string): Promise<string | undefined>;
  /** Sets a setting unless it is set already. */
  saveSetting(key: string, value: string): Promise<void>;

  /** False when the name (compared case-insensitively) is taken. */
  createAccount(account: AccountRow, keyHash: string): Promise<boolean>;
  accountByKeyHash(keyHash: string): Promise<AccountRow | undefined>;
  accountByNameAndKeyHash(name: string, keyHash: string): Promise<AccountRow | undefined>;
  createToken(tokenHash: string, accountId: string, expiresAt: number): Promise<void>;
  accountByTokenHash(tokenHash: string, now: number): Promise<AccountRow | undefined>;

  /** How many puzzles of a scope a holder has answered: the number of its open puzzle (check-sql.ts). */
  answeredChecks(holder: string, scope: string): Promise<number>;
  /** Spends a puzzle; false when it already was spent (each puzzle works once). */
  useCheck(spend: CheckSpend): Promise<boolean>;
  /** Gives a spent puzzle back, for a request the camp failed after spending it. */
  releaseCheck(spend: CheckSpend): Promise<void>;
  /** Forgets the puzzle counts of games over since before `overBefore` (FORGET_FINISHED_SCOPES_SQL). */
  forgetFinishedCheckScopes(overBefore: number): Promise<void>;
  purgeExpired(now: number): Promise<void>;

  createGame(game: GameRow, seats: SeatRow[]): Promise<void>;
  game(id: string): Promise<GameRow | undefined>;
  seats(gameId: string): Promise<SeatRow[]>;
  /** The newest game of this type in which the account holds a seat, with its version (to check a cached copy). */
  currentGame(accountId: string, gameType: string): Promise<GameVersion | undefined>;
  /** A game's type and version, without its state (to check a cached copy). */
  gameVersion(id: string): Promise<GameVersion | undefined>;
  /**
   * Appends accepted commands and stores the state they lead to, in one
   * transaction, only if the game is still at `fromVersion`. False means
   * another request got there first: reload and try again.
   */
  appendCommands(gameId: string, fromVersion: number, commands: NewCommand[], update: GameUpdate): Promise<boolean>;
  /** The log from `afterSeq` + 1 on (up to `upToSeq` when given), oldest first. */
  commands(gameId: string, afterSeq?: number, upToSeq?: number): Promise<CommandRow[]>;
  /** Moves a game between statuses without a command (a match starting, a wait abandoned); false if it had moved on. */
  setStatus(gameId: string, from: string, to: string, outcome: string | null, now: number): Promise<boolean>;
  /**
   * Deals a waiting game whose seats are all filled and lets it be played: stores
   * the seed and state it starts from, only if it is still waiting with no command.
   * A race the camp dealt is ranked in the same write: a move that ends it at
   * once must find it ranked, or it is never rated nor counted on the board.
   */
  startMatch(gameId: string, deal: GameUpdate & { seed: string; ranked: boolean }): Promise<boolean>;
  /** Fills an empty seat; false when someone else took it first. */
  takeSeat(gameId: string, seat: SeatRow): Promise<boolean>;
  touchSeat(gameId: string, seat: number, now: number): Promise<void>;
  /** Oldest first: games of this type still waiting for a player. */
  waitingGameIds(gameType: string): Promise<string[]>;
  /** Seats of people in waiting or playing games of these types who have not been seen since `before`, longest silent first. */
  silentSeats(gameTypes: string[], before: number): Promise<{ gameId: string; game: string; seat: number; status: string }[]>;
  /** Games still being played that have a built-in opponent in a seat. */
  gamesWithBots(): Promise<string[]>;

  /** False when this account already reviewed this game. */
  addReview(gameId: string, review: ReviewRow): Promise<boolean>;
  reviews(gameId: string): Promise<ReviewRow[]>;

  /**
   * Stores that several camp processes share: wakes `listener` whenever the
   * game changes through any of them. A store used by one process only has
   * none: the process's own change notices cover every change.
   */
  watchGame?(gameId: string, listener: () => void): () => void;
  /** Stores that several processes share: wakes `listener` whenever any process suspends, unsuspends or deletes an account. */
  watchAccounts?(listener: () => void): () => void;
  /** Answers once the database answers a trivial query (the health check); throws if it cannot. */
  ping(): Promise<void>;
  /** The account of this name (compared case-insensitively), if any. */
  accountByName(name: string): Promise<AccountRow | undefined>;
  /** Suspends or unsuspends an account; false when it already was so (or does not exist). */
  setSuspended(accountId: string, suspended: boolean, now: number): Promise<boolean>;
  /**
   * Deletes the account and everything the camp holds for it (storage/account-admin-sql.ts lists
   * the tables), holding its name back as a keyed hash until `hold.until`, in one transaction.
   * Returns how many games were deleted whole.
   */
  deleteAccount(accountId: string, hold: { nameHash: string; until: number }): Promise<{ games: number }>;
  /** Whether any of these keyed hashes of a name is held back after a deletion at `now`. */
  nameHeld(nameHashes: string[], now: number): Promise<boolean>;
  /** The accounts every process must refuse now: suspended, or deleted with their name still held. */
  refusedAccounts(now: number): Promise<{ accountId: string; state: 'suspended' | 'deleted' }[]>;
  /** Pauses the account's checked calls until `until`, for every process (too few right agent-check answers). */
  pauseChecks(accountId: string, until: number): Promise<void>;
  /** The accounts paused at `now`, and until when. */
  pausedAccounts(now: number): Promise<{ accountId: string; until: number }[]>;
  /** Accounts, most recently active first. */
  accountsByActivity(limit: number): Promise<AccountActivityRow[]>;
  /** Games waiting or being played, counted by type and status (the operator's metrics). */
  openGameCounts(gameTypes: string[]): Promise<{ game: string; status: string; count: number }[]>;
  /** Optional: tells `observer` how long each commit took, in seconds, until it was durable (the operator's metrics). */
  observeCommits?(observer: (seconds: number) => void): void;
  /** Optional: where to report what the store survived (a dropped database connection), say the camp's log. */
  reportLostConnections?(warn: (message: string) => void): void;

  close(): Promise<void>;

  /** The account's games, newest first, one page at a time. */
  accountGames(accountId: string, query: AccountGamesQuery): Promise<AccountGameRow[]>;
  /** The account's games counted by type, seat, status and outcome. */
  accountGameTallies(accountId: string): Promise<AccountGameTally[]>;
  /** A game's seats, each with its kind and the name of the account in it (null for a built-in opponent). */
  seatPlayers(gameId: string): Promise<SeatPlayer[]>;

  /**
   * createGame with how the game stands for the leaderboards. A daily game
   * also takes the account's one attempt of that game and day: false, and
   * nothing stored, when the account already has it. A ranked one-player
   * game forfeits, in the same transaction, the account's ranked games of the
   * same type and variant left unfinished: the boards count them as lost.
   */
  createStandingGame(game: GameRow, seats: SeatRow[], standing: GameStanding): Promise<boolean>;
  /** The game id of the account's daily game of this type on this UTC day, if any. */
  dailyGameId(gameType: string, day: string, accountId: string): Promise<string | undefined>;
  /** The seed a day's deal of this game and variant was first dealt from, if any. */
  dailyDealSeed(gameType: string, variant: string, day: string): Promise<string | undefined>;
  /** Stores a day's deal seed unless one is stored already; returns the stored one (first writer wins). */
  pinDailyDealSeed(gameType: string, variant: string, day: string, seed: string): Promise<string>;
  /**
   * Runs `work` while no other camp process runs work under the same name
   * (matching players into a race, working out a run's report card). Callers take turns inside their own
   * process first: this only keeps processes apart. Throws LockBusy when
   * another process holds the name for more than a few seconds.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Counts on the boards, as lost, the ranked one-player games in play that
   * have not moved since `before` (each once); returns how many.
   */
  forfeitIdleGames(before: number, now: number): Promise<number>;
  /** The variants that have ranked games of this type, by name. */
  leaderboardVariants(gameType: string): Promise<string[]>;
  /** Each variant name stored for this game type with the options (as stored) of its games; games from before variants ('') left out. */
  storedVariants(gameType: string): Promise<StoredVariant[]>;
  /**
   * Moves the games of this type stored with exactly these options from one
   * variant to another, and works out both variants' leaderboard totals anew,
   * in one transaction. Returns how many games moved (0: nothing changed).
   * `multiSeat`: the game is a race, whose entries link its latest game.
   */
  moveVariant(gameType: string, options: string, from: string, to: string, multiSeat: boolean): Promise<number>;
  /** Every stored game of this type: its id, options (as stored) and seed. */
  storedSeeds(gameType: string): Promise<StoredSeed[]>;
  /**
   * Gives a game the seed `to` in place of `from` (nothing when its seed is
   * no longer `from`), with its day's daily deal seed if that was `from`
   * too, and drops its stored hindsight, in one transaction. False: nothing changed.
   */
  replaceSeed(gameId: string, from: string, to: string): Promise<boolean>;
  /**
   * One board: per account, over the matching finished ranked games. Their
   * totals are kept by appendCommands when a ranked game ends.
   */
  leaderboard(query: LeaderboardQuery): Promise<LeaderboardRow[]>;

  /** How many reviews the games of this type have, and their average rating (null for none). */
  reviewSummary(gameType: string): Promise<ReviewSummary>;
  /** The reviews of this game type's games, newest first, one page at a time. */
  recentReviews(gameType: string, query: RecentReviewsQuery): Promise<GameReviewRow[]>;
  /** The account's race ratings, one per multi-seat game type it was rated in. */
  accountRatings(accountId: string): Promise<RatingRow[]>;
  /** The ratings of these accounts in one game type (accounts never rated are left out). */
  ratingsIn(gameType: string, accountIds: string[]): Promise<RatingRow[]>;
  /** Games of these types being played now, newest first (by when they were created). */
  gamesPlaying(gameTypes: string[], limit: number): Promise<PlayingGameRow[]>;

  /** A finished game's stored hindsight (null when the game had nothing to tell), or undefined when none is stored. */
  hindsight(gameId: string): Promise<unknown>;
  /** Stores a finished game's hindsight; the first one stored stays (another process may have worked it out too). */
  saveHindsight(gameId: string, hindsight: unknown, now: number): Promise<void>;

  /**
   * Idempotency-Key records (idempotency/): takes the account's key for a first
   * request, or returns the record already kept under it (an expired one makes way).
   * null: the key is now this request's, running until saveIdempotentReply or releaseIdempotencyKey.
   */
  claimIdempotencyKey(accountId: string, key: string, fingerprint: string, now: number, expiresAt: number): Promise<IdempotencyRecord | null>;
  /** The record kept under the account's key, unless none or expired. */
  idempotencyRecord(accountId: string, key: string, now: number): Promise<IdempotencyRecord | undefined>;
  /** Keeps the reply of the first request with the key. */
  saveIdempotentReply(accountId: string, key: string, status: number, body: string): Promise<void>;
  /** Gives up a key whose first request changed nothing (refused or failed): the next request with it runs. */
  releaseIdempotencyKey(accountId: string, key: string): Promise<void>;
}

export interface IdempotencyRecord {
  /** What the first request asked: a repeat must ask the same. */
  fingerprint: string;
  startedAt: number;
  /** The first request's reply, or null while it still runs. */
  reply: { status: number; body: string } | null;
}

export interface ReviewSummary {
  count: number;
  /** The accounts the average is over: each counts once, by its latest rating. */
  raters: number;
  average: number | null;
}

/** Where a page of reviews starts: after this one (keyset paging: created_at, game id, account id). */
export interface ReviewCursor {
  createdAt: number;
  gameId: string;
  accountId: string;
}

export interface RecentReviewsQuery {
  before?: ReviewCursor;
  limit: number;
}

export interface GameReviewRow {
  gameId: string;
  accountId: string;
  /** The reviewer's account name. */
  name: string;
  rating: number;
  review: string;
  createdAt: number;
}


export interface RatingRow {
  accountId: string;
  game: string;
  rating: number;
  /** Rated races played. */
  games: number;
  updatedAt: number;
}

/** A game being played, without its options or state. */
export interface PlayingGameRow {
  id: string;
  game: string;
  version: number;
  createdAt: number;
  updatedAt: number;
}

export interface GameStanding {
  /** True when the camp chose the deal: no player seed, no option that fixes the deal. */
  ranked: boolean;
  /** The game's short name of its options, the boards compare games by. */
  variant: string;
  /** The UTC date (YYYY-MM-DD) of a daily deal, '' for any other game. */
  daily: string;
}

export interface StoredVariant {
  variant: string;
  /** The options as stored: JSON text. */
  options: string;
}

export interface StoredSeed {
  id: string;
  /** The options as stored: JSON text. */
  options: string;
  seed: string;
}

export interface LeaderboardQuery {
  game: string;
  variant: string;
  /** '' for the general board, a UTC date for that day's daily board. */
  daily: string;
  /** The UTC days the games ended, first and last ('' and '' for the all-time totals). */
  fromDay: string;
  toDay: string;
  limit: number;
  /** A race: ranked by rating, then wins, not score. */
  multiSeat: boolean;
}

export interface LeaderboardRow {
  accountId: string;
  name: string;
  played: number;
  wins: number;
  bestScore: number;
  /** The game the entry shows: the best score's (the earliest to reach it); in a race, the latest. */
  gameId: string;
  /** A race board: the account's rating in the game (null before its first rated race). */
  rating: number | null;
}

/** A suite run (src/platform/suites/runs.ts). */
export interface RunRow {
  id: string;
  suite: string;
  accountId: string;
  /** The owner's account name (read with the run; not stored in it). */
  ownerName: string;
  /** Plays the suite's published seeds: reproducible offline, never ranked. */
  public: boolean;
  /** Its puzzles were answered with the operator's secret: never ranked. */
  operator: boolean;
  ranked: boolean;
  createdAt: number;
  deadline: number;
  completedAt: number | null;
  /** The report card, stored once the run is complete and its card worked out. */
  reportCard: unknown;
}

/** One game of a run: dealt when the run starts, linked to its game once played, with that game's standing. */
export interface RunSlotRow {
  slot: number;
  entry: string;
  game: string;
  options: unknown;
  seed: string;
  gameId: string | null;
  commandsSent: number;
  commandsRefused: number;
  /** Agent checks answered on the game's calls: right (spent with a call) and wrong (refused with a 428). */
  checksRight: number;
  checksWrong: number;
  /** From the linked game (null before it is started). */
  status: string | null;
  outcome: string | null;
  startedAt: number | null;
  updatedAt: number | null;
}

export interface SuiteBoardRow {
  runId: string;
  accountId: string;
  name: string;
  score: number;
  scoreLow: number;
  scoreHigh: number;
  completedAt: number;
}

export interface RunCalls {
  sent: number;
  refused: number;
  checksRight: number;
  checksWrong: number;
}

/** A run's game by its id, or by its run and slot when a call was refused before the game was made. */
export type RunGameTarget = string | { runId: string; slot: number };

/** What the stores keep for suite runs. */
export interface RunStore {
  createRun(run: RunRow, slots: Pick<RunSlotRow, 'slot' | 'entry' | 'game' | 'options' | 'seed'>[]): Promise<void>;
  run(id: string): Promise<RunRow | undefined>;
  /** The run's games in slot order, each with its game's status. */
  runSlots(runId: string): Promise<RunSlotRow[]>;
  /** Links an unplayed slot to a game about to be created; false when another request took the slot first. */
  claimRunSlot(runId: string, slot: number, gameId: string): Promise<boolean>;
  /** Unlinks a slot whose game could not be created. */
  releaseRunSlot(runId: string, slot: number, gameId: string): Promise<void>;
  /** Counts what a call did on a run's game: commands sent and refused, agent checks answered right and wrong (nothing for another game). */
  countRunCalls(target: RunGameTarget, calls: RunCalls): Promise<void>;
  /** The deadline of the run the game belongs to, or undefined when it is not a run's game. */
  runDeadlineOfGame(gameId: string): Promise<number | undefined>;
  /** Up to `limit` complete runs (every game over, or past their deadline at `now`) whose card is not stored yet, oldest first. */
  runsAwaitingCard(now: number, limit: number): Promise<string[]>;
  /**
   * Stores a complete run's report card once (the first stays; false when one was stored already);
   * a ranked one with a Camp score enters the suite board.
   */
  saveRunCard(runId: string, card: unknown, score: { value: number; low: number; high: number } | null, completedAt: number): Promise<boolean>;
  /** Per account its best complete ranked run of the suite, by the Camp score's lower bound. */
  suiteLeaderboard(suite: string, limit: number): Promise<SuiteBoardRow[]>;
}
