/**
 * An account's records and the replay of a finished game. Game-agnostic: a
 * win is the outcome 'won' unless the game says otherwise (`wonBy`), and a
 * replay runs the stored log through the engine from options and seed.
 */
import { isDeepStrictEqual } from 'node:util';
import type { GameDefinition, Seat, Viewer } from '../../games/game.ts';
import type { AccountGameTally, CommandRow, GameRow } from '../store.ts';

type AnyGame = GameDefinition<any, any>;

export interface GameTally {
  game: string;
  /** Games that are over. */
  played: number;
  won: number;
  /** Games still waiting for a player or being played. */
  in_progress: number;
}

/** Games per page of an account's list (GET /api/v1/me/games). */
export const MY_GAMES_PAGE = { default: 20, max: 100 } as const;
/** Boards per replay request: rendering one costs up to ~0.35 ms (bench/replay.ts), so a page stays under ~100 ms. */
export const REPLAY_PAGE = { default: 100, max: 250 } as const;
/** The statuses an account's list filters on. */
export const LISTED_STATUSES = ['waiting', 'playing', 'over'] as const;

/** A replay is of a finished game: its boards show what was hidden, from the deal on. */
const REPLAY_DRAWING = { reveal: true } as const;

/** The outcome of a race's wait that nobody joined, closed by the camp: it was never played. */
export const ABANDONED_WAIT = 'abandoned';

/** Per game type (every registered game, in registry order) and in total. */
export function tallyGames(games: readonly AnyGame[], tallies: AccountGameTally[]) {
  const byGame = new Map<string, GameTally>(games.map((game) => [game.id, { game: game.id, played: 0, won: 0, in_progress: 0 }]));
  const gamesById = new Map(games.map((game) => [game.id, game]));
  for (const tally of tallies) {
    const entry = byGame.get(tally.game);
    if (!entry) continue;
    if (tally.status !== 'over') {
      entry.in_progress += tally.count;
      continue;
    }
    if (tally.outcome === ABANDONED_WAIT) continue;
    entry.played += tally.count;
    if (tally.outcome !== null && isWin(gamesById.get(tally.game)!, tally.outcome, tally.seat)) entry.won += tally.count;
  }
  const perGame = [...byGame.values()];
  const sum = (field: 'played' | 'won' | 'in_progress') => perGame.reduce((total, entry) => total + entry[field], 0);
  return { totals: { played: sum('played'), won: sum('won'), in_progress: sum('in_progress') }, games: perGame };
}

function isWin(game: AnyGame, outcome: string, seat: number): boolean {
  return game.wonBy ? game.wonBy(outcome, seat) : outcome === 'won';
}

export interface ReplayWindow {
  /** The first move to show (1 is the first command). */
  from: number;
  count: number;
}

export interface ReplayMove {
  seq: number;
  seat: number;
  command: string;
  accepted_at: string;
  board_text: string;
  /** The game's own board JSON (its view()) after the command, as the page's board draws it. */
  board: unknown;
  status: string;
  score: number;
}

/** Whose boards a replay shows, and whose score: a race player's own side, or (null) the game's. */
export interface ReplayView {
  viewer: Viewer;
  side: Seat | null;
}

/** The replayed log did not lead to the stored state: the replay would be wrong, so none is shown. */
export class ReplayMismatch extends Error {}

export interface ReplayPage {
  /** The deal as the viewer saw it. */
  initialBoardText: string;
  /** The deal as the game's own board JSON (its view()). */
  initialBoard: unknown;
  moves: ReplayMove[];
}

/**
 * Replays a game's log through its engine and shows the boards of the moves
 * in `window` as `viewer` saw them, with the scores of `side`. Every command of the log is applied (not
 * only those shown), and the state they lead to must equal the stored one.
 * With `spacing`, it also gives the state after every `spacing`-th command
 * (as stored, JSON; the deal first), for replayBoardsFrom to pick up later.
 */
export function replayBoards(game: AnyGame, row: GameRow, log: CommandRow[], view: ReplayView, window: ReplayWindow, spacing = 0): ReplayPage & { states: string[] } {
  if (log.length !== row.version || log.some((entry, i) => entry.seq !== i + 1)) {
    throw new ReplayMismatch(`game ${row.id}: the log holds ${log.length} commands for version ${row.version}`);
  }
  // A game that never got a command (a race abandoned before its deal) is its stored board.
  let state = row.version === 0 ? row.state : game.setup(row.options, row.seed);
  const states = spacing > 0 ? [JSON.stringify(state)] : [];
  const initialBoardText = game.renderText(state, view.viewer, REPLAY_DRAWING);
  const initialBoard = game.view(state, view.viewer, REPLAY_DRAWING);
  const moves: ReplayMove[] = [];
  for (const entry of log) {
    state = applyLogged(game, row.id, state, entry);
    if (spacing > 0 && entry.seq % spacing === 0) states.push(JSON.stringify(state));
    if (shown(entry, window)) moves.push(shownMove(game, state, entry, view));
  }
  // Compared as stored (JSON), so that a field the engine left undefined is no difference.
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(state)), row.state)) {
    throw new ReplayMismatch(`game ${row.id}: replaying its ${log.length} commands does not give its stored state`);
  }
  return { initialBoardText, initialBoard, moves, states };
}

/** Where a replay that replayBoards has checked is picked up again: its deal, and its state after `seq` commands. */
export interface ReplayStart {
  deal: unknown;
  seq: number;
  state: unknown;
}

/**
 * The boards of the moves in `window` as replayBoards shows them, replayed
 * from `start` rather than from the deal: `stretch` is the game's log from
 * command `start.seq + 1` up to the window's last move. Only for a game whose
 * whole log replayBoards has checked against its stored state.
 */
export function replayBoardsFrom(game: AnyGame, gameId: string, start: ReplayStart, stretch: CommandRow[], view: ReplayView, window: ReplayWindow): ReplayPage {
  if (stretch.some((entry, i) => entry.seq !== start.seq + 1 + i)) {
    throw new ReplayMismatch(`game ${gameId}: the log from command ${start.seq + 1} has a gap`);
  }
  let state = start.state;
  const moves: ReplayMove[] = [];
  for (const entry of stretch) {
    state = applyLogged(game, gameId, state, entry);
    if (shown(entry, window)) moves.push(shownMove(game, state, entry, view));
  }
  return {
    initialBoardText: game.renderText(start.deal, view.viewer, REPLAY_DRAWING),
    initialBoard: game.view(start.deal, view.viewer, REPLAY_DRAWING),
    moves,
  };
}

function applyLogged(game: AnyGame, gameId: string, state: unknown, entry: CommandRow): unknown {
  const applied = game.apply(state, entry.command, { seat: entry.seat, now: entry.acceptedAt });
  if (!applied.ok) throw new ReplayMismatch(`game ${gameId}: logged command ${entry.seq} '${entry.command}' was rejected: ${applied.error}`);
  return applied.value.state;
}

const shown = (entry: CommandRow, window: ReplayWindow) => entry.seq >= window.from && entry.seq < window.from + window.count;

/** One move of a replay: the board after it as `viewer` saw it, and the score of `side` (or the game's). */
function shownMove(game: AnyGame, state: unknown, entry: CommandRow, { viewer, side }: ReplayView): ReplayMove {
  const summary = game.summary(state);
  const score = side !== null && game.seatSummary ? game.seatSummary(state, side).score : summary.score;
  return {
    seq: entry.seq, seat: entry.seat, command: entry.command, accepted_at: new Date(entry.acceptedAt).toISOString(),
    board_text: game.renderText(state, viewer, REPLAY_DRAWING), board: game.view(state, viewer, REPLAY_DRAWING), status: summary.status, score,
  };
}
