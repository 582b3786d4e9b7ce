/**
 * MCP over Streamable HTTP at /mcp, stateless: each POST gets its own MCP
 * server whose tools call the camp's routes with the caller's credentials
 * and address, so an MCP client plays under the same account, checks and
 * limits as over plain HTTP.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { injectedApi } from '../mcp/camp-api.ts';
import { BoardsSent } from '../mcp/board-change.ts';
import { buildMcpServer } from '../mcp/server.ts';
import { CAMP_VERSION } from '../version.ts';
import type { CampServices } from './services.ts';
import { PROBLEM_TYPE } from './error-replies.ts';
import { BEARER } from './reply-schemas.ts';
import { hijackKeepingHeaders } from './security-headers.ts';

/** JSON-RPC 2.0 messages, documented loosely: the MCP SDK reads and answers them. */
const JSON_RPC_MESSAGE = {
  type: ['object', 'array'],
  description: 'A JSON-RPC 2.0 message (or a batch): {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}.',
  additionalProperties: true,
  properties: { jsonrpc: { type: 'string', enum: ['2.0'] }, id: { type: ['string', 'integer', 'null'] }, method: { type: 'string' } },
};
const JSON_RPC_REPLY = { description: 'A JSON-RPC 2.0 reply.', content: { 'application/json': { schema: JSON_RPC_MESSAGE } } };

export function registerMcpRoute(app: FastifyInstance, services: CampServices): void {
  // Shared by the requests' servers, so a move's reply can send only what changed since the board last sent.
  const boards = new BoardsSent();
  app.post('/mcp', {
    config: { ownBody: true },
    schema: {
      tags: ['MCP'],
      summary: 'Model Context Protocol over Streamable HTTP (stateless)',
      description: 'Each POST is answered on its own. Tools list the games, start, play, read and finish games, fetch puzzles, '
        + 'and read your record, replays and leaderboards, '
        + 'under the caller\'s credentials, checks and limits. Send Accept: application/json, text/event-stream.',
      security: [{}, ...BEARER],
      // Not validated here: the SDK answers a malformed message with a JSON-RPC error.
      body: { description: JSON_RPC_MESSAGE.description },
      response: {
        200: JSON_RPC_REPLY,
        202: { description: 'A notification or reply was accepted; nothing to answer.' },
        '4xx': {
          description: 'A message the MCP server could not take, as a JSON-RPC error; a body that is not JSON, as problem details.',
          content: { ...JSON_RPC_REPLY.content, [PROBLEM_TYPE]: { schema: { $ref: 'Problem#' } } },
        },
      },
    },
  }, async (request, reply) => {
    const api = injectedApi(app, request.headers.authorization, request.ip);
    const server = buildMcpServer(services.games, api, CAMP_VERSION, { keyUse: { transport: 'streamable-http' }, boards });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const out = hijackKeepingHeaders(reply);
    out.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, out, request.body);
  });

  // Stateless: no event stream to open and no session to end.
  const onlyPost = async (_request: unknown, reply: FastifyReply) =>
    reply.status(405).header('allow', 'POST').send({
      jsonrpc: '2.0', error: { code: -32000, message: 'This MCP endpoint is stateless: send JSON-RPC messages with POST.' }, id: null,
    });
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      schema: {
        tags: ['MCP'],
        summary: 'Not used: this MCP endpoint is stateless',
        response: { 405: { ...JSON_RPC_REPLY, description: 'Always: send JSON-RPC messages with POST.' } },
      },
      handler: onlyPost,
    });
  }
}
