/**
 * The `new`/`act` side of suite runs: `new` naming a run starts that run's
 * next game of the type (the camp picks deal and options), and an `act` on
 * a run's game is counted for its report card (commands refused) and refused
 * once the run's deadline has passed. Every agent check answered for a run's
 * game counts for its card: on its `new`, its moves and its review.
 */
import type { FastifyRequest } from 'fastify';
import type { GameDefinition } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import type { GameView } from '../play/game-view.ts';
import type { ActOutcome, CheckToSpend } from '../play/sessions.ts';
import type { AccountRow, RunGameTarget } from '../store.ts';
import { CHECK_BODY_FIELDS, LEAN_FIELD } from './request-fields.ts';
import type { CampServices } from './services.ts';

type AnyGame = GameDefinition<any, any>;

/** What a `new` naming a run may carry besides `run`: the camp chooses everything else. */
const WITH_RUN = new Set(['run', ...Object.keys(LEAN_FIELD), ...Object.keys(CHECK_BODY_FIELDS)]);

const RIGHT_ANSWER = { sent: 0, refused: 0, checksRight: 1, checksWrong: 0 };
const WRONG_ANSWER = { sent: 0, refused: 0, checksRight: 0, checksWrong: 1 };

/** Runs an agent check and counts a wrong answer against a run's game (target; undefined: not a run's). */
async function countingWrong<T>(services: CampServices, target: RunGameTarget | undefined, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (target !== undefined && error instanceof CampError && error.code === 'agent_check_wrong') await services.store.countRunCalls(target, WRONG_ANSWER);
    throw error;
  }
}

/**
 * Starts the run's next game of this type for the account; the puzzle (when `new` is checked) is spent only once
 * the run allows it, and its answer counts for the game, or for its slot when wrong (no game is made then).
 */
export async function startRunGame(services: CampServices, request: FastifyRequest, account: AccountRow, game: AnyGame, body: Record<string, unknown>): Promise<GameView> {
  const extra = Object.keys(body).filter((name) => !WITH_RUN.has(name));
  if (extra.length > 0) {
    throw new CampError(422, 'run_with_options',
      `A run's game is dealt by the camp: send {"run": "<id>"} alone (lean and agent check fields allowed), without ${extra.join(', ')}.`);
  }
  const runId = String(body.run);
  const { runs, sessions } = services;
  const slot = await runs.nextSlot(account, game, runId);
  const answered = game.checkedCalls === 'every-post'
    && await countingWrong(services, { runId, slot: slot.slot }, () => services.requireCheck(request, account));
  const claim = await runs.claim(account, game, runId, slot);
  try {
    const view = await sessions.start(account, game, claim.start);
    if (answered) await services.store.countRunCalls(view.row.id, RIGHT_ANSWER);
    return view;
  } catch (error) {
    await runs.release(runId, claim.slot, claim.start.gameId!);
    throw error;
  }
}

/** A run's game may be played until its run's deadline; returns whether the game belongs to a run. */
export async function checkRunDeadline(services: CampServices, view: GameView): Promise<boolean> {
  // Only unranked games can be a run's (their deals are the camp's seeds): ranked games cost no look-up.
  if (view.row.ranked) return false;
  const deadline = await services.runs.deadlineOfGame(view.row.id);
  if (deadline === undefined) return false;
  if (services.now() > deadline) {
    throw new CampError(409, 'run_over', `This game belongs to a run whose deadline (${new Date(deadline).toISOString()}) has passed: it counts as lost, and takes no more moves.`);
  }
  return true;
}

/** requireCheckForWrite, counting a wrong answer against a run's game. */
export function runGameCheck(services: CampServices, request: FastifyRequest, account: AccountRow, view: GameView, inRun: boolean): Promise<CheckToSpend | undefined> {
  return countingWrong(services, inRun ? view.row.id : undefined, () => services.requireCheckForWrite(request, account, view));
}

/** The agent check of a review (finish): its answer counts for the game when the game is a run's, whatever the deadline. */
export async function reviewCheck(services: CampServices, request: FastifyRequest, account: AccountRow, view: GameView): Promise<void> {
  const inRun = !view.row.ranked && (await services.runs.deadlineOfGame(view.row.id)) !== undefined;
  const answered = await countingWrong(services, inRun ? view.row.id : undefined, () => services.requireCheck(request, account, view));
  if (inRun && answered) await services.store.countRunCalls(view.row.id, RIGHT_ANSWER);
}

/** Counts an act on a run's game: commands run, those refused, and its right answer. */
export function countRunAct(services: CampServices, outcome: ActOutcome, check: CheckToSpend | undefined): Promise<void> {
  const refused = outcome.results.filter((result) => !result.ok).length;
  return services.store.countRunCalls(outcome.row.id, { sent: outcome.results.length, refused, checksRight: check ? 1 : 0, checksWrong: 0 });
}
