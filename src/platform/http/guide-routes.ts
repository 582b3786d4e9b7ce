/**
 * The guides for language models: /llms.txt for the camp and
 * /games/<game>/llms.txt for each game. Both are static for a running camp,
 * so each is built once, on its first request, and kept.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { campLlmsText, gameLlmsText, guidePath, type GuideSettings } from '../guide/llms-text.ts';
import { workedExample } from '../guide/worked-example.ts';
import type { CampServices } from './services.ts';
import { textResponse } from './reply-schemas.ts';

export function registerGuideRoutes(app: FastifyInstance, services: CampServices): void {
  // Read when first needed, after every route is registered, so the index links only routes that exist.
  const settings = (): GuideSettings => ({
    urlBase: services.config.publicUrl ?? '',
    checksOn: services.config.agentChecks,
    checkTtlMs: services.config.checkTtlMs,
    openApi: app.hasRoute({ method: 'GET', url: '/openapi.json' }),
  });
  // Kept once built; a build that failed is tried again by the next request rather than kept.
  const once = <T>(build: () => Promise<T>) => {
    let built: Promise<T> | undefined;
    return () => (built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    }));
  };
  const sendText = (reply: FastifyReply, text: string) =>
    reply.header('cache-control', 'public, max-age=300').type('text/plain; charset=utf-8').send(text);

  const guideSchema = (summary: string, tag: string) => ({
    summary, tags: [tag], response: { 200: textResponse('text/plain', 'A Markdown guide in the llmstxt.org form.') },
  });

  const campText = once(async () => campLlmsText(services.games, settings()));
  app.get('/llms.txt', { schema: guideSchema('The camp for language models (llmstxt.org)', 'camp') },
    async (_request, reply) => sendText(reply, await campText()));

  for (const game of services.games) {
    const guide = once(async () => gameLlmsText(game, await workedExample(game), settings()));
    app.get(guidePath(game), { schema: guideSchema(`How to play ${game.name}: a guide for language models`, game.id) },
      async (_request, reply) => sendText(reply, await guide()));
  }
}
