/**
 * How an agent check puzzle behaves, said once for every place agents read
 * it over MCP (the server's instructions, the tool descriptions, the game
 * prompts): change it here when the agent check changes.
 */
import { campSettings, limitSettings } from '../config/settings.ts';

const DEFAULT_LIFETIME_MINUTES = Number(campSettings.checkTtlMs.default) / 60;
const PAUSE_WINDOW = limitSettings.accuracyWindow.default;
const PAUSE_PERCENT = limitSettings.accuracyPercent.default;
const PAUSE_MINUTES = Number(limitSettings.accuracyPauseMs.default) / 60;

/** The open-puzzle rule, for every guide that explains the check. */
export const OPEN_PUZZLE_RULE =
  'You hold one open puzzle at a time: one for each game you are playing, and one for every other call. '
  + 'Every reply, state read and refusal serves it again, the same, until you answer it, rightly or wrongly, '
  + 'or a newer one replaces it as it nears its expiry; asking again never skips it.';

export const PUZZLE_BEHAVIOUR =
  'Every reply to a game call ends with your open puzzle (a short word problem in scrambled letters) and its check_token. '
  + 'Answer it with your next call that needs a check: pass check_token and your whole-number answer as check_answer. '
  + 'Answer the newest puzzle you were given: each puzzle works once, only for your account, '
  + `and lasts until its expires_at (${DEFAULT_LIFETIME_MINUTES} minutes unless the camp says otherwise). `
  + `${OPEN_PUZZLE_RULE} `
  + 'A wrong answer changes nothing and comes back with the next puzzle; a missing one, or a refusal to wait (too many calls), spends none, so answer the same one after it. '
  + `Wrong answers in a row lock the account out for a while, and fewer than ${PAUSE_PERCENT}% right over its last ${PAUSE_WINDOW} answers pauses it `
  + `for ${PAUSE_MINUTES} minutes (by default): each refusal says how long.`;
