/**
 * Game sessions: starting a game, applying commands, showing it, rating it.
 * Each game is stored as options + seed + the log of accepted commands, with
 * the state after the last command cached beside it, so an `act` costs the
 * same on move 5 as on move 500. Every write is a compare-and-set on the
 * game's version: two requests (or two server processes) never interleave a
 * game's log.
 *
 * A process also keeps the one-player games it served recently in memory
 * (state, version, seats), and uses a copy only after the database says the
 * game is still at that version: a cheap read of the version on arrival, and
 * the compare-and-set itself when writing. A one-player game changes only
 * through that compare-and-set, so an equal version means an equal game.
 * Races are always read whole: their seats, deal and ranking change without
 * a command (matchmaking).
 */
import { randomUUID } from 'node:crypto';
import { splitCommands, type GameDefinition, type Seat } from '../../games/game.ts';
import { badOptions, CampError } from '../errors.ts';
import { botKind, campSeed, joinWaitingGame } from './matchmaking.ts';
import { OneAtATime } from './one-at-a-time.ts';
import { RecentMap } from '../recent-map.ts';
import { ABANDONED_WAIT } from '../records/records.ts';
import { seatResults } from '../records/ratings.ts';
import { dealChosenByPlayer, variantOf } from '../records/standing.ts';
import type { GameView } from './game-view.ts';
import { CheckAlreadyUsed, LockBusy, type AccountRow, type CheckSpend, type GameRow, type GameVersion, type NewCommand, type SeatRow, type Store } from '../store.ts';
import { commandsBody, finishCall, newCallShort, newGameCall, rulesCall } from '../wording/channel.ts';

/** A busy camp says when to send the request again (the Retry-After header). */
const BUSY_RETRY = { retry_after_seconds: 1 };

export const MAX_COMMANDS_PER_REQUEST = 200;
/** How long a write keeps retrying when other server processes keep changing the game first. */
const WRITE_RETRY_MS = 3_000;
/** How many one-player games a process keeps in memory for the requests that come next. */
const RECENT_GAMES = 1_000;
/** Races and seats whose last reply a process remembers (about 60 bytes each). */
const SHOWN_VERSIONS = 20_000;

function shownKey({ row, viewer }: Pick<GameView, 'row' | 'viewer'>): string {
  return `${row.id}/${String(viewer)}`;
}

export interface CommandReport {
  command: string;
  ok: boolean;
  message: string;
  /** The engine's message for a concealed board (Applied.concealedMessage); the reply sends one of the two. */
  concealedMessage?: string;
}

export interface ActOutcome extends GameView {
  results: CommandReport[];
  /** Commands sent but not run because an earlier one was rejected or the game ended. */
  skipped: string[];
}

type AnyGame = GameDefinition<any, any>;

/**
 * A right answer to an agent check whose token is still to be spent: with the
 * act's write, in the same transaction, or alone when the act writes nothing.
 * A token found used by then refuses the act (CheckAlreadyUsed).
 */
export interface CheckToSpend {
  spend: CheckSpend;
  /** Called once the token is spent. */
  spent(): void;
}

interface StoredGame {
  row: GameRow;
  seats: SeatRow[];
}

export interface MatchRequest {
  /** Multi-seat games: wait for people (matched in arrival order) or play the built-in opponent. */
  opponent: 'human' | 'bot';
  botDelayMs?: number;
}

/** A `new` request that passed every check that can refuse it (made before any puzzle is spent). */
export interface StartRequest {
  options: unknown;
  /** The seed the player asked for, or null to let the camp choose. */
  seed: string | null;
  match: MatchRequest;
  /** A daily deal: its UTC day and the camp's seed for it. */
  daily?: { day: string; seed: string };
  /** The id the game is stored under, when the caller chose it first (a suite run links its slot to it). */
  gameId?: string;
}

/** How a seat's commands are played: what the sender had seen, the game as already read, the check they spend. */
interface Turn {
  seen?: number;
  loaded?: GameView;
  check?: CheckToSpend;
  /** Play only on this version of the game, or throw Overtaken. */
  onlyAtVersion?: number;
}

/** A move came first on a game played with `onlyAtVersion`. */
class Overtaken extends Error {}

/** Hears what happens to games (the operator's metrics): game types and endings only, never a player or a command. */
export interface GameActivity {
  gameStarted(gameType: string): void;
  acted(gameType: string, commands: number): void;
  gameFinished(gameType: string, outcome: string | null): void;
}

const unheard: GameActivity = { gameStarted() {}, acted() {}, gameFinished() {} };

/** A second rating of one game: refused, by the route before any check is spent, and by the store. */
export function alreadyRated(): CampError {
  return new CampError(409, 'already_finished', `You already rated this game; each game takes one rating. Start a new one with ${newCallShort.http}.`);
}

export class GameSessions {
  /** Writers of one game inside this process take turns, so only other processes can overtake them. */
  private readonly writers = new OneAtATime();
  /** One-player games as this process last read or wrote them; see the top of this file for when a copy is used. */
  private readonly recent = new RecentMap<string, StoredGame>(RECENT_GAMES);
  /** Per race and seat, the newest version this process replied with to that seat: what the player has seen. */
  private readonly shownVersions = new RecentMap<string, number>(SHOWN_VERSIONS);

  constructor(
    private readonly store: Store,
    /** Called after a game changed (a command accepted, a match started): streams and bots listen. */
    private readonly onChange: (gameId: string, gameType: string) => void = () => {},
    private readonly seatTimeoutMs = 120_000,
    private readonly now: () => number = Date.now,
    private readonly activity: GameActivity = unheard,
  ) {}

  /**
   * Checks a `new` request without changing anything. Against the built-in
   * opponent a seed is refused: it would let a player learn the bot's deck
   * in one game and race it knowing it in the next.
   */
  prepareStart(game: AnyGame, rawOptions: Record<string, unknown>, seed: unknown, match: MatchRequest = { opponent: 'human' }, daily = false): StartRequest {
    const parsed = game.parseOptions(rawOptions);
    if (!parsed.ok) throw badOptions(game, parsed.error);
    const requested = seed === undefined || seed === null || seed === '' ? null : String(seed);
    if (daily) refuseDailyConflicts(game, parsed.value, requested);
    if (requested !== null && game.seats > 1 && match.opponent === 'bot') {
      throw new CampError(400, 'seed_with_bot',
        `A race against the built-in opponent is always dealt by the camp, so that no one can know the bot's deck in advance; send no seed. ` +
        `To replay a deal, race a person who asks for the same seed.`);
    }
    return { options: parsed.value, seed: requested, match };
  }

  async start(account: AccountRow, game: AnyGame, request: StartRequest): Promise<GameView> {
    if (game.seats === 1 || request.match.opponent !== 'human') return this.create(account, game, request, false);
    // Two players who arrive at once must not both find no one and both wait: matching takes turns per game type,
    // inside the process and across processes.
    const turn = `match/${game.id}`;
    const matched = this.writers.run(turn, () => this.store.exclusively(turn, async () => {
      const joined = await joinWaitingGame(this.store, game, account, request.options, request.seed, this.now(), this.seatTimeoutMs);
      if (!joined) return this.create(account, game, request, true);
      // Seat 0 made the wait (a retry finds its own); the one who fills the last seat starts the match.
      if (joined.viewer !== 0 && joined.row.status !== 'waiting') this.activity.gameStarted(game.id);
      this.onChange(joined.row.id, game.id);
      return joined;
    }));
    return matched.catch((error: unknown) => {
      if (!(error instanceof LockBusy)) throw error;
      throw new CampError(503, 'busy', 'Players are being matched through another camp process that is slow to answer; nothing was done, and your agent check still works: send the same request again.', BUSY_RETRY);
    });
  }

  /** A new game with the account in seat 0: waiting for a person, or dealt at once (alone or against the bot). */
  private async create(account: AccountRow, game: AnyGame, request: StartRequest, waiting: boolean): Promise<GameView> {
    const { options, match } = request;
    const dealSeed = request.daily ? await this.dailyDealSeed(game, options, request.daily) : await dealSeedOf(game, options, request.seed);
    // A waiting race stores only the seed its creator asked for ('' for none): it is dealt when the match
    // starts. Until then its board shows the requested deal, or one from a camp seed that is thrown away.
    const seedText = waiting ? request.seed ?? '' : dealSeed;
    const state = game.setup(options, dealSeed);
    const summary = game.summary(state);
    const now = this.now();
    const row: GameRow = {
      id: request.gameId ?? randomUUID(), game: game.id, options, seed: seedText, state, version: 0,
      status: waiting ? 'waiting' : summary.status, outcome: summary.outcome, score: summary.score, createdAt: now, updatedAt: now,
    };
    const seats: SeatRow[] = [{ seat: 0, accountId: account.id, kind: 'human', lastSeenAt: now }];
    if (match.opponent === 'bot') {
      for (let seat = 1; seat < game.seats; seat++) seats.push({ seat, accountId: null, kind: botKind(match.botDelayMs), lastSeenAt: now });
    }
    // A waiting race is ranked once the camp deals it (matchmaking): a wait that is abandoned never counts.
    const standing = { ranked: !waiting && !dealChosenByPlayer(game, options, request.seed), variant: variantOf(game, options), daily: request.daily?.day ?? '' };
    if (!(await this.store.createStandingGame(row, seats, standing))) {
      const existing = await this.store.dailyGameId(game.id, standing.daily, account.id);
      throw dailyTaken(game, standing.daily, existing);
    }
    row.ranked = standing.ranked;
    row.variant = standing.variant;
    row.daily = standing.daily;
    if (!waiting) this.activity.gameStarted(game.id);
    this.remember(game, row, seats);
    if (match.opponent === 'bot') this.onChange(row.id, game.id);
    return { row, seats, viewer: 0 };
  }

  /**
   * The seed a day's deal is dealt from: the one stored by the first game
   * of that day, whichever process dealt it. A game may turn the day's seed
   * into another (Klondike's winnable deal, found by its solver), and a
   * process running a newer solver could otherwise deal another deal.
   */
  private async dailyDealSeed(game: AnyGame, options: unknown, daily: { day: string; seed: string }): Promise<string> {
    const variant = variantOf(game, options);
    const stored = await this.store.dailyDealSeed(game.id, variant, daily.day);
    if (stored !== undefined) return stored;
    return this.store.pinDailyDealSeed(game.id, variant, daily.day, await dealSeedOf(game, options, daily.seed));
  }

  /** The account's game of this type (see `find`), marking a race's player as still there. */
  async open(account: AccountRow, game: AnyGame, gameId?: string): Promise<GameView> {
    const view = await this.find(account, game, gameId);
    // In a race, any request from a player shows they are still there.
    if (game.seats > 1) await this.store.touchSeat(view.row.id, view.viewer as Seat, this.now());
    return view;
  }

  /** The account's game of this type, read only: the newest one, or the one named by id if it holds a seat there. */
  async find(account: AccountRow, game: AnyGame, gameId?: string): Promise<GameView> {
    let id = gameId;
    let stored: StoredGame | undefined;
    if (id === undefined) {
      const current = await this.store.currentGame(account.id, game.id);
      if (!current) {
        throw new CampError(404, 'no_game', `You have no ${game.id} game yet. Start one with ${newGameCall(game.id).http}.`);
      }
      id = current.id;
      stored = this.cachedAt(current);
    } else {
      stored = await this.checkedCopy(id);
    }
    stored ??= await this.read(game, id);
    if (!stored || stored.row.game !== game.id) {
      throw new CampError(404, 'unknown_game', `There is no ${game.id} game with id '${id}'.`);
    }
    const { row, seats } = stored;
    const seat = seats.find((s) => s.accountId === account.id);
    if (!seat) throw new CampError(403, 'not_your_game', `Game '${id}' belongs to another account; you can only play your own games.`);
    return { row, seats, viewer: seat.seat };
  }

  /** Splits and bounds the commands of an act request (before any check is spent). */
  commandsOf(input: string[]): string[] {
    const commands = input.flatMap(splitCommands);
    if (commands.length === 0) {
      throw new CampError(400, 'no_command', `${commandsBody.http}; see ${rulesCall.http} for the list.`);
    }
    if (commands.length > MAX_COMMANDS_PER_REQUEST) {
      throw new CampError(400, 'too_many_commands', `At most ${MAX_COMMANDS_PER_REQUEST} commands per request; got ${commands.length}.`);
    }
    return commands;
  }

  /**
   * A player's commands on a game `open` found for them, spending `check` (if
   * any) with them. In a race without `seen`, the player has seen the version
   * of the last reply this process sent them on the game (see `shown`).
   */
  act(game: AnyGame, view: GameView, commands: string[], seen?: number, check?: CheckToSpend): Promise<ActOutcome> {
    const lastShown = game.seats > 1 ? this.shownVersions.get(shownKey(view)) : undefined;
    return this.play(game, view.row.id, view.viewer as Seat, commands, seen ?? lastShown, view, check);
  }

  /** Notes a reply sent to a seated player of a race: the game as they have now seen it. */
  shown(game: AnyGame, view: Pick<GameView, 'row' | 'viewer'>): void {
    if (game.seats === 1 || typeof view.viewer !== 'number') return;
    const key = shownKey(view);
    this.shownVersions.set(key, Math.max(view.row.version, this.shownVersions.get(key) ?? 0));
  }

  /**
   * Runs commands for one seat and stores the accepted ones. Also used for the
   * built-in opponent and for a player who timed out. Without `seen`, the
   * sender is taken to have seen the game as it was when the request arrived,
   * so a move overtaken by another seat's move in the meantime counts as a
   * lost race rather than a misplay.
   */
  play(game: AnyGame, gameId: string, seat: Seat, commands: string[], seen?: number, loaded?: GameView, check?: CheckToSpend): Promise<ActOutcome> {
    // What the sender had seen is fixed on arrival; the view read then is only reused if nobody went first.
    const seenOnArrival = seen ?? loaded?.row.version;
    return this.writers.run(gameId, async (waited) => {
      // A writer of this game went first here: its result, if kept, is current unless another process wrote since.
      let current = loaded;
      if (waited) {
        const copy = await this.checkedCopy(gameId);
        current = copy && { ...copy, viewer: seat };
      }
      return this.playInTurn(game, gameId, seat, commands, { seen: seenOnArrival, loaded: current, check });
    });
  }

  /**
   * Runs one seat's commands only if the game is still at `version`, the one
   * they were chosen on; undefined when any move came first. The built-in
   * opponent plays this way, so that two processes that both schedule its
   * turn cannot both play it.
   */
  async playAtVersion(game: AnyGame, gameId: string, seat: Seat, commands: string[], version: number): Promise<ActOutcome | undefined> {
    try {
      return await this.writers.run(gameId, () => this.playInTurn(game, gameId, seat, commands, { seen: version, onlyAtVersion: version }));
    } catch (error) {
      if (error instanceof Overtaken) return undefined;
      throw error;
    }
  }

  private async playInTurn(game: AnyGame, gameId: string, seat: Seat, commands: string[], turn: Turn): Promise<ActOutcome> {
    const { seen, loaded, check, onlyAtVersion } = turn;
    let seenVersion = seen;
    const giveUpAt = this.now() + WRITE_RETRY_MS;
    for (let attempt = 0; ; attempt++) {
      const view = attempt === 0 && loaded ? loaded : await this.load(game, gameId, seat);
      const row = view.row;
      if (onlyAtVersion !== undefined && row.version !== onlyAtVersion) throw new Overtaken();
      // Refused without a write: the puzzle stays usable, as for any other 4xx.
      if (row.status !== 'playing') throw new CampError(409, `game_${row.status}`, gameNotPlayable(game, row.status));
      seenVersion ??= row.version;
      const outcome = this.run(game, view, commands, seenVersion);
      if (outcome.accepted.length === 0) {
        await this.spendAlone(check);
        return { ...view, results: outcome.results, skipped: outcome.skipped };
      }
      const summary = game.summary(outcome.state);
      const updatedAt = this.now();
      // A race that ends here rates its players in the same write (when it is a rated race).
      const seatResultsOfEnd = game.seats > 1 && summary.status === 'over' ? { seatResults: seatResults(game, outcome.state, summary.outcome) } : {};
      const stored = await this.store.appendCommands(row.id, row.version, outcome.accepted, {
        state: outcome.state, status: summary.status, outcome: summary.outcome, score: summary.score, updatedAt, ...seatResultsOfEnd,
        ...(check ? { spendCheck: check.spend } : {}),
      });
      if (stored) {
        check?.spent();
        this.activity.acted(game.id, outcome.accepted.length);
        if (summary.status === 'over') this.activity.gameFinished(game.id, summary.outcome);
        const next: GameRow = {
          ...row, state: outcome.state, version: row.version + outcome.accepted.length,
          status: summary.status, outcome: summary.outcome, score: summary.score, updatedAt,
        };
        this.remember(game, next, view.seats);
        this.onChange(row.id, game.id);
        return { ...view, row: next, results: outcome.results, skipped: outcome.skipped };
      }
      // Another process wrote first: the copy is stale, and the next attempt reads the game again.
      this.recent.delete(gameId);
      if (this.now() >= giveUpAt) break;
      // Another process changed this game first: run the commands again on its new state,
      // after a short random pause so that the processes take turns instead of colliding again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
    }
    throw new CampError(503, 'busy', 'This game is being changed by many requests at once; nothing was applied, and your agent check still works: send the same request again.', BUSY_RETRY);
  }

  /** Spends the check of an act that writes nothing but was judged (its commands all refused). */
  private async spendAlone(check: CheckToSpend | undefined): Promise<void> {
    if (!check) return;
    if (!(await this.store.useCheck(check.spend))) throw new CheckAlreadyUsed();
    check.spent();
  }

  private async load(game: AnyGame, gameId: string, seat: Seat): Promise<GameView> {
    const stored = await this.read(game, gameId);
    if (!stored) throw new CampError(404, 'unknown_game', `There is no game with id '${gameId}'.`);
    return { ...stored, viewer: seat };
  }

  /** The game as the database has it now, kept in memory if it is a one-player game of this type. */
  private async read(game: AnyGame, gameId: string): Promise<StoredGame | undefined> {
    const row = await this.store.game(gameId);
    if (!row) return undefined;
    const seats = await this.store.seats(gameId);
    if (row.game === game.id) this.remember(game, row, seats);
    return { row, seats };
  }

  private remember(game: AnyGame, row: GameRow, seats: SeatRow[]): void {
    if (game.seats !== 1) return;
    // Requests of one game may finish out of order: never replace a copy with an older one.
    const known = this.recent.get(row.id);
    if (!known || known.row.version <= row.version) this.recent.set(row.id, { row, seats });
  }

  /** The copy in memory, if the database has the game at the same version (for a one-player game, the same game). */
  private cachedAt(current: GameVersion): StoredGame | undefined {
    const stored = this.recent.get(current.id);
    return stored && stored.row.version === current.version ? stored : undefined;
  }

  /** The copy in memory, checked against the database's version; undefined when there is none or it is stale. */
  private async checkedCopy(gameId: string): Promise<StoredGame | undefined> {
    if (!this.recent.get(gameId)) return undefined;
    const current = await this.store.gameVersion(gameId);
    return current && this.cachedAt(current);
  }

  private run(game: AnyGame, view: GameView, commands: string[], seen: number) {
    const { row, viewer } = view;
    const results: CommandReport[] = [];
    const accepted: NewCommand[] = [];
    let state = row.state;
    let status = row.status;
    let i = 0;
    for (; i < commands.length; i++) {
      const command = commands[i]!;
      if (status !== 'playing') {
        results.push({ command, ok: false, message: gameNotPlayable(game, status) });
        i++;
        break;
      }
      const now = this.now();
      const applied = game.apply(state, command, { seat: viewer as Seat, now, seen, batchStart: row.state });
      if (!applied.ok) {
        results.push({ command, ok: false, message: applied.error });
        i++;
        break;
      }
      // Made pointless by an earlier command of this batch: reported, but nothing to store or replay.
      if (applied.value.unchanged) {
        results.push({ command, ok: true, message: applied.value.message });
        continue;
      }
      state = applied.value.state;
      status = game.summary(state).status;
      accepted.push({ seat: viewer as Seat, command, acceptedAt: now });
      const { message, concealedMessage } = applied.value;
      results.push({ command, ok: true, message, ...(concealedMessage === undefined ? {} : { concealedMessage }) });
    }
    return { state, accepted, results, skipped: commands.slice(i) };
  }

  /** The account's own rating and review of a game, or null before it rated it. */
  async reviewBy(account: AccountRow, gameId: string): Promise<{ rating: number; review: string } | null> {
    const mine = (await this.store.reviews(gameId)).find((review) => review.accountId === account.id);
    return mine ? { rating: mine.rating, review: mine.review } : null;
  }

  async finish(account: AccountRow, game: AnyGame, rating: number, review: string, gameId?: string): Promise<GameView> {
    const view = assertOver(game, await this.open(account, game, gameId));
    const added = await this.store.addReview(view.row.id, { accountId: account.id, rating, review, createdAt: this.now() });
    if (!added) throw alreadyRated();
    return view;
  }
}

/** A game may prepare its deals ahead (solving them takes time); the seed it names deals the same with or without that. */
async function dealSeedOf(game: AnyGame, options: unknown, wanted: string | null): Promise<string> {
  return game.prepareDeal ? game.prepareDeal(options, wanted) : wanted ?? campSeed();
}

/** A daily deal is the camp's alone, and a race against the same bot deck all day would teach it: refuse what conflicts. */
function refuseDailyConflicts(game: AnyGame, options: unknown, seed: string | null): void {
  if (game.seats > 1) {
    throw new CampError(400, 'daily_not_offered', `${game.name} has no daily deal: a race is dealt by the camp for each match. Send no "daily", or play a one-player game's daily deal.`);
  }
  if (dealChosenByPlayer(game, options, seed)) {
    throw new CampError(400, 'daily_with_deal', 'The daily deal is chosen by the camp: send "daily": true without a seed or an option that fixes the deal.');
  }
}

/** The one daily attempt of the day was used. */
export function dailyTaken(game: AnyGame, day: string, gameId: string | undefined): CampError {
  return new CampError(409, 'daily_taken',
    `You already played today's (${day}, UTC) daily ${game.id} deal: one attempt per account and day.` +
    (gameId ? ` It is game '${gameId}' (send it as game_id to see or play it).` : '') +
    ` A new daily deal comes at midnight UTC; a game without "daily" can be started any time.`, gameId ? { daily_game_id: gameId } : {});
}

export function assertOver(game: AnyGame, view: GameView): GameView {
  if (view.row.status !== 'over') {
    throw new CampError(409, 'not_over', `The game is not over yet (status '${view.row.status}'). Play on, or send 'resign', then finish.`);
  }
  // A race whose wait was closed was never dealt: there is nothing to rate or review.
  if (isClosedWait(view.row)) throw new CampError(409, 'never_played', abandonedNext(game));
  return view;
}

/** What a race still waiting for its second player offers: nothing to play yet. */
export const WAITING_NEXT = 'The game is waiting for another player; watch the state or the stream until it starts.';

/** A race whose wait was closed with no partner: over, though nothing was dealt or played. */
export function isClosedWait(row: Pick<GameRow, 'status' | 'outcome'>): boolean {
  return row.status === 'over' && row.outcome === ABANDONED_WAIT;
}

/** `next` of a race whose wait was closed with no partner (ABANDONED_WAIT): nothing was played, nothing is left to do in it. */
export function abandonedNext(game: AnyGame): string {
  return `Nobody joined this race before the wait was closed, so nothing was played or rated. Start another with ${newGameCall(game.id).http}.`;
}

function gameNotPlayable(game: AnyGame, status: string): string {
  return status === 'waiting'
    ? WAITING_NEXT
    : `The game is over. Rate it with ${finishCall(game.id).http}, or start a new one with ${newGameCall(game.id).http}.`;
}

/** Recomputes a game from its seed and log: the check that the cached state is what the log says. */
export function replay(game: AnyGame, row: Pick<GameRow, 'options' | 'seed'>, log: { seat: number; command: string; acceptedAt: number }[]): unknown {
  let state = game.setup(row.options, row.seed);
  for (const entry of log) {
    const applied = game.apply(state, entry.command, { seat: entry.seat, now: entry.acceptedAt });
    if (!applied.ok) throw new Error(`replay: logged command '${entry.command}' was rejected: ${applied.error}`);
    state = applied.value.state;
  }
  return state;
}
