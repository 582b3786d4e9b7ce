/**
 * A complete run's page in Chromium: its report card with the Camp score,
 * the chart (a served SVG whose marks match the card), links to every
 * game's replay and the downloads, under the camp's strict policy; a run in
 * progress has no page yet.
 */
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, saveScreenshot, useBrowserSuite } from '../support/browser.ts';
import { newRunGame, readyCard, runReply, startRun } from '../support/suite-runs.ts';

const suite = useBrowserSuite({ CAMP_RUN_RACE_BOT_SECONDS: '0' });

describe('the run page', () => {
  it('shows a complete run\'s card, chart and replays; a run in progress has none', async () => {
    const player = await suite.camp.signUp();
    const run = await startRun(player, 'smoke');
    const page = await newPage(suite.browser);
    expect((await page.goto(`${suite.camp.url}/runs/${run.id}`))?.status()).toBe(404);
    expect(await page.textContent('main')).toContain('No complete run has this id');

    for (let reply = (await runReply(player, run.id)).body; reply.next; reply = (await runReply(player, run.id)).body) {
      const started = await newRunGame(player, reply.next.game, run.id);
      await player.act(reply.next.game, 'resign', { game_id: started.body.game_id });
    }
    const done = await readyCard(player, run.id);

    expect((await page.goto(`${suite.camp.url}/runs/${run.id}`))?.status()).toBe(200);
    expect(await page.textContent('.camp-score strong')).toBe(done.report_card.camp_score.value.toFixed(3));
    expect(await page.locator('tbody tr').count()).toBe(done.report_card.entries.length);
    // The chart loaded (a served SVG) and has one group per entry.
    await page.waitForFunction(() => (document.querySelector('img.chart') as HTMLImageElement | null)?.naturalWidth! > 0);
    const svg = await page.request.get(`${suite.camp.url}/runs/${run.id}/chart.svg`);
    expect(svg.headers()['content-type']).toMatch(/image\/svg\+xml/);
    const text = await svg.text();
    expect(text.match(/<g class="entry"/g)).toHaveLength(done.report_card.entries.length);
    // Every game links its replay on its board page; the downloads are there.
    expect(await page.locator('ul.run-games a').count()).toBe(done.games.length);
    const replay = page.locator('ul.run-games a').first();
    expect(await replay.getAttribute('href')).toBe(`/games/${done.games[0].game}?game_id=${done.games[0].game_id}`);
    const csv = await page.request.get(`${suite.camp.url}${await page.getAttribute('a[href$="format=csv"]', 'href')}`);
    expect(await csv.text()).toMatch(/^entry,game,games,wins/);
    await saveScreenshot(page, 'run-page');
    expect(page.errors).toEqual([]);

    // On a phone the table scrolls inside the page rather than widening it.
    const phone = await newPage(suite.browser, PHONE);
    await phone.goto(`${suite.camp.url}/runs/${run.id}`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(phone, 'run-page-phone');
    expect(phone.errors).toEqual([]);
  }, 60_000);
});
