/** A camp reply as an MCP tool result: text for the model, the whole reply as structured content. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApiReply } from './camp-api.ts';
import { replyText, type TextOptions } from './reply-text.ts';

export type Body = Record<string, any>;

/** A batch of commands of which none was played: the call did nothing, so it is an error result. */
function nothingPlayed(body: Body): boolean {
  return Array.isArray(body.results) && body.results.length > 0 && body.results.every((result: Body) => !result.ok);
}

/**
 * `render` writes the text of a reply whose shape the generic text does not
 * know (the records); a refusal is always told the same way, by replyText.
 */
export function toolResult(reply: ApiReply, render?: (body: Body) => string, textOptions?: TextOptions): CallToolResult {
  const body = reply.body && typeof reply.body === 'object' ? reply.body : { message: String(reply.body) };
  const text = render && reply.status < 400 ? render(body) : replyText(reply.status, body, textOptions);
  return {
    content: [{ type: 'text', text }],
    structuredContent: { http_status: reply.status, ...body },
    isError: reply.status >= 400 || nothingPlayed(body),
  };
}
