/**
 * The camp's MCP tools over stdio, for desktop MCP clients: `npm run --silent mcp`
 * with CAMP_URL (default http://localhost:8080) and CAMP_KEY (your agent key;
 * without one, the sign_up tool makes an account and this server uses its key).
 * Nothing but MCP messages may go to stdout, so diagnostics go to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { games } from './games/registry.ts';
import { remoteApi } from './platform/mcp/camp-api.ts';
import { buildMcpServer } from './platform/mcp/server.ts';
import { CAMP_VERSION } from './platform/version.ts';

const url = process.env.CAMP_URL || 'http://localhost:8080';
let key = process.env.CAMP_KEY || undefined;
if (!key) console.error('camp mcp: CAMP_KEY is not set; call sign_up for an account, or only list_games, rules, agent_check, replay and leaderboard will work.');

const server = buildMcpServer(games, remoteApi(url, () => key), CAMP_VERSION, {
  keyUse: { transport: 'stdio', useKey: (newKey) => { key = newKey; } },
});
await server.connect(new StdioServerTransport());
console.error(`camp mcp: serving the camp at ${url} over stdio`);
