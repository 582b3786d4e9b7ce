/** The page shell in a real browser: serving, signing up, starting a game, the command box and the agent check. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startCamp, type TestCamp } from '../support/camp.ts';
import {
  answerCheckInPage, newPage, openBoardSignedUp, PHONE, saveScreenshot, shownCheckToken, signInInPage, startGameInPage, useBrowserSuite,
  tabTo, waitForNewCheck,
} from '../support/browser.ts';

const suite = useBrowserSuite();

/** The focused element's data-* attributes (its identity on the board), or its tag when it has none. */
const focused = (page: Page) => page.evaluate(() => {
  const active = document.activeElement as HTMLElement | null;
  return active && Object.keys(active.dataset).length > 0 ? { ...active.dataset } : active?.tagName ?? null;
});

/** The board's top edge on the page (scrolling aside). */
const boardTop = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="board"]')!.getBoundingClientRect().top + window.scrollY);

describe('the page shell', () => {
  it('serves the lobby and each board page with cacheable, gzipped bundles', async () => {
    const lobby = await fetch(`${suite.camp.url}/`);
    expect(lobby.status).toBe(200);
    const html = await lobby.text();
    const script = /src="(\/assets\/lobby\.js\?v=\w+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(suite.camp.url + script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(html.length).toBeLessThan(8_000);
    for (const game of ['solitaire', 'minesweeper']) {
      const code = await (await fetch(`${suite.camp.url}/assets/${game}.js`)).text();
      // The whole board page stays small: it must load fast on a phone.
      expect(code.length).toBeLessThan(60_000);
    }
    for (const game of ['solitaire', 'minesweeper']) {
      const board = await fetch(`${suite.camp.url}/games/${game}`);
      expect(board.status).toBe(200);
      expect(await board.text()).toContain(`/assets/${game}.js?v=`);
    }
    expect((await fetch(`${suite.camp.url}/assets/nothing.js`)).status).toBe(404);
  });

  it('creates an account, starts a game and plays a typed command with the right check answer', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, 'solitaire', 'shell-player');
    expect(key.length).toBeGreaterThan(10);
    await startGameInPage(page, suite.camp, { draw: '1' });
    const client = suite.camp.client(key);
    const before = (await client.state('solitaire')).body.version;
    await answerCheckInPage(page, suite.camp);
    const token = await shownCheckToken(page);
    await page.fill('form.command input[name="command"]', 'draw');
    await page.click('form.command button[type="submit"]');
    await waitForNewCheck(page, token);
    expect((await client.state('solitaire')).body.version).toBe(before + 1);
    await saveScreenshot(page, 'shell-solitaire-1280x800');
    expect(page.errors).toEqual([]);
  });

  it('loads every page with nothing failed in the console, its icon included', async () => {
    const page = await newPage(suite.browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`); });
    for (const path of ['/', '/leaderboards', '/games/solitaire', '/games/minesweeper', '/games/california-double', '/games/solitaire/reviews']) {
      await page.goto(`${suite.camp.url}${path}`, { waitUntil: 'networkidle' });
    }
    // A page without an icon link makes the browser ask for /favicon.ico, a 404 on every first visit.
    expect(consoleErrors).toEqual([]);
    const icon = await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'));
    const served = await fetch(`${suite.camp.url}${icon}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/svg+xml');
    expect(await served.text()).toContain('<svg');
    expect(page.errors).toEqual([]);
  });

  it('lists the games in the lobby and signs in there with name and key', async () => {
    const agent = await suite.camp.signUp('lobby-visitor');
    const page = await newPage(suite.browser);
    await page.goto(`${suite.camp.url}/`);
    await page.waitForSelector('.game-list a.game-link');
    const links = await page.$$eval('.game-list a.game-link', (nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/games/solitaire', '/games/minesweeper']));
    await signInInPage(page, agent.name, agent.key);
    expect(await page.evaluate(() => sessionStorage.getItem('camp.key'))).toBe(agent.key);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await saveScreenshot(page, 'lobby-1280x800');
  });

  it('shows a player name and a review with markup as text, and finishes a game with a rating', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, 'solitaire', name);
    expect(await page.textContent('.player-name')).toBe(name);
    expect(await page.$('img')).toBeNull();

    // Sign out and back in with the key the page showed once.
    await page.click('[data-action="sign-out"]');
    await signInInPage(page, name, key);
    await startGameInPage(page, suite.camp);
    await answerCheckInPage(page, suite.camp);
    let token = await shownCheckToken(page);
    await page.fill('form.command input[name="command"]', 'resign');
    await page.press('form.command input[name="command"]', 'Enter');
    await waitForNewCheck(page, token);
    await page.waitForSelector('.banner:not([hidden])');
    expect(await page.textContent('[data-testid="status"]')).toContain('over');

    const review = '<script>alert(2)</script> Fine deal, <b>bold</b> ending.';
    await page.selectOption('form.finish select[name="rating"]', '8');
    await page.fill('form.finish textarea[name="review"]', review);
    await answerCheckInPage(page, suite.camp);
    token = await shownCheckToken(page);
    await page.click('[data-action="finish"]');
    await waitForNewCheck(page, token);
    expect(await page.textContent('.review-text')).toBe(review);
    expect(await page.$('.finish-thanks b, .finish-thanks script')).toBeNull();
    const game = (await suite.camp.client(key).state('solitaire')).body;
    expect(game.status).toBe('over');
    expect(game).toMatchObject({ rating: 8, review });
    await saveScreenshot(page, 'solitaire-finished-1280x800');
    // Reloaded, the rated game shows its rating, not the form again.
    await page.reload();
    await page.waitForSelector('.review-text');
    expect(await page.textContent('.review-text')).toBe(review);
    expect(await page.isVisible('form.finish')).toBe(false);
    expect(await page.textContent('.banner')).toContain('Rated');
    expect(page.errors).toEqual([]);
  });
});

describe('under the Content-Security-Policy', () => {
  it('styles the shell and the board, and refuses styles and scripts injected inline', async () => {
    const page = await newPage(suite.browser);
    await openBoardSignedUp(page, suite.camp, 'minesweeper', 'csp-visitor');
    await startGameInPage(page, suite.camp, { difficulty: 'beginner' }, true);
    const colours = await page.evaluate(() => ({
      shell: getComputedStyle(document.querySelector('.topbar')!).backgroundColor,
      board: getComputedStyle(document.querySelector('.board-minesweeper .ms-counter')!).backgroundColor,
    }));
    expect(colours).toEqual({ shell: 'rgb(31, 59, 46)', board: 'rgb(27, 27, 27)' });
    expect(page.errors).toEqual([]);

    // What an injected <style> or inline script would do is blocked, and the test's listener hears of it.
    const blocked = await page.evaluate(async () => {
      const style = document.createElement('style');
      style.textContent = 'body { background: rgb(255, 0, 0) !important; }';
      document.head.append(style);
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran";';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { background: getComputedStyle(document.body).backgroundColor, injected: document.body.dataset.injected ?? null };
    });
    expect(blocked).toEqual({ background: 'rgb(247, 244, 236)', injected: null });
    expect(page.errors.length).toBeGreaterThanOrEqual(2);
    expect(page.errors.every((error) => error.startsWith('CSP: '))).toBe(true);
  });
});

describe('with agent checks switched off', () => {
  let quiet: TestCamp;
  beforeAll(async () => { quiet = await startCamp({ CAMP_AGENT_CHECK: 'off' }); });
  afterAll(async () => { await quiet?.close(); });

  it('hides the check box and plays a click without an answer', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, quiet, 'minesweeper', 'no-checks');
    expect(await page.isHidden('section.check')).toBe(true);
    await startGameInPage(page, quiet, { difficulty: 'beginner' });
    expect(await page.isHidden('section.check')).toBe(true);
    await page.click('[data-cell="r5c5"]');
    await page.waitForFunction(() => document.querySelector('[data-cell="r5c5"]')?.getAttribute('data-symbol') !== '#');
    expect((await quiet.client(key).state('minesweeper')).body.version).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('keeps the keyboard focus on the same tile or cell after a move redraws the board', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, quiet, 'mahjong-solitaire', 'focus-keeper');
    await startGameInPage(page, quiet, { seed: 'turtle-1' });
    const [first] = (await quiet.client(key).state('mahjong-solitaire')).body.board.pairs[0] as [string, string];
    const tile = `[data-testid="board"] .mj-tile[data-tile="${first}"]`;
    await tabTo(page, tile);
    // Enter selects the tile (a new board from the camp); the focus is still on it, so Enter again deselects.
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${tile}.mj-selected`, { timeout: 5_000 });
    expect(await focused(page)).toMatchObject({ tile: first });
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${tile}:not(.mj-selected)`, { timeout: 5_000 });
    expect(await focused(page)).toMatchObject({ tile: first });
    expect((await quiet.client(key).state('mahjong-solitaire')).body.version).toBe(2);

    // Minesweeper: Enter on a cell reveals it, and the focus stays on that cell.
    await page.goto(`${quiet.url}/games/minesweeper`);
    await page.waitForSelector('.signed-in');
    await startGameInPage(page, quiet, { difficulty: 'beginner' });
    const cell = '[data-testid="board"] [data-cell="r3c4"]';
    await tabTo(page, cell);
    await page.keyboard.press('Enter');
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-symbol') !== '#', cell, { timeout: 5_000 });
    expect(await focused(page)).toMatchObject({ cell: 'r3c4' });
    expect(page.errors).toEqual([]);
  });

  it('keeps the board where it is on a phone while the status line above it changes length', async () => {
    const page = await newPage(suite.browser, PHONE);
    const key = await openBoardSignedUp(page, quiet, 'solitaire', 'steady-board');
    await startGameInPage(page, quiet, { draw: '1', seed: 'steady' });
    const say = '[data-testid="say"]';
    const top = await boardTop(page);
    const lines = () => page.evaluate((selector) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(selector)!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }, say);
    expect(await lines()).toBe(1);

    // Tapping a card selects it: the status line says how to finish the move, on two lines at this width.
    const game = (await quiet.client(key).state('solitaire')).body;
    const card = game.board.tableau[6].faceUp.at(-1).code;
    await page.click(`[data-pile="t7"] [data-card="${card}"]`);
    await page.waitForSelector(`[data-pile="t7"] [data-card="${card}"].selected`, { timeout: 5_000 });
    expect(await page.textContent(say)).toMatch(/^Selected from t7: /);
    expect(await lines()).toBe(2);
    expect(await boardTop(page)).toBe(top);
    // The whole message shows: nothing is cut off or scrolled away.
    expect(await page.$eval(say, (node) => node.scrollHeight <= node.clientHeight)).toBe(true);

    // A tap on it again deselects: a shorter message, and the board still has not moved.
    await page.click(`[data-pile="t7"] [data-card="${card}"]`);
    await page.waitForSelector(`[data-pile="t7"] [data-card="${card}"]:not(.selected)`, { timeout: 5_000 });
    expect(await boardTop(page)).toBe(top);
    await saveScreenshot(page, 'shell-status-line-390x844');
    expect(page.errors).toEqual([]);
  });
});
