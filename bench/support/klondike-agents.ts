/**
 * The `act` load the throughput benches share: each agent plays its own
 * Klondike game, draws (or recycles an empty stock) as fast as the camp
 * answers, and answers every agent check with the camp's secret, as only the
 * camp itself could.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { answerWithSecret } from '../../src/platform/agent-check/checks.ts';

interface Agent { key: string; token: string; answer: number; stockEmpty: boolean }

export interface KlondikeLoad { agents: Agent[]; secret: string }

/** Signs up `count` accounts at `base` and starts a Klondike game for each. */
export async function startKlondikeAgents(base: string, count: number, secret: string, prefix: string): Promise<KlondikeLoad> {
  const agents: Agent[] = [];
  for (let i = 0; i < count; i++) {
    const account = await (await fetch(`${base}/api/v1/accounts`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `${prefix}-${i}` }),
    })).json() as any;
    const game = await (await fetch(`${base}/games/solitaire/api/new`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${account.agent_key}` },
      body: JSON.stringify({ seed: `${prefix}-${i}` }),
    })).json() as any;
    if (!game.agent_check) throw new Error(`new game failed: ${JSON.stringify(game)}`);
    agents.push({ key: account.agent_key, token: game.agent_check.token, answer: answerWithSecret(secret, game.agent_check.token), stockEmpty: false });
  }
  return { agents, secret };
}

/** Runs the agents against `base` for `seconds`, one connection per agent; `keyed`: each act with a new Idempotency-Key. */
export function runKlondikeAgents(base: string, load: KlondikeLoad, seconds: number, keyed = false): Promise<autocannon.Result> {
  const idle = [...load.agents];
  return autocannon({
    url: base,
    connections: load.agents.length,
    duration: seconds,
    requests: [{
      method: 'POST',
      path: '/games/solitaire/api/act',
      // Each connection has one request in flight, so an idle agent is always there to take it.
      setupRequest: (request: any, context: any) => {
        const agent = idle.pop()!;
        context.agent = agent;
        request.headers = {
          'content-type': 'application/json',
          authorization: `Bearer ${agent.key}`,
          'x-agent-check': agent.token,
          'x-agent-answer': String(agent.answer),
          ...(keyed ? { 'idempotency-key': randomUUID() } : {}),
        };
        request.body = JSON.stringify({ command: agent.stockEmpty ? 'recycle' : 'draw' });
        return request;
      },
      onResponse: (status: number, body: string, context: any) => {
        const agent: Agent = context.agent;
        const reply = JSON.parse(body);
        agent.token = reply.agent_check.token;
        agent.answer = answerWithSecret(load.secret, agent.token);
        if (status === 200) agent.stockEmpty = reply.board.stock.count === 0;
        idle.push(agent);
      },
    }],
  } as any);
}
