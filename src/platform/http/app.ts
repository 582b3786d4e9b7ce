/**
 * The camp's HTTP server: Fastify with JSON-schema validation, JSON errors
 * that say what would be right, and one set of routes per registered game.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { GameDefinition } from '../../games/game.ts';
import { Accounts } from '../accounts/accounts.ts';
import { accountSuspended, AccountStanding } from '../accounts/standing.ts';
import { AgentChecks, ANY_CALL, USED_CHECK_MESSAGE } from '../agent-check/checks.ts';
import type { PuzzlePages } from '../agent-check/puzzle-book.ts';
import type { CampConfig } from '../config/load.ts';
import { CampError } from '../errors.ts';
import { IdempotentCalls } from '../idempotency/idempotent-calls.ts';
import { BotRunner } from '../live/bots.ts';
import type { CampServices } from './services.ts';
import { GameEvents } from '../live/events.ts';
import { SeatTimeouts } from '../live/seat-timeouts.ts';
import { registerRateLimits } from './rate-limits.ts';
import { accountOfKey, clientKeys } from '../limits/client-address.ts';
import { ReportCards } from '../suites/card-builder.ts';
import { CardSweep } from '../suites/card-sweep.ts';
import { buildSuites } from '../suites/catalogue.ts';
import { Runs } from '../suites/runs.ts';
import { registerSuiteRoutes } from './suite-routes.ts';
import { CheckAccuracy } from '../limits/check-accuracy.ts';
import { GuessLimits } from '../limits/guess-limits.ts';
import { WrongAnswers } from '../limits/wrong-answers.ts';
import { DailyDeals } from '../records/daily.ts';
import type { GameView } from '../play/game-view.ts';
import { GameSessions } from '../play/sessions.ts';
import { CheckAlreadyUsed, type AccountRow, type CheckSpend, type Store } from '../store.ts';
import { Hindsights } from '../records/hindsights.ts';
import { ReplayCheckpoints } from '../records/replay-checkpoints.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerDocsRoutes } from './docs-routes.ts';
import { docsLibrary } from '../docs/library.ts';
import { answerClientError, registerErrorReplies } from './error-replies.ts';
import { registerGameRoutes } from './game-routes.ts';
import { registerGuideRoutes } from './guide-routes.ts';
import { registerLeaderboardRoutes } from './leaderboard-routes.ts';
import { registerMcpRoute } from './mcp-route.ts';
import { registerAdminRoutes } from './admin-routes.ts';
import { countRequests, registerMetricsRoute } from './metrics-route.ts';
import type { CampMetrics } from '../metrics/camp-metrics.ts';
import { registerOpenApi } from './openapi.ts';
import { registerRacesRoutes } from './races-routes.ts';
import { registerRecordsRoutes, registerReplayRoute } from './records-routes.ts';
import { REPLAY_PAGE } from '../records/records.ts';
import { problemResponses } from './reply-schemas.ts';
import { RequestLog } from './request-log.ts';
import { registerReviewRoute } from './review-routes.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { refuseUnstorableInput } from './storable-input.ts';
import { registerStreamRoute } from './stream-route.ts';
import { registerWebRoutes } from './web-routes.ts';
import { bearerCredential, checkAnswer, checkCaller } from './request-fields.ts';
import { validationError } from './validation.ts';
import { badCredentials, channelOf, noCredentials, phrasesFor, renderJson } from '../wording/channel.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;
/** How long the health check waits for the database (a PostgreSQL that is gone may not refuse at once). */
const HEALTH_WAIT_MS = 2_000;

/** Whether `work` settles well within `ms` (its timer cleared either way, so a busy checker leaves none behind). */
async function answersWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), ms); });
  try {
    return await Promise.race([work.then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface AppOptions {
  config: CampConfig;
  store: Store;
  games: readonly GameDefinition<any, any>[];
  checkSecret: string;
  /** Every secret accepted when checking, newest (checkSecret) first; [checkSecret] by default. */
  checkSecrets?: readonly string[];
  /** Where agent check puzzles come from: the process's pages for the configuration's puzzle file (bookedPuzzles). */
  puzzles: PuzzlePages;
  logger?: boolean | object;
  /** The camp's clock (tests move it to another UTC day). */
  now?: () => number;
  /** True once the process is shutting down and wants no new players (see Camp.drain). */
  isDraining?: () => boolean;
  /** How many replay states the process keeps (MAX_KEPT_STATES by default; 0 replays every page from the deal). */
  replayStates?: number;
  /** The folder of Markdown pages served at /docs/<page> (the repository's docs/ by default). */
  docsDir?: string;
  /** The camp's metrics, when the operator asked for them (CAMP_METRICS_TOKEN or CAMP_METRICS_PORT). */
  metrics?: CampMetrics;
}

/** Valid JSON that the parser refused anyway holds a key it refuses on purpose: it could poison Object.prototype. */
const forbiddenKey = () => new CampError(400, 'forbidden_key',
  'The body holds a key named "__proto__", or "constructor" with "prototype" inside; no field of the camp has those names. Send the body without them.');

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, store, games } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request, with more in it than Fastify's pair (request-log.ts).
    logController: new RequestLog((request) => accountOf.get(request)),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // A client gets this long to send its whole request, so a body that never ends cannot hold a connection.
    // It counts only receiving: a response that streams for hours (the SSE stream) is not cut.
    requestTimeout: config.requestTimeoutMs,
    http: {
      // Node checks headersTimeout against its own requestTimeout (300 s) when the server is made.
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      // Node looks for overdue requests on this interval (30 s by default), so short timeouts need a shorter one.
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.requestTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false, allowUnionTypes: true } },
    schemaErrorFormatter: validationError,
  });

  // An empty JSON body means "no fields", so `curl -X POST -H 'Content-Type: application/json'` works.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    parseJson(request, body as string, (error, parsed) => done(error && isValidJson(body as string) ? forbiddenKey() : error, parsed));
  });

  const { metrics } = options;
  // First, so that every later route's replies are counted.
  countRequests(app, metrics);
  // The MCP tools say Camp-Channel: mcp: their replies name tools where others name routes (wording/channel.ts).
  const phrases = phrasesFor(games.map((game) => game.id));
  app.addHook('onSend', async (request, _reply, payload) =>
    typeof payload === 'string' && channelOf(request.headers) === 'mcp' ? renderJson(payload, 'mcp', phrases) : payload);

  await registerSecurityHeaders(app);
  refuseUnstorableInput(app);
  const standing = new AccountStanding(store, options.now ?? Date.now);
  await standing.start();
  app.addHook('onClose', async () => standing.close());
  const secrets = options.checkSecrets ?? [options.checkSecret];
  const accounts = new Accounts(store, options.now ?? Date.now, standing, secrets);
  // One look-up of the request's credential, shared by the game-call limit (which counts by it) and requireAccount.
  const credentialAccounts = new WeakMap<FastifyRequest, Promise<AccountRow | undefined>>();
  const accountOfCredential = (request: FastifyRequest, credential: string) => {
    let found = credentialAccounts.get(request);
    if (!found) credentialAccounts.set(request, found = accounts.authenticate(credential));
    return found;
  };
  const limits = await registerRateLimits(app, config.limits, async (request, credential) => (await accountOfCredential(request, credential)) !== undefined,
    (limit) => metrics?.rateLimited(limit));
  await registerOpenApi(app, games, config.publicUrl);
  // Right after the API page, whose routes a docs page must not collide with, and before anything starts running.
  const docs = docsLibrary(options.docsDir);
  registerDocsRoutes(app, docs);
  const guesses = new GuessLimits(
    new WrongAnswers(config.limits.wrongAnswersBeforeLockout, config.limits.lockoutMs, Date.now, () => metrics?.lockoutStarted()),
    // An account's pause is stored and read with the account standing, so every process keeps it; an address's stays this process's.
    new CheckAccuracy(config.limits.accuracyWindow, config.limits.accuracyPercent, config.limits.accuracyPauseMs, Date.now, (key, until) => {
      metrics?.pauseStarted();
      const accountId = accountOfKey(key);
      if (accountId === undefined) return;
      standing.notePause(accountId, until);
      store.pauseChecks(accountId, until).catch((error) => app.log.error({ err: error }, 'could not store a pause'));
    }, (key) => {
      const accountId = accountOfKey(key);
      return accountId === undefined ? 0 : standing.pausedFor(accountId);
    }),
  );

  // What each request has established so far: who sent it, and which puzzle it spent.
  const accountOf = new WeakMap<FastifyRequest, AccountRow>();
  const spentChecks = new WeakMap<FastifyRequest, CheckSpend>();
  const checks = new AgentChecks(store, secrets, config.checkTtlMs, Date.now, options.puzzles);
  // While a game is on, its calls serve its own open puzzle; every other call the holder's other one.
  const scopeOf = (view: GameView | undefined) => (view && view.row.status !== 'over' ? view.row.id : ANY_CALL);
  const events = new GameEvents();
  const now = options.now ?? Date.now;
  const sessions = new GameSessions(store, (id, type) => events.notify(id, type), config.seatTimeoutMs, now, metrics);
  metrics?.watchStreams(() => limits.streams.open);
  const daily = new DailyDeals(options.checkSecret, now);
  const gamesById = new Map(games.map((game) => [game.id, game]));
  const logError = (error: unknown) => app.log.error({ err: error }, 'background task failed');
  const bots = new BotRunner(store, sessions, gamesById, events, logError, now);
  const seatTimeouts = new SeatTimeouts(store, sessions, gamesById, config.seatTimeoutMs, logError);
  app.addHook('onReady', () => bots.resume());
  app.addHook('onClose', async () => {
    bots.close();
    seatTimeouts.close();
  });
  const hindsights = new Hindsights(store, daily, now, (error) => app.log.error({ err: error }, 'hindsight failed'));
  const services: CampServices = {
    config, store, games, accounts, standing, checks, sessions, events, limits, daily, now, hindsights,
    runs: new Runs(store, gamesById, buildSuites(games), config.runDeadlineMs, config.runRaceBotMs, now, (suite) => metrics?.suiteRun(suite, 'started')),
    cards: new ReportCards(store, gamesById, hindsights, (error) => app.log.error({ err: error }, 'report card failed'),
      (suite) => metrics?.suiteRun(suite, 'completed')),
    replays: new ReplayCheckpoints(REPLAY_PAGE.default, options.replayStates),
    idempotency: new IdempotentCalls(store, config.idempotencyKeepMs, now, (request) => services.requireAccount(request),
      (error, message) => app.log.error({ err: error }, message)),
    async requireAccount(request) {
      const credential = bearerCredential(request);
      if (!credential) {
        throw new CampError(401, 'unauthorized', noCredentials.http);
      }
      const account = await accountOfCredential(request, credential);
      if (!account) {
        throw new CampError(401, 'unauthorized', badCredentials.http);
      }
      if (standing.refusal(account.id) === 'suspended') {
        throw accountSuspended();
      }
      accountOf.set(request, account);
      return account;
    },
    async requireCheck(request, account, view) {
      if (!config.agentChecks) return false;
      const guessers = guessersOf(request, account);
      guesses.refuseWhileHeld(guessers);
      const verdict = await checks.verify(checkAnswer(request), checkCaller(request, account));
      if (verdict.ok) metrics?.checkJudged('right');
      if (verdict.ok || verdict.reason === 'wrong') guesses.judged(guessers, verdict.ok);
      if (!verdict.ok) throw await checkRefusal(verdict.reason, verdict.message, request, account, view);
      spentChecks.set(request, verdict.spend);
      return true;
    },
    async requireCheckForWrite(request, account, view) {
      if (!config.agentChecks) return undefined;
      const guessers = guessersOf(request, account);
      guesses.refuseWhileHeld(guessers);
      const verdict = await checks.verifyForWrite(checkAnswer(request), checkCaller(request, account));
      if (verdict.ok) metrics?.checkJudged('right');
      if (!verdict.ok) {
        if (verdict.reason === 'wrong') guesses.judged(guessers, false);
        throw await checkRefusal(verdict.reason, verdict.message, request, account, view);
      }
      const spend = verdict.spend;
      return {
        spend,
        // A right answer counts once its token is spent: replaying a used one must not clear a streak of wrong ones.
        spent: () => {
          checks.spent(spend);
          guesses.judged(guessers, true);
          spentChecks.set(request, spend);
        },
      };
    },
    refuseUsedCheck: (write, request, account, view) => write.catch(async (error: unknown) => {
      throw error instanceof CheckAlreadyUsed ? await checkRefusal('used', USED_CHECK_MESSAGE, request, account, view) : error;
    }),
    nextCheck: async (request, account, view) => (config.agentChecks ? checks.issue(checkCaller(request, account), scopeOf(view)) : null),
    knownAccount: (request) => accountOf.get(request),
    async giveBackCheck(request) {
      const spent = spentChecks.get(request);
      if (spent !== undefined) await checks.release(spent);
    },
  };

  // A run completed and never read still gets its card, and its place on the suite board.
  const cardSweep = new CardSweep(store, services.runs, services.cards, config.runCardSweepMs, now, logError);
  app.addHook('onClose', async () => cardSweep.close());

  const guessersOf = (request: FastifyRequest, account: AccountRow | undefined) => clientKeys(request.ip, account);
  // A refusal carries the call's open puzzle, as its reply would have: after a wrong answer, the next one.
  const checkRefusal = async (reason: string, message: string, request: FastifyRequest, account: AccountRow | undefined, view: GameView | undefined) => {
    metrics?.checkJudged(reason);
    const next = await checks.issue(checkCaller(request, account), scopeOf(view));
    return new CampError(428, `agent_check_${reason}`, `${message} Nothing was changed.`, { agent_check: next, camp_check: next });
  };

  registerErrorReplies(app, services, BODY_LIMIT_BYTES);
  registerMetricsRoute(app, metrics, config.metricsToken);

  app.get('/healthz', {
    schema: {
      tags: ['camp'],
      summary: 'Health check: 200 once the camp is ready and its database answers, else 503',
      response: {
        200: { type: 'object', additionalProperties: true, required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } },
        ...problemResponses(503),
      },
    },
  }, async () => {
    // A load balancer asks this to know where to send players: a camp whose database is gone, or that is
    // about to stop, must say so.
    if (options.isDraining?.()) throw new CampError(503, 'draining', 'This camp process is shutting down; it still serves what it is sent until it stops.');
    if (!(await answersWithin(store.ping(), HEALTH_WAIT_MS))) throw new CampError(503, 'store_unavailable', `The camp's database did not answer within ${HEALTH_WAIT_MS / 1000} s.`);
    return { status: 'ok' };
  });
  registerAccountRoutes(app, services);
  for (const game of games) {
    registerGameRoutes(app, services, game);
    registerStreamRoute(app, services, game);
    registerReplayRoute(app, services, game);
    registerReviewRoute(app, services, game);
  }
  registerRecordsRoutes(app, services);
  registerMcpRoute(app, services);
  registerWebRoutes(app, services, docs);
  registerGuideRoutes(app, services);
  registerLeaderboardRoutes(app, services);
  registerRacesRoutes(app, services);
  registerSuiteRoutes(app, services);
  registerAdminRoutes(app, { store, keys: config.adminKeys, secrets, standing, now });
  return app;
}
