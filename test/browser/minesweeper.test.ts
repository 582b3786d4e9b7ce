/** The Minesweeper board in headless Chromium: reveal, flag, mode, a wrong and a right check answer. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
