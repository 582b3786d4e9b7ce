/**
 * What one `act` costs the database: statements sent per accepted act, on
 * SQLite and on a throwaway PostgreSQL, through a real camp on loopback (in
 * this process, so the store's counter can be read). Agents play Klondike
 * with checks on, one request at a time each.
 *
 *   npx tsx bench/act-queries.ts [acts per agent, default 50]
 */
import { startPostgres } from '../test/support/postgres.ts';
import { startCamp, type CampClient } from '../test/support/camp.ts';
import { BENCH_LIMITS } from './support/processes.ts';

const AGENTS = 4;
const actsPerAgent = Number(process.argv[2] ?? 50);

async function measure(env: Record<string, string>): Promise<{ perAct: number; perState: number }> {
  const camp = await startCamp({ ...BENCH_LIMITS, ...env });
  try {
    const agents: CampClient[] = [];
    for (let i = 0; i < AGENTS; i++) {
      const agent = await camp.signUp();
      await agent.newGame('solitaire', { seed: `queries-${i}` });
      agents.push(agent);
    }
    // One warm-up act each: what a process does once per game is not what each act costs.
    await Promise.all(agents.map((agent) => agent.act('solitaire', 'draw')));
    const store = camp.camp.store;
    const beforeActs = store.queryCount;
    await Promise.all(agents.map(async (agent) => {
      let stockEmpty = false;
      for (let i = 0; i < actsPerAgent; i++) {
        const reply = await agent.act('solitaire', stockEmpty ? 'recycle' : 'draw');
        if (reply.status !== 200) throw new Error(`act failed: ${JSON.stringify(reply.body)}`);
        stockEmpty = reply.body.board.stock.count === 0;
      }
    }));
    const beforeStates = store.queryCount;
    await Promise.all(agents.map(async (agent) => {
      for (let i = 0; i < actsPerAgent; i++) await agent.state('solitaire');
    }));
    const total = AGENTS * actsPerAgent;
    return { perAct: (beforeStates - beforeActs) / total, perState: (store.queryCount - beforeStates) / total };
  } finally {
    await camp.close();
  }
}

const sqlite = await measure({});
const postgres = await startPostgres();
let shared;
try {
  shared = await measure({ DATABASE_URL: postgres.url });
} finally {
  postgres.stop();
}
console.log(`${AGENTS} agents x ${actsPerAgent} acts, then as many state reads (statements, BEGIN/COMMIT counted on PostgreSQL)`);
console.log(`${'store'.padEnd(12)} ${'per act'.padStart(8)} ${'per state'.padStart(10)}`);
console.log(`${'SQLite'.padEnd(12)} ${sqlite.perAct.toFixed(2).padStart(8)} ${sqlite.perState.toFixed(2).padStart(10)}`);
console.log(`${'PostgreSQL'.padEnd(12)} ${shared.perAct.toFixed(2).padStart(8)} ${shared.perState.toFixed(2).padStart(10)}`);
