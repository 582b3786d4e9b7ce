/**
 * The lobby's list of races being played, in a real browser: players' names
 * shown as text, the built-in opponent named, and a link to watch each race.
 */
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, saveScreenshot, useBrowserSuite } from '../support/browser.ts';

const suite = useBrowserSuite();
const GAME = 'california-double';

describe('the races list in the lobby', () => {
  it('shows each race being played with its players and a spectator link that streams it', async () => {
    const { camp } = suite;
    const marked = await camp.signUp('<b>bold</b> racer');
    const other = await camp.signUp('steady-racer');
    const solo = await camp.signUp('bot-chaser');
    const waiting = await marked.newGame(GAME);
    const human = await other.newGame(GAME);
    expect(human.body.game_id).toBe(waiting.body.game_id);
    const bot = await solo.newGame(GAME, { opponent: 'bot', bot_speed: 'agent' });

    const page = await newPage(suite.browser);
    await page.goto(`${camp.url}/`);
    await page.waitForFunction(() => document.querySelectorAll('.races-list li.race').length === 2);
    const rows = await page.$$eval('.races-list li.race', (items) => items.map((item) => [
      item.querySelector('.race-game')?.textContent, item.querySelector('.race-players')?.textContent, item.querySelector('a.race-watch')?.getAttribute('href'),
    ]));
    expect(rows).toEqual([
      ['California Double Solitaire', 'bot-chaser vs built-in opponent', `/games/${GAME}/api/stream?game_id=${bot.body.game_id}`],
      ['California Double Solitaire', `${marked.name} vs steady-racer`, `/games/${GAME}/api/stream?game_id=${human.body.game_id}`],
    ]);
    expect(await page.$('.races-list b')).toBeNull();
    expect(await page.isHidden('.races-empty')).toBe(true);
    await saveScreenshot(page, 'races-lobby-1280x800', true);

    // The link opens the live stream for anyone: its first event is the board as a spectator sees it.
    const stream = await page.evaluate(async (href) => {
      const controller = new AbortController();
      const response = await fetch(href, { signal: controller.signal });
      const reader = response.body!.getReader();
      let text = '';
      while (!text.includes('event: state')) text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      return { status: response.status, type: response.headers.get('content-type'), text };
    }, rows[1]![2]!);
    expect(stream.status).toBe(200);
    expect(stream.type).toContain('text/event-stream');
    expect(stream.text).toContain('"seat":"spectator"');

    // Once both races are over, the list empties on its next refresh (a reload here).
    await marked.act(GAME, 'resign', { game_id: human.body.game_id });
    await solo.act(GAME, 'resign', { game_id: bot.body.game_id });
    const phone = await newPage(suite.browser, PHONE);
    await phone.goto(`${camp.url}/`);
    await phone.waitForSelector('.races-empty', { state: 'visible' });
    expect(await phone.$$eval('.races-list li', (items) => items.length)).toBe(0);
    expect(page.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 90_000);
});
