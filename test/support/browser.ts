/**
 * Headless Chromium for the browser tests: Debian's /usr/bin/chromium driven
 * by playwright-core. A missing browser fails the suite (it never skips).
 * Helpers sign in from the page, answer the page's agent check and save
 * screenshots under test-artifacts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startCamp, type TestCamp } from './camp.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const ARTIFACTS_DIR = path.resolve('test-artifacts');

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`The browser tests need Chromium at ${CHROMIUM_PATH} (apt-get install chromium; .ci/run installs it).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface BrowserSuite {
  camp: TestCamp;
  browser: Browser;
}

/** A real camp (with these environment settings) and Chromium for the test file, closed after it. */
export function useBrowserSuite(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.camp = await startCamp(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.camp?.close();
  });
  return suite;
}

/** A fresh page (its own sessionStorage) that fails the test on any page error or CSP violation. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page & { errors: string[] }> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
  const page = Object.assign(await context.newPage(), { errors: [] as string[] });
  page.on('pageerror', (error) => page.errors.push(String(error)));
  // The camp's Content-Security-Policy must never have to block anything its own pages do.
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (apply|load|execute|connect|frame)/i.test(message.text())) page.errors.push(`CSP: ${message.text()}`);
  });
  page.on('dialog', (dialog) => { page.errors.push(`unexpected dialog: ${dialog.message()}`); void dialog.dismiss(); });
  return page;
}

/** Creates an account from the page's form; returns its key (read from the one-time display). */
export async function createAccountInPage(page: Page, name: string): Promise<string> {
  await page.fill('form.create-account input[name="new-name"]', name);
  await page.click('form.create-account button[type="submit"]');
  const key = (await page.textContent('.key-once .new-key', { timeout: 10_000 }))!.trim();
  await page.click('[data-action="continue"]');
  await page.waitForSelector('.signed-in');
  return key;
}

export async function signInInPage(page: Page, name: string, key: string): Promise<void> {
  await page.fill('form.sign-in input[name="name"]', name);
  await page.fill('form.sign-in input[name="key"]', key);
  await page.click('form.sign-in button[type="submit"]');
  await page.waitForSelector('.signed-in');
}

/** Opens a game's board page, signs up a new account from it, and returns the key. */
export async function openBoardSignedUp(page: Page, camp: TestCamp, game: string, name: string): Promise<string> {
  await page.goto(`${camp.url}/games/${game}`);
  return createAccountInPage(page, name);
}

/** The puzzle token the page shows now. */
export async function shownCheckToken(page: Page): Promise<string> {
  const token = await page.getAttribute('section.check', 'data-token');
  if (!token) throw new Error('the page shows no agent check');
  return token;
}

/** Types the right answer to the page's current puzzle (so it goes with the next click). */
export async function answerCheckInPage(page: Page, camp: TestCamp): Promise<void> {
  if (!camp.config.agentChecks) return;
  const answer = await camp.answerFor(await shownCheckToken(page));
  await page.fill('section.check input[name="check-answer"]', String(answer));
}

/** Waits until the page shows a puzzle different from `token` (after a reply brought a new one). */
export async function waitForNewCheck(page: Page, token: string): Promise<void> {
  await page.waitForFunction((old) => {
    const shown = document.querySelector('section.check')?.getAttribute('data-token');
    return !!shown && shown !== old;
  }, token);
}

/** Types the right answer, does `action` (a click, a key), and waits for the reply's new puzzle. */
export async function withCheckAnswered(page: Page, camp: TestCamp, action: () => Promise<unknown>): Promise<void> {
  await answerCheckInPage(page, camp);
  const token = camp.config.agentChecks ? await shownCheckToken(page) : null;
  await action();
  if (token) await waitForNewCheck(page, token);
}

/** Starts a game from the page's options form (answering a check first when the game asks one for `new`). */
export async function startGameInPage(page: Page, camp: TestCamp, options: Record<string, string> = {}, checked = false): Promise<void> {
  for (const [name, value] of Object.entries(options)) {
    const selector = `form.options [name="${name}"]`;
    const tag = await page.$eval(selector, (node) => node.tagName);
    if (tag === 'SELECT') await page.selectOption(selector, value);
    else await page.fill(selector, value);
  }
  if (checked) await answerCheckInPage(page, camp);
  const before = await page.getAttribute('section.check', 'data-token');
  await page.click('[data-action="new-game"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="say"]')?.textContent === 'New game started.');
  if (camp.config.agentChecks && before) await waitForNewCheck(page, before);
}

export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Tab, or Shift+Tab towards it, until the focus is on `selector`: the keyboard alone gets there. */
export async function tabTo(page: Page, selector: string, limit = 250): Promise<void> {
  for (let n = 0; n < limit; n++) {
    const where = await page.evaluate((wanted) => {
      const target = document.querySelector(wanted);
      const active = document.activeElement;
      if (active?.matches(wanted)) return 'here';
      if (!target || !active || active === document.body) return 'forward';
      return target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'back' : 'forward';
    }, selector);
    if (where === 'here') return;
    await page.keyboard.press(where === 'back' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}
