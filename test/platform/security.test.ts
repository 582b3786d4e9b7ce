/**
 * Security headers on every kind of reply, and no trust in the Host header:
 * the rules document's URLs are relative, or under CAMP_PUBLIC_URL.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { rawRequest } from '../support/raw-http.ts';

const GAME = 'minesweeper';
let camp: TestCamp;
beforeAll(async () => { camp = await startCamp({}, { games: [minesweeper] }); });
afterAll(async () => { await camp.close(); });

function directives(policy: string | null): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name!, values]));
}

describe('security headers', () => {
  it('come with pages, assets, API replies, errors, the event stream and MCP', async () => {
    const player = await camp.signUp();
    await player.newGame(GAME, {}, true);
    const stream = new AbortController();
    const replies = {
      lobby: await fetch(`${camp.url}/`),
      board: await fetch(`${camp.url}/games/${GAME}`),
      asset: await fetch(`${camp.url}/assets/${GAME}.js`),
      api: await fetch(`${camp.url}/api/v1/games`),
      llms: await fetch(`${camp.url}/llms.txt`),
      guide: await fetch(`${camp.url}/games/${GAME}/llms.txt`),
      state: await fetch(`${camp.url}/games/${GAME}/api/state`, { headers: { authorization: `Bearer ${player.key}` } }),
      notFound: await fetch(`${camp.url}/nowhere`),
      badRequest: await fetch(`${camp.url}/api/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      stream: await fetch(`${camp.url}/games/${GAME}/api/stream`, { headers: { authorization: `Bearer ${player.key}` }, signal: stream.signal }),
      mcp: await fetch(`${camp.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      }),
    };
    expect(replies.mcp.status).toBe(200);
    stream.abort();
    for (const [name, reply] of Object.entries(replies)) {
      expect(reply.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(reply.headers.get('x-frame-options'), name).toBe('DENY');
      const csp = directives(reply.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(csp.get('script-src'), name).toEqual(["'self'"]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(reply.headers.get('content-security-policy'), name).not.toContain('unsafe-inline');
      expect(reply.headers.get('content-security-policy'), name).not.toContain('unsafe-eval');
    }
    expect(replies.stream.headers.get('content-type')).toBe('text/event-stream');
  });

  it("allow exactly the pages' inline stylesheets, by their hashes", async () => {
    const used = new Set<string>();
    let policyHashes: string[] = [];
    for (const urlPath of ['/', `/games/${GAME}`, '/docs/api']) {
      const reply = await fetch(camp.url + urlPath);
      const html = await reply.text();
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      // The shell's stylesheet; the docs pages add theirs.
      expect(styles).toHaveLength(urlPath.startsWith('/docs/') ? 2 : 1);
      const allowed = directives(reply.headers.get('content-security-policy')).get('style-src');
      expect(allowed?.[0]).toBe("'self'");
      for (const style of styles) {
        const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
        expect(allowed).toContain(hash);
        used.add(hash);
      }
      policyHashes = allowed!.slice(1);
      // The only inline script is the JSON data block, which browsers never run; the docs pages have no script at all.
      expect([...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])).toEqual(urlPath.startsWith('/docs/') ? [] : [
        '<script id="camp-config" type="application/json">',
        expect.stringMatching(/^<script type="module" src="\/assets\/\w[\w-]*\.js\?v=\w+">$/),
      ]);
    }
    // Nothing else inline is allowed: each hash in the policy is a stylesheet some page uses.
    expect(policyHashes.sort()).toEqual([...used].sort());
  });
});

describe('the Host header', () => {
  it('never reaches the rules document: its URLs are paths on this camp', async () => {
    const reply = await rawRequest(camp.url, `/games/${GAME}/api/rules`, { headers: { host: 'evil.example' } });
    expect(reply.status).toBe(200);
    const endpoints = Object.keys(reply.body.endpoints);
    expect(endpoints).toContain(`POST /games/${GAME}/api/act`);
    for (const endpoint of endpoints) expect(endpoint).toMatch(/^(GET|POST) \/[^/]/);
    expect(JSON.stringify(reply.body)).not.toContain('evil.example');
  });

  it('gives way to CAMP_PUBLIC_URL when the operator sets one', async () => {
    const public_ = await startCamp({ CAMP_PUBLIC_URL: 'https://camp.example.org/' }, { games: [minesweeper] });
    try {
      const reply = await rawRequest(public_.url, `/games/${GAME}/api/rules`, { headers: { host: 'evil.example' } });
      const endpoints = Object.keys(reply.body.endpoints);
      expect(endpoints).toContain(`GET https://camp.example.org/games/${GAME}/api/state`);
      for (const endpoint of endpoints) expect(endpoint).toMatch(/^(GET|POST) https:\/\/camp\.example\.org\//);
      expect(JSON.stringify(reply.body)).not.toContain('evil.example');
    } finally {
      await public_.close();
    }
  });
});
