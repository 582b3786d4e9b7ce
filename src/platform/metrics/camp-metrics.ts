/**
 * The camp's Prometheus metrics (prom-client), one registry per camp: tests
 * run several camps in one process, and each counts only its own traffic.
 * Every label takes its values from a short fixed list (routes as patterns,
 * game ids, statuses, outcomes, limit names, pool names): never an account,
 * key, token, seed or command, so the number of series stays bounded and
 * nothing personal or secret reaches the scraper.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { GameDefinition } from '../../games/game.ts';

/** The route label of a request no route matched (its URL is never a label). */
export const UNMATCHED_ROUTE = 'unmatched';

/** What the metrics read when scraped rather than count as things happen. */
export interface MetricSources {
  games: readonly GameDefinition<any, any>[];
  /** Games waiting or being played, by type and status (from the database: every process sees the same). */
  openGames(): Promise<{ game: string; status: string; count: number }[]>;
  /** 'sqlite' or 'postgres', the store label of the commit latency. */
  storeKind: string;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class CampMetrics {
  readonly registry = new Registry();
  private readonly requestCount: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  private readonly acts: Counter<'game'>;
  private readonly started: Counter<'game'>;
  private readonly finished: Counter<'game' | 'ending'>;
  private readonly checkOutcomes: Counter<'outcome'>;
  private readonly lockouts: Counter;
  private readonly pauses: Counter;
  private readonly suiteRuns: Counter<'suite' | 'event'>;
  private readonly refusals: Counter<'limit'>;
  private readonly commitSeconds: Histogram<'store'>;
  private openStreams: () => number = () => 0;

  constructor(private readonly sources: MetricSources) {
    const registers = [this.registry];
    // The process's own (CPU, memory, event-loop lag, GC), under the names every Node dashboard knows.
    collectDefaultMetrics({ register: this.registry });
    // Gauges whose names end in _total, which Prometheus's own lint (promtool check metrics) refuses.
    for (const misnamed of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) this.registry.removeSingleMetric(misnamed);
    this.requestCount = new Counter({
      name: 'camp_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'], registers,
    });
    this.requestSeconds = new Histogram({
      name: 'camp_http_request_duration_seconds', help: 'Time from a request\'s arrival to its reply, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'], buckets: LATENCY_BUCKETS, registers,
    });
    this.acts = new Counter({ name: 'camp_acts_total', help: 'Commands accepted into games\' logs, by game.', labelNames: ['game'], registers });
    this.started = new Counter({ name: 'camp_games_started_total', help: 'Games dealt and playable (alone, against the bot, or matched), by game.', labelNames: ['game'], registers });
    this.finished = new Counter({ name: 'camp_games_finished_total', help: 'Games that ended through a move, by game and ending (the game\'s outcome).', labelNames: ['game', 'ending'], registers });
    this.checkOutcomes = new Counter({
      name: 'camp_agent_checks_total', help: 'Agent check answers judged, by outcome (right, wrong, expired, foreign, malformed, used, missing).',
      labelNames: ['outcome'], registers,
    });
    this.lockouts = new Counter({ name: 'camp_lockouts_total', help: 'Lock-outs started after too many wrong agent check answers in a row (per account and per address).', registers });
    this.pauses = new Counter({ name: 'camp_check_pauses_total', help: 'Pauses started for too few right agent check answers over the last ones judged (per account and per address).', registers });
    this.suiteRuns = new Counter({
      name: 'camp_suite_runs_total', help: 'Suite runs started, and completed (counted once, when the report card is stored), by suite.',
      labelNames: ['suite', 'event'], registers,
    });
    this.refusals = new Counter({ name: 'camp_rate_limit_refusals_total', help: 'Requests refused by a rate limit, by limit.', labelNames: ['limit'], registers });
    this.commitSeconds = new Histogram({
      name: 'camp_store_commit_duration_seconds', help: 'Time a write transaction took until durable, by store (sqlite or postgres).',
      labelNames: ['store'], buckets: LATENCY_BUCKETS, registers,
    });
    const metrics = this;
    new Gauge({
      name: 'camp_open_games', help: 'Games waiting for a player or being played, by game and status (the whole camp, from the database).',
      labelNames: ['game', 'status'], registers,
      async collect() {
        this.reset();
        for (const row of await metrics.sources.openGames()) this.set({ game: row.game, status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'camp_open_event_streams', help: 'Event streams this process holds open.', registers,
      collect() { this.set(metrics.openStreams()); },
    });
    new Gauge({
      name: 'camp_deal_pool_ready', help: 'Prepared deals ready to hand out, by game and pool.', labelNames: ['game', 'pool'], registers,
      collect() { metrics.eachPool((labels, level) => this.set(labels, level.ready)); },
    });
    new Gauge({
      name: 'camp_deal_pool_target', help: 'How many prepared deals a pool keeps ready when it can, by game and pool.', labelNames: ['game', 'pool'], registers,
      collect() { metrics.eachPool((labels, level) => this.set(labels, level.target)); },
    });
    new Gauge({
      name: 'camp_worker_queue_depth', help: 'Seeds waiting for a deal worker thread, by game and pool.', labelNames: ['game', 'pool'], registers,
      collect() { metrics.eachPool((labels, level) => this.set(labels, level.queued)); },
    });
  }

  private eachPool(set: (labels: { game: string; pool: string }, level: { ready: number; target: number; queued: number }) => void): void {
    for (const game of this.sources.games) {
      for (const level of game.dealPools?.() ?? []) set({ game: game.id, pool: level.pool }, level);
    }
  }

  /** Where the number of event streams this process holds open is read. */
  watchStreams(open: () => number): void {
    this.openStreams = open;
  }

  request(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status: String(status) };
    this.requestCount.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  gameStarted(game: string): void {
    this.started.inc({ game });
  }

  acted(game: string, commands: number): void {
    this.acts.inc({ game }, commands);
  }

  gameFinished(game: string, ending: string | null): void {
    this.finished.inc({ game, ending: ending ?? 'none' });
  }

  checkJudged(outcome: string): void {
    this.checkOutcomes.inc({ outcome });
  }

  lockoutStarted(): void {
    this.lockouts.inc();
  }

  pauseStarted(): void {
    this.pauses.inc();
  }

  suiteRun(suite: string, event: 'started' | 'completed'): void {
    this.suiteRuns.inc({ suite, event });
  }

  rateLimited(limit: string): void {
    this.refusals.inc({ limit });
  }

  committed(seconds: number): void {
    this.commitSeconds.observe({ store: this.sources.storeKind }, seconds);
  }

  /** The text Prometheus scrapes. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
