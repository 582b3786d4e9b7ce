/**
 * The statements behind agent checks, one text for both databases (only the
 * parameter marks differ). A holder (an account, or a client address for a
 * puzzle fetched without credentials) has one open puzzle per scope (a game
 * it plays, or '' for everything else): the puzzle numbered by how many of
 * that scope's puzzles it has answered. Answering moves the count on by one,
 * and only from the number the answered token carries, so each puzzle works
 * once, even for two requests at the same moment or from two processes.
 */
import type { CheckSpend } from '../store.ts';
import type { Mark } from './account-admin-sql.ts';

export const CHECK_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS answered_checks (
     holder TEXT NOT NULL,
     scope TEXT NOT NULL,
     answered INTEGER NOT NULL,
     PRIMARY KEY (holder, scope))`,
  // For forgetting finished games' counts (FORGET_FINISHED_SCOPES_SQL) without reading every account's row.
  'CREATE INDEX IF NOT EXISTS answered_checks_by_scope ON answered_checks (scope)',
  // Puzzles used to be spent by id; the count above replaced that table.
  'DROP TABLE IF EXISTS used_checks',
];

/** How many puzzles of a scope its holder has answered. Parameters: 1 holder, 2 scope. */
export const ANSWERED_CHECKS_SQL = (mark: Mark) =>
  `SELECT answered FROM answered_checks WHERE holder = ${mark(1)} AND scope = ${mark(2)}`;

/**
 * Spends puzzle number `answered`: the count becomes answered + 1 if it was
 * `answered`, else nothing changes (the puzzle was spent already).
 * Parameters: 1 holder, 2 scope, 3 answered + 1, 4 answered.
 */
export const ANSWER_CHECK_SQL = (mark: Mark) => `
  INSERT INTO answered_checks (holder, scope, answered) VALUES (${mark(1)}, ${mark(2)}, ${mark(3)})
  ON CONFLICT (holder, scope) DO UPDATE SET answered = excluded.answered WHERE answered_checks.answered = ${mark(4)}`;

/**
 * Gives puzzle number `answered` back: the count returns to it if nothing was answered since.
 * Parameters, in this order (SQLite's marks are positional): 1 answered, 2 holder, 3 scope, 4 answered + 1.
 */
export const RELEASE_CHECK_SQL = (mark: Mark) =>
  `UPDATE answered_checks SET answered = ${mark(1)} WHERE holder = ${mark(2)} AND scope = ${mark(3)} AND answered = ${mark(4)}`;

/**
 * Forgets the counts of games over since before a time: no puzzle of theirs is open any more (an over game's
 * calls serve the holder's other one), and every token issued for them has expired once the lifetime has
 * passed since, so no spent number can come back. `scope > ''` (every game's scope) walks the scope index,
 * not the rows of every account's other calls. Parameter: 1 the time (ms).
 */
export const FORGET_FINISHED_SCOPES_SQL = (mark: Mark) => `
  DELETE FROM answered_checks WHERE scope > '' AND EXISTS (
    SELECT 1 FROM games WHERE games.id = answered_checks.scope AND games.status = 'over' AND games.updated_at < ${mark(1)})`;

/** The parameters of ANSWER_CHECK_SQL. */
export const spendParameters = ({ holder, scope, answered }: CheckSpend) => [holder, scope, answered + 1, answered];

/** The parameters of RELEASE_CHECK_SQL. */
export const releaseParameters = ({ holder, scope, answered }: CheckSpend) => [answered, holder, scope, answered + 1];
