/** Suites, runs and the suite boards (src/platform/suites/): GET /api/v1/suites, POST .../runs, GET /api/v1/runs/<id>. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CampError } from '../errors.ts';
import { presentRun } from '../suites/present-run.ts';
import { presentSuite } from '../suites/catalogue.ts';
import { reportCardCsv } from '../suites/report-card.ts';
import { reportCardSvg } from '../web/run-chart.ts';
import { runPageHtml, runPendingHtml } from '../web/run-page.ts';
import { bearerCredential } from './request-fields.ts';
import { BEARER, problemResponses, textResponse } from './reply-schemas.ts';
import type { CampServices } from './services.ts';
import { RUN_SCHEMA, STARTED_RUN_SCHEMA, SUITE_BOARD_SCHEMA, SUITE_SCHEMA, SUITES_SCHEMA } from './suite-schemas.ts';

/** How long a read of a just-completed run waits for its report card before answering `computing`. */
export const CARD_WAIT_MS = 2_000;
const SUITE_BOARD_LIMIT = { default: 50, max: 200 };

const idParam = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'string', maxLength: 100 } } });

export function registerSuiteRoutes(app: FastifyInstance, services: CampServices): void {
  const { runs, cards } = services;
  const tags = ['suites'];
  const optionalAccount = (request: FastifyRequest) => (bearerCredential(request) ? services.requireAccount(request) : Promise.resolve(undefined));

  app.get('/api/v1/suites', {
    schema: { tags, summary: 'The benchmark suites: named, versioned lists of (game, variant, deals)', response: { 200: SUITES_SCHEMA } },
  }, async () => ({ suites: runs.listed() }));

  app.get('/api/v1/suites/:suite', {
    schema: { tags, summary: 'One suite', params: idParam('suite'), response: { 200: SUITE_SCHEMA, ...problemResponses(404) } },
  }, async (request) => presentSuite(runs.suite((request.params as { suite: string }).suite)));

  app.post('/api/v1/suites/:suite/runs', {
    onRequest: services.limits.gameCalls,
    // A retried start after a dropped connection must not leave a second run behind.
    preHandler: services.idempotency.before,
    onSend: services.idempotency.onSend,
    schema: {
      tags,
      summary: 'Start a run of a suite: the camp deals its games; play them with POST /games/<game>/api/new {"run": "<id>"}',
      description: 'public: true plays the suite\'s published seeds (reproducible offline, never ranked). operator_answers: true marks a run whose agent checks are answered with the operator\'s secret (never ranked).',
      security: BEARER,
      params: idParam('suite'),
      body: {
        type: ['object', 'null'], additionalProperties: false,
        properties: {
          public: { type: 'boolean', description: "Play the suite's published seeds: reproducible offline, never ranked." },
          operator_answers: { type: 'boolean', description: "The agent checks of this run are answered with the camp's secret (npm run eval --secret): never ranked." },
        },
      },
      response: { 201: STARTED_RUN_SCHEMA, ...problemResponses(400, 401, 404, 415, 422, 429) },
    },
  }, async (request, reply) => {
    const account = await services.requireAccount(request);
    const body = (request.body ?? {}) as { public?: boolean; operator_answers?: boolean };
    const run = await runs.start(account, (request.params as { suite: string }).suite, { public: body.public === true, operator: body.operator_answers === true });
    const sight = await runs.visible(run.id, account);
    return reply.status(201).send({ run: presentRun(sight, null) });
  });

  app.get('/api/v1/runs/:id', {
    schema: {
      tags,
      summary: 'A run: progress, its games, and once complete its report card (format=csv: the card as CSV)',
      description: 'A run in progress is shown to its owner only (404 to anyone else); a complete run is public. report_card_status is "computing" while the reference player plays the run\'s deals: ask again.',
      params: idParam('id'),
      querystring: { type: 'object', additionalProperties: false, properties: { format: { type: 'string', enum: ['json', 'csv'] } } },
      response: { 200: RUN_SCHEMA, ...problemResponses(401, 404, 409) },
    },
  }, async (request, reply) => {
    const sight = await runs.visible((request.params as { id: string }).id, await optionalAccount(request));
    const card = sight.complete ? await cards.card(runs.suite(sight.run.suite), sight, CARD_WAIT_MS) : null;
    if ((request.query as { format?: string }).format === 'csv') {
      if (!card) {
        reply.header('retry-after', '5');
        throw new CampError(409, sight.complete ? 'report_card_computing' : 'run_not_complete', sight.complete
          ? 'The report card is still being worked out (the reference player is playing the run\'s deals): ask again in a few seconds.'
          : 'The run is not complete yet: its report card (and CSV) come once every game is over or the deadline has passed.');
      }
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="run-${sight.run.id}.csv"`).send(reportCardCsv(card));
    }
    return presentRun(sight, card);
  });

  app.get('/api/v1/leaderboards/suites/:suite', {
    schema: {
      tags,
      summary: "A suite's board: each account's best complete ranked run, by the lower bound of its Camp score's 95% interval",
      params: idParam('suite'),
      querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: SUITE_BOARD_LIMIT.max } } },
      response: { 200: SUITE_BOARD_SCHEMA, ...problemResponses(400, 404) },
    },
  }, async (request) => {
    const suite = runs.suite((request.params as { suite: string }).suite);
    const limit = (request.query as { limit?: number }).limit ?? SUITE_BOARD_LIMIT.default;
    const rows = await services.store.suiteLeaderboard(suite.id, limit);
    return {
      suite: suite.id,
      ranked_by: ['camp_score_low', 'completed_at'],
      note: 'Complete ranked runs only (not public runs, nor runs answered with the operator\'s secret), one per account: its best by the lower bound of the Camp score\'s 95% interval.',
      entries: rows.map((row, index) => ({
        rank: index + 1,
        name: row.name,
        camp_score: { value: row.score, low: row.scoreLow, high: row.scoreHigh },
        completed_at: new Date(row.completedAt).toISOString(),
        run: `/api/v1/runs/${row.runId}`,
        page: `/runs/${row.runId}`,
      })),
    };
  });

  // The page for people: a complete run only (a browser sends no agent key, and a run in progress is its owner's).
  const completeCard = async (id: string) => {
    const sight = await runs.visible(id, undefined);
    return { sight, card: await cards.card(runs.suite(sight.run.suite), sight, CARD_WAIT_MS) };
  };
  app.get('/runs/:id', {
    schema: { operationId: 'getRunPage', tags: ['pages'], summary: "A complete run's report card, with its chart, replays and downloads", params: idParam('id'), response: { 200: textResponse('text/html', 'The page.'), 404: textResponse('text/html', 'No complete run has this id.') } },
  }, async (request, reply) => {
    const id = (request.params as { id: string }).id;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    let found;
    try {
      found = await completeCard(id);
    } catch (error) {
      if (!(error instanceof CampError) || error.status !== 404) throw error;
      return reply.status(404).send(runPendingHtml(id, 'No complete run has this id: a run\'s page opens once every game of it is over or its deadline has passed (its owner follows it meanwhile with GET /api/v1/runs/<id>).'));
    }
    const { sight, card } = found;
    if (!card) return reply.header('refresh', '5').send(runPendingHtml(id, 'The run is complete; its report card is being worked out (the reference player is playing its deals). This page reloads in a few seconds.'));
    const shown = presentRun(sight, card);
    return reply.send(runPageHtml({
      id, suite: sight.run.suite, owner: sight.run.ownerName, ranked: sight.run.ranked, public: sight.run.public, card,
      games: shown.games.map((game) => ({ entry: game.entry, game: game.game, status: game.status, replay: game.replay && `/games/${game.game}?game_id=${encodeURIComponent(game.game_id!)}` })),
    }));
  });

  app.get('/runs/:id/chart.svg', {
    schema: { tags: ['pages'], summary: "A complete run's chart: win rate per entry beside the reference, the ceiling and the random rate", params: idParam('id'), response: { 200: textResponse('image/svg+xml', 'The chart.'), ...problemResponses(404, 409) } },
  }, async (request, reply) => {
    const { card } = await completeCard((request.params as { id: string }).id);
    if (!card) throw new CampError(409, 'report_card_computing', 'The report card is still being worked out: ask again in a few seconds.');
    return reply.header('cache-control', 'public, max-age=300').type('image/svg+xml').send(reportCardSvg(card));
  });
}
