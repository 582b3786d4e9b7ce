/** The Klondike board in headless Chromium: real clicks change the real game. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setup } from '../../src/games/solitaire/deal.ts';
import { legalCardMoves } from '../../src/games/solitaire/rules.ts';
import { placeName } from '../../src/games/solitaire/state.ts';
import {
  answerCheckInPage, newPage, openBoardSignedUp, PHONE, saveScreenshot, shownCheckToken, startGameInPage, useBrowserSuite,
  waitForNewCheck, withCheckAnswered,
} from '../support/browser.ts';

const suite = useBrowserSuite();

/** A seed whose deal has a tableau-to-tableau move, found with the engine itself. */
function seedWithTableauMove(): { seed: string; from: string; to: string; card: string } {
  for (let n = 1; n < 500; n++) {
    const seed = `browser-${n}`;
    const state = setup({ draw: 1, scoring: 'standard', deck: null }, seed);
    const move = legalCardMoves(state).find((m) => m.from.kind === 'tableau' && m.to.kind === 'tableau' && m.count === 1);
    if (move && move.from.kind === 'tableau') {
      const card = state.tableau[move.from.index]!.up.at(-1)!;
      return { seed, from: placeName(move.from), to: placeName(move.to), card };
    }
  }
  throw new Error('no seed with a tableau move');
}

describe('Klondike board', () => {
  it('selects a card, completes the move on the lit pile, and draws from the stock', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, 'solitaire', 'klondike-clicker');
    const deal = seedWithTableauMove();
    await startGameInPage(page, suite.camp, { draw: '1', seed: deal.seed });
    const client = suite.camp.client(key);
    const version = async () => (await client.state('solitaire')).body.version as number;
    expect(await version()).toBe(0);

    await withCheckAnswered(page, suite.camp, () => page.click(`[data-pile="${deal.from}"] [data-card="${deal.card}"]`));
    await page.waitForSelector(`[data-pile="${deal.to}"].target`);
    expect(await page.$(`[data-pile="${deal.from}"] [data-card="${deal.card}"].selected`)).not.toBeNull();
    await saveScreenshot(page, 'solitaire-selected-1280x800');
    expect(await version()).toBe(1);

    await withCheckAnswered(page, suite.camp, () => page.click(`[data-pile="${deal.to}"]`, { position: { x: 10, y: 10 } }));
    await page.waitForSelector(`[data-pile="${deal.to}"] [data-card="${deal.card}"]`);
    const afterMove = (await client.state('solitaire')).body;
    expect(afterMove.version).toBe(2);
    expect(afterMove.board.tableau.find((pile: any) => pile.id === deal.to).faceUp.at(-1).code).toBe(deal.card);

    await withCheckAnswered(page, suite.camp, () => page.click('[data-pile="stock"]'));
    const afterDraw = (await client.state('solitaire')).body;
    expect(afterDraw.version).toBe(3);
    expect(afterDraw.board.stock.count).toBe(23);
    expect(await page.$(`[data-pile="waste"] [data-card="${afterDraw.board.waste.playable.code}"]`)).not.toBeNull();
    await saveScreenshot(page, 'solitaire-1280x800');
    expect(page.errors).toEqual([]);
  });

  it('draws with the d key, sends a double-clicked card to its best place, and shows the multiplier', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, 'solitaire', 'klondike-keys');
    const deal = seedWithTableauMove();
    await startGameInPage(page, suite.camp, { scoring: 'multiplier', seed: deal.seed });
    await page.waitForSelector('[data-testid="multiplier"]');
    expect(await page.textContent('[data-testid="multiplier"]')).toMatch(/×\d+/);
    const client = suite.camp.client(key);

    await withCheckAnswered(page, suite.camp, async () => { await page.locator('body').click({ position: { x: 5, y: 300 } }); await page.keyboard.press('d'); });
    expect((await client.state('solitaire')).body.board.stock.count).toBe(23);

    await withCheckAnswered(page, suite.camp, () => page.dblclick(`[data-pile="${deal.from}"] [data-card="${deal.card}"]`));
    const state = (await client.state('solitaire')).body;
    expect(state.version).toBe(2);
    expect(state.board.selection).toBeNull();
    expect(state.board.tableau.find((pile: any) => pile.id === deal.from).faceUp.some((card: any) => card.code === deal.card)).toBe(false);
    // Once the clock runs, the badge also says when the multiplier next drops.
    expect(await page.textContent('[data-testid="multiplier"]')).toMatch(/^multiplier ×(\d+) · ×\d+ from \S/);
    expect(page.errors).toEqual([]);
  });

  it('moves a card by drag and drop', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, 'solitaire', 'klondike-dragger');
    const deal = seedWithTableauMove();
    await startGameInPage(page, suite.camp, { seed: deal.seed });
    await answerCheckInPage(page, suite.camp);
    const token = await shownCheckToken(page);
    // hover waits until the card stands still: on a busy machine the page may still be laying out after the answer.
    await page.locator(`[data-pile="${deal.from}"] [data-card="${deal.card}"]`).hover({ position: { x: 12, y: 10 } });
    await page.mouse.down();
    const to = (await page.locator(`[data-pile="${deal.to}"]`).boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 8 });
    await saveScreenshot(page, 'solitaire-dragging-1280x800');
    await page.mouse.up();
    await waitForNewCheck(page, token);
    const state = (await suite.camp.client(key).state('solitaire')).body;
    expect(state.board.tableau.find((pile: any) => pile.id === deal.to).faceUp.at(-1).code).toBe(deal.card);
  });

  it('fits a phone-size screen', async () => {
    const page = await newPage(suite.browser, PHONE);
    await openBoardSignedUp(page, suite.camp, 'solitaire', 'klondike-phone');
    await startGameInPage(page, suite.camp, { seed: 'phone' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'solitaire-390x844');
  });
});
