/** The SQL of suite runs, for both stores (`mark(n)` writes the n-th parameter: ? or $n), and their rows read back. */
import type { RunCalls, RunGameTarget, RunRow, RunSlotRow, SuiteBoardRow } from '../store.ts';

type Mark = (n: number) => string;
type Row = Record<string, any>;

const marks = (mark: Mark, count: number, from = 1) => Array.from({ length: count }, (_, i) => mark(from + i)).join(', ');

export const insertRunSql = (mark: Mark) =>
  `INSERT INTO runs (id, suite, account_id, public, operator, ranked, created_at, deadline) VALUES (${marks(mark, 8)})`;

export function runValues(run: RunRow): unknown[] {
  return [run.id, run.suite, run.accountId, run.public ? 1 : 0, run.operator ? 1 : 0, run.ranked ? 1 : 0, run.createdAt, run.deadline];
}

export const insertRunSlotSql = (mark: Mark) =>
  `INSERT INTO run_games (run_id, slot, entry, game, options, seed) VALUES (${marks(mark, 6)})`;

export const runSql = (mark: Mark) =>
  `SELECT runs.*, accounts.name AS owner_name FROM runs JOIN accounts ON accounts.id = runs.account_id WHERE runs.id = ${mark(1)}`;

export const runSlotsSql = (mark: Mark) =>
  `SELECT run_games.*, games.status, games.outcome, games.created_at AS started_at, games.updated_at
   FROM run_games LEFT JOIN games ON games.id = run_games.game_id
   WHERE run_games.run_id = ${mark(1)} ORDER BY run_games.slot`;

export const claimRunSlotSql = (mark: Mark) =>
  `UPDATE run_games SET game_id = ${mark(1)} WHERE run_id = ${mark(2)} AND slot = ${mark(3)} AND game_id IS NULL`;

export const releaseRunSlotSql = (mark: Mark) =>
  `UPDATE run_games SET game_id = NULL WHERE run_id = ${mark(1)} AND slot = ${mark(2)} AND game_id = ${mark(3)}`;

/** Counts calls on a run's game, found by its id or, before it has one, by its run and slot (runCallsTarget). */
export const countRunCallsSql = (mark: Mark, bySlot: boolean) =>
  `UPDATE run_games SET commands_sent = commands_sent + ${mark(1)}, commands_refused = commands_refused + ${mark(2)},
     checks_right = checks_right + ${mark(3)}, checks_wrong = checks_wrong + ${mark(4)}
   WHERE ${bySlot ? `run_id = ${mark(5)} AND slot = ${mark(6)}` : `game_id = ${mark(5)}`}`;

export function countRunCallsValues(target: RunGameTarget, calls: RunCalls): unknown[] {
  const counts = [calls.sent, calls.refused, calls.checksRight, calls.checksWrong];
  return typeof target === 'string' ? [...counts, target] : [...counts, target.runId, target.slot];
}

/** The deadline of the run a game belongs to (no row: not a run's game). */
export const runDeadlineOfGameSql = (mark: Mark) =>
  `SELECT runs.deadline FROM run_games JOIN runs ON runs.id = run_games.run_id WHERE run_games.game_id = ${mark(1)}`;

/** Runs without a card that are complete: past their deadline, or every game of theirs over. */
export const runsAwaitingCardSql = (mark: Mark) =>
  `SELECT runs.id FROM runs
   WHERE runs.report_card IS NULL AND (runs.deadline < ${mark(1)} OR NOT EXISTS (
     SELECT 1 FROM run_games LEFT JOIN games ON games.id = run_games.game_id
     WHERE run_games.run_id = runs.id AND (games.status IS NULL OR games.status <> 'over')))
   ORDER BY runs.created_at LIMIT ${mark(2)}`;

export const saveRunCardSql = (mark: Mark) =>
  `UPDATE runs SET report_card = ${mark(1)}, score = ${mark(2)}, score_low = ${mark(3)}, score_high = ${mark(4)}, completed_at = ${mark(5)}
   WHERE id = ${mark(6)} AND report_card IS NULL`;

/** Each account's best ranked run (ties: the earlier one), best first. */
export const suiteLeaderboardSql = (mark: Mark) =>
  `SELECT * FROM (
     SELECT runs.id, runs.account_id, accounts.name, runs.score, runs.score_low, runs.score_high, runs.completed_at,
       ROW_NUMBER() OVER (PARTITION BY runs.account_id ORDER BY runs.score_low DESC, runs.completed_at, runs.id) AS place
     FROM runs JOIN accounts ON accounts.id = runs.account_id
     WHERE runs.suite = ${mark(1)} AND runs.ranked = 1 AND runs.score_low IS NOT NULL) AS best
   WHERE place = 1 ORDER BY score_low DESC, completed_at, id LIMIT ${mark(2)}`;

export function runFromRow(value: unknown): RunRow {
  const row = value as Row;
  return {
    id: row.id,
    suite: row.suite,
    accountId: row.account_id,
    ownerName: row.owner_name ?? '',
    public: Number(row.public) === 1,
    operator: Number(row.operator) === 1,
    ranked: Number(row.ranked) === 1,
    createdAt: Number(row.created_at),
    deadline: Number(row.deadline),
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
    reportCard: row.report_card === null ? null : JSON.parse(row.report_card),
  };
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function runSlotFromRow(value: unknown): RunSlotRow {
  const row = value as Row;
  return {
    slot: Number(row.slot),
    entry: row.entry,
    game: row.game,
    options: JSON.parse(row.options),
    seed: row.seed,
    gameId: row.game_id ?? null,
    commandsSent: Number(row.commands_sent),
    commandsRefused: Number(row.commands_refused),
    checksRight: Number(row.checks_right),
    checksWrong: Number(row.checks_wrong),
    status: row.status ?? null,
    outcome: row.outcome ?? null,
    startedAt: numberOrNull(row.started_at),
    updatedAt: numberOrNull(row.updated_at),
  };
}

export function suiteBoardFromRow(value: unknown): SuiteBoardRow {
  const row = value as Row;
  return {
    runId: row.id,
    accountId: row.account_id,
    name: row.name,
    score: Number(row.score),
    scoreLow: Number(row.score_low),
    scoreHigh: Number(row.score_high),
    completedAt: Number(row.completed_at),
  };
}
