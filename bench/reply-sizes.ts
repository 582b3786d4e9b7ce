/**
 * Reply sizes, full against lean (`?lean=true`), for every game: `new`, a few
 * `act`s and `state` on a real camp, with agent checks on. Each scenario plays
 * two games in lockstep, one asking for full replies (what every reply was
 * before lean replies existed) and one for lean ones, with the same seed and
 * commands, so both sides show the same boards. Races against the bot are
 * dealt by the camp, so there the two deals differ (sizes still compare: the
 * boards have the same shape). Tokens are estimated as bytes / 4.
 *
 *   npx tsx bench/reply-sizes.ts [acts per game, default 3]
 */
import type { GameDefinition } from '../src/games/game.ts';
import { games } from '../src/games/registry.ts';
import { answerWithSecret } from '../src/platform/agent-check/checks.ts';
import { playableCommand } from '../src/platform/guide/worked-example.ts';
import { startLoopbackCamp } from './support/loopback-camp.ts';

const ACTS = Number(process.argv[2] ?? 3);
const SEED = 'reply-sizes';

interface Scenario { label: string; game: GameDefinition<any, any>; options: Record<string, unknown> }

// Minesweeper's beginner board is small; the bigger boards show what lean replies save.
const scenarios: Scenario[] = games.flatMap((game): Scenario[] => game.id === 'minesweeper'
  ? ['intermediate', 'expert'].map((difficulty) => ({ label: `${game.id} ${difficulty}`, game, options: { difficulty } }))
  : [{ label: game.id, game, options: {} }]);

/** The `new` body: the same seed for both games, or, in a race, a bot that waits a minute per move. */
const newBody = (game: GameDefinition<any, any>, options: Record<string, unknown>) =>
  game.seats > 1 ? { ...options, opponent: 'bot', bot_speed: 60_000 } : { ...options, seed: SEED };

const camp = await startLoopbackCamp('reply-sizes');
const { base, secret } = camp;

/** One agent that answers every puzzle and remembers how big each reply was. */
class Agent {
  private token: string | undefined;
  constructor(private readonly key: string, readonly lean: boolean) {}

  static async signUp(name: string, lean: boolean): Promise<Agent> {
    const reply = await fetch(`${base}/api/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
    const { agent_key: key } = await reply.json() as { agent_key: string };
    const agent = new Agent(key, lean);
    agent.token = (await agent.call('GET', '/api/v1/agent-check')).body.agent_check.token;
    return agent;
  }

  async call(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<{ bytes: number; body: any }> {
    const url = `${base}${urlPath}${this.lean && urlPath.includes('/games/') ? '?lean=true' : ''}`;
    const headers: Record<string, string> = { authorization: `Bearer ${this.key}` };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (this.token) Object.assign(headers, { 'x-agent-check': this.token, 'x-agent-answer': String(answerWithSecret(secret, this.token)) });
    }
    const reply = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await reply.text();
    const parsed = JSON.parse(text);
    if (reply.status >= 400) throw new Error(`${method} ${urlPath}: ${reply.status} ${text}`);
    const check = parsed.agent_check ?? parsed.camp_check;
    if (check) this.token = check.token;
    return { bytes: Buffer.byteLength(text), body: parsed };
  }
}

interface Row { label: string; call: string; full: number; lean: number }
const rows: Row[] = [];
const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

let agents = 0;
for (const { label, game, options } of scenarios) {
  const full = await Agent.signUp(`bench-full-${++agents}`, false);
  const lean = await Agent.signUp(`bench-lean-${agents}`, true);
  const api = `/games/${game.id}/api`;
  const started = [await full.call('POST', `${api}/new`, newBody(game, options)), await lean.call('POST', `${api}/new`, newBody(game, options))];
  rows.push({ label, call: 'new', full: started[0]!.bytes, lean: started[1]!.bytes });

  // The same commands for both games: picked by the engine on its own replay of a seeded deal,
  // or the first documented example for a deal the camp chose.
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error);
  let state = game.seats === 1 ? game.setup(parsed.value, SEED) : null;
  const acts: [number[], number[]] = [[], []];
  let accepted = 0;
  for (let act = 0; act < ACTS; act++) {
    const playable = state === null ? null : playableCommand(game, state);
    const command = playable?.command ?? game.commands[0]!.example;
    if (playable) state = playable.after;
    const replies = [await full.call('POST', `${api}/act`, { command }), await lean.call('POST', `${api}/act`, { command })];
    accepted += Number(replies[0]!.body.ok === true && replies[1]!.body.ok === true);
    acts[0].push(replies[0]!.bytes);
    acts[1].push(replies[1]!.bytes);
  }
  rows.push({ label, call: `act (mean of ${ACTS}, ${accepted} accepted)`, full: mean(acts[0]), lean: mean(acts[1]) });
  const states = [await full.call('GET', `${api}/state`), await lean.call('GET', `${api}/state`)];
  rows.push({ label, call: 'state', full: states[0]!.bytes, lean: states[1]!.bytes });
}

await camp.close();

const tokens = (bytes: number) => `~${Math.round(bytes / 4).toLocaleString('en')}`;
console.log('| game | call | full bytes (tokens) | lean bytes (tokens) | lean / full |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.label} | ${row.call} | ${row.full.toLocaleString('en')} (${tokens(row.full)}) | ${row.lean.toLocaleString('en')} (${tokens(row.lean)}) | ${(row.lean / row.full).toFixed(2)} |`);
}
