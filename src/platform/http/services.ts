/** What every route of the camp reaches: its stores, sessions, limits and the request checks. */
import type { FastifyRequest } from 'fastify';
import type { GameDefinition } from '../../games/game.ts';
import type { Accounts } from '../accounts/accounts.ts';
import type { AccountStanding } from '../accounts/standing.ts';
import type { AgentChecks, IssuedCheck } from '../agent-check/checks.ts';
import type { CampConfig } from '../config/load.ts';
import type { IdempotentCalls } from '../idempotency/idempotent-calls.ts';
import type { GameEvents } from '../live/events.ts';
import type { GameView } from '../play/game-view.ts';
import type { CheckToSpend, GameSessions } from '../play/sessions.ts';
import type { DailyDeals } from '../records/daily.ts';
import type { Hindsights } from '../records/hindsights.ts';
import type { ReplayCheckpoints } from '../records/replay-checkpoints.ts';
import type { ReportCards } from '../suites/card-builder.ts';
import type { Runs } from '../suites/runs.ts';
import type { AccountRow, Store } from '../store.ts';
import type { RouteLimits } from './rate-limits.ts';

export interface CampServices {
  config: CampConfig;
  store: Store;
  games: readonly GameDefinition<any, any>[];
  accounts: Accounts;
  /** The accounts this process refuses (suspended or deleted), kept in step with every other process. */
  standing: AccountStanding;
  checks: AgentChecks;
  sessions: GameSessions;
  events: GameEvents;
  limits: RouteLimits;
  daily: DailyDeals;
  /** What was possible in each finished game, worked out once. */
  hindsights: Hindsights;
  /** Finished games' replays, checked once and picked up from kept states. */
  replays: ReplayCheckpoints;
  /** Suite runs, and their report cards worked out once each run is complete. */
  runs: Runs;
  cards: ReportCards;
  /** The Idempotency-Key hooks of `new`, `act` and `finish`. */
  idempotency: IdempotentCalls;
  now: () => number;
  /** The account behind the request's bearer credential, or a 401. */
  requireAccount(request: FastifyRequest): Promise<AccountRow>;
  /**
   * Spends the request's agent check answer, or a 428 with the caller's open
   * puzzle for the call (that of `view`, the game the call is about, as in
   * nextCheck); a no-op returning false when checks are off, true once a
   * right answer is spent. `account` is the caller, whose puzzles alone (and
   * those fetched without credentials from its address) it may answer. If
   * the request then fails on the camp's side (5xx), the puzzle is given back.
   */
  requireCheck(request: FastifyRequest, account: AccountRow | undefined, view?: GameView): Promise<boolean>;
  /**
   * requireCheck for a request that writes a game: a right answer's token is
   * handed back to be spent with the write (sessions.act), so that one commit
   * serves both; undefined when checks are off. Run the write through
   * `refuseUsedCheck`, which turns a token found used there into the same 428.
   */
  requireCheckForWrite(request: FastifyRequest, account: AccountRow, view: GameView): Promise<CheckToSpend | undefined>;
  refuseUsedCheck<T>(write: Promise<T>, request: FastifyRequest, account: AccountRow, view: GameView): Promise<T>;
  /**
   * The caller's open puzzle for its next call (an account's, or without one
   * its address's): `view`'s own while that game is on, else the one every
   * other call takes; null when checks are off. The same puzzle comes back
   * until it is answered.
   */
  nextCheck(request: FastifyRequest, account: AccountRow | undefined, view?: GameView): Promise<IssuedCheck | null>;
  /** The account requireAccount found for this request, if it got that far. */
  knownAccount(request: FastifyRequest): AccountRow | undefined;
  /** Unspends the puzzle this request spent, for a request the camp failed. */
  giveBackCheck(request: FastifyRequest): Promise<void>;
}
