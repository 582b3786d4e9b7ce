/**
 * A camp reply as text a language model reads directly: what happened, the
 * board, what to do next, and the puzzle to answer with the next call.
 */

interface CheckShape { puzzle?: string; token?: string }

function checkLines(body: Record<string, any>): string[] {
  const check: CheckShape | null | undefined = body.agent_check ?? body.camp_check;
  if (!check || typeof check !== 'object' || !check.token) return [];
  return [
    '',
    `Agent check for your next call: ${check.puzzle}`,
    `check_token: ${check.token}`,
    'Answer with a whole number as check_answer, together with this check_token.',
  ];
}

function gameLines(body: Record<string, any>): string[] {
  const lines: string[] = [];
  const facts = [`game ${body.game}`, `game_id ${body.game_id}`, `version ${body.version}`, `status ${body.status}`];
  if (body.outcome) facts.push(`outcome ${body.outcome}`);
  facts.push(`score ${body.score}`);
  if (body.opponent_score !== undefined) facts.push(`opponent score ${body.opponent_score}`);
  lines.push(facts.join(' · '));
  if (Array.isArray(body.results)) {
    for (const result of body.results) lines.push(`${result.ok ? 'ok' : 'refused'}: ${result.command} -> ${result.message}`);
    if (Array.isArray(body.skipped) && body.skipped.length) lines.push(`not run: ${body.skipped.join('; ')}`);
  }
  if (body.finished) lines.push(`Rated ${body.rating}/10.`);
  lines.push('', String(body.board_text ?? '').trimEnd(), '', `Next: ${body.next}`);
  if (typeof body.hindsight?.text === 'string') lines.push('', `What was possible: ${body.hindsight.text}`);
  return lines;
}

export function replyText(status: number, body: Record<string, any>): string {
  const lines: string[] = [];
  if (status >= 400) {
    lines.push(`Refused (HTTP ${status}, ${body.error ?? 'error'}): ${body.message ?? ''}`.trim());
    // The camp's message names HTTP headers; a tool takes the same two values as arguments.
    if (status === 428) lines.push('Over MCP, pass the puzzle\'s token as check_token and your answer as check_answer.');
    if (typeof body.board_text === 'string') lines.push('', ...gameLines(body));
    else if (typeof body.next === 'string') lines.push('', `Your game ${body.game_id}: status ${body.game_status}, version ${body.version}.`, `Next: ${body.next}`);
  } else if (typeof body.board_text === 'string') {
    lines.push(...gameLines(body));
  } else if (Array.isArray(body.games)) {
    for (const game of body.games) lines.push(`- ${game.game}: ${game.name} (${game.seats} player${game.seats > 1 ? 's' : ''}). ${game.description}`);
  } else if (body.puzzle) {
    lines.push('A fresh puzzle.');
  } else {
    lines.push(JSON.stringify(body, null, 2));
  }
  lines.push(...checkLines(body));
  return lines.join('\n');
}
