/** The page shell in a real browser: serving, signing up, starting a game, the command box and the agent check. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startCamp, type TestCamp } from '../support/camp.ts';
import {
  answerCheckInPage, launchBrowser, newPage, openBoardSignedUp, saveScreenshot, shownCheckToken, startGameInPage, waitForNewCheck,
} from '../support/browser.ts';

let camp: TestCamp;
let browser: Browser;

beforeAll(async () => {
  camp = await startCamp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await camp?.close();
});

describe('the page shell', () => {
  it('serves the lobby and each board page with cacheable, gzipped bundles', async () => {
    const lobby = await fetch(`${camp.url}/`);
    expect(lobby.status).toBe(200);
    const html = await lobby.text();
    const script = /src="(\/assets\/lobby\.js\?v=\w+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(camp.url + script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    for (const game of ['solitaire', 'minesweeper']) {
      const board = await fetch(`${camp.url}/games/${game}`);
      expect(board.status).toBe(200);
      expect(await board.text()).toContain(`/assets/${game}.js?v=`);
    }
    expect((await fetch(`${camp.url}/assets/nothing.js`)).status).toBe(404);
  });

  it('creates an account, starts a game and plays a typed command with the right check answer', async () => {
    const page = await newPage(browser);
    const key = await openBoardSignedUp(page, camp, 'solitaire', 'shell-player');
    expect(key.length).toBeGreaterThan(10);
    await startGameInPage(page, camp, { draw: '1' });
    const client = camp.client(key);
    const before = (await client.state('solitaire')).body.version;
    await answerCheckInPage(page, camp);
    const token = await shownCheckToken(page);
    await page.fill('form.command input[name="command"]', 'draw');
    await page.click('form.command button[type="submit"]');
    await waitForNewCheck(page, token);
    expect((await client.state('solitaire')).body.version).toBe(before + 1);
    await saveScreenshot(page, 'shell-solitaire-1280x800');
    expect(page.errors).toEqual([]);
  });
});
