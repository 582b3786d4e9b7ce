/**
 * MCP over Streamable HTTP at /mcp, stateless: each POST gets its own MCP
 * server whose tools call the camp's routes with the caller's credentials
 * and address, so an MCP client plays under the same account, checks and
 * limits as over plain HTTP.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { injectedApi } from '../mcp/camp-api.ts';
import { buildMcpServer } from '../mcp/server.ts';
import { CAMP_VERSION } from '../version.ts';
import type { CampServices } from './app.ts';

export function registerMcpRoute(app: FastifyInstance, services: CampServices): void {
  app.post('/mcp', async (request, reply) => {
    const api = injectedApi(app, request.headers.authorization, request.ip);
    const server = buildMcpServer(services.games, api, CAMP_VERSION);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no event stream to open and no session to end.
  const onlyPost = async (_request: unknown, reply: FastifyReply) =>
    reply.status(405).header('allow', 'POST').send({
      jsonrpc: '2.0', error: { code: -32000, message: 'This MCP endpoint is stateless: send JSON-RPC messages with POST.' }, id: null,
    });
  app.get('/mcp', onlyPost);
  app.delete('/mcp', onlyPost);
}
