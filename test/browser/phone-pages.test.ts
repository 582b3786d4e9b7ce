/**
 * The pages on a phone-sized screen (375 x 740): the game page's status line
 * and top bar wrap rather than clip, the lobby's sign-in is on the first
 * screen, and a long name on a leaderboard wraps between its words.
 */
import { describe, expect, it } from 'vitest';
import { newPage, saveScreenshot, useBrowserSuite } from '../support/browser.ts';
import { playMinesweeper, tinyBoard } from '../support/leaderboard-play.ts';

const suite = useBrowserSuite();
const SMALL_PHONE = { width: 375, height: 740 };

/** Whether the element shows all it holds: nothing scrolled out of it, either way. */
async function fits(page: Awaited<ReturnType<typeof newPage>>, selector: string) {
  return page.$eval(selector, (node) => ({ width: node.scrollWidth <= node.clientWidth, height: node.scrollHeight <= node.clientHeight }));
}

describe('pages on a phone', () => {
  it("wraps the game page's status line and top bar, however long the message or the name, and no page wider than the screen", async () => {
    // 40 characters with no space in them: the longest name the camp takes.
    const player = await suite.camp.signUp('UnbrokenNameOfFortyCharactersWithNoBreak');
    const started = await player.newGame('solitaire', { seed: 'phone-status' });
    await player.act('solitaire', 'resign');
    const visitor = await newPage(suite.browser, SMALL_PHONE);
    // Another player's game: the status line's longest message.
    await visitor.goto(`${suite.camp.url}/games/solitaire?game_id=${started.body.game_id}`);
    const stranger = await suite.camp.signUp();
    await visitor.fill('form.sign-in input[name="name"]', stranger.name);
    await visitor.fill('form.sign-in input[name="key"]', stranger.key);
    await visitor.click('form.sign-in button[type="submit"]');
    await visitor.waitForFunction(() => /another player's game/.test(document.querySelector('[data-testid="say"]')?.textContent ?? ''));
    await visitor.evaluate(() => window.scrollTo(0, 0));
    expect(await visitor.$eval('[data-testid="say"]', (node) => node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight))).toBeGreaterThan(2.5);
    expect(await fits(visitor, '[data-testid="say"]')).toEqual({ width: true, height: true });
    await saveScreenshot(visitor, 'phone-status-375x740');

    const owner = await newPage(suite.browser, SMALL_PHONE);
    await owner.goto(`${suite.camp.url}/games/solitaire?game_id=${started.body.game_id}`);
    await owner.fill('form.sign-in input[name="name"]', player.name);
    await owner.fill('form.sign-in input[name="key"]', player.key);
    await owner.click('form.sign-in button[type="submit"]');
    await owner.waitForFunction(() => document.querySelector('[data-testid="status"]')?.getAttribute('data-status') === 'over');
    expect(await owner.textContent('.topbar .player')).toBe(`Playing as ${player.name}`);
    expect(await fits(owner, '.topbar')).toEqual({ width: true, height: true });
    expect(await owner.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(visitor.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
  });

  it("puts the lobby's sign-in form on the first screen", async () => {
    const page = await newPage(suite.browser, SMALL_PHONE);
    await page.goto(`${suite.camp.url}/`);
    await page.waitForSelector('.game-list .game-card');
    const form = await page.$eval('form.sign-in', (node) => node.getBoundingClientRect().toJSON());
    expect(form.top).toBeGreaterThanOrEqual(0);
    expect(form.bottom).toBeLessThanOrEqual(SMALL_PHONE.height);
    // The games still follow, all of them.
    expect(await page.$$eval('.game-list .game-card', (cards) => cards.length)).toBe((await suite.camp.client().get('/api/v1/games')).body.games.length);
    await saveScreenshot(page, 'phone-lobby-375x740');
    expect(page.errors).toEqual([]);
  });

  it('wraps a long name on a leaderboard between its words', async () => {
    const { camp } = suite;
    const longName = 'Patient Klondike Player Number Seventeen';
    await playMinesweeper(camp, await camp.signUp(longName), tinyBoard(5), 'win');
    await playMinesweeper(camp, await camp.signUp('short'), tinyBoard(5), 'win');
    const page = await newPage(suite.browser, SMALL_PHONE);
    await page.goto(`${camp.url}/leaderboards?game=minesweeper&variant=custom-5x5-6&window=all`);
    await page.waitForFunction(() => document.querySelectorAll('.boards tbody tr').length === 2);
    const cell = await page.evaluate((name) => {
      const node = [...document.querySelectorAll('.boards td.player')].find((candidate) => candidate.textContent === name)!;
      const text = node.firstChild!;
      const words: { word: string; boxes: number; top: number }[] = [];
      let at = 0;
      for (const word of name.split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        const boxes = [...range.getClientRects()];
        words.push({ word, boxes: boxes.length, top: Math.round(boxes[0]!.top) });
        at += word.length + 1;
      }
      return { words, lines: new Set(words.map((word) => word.top)).size };
    }, longName);
    // It takes more than one line, and no word is cut across two.
    expect(cell.lines).toBeGreaterThan(1);
    for (const word of cell.words) expect(word.boxes, word.word).toBe(1);
    // The whole table fits the phone's width: nothing to scroll sideways to.
    expect(await page.$eval('.boards .table-slot', (slot) => slot.scrollWidth - slot.clientWidth)).toBe(0);
    await saveScreenshot(page, 'phone-leaderboard-375x740');
    expect(page.errors).toEqual([]);
  }, 60_000);
});
