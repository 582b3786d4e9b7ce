/**
 * The browser side, served by the camp itself: the lobby at /, each game's
 * board page at /games/<id>, and the bundled page code at /assets/<name>.js.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LEADERBOARDS_BUNDLE, LOBBY_BUNDLE, pageBundle, type PageBundle } from '../web/bundle.ts';
import { boardPageHtml, leaderboardsHtml, lobbyHtml } from '../web/html.ts';
import type { CampServices } from './app.ts';
import { sendProblem } from './error-replies.ts';

const assetUrl = (bundle: PageBundle) => `/assets/${bundle.name}.js?v=${bundle.hash}`;

export function registerWebRoutes(app: FastifyInstance, services: CampServices): void {
  const names = [LOBBY_BUNDLE, LEADERBOARDS_BUNDLE, ...services.games.map((game) => game.id)];
  // Build every bundle at start so the first visitor does not wait; report their sizes.
  for (const name of names) {
    pageBundle(name).then(
      (bundle) => app.log.info({ bundle: name, bytes: bundle.bytes, gzipBytes: bundle.gzipBytes }, 'page bundle built'),
      (error) => app.log.error({ err: error, bundle: name }, 'page bundle failed to build'),
    );
  }

  const sendHtml = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  app.get('/', async (_request, reply) => sendHtml(reply, lobbyHtml(assetUrl(await pageBundle(LOBBY_BUNDLE)))));
  app.get('/leaderboards', async (_request, reply) => sendHtml(reply, leaderboardsHtml(assetUrl(await pageBundle(LEADERBOARDS_BUNDLE)))));

  for (const game of services.games) {
    app.get(`/games/${game.id}`, async (_request, reply) => {
      const bundle = await pageBundle(game.id);
      return sendHtml(reply, boardPageHtml({
        game: game.id,
        name: game.name,
        seats: game.seats,
        checksOn: services.config.agentChecks,
        checksNew: game.checkedCalls === 'every-post',
      }, assetUrl(bundle)));
    });
  }

  app.get('/assets/:file', async (request: FastifyRequest, reply) => {
    const { file } = request.params as { file: string };
    const name = file.replace(/\.js$/, '');
    if (!file.endsWith('.js') || !names.includes(name)) {
      return sendProblem(reply, 404, 'not_found', `No asset '${file}'. The pages load /assets/<game>.js.`);
    }
    const bundle = await pageBundle(name);
    const version = (request.query as { v?: string }).v;
    reply.header('cache-control', version === bundle.hash ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.header('etag', `"${bundle.hash}"`).header('vary', 'accept-encoding').type('text/javascript; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(bundle.gzipped);
    }
    return reply.send(bundle.code);
  });
}
