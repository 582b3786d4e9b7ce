/** The camp's version, from package.json, for the MCP server and the OpenAPI document. */
import { createRequire } from 'node:module';

export const CAMP_VERSION: string = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
