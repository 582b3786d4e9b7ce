/** The JSON every game response carries (SPEC.md: board_text, status, score, next, agent_check...). */
import type { GameDefinition } from '../../games/game.ts';
import type { IssuedCheck } from '../agent-check/checks.ts';
import type { ActOutcome, GameView } from '../sessions.ts';

export function presentGame(game: GameDefinition<any, any>, view: GameView, check: IssuedCheck | null) {
  const { row, viewer } = view;
  return {
    game: game.id,
    game_id: row.id,
    version: row.version,
    status: row.status,
    outcome: row.outcome,
    score: row.score,
    seat: viewer,
    options: row.options,
    board_text: game.renderText(row.state, viewer),
    board: game.view(row.state, viewer),
    next: game.next(row.state, viewer),
    ...checkFields(check),
  };
}

export function presentAct(game: GameDefinition<any, any>, outcome: ActOutcome, check: IssuedCheck | null) {
  const rejected = outcome.results.find((result) => !result.ok);
  return {
    ok: !rejected,
    ...(rejected ? { error: rejected.message } : {}),
    results: outcome.results,
    ...(outcome.skipped.length ? { skipped: outcome.skipped } : {}),
    ...presentGame(game, outcome, check),
  };
}

/** The next puzzle, under both names the seeds use (null when the operator turned checks off). */
export function checkFields(check: IssuedCheck | null) {
  return { agent_check: check, camp_check: check };
}
