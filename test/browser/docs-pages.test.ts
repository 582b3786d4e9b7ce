/**
 * The docs pages in Chromium: reached from the lobby's links, rendered with
 * the camp's own styles under its strict Content-Security-Policy (no page
 * error, nothing blocked), and their links lead to the other pages.
 */
import { describe, expect, it } from 'vitest';
import { newPage, saveScreenshot, useBrowserSuite } from '../support/browser.ts';

const suite = useBrowserSuite();

describe('the docs pages', () => {
  it('opens the HTTP API page from the lobby, styled, with no page error and no CSP violation', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.camp.url}/`);
    const docsLink = page.locator('nav.docs-links a[href="/docs/api"]');
    await docsLink.waitFor();
    expect(await page.getAttribute('nav.docs-links a:last-child', 'href')).toBe('/docs');

    await Promise.all([page.waitForURL(`${suite.camp.url}/docs/api`), docsLink.click()]);
    const title = (await page.textContent('main.docs h1'))!;
    expect(await page.title()).toBe(`${title} · Camp docs`);
    expect(await page.getAttribute('nav.docs-nav a[aria-current="page"]', 'href')).toBe('/docs/api');
    // The inline stylesheets applied (their hashes are in the policy): the shell's bar and the docs' tables.
    expect(await page.$eval('header.topbar', (node) => getComputedStyle(node).position)).toBe('sticky');
    expect(await page.$eval('main.docs', (node) => getComputedStyle(node).maxWidth)).toBe('960px');
    expect(await page.locator('main.docs table').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'docs-api-page');

    // A link written as operations.md#... in the Markdown leads to that page's heading.
    const toOperations = page.locator('main.docs a[href^="/docs/operations#"]').first();
    const href = (await toOperations.getAttribute('href'))!;
    await Promise.all([page.waitForURL(`${suite.camp.url}${href}`), toOperations.click()]);
    expect(await page.locator(`main.docs [id="${href.split('#')[1]}"]`).count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('shows the games page with the rules generated from the game definitions, placeholders such as <from> as text', async () => {
    const page = await newPage(suite.browser);
    const response = await page.goto(`${suite.camp.url}/docs/games`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('main.docs h3#commands').count()).toBe(1);
    expect(await page.textContent('main.docs')).toContain('<from> is waste');
    expect(page.errors).toEqual([]);
  });
});
