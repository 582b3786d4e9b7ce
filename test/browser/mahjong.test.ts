/** The Mahjong board in a real browser: a match by two clicks, deselecting, hint and shuffle buttons, checks, and non-free tiles. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CampClient } from '../support/camp.ts';
import {
  newPage, openBoardSignedUp, PHONE, saveScreenshot, signInInPage, startGameInPage, useBrowserSuite, withCheckAnswered,
} from '../support/browser.ts';
import { withWrongAnswer } from '../support/board-clicks.ts';

const GAME = 'mahjong-solitaire';
const BOARD = '[data-testid="board"]';

const suite = useBrowserSuite();

async function board(client: CampClient) {
  const state = (await client.state(GAME)).body;
  return { version: state.version as number, view: state.board };
}

const tile = (id: string) => `${BOARD} .mj-tile[data-tile="${id}"]`;

async function clickTile(page: Page, id: string): Promise<void> {
  await withCheckAnswered(page, suite.camp, () => page.click(tile(id)));
}

describe('Mahjong board', () => {
  it('matches two free tiles by clicking, deselects, and refuses a wrong check answer', async () => {
    const page = await newPage(suite.browser);
    const name = 'mahjong-player';
    const key = await openBoardSignedUp(page, suite.camp, GAME, name);
    const client = suite.camp.client(key);
    await startGameInPage(page, suite.camp, { seed: 'turtle-1' });
    await page.waitForSelector(`${BOARD} .mj-tile.mj-free`);
    expect(await page.locator(`${BOARD} .mj-tile`).count()).toBe(144);
    expect(await page.locator(`${BOARD} .mj-tile.mj-hidden`).count()).toBeGreaterThan(0);

    let game = await board(client);
    const [first, second] = game.view.pairs[0] as [string, string];

    // A wrong answer: nothing is selected and a new puzzle is shown.
    await withWrongAnswer(page, suite.camp, () => page.click(tile(first)));
    expect((await board(client)).version).toBe(game.version);
    expect(await page.getAttribute('section.check', 'class')).toContain('check-wrong');

    // Select, click again to deselect (select none), select with the right answer.
    await clickTile(page, first);
    expect((await board(client)).view.selected).toBe(first);
    await page.waitForSelector(`${tile(first)}.mj-selected`);
    await clickTile(page, first);
    expect((await board(client)).view.selected).toBeNull();
    await clickTile(page, first);
    await withCheckAnswered(page, suite.camp, async () => {
      // Typing the answer focused its box; Esc belongs to the board once the focus leaves it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Escape');
    });
    await page.waitForFunction((id) => !document.querySelector(`.mj-tile[data-tile="${id}"]`)?.classList.contains('mj-selected'), first);
    expect((await board(client)).view.selected).toBeNull();

    // The pair: first click selects, the matching tile completes the match.
    await clickTile(page, first);
    await clickTile(page, second);
    game = await board(client);
    expect(game.view.removed).toEqual(expect.arrayContaining([first, second]));
    expect(game.view.pairsRemoved).toBe(1);
    expect(await page.locator(tile(first)).count()).toBe(0);
    expect(await page.locator(tile(second)).count()).toBe(0);
    expect(await page.textContent('[data-testid="score"]')).toBe(String(game.view.score));

    // A tile that is not free sends nothing.
    const blocked = game.view.tiles.find((t: any) => !t.free && !t.covered) ?? game.view.tiles.find((t: any) => !t.free);
    // dispatched on the tile itself: a click by position can land on a neighbour drawn over its corner
    await page.locator(tile(blocked.id)).dispatchEvent('click');
    await page.waitForFunction(() => /is not free/.test(document.querySelector('[data-testid="say"]')?.textContent ?? ''));
    expect((await board(client)).version).toBe(game.version);

    await saveScreenshot(page, 'mahjong-1280x800', true);
    const phone = await newPage(suite.browser, PHONE);
    await phone.goto(`${suite.camp.url}/games/${GAME}`);
    await signInInPage(phone, name, key);
    await phone.waitForSelector(`${BOARD} .mj-tile.mj-free`);
    expect(await phone.evaluate(() => document.querySelector('.mj-table')!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(phone, 'mahjong-390x844', true);
    expect([...page.errors, ...phone.errors]).toEqual([]);
  });

  it('highlights the hinted pair and shuffles with the buttons', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, GAME, 'mahjong-helper');
    const client = suite.camp.client(key);
    await startGameInPage(page, suite.camp, { seed: 'turtle-2' });
    await page.waitForSelector(`${BOARD} .mj-hint-button`);

    await withCheckAnswered(page, suite.camp, () => page.click(`${BOARD} .mj-hint-button`));
    let game = await board(client);
    expect(game.view.hint).toHaveLength(2);
    expect(game.view.hintsUsed).toBe(1);
    const highlighted = await page.$$eval(`${BOARD} .mj-tile.mj-hint`, (nodes) => nodes.map((node) => (node as HTMLElement).dataset.tile).sort());
    expect(highlighted).toEqual([...game.view.hint].sort());
    await saveScreenshot(page, 'mahjong-hint-1280x800');

    // The hinted pair can be matched by clicking it.
    const [a, b] = game.view.hint as [string, string];
    await clickTile(page, a);
    await clickTile(page, b);
    expect((await board(client)).view.pairsRemoved).toBe(1);

    const before = await board(client);
    await withCheckAnswered(page, suite.camp, () => page.click(`${BOARD} .mj-shuffle-button`));
    game = await board(client);
    expect(game.version).toBe(before.version + 1);
    expect(game.view.shufflesLeft).toBe(before.view.shufflesLeft - 1);
    expect(await page.textContent(`${BOARD} .mj-shuffle-button`)).toContain(`${game.view.shufflesLeft} left`);
    expect(page.errors).toEqual([]);
  });
});
