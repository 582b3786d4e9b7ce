/** The leaderboard page in a real browser: tabs, variant and window, rows linking to replays, names shown as text. */
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, saveScreenshot, useBrowserSuite } from '../support/browser.ts';
import { playMinesweeper, tinyBoard } from '../support/leaderboard-play.ts';

const suite = useBrowserSuite();

describe('the leaderboard page', () => {
  it('shows a board per game, variant and window, with names as text and links to each ranked game', async () => {
    const { camp } = suite;
    const marked = await camp.signUp('<img src=x onerror=alert(1)>');
    const plain = await camp.signUp('steady-sweeper');
    const games = [
      await playMinesweeper(camp, marked, tinyBoard(5), 'win'),
      await playMinesweeper(camp, plain, tinyBoard(5), 'win'),
      await playMinesweeper(camp, plain, tinyBoard(5), 'resign'),
    ];

    const page = await newPage(suite.browser);
    await page.goto(`${camp.url}/`);
    await page.click('a.leaderboards-link');
    await page.waitForSelector('.boards .tabs button[data-game="minesweeper"]');
    await page.click('.boards .tabs button[data-game="minesweeper"]');
    await page.waitForSelector('select[name="variant"] option[value="custom-5x5-6"]', { state: 'attached' });
    await page.selectOption('select[name="variant"]', 'custom-5x5-6');
    await page.waitForFunction(() => document.querySelectorAll('.boards tbody tr').length === 2);

    const names = await page.$$eval('.boards tbody td.player', (cells) => cells.map((cell) => cell.textContent));
    expect(names.sort()).toEqual([marked.name, plain.name].sort());
    expect(await page.$('.boards img')).toBeNull();
    const links = await page.$$eval('.boards a.replay-link', (anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    for (const link of links) expect(games.some((game) => link === `/games/minesweeper/api/replay?game_id=${game.gameId}`)).toBe(true);
    expect(page.url()).toContain('game=minesweeper');
    await saveScreenshot(page, 'leaderboards-1280x800');

    // The daily board of today is empty here, and says replays wait for the day's end.
    await page.selectOption('select[name="window"]', 'daily');
    await page.waitForSelector('.boards p.empty');
    expect(await page.textContent('.daily-note')).toMatch(/once the day is over/);

    const phone = await newPage(suite.browser, PHONE);
    await phone.goto(`${camp.url}/leaderboards?game=minesweeper&variant=custom-5x5-6&window=all`);
    await phone.waitForFunction(() => document.querySelectorAll('.boards tbody tr').length === 2);
    await saveScreenshot(phone, 'leaderboards-390x844', true);
    expect(page.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 90_000);
});
