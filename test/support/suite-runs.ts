/** Playing a suite run's games over HTTP in tests: start each with {"run": id}, then resign it or let a reference player play. */
import { findGame } from '../../src/games/registry.ts';
import type { CampClient, Reply } from './camp.ts';

export async function startRun(client: CampClient, suite: string, body: Record<string, unknown> = {}): Promise<any> {
  const reply = await client.post(`/api/v1/suites/${suite}/runs`, body);
  if (reply.status !== 201) throw new Error(`run refused (${reply.status}): ${JSON.stringify(reply.body)}`);
  return reply.body.run;
}

export async function newRunGame(client: CampClient, game: string, runId: string): Promise<Reply> {
  return client.checkedPost(`/games/${game}/api/new`, { run: runId });
}

/** Plays one started game with the game's reference player until it is over; returns the last reply. */
export async function playWithReference(client: CampClient, game: string, started: Reply): Promise<Reply> {
  const player = findGame(game)!.referencePlayer!();
  let reply = started;
  while (reply.body.status === 'playing') {
    const command = player.next(reply.body.board) ?? 'resign';
    reply = await client.act(game, command, { game_id: started.body.game_id });
    if (reply.status !== 200) throw new Error(`act refused (${reply.status}): ${JSON.stringify(reply.body)}`);
  }
  return reply;
}

/**
 * Starts and resigns each of the run's games, one at a time, without reading the run once it is complete; the
 * entry `playedOut` names, if any, is played to its end by the game's reference player instead.
 */
export async function resignEveryGame(client: CampClient, run: { id: string; progress: { total: number } }, playedOut?: string): Promise<void> {
  for (let left = run.progress.total; left > 0; left--) {
    const next = (await runReply(client, run.id)).body.next;
    const started = await newRunGame(client, next.game, run.id);
    const ended = next.entry === playedOut ? await playWithReference(client, next.game, started) : await client.act(next.game, 'resign', { game_id: started.body.game_id });
    if (ended.body.status !== 'over') throw new Error(`${next.game} not over: ${JSON.stringify(ended.body)}`);
  }
}

export async function runReply(client: CampClient, runId: string): Promise<Reply> {
  return client.get(`/api/v1/runs/${runId}`);
}

/** Reads the run until its report card is worked out. */
export async function readyCard(client: CampClient, runId: string): Promise<any> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const reply = await runReply(client, runId);
    if (reply.body.report_card) return reply.body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('report card never ready');
}
