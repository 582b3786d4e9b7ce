/** The JSON every game response carries (SPEC.md: board_text, status, score, next, agent_check...). */
import type { Drawing, GameDefinition, Hindsight } from '../../games/game.ts';
import type { DailyDeals } from '../records/daily.ts';
import type { IssuedCheck } from '../agent-check/checks.ts';
import { abandonedNext, isClosedWait, WAITING_NEXT, type ActOutcome } from './sessions.ts';
import type { GameView } from './game-view.ts';
import { UNRANKED_NOTE } from '../records/standing.ts';
import { newGameCall } from '../wording/channel.ts';

type AnyGame = GameDefinition<any, any>;

export interface Presentation {
  /** Leave out the JSON board and carry the puzzle once, under the game's own name for it. */
  lean?: boolean;
  /** What to do next, when the platform knows better than the engine (a game already rated). */
  next?: string;
  /** What was possible, once the game is over and it is worked out (see hindsights.ts). */
  hindsight?: Hindsight | null;
  /**
   * The daily deals, to tell whether a finished daily game's day is over. A
   * finished daily game's board keeps what was hidden hidden until then
   * (others are still at that deal), and without this it always does.
   */
  daily?: Pick<DailyDeals, 'keepsHidden'>;
}

/** What the viewer can do next in the game as stored: a race still waiting has nothing to play yet. */
export function nextFor(game: AnyGame, { row, viewer }: Pick<GameView, 'row' | 'viewer'>, drawing: Drawing): string {
  if (row.status === 'waiting') return WAITING_NEXT;
  // A closed wait's state is the deal shown while it waited, never played: the engine still calls it 'playing'.
  return isClosedWait(row) ? abandonedNext(game) : game.next(row.state, viewer, drawing);
}

/** How the board is drawn: a finished daily game whose day is still on as it was during play, a waiting race with no moves. */
export function drawingOf(row: GameView['row'], daily: Presentation['daily']): Drawing {
  return {
    conceal: row.status === 'over' && !!row.daily && (daily?.keepsHidden(row.daily) ?? true),
    // A waiting race shows a deal the race will not use (it is dealt when matched): nothing on it can be played.
    idle: row.status === 'waiting',
  };
}

/**
 * Whether the game counts on the leaderboards, as stored: a race is ranked in
 * the write that deals it, so a waiting race and a closed wait are not.
 */
export function rankedOf(row: Pick<GameView['row'], 'ranked'>): boolean {
  return row.ranked ?? false;
}

export function presentGame(game: AnyGame, view: GameView, check: IssuedCheck | null, how: Presentation = {}) {
  const { row, viewer } = view;
  // A waiting race may still be dealt by the camp, and a closed wait was never dealt: only a dealt game is said to be unranked.
  const unranked = row.ranked === false && row.status !== 'waiting' && !isClosedWait(row);
  const drawing = drawingOf(row, how.daily);
  const next = how.next ?? nextFor(game, view, drawing);
  return {
    game: game.id,
    game_id: row.id,
    version: row.version,
    status: row.status,
    ...scoreFields(game, view),
    seat: viewer,
    options: row.options,
    ranked: rankedOf(row),
    ...(row.daily ? { daily: row.daily } : {}),
    board_text: game.renderText(row.state, viewer, drawing),
    ...(how.lean ? {} : { board: game.view(row.state, viewer, drawing) }),
    next: unranked ? `${next} ${UNRANKED_NOTE}` : next,
    hindsight: row.status === 'over' ? how.hindsight ?? null : null,
    ...checkFields(check, how.lean ? game : undefined),
  };
}

export function presentAct(game: AnyGame, outcome: ActOutcome, check: IssuedCheck | null, how: Presentation = {}) {
  const rejected = outcome.results.find((result) => !result.ok);
  // The move that ends a daily game tells no more than its board does until the day is over.
  const { conceal } = drawingOf(outcome.row, how.daily);
  const results = outcome.results.map(({ concealedMessage, ...report }) =>
    conceal && concealedMessage !== undefined ? { ...report, message: concealedMessage } : report);
  return {
    ok: !rejected,
    ...(rejected ? { error: rejected.message } : {}),
    results,
    ...(outcome.skipped.length ? { skipped: outcome.skipped } : {}),
    ...presentGame(game, outcome, check, how),
  };
}

/**
 * `score` and `outcome`. A player of a multi-seat game reads them from their
 * own side: their score, the opponent's as `opponent_score`, and `won`, `lost`
 * or `draw`; the game-level outcome stays in `result`. Spectators, and a game
 * the platform closed itself (a waiting race abandoned), keep the neutral ones.
 */
export function scoreFields(game: AnyGame, { row, viewer }: Pick<GameView, 'row' | 'viewer'>) {
  if (game.seats === 1) return { outcome: row.outcome, score: row.score };
  const mine = viewer !== 'spectator' && game.seatSummary ? game.seatSummary(row.state, viewer) : null;
  if (!mine) return { outcome: row.outcome, result: row.outcome, score: row.score };
  return {
    outcome: row.status === 'over' ? mine.outcome ?? row.outcome : row.outcome,
    result: row.outcome,
    score: mine.score,
    opponent_score: mine.opponentScore,
  };
}

/**
 * The next puzzle (null when the operator turned checks off): under both
 * names the seeds use, or, for a lean reply, only under the name of `game`'s seed.
 */
export function checkFields(check: IssuedCheck | null, leanFor?: AnyGame) {
  if (leanFor) return { [leanFor.checkField ?? 'agent_check']: check };
  return { agent_check: check, camp_check: check };
}

/** `next` once the player has rated a finished game. */
export function ratedNext(game: AnyGame, rating: number): string {
  return `You rated this game ${rating}/10; it is finished. Start another with ${newGameCall(game.id).http}.`;
}
