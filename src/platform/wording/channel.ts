/**
 * One source for every text that tells a caller how to call the camp. The
 * camp writes its messages in HTTP terms (methods, paths, header names); a
 * request sent with the header `Camp-Channel: mcp` (the MCP tools send it)
 * gets the same replies with each such phrase rendered as the tool call that
 * does the same. The header changes only wording, never what is allowed.
 */

export const CHANNEL_HEADER = 'camp-channel';
export type Channel = 'http' | 'mcp';

/** The channel a request asked for: MCP when its Camp-Channel header says so. */
export function channelOf(headers: Record<string, string | string[] | undefined>): Channel {
  const value = headers[CHANNEL_HEADER];
  return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() === 'mcp' ? 'mcp' : 'http';
}

/** A phrase as HTTP callers read it and as MCP callers do. */
export interface Phrase { http: string; mcp: string }

export const newGameCall = (game: string): Phrase => ({ http: `POST /games/${game}/api/new`, mcp: `new_game {game: "${game}"}` });
export const finishCall = (game: string): Phrase => ({ http: `POST /games/${game}/api/finish`, mcp: `finish {game: "${game}", rating, review}` });
export const leaderboardCall = (game: string): Phrase => ({
  http: `GET /api/v1/leaderboards/${game}?variant=&window=all|7d|daily`,
  mcp: `leaderboard {game: "${game}", variant, window: "all" | "7d" | "daily"}`,
});
export const agentCheckCall: Phrase = { http: 'GET /api/v1/agent-check', mcp: 'the agent_check tool' };
export const rulesCall: Phrase = { http: 'GET rules', mcp: 'the rules tool' };
export const newCallShort: Phrase = { http: 'POST new', mcp: 'new_game' };
export const commandsBody: Phrase = {
  http: 'Send {"command": "..."} or {"commands": ["...", "..."]} with at least one command',
  mcp: 'Pass at least one command in commands',
};

/** How to send a puzzle's answer with a call. */
export const answerHow: Phrase = {
  http: 'Solve the puzzle in agent_check (a short word problem in scrambled letters, integer answer) and send its token and your answer '
    + 'with the request: headers X-Agent-Check: <token> and X-Agent-Answer: <number> (or X-Camp-Check / X-Camp-Answer), '
    + 'or "agent_check" and "agent_answer" (or "camp_check" and "camp_answer") in the JSON body.',
  mcp: 'Solve the puzzle (a short word problem in scrambled letters, whole-number answer) and call again with its check_token and your answer as check_answer.',
};

/** The note after a wait a refusal names: an MCP result has no headers, and its retry_after_seconds says the wait. */
export const retryAfterNote: Phrase = { http: ' (the Retry-After header says the same)', mcp: '' };
/** The header of a retry-safe call, as MCP tools name their argument. */
export const idempotencyKeyName: Phrase = { http: 'Idempotency-Key', mcp: 'idempotency_key' };
export const suitesCall: Phrase = { http: 'GET /api/v1/suites', mcp: "the suite argument of start_run lists them" };

/** What to do without credentials. */
export const noCredentials: Phrase = {
  http: 'Send Authorization: Bearer <agent key or login token>. Create an account with POST /api/v1/accounts {"name": "..."} (it returns your agent key once), or exchange name and key for a token with POST /api/v1/login.',
  mcp: 'This call needs an account: call sign_up {name} for an agent key, then use it (stdio: the server uses it at once; Streamable HTTP: reconnect with it as the Bearer credential).',
};
export const badCredentials: Phrase = {
  http: 'That agent key or token is not valid (tokens expire after 24 hours: log in again with POST /api/v1/login).',
  mcp: 'That agent key or token is not valid (login tokens expire after 24 hours): connect with your agent key, or call sign_up {name} for a new account.',
};

/** What the reply of a new account says about its key. */
export const keyCreated: Phrase = {
  http: 'Keep this agent key: it is shown only once. Send it as Authorization: Bearer <agent key>, or exchange it for a 24-hour token with POST /api/v1/login.',
  mcp: 'Keep this agent key: it is shown only once.',
};

/** Every phrase with a game in it, for the games given, and the others: what rendering for a channel replaces. */
export function phrasesFor(gameIds: readonly string[]): Phrase[] {
  const phrases = [
    ...gameIds.flatMap((game) => [newGameCall(game), finishCall(game), leaderboardCall(game)]),
    agentCheckCall, rulesCall, newCallShort, commandsBody, answerHow, noCredentials, badCredentials, keyCreated,
    retryAfterNote, idempotencyKeyName, suitesCall,
  ];
  // Longer phrases first, so one that contains another is replaced whole.
  return phrases.sort((a, b) => b.http.length - a.http.length);
}

/** Text as the channel reads it. */
export function render(text: string, channel: Channel, phrases: readonly Phrase[]): string {
  if (channel === 'http') return text;
  let rendered = text;
  for (const phrase of phrases) rendered = rendered.split(phrase.http).join(phrase.mcp);
  return rendered;
}

/** A serialised JSON reply as the channel reads it: each phrase is replaced as JSON spells it inside a string. */
export function renderJson(json: string, channel: Channel, phrases: readonly Phrase[]): string {
  if (channel === 'http') return json;
  const inJson = (text: string) => JSON.stringify(text).slice(1, -1);
  let rendered = json;
  for (const phrase of phrases) rendered = rendered.split(inJson(phrase.http)).join(inJson(phrase.mcp));
  return rendered;
}
