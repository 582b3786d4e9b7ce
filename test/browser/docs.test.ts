/**
 * The API page at /docs: Swagger UI renders the camp's operations under the
 * camp's Content-Security-Policy (scripts from the camp only, no inline
 * script), and only its own pages allow inline styles.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { newPage, saveScreenshot, useBrowserSuite } from '../support/browser.ts';

const suite = useBrowserSuite();

describe('the API page', () => {
  it('shows every game\'s operations, with no page error and no CSP violation', async () => {
    const page = await newPage(suite.browser);
    const response = await page.goto(`${suite.camp.url}/docs`);
    expect(response?.status()).toBe(200);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");

    await page.waitForSelector('.opblock-summary-path');
    const paths = await page.$$eval('.opblock-summary-path', (nodes) => nodes.map((node) => node.textContent?.replace(/\u200b/g, '').trim()));
    for (const game of games) expect(paths).toContain(`/games/${game.id}/api/act`);
    expect(paths).toContain('/api/v1/accounts');
    expect(await page.textContent('.info .title')).toContain('Camp');

    await saveScreenshot(page, 'docs-page');

    // Open one operation: its parameters and reply schemas must render too.
    // Swagger UI names an operation's block by its tag and operationId.
    const act = '#operations-solitaire-postGamesSolitaireApiAct';
    await page.click(`${act} .opblock-summary`);
    await page.waitForSelector(`${act} .responses-wrapper`);
    expect(await page.textContent(`${act} .parameters`)).toContain('lean');
    await page.locator(`${act} .parameters`).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'docs-operation');
    expect(page.errors).toEqual([]);
  });

  it('keeps the strict policy everywhere else', async () => {
    const lobby = await fetch(`${suite.camp.url}/`);
    expect(lobby.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const document = await fetch(`${suite.camp.url}/openapi.json`);
    expect(document.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });
});
