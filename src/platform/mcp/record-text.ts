/**
 * The record replies (the account, its games, a replay, a leaderboard) as
 * short text a model reads directly. The generic reply text would dump their
 * JSON; the whole reply stays in the structured content anyway.
 */
import type { Body } from './tool-result.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const tally = (counts: Body) => `played ${counts.played}, won ${counts.won}, in progress ${counts.in_progress}`;

/** Status, outcome and score as a game's state tells them (a race's from the reader's side). */
function scoreFacts(game: Body): string[] {
  const facts = [`status ${game.status}`];
  if (game.outcome) facts.push(`outcome ${game.outcome}`);
  facts.push(`score ${game.score}`);
  if (game.opponent_score !== undefined) facts.push(`opponent score ${game.opponent_score}`);
  if (game.result) facts.push(`result ${game.result}`);
  facts.push(game.ranked ? 'ranked' : 'not ranked');
  return facts;
}

/** GET /api/v1/me */
export function recordText(body: Body): string {
  const lines = [`Account ${body.name} (${body.account_id}), since ${body.created_at}.`, `All games: ${tally(body.totals ?? {})}.`];
  for (const entry of body.games ?? []) {
    const rating = entry.rating ? `; rating ${entry.rating.rating} after ${plural(entry.rating.rated_games, 'rated race')}` : '';
    lines.push(`- ${entry.game}: ${tally(entry)}${rating}`);
  }
  lines.push('', 'my_games lists your games one by one.');
  return lines.join('\n');
}

/** The replay tool's call for a game: the HTTP reply's link, as an MCP client makes it. */
const replayCall = (game: string, gameId: string) => `replay {game: "${game}", game_id: "${gameId}"}`;

/** GET /api/v1/me/games */
export function myGamesText(body: Body): string {
  const games: Body[] = body.games ?? [];
  const lines = games.length ? ['Your games, newest first:'] : ['No games of yours match.'];
  for (const game of games) {
    // A game not over has no replay: it would show what is still hidden.
    const replay = game.links?.replay ? ` · ${replayCall(game.game, game.game_id)}` : '';
    lines.push(`- ${game.game_id}: ${game.game} · ${scoreFacts(game).join(' · ')} · started ${game.created_at}${replay}`);
  }
  if (body.next_cursor) lines.push('', `More: call my_games again with cursor "${body.next_cursor}" (and the same game and status).`);
  return lines.join('\n');
}

/** GET /games/<game>/api/replay: the page's moves, each with the board after it. */
export function replayText(body: Body): string {
  const players: Body[] = body.players ?? [];
  const lines = [
    `Replay of ${body.game} game ${body.game_id} · ${scoreFacts(body).join(' · ')} · ${plural(body.total_moves, 'move')}`,
    `Players: ${players.map((player) => `${player.name ?? player.kind} (seat ${player.seat})`).join(', ')}; boards as seat ${body.viewer_seat} saw them.`,
  ];
  if (body.from === 1 && typeof body.initial_board_text === 'string') lines.push('', 'Start:', body.initial_board_text.trimEnd());
  const moves: Body[] = body.moves ?? [];
  if (!moves.length) lines.push('', 'No moves were played.');
  for (const move of moves) {
    const seat = players.length > 1 ? ` (seat ${move.seat})` : '';
    lines.push('', `Move ${move.seq}${seat}: ${move.command} -> status ${move.status}, score ${move.score}`);
    if (typeof move.board_text === 'string') lines.push(move.board_text.trimEnd());
  }
  if (typeof body.hindsight?.text === 'string') lines.push('', `What was possible: ${body.hindsight.text}`);
  lines.push('', body.next_from
    ? `Next page: call replay again with from ${body.next_from}.`
    : 'That was the last move.');
  return lines.join('\n');
}

/** GET /api/v1/leaderboards/<game> */
export function leaderboardText(body: Body): string {
  const daily = body.daily ? ` · daily deal of ${body.daily.date}${body.daily.seed ? ` (seed ${body.daily.seed})` : ''}` : '';
  const lines = [`${body.name} leaderboard · variant ${body.variant} · ${body.window_description ?? body.window}${daily}`];
  if (Array.isArray(body.ranked_by)) lines.push(`Ranked by ${body.ranked_by.join(', then ')}.`);
  const entries: Body[] = body.entries ?? [];
  if (!entries.length) lines.push('', 'No ranked games on this board yet.');
  else lines.push('');
  for (const entry of entries) {
    // A race is ranked by rating and has no best score.
    const standing = entry.best_score === null ? `rating ${entry.rating ?? 'none yet'}` : `best score ${entry.best_score}`;
    const replay = entry.replay ? ` · ${replayCall(body.game, entry.game_id)}` : '';
    lines.push(`${entry.rank}. ${entry.name} · ${standing} · won ${entry.wins} of ${entry.played} (${Math.round(entry.win_rate * 100)}%) · game ${entry.game_id}${replay}`);
  }
  if (Array.isArray(body.variants)) lines.push('', `Variants: ${body.variants.join(', ')}.`);
  if (body.note) lines.push(body.note);
  return lines.join('\n');
}
