/**
 * The docs pages a hosted camp serves at /docs/<page>: every docs/*.md,
 * rendered under the camp's strict policy, links turned into the camp's own
 * addresses, HTML in the Markdown escaped, and nothing outside the docs
 * reachable by a crafted path. The API page keeps /docs.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { createCamp } from '../../src/platform/camp.ts';
import { readConfig } from '../../src/platform/config/load.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';

const DOCS_DIR = path.resolve(import.meta.dirname, '../../docs');
const pages = fs.readdirSync(DOCS_DIR).filter((name) => name.endsWith('.md')).map((name) => name.slice(0, -3));

/** A page's first top-level heading, as text. */
const headingOf = (page: string) => /^# (.+)$/m.exec(fs.readFileSync(path.join(DOCS_DIR, `${page}.md`), 'utf8'))![1]!.replace(/`/g, '');

/** A GET with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    http.get({ host: url.hostname, port: url.port, path: rawPath }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body: Buffer.concat(chunks).toString('utf8') }));
    }).on('error', reject);
  });
}

let camp: TestCamp;
let hostile: TestCamp;
let hostileDir: string;
beforeAll(async () => {
  hostileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-docs-'));
  fs.mkdirSync(path.join(hostileDir, 'images'));
  fs.writeFileSync(path.join(hostileDir, 'hostile.md'), [
    '# Hostile <b>title</b>',
    '',
    '<script>alert(1)</script>',
    '',
    'An <img src=x onerror=alert(2)> inline, a [script link](javascript:alert(3)) and [the other page](other.md#part).',
    '',
    '![a picture](images/board.png) and [the repository](../src/main.ts).',
  ].join('\n'));
  fs.writeFileSync(path.join(hostileDir, 'other.md'), '# Other\n\n## Part\n');
  fs.writeFileSync(path.join(hostileDir, 'images', 'board.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  fs.writeFileSync(path.join(hostileDir, 'images', 'notes.txt'), 'not an image');
  fs.writeFileSync(path.join(hostileDir, 'secret.png'), 'outside images/');
  [camp, hostile] = await Promise.all([startCamp({}, { games: [minesweeper] }), startCamp({}, { games: [minesweeper], docsDir: hostileDir })]);
});
afterAll(async () => {
  await Promise.all([camp?.close(), hostile?.close()]);
  fs.rmSync(hostileDir, { recursive: true, force: true });
});

describe('the docs pages', () => {
  it('serves every docs/*.md page as HTML with its title, under the strict policy and with no script', async () => {
    expect(pages).toEqual(expect.arrayContaining(['api', 'mcp', 'games', 'operations']));
    for (const page of pages) {
      const reply = await fetch(`${camp.url}/docs/${page}`);
      expect(reply.status, page).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const policy = reply.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).not.toContain('unsafe-inline');
      const html = await reply.text();
      const title = headingOf(page).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
      expect(html, page).toContain(`<title>${title} · Camp docs</title>`);
      expect(html).not.toMatch(/<script\b/);
      // The generated parts' markers are for the editor only.
      expect(html).not.toContain('generated:');
    }
  });

  it('turns links between pages into the camp\'s addresses, and drops links into the repository', async () => {
    let rewritten = 0;
    for (const page of pages) {
      const markdown = fs.readFileSync(path.join(DOCS_DIR, `${page}.md`), 'utf8');
      const html = await (await fetch(`${camp.url}/docs/${page}`)).text();
      expect(html, page).not.toMatch(/href="[^"]*\.md(#[^"]*)?"/);
      expect(html, page).not.toMatch(/href="\.\.\//);
      for (const [, target, anchor = ''] of markdown.matchAll(/\]\(([a-z0-9-]+)\.md(#[^)]*)?\)/g)) {
        expect(html, `${page} -> ${target}${anchor}`).toContain(`href="/docs/${target}${anchor}"`);
        rewritten++;
      }
    }
    expect(rewritten).toBeGreaterThan(10);
    // An anchor a page links must be a heading id on the target page.
    const operations = await (await fetch(`${camp.url}/docs/operations`)).text();
    expect(operations).toContain('href="/docs/api#the-agent-check"');
    expect(await (await fetch(`${camp.url}/docs/api`)).text()).toContain('id="the-agent-check"');
  });

  it('escapes HTML written in the Markdown, and keeps only safe links', async () => {
    const reply = await fetch(`${hostile.url}/docs/hostile`);
    expect(reply.status).toBe(200);
    const html = await reply.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toMatch(/<script\b|<img src="x"|<b>title|href="javascript:/);
    expect(html).toContain('<title>Hostile &#60;b&#62;title&#60;/b&#62; · Camp docs</title>');
    expect(html).toContain('href="/docs/other#part"');
    expect(html).toContain('<img src="/docs/images/board.png" alt="a picture">');
    expect(html).toContain('and the repository.');
    expect(await (await fetch(`${hostile.url}/docs/other`)).text()).toContain('<h2 id="part">Part</h2>');
  });

  it('serves the PNG images under docs/images/ and nothing else, however the path is written', async () => {
    const image = await fetch(`${hostile.url}/docs/images/board.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString('hex')).toBe('89504e470d0a1a0a');
    const real = await fetch(`${camp.url}/docs/images/klondike.png`);
    expect(real.status).toBe(200);
    for (const rawPath of [
      '/docs/images/notes.txt', '/docs/images/missing.png', '/docs/images/../secret.png', '/docs/images/..%2Fsecret.png',
      '/docs/images/%2e%2e%2fsecret.png', '/docs/images/%2E%2E/secret.png', '/docs/images/..%5csecret.png', '/docs/images/.%2e/.%2e/package.json',
      '/docs/..%2Fpackage.json', '/docs/%2e%2e%2fREADME', '/docs/images%2f..%2fsecret.png', '/docs/secret.png', '/docs/hostile.md', '/docs/nowhere',
    ]) {
      const reply = await rawGet(hostile.url, rawPath);
      expect(reply.status, rawPath).toBe(404);
      expect(reply.type, rawPath).toContain('application/problem+json');
      expect(reply.body, rawPath).not.toContain('outside images/');
      expect(JSON.parse(reply.body).error, rawPath).toBe('not_found');
    }
  });

  it('refuses to start with a page that the API page\'s own routes would hide', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-docs-'));
    fs.writeFileSync(path.join(dir, 'json.md'), '# JSON\n');
    try {
      const read = readConfig({ CAMP_DB: path.join(dir, 'camp.db'), PORT: '0' });
      if (!read.ok) throw new Error(read.error);
      await expect(createCamp(read.config, { games: [minesweeper], docsDir: dir })).rejects.toThrow('docs/json.md cannot be served');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves /docs to the API page, and the lobby links both', async () => {
    const api = await fetch(`${camp.url}/docs`);
    expect(api.status).toBe(200);
    expect(await api.text()).toContain('swagger');
    expect((await fetch(`${camp.url}/docs/json`)).headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${camp.url}/docs/static/swagger-initializer.js`)).status).toBe(200);
    const lobby = await (await fetch(`${camp.url}/`)).text();
    const config = JSON.parse(/<script id="camp-config" type="application\/json">(.*?)<\/script>/.exec(lobby)![1]!);
    expect(config.api).toBe('/docs');
    expect(config.docs.map((link: { href: string }) => link.href)).toEqual(pages.map((page) => `/docs/${page}`));
    expect(config.docs.map((link: { title: string }) => link.title)).toEqual(pages.map(headingOf));
  });
});
