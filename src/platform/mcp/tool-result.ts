/** A camp reply as an MCP tool result: text for the model, the whole reply as structured content. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApiReply } from './camp-api.ts';
import { replyText } from './reply-text.ts';

export type Body = Record<string, any>;

/**
 * `render` writes the text of a reply whose shape the generic text does not
 * know (the records); a refusal is always told the same way, by replyText.
 */
export function toolResult(reply: ApiReply, render?: (body: Body) => string): CallToolResult {
  const body = reply.body && typeof reply.body === 'object' ? reply.body : { message: String(reply.body) };
  const text = render && reply.status < 400 ? render(body) : replyText(reply.status, body);
  return {
    content: [{ type: 'text', text }],
    structuredContent: { http_status: reply.status, ...body },
    isError: reply.status >= 400,
  };
}
