/**
 * The browser side, served by the camp itself: the lobby at /, each game's
 * board page at /games/<id>, and the bundled page code at /assets/<name>.js
 * (the docs pages are in docs-routes.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LEADERBOARDS_BUNDLE, LOBBY_BUNDLE, REVIEWS_BUNDLE, pageBundle, type PageBundle } from '../web/bundle.ts';
import { FAVICON_PATH, FAVICON_SVG } from '../web/favicon.ts';
import { boardPageHtml, leaderboardsHtml, lobbyHtml, reviewsHtml, type LobbyConfig } from '../web/html.ts';
import type { DocsLibrary } from '../docs/library.ts';
import { DOCS_PATH } from '../docs/render.ts';
import type { CampServices } from './services.ts';
import { docsLinks } from './docs-routes.ts';
import { sendProblem } from './error-replies.ts';
import { problemResponses, textResponse } from './reply-schemas.ts';

const pageSchema = (summary: string) => ({
  tags: ['pages'],
  summary,
  response: { 200: textResponse('text/html', 'The page; its script comes from /assets.') },
});

const assetUrl = (bundle: PageBundle) => `/assets/${bundle.name}.js?v=${bundle.hash}`;

export function registerWebRoutes(app: FastifyInstance, services: CampServices, docs: DocsLibrary): void {
  const names = [LOBBY_BUNDLE, LEADERBOARDS_BUNDLE, REVIEWS_BUNDLE, ...services.games.map((game) => game.id)];
  // Build every bundle at start so the first visitor does not wait; report their sizes.
  for (const name of names) {
    pageBundle(name).then(
      (bundle) => app.log.info({ bundle: name, bytes: bundle.bytes, gzipBytes: bundle.gzipBytes }, 'page bundle built'),
      (error) => app.log.error({ err: error, bundle: name }, 'page bundle failed to build'),
    );
  }

  const sendHtml = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  // The lobby links every docs page by its title, so they are read on the first visit, not at start.
  let lobbyConfig: LobbyConfig | undefined;
  app.get('/', { schema: pageSchema('The lobby: every game, and an account form') }, async (_request, reply) => {
    lobbyConfig ??= { docs: docsLinks(docs), api: DOCS_PATH };
    return sendHtml(reply, lobbyHtml(assetUrl(await pageBundle(LOBBY_BUNDLE)), lobbyConfig));
  });
  app.get('/leaderboards', { schema: pageSchema('Leaderboards: best scores and win rates per game and variant, and the daily deal') }, async (_request, reply) => sendHtml(reply, leaderboardsHtml(assetUrl(await pageBundle(LEADERBOARDS_BUNDLE)))));

  for (const game of services.games) {
    app.get(`/games/${game.id}/reviews`, { schema: pageSchema(`What players said of ${game.name}, newest first`) }, async (_request, reply) =>
      sendHtml(reply, reviewsHtml({ game: game.id, name: game.name }, assetUrl(await pageBundle(REVIEWS_BUNDLE)))));
    app.get(`/games/${game.id}`, { schema: pageSchema(`The ${game.name} board`) }, async (_request, reply) => {
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

  app.get(FAVICON_PATH, {
    schema: { tags: ['pages'], summary: 'The camp\'s icon', response: { 200: textResponse('image/svg+xml', 'The icon.') } },
  }, async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON_SVG));

  app.get('/assets/:file', {
    schema: {
      tags: ['pages'],
      summary: 'A page\'s bundled script',
      description: 'Gzipped when the client accepts it; cached for a year when ?v= names the current bundle.',
      params: { type: 'object', required: ['file'], properties: { file: { type: 'string', description: '<game>.js, or lobby.js' } } },
      querystring: { type: 'object', properties: { v: { type: 'string', description: 'The bundle\'s hash, as the pages link it.' } } },
      response: { 200: textResponse('text/javascript', 'The script.'), ...problemResponses(404) },
    },
  }, async (request: FastifyRequest, reply) => {
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
