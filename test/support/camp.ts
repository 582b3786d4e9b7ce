/**
 * A real camp for tests: the Fastify server listening on loopback, a real
 * SQLite file in a temporary folder, and an HTTP client that plays like an
 * agent (it answers each agent check with the next request).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameDefinition } from '../../src/games/game.ts';
import { answerWithSecret } from '../../src/platform/agent-check/checks.ts';
import { createCamp, type Camp } from '../../src/platform/camp.ts';
import { readConfig, type CampConfig } from '../../src/platform/config/load.ts';
import { loadSecret } from '../../src/platform/accounts/secret.ts';

/**
 * Open puzzles move on when their window of time passes (half the lifetime). Tests that compare a puzzle
 * across calls use a year's lifetime, so none straddles a window.
 */
export const LONG_PUZZLE_WINDOWS = { CAMP_CHECK_TTL_SECONDS: String(365 * 24 * 3600) };

export interface TestCamp {
  url: string;
  camp: Camp;
  config: CampConfig;
  dbFile: string;
  /** Finds the answer to a puzzle token the way only the camp itself could: by its secret. */
  answerFor(token: string): Promise<number>;
  client(credential?: string): CampClient;
  /** Creates an account and returns a client that uses its agent key. */
  signUp(name?: string): Promise<CampClient & { key: string; name: string }>;
  close(): Promise<void>;
}

let accountCounter = 0;

export async function startCamp(
  env: Record<string, string> = {},
  options: {
    games?: readonly GameDefinition<any, any>[];
    dbFile?: string;
    /** Adds hooks to the camp's server before it starts listening. */
    prepare?: (app: FastifyInstance) => void;
    /** The camp's clock, for tests of what time changes (leaderboard windows, the daily deal). */
    now?: () => number;
    /** Fastify's logger options (none by default). */
    logger?: object;
    /** How many replay states the camp keeps (see ReplayCheckpoints). */
    replayStates?: number;
    /** The folder of Markdown pages the camp serves at /docs/<page> (the repository's docs/ by default). */
    docsDir?: string;
  } = {},
): Promise<TestCamp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-test-'));
  const dbFile = options.dbFile ?? path.join(dir, 'camp.db');
  const configured = readConfig({ CAMP_DB: dbFile, PORT: '0', ...env });
  if (!configured.ok) throw new Error(configured.error);
  const config = { ...configured.config, host: '127.0.0.1' };
  const camp = await createCamp(config, { logger: options.logger ?? false, games: options.games, now: options.now, replayStates: options.replayStates, docsDir: options.docsDir });
  options.prepare?.(camp.app);
  await camp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = camp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  // The secret as the camp found it: from CAMP_SECRET, or the file it keeps beside the database.
  const found = loadSecret(config.secret, config.secretFile);
  if (!found.ok) throw new Error(found.error);
  const secret = found.secret;

  const testCamp: TestCamp = {
    url, camp, config, dbFile,
    answerFor: async (token) => answerWithSecret(secret, token),
    client: (credential) => new CampClient(testCamp, credential),
    async signUp(name) {
      const chosen = name ?? `agent-${process.pid}-${++accountCounter}`;
      const response = await new CampClient(testCamp).post('/api/v1/accounts', { name: chosen });
      if (response.status !== 201) throw new Error(`sign up failed: ${JSON.stringify(response.body)}`);
      const key = response.body.agent_key as string;
      return Object.assign(new CampClient(testCamp, key), { key, name: chosen });
    },
    async close() {
      await camp.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return testCamp;
}

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

export class CampClient {
  /** The newest puzzle any response gave this client. */
  lastCheck: { token: string; puzzle: string } | null = null;

  /** `camp` may be any camp this test can answer the puzzles of: one in this process, or in another (its URL and secret). */
  constructor(private readonly testCamp: Pick<TestCamp, 'url' | 'answerFor'>, public credential?: string) {}

  async request(method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const response = await fetch(this.testCamp.url + urlPath, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.credential ? { authorization: `Bearer ${this.credential}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: any = text;
    try { parsed = JSON.parse(text); } catch { /* not JSON: keep the text */ }
    if (parsed && typeof parsed === 'object' && parsed.agent_check) this.lastCheck = parsed.agent_check;
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(urlPath: string, headers?: Record<string, string>) {
    return this.request('GET', urlPath, undefined, headers);
  }

  post(urlPath: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', urlPath, body, headers);
  }

  /** Headers that answer the newest puzzle (fetching the account's open one if none was seen). */
  async checkHeaders(): Promise<Record<string, string>> {
    // Take the puzzle before any await, so that of concurrent requests only the first answers it.
    let token = this.lastCheck?.token;
    this.lastCheck = null;
    if (!token) {
      const fresh: string = (await this.get('/api/v1/agent-check')).body.agent_check.token;
      if ((this.lastCheck as { token: string } | null)?.token === fresh) this.lastCheck = null;
      token = fresh;
    }
    return this.answering(token);
  }

  private async answering(token: string): Promise<Record<string, string>> {
    return { 'x-agent-check': token, 'x-agent-answer': String(await this.testCamp.answerFor(token)) };
  }

  /**
   * A POST that answers the agent check, as an agent would: a puzzle that a
   * concurrent request of this account spent first is refused with the
   * call's open puzzle, which it answers in turn.
   */
  async checkedPost(urlPath: string, body?: unknown): Promise<Reply> {
    let reply = await this.post(urlPath, body, await this.checkHeaders());
    for (let retry = 0; retry < 8 && reply.body?.error === 'agent_check_used' && reply.body.agent_check; retry++) {
      this.lastCheck = null;
      reply = await this.post(urlPath, body, await this.answering(reply.body.agent_check.token));
    }
    return reply;
  }

  newGame(game: string, options: Record<string, unknown> = {}, checked = false) {
    return checked ? this.checkedPost(`/games/${game}/api/new`, options) : this.post(`/games/${game}/api/new`, options);
  }

  act(game: string, command: string | string[], extra: Record<string, unknown> = {}) {
    const body = Array.isArray(command) ? { commands: command, ...extra } : { command, ...extra };
    return this.checkedPost(`/games/${game}/api/act`, body);
  }

  state(game: string) {
    return this.get(`/games/${game}/api/state`);
  }
}
