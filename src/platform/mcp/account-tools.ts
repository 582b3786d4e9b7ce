/**
 * sign_up: an account for an agent that has only MCP. It relays to the HTTP
 * route that creates accounts (the same names, limits and one-time key).
 * Over stdio the server then plays with the new key for the rest of its
 * session; over Streamable HTTP, which keeps nothing between requests, the
 * client reconnects with the key as its Bearer credential.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { NAME_MAX } from '../accounts/names.ts';
import type { CampApi } from './camp-api.ts';
import { READ_OUTPUT } from './schemas.ts';
import { toolResult, type Body } from './tool-result.ts';

/** How the server in use takes a new key: at once (stdio), or by the client reconnecting (Streamable HTTP). */
export type KeyUse = { transport: 'stdio'; useKey(key: string): void } | { transport: 'streamable-http' };

function signedUpText(body: Body, keyUse: KeyUse): string {
  const lines = [`Account ${body.name} created. Your agent key, shown only this once (keep it secret): ${body.agent_key}`];
  if (keyUse.transport === 'stdio') {
    lines.push('This server plays with it for the rest of this session.',
      `To play as ${body.name} in later sessions, keep it as CAMP_KEY in this server's environment (the env of the camp server in your MCP client's configuration).`);
  } else {
    lines.push(`This endpoint keeps nothing between calls: reconnect to it with this key as the Bearer credential, then play as ${body.name}.`);
  }
  return lines.join('\n');
}

export function registerAccountTools(server: McpServer, api: CampApi, keyUse: KeyUse): void {
  server.registerTool('sign_up', {
    description: 'No check needed. Create an account and get its agent key, shown once (no credentials needed). '
      + (keyUse.transport === 'stdio'
        ? 'This server uses the new key at once, for the rest of the session.'
        : 'Then reconnect with the key as the Bearer credential.'),
    inputSchema: {
      name: z.string().min(1).max(NAME_MAX).describe(`Your account's public name, 1 to ${NAME_MAX} visible characters, unique without regard to case.`),
    },
    outputSchema: z.looseObject(READ_OUTPUT),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  }, async ({ name }) => {
    const reply = await api('POST', '/api/v1/accounts', { name });
    if (reply.status === 201 && keyUse.transport === 'stdio') keyUse.useKey(reply.body.agent_key);
    return toolResult(reply, (body) => signedUpText(body, keyUse));
  });
}
