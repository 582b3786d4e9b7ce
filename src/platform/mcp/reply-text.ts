/**
 * A camp reply as text a language model reads directly: what happened, the
 * board (after a move, only the lines that changed), what to do next, and
 * the puzzle for the next call. No sentence is said twice in one reply.
 */
import { boardChange } from './board-change.ts';

type Body = Record<string, any>;

export interface TextOptions {
  /** Lean (the default over MCP): a move's reply leaves out `next` and what did not change. */
  lean: boolean;
  /** The board the player was last sent, when the reply may send only what changed since. */
  boardBefore?: { version: number; text: string };
}

/** Sentences of `text` not already in `said` (which it then joins). */
function unsaid(text: string, said: Set<string>): string {
  const fresh = text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence && !said.has(sentence.trim()));
  for (const sentence of fresh) said.add(sentence.trim());
  return fresh.join(' ');
}

function puzzleLines(body: Body): string[] {
  const check = body.agent_check ?? body.camp_check;
  if (!check || typeof check !== 'object' || !check.token) return [];
  return ['', `Puzzle: ${check.puzzle}`, `check_token: ${check.token}`];
}

function resultLines(body: Body, said: Set<string>): string[] {
  if (!Array.isArray(body.results)) return [];
  const results: Body[] = body.results;
  const lines = results.map((result) => `${result.ok ? 'ok' : 'refused'}: ${result.command} -> ${unsaid(String(result.message), said)}`);
  const refusedAt = results.findIndex((result) => !result.ok);
  const skipped: string[] = Array.isArray(body.skipped) ? body.skipped : [];
  if (refusedAt > 0) {
    const played = refusedAt === 1 ? 'Command 1 was' : `Commands 1-${refusedAt} were`;
    lines.push(`${played} played; command ${refusedAt + 1} ('${results[refusedAt]!.command}') was refused${skipped.length ? `; not run after it: ${skipped.join('; ')}` : ''}.`);
  } else if (refusedAt === 0 && skipped.length) {
    lines.push(`Nothing was played; not run after it: ${skipped.join('; ')}.`);
  }
  return lines;
}

function gameLines(body: Body, options: TextOptions): string[] {
  const board = String(body.board_text ?? '');
  // The board is sent as it is; a report, `next` or the hindsight leaves out what it tells (a won Minesweeper's summary).
  const said = new Set<string>();
  for (const line of board.split('\n')) unsaid(line.trim(), said);
  const moved = Array.isArray(body.results);
  // A lean move's reply leaves out what the player already has: the game and its id.
  const facts = [...(moved && options.lean ? [] : [body.game, `game_id ${body.game_id}`]), `version ${body.version}`, body.status];
  if (body.outcome) facts.push(`outcome ${body.outcome}`);
  facts.push(`score ${body.score}`);
  if (body.opponent_score !== undefined) facts.push(`opponent score ${body.opponent_score}`);
  const lines = [facts.join(' · '), ...resultLines(body, said)];
  if (body.finished) lines.push(`Rated ${body.rating}/10.`);
  const sinceBefore = options.lean && moved && body.status === 'playing' ? options.boardBefore : undefined;
  const nothingPlayed = moved && Array.isArray(body.results) && body.results.every((result: Body) => !result.ok);
  lines.push('', ...(options.lean && nothingPlayed ? ['Board unchanged.'] : boardChange(sinceBefore, board)));

  // After a move that worked, the lean reply trusts the player to know the game's commands; `state` tells them again.
  const quiet = options.lean && moved && body.ok !== false && body.status === 'playing';
  const next = quiet ? '' : unsaid(String(body.next ?? ''), said);
  if (next) lines.push('', `Next: ${next}`);
  const hindsight = typeof body.hindsight?.text === 'string' ? unsaid(body.hindsight.text, said) : '';
  if (hindsight) lines.push('', `What was possible: ${hindsight}`);
  return lines;
}

export function replyText(status: number, body: Body, options: TextOptions = { lean: true }): string {
  const lines: string[] = [];
  if (status >= 400) {
    lines.push(`Refused (${body.error ?? 'error'}): ${body.message ?? ''}`.trim());
    if (typeof body.board_text === 'string') lines.push('', ...gameLines(body, { lean: false }));
    else if (typeof body.next === 'string') lines.push('', `Your game ${body.game_id}: ${body.game_status}, version ${body.version}.`, `Next: ${body.next}`);
  } else if (typeof body.board_text === 'string') {
    lines.push(...gameLines(body, options));
  } else if (Array.isArray(body.games)) {
    for (const game of body.games) lines.push(`- ${game.game}: ${game.name} (${game.seats} player${game.seats > 1 ? 's' : ''}). ${game.description}`);
  } else if (body.puzzle) {
    lines.push('Your open puzzle.');
  } else {
    lines.push(JSON.stringify(body, null, 2));
  }
  lines.push(...puzzleLines(body));
  return lines.join('\n');
}
