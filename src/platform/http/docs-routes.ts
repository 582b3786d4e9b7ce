/**
 * The docs pages at /docs/<page> (docs/<page>.md, rendered) and their images
 * at /docs/images/<file>.png, for a hosted camp's users, who have no
 * repository. The API page (Swagger UI) keeps /docs itself.
 */
import type { FastifyInstance } from 'fastify';
import type { DocsLibrary } from '../docs/library.ts';
import { DOCS_PATH } from '../docs/render.ts';
import { docsPageHtml, type DocsLink } from '../web/html.ts';
import { sendProblem } from './error-replies.ts';
import { problemResponses, textResponse } from './reply-schemas.ts';

/** Every docs page as the lobby and the pages' navigation link it. */
export function docsLinks(library: DocsLibrary): DocsLink[] {
  return library.pageNames().map((name) => ({ href: `${DOCS_PATH}/${name}`, title: library.page(name)?.title || name }));
}

export function registerDocsRoutes(app: FastifyInstance, library: DocsLibrary): void {
  for (const name of library.pageNames()) {
    // Swagger UI's own routes (/docs/json, /docs/static/...) would win over a page of the same name.
    if (app.hasRoute({ method: 'GET', url: `${DOCS_PATH}/${name}` })) throw new Error(`docs/${name}.md cannot be served: ${DOCS_PATH}/${name} belongs to the API page`);
  }
  // The whole page, built on first request and kept: the docs do not change while the camp runs.
  const pages = new Map<string, string>();
  const pageHtml = (name: string): string | undefined => {
    const rendered = library.page(name);
    if (!rendered) return undefined;
    let html = pages.get(name);
    if (html === undefined) {
      const href = `${DOCS_PATH}/${name}`;
      html = docsPageHtml({ title: rendered.title || name, bodyHtml: rendered.html, pages: docsLinks(library), href, api: DOCS_PATH });
      pages.set(name, html);
    }
    return html;
  };

  app.get(`${DOCS_PATH}/:page`, {
    schema: {
      tags: ['pages'],
      summary: 'A page of the camp\'s documentation',
      description: `docs/<page>.md rendered: ${library.pageNames().join(', ')}. The API itself is described at ${DOCS_PATH}.`,
      params: { type: 'object', required: ['page'], properties: { page: { type: 'string', description: 'The page, e.g. api' } } },
      response: { 200: textResponse('text/html', 'The page.'), ...problemResponses(404) },
    },
  }, async (request, reply) => {
    const { page } = request.params as { page: string };
    const html = pageHtml(page);
    if (html === undefined) {
      return sendProblem(reply, 404, 'not_found', `No docs page '${page}'. The pages are ${library.pageNames().map((name) => `${DOCS_PATH}/${name}`).join(', ')}.`);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  app.get(`${DOCS_PATH}/images/:file`, {
    schema: {
      tags: ['pages'],
      summary: 'An image of the documentation',
      params: { type: 'object', required: ['file'], properties: { file: { type: 'string', description: 'A PNG file of docs/images/' } } },
      response: { 200: textResponse('image/png', 'The image.'), ...problemResponses(404) },
    },
  }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const bytes = library.image(file);
    if (!bytes) return sendProblem(reply, 404, 'not_found', `No docs image '${file}'.`);
    return reply.header('cache-control', 'public, max-age=3600').type('image/png').send(bytes);
  });
}
