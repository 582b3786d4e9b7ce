/**
 * The one interface between a game engine and the platform.
 *
 * A game is a plain, pure definition (in the style of boardgame.io): options
 * plus a seed give the deal, and the deal plus the ordered list of accepted
 * commands gives every later state. Engines know nothing of HTTP or storage;
 * the platform knows games only through this file.
 *
 * States must be plain JSON data (the platform stores them as JSON) and must
 * never be mutated in place: `apply` returns a new state.
 */

/** An explicit result instead of an exception (the chessops style). */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(error: string): Result<T> => ({ ok: false, error });

/** `waiting` is only used by multi-seat games before every seat is filled. */
export type GameStatus = 'waiting' | 'playing' | 'over';

/** Which seat is acting or looking. Single-player games only ever see seat 0. */
export type Seat = number;

/** Who is looking at a state: a seat, or a spectator who may see no hidden seat data. */
export type Viewer = Seat | 'spectator';

/**
 * How a board is drawn. A finished game shows what was hidden during play;
 * `conceal` keeps it hidden even then, for a daily deal whose day is still
 * on (other players are still at that deal). `idle` comes from the platform,
 * which alone knows that a game cannot be played yet.
 */
export interface Drawing {
  conceal?: boolean;
  /**
   * Show what was hidden even on a board of a game still in play: a finished
   * game's replay draws every board it shows so, from the deal on.
   */
  reveal?: boolean;
  /** Nothing can be played yet (a race waiting for its second player): the board offers no moves. */
  idle?: boolean;
}

/** Whether a board shows what was hidden during play: once the game is over (or in its replay), unless it is drawn concealed. */
export function revealsHidden(over: boolean, drawing: Drawing = {}): boolean {
  return (over || drawing.reveal === true) && !drawing.conceal;
}

export interface CommandDoc {
  syntax: string;
  description: string;
  example: string;
}

export interface OptionDoc {
  name: string;
  values: string[];
  default: string;
  description: string;
}

/** What one accepted command did. */
export interface Applied<S> {
  state: S;
  /** One or more sentences for the act report ("Moved 7♥ from t3 to t6. +5."). */
  message: string;
  /**
   * The message for a board drawn with `conceal` (a daily deal whose day is
   * on), when `message` tells what that board keeps hidden; sent instead then.
   */
  concealedMessage?: string;
  /**
   * Accepted, but there is nothing to do and nothing to store: the platform
   * reports it as ok and keeps it out of the game's log (`state` must be the
   * state given). For a command an earlier command of the same batch made
   * pointless, so that it does not cut the batch short.
   */
  unchanged?: true;
}

export interface ApplyContext<State = unknown> {
  /** The seat that sent the command (0 for single-player games). */
  seat: Seat;
  /**
   * Milliseconds since the epoch at which the platform accepted the command.
   * It is stored with the command, so replay passes the same value.
   */
  now: number;
  /**
   * Multi-seat games: how many commands of the game's log the sender had seen
   * when it sent this one (from the `version` of its last response), so a race
   * can tell "illegal" from "legal when sent, but the other player got there first".
   */
  seen?: number;
  /**
   * The state before the first command of the request this command came in,
   * so an engine can tell "pointless because an earlier command of this
   * batch already did it" from a misplay. Absent on replay.
   */
  batchStart?: State;
}

/** The per-response summary every game must give. */
export interface GameSummary {
  status: GameStatus;
  /** Free text such as 'won', 'lost', 'resigned', 'forfeit'; set once status is 'over'. */
  outcome: string | null;
  score: number;
}

/** A multi-seat game's summary as one seat sees it. */
export interface SeatSummary {
  /** This seat's own score. */
  score: number;
  /** The best score among the other seats. */
  opponentScore: number;
  /** From this seat's side once the game is over; null while it is on. */
  outcome: 'won' | 'lost' | 'draw' | null;
}

/** One accepted command of a game's log, as stored. */
export interface LoggedCommand {
  seat: Seat;
  command: string;
  acceptedAt: number;
}

/** How full one pool of prepared deals is. */
export interface DealPoolLevel {
  /** A short, fixed name of the pool ('draw1'), one of a few per game. */
  pool: string;
  /** Deals ready to hand out. */
  ready: number;
  /** How many the pool keeps ready when it can. */
  target: number;
  /** Seeds waiting for the worker thread (refills and player-chosen seeds). */
  queued: number;
}

/** A game that is over, as the platform hands it to `hindsight`. */
export interface FinishedGame<Options = unknown, State = unknown> {
  options: Options;
  seed: string;
  /** The final state. */
  state: State;
  /** Every accepted command, oldest first: replaying them from the deal gives `state`. */
  log: readonly LoggedCommand[];
}

/** What was possible in a game, told only once it is over. */
export interface Hindsight {
  /** One or two sentences for the player ("This deal was winnable (solution length 96 moves)."). */
  text: string;
  /** The same as data, under names the game chooses (snake_case): numbers, flags, short words, or null for "not known". */
  facts: Record<string, number | boolean | string | null>;
}

/** A game's option properties, whether its optionsSchema is a whole object schema or a bare map of properties. */
export function optionProperties(game: Pick<GameDefinition<any, any>, 'optionsSchema'>): Record<string, unknown> {
  const schema = game.optionsSchema;
  return (schema.properties as Record<string, unknown> | undefined) ?? schema;
}

/**
 * A player that chooses its next command from the JSON board seat 0 is sent
 * (`view(state, 0)`), never from the hidden state: a reference player. It may
 * remember earlier boards of the same game, so each game gets a fresh one.
 */
export interface BoardPlayer {
  /**
   * The next command (one, or several separated by ';'), or null: in a
   * one-player game it gives up (the caller resigns); in a race it has
   * nothing to do now, so the opponent moves and it is asked again.
   */
  next(board: unknown): string | null;
}

/**
 * One entry a game offers the camp's benchmark suites: a variant and how many
 * deals of it a suite plays. A published suite version never changes, so an
 * entry names the suites it belongs to, and a changed list is a new suite.
 */
export interface SuiteEntry {
  /** Stable id, unique across games, e.g. 'klondike-draw-1'. */
  id: string;
  /** The suites (by id, e.g. 'camp-v1') that hold this entry. */
  suites: readonly string[];
  /** The options, as a `new` request would send them (the camp deals the seed). */
  options: Readonly<Record<string, unknown>>;
  /** Deals per run in these suites. */
  deals: number;
  /** Win rate of a random legal player, measured once over at least 1,000 deals (see docs/evaluation.md). */
  randomWinRate: number;
  /**
   * The most any player could win: 'every-deal' when every deal can be won
   * (no-guess boards), 'solver' when `dealWinnable` tells each deal once the
   * game is over, 'unknown' when the game cannot say (taken as 100%).
   */
  ceiling: 'every-deal' | 'solver' | 'unknown';
  /** False when the entry is shown but left out of the Camp score (say why in `note`). */
  scored: boolean;
  /** One sentence for people: what the ceiling is, and why an entry is not scored. */
  note: string;
}

export interface GameDefinition<Options = unknown, State = unknown> {
  /** URL id, e.g. 'solitaire'. */
  id: string;
  name: string;
  description: string;
  kind: 'finite';
  /** HTML that explains the rules (shown in the rules JSON and on the board page). */
  rulesHtml: string;
  commands: CommandDoc[];
  options: OptionDoc[];
  /**
   * JSON Schema of the `new` request's options (properties only; the platform
   * adds seed and its own fields). Used by Fastify to validate the body.
   */
  optionsSchema: Record<string, unknown>;
  /**
   * Which POST calls need an agent check answer: seed 000/001 games check
   * `act` and `finish` only; seed 004 checks every POST, `new` included.
   */
  checkedCalls: 'moves' | 'every-post';
  /**
   * The name under which the game's seed carries the puzzle in replies
   * (seed 004 says camp_check); lean replies use only this one. Default agent_check.
   */
  checkField?: 'agent_check' | 'camp_check';
  /** Number of seats; 1 for a solitaire, 2 for a race. */
  seats: number;

  /** Validate and normalise the raw options of a `new` request. */
  parseOptions(raw: Record<string, unknown>): Result<Options>;
  /** The deal: deterministic in (options, seed). */
  setup(options: Options, seed: string): State;
  /**
   * Optional, for games whose deals are costly to build: awaited before
   * `setup` of every new game (replays call `setup` alone), and must not
   * block the event loop while it works. Given the player's seed it gets
   * that deal ready and returns the seed; given null it returns a fresh
   * camp-chosen seed whose deal is ready. `setup` must give the same state
   * with or without it: it changes how fast a deal comes, never which.
   */
  prepareDeal?(options: Options, seed: string | null): Promise<string>;
  /**
   * Optional, for a game whose `prepareDeal` keeps deals ready in pools: how
   * full each pool is now (the operator's metrics). No seed or deal in it.
   */
  dealPools?(): DealPoolLevel[];
  /**
   * Optional, for a seed an earlier version stored that may deal otherwise
   * now (Klondike's winnable deal, found by that version's solver, from
   * before seeds named their shuffle): the seeds of every deal it may have
   * dealt, each dealing the same whatever the solver; null when the seed
   * deals now what it dealt then. A camp opening a database gives such a
   * game the one whose deal its log replays to its stored state.
   */
  seedsDealtBefore?(options: Options, seed: string): string[] | null;
  /**
   * Apply one command (already split: no ';' or new line inside). A
   * rejected command returns an error that says what was wrong and what
   * would be right, and the state is unchanged by construction.
   */
  apply(state: State, command: string, ctx: ApplyContext<State>): Result<Applied<State>>;

  summary(state: State): GameSummary;
  /**
   * Multi-seat games: the summary from `seat`'s side, so a player's reply
   * gives their own score, the opponent's, and whether they won or lost.
   * `summary` stays the neutral one (stored with the game, shown to spectators).
   */
  seatSummary?(state: State, seat: Seat): SeatSummary;
  /** The text board as the viewer may see it (hidden information masked while playing, or with `drawing.conceal`). */
  renderText(state: State, viewer: Viewer, drawing?: Drawing): string;
  /** A structured board as the viewer may see it (hidden information masked while playing, or with `drawing.conceal`). */
  view(state: State, viewer: Viewer, drawing?: Drawing): unknown;
  /** What the viewer can do now, in words an agent can act on (with `drawing.conceal`, nothing that was hidden). */
  next(state: State, viewer: Viewer, drawing?: Drawing): string;

  /**
   * Multi-seat games only: the built-in opponent's next command for `seat`,
   * or null when it has nothing to do. Deterministic in the state.
   */
  botCommand?(state: State, seat: Seat): string | null;

  /**
   * Whether a finished game's outcome is a win for the player in `seat`, for
   * an account's record. Without it, only the outcome 'won' counts.
   */
  wonBy?(outcome: string, seat: Seat): boolean;

  /**
   * Optional: what was possible in a finished game (a deal's solution, the
   * forced guesses, the last point a clearance was still possible). The
   * platform calls it only for games that are over, once per game, and
   * stores the answer. It may take a second or more, so it must not block
   * the event loop (a worker thread does the solving). Null: nothing to tell.
   */
  hindsight?(finished: FinishedGame<Options, State>): Promise<Hindsight | null>;

  /**
   * Optional: true when these options fix the deal themselves (Klondike's
   * `deck`), so the player chose it and the game is not ranked. A player's
   * `seed` is checked by the platform; a game without the hook has no such option.
   */
  chosenDeal?(options: Options): boolean;
  /**
   * Optional: a short, stable name of the options a leaderboard compares
   * games by ('draw1-standard', 'expert', 'redeals-0'). Without it the
   * platform names the options themselves ('standard' when there are none).
   * A won game's outcome is 'won' for one seat, `seat<N>-won` in a race.
   */
  variant?(options: Options): string;

  /** Optional: the game's reference player, the bar an agent has to clear (docs/evaluation.md). */
  referencePlayer?(): BoardPlayer;
  /** Optional: the entries this game offers the benchmark suites. */
  suiteEntries?: readonly SuiteEntry[];
  /**
   * Optional, for entries whose ceiling is 'solver': whether a finished
   * game's deal could be won, from its hindsight's facts (null: not known).
   */
  dealWinnable?(hindsight: Hindsight | null): boolean | null;
}

/** Splits one request string into single commands: new lines or ';' separate them. */
export function splitCommands(input: string): string[] {
  return input
    .split(/[;\n\r]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
