/** The Minesweeper board in headless Chromium: reveal, flag, mode, a wrong and a right check answer, a touch long press. */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestCamp } from '../support/camp.ts';
import {
  DESKTOP, newPage, openBoardSignedUp, PHONE, saveScreenshot, shownCheckToken, startGameInPage, useBrowserSuite, waitForNewCheck,
  withCheckAnswered,
} from '../support/browser.ts';

const suite = useBrowserSuite();

function firstHidden(state: any): { id: string } {
  return state.board.cells.flat().find((cell: any) => cell.symbol === '#');
}

describe('Minesweeper board', () => {
  it('reveals with a click, flags with a right-click, and ignores a wrong check answer', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, 'minesweeper', 'sweeper');
    await startGameInPage(page, suite.camp, { difficulty: 'beginner' }, true);
    const client = suite.camp.client(key);
    const state = async () => (await client.state('minesweeper')).body;

    await withCheckAnswered(page, suite.camp, () => page.click('[data-cell="r5c5"]'));
    let now = await state();
    expect(now.version).toBe(1);
    expect(now.board.cells[4][4].symbol).not.toBe('#');
    expect(await page.getAttribute('[data-cell="r5c5"]', 'data-symbol')).toBe(now.board.cells[4][4].symbol);

    const hidden = firstHidden(now);
    await withCheckAnswered(page, suite.camp, () => page.click(`[data-cell="${hidden.id}"]`, { button: 'right' }));
    now = await state();
    expect(now.version).toBe(2);
    expect(await page.getAttribute(`[data-cell="${hidden.id}"]`, 'data-symbol')).toBe('F');
    expect(await page.textContent('[data-testid="mines-left"]')).toBe('009');

    // A wrong answer: a new puzzle, a note, and the game is unchanged.
    const token = await shownCheckToken(page);
    const right = await suite.camp.answerFor(token);
    await page.fill('section.check input[name="check-answer"]', String(right + 1));
    const other = firstHidden(now);
    await page.click(`[data-cell="${other.id}"]`);
    await waitForNewCheck(page, token);
    expect(await page.textContent('.check-note')).toContain('nothing was changed');
    expect((await state()).version).toBe(2);
    expect(await page.getAttribute(`[data-cell="${other.id}"]`, 'data-symbol')).toBe('#');
    await saveScreenshot(page, 'minesweeper-wrong-check-1280x800');

    // The click mode toggle: now a click flags.
    await withCheckAnswered(page, suite.camp, () => page.click('[data-action="mode"]'));
    await page.waitForSelector('[data-action="mode"][data-mode="flag"]');
    await withCheckAnswered(page, suite.camp, () => page.click(`[data-cell="${other.id}"]`));
    expect(await page.getAttribute(`[data-cell="${other.id}"]`, 'data-symbol')).toBe('F');
    expect((await state()).version).toBe(4);
    await saveScreenshot(page, 'minesweeper-beginner-1280x800');
    expect(page.errors).toEqual([]);
  });

  it('fits the expert board in 1280x800, and scrolls it on a phone', async () => {
    const page = await newPage(suite.browser, DESKTOP);
    await openBoardSignedUp(page, suite.camp, 'minesweeper', 'sweeper-expert');
    await startGameInPage(page, suite.camp, { difficulty: 'expert', seed: 'wide' }, true);
    await withCheckAnswered(page, suite.camp, () => page.click('[data-cell="r8c15"]'));
    const grid = (await page.locator('.ms-grid').boundingBox())!;
    expect(grid.x + grid.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(grid.y + grid.height).toBeLessThanOrEqual(DESKTOP.height);
    await saveScreenshot(page, 'minesweeper-expert-1280x800');
    // Reloaded, the new-game form offers the same kind of game again.
    expect(await page.inputValue('form.options [name="difficulty"]')).toBe('expert');
    await page.reload();
    await page.waitForSelector('[data-cell="r8c15"]');
    await page.waitForFunction(() => (document.querySelector('form.options [name="difficulty"]') as HTMLSelectElement | null)?.value === 'expert');
    expect(await page.inputValue('form.options [name="no_guess"]')).toBe('false');

    const phone = await newPage(suite.browser, PHONE);
    await openBoardSignedUp(phone, suite.camp, 'minesweeper', 'sweeper-phone');
    await startGameInPage(phone, suite.camp, { difficulty: 'expert' }, true);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const scroll = await phone.$eval('.ms-scroll', (node) => node.scrollWidth > node.clientWidth);
    expect(scroll).toBe(true);
    await phone.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(phone, 'minesweeper-expert-390x844');
  });
});

/** Long enough for a stray command after a press to reach the camp, shorter than the board's trailing-click window. */
const SETTLE_MS = 300;

/** Symbols of the camp's board, by cell id (r1c1...). */
async function symbols(camp: TestCamp, key: string): Promise<{ version: number; cells: Map<string, string> }> {
  const body = (await camp.client(key).state('minesweeper')).body;
  return { version: body.version, cells: new Map(body.board.cells.flat().map((cell: any) => [cell.id, cell.symbol])) };
}

function opened(cells: Map<string, string>): string[] {
  return [...cells].filter(([, symbol]) => symbol !== '#' && symbol !== 'F').map(([id]) => id);
}

/** A phone board (beginner, seed lp1) after one tap on r5c5, in the given click mode. */
async function phoneBoard(camp: TestCamp, browser: Browser, name: string, mode: 'reveal' | 'flag') {
  const page = await newPage(browser, PHONE);
  const key = await openBoardSignedUp(page, camp, 'minesweeper', name);
  await startGameInPage(page, camp, { difficulty: 'beginner', seed: 'lp1' });
  await page.tap('[data-cell="r5c5"]');
  await page.waitForSelector('[data-cell="r5c5"]:not([data-symbol="#"])');
  if (mode === 'flag') {
    await page.tap('[data-action="mode"]');
    await page.waitForSelector('[data-action="mode"][data-mode="flag"]');
  }
  return { page, key };
}

/**
 * A finger held on a cell and lifted, as Chromium's touch emulation delivers it: pointerdown, then
 * pointerup and a click wherever the finger is once the board has moved. `during` runs mid-press.
 */
async function longPress(page: Page, cellId: string, holdMs: number, during?: () => Promise<void>): Promise<void> {
  const box = (await page.locator(`[data-cell="${cellId}"]`).boundingBox())!;
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
  const started = Date.now();
  await during?.();
  await page.waitForTimeout(Math.max(0, holdMs - (Date.now() - started)));
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

/**
 * Stands in for a redraw that moves the grid under the finger (the audit saw the status line
 * change height): once a cell is flagged, the grid sits one row higher.
 */
async function moveGridOnFlag(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.board-minesweeper:has(.ms-cell.flag) .ms-grid { transform: translateY(calc(-1 * var(--cell))); }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** What Chrome on a phone may add to a long press: its own context menu event on the cell. */
async function contextMenu(page: Page, cellId: string): Promise<void> {
  await page.dispatchEvent(`[data-cell="${cellId}"]`, 'contextmenu', { button: 2 });
}

// Checks off: with checks on the page holds back a second command (its answer was spent), which would hide a doubled one.
describe('Minesweeper board on a touch screen', () => {
  const touch = useBrowserSuite({ CAMP_AGENT_CHECK: 'off' });

  it.each([
    ['reveal', 'r1c1', 'still'], ['reveal', 'r1c1', 'moved'], ['flag', 'r2c4', 'still'], ['flag', 'r2c4', 'moved'],
  ] as const)('a long press in %s mode on %s sends one flag and nothing else (grid %s by the redraw)', async (mode, cellId, grid) => {
    const { page, key } = await phoneBoard(touch.camp, touch.browser, `presser-${mode}-${grid}`, mode);
    if (grid === 'moved') await moveGridOnFlag(page);
    const before = await symbols(touch.camp, key);
    const logged = await page.locator('.results li').count();

    await longPress(page, cellId, 800);
    await page.waitForTimeout(SETTLE_MS);
    const after = await symbols(touch.camp, key);
    expect(after.version).toBe(before.version + 1);
    expect(after.cells.get(cellId)).toBe('F');
    expect(opened(after.cells)).toEqual(opened(before.cells));
    expect(await page.locator('.results li').count()).toBe(logged + 1);
    expect(await page.getAttribute(`[data-cell="${cellId}"]`, 'data-symbol')).toBe('F');

    // A new tap right after the press is the player's own: it goes through.
    await page.tap('[data-cell="r2c1"]');
    await page.waitForFunction((count) => document.querySelectorAll('.results li').length > count, logged + 1);
    expect((await symbols(touch.camp, key)).version).toBe(before.version + 2);
    await saveScreenshot(page, `minesweeper-long-press-${mode}-${grid}-390x844`);
    expect(page.errors).toEqual([]);
  });

  it('a context menu during or right after a long press sends nothing more', async () => {
    const { page, key } = await phoneBoard(touch.camp, touch.browser, 'presser-menu', 'reveal');
    const before = await symbols(touch.camp, key);
    const logged = await page.locator('.results li').count();

    // The phone's own long press, sooner than the board's: one flag, and the board's timer adds none.
    await longPress(page, 'r1c1', 800, () => contextMenu(page, 'r1c1'));
    await page.waitForTimeout(SETTLE_MS);
    let now = await symbols(touch.camp, key);
    expect(now.version).toBe(before.version + 1);
    expect(now.cells.get('r1c1')).toBe('F');

    // A context menu just after the finger lifts belongs to the same press.
    await longPress(page, 'r2c4', 800);
    await contextMenu(page, 'r2c4');
    await page.waitForTimeout(SETTLE_MS);
    now = await symbols(touch.camp, key);
    expect(now.version).toBe(before.version + 2);
    expect(now.cells.get('r2c4')).toBe('F');
    expect(opened(now.cells)).toEqual(opened(before.cells));
    expect(await page.locator('.results li').count()).toBe(logged + 2);
    expect(page.errors).toEqual([]);
  });
});
