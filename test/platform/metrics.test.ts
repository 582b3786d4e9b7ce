/**
 * The operator's metrics: served only when asked for (a token on the camp's
 * port, or a port of their own), valid by Prometheus's own `promtool` after
 * real traffic, counting what that traffic did, and with no label that
 * carries an account, key, token, seed or command.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const GAME = 'minesweeper';
const SEED = 'metrics-seed-7f3a';

interface Sample { name: string; labels: Map<string, string>; value: number }

/** The samples of a scrape in the Prometheus text format (label values hold no escaped quotes here). */
function samples(text: string): Sample[] {
  return text.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels = new Map([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1]!, label[2]!]));
    return { name: match[1]!, labels, value: Number(match[3]) };
  });
}

/** The sum of a metric's samples whose labels include `labels`. */
function total(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  return all.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels.get(key) === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

function promtoolCheck(text: string): string {
  // Exits non-zero (and so throws) on a malformed exposition or a lint problem.
  return execFileSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
}

describe('metrics served on the camp port and on their own port', () => {
  let camp: TestCamp;
  const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => fetch(`${camp.url}/metrics`, { headers });

  beforeAll(async () => {
    camp = await startCamp({
      CAMP_METRICS_TOKEN: TOKEN, CAMP_METRICS_PORT: '0', CAMP_LIMIT_LOGINS_PER_MINUTE: '1', CAMP_WRONG_ANSWERS_BEFORE_LOCKOUT: '2',
    });
  });
  afterAll(async () => camp.close());

  it('answers 401 without the token or with another, and the metrics with it', async () => {
    const missing = await scrape({});
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await missing.json()).error).toBe('unauthorized');
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    const granted = await scrape();
    expect(granted.status).toBe(200);
    expect(granted.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await granted.text()).toMatch(/^# HELP /m);
  });

  it('serves the same metrics on its own port without a token, and nothing else there', async () => {
    const own = camp.camp.metricsServer!;
    expect(own.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const reply = await fetch(`${own.url}/metrics`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('camp_http_requests_total');
    expect((await fetch(`${own.url}/`)).status).toBe(404);
  });

  it('counts the traffic it served, passes promtool, and no label holds an account, key, token, seed or command', async () => {
    const before = samples(await (await scrape()).text());
    const player = await camp.signUp(`metrics-player-${process.pid}`);
    // One right answer (new), two accepted commands (reveal, resign) on two more right answers; the game ends resigned.
    expect((await player.newGame(GAME, { difficulty: 'beginner', seed: SEED }, true)).status).toBe(201);
    expect((await player.act(GAME, 'reveal 5 5')).status).toBe(200);
    const resigned = await player.act(GAME, 'resign');
    expect(resigned.body.status).toBe('over');
    // A puzzle never issued.
    expect((await player.post(`/games/${GAME}/api/act`, { command: 'reveal 1 1' }, { 'x-agent-check': 'forged', 'x-agent-answer': '1' })).body.error)
      .toBe('agent_check_malformed');
    // Two wrong answers in a row lock out the account and the address: two lock-outs.
    const wrong = async () => {
      const token = (await player.get('/api/v1/agent-check')).body.agent_check.token as string;
      return player.post(`/games/${GAME}/api/new`, { difficulty: 'beginner' }, { 'x-agent-check': token, 'x-agent-answer': String((await camp.answerFor(token)) + 1) });
    };
    expect((await wrong()).body.error).toBe('agent_check_wrong');
    expect((await wrong()).body.error).toBe('agent_check_wrong');
    expect((await wrong()).body.error).toBe('too_many_wrong_answers');
    // The second login in a minute is refused by the login limit.
    expect((await camp.client().post('/api/v1/login', { name: player.name, key: player.key })).status).toBe(200);
    expect((await camp.client().post('/api/v1/login', { name: player.name, key: player.key })).status).toBe(429);
    expect((await camp.client().get('/no/such/route/metrics-player')).status).toBe(404);

    const text = await (await scrape()).text();
    promtoolCheck(text);
    const after = samples(text);
    const moved = (name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);

    expect(moved('camp_acts_total', { game: GAME })).toBe(2);
    expect(moved('camp_games_started_total', { game: GAME })).toBe(1);
    expect(moved('camp_games_finished_total', { game: GAME, ending: resigned.body.outcome })).toBe(1);
    expect(moved('camp_agent_checks_total', { outcome: 'right' })).toBe(3);
    expect(moved('camp_agent_checks_total', { outcome: 'wrong' })).toBe(2);
    expect(moved('camp_agent_checks_total', { outcome: 'malformed' })).toBe(1);
    expect(moved('camp_lockouts_total')).toBe(2);
    expect(moved('camp_rate_limit_refusals_total', { limit: 'logins' })).toBe(1);
    expect(moved('camp_http_requests_total', { method: 'POST', route: '/api/v1/accounts', status: '201' })).toBe(1);
    expect(moved('camp_http_requests_total', { method: 'POST', route: `/games/${GAME}/api/act`, status: '200' })).toBe(2);
    expect(moved('camp_http_requests_total', { method: 'POST', route: '/api/v1/login', status: '429' })).toBe(1);
    expect(moved('camp_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(moved('camp_http_request_duration_seconds_count', { method: 'POST', route: `/games/${GAME}/api/act`, status: '200' })).toBe(2);
    // Every write above was committed to SQLite and timed.
    expect(moved('camp_store_commit_duration_seconds_count', { store: 'sqlite' })).toBeGreaterThanOrEqual(3);
    // The resigned game is over: no open game of this player is left.
    expect(total(after, 'camp_open_games', { game: GAME, status: 'playing' })).toBe(0);
    expect(total(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(after.some((sample) => sample.name === 'process_resident_memory_bytes')).toBe(true);

    const secrets = [player.name, player.key, TOKEN, SEED, 'reveal 5 5', 'forged', 'metrics-player'];
    for (const sample of after) {
      for (const [label, value] of sample.labels) {
        for (const secret of secrets) expect(value.toLowerCase(), `${sample.name} ${label}`).not.toContain(secret.toLowerCase());
        // A route label is a pattern the camp registered (or 'unmatched'), never a URL a client made up.
        if (label === 'route') {
          expect(value === 'unmatched' || camp.camp.app.hasRoute({ method: sample.labels.get('method') as 'GET', url: value }), value).toBe(true);
        }
      }
    }
  });

  it('reports the deal pools through the game definitions once a pool is in use', async () => {
    const player = await camp.signUp();
    expect((await player.newGame('solitaire', { deal: 'winnable', draw: 1 }, true)).status).toBe(201);
    const after = samples(await (await scrape()).text());
    const target = after.find((sample) => sample.name === 'camp_deal_pool_target' && sample.labels.get('game') === 'solitaire' && sample.labels.get('pool') === 'draw1');
    expect(target?.value).toBe(8);
    expect(after.some((sample) => sample.name === 'camp_deal_pool_ready' && sample.labels.get('pool') === 'draw1')).toBe(true);
    expect(after.some((sample) => sample.name === 'camp_worker_queue_depth' && sample.labels.get('pool') === 'draw1')).toBe(true);
  });
});

describe('metrics not asked for', () => {
  let camp: TestCamp;
  beforeAll(async () => { camp = await startCamp(); });
  afterAll(async () => camp.close());

  it('answers 404 at /metrics, token or not, and opens no metrics port', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const reply = await fetch(`${camp.url}/metrics`, { headers });
      expect(reply.status).toBe(404);
      expect((await reply.json()).error).toBe('not_found');
    }
    expect(camp.camp.metricsServer).toBeUndefined();
  });
});

describe('metrics on their own port only', () => {
  let camp: TestCamp;
  beforeAll(async () => { camp = await startCamp({ CAMP_METRICS_PORT: '0' }); });
  afterAll(async () => camp.close());

  it('keeps /metrics on the camp port a 404 and serves the port of its own', async () => {
    expect((await fetch(`${camp.url}/metrics`)).status).toBe(404);
    await camp.signUp();
    const text = await (await fetch(`${camp.camp.metricsServer!.url}/metrics`)).text();
    promtoolCheck(text);
    expect(total(samples(text), 'camp_http_requests_total', { route: '/api/v1/accounts', status: '201' })).toBe(1);
  });
});

describe('metrics of a camp on PostgreSQL', () => {
  let postgres: TestPostgres;
  let camp: TestCamp;
  beforeAll(async () => {
    postgres = await startPostgres();
    camp = await startCamp({ DATABASE_URL: postgres.url, CAMP_METRICS_TOKEN: TOKEN });
  }, 60_000);
  afterAll(async () => {
    await camp?.close();
    postgres?.stop();
  });

  it('times its commits under store="postgres" and counts its open games from the database', async () => {
    const player = await camp.signUp();
    expect((await player.newGame(GAME, { difficulty: 'beginner' }, true)).status).toBe(201);
    const text = await (await fetch(`${camp.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    promtoolCheck(text);
    const all = samples(text);
    expect(total(all, 'camp_store_commit_duration_seconds_count', { store: 'postgres' })).toBeGreaterThanOrEqual(1);
    expect(total(all, 'camp_store_commit_duration_seconds_count', { store: 'sqlite' })).toBe(0);
    expect(total(all, 'camp_open_games', { game: GAME, status: 'playing' })).toBe(1);
  });
});

describe('the pause for too few right answers, counted', () => {
  it('counts each pause as it starts', async () => {
    // A window of four answers at 60% right: right, wrong, right, wrong is 50%, a pause (no two wrong in a row, so no lock-out).
    const camp = await startCamp({ CAMP_METRICS_TOKEN: TOKEN, CAMP_CHECK_ACCURACY_WINDOW: '4', CAMP_CHECK_ACCURACY_PERCENT: '60' });
    try {
      const player = await camp.signUp();
      const answer = async (right: boolean) => {
        const token = (await player.get('/api/v1/agent-check')).body.agent_check.token as string;
        const sent = (await camp.answerFor(token)) + (right ? 0 : 1);
        return player.post(`/games/${GAME}/api/new`, { difficulty: 'beginner' }, { 'x-agent-check': token, 'x-agent-answer': String(sent) });
      };
      const read = async () => samples(await (await fetch(`${camp.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text());
      expect(total(await read(), 'camp_check_pauses_total')).toBe(0);
      for (const right of [true, false, true]) await answer(right);
      expect(total(await read(), 'camp_check_pauses_total')).toBe(0);
      await answer(false);
      // The account and the address each start a pause.
      expect(total(await read(), 'camp_check_pauses_total')).toBe(2);
      expect((await answer(true)).body.error).toBe('agent_check_paused');
    } finally {
      await camp.close();
    }
  });
});

describe('suite runs, counted', () => {
  it('counts runs started and completed, once each', async () => {
    // A camp of its own: the lock-outs of the traffic test above hold this process's address.
    const camp = await startCamp({ CAMP_METRICS_TOKEN: TOKEN });
    const read = async () => samples(await (await fetch(`${camp.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text());
    try {
      const before = await read();
      const player = await camp.signUp();
      const started = await player.post('/api/v1/suites/smoke/runs', {});
      expect(started.status).toBe(201);
      const runId: string = started.body.run.id;
      for (let run = started.body.run; run.next; run = (await player.get(`/api/v1/runs/${runId}`)).body) {
        const game = await player.checkedPost(run.next.new.path, run.next.new.body);
        expect(game.status).toBe(201);
        expect((await player.act(run.next.game, 'resign', { game_id: game.body.game_id })).body.status).toBe('over');
      }
      let run = (await player.get(`/api/v1/runs/${runId}`)).body;
      for (let wait = 0; !run.report_card && wait < 120; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        run = (await player.get(`/api/v1/runs/${runId}`)).body;
      }
      expect(run.report_card).not.toBeNull();
      // Read once more: a stored card is not counted again.
      await player.get(`/api/v1/runs/${runId}`);
      const after = await read();
      const moved = (labels: Record<string, string>) => total(after, 'camp_suite_runs_total', labels) - total(before, 'camp_suite_runs_total', labels);
      expect(moved({ suite: 'smoke', event: 'started' })).toBe(1);
      expect(moved({ suite: 'smoke', event: 'completed' })).toBe(1);
    } finally {
      await camp.close();
    }
  }, 90_000);
});
