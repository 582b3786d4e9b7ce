/** Puts a camp together from its configuration: the store, the check secret, the HTTP app. */
import type { FastifyInstance } from 'fastify';
import { games as registeredGames } from '../games/registry.ts';
import type { GameDefinition } from '../games/game.ts';
import { bookedPuzzles } from './agent-check/puzzle-book.ts';
import { watchedOperatorFile } from './agent-check/puzzles/operator-file.ts';
import type { CampConfig } from './config/load.ts';
import { buildApp } from './http/app.ts';
import { LEGACY_SECRET_SETTING, loadSecret } from './accounts/secret.ts';
import { moveStaleVariants } from './records/leaderboards.ts';
import { pinStoredSeeds } from './play/stored-seeds.ts';
import { openStore } from './storage/open.ts';
import { CampMetrics } from './metrics/camp-metrics.ts';
import { serveMetrics, type MetricsServer } from './metrics/metrics-server.ts';
import type { Store } from './store.ts';

const PURGE_INTERVAL_MS = 60_000;

export interface Camp {
  app: FastifyInstance;
  store: Store;
  /** The metrics' own port (CAMP_METRICS_PORT), when set. */
  metricsServer?: MetricsServer;
  /** From now on /healthz answers 503 `draining`, so a load balancer sends players elsewhere; everything else is served as before. */
  drain(): void;
  close(): Promise<void>;
}

export async function createCamp(
  config: CampConfig,
  options: { logger?: boolean | object; games?: readonly GameDefinition<any, any>[]; now?: () => number; replayStates?: number; docsDir?: string } = {},
): Promise<Camp> {
  // Read before the store opens, so a faulty secret or puzzle file stops the camp with nothing to clean up.
  const secret = loadSecret(config.secret, config.secretFile);
  if (!secret.ok) throw new Error(secret.error);
  const checkSecret = secret.secret;
  const checkSecrets = secret.secrets;
  const puzzles = bookedPuzzles(checkSecret, config.puzzleFile, config.puzzleShare);
  const puzzleReader = config.puzzleFile === undefined ? undefined : watchedOperatorFile(config.puzzleFile);
  const store = await openStore(config);
  // Earlier versions kept the secret in a table; whoever read it could answer every puzzle.
  await store.deleteSetting(LEGACY_SECRET_SETTING);
  const games = options.games ?? registeredGames;
  const movedGames = await moveStaleVariants(store, games);
  // After the moves: a daily game's deal seed is then pinned under the variant it has now.
  const seeds = await pinStoredSeeds(store, games);
  let draining = false;
  // Only when the operator asked for them: nothing is counted or collected otherwise.
  const metrics = config.metricsToken !== undefined || config.metricsPort !== undefined
    ? new CampMetrics({ games, storeKind: config.databaseUrl ? 'postgres' : 'sqlite', openGames: () => store.openGameCounts(games.map((game) => game.id)) })
    : undefined;
  if (metrics) store.observeCommits?.((seconds) => metrics.committed(seconds));
  const app = await buildApp({
    config, store, games, checkSecret, checkSecrets, puzzles, logger: options.logger, now: options.now, replayStates: options.replayStates, docsDir: options.docsDir,
    isDraining: () => draining, metrics,
  }).catch(async (error: unknown) => { await store.close(); throw error; });
  let metricsServer: MetricsServer | undefined;
  if (metrics && config.metricsPort !== undefined) {
    metricsServer = await serveMetrics(metrics, config.metricsPort, config.metricsHost)
      .catch(async (error: Error) => {
        await app.close();
        await store.close();
        throw new Error(`cannot serve metrics on ${config.metricsHost}:${config.metricsPort}: ${error.message}`);
      });
  }
  if (movedGames > 0) app.log.info({ games: movedGames }, 'stored games moved to the leaderboard variant their options make now');
  if (seeds.pinned > 0) app.log.info({ games: seeds.pinned }, 'stored games given the seed of the deal they were played on');
  if (seeds.unmatched.length > 0) app.log.warn({ games: seeds.unmatched }, 'stored games whose deal no candidate seed replays: their replays answer replay_mismatch');
  // The shared store survives dropped connections; the camp's log is where an operator looks for them.
  store.reportLostConnections?.((message) => app.log.warn(message));
  const purge = setInterval(() => {
    const now = Date.now();
    store.purgeExpired(now).catch((error) => app.log.warn({ err: error }, 'purge failed'));
    store.forgetFinishedCheckScopes(now - config.checkTtlMs).catch((error) => app.log.warn({ err: error }, 'forgetting puzzle counts failed'));
    // A ranked game left idle counts as lost on the boards: keeping a bad deal open never helps a win rate.
    store.forfeitIdleGames(now - config.rankedIdleMs, now).catch((error) => app.log.warn({ err: error }, 'counting idle games failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();
  // The puzzle sources read a changed puzzle file themselves; this tells the operator whether it was taken.
  const stopHearing = puzzleReader === undefined ? () => {} : puzzleReader.listen((outcome) => {
    if (outcome.ok) app.log.info({ puzzles: outcome.count }, 'CAMP_PUZZLE_FILE changed: its new puzzles are in service');
    else app.log.error(outcome.error);
  });
  return {
    app,
    store,
    metricsServer,
    drain() {
      draining = true;
    },
    async close() {
      clearInterval(purge);
      stopHearing();
      await metricsServer?.close();
      await app.close();
      await store.close();
    },
  };
}
