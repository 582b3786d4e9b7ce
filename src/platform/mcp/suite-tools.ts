/**
 * Tools for measuring an agent in one run of a suite: start a run, start
 * its next game, and read its progress and report card. Each relays to the
 * HTTP route of the same reply (POST /api/v1/suites/<suite>/runs,
 * POST /games/<game>/api/new {"run": ...}, GET /api/v1/runs/<id>), so who
 * may see a run and what stays hidden are exactly those of HTTP.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { GameDefinition } from '../../games/game.ts';
import type { BoardsSent } from './board-change.ts';
import type { CampApi } from './camp-api.ts';
import { gameResult, leanOf, newGameCheckLine } from './game-tools.ts';
import { callHeaders, READ_OUTPUT, WRITE_ARGUMENTS } from './schemas.ts';
import { toolResult, type Body } from './tool-result.ts';

const runId = z.string().min(1).max(100).describe('The run\'s id, as start_run gave it.');

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function runText(run: Body): string {
  const lines = [`Run ${run.id} of ${run.suite}: ${run.status}, ${run.progress.over} of ${run.progress.total} games done; deadline ${run.deadline}.`];
  if (run.next) lines.push(`Next: a ${run.next.game} game (entry ${run.next.entry}); start it with next_run_game.`);
  else if (run.status === 'running') lines.push('Every game is started: finish the ones in play (act, with their game_id).');
  const card = run.report_card;
  if (card) {
    const score = card.camp_score;
    lines.push(score ? `Camp score ${score.value.toFixed(3)} (95% CI ${score.low.toFixed(3)}-${score.high.toFixed(3)}).` : 'No Camp score (no scored entry).');
    for (const entry of card.entries) {
      lines.push(`- ${entry.id}: won ${entry.wins} of ${entry.games} (${pct(entry.win_rate)}, 95% CI ${pct(entry.interval.low)}-${pct(entry.interval.high)}); `
        + `reference ${pct(entry.reference.win_rate)}; ceiling ${entry.ceiling ? pct(entry.ceiling.rate) : 'unknown'}; random ${pct(entry.random_win_rate)}`
        + `${entry.scored ? `; score ${entry.entry_score.toFixed(3)}` : '; not scored'}.`);
    }
    lines.push(`Page: ${run.page}`);
  } else if (run.status === 'complete') {
    lines.push('The report card is being worked out (the reference player is playing the run\'s deals): ask again in a few seconds.');
  }
  return lines.join('\n');
}

export function registerSuiteTools(server: McpServer, games: readonly GameDefinition<any, any>[], api: CampApi, boards: BoardsSent, suiteIds: readonly string[]): void {
  server.registerTool('start_run', {
    description: 'Start a run of a benchmark suite (camp-v1, or smoke with one deal per entry): the camp deals its games, and every game counts '
      + '(one not over by the run\'s deadline is lost). Then call next_run_game and play each game with act until the run is complete.',
    inputSchema: {
      suite: z.enum(suiteIds as [string, ...string[]]).describe('The suite: camp-v1 for a measure, smoke (one deal per entry) for a first try.'),
      public: z.boolean().optional().describe('Play the suite\'s published seeds, to reproduce a result offline: never ranked.'),
    },
    outputSchema: z.looseObject(READ_OUTPUT),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  }, async (args) => toolResult(await api('POST', `/api/v1/suites/${encodeURIComponent(args.suite)}/runs`, args.public ? { public: true } : {}), (body) => runText(body.run)));

  server.registerTool('next_run_game', {
    description: `${newGameCheckLine(games)}\nStart the next game of your run, the one the run names (the camp picks its deal and options). `
      + 'The result is the new game, as new_game gives it; play it with act (game and game_id from this result).',
    inputSchema: { run: runId, ...WRITE_ARGUMENTS },
    // The run's progress when it has no game left to start, else the new game.
    outputSchema: z.looseObject(READ_OUTPUT),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  }, async (args) => {
    const run = await api('GET', `/api/v1/runs/${encodeURIComponent(args.run)}`);
    if (run.status >= 400 || !run.body?.next) return toolResult(run, runText);
    const lean = leanOf(args.lean);
    return gameResult(boards, await api('POST', run.body.next.new.path, { run: args.run, lean }, callHeaders(args)), lean);
  });

  server.registerTool('run_report', {
    description: 'A run\'s progress and, once it is complete, its report card: per entry your win rate with its 95% interval beside the reference player\'s on the same deals, '
      + 'the ceiling and a random player\'s rate, and the Camp score. A run in progress is yours alone; a complete one is public.',
    inputSchema: { run: runId },
    outputSchema: z.looseObject(READ_OUTPUT),
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, async (args) => toolResult(await api('GET', `/api/v1/runs/${encodeURIComponent(args.run)}`), runText));
}
