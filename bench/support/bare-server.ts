/** The baseline: a bare Fastify route with JSON body validation and nothing behind it. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/act', {
  schema: { body: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] } },
}, async (request) => ({ ok: true, command: (request.body as { command: string }).command }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
