/**
 * Killing a camp process in the middle of a batch of writes loses nothing it
 * acknowledged. Agents act concurrently on their own Klondike games, two
 * commands a request; once a random number of replies has arrived, the
 * process gets SIGKILL while most agents still have a request out. Reopening
 * the database must then show every acknowledged command at its version, a
 * gap-free log that replays to the stored state, and each unanswered request
 * either wholly stored or wholly absent. Three kills per store, on SQLite and
 * on PostgreSQL.
 *
 * Why this can fail: if a reply were sent before its batch committed (say the
 * SQLite store resolved a write when queued instead of after the transaction),
 * a kill between the reply and the commit would leave acknowledged commands
 * out of the log, and the prefix check below catches it (tried: a store that
 * answered at once and committed 50 ms later failed on the first kill). Storing a
 * request's commands in separate transactions would show up as half a request
 * in the log. Only the camp process is killed; PostgreSQL keeps running, so
 * its commits survive even with the test server's fsync off.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solitaire } from '../../src/games/solitaire/index.ts';
import { readConfig } from '../../src/platform/config/load.ts';
import { replay } from '../../src/platform/play/sessions.ts';
import { openStore } from '../../src/platform/storage/open.ts';
import { callCamp as call, startCampProcess, type CampProcess } from '../support/camp-process.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const AGENTS = 24;
const KILLS = 3;
const COMMANDS_PER_REQUEST = 2;
const LIMITS = { CAMP_AGENT_CHECK: 'off', CAMP_LIMIT_ACCOUNTS_PER_HOUR: '1000', CAMP_LIMIT_GAME_CALLS_PER_MINUTE: '1000000' };

interface Agent {
  key: string;
  gameId: string;
  stock: number;
  waste: number;
  /** Every command the camp acknowledged for this game, in order. */
  acked: string[];
  /** The commands of the request that had no answer when the process died. */
  unanswered: string[];
}

/** Commands the camp is sure to accept: draw one card while the stock has any, else turn the waste over. */
function nextCommands(agent: Agent): string[] {
  let { stock, waste } = agent;
  const commands: string[] = [];
  for (let i = 0; i < COMMANDS_PER_REQUEST; i++) {
    if (stock > 0) {
      commands.push('draw');
      stock--;
      waste++;
    } else {
      commands.push('recycle');
      stock = waste;
      waste = 0;
    }
  }
  return commands;
}

async function startAgents(base: string, tag: string): Promise<Agent[]> {
  return Promise.all(Array.from({ length: AGENTS }, async (_, i) => {
    const account = await call(base, '/api/v1/accounts', undefined, { name: `kill-${tag}-${i}` });
    expect(account.status).toBe(201);
    const game = await call(base, '/games/solitaire/api/new', account.body.agent_key, { draw: 1, seed: `kill-${i}` });
    expect(game.status).toBe(201);
    return {
      key: account.body.agent_key, gameId: game.body.game_id,
      stock: game.body.board.stock.count, waste: game.body.board.waste.count, acked: [], unanswered: [],
    };
  }));
}

/** Acts with every agent at once until `killAfter` replies have arrived, then kills the process with requests out. */
async function actUntilKilled(camp: CampProcess, agents: Agent[], killAfter: number): Promise<number> {
  let replies = 0;
  let outstanding = 0;
  let killed: Promise<void> | undefined;
  await Promise.all(agents.map(async (agent) => {
    while (!killed) {
      const commands = nextCommands(agent);
      agent.unanswered = commands;
      let reply;
      try {
        reply = await call(camp.url, '/games/solitaire/api/act', agent.key, { commands });
      } catch {
        return; // the process died with this request out
      }
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.version).toBe(agent.acked.length + commands.length);
      agent.acked.push(...commands);
      agent.unanswered = [];
      agent.stock = reply.body.board.stock.count;
      agent.waste = reply.body.board.waste.count;
      if (++replies === killAfter) {
        outstanding = agents.filter((other) => other.unanswered.length > 0).length;
        killed = camp.kill();
      }
    }
  }));
  await killed;
  return outstanding;
}

/** Reopens the database as a restarted camp would and checks each game against what its agent was told. */
async function expectNothingAcknowledgedLost(env: Record<string, string>, agents: Agent[]): Promise<number> {
  const configured = readConfig({ ...env, PORT: '0' });
  if (!configured.ok) throw new Error(configured.error);
  const store = await openStore(configured.config);
  let storedUnanswered = 0;
  try {
    for (const agent of agents) {
      const row = (await store.game(agent.gameId))!;
      const log = await store.commands(agent.gameId);
      expect(log.map((entry) => entry.seq)).toEqual(log.map((_, i) => i + 1));
      expect(row.version).toBe(log.length);
      expect(replay(solitaire, row, log)).toEqual(row.state);
      const logged = log.map((entry) => entry.command);
      expect(logged.slice(0, agent.acked.length)).toEqual(agent.acked);
      const beyond = logged.slice(agent.acked.length);
      expect([[], agent.unanswered]).toContainEqual(beyond);
      if (beyond.length > 0) storedUnanswered++;
      agent.acked = logged;
      agent.unanswered = [];
    }
  } finally {
    await store.close();
  }
  return storedUnanswered;
}

/** The restarted camp serves each game at the version its log has; the agents go on from there. */
async function resume(camp: CampProcess, agents: Agent[]): Promise<void> {
  for (const agent of agents) {
    const state = await call(camp.url, '/games/solitaire/api/state', agent.key);
    expect(state.body.version).toBe(agent.acked.length);
    agent.stock = state.body.board.stock.count;
    agent.waste = state.body.board.waste.count;
  }
}

async function killRepeatedly(env: Record<string, string>, tag: string): Promise<void> {
  let camp = await startCampProcess(env);
  try {
    const agents = await startAgents(camp.url, tag);
    for (let kill = 0; kill < KILLS; kill++) {
      if (kill > 0) {
        camp = await startCampProcess(env);
        await resume(camp, agents);
      }
      const outstanding = await actUntilKilled(camp, agents, 60 + Math.floor(Math.random() * 120));
      // Killed mid-stream: most agents were waiting for an answer.
      expect(outstanding).toBeGreaterThan(AGENTS / 2);
      await expectNothingAcknowledgedLost(env, agents);
    }
  } finally {
    await camp.kill();
  }
}

// The two stores run side by side: most of the time is camp processes starting.
describe.concurrent('killing the process during a batch of writes', () => {
  let dir: string;
  let postgres: TestPostgres;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-kill-'));
    postgres = await startPostgres();
  });

  afterAll(() => {
    postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged command on SQLite', async () => {
    await killRepeatedly({ ...LIMITS, CAMP_DB: path.join(dir, 'camp.db') }, 'sqlite');
  }, 60_000);

  it('loses no acknowledged command on PostgreSQL', async () => {
    await killRepeatedly({ ...LIMITS, CAMP_DB: path.join(dir, 'pg', 'camp.db'), DATABASE_URL: postgres.url }, 'postgres');
  }, 60_000);
});
