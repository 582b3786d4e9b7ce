/**
 * Game sessions: starting a game, applying commands, showing it, rating it.
 * Each game is stored as options + seed + the log of accepted commands, with
 * the state after the last command cached beside it, so an `act` costs the
 * same on move 5 as on move 500. Every write is a compare-and-set on the
 * game's version: two requests (or two server processes) never interleave a
 * game's log.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { splitCommands, type GameDefinition, type Seat, type Viewer } from '../games/game.ts';
import { CampError } from './errors.ts';
import { botKind, joinWaitingGame } from './matchmaking.ts';
import type { AccountRow, GameRow, NewCommand, SeatRow, Store } from './storage/store.ts';

export const MAX_COMMANDS_PER_REQUEST = 200;
const MAX_WRITE_ATTEMPTS = 20;

export interface CommandReport {
  command: string;
  ok: boolean;
  message: string;
}

export interface GameView {
  row: GameRow;
  seats: SeatRow[];
  viewer: Viewer;
}

export interface ActOutcome extends GameView {
  results: CommandReport[];
  /** Commands sent but not run because an earlier one was rejected or the game ended. */
  skipped: string[];
}

type AnyGame = GameDefinition<any, any>;

export interface MatchRequest {
  /** Multi-seat games: wait for people (matched in arrival order) or play the built-in opponent. */
  opponent: 'human' | 'bot';
  botDelayMs?: number;
}

export class GameSessions {
  constructor(
    private readonly store: Store,
    /** Called after a game changed (a command accepted, a match started): streams and bots listen. */
    private readonly onChange: (gameId: string, gameType: string) => void = () => {},
    private readonly seatTimeoutMs = 120_000,
    private readonly now: () => number = Date.now,
  ) {}

  async start(account: AccountRow, game: AnyGame, rawOptions: Record<string, unknown>, seed: unknown, match: MatchRequest = { opponent: 'human' }): Promise<GameView> {
    const parsed = game.parseOptions(rawOptions);
    if (!parsed.ok) throw new CampError(400, 'bad_options', parsed.error, { options: game.options });
    if (game.seats > 1 && match.opponent === 'human') {
      const joined = await joinWaitingGame(this.store, game, account, parsed.value, this.now(), this.seatTimeoutMs);
      if (joined) {
        this.onChange(joined.row.id, game.id);
        return joined;
      }
    }
    const chosenSeed = seed === undefined || seed === null || seed === '' ? null : String(seed);
    const seedText = game.prepareDeal ? await game.prepareDeal(parsed.value, chosenSeed) : chosenSeed ?? randomBytes(8).toString('hex');
    const state = game.setup(parsed.value, seedText);
    const summary = game.summary(state);
    const now = this.now();
    const waiting = game.seats > 1 && match.opponent === 'human';
    const row: GameRow = {
      id: randomUUID(), game: game.id, options: parsed.value, seed: seedText, state, version: 0,
      status: waiting ? 'waiting' : summary.status, outcome: summary.outcome, score: summary.score, createdAt: now, updatedAt: now,
    };
    const seats: SeatRow[] = [{ seat: 0, accountId: account.id, kind: 'human', lastSeenAt: now }];
    if (match.opponent === 'bot') {
      for (let seat = 1; seat < game.seats; seat++) seats.push({ seat, accountId: null, kind: botKind(match.botDelayMs), lastSeenAt: now });
    }
    await this.store.createGame(row, seats);
    if (match.opponent === 'bot') this.onChange(row.id, game.id);
    return { row, seats, viewer: 0 };
  }

  /** The account's game of this type: the newest one, or the one named by id if it holds a seat there. */
  async open(account: AccountRow, game: AnyGame, gameId?: string): Promise<GameView> {
    const id = gameId ?? (await this.store.currentGameId(account.id, game.id));
    if (!id) {
      throw new CampError(404, 'no_game', `You have no ${game.id} game yet. Start one with POST /games/${game.id}/api/new.`);
    }
    const row = await this.store.game(id);
    if (!row || row.game !== game.id) {
      throw new CampError(404, 'unknown_game', `There is no ${game.id} game with id '${id}'.`);
    }
    const seats = await this.store.seats(id);
    const seat = seats.find((s) => s.accountId === account.id);
    if (!seat) throw new CampError(403, 'not_your_game', `Game '${id}' belongs to another account; you can only play your own games.`);
    // In a race, any request from a player shows they are still there.
    if (game.seats > 1) await this.store.touchSeat(id, seat.seat, this.now());
    return { row, seats, viewer: seat.seat };
  }

  /** Splits and bounds the commands of an act request (before any check is spent). */
  commandsOf(input: string[]): string[] {
    const commands = input.flatMap(splitCommands);
    if (commands.length === 0) {
      throw new CampError(400, 'no_command', 'Send {"command": "..."} or {"commands": ["...", "..."]} with at least one command; see GET rules for the list.');
    }
    if (commands.length > MAX_COMMANDS_PER_REQUEST) {
      throw new CampError(400, 'too_many_commands', `At most ${MAX_COMMANDS_PER_REQUEST} commands per request; got ${commands.length}.`);
    }
    return commands;
  }

  /** A player's commands on a game `open` found for them. */
  act(game: AnyGame, view: GameView, commands: string[], seen?: number): Promise<ActOutcome> {
    return this.play(game, view.row.id, view.viewer as Seat, commands, seen, view);
  }

  /**
   * Runs commands for one seat and stores the accepted ones. Also used for the
   * built-in opponent and for a player who timed out. Without `seen`, the
   * sender is taken to have seen the game as it was when the request arrived,
   * so a move overtaken by another seat's move in the meantime counts as a
   * lost race rather than a misplay.
   */
  async play(game: AnyGame, gameId: string, seat: Seat, commands: string[], seen?: number, loaded?: GameView): Promise<ActOutcome> {
    let seenVersion = seen;
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const view = attempt === 0 && loaded ? loaded : await this.load(gameId, seat);
      const row = view.row;
      if (row.status !== 'playing') throw new CampError(409, `game_${row.status}`, gameNotPlayable(game, row.status));
      seenVersion ??= row.version;
      const outcome = this.run(game, view, commands, seenVersion);
      if (outcome.accepted.length === 0) return { ...view, results: outcome.results, skipped: outcome.skipped };
      const summary = game.summary(outcome.state);
      const updatedAt = this.now();
      const stored = await this.store.appendCommands(row.id, row.version, outcome.accepted, {
        state: outcome.state, status: summary.status, outcome: summary.outcome, score: summary.score, updatedAt,
      });
      if (stored) {
        this.onChange(row.id, game.id);
        const next: GameRow = {
          ...row, state: outcome.state, version: row.version + outcome.accepted.length,
          status: summary.status, outcome: summary.outcome, score: summary.score, updatedAt,
        };
        return { ...view, row: next, results: outcome.results, skipped: outcome.skipped };
      }
      // Another request changed this game first: run the commands again on its new state,
      // after a short random pause so that many writers on one game take turns instead of colliding again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
    }
    throw new CampError(503, 'busy', 'This game is being changed by many requests at once; nothing was applied. Try again.');
  }

  private async load(gameId: string, seat: Seat): Promise<GameView> {
    const row = await this.store.game(gameId);
    if (!row) throw new CampError(404, 'unknown_game', `There is no game with id '${gameId}'.`);
    return { row, seats: await this.store.seats(gameId), viewer: seat };
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
      const applied = game.apply(state, command, { seat: viewer as Seat, now, seen });
      if (!applied.ok) {
        results.push({ command, ok: false, message: applied.error });
        i++;
        break;
      }
      state = applied.value.state;
      status = game.summary(state).status;
      accepted.push({ seat: viewer as Seat, command, acceptedAt: now });
      results.push({ command, ok: true, message: applied.value.message });
    }
    return { state, accepted, results, skipped: commands.slice(i) };
  }

  async finish(account: AccountRow, game: AnyGame, rating: number, review: string, gameId?: string): Promise<GameView> {
    const view = assertOver(await this.open(account, game, gameId));
    const added = await this.store.addReview(view.row.id, { accountId: account.id, rating, review, createdAt: this.now() });
    if (!added) throw new CampError(409, 'already_finished', 'You already rated this game; each game takes one rating. Start a new one with POST new.');
    return view;
  }
}

export function assertOver(view: GameView): GameView {
  if (view.row.status !== 'over') {
    throw new CampError(409, 'not_over', `The game is not over yet (status '${view.row.status}'). Play on, or send 'resign', then finish.`);
  }
  return view;
}

function gameNotPlayable(game: AnyGame, status: string): string {
  return status === 'waiting'
    ? 'The game is waiting for another player; watch the state or the stream until it starts.'
    : `The game is over. Rate it with POST /games/${game.id}/api/finish, or start a new one with POST /games/${game.id}/api/new.`;
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
