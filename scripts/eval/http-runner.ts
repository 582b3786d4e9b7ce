/**
 * Plays seeded games through a running camp's HTTP API, as an agent would:
 * it signs up, starts each game with its seed, and sends the reference
 * player's commands, reading only the replies' JSON board.
 *
 * The harness cannot solve the agent check's puzzles: either the camp runs
 * with CAMP_AGENT_CHECK=off, or its operator gives the camp's secret
 * (--secret or CAMP_SECRET) and the harness answers each puzzle with it.
 */
import { randomBytes } from 'node:crypto';
import type { GameDefinition } from '../../src/games/game.ts';
import type { ReferencePlayerFactory } from '../../src/games/reference-player.ts';
import { answerWithSecret } from '../../src/platform/agent-check/checks.ts';
import { COMMAND_LIMIT, isWin } from './engine-runner.ts';
import type { GameResult } from './result.ts';

interface Reply {
  status: number;
  body: any;
}

/** How many times a rate-limited call is retried after waiting as long as the camp says. */
const RATE_LIMIT_RETRIES = 5;

export class CampAgent {
  private key: string | null = null;
  private token: string | null = null;
  /** The camp said it checks no puzzles (CAMP_AGENT_CHECK=off): a secret given anyway is not needed. */
  private checksOff = false;

  constructor(private readonly url: string, private readonly secret: string | null) {}

  async signUp(): Promise<void> {
    const reply = await this.send('POST', '/api/v1/accounts', { name: `eval-${randomBytes(4).toString('hex')}` });
    if (reply.status !== 201) throw new Error(`Sign-up refused (${reply.status}): ${JSON.stringify(reply.body)}`);
    this.key = reply.body.agent_key as string;
  }

  /** A POST that answers the newest puzzle when the operator gave the secret. */
  async checkedPost(path: string, body: unknown): Promise<Reply> {
    for (let attempt = 0; ; attempt++) {
      const headers = this.secret === null ? {} : await this.checkHeaders(this.secret);
      const reply = await this.send('POST', path, body, headers);
      if (reply.status !== 429 || attempt >= RATE_LIMIT_RETRIES) return reply;
      await waitFor(reply);
    }
  }

  /** A POST without an agent check (starting a suite run). */
  post(path: string, body: unknown): Promise<Reply> {
    return this.send('POST', path, body);
  }

  get(path: string): Promise<Reply> {
    return this.send('GET', path);
  }

  private async checkHeaders(secret: string): Promise<Record<string, string>> {
    if (this.checksOff) return {};
    let token = this.token;
    this.token = null;
    if (token === null) {
      const fresh = await this.send('GET', '/api/v1/agent-check');
      // A camp with checks off still hands out puzzles, signed with its own secret: nothing to answer there.
      if (fresh.body?.required === false) {
        this.checksOff = true;
        return {};
      }
      token = (fresh.body?.agent_check?.token ?? null) as string | null;
      this.token = null;
      if (token === null) throw new Error(`No agent check puzzle to answer (${fresh.status}): ${JSON.stringify(fresh.body)}`);
    }
    let answer: number;
    try {
      answer = answerWithSecret(secret, token);
    } catch {
      throw new Error(`The secret given (--secret or CAMP_SECRET) does not answer ${this.url}'s agent checks: give that camp's own secret.`);
    }
    return { 'x-agent-check': token, 'x-agent-answer': String(answer) };
  }

  private async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    let response: Response;
    try {
      response = await fetch(this.url + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.key ? { authorization: `Bearer ${this.key}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      // fetch says only "fetch failed"; its cause names what went wrong (refused, no such host...).
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new Error(`Could not reach the camp at ${this.url} (${method} ${path}: ${cause}). Is it running there?`);
    }
    const text = await response.text();
    let parsed: any = text;
    try { parsed = JSON.parse(text); } catch { /* not JSON: keep the text for the error message */ }
    const check = parsed?.agent_check ?? parsed?.camp_check;
    if (check && typeof check.token === 'string') this.token = check.token;
    return { status: response.status, body: parsed };
  }
}

async function waitFor(reply: Reply): Promise<void> {
  const seconds = Number(/retry in (\d+) seconds/.exec(String(reply.body?.detail ?? reply.body?.error ?? ''))?.[1] ?? 1);
  await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
}

/** Option values as JSON: numbers and booleans where the text is one. */
function jsonOptions(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => {
    if (typeof value !== 'string') return [name, value];
    if (value === 'true' || value === 'false') return [name, value === 'true'];
    return [name, /^-?\d+$/.test(value) ? Number(value) : value];
  }));
}

/** A race waits this long between looks when the player has nothing to do, and gives up after this long without a change. */
const RACE_LOOK_MS = 250;
const RACE_IDLE_LIMIT_MS = 10_000;

export async function playOverHttp(
  agent: CampAgent,
  game: GameDefinition<any, any>,
  rawOptions: Record<string, unknown>,
  seed: string,
  makePlayer: ReferencePlayerFactory,
): Promise<GameResult> {
  // A race is played against the camp's built-in opponent, which the camp deals itself: it refuses a seed there.
  const body = game.seats > 1 ? { ...jsonOptions(rawOptions), opponent: 'bot' } : { ...jsonOptions(rawOptions), seed };
  return playStartedOverHttp(agent, game, body, seed, makePlayer, RACE_IDLE_LIMIT_MS);
}

/** Starts a game with this `new` body (a suite run's: {"run": id}) and plays it to its end. */
export async function playStartedOverHttp(
  agent: CampAgent,
  game: GameDefinition<any, any>,
  body: Record<string, unknown>,
  seed: string,
  makePlayer: ReferencePlayerFactory,
  raceIdleLimitMs: number,
): Promise<GameResult> {
  const started = performance.now();
  const race = game.seats > 1;
  let reply = await agent.checkedPost(`/games/${game.id}/api/new`, body);
  if (reply.status !== 201) throw new Error(`New game refused (${reply.status}): ${JSON.stringify(reply.body)}`);
  const gameId = String(reply.body.game_id);
  const player = makePlayer();
  let commands = 0;
  let idleSince: number | null = null;
  while (reply.body.status === 'playing') {
    let command = commands >= COMMAND_LIMIT ? 'resign' : player.next(reply.body.board);
    if (command === null && race) {
      // Nothing to do now: look again once the opponent may have moved, and give up only when nothing changes.
      const version = reply.body.version;
      idleSince ??= performance.now();
      if (performance.now() - idleSince < raceIdleLimitMs) {
        await new Promise((resolve) => setTimeout(resolve, RACE_LOOK_MS));
        reply = await agent.get(`/games/${game.id}/api/state?game_id=${encodeURIComponent(gameId)}`);
        if (reply.body.version !== version) idleSince = null;
        continue;
      }
    }
    command ??= 'resign';
    idleSince = null;
    const seen = reply.body.version;
    reply = await agent.checkedPost(`/games/${game.id}/api/act`, { command, game_id: gameId, ...(race ? { seen } : {}) });
    // In a race the opponent may have ended the game, or changed a tower first: neither is the player's error.
    if (race && reply.status === 409) reply = await agent.get(`/games/${game.id}/api/state?game_id=${encodeURIComponent(gameId)}`);
    else if (reply.status !== 200 || (reply.body.ok !== true && !(race && /lost the race/.test(String(reply.body.error))))) {
      throw new Error(`${game.id} seed ${seed}: "${command}" refused (${reply.status}): ${JSON.stringify(reply.body?.error ?? reply.body)}`);
    }
    commands++;
  }
  // A race's reply gives the outcome from the player's side ('won') and the game's own as `result` ('seat0-won').
  const outcome = (race ? reply.body.result : reply.body.outcome) ?? null;
  return {
    seed,
    won: isWin(game, outcome),
    outcome,
    score: Number(reply.body.score),
    commands,
    milliseconds: performance.now() - started,
  };
}
