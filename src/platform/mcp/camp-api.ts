/**
 * How the MCP tools reach the camp's HTTP API: inside the camp through
 * Fastify's inject (the same routes, checks and limits as any HTTP client),
 * or from the stdio server through fetch to a camp's URL. Every call says
 * Camp-Channel: mcp, so the camp's words name tools instead of routes.
 */
import type { FastifyInstance } from 'fastify';
import { CHANNEL_HEADER } from '../wording/channel.ts';

export interface ApiReply {
  status: number;
  body: any;
}

export type CampApi = (method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiReply>;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

function requestHeaders(authorization: string | undefined, body: unknown, headers: Record<string, string>): Record<string, string> {
  return {
    [CHANNEL_HEADER]: 'mcp',
    ...(authorization ? { authorization } : {}),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...headers,
  };
}

/** The camp's own routes, called as the MCP request's sender (its credentials and address). */
export function injectedApi(app: FastifyInstance, authorization: string | undefined, remoteAddress: string): CampApi {
  return async (method, path, body, headers = {}) => {
    const reply = await app.inject({
      method,
      url: path,
      remoteAddress,
      headers: requestHeaders(authorization, body, headers),
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return { status: reply.statusCode, body: parse(reply.body) };
  };
}

/** A camp elsewhere, reached over HTTP with the agent key `key()` gives at each call (the stdio server's, which sign_up may set). */
export function remoteApi(baseUrl: string, key: () => string | undefined): CampApi {
  const base = baseUrl.replace(/\/+$/, '');
  return async (method, path, body, headers = {}) => {
    const current = key();
    const response = await fetch(base + path, {
      method,
      headers: requestHeaders(current ? `Bearer ${current}` : undefined, body, headers),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: parse(await response.text()) };
  };
}
