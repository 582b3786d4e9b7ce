/** The Klondike board in headless Chromium: real clicks change the real game. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setup } from '../../src/games/solitaire/deal.ts';
import { legalCardMoves } from '../../src/games/solitaire/rules.ts';
import { placeName } from '../../src/games/solitaire/state.ts';
import { startCamp, type TestCamp } from '../support/camp.ts';
import {
  answerCheckInPage, newPage, openBoardSignedUp, PHONE, saveScreenshot, shownCheckToken, startGameInPage, useBrowserSuite,
  tabTo, waitForNewCheck, withCheckAnswered,
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

const focusedSelector = (page: Page) => page.evaluate(() => {
  const active = document.activeElement as HTMLElement | null;
  return active?.dataset.card ? `card ${active.dataset.card}` : active?.dataset.pile ? `pile ${active.dataset.pile}` : active?.tagName ?? null;
});

/** A seed whose deal shows an ace on a tableau pile, so an empty foundation is a legal destination. */
function seedWithAceUp(): { seed: string; from: string; card: string } {
  for (let n = 1; n < 500; n++) {
    const seed = `ace-${n}`;
    const state = setup({ draw: 1, scoring: 'standard', deck: null }, seed);
    const at = state.tableau.findIndex((pile) => pile.up.at(-1)?.startsWith('A'));
    if (at >= 0) return { seed, from: `t${at + 1}`, card: state.tableau[at]!.up.at(-1)! };
  }
  throw new Error('no seed with an ace up');
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

  describe('from the keyboard alone (agent checks off, so no answer box takes the focus)', () => {
    let quiet: TestCamp;
    beforeAll(async () => { quiet = await startCamp({ CAMP_AGENT_CHECK: 'off' }); });
    afterAll(async () => { await quiet?.close(); });

    it('draws, selects a card and moves it with Tab, Enter and Space, keeping the focus where it was', async () => {
      const page = await newPage(suite.browser);
      const key = await openBoardSignedUp(page, quiet, 'solitaire', 'klondike-keyboard');
      const deal = seedWithTableauMove();
      await startGameInPage(page, quiet, { draw: '1', seed: deal.seed });
      const client = quiet.client(key);
      const state = async () => (await client.state('solitaire')).body;
      expect((await state()).version).toBe(0);
      const board = '[data-testid="board"]';

      // Every card a click plays with is a named button in the tab order; so is the stock.
      const cards = await page.$$eval(`${board} .kl-tableau .face, ${board} [data-pile="stock"]`, (nodes) => nodes.map((node) => ({
        tabIndex: (node as HTMLElement).tabIndex, role: node.getAttribute('role'), label: node.getAttribute('aria-label'),
      })));
      expect(cards).toHaveLength(8);
      for (const card of cards) expect(card).toMatchObject({ tabIndex: 0, role: 'button', label: expect.stringMatching(/\S/) });
      expect(await page.getAttribute(`${board} [data-pile="stock"]`, 'aria-label')).toBe('stock, 24 cards: draw');
      expect(await page.getAttribute(`${board} [data-pile="${deal.from}"] [data-card="${deal.card}"]`, 'aria-label')).toMatch(new RegExp(`^\\S+ on pile ${deal.from}$`));

      // Enter on the stock draws, as a click does; the focus stays on the stock.
      await tabTo(page, `${board} [data-pile="stock"]`);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${board} [data-pile="stock"][aria-label="stock, 23 cards: draw"]`, { timeout: 5_000 });
      let game = await state();
      expect(game.version).toBe(1);
      expect(game.board.stock.count).toBe(23);
      expect(await page.$(`${board} [data-pile="waste"] [data-card="${game.board.waste.playable.code}"][tabindex="0"]`)).not.toBeNull();
      expect(await focusedSelector(page)).toBe('pile stock');

      // Space on a tableau card selects it (its pile lights the destinations); the focus stays on the card.
      const card = `${board} [data-pile="${deal.from}"] [data-card="${deal.card}"]`;
      await tabTo(page, card);
      await page.keyboard.press(' ');
      await page.waitForSelector(`${card}.selected`, { timeout: 5_000 });
      await page.waitForSelector(`${board} [data-pile="${deal.to}"].target`);
      game = await state();
      expect(game.version).toBe(2);
      expect(game.board.selection).toMatchObject({ from: deal.from, targets: expect.arrayContaining([deal.to]) });
      expect(await focusedSelector(page)).toBe(`card ${deal.card}`);
      expect(await page.getAttribute(card, 'aria-label')).toMatch(/, selected$/);

      // Enter on the destination's top card completes the move, as a click on the lit pile does.
      const destinationTop = game.board.tableau.find((pile: any) => pile.id === deal.to).faceUp.at(-1).code;
      const destination = `${board} [data-pile="${deal.to}"] [data-card="${destinationTop}"]`;
      expect(await page.getAttribute(destination, 'aria-label')).toMatch(/, a legal destination$/);
      await tabTo(page, destination);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${board} [data-pile="${deal.to}"] [data-card="${deal.card}"]`, { timeout: 5_000 });
      game = await state();
      expect(game.version).toBe(3);
      expect(game.board.selection).toBeNull();
      expect(game.board.tableau.find((pile: any) => pile.id === deal.to).faceUp.at(-1).code).toBe(deal.card);
      expect(await focusedSelector(page)).toBe(`card ${destinationTop}`);
      await saveScreenshot(page, 'solitaire-keyboard-1280x800');
      expect(page.errors).toEqual([]);
    });

    it('moves a card onto an empty foundation that lights up as its destination, with Enter on the foundation', async () => {
      const page = await newPage(suite.browser);
      const key = await openBoardSignedUp(page, quiet, 'solitaire', 'klondike-keyboard-ace');
      const deal = seedWithAceUp();
      await startGameInPage(page, quiet, { draw: '1', seed: deal.seed });
      const board = '[data-testid="board"]';
      // Empty piles take no focus while nothing is selected: a press there would do nothing.
      expect(await page.$$(`${board} .kl-top [data-pile^="f"][tabindex]`)).toHaveLength(0);

      await tabTo(page, `${board} [data-pile="${deal.from}"] [data-card="${deal.card}"]`);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${board} [data-card="${deal.card}"].selected`, { timeout: 5_000 });
      const selection = (await quiet.client(key).state('solitaire')).body.board.selection;
      const foundation = selection.targets.find((target: string) => target.startsWith('f'));
      expect(foundation).toBeTruthy();
      const pile = `${board} [data-pile="${foundation}"]`;
      expect(await page.getAttribute(pile, 'aria-label')).toMatch(new RegExp(`^empty foundation ${foundation} \\(.\\), a legal destination$`));
      await tabTo(page, `${pile}.target[role="button"]`);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${pile} [data-card="${deal.card}"]`, { timeout: 5_000 });
      const game = (await quiet.client(key).state('solitaire')).body;
      expect(game.version).toBe(2);
      expect(game.board.foundations.find((f: any) => f.id === foundation).top.code).toBe(deal.card);
      // The focus stays on the foundation: on its card, now that the pile is no empty target.
      expect(await focusedSelector(page)).toBe(`card ${deal.card}`);
      expect(page.errors).toEqual([]);
    });
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
