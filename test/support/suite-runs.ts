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
