/**
 * The OpenAPI document at /openapi.json: generated from the route schemas,
 * it lists every route the camp serves, and every real reply, success or
 * refusal, matches the schema documented for its status and content type.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { DOCS_PREFIX } from '../../src/platform/http/openapi.ts';
import { startCamp, type CampClient, type Reply, type TestCamp } from '../support/camp.ts';
import { DocumentedReplies, type OpenApiDocument } from '../support/openapi.ts';

let camp: TestCamp;
let document: OpenApiDocument;
let replies: DocumentedReplies;
/** Replies as the handlers made them, before Fastify's serializer could coerce or drop anything, that do not match the document. */
const handlerMismatches: string[] = [];

/** Checks what each handler replies against the document before serialization: a serialized reply can hide a wrong type (null written as ""). */
function checkBeforeSerializing(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const template = request.routeOptions.url?.replace(/:(\w+)/g, '{$1}');
    if (replies && template) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      handlerMismatches.push(...replies.problems(request.method, template, { status: reply.statusCode, contentType, body: payload }));
    }
    return payload;
  });
}

beforeAll(async () => {
  camp = await startCamp({}, { prepare: checkBeforeSerializing });
  const response = await fetch(`${camp.url}/openapi.json`);
  expect(response.status).toBe(200);
  document = await response.json() as OpenApiDocument;
  replies = new DocumentedReplies(document);
});
afterAll(async () => { await camp.close(); });

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every "METHOD path" the camp serves, read from Fastify's route tree (HEAD left out: Fastify adds it to each GET). */
function servedRoutes(tree: string): string[] {
  const prefixes: string[] = [''];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?[└├]── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    const path = prefixes[depth - 1] + match[2]!;
    prefixes[depth] = path;
    const template = path.replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter((name) => name && name !== 'HEAD')) routes.push(`${method} ${template}`);
  }
  return routes;
}

describe('the OpenAPI document', () => {
  it('names every operation once, and says where the camp is served', () => {
    const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z]\w*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/games/minesweeper/api/new']!.post!.operationId).toBe('postGamesMinesweeperApiNew');
    expect(document.paths['/api/v1/leaderboards/{game}']!.get!.operationId).toBe('getLeaderboardsByGame');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('is OpenAPI 3.1 in structure, with the bearer scheme, tags and shared schemas', () => {
    const structure = {
      type: 'object',
      required: ['openapi', 'info', 'paths', 'components'],
      properties: {
        openapi: { const: '3.1.0' },
        info: { type: 'object', required: ['title', 'version'], properties: { title: { const: 'Camp' }, version: { type: 'string', minLength: 1 } } },
        paths: {
          type: 'object',
          propertyNames: { pattern: '^/' },
          additionalProperties: {
            type: 'object',
            propertyNames: { enum: METHODS },
            additionalProperties: { type: 'object', required: ['responses'], properties: { responses: { type: 'object', minProperties: 1 } } },
          },
        },
        components: {
          type: 'object',
          required: ['schemas', 'securitySchemes'],
          properties: { securitySchemes: { type: 'object', required: ['bearer'], properties: { bearer: { type: 'object', required: ['type', 'scheme'], properties: { type: { const: 'http' }, scheme: { const: 'bearer' } } } } } },
        },
      },
    };
    const validate = new Ajv2020({ strict: false }).compile(structure);
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Problem', 'AgentCheck', 'CommandResult']));
    const tags = document.tags!.map((tag) => tag.name);
    expect(tags).toEqual(expect.arrayContaining(['accounts', 'agent check', 'MCP', 'pages', ...games.map((game) => game.id)]));
  });

  it('lists every route the camp serves, with its method (Swagger UI\'s own routes at /docs are hidden)', () => {
    const swaggerUi = new RegExp(`^${DOCS_PREFIX}(/|/json|/yaml|/static/.*|/\\*)?$`);
    const served = servedRoutes(camp.camp.app.printRoutes({ commonPrefix: false }));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const ownRoutes = served.filter((route) => !swaggerUi.test(route.split(' ')[1]!));
    expect(ownRoutes.length).toBeGreaterThan(40);
    expect(ownRoutes).toContain('GET /assets/{file}');
    // The docs pages share the API page's prefix but are the camp's own routes.
    expect(ownRoutes).toContain(`GET ${DOCS_PREFIX}/{page}`);
    expect(documented.sort()).toEqual([...new Set(ownRoutes)].sort());
  });

  it('gives every operation a summary, a tag, and a schema for each success content type', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        expect(operation.tags?.length, where).toBeGreaterThan(0);
        const successes = Object.entries(operation.responses).filter(([status]) => /^2/.test(status) && status !== '202');
        const failures = Object.keys(operation.responses).filter((status) => !/^[2]/.test(status));
        expect(successes.length + failures.length, where).toBeGreaterThan(0);
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status === '202') continue;
          const content = Object.entries(response.content ?? {});
          expect(content.length, `${where} ${status}`).toBeGreaterThan(0);
          for (const [mediaType, media] of content) expect(media.schema, `${where} ${status} ${mediaType}`).toBeDefined();
        }
      }
    }
  });

  it('documents the lean option on every game call that replies with a game', () => {
    for (const game of games) {
      for (const [method, call] of [['post', 'new'], ['post', 'act'], ['get', 'state'], ['post', 'finish']] as const) {
        const operation = replies.operation(method, `/games/${game.id}/api/${call}`)!;
        const lean = operation.parameters?.find((parameter) => parameter.in === 'query' && parameter.name === 'lean');
        expect(lean?.schema, `${call} of ${game.id}`).toEqual({ type: 'boolean' });
        if (method === 'post') expect(JSON.stringify(operation.requestBody)).toContain('"lean":{"type":"boolean"');
      }
    }
  });

  it("describes a race's seed and daily as the camp takes them, not as a one-player game's", () => {
    for (const game of games.filter((candidate) => candidate.seats > 1)) {
      const operation = replies.operation('post', `/games/${game.id}/api/new`)!;
      const body = operation.requestBody as { content: Record<string, { schema: { properties: Record<string, { description: string }> } }> };
      const fields = body.content['application/json']!.schema.properties;
      expect(operation.description, game.id).not.toContain('the same options and seed give the same deal');
      expect(fields.seed!.description, game.id).toMatch(/only when both players ask for the same one.*refused against the bot/);
      expect(fields.daily!.description, game.id).toContain('daily_not_offered');
    }
  });
});

/** Checks `reply` against the document and hands it back. */
function documented(method: string, path: string, reply: Reply, template = path.split('?')[0]!): Reply {
  const problems = replies.problems(method, template, { status: reply.status, contentType: reply.headers.get('content-type') ?? '', body: reply.body });
  expect(problems, JSON.stringify(reply.body).slice(0, 500)).toEqual([]);
  expect(handlerMismatches.splice(0), `${method} ${path} before serialization`).toEqual([]);
  return reply;
}

async function call(client: CampClient, method: string, path: string, body?: unknown, headers?: Record<string, string>, template?: string) {
  handlerMismatches.length = 0;
  return documented(method, path, await client.request(method, path, body, headers), template);
}

describe('real replies match the document', () => {
  it('accounts, login, agent checks, the game list, health and the document itself', async () => {
    const anyone = camp.client();
    const name = `openapi-${process.pid}`;
    const created = await call(anyone, 'POST', '/api/v1/accounts', { name });
    expect(created.status).toBe(201);
    expect((await call(anyone, 'POST', '/api/v1/accounts', { name })).status).toBe(409);
    expect((await call(anyone, 'POST', '/api/v1/accounts', { name: 'x', colour: 'red' })).status).toBe(400);
    const loggedIn = await call(anyone, 'POST', '/api/v1/login', { name, key: created.body.agent_key });
    expect(loggedIn.status).toBe(200);
    expect((await call(anyone, 'POST', '/api/v1/login', { name, key: 'wrong' })).status).toBe(401);
    expect((await call(anyone, 'POST', '/api/v1/login', '{"name": ', { 'content-type': 'application/json' })).status).toBe(400);
    const player = camp.client(loggedIn.body.token);
    for (const path of ['/api/v1/agent-check', '/api/v1/camp-check']) {
      expect((await call(anyone, 'GET', path)).status).toBe(200);
      expect((await call(player, 'GET', path)).body.bound_to).toBe('this account');
      expect((await call(camp.client('forged'), 'GET', path)).status).toBe(401);
    }
    expect((await call(anyone, 'GET', '/api/v1/games')).body.games).toHaveLength(games.length);
    expect((await call(anyone, 'GET', '/healthz')).status).toBe(200);
    // Metrics not asked for (no CAMP_METRICS_TOKEN): a 404 in the documented problem shape.
    expect((await call(anyone, 'GET', '/metrics')).status).toBe(404);
    // No operator keys (CAMP_ADMIN_KEYS): the admin endpoints answer 404.
    expect((await call(anyone, 'GET', '/admin/v1/accounts')).status).toBe(404);
    for (const action of ['suspend', 'unsuspend']) {
      expect((await call(anyone, 'POST', `/admin/v1/accounts/${name}/${action}`, undefined, undefined, `/admin/v1/accounts/{name}/${action}`)).status).toBe(404);
    }
    expect((await call(anyone, 'DELETE', `/admin/v1/accounts/${name}`, undefined, undefined, '/admin/v1/accounts/{name}')).status).toBe(404);
    expect((await call(anyone, 'GET', '/openapi.json')).body.openapi).toBe('3.1.0');
    expect((await call(anyone, 'GET', '/llms.txt')).status).toBe(200);
    for (const game of games) expect((await call(anyone, 'GET', `/games/${game.id}/llms.txt`)).status).toBe(200);
  });

  for (const game of games) {
    it(`${game.id}: new, act (legal, illegal, refused), state, resign and finish`, async () => {
      const base = `/games/${game.id}/api`;
      const player = await camp.signUp();
      const stranger = await camp.signUp();
      const anyone = camp.client();
      const checkedNew = game.checkedCalls === 'every-post';
      const options = game.seats > 1 ? { opponent: 'bot', bot_speed: 'slow' } : {};

      expect((await call(anyone, 'GET', `${base}/rules`)).status).toBe(200);
      expect((await call(player, 'POST', `${base}/new`, { ...options, colour: 'red' })).status).toBe(400);
      expect((await call(anyone, 'POST', `${base}/new`, options)).status).toBe(401);
      if (checkedNew) expect((await call(player, 'POST', `${base}/new`, options)).status).toBe(428);
      const started = await call(player, 'POST', `${base}/new`, options, checkedNew ? await player.checkHeaders() : {});
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      expect((await call(player, 'GET', `${base}/state?lean=true`)).body).not.toHaveProperty('board');

      const illegal = await call(player, 'POST', `${base}/act`, { command: 'xyzzy' }, await player.checkHeaders());
      expect(illegal.body.ok).toBe(false);
      // Some command of the game's own examples is legal at the start of a deal.
      let legal = false;
      for (const example of game.commands.map((doc) => doc.example).filter((example) => !/^resign/.test(example))) {
        const acted = await call(player, 'POST', `${base}/act`, { command: example, lean: true }, await player.checkHeaders());
        expect(acted.status).toBe(200);
        if (acted.body.ok) { legal = true; break; }
      }
      expect(legal, 'no example command was legal').toBe(true);
      expect((await call(player, 'POST', `${base}/act`, { command: 'xyzzy' }, { 'x-agent-check': 'nonsense', 'x-agent-answer': '1' })).status).toBe(428);
      expect((await call(player, 'POST', `${base}/act`, { command: 'draw', colour: 'red' })).status).toBe(400);
      expect((await call(player, 'POST', `${base}/act`, '[', { 'content-type': 'application/json' })).status).toBe(400);
      expect((await call(player, 'POST', `${base}/act`, 'draw', { 'content-type': 'text/plain' })).status).toBe(415);
      expect((await call(player, 'GET', `${base}/state?game_id=no-such-game`)).status).toBe(404);
      expect((await call(stranger, 'GET', `${base}/state?game_id=${started.body.game_id}`)).status).toBe(403);
      expect((await call(player, 'POST', `${base}/finish`, { rating: 7, review: 'Too early.' }, await player.checkHeaders())).status).toBe(409);
      expect((await call(anyone, 'GET', `${base}/replay?game_id=${started.body.game_id}`)).status).toBe(409);

      const resigned = await call(player, 'POST', `${base}/act`, { commands: ['resign', 'xyzzy'] }, await player.checkHeaders());
      expect(resigned.body.status).toBe('over');
      const finished = await call(player, 'POST', `${base}/finish`, { rating: 7, review: 'A fair deal.' }, await player.checkHeaders());
      expect(finished.status).toBe(200);
      expect((await call(player, 'GET', `${base}/state`)).body.status).toBe('over');
      expect((await call(anyone, 'GET', `${base}/replay?game_id=${started.body.game_id}`)).body.moves.length).toBeGreaterThan(0);
      expect((await call(anyone, 'GET', `${base}/replay?game_id=no-such-game`)).status).toBe(404);
      expect((await call(player, 'GET', '/api/v1/me')).body.totals.played).toBe(1);
      const mine = await call(player, 'GET', `/api/v1/me/games?game=${game.id}`);
      expect(mine.body.games[0].game_id).toBe(started.body.game_id);
      expect((await call(player, 'GET', '/api/v1/me/games?status=lost')).status).toBe(400);
      expect((await call(anyone, 'GET', '/api/v1/me')).status).toBe(401);
      const reviews = await call(anyone, 'GET', `${base}/reviews?limit=5`);
      expect(reviews.body.reviews[0]).toMatchObject({ rating: 7, review: 'A fair deal.' });
      expect((await call(anyone, 'GET', `${base}/reviews?cursor=nonsense`)).status).toBe(400);
      expect((await call(anyone, 'GET', `/games/${game.id}/reviews`)).status).toBe(200);
      const leaders = `/api/v1/leaderboards/${game.id}`;
      expect((await call(anyone, 'GET', leaders, undefined, undefined, '/api/v1/leaderboards/{game}')).body.game).toBe(game.id);
      expect((await call(anyone, 'GET', `${leaders}?window=forever`, undefined, undefined, '/api/v1/leaderboards/{game}')).status).toBe(400);

      expect((await call(anyone, 'GET', `/games/${game.id}`)).status).toBe(200);
      expect((await call(anyone, 'GET', `/assets/${game.id}.js`, undefined, undefined, '/assets/{file}')).status).toBe(200);
      await expectStreamDocumented(game.id, player.credential!);
      expect((await call(anyone, 'GET', `${base}/stream`)).status).toBe(401);
    });
  }

  it('pages, assets, and MCP', async () => {
    const anyone = camp.client();
    expect((await call(anyone, 'GET', '/')).status).toBe(200);
    expect((await call(anyone, 'GET', '/leaderboards')).status).toBe(200);
    expect((await call(anyone, 'GET', '/favicon.svg')).status).toBe(200);
    expect((await call(anyone, 'GET', '/api/v1/leaderboards/no-such-game', undefined, undefined, '/api/v1/leaderboards/{game}')).status).toBe(404);
    expect((await call(anyone, 'GET', '/assets/lobby.js', undefined, { 'accept-encoding': 'gzip' }, '/assets/{file}')).status).toBe(200);
    expect((await call(anyone, 'GET', '/assets/nothing.js', undefined, undefined, '/assets/{file}')).status).toBe(404);
    expect((await call(anyone, 'GET', '/docs/api', undefined, undefined, '/docs/{page}')).status).toBe(200);
    expect((await call(anyone, 'GET', '/docs/nowhere', undefined, undefined, '/docs/{page}')).status).toBe(404);
    expect((await call(anyone, 'GET', '/docs/images/klondike.png', undefined, undefined, '/docs/images/{file}')).status).toBe(200);
    expect((await call(anyone, 'GET', '/docs/images/nothing.png', undefined, undefined, '/docs/images/{file}')).status).toBe(404);
    const listed = await call(anyone, 'POST', '/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { accept: 'application/json, text/event-stream' });
    expect(listed.body.result.tools.length).toBeGreaterThan(0);
    expect((await call(anyone, 'POST', '/mcp', '{', { 'content-type': 'application/json', accept: 'application/json, text/event-stream' })).status).toBe(400);
    expect((await call(anyone, 'GET', '/mcp')).status).toBe(405);
    expect((await call(anyone, 'DELETE', '/mcp')).status).toBe(405);
  });

  it('a race between people: ratings in its replies, the races list while it is played, and /me once it is rated', async () => {
    const race = games.find((game) => game.seats > 1)!;
    const base = `/games/${race.id}/api`;
    const [a, b] = [await camp.signUp(), await camp.signUp()];
    const waiting = await call(a, 'POST', `${base}/new`, { opponent: 'human' }, await a.checkHeaders());
    expect(waiting.status).toBe(201);
    const joined = await call(b, 'POST', `${base}/new`, { opponent: 'human' }, await b.checkHeaders());
    expect(joined.body.ratings).toEqual({ you: 1500, opponent: 1500 });
    const listed = await call(camp.client(), 'GET', '/api/v1/races');
    expect(listed.body.races.map((entry: any) => entry.game_id)).toContain(joined.body.game_id);
    const resigned = await call(a, 'POST', `${base}/act`, { command: 'resign', game_id: joined.body.game_id }, await a.checkHeaders());
    expect(resigned.body.ratings).toEqual({ you: 1484, opponent: 1516 });
    const me = await call(b, 'GET', '/api/v1/me');
    expect(me.body.games.find((entry: any) => entry.game === race.id).rating).toEqual({ rating: 1516, rated_games: 1 });
    const board = await call(camp.client(), 'GET', `/api/v1/leaderboards/${race.id}`, undefined, undefined, '/api/v1/leaderboards/{game}');
    expect(board.body.entries.find((entry: any) => entry.name === b.name).rating).toBe(1516);
  });

  it('suites, a run, its progress and the suite board', async () => {
    const anyone = camp.client();
    const player = await camp.signUp();
    expect((await call(anyone, 'GET', '/api/v1/suites')).body.suites.length).toBeGreaterThan(1);
    expect((await call(anyone, 'GET', '/api/v1/suites/smoke', undefined, undefined, '/api/v1/suites/{suite}')).body.id).toBe('smoke');
    expect((await call(anyone, 'GET', '/api/v1/suites/none', undefined, undefined, '/api/v1/suites/{suite}')).status).toBe(404);
    const run = await call(player, 'POST', '/api/v1/suites/smoke/runs', {}, undefined, '/api/v1/suites/{suite}/runs');
    expect(run.status).toBe(201);
    expect((await call(anyone, 'POST', '/api/v1/suites/smoke/runs', {}, undefined, '/api/v1/suites/{suite}/runs')).status).toBe(401);
    expect((await call(player, 'POST', '/api/v1/suites/smoke/runs', { colour: 1 }, undefined, '/api/v1/suites/{suite}/runs')).status).toBe(400);
    expect((await call(player, 'GET', `/api/v1/runs/${run.body.run.id}`, undefined, undefined, '/api/v1/runs/{id}')).body.status).toBe('running');
    expect((await call(anyone, 'GET', `/api/v1/runs/${run.body.run.id}`, undefined, undefined, '/api/v1/runs/{id}')).status).toBe(404);
    const board = await call(anyone, 'GET', '/api/v1/leaderboards/suites/smoke', undefined, undefined, '/api/v1/leaderboards/suites/{suite}');
    expect(board.body.entries).toEqual([]);
    // Its page and chart open once it is complete: before, the page says so and the chart is a problem.
    expect((await call(anyone, 'GET', `/runs/${run.body.run.id}`, undefined, undefined, '/runs/{id}')).status).toBe(404);
    expect((await call(anyone, 'GET', `/runs/${run.body.run.id}/chart.svg`, undefined, undefined, '/runs/{id}/chart.svg')).status).toBe(404);
  });

  it('leave no documented operation unexercised', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.filter((operation) => !replies.exercised.has(operation))).toEqual([]);
  });
});

/** The stream's status and content type are documented (its body never ends, so only they are checked). */
async function expectStreamDocumented(gameId: string, credential: string): Promise<void> {
  const stop = new AbortController();
  const response = await fetch(`${camp.url}/games/${gameId}/api/stream`, { headers: { authorization: `Bearer ${credential}` }, signal: stop.signal });
  const problems = replies.problems('GET', `/games/${gameId}/api/stream`, { status: response.status, contentType: response.headers.get('content-type') ?? '', body: '' });
  stop.abort();
  expect(problems).toEqual([]);
  expect(response.status).toBe(200);
}
