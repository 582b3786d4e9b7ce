/** Reviews in a real browser: the lobby card's rating and newest review, and the reviews page with "More reviews", all as text. */
import { describe, expect, it } from 'vitest';
import type { CampClient } from '../support/camp.ts';
import { newPage, PHONE, saveScreenshot, useBrowserSuite } from '../support/browser.ts';

const suite = useBrowserSuite();
const MARKUP = '<img src=x onerror=alert(1)> and <b>bold</b>';

async function reviewSolitaire(player: CampClient, rating: number, review: string): Promise<void> {
  expect((await player.newGame('solitaire')).status).toBe(201);
  expect((await player.act('solitaire', 'resign')).status).toBe(200);
  expect((await player.checkedPost('/games/solitaire/api/finish', { rating, review })).status).toBe(200);
}

describe('reviews in the browser', () => {
  it('shows the rating and newest review on the lobby card and every review on the reviews page, markup as text', async () => {
    const { camp } = suite;
    const marked = await camp.signUp('<b>reviewer</b>');
    const plain = await camp.signUp('calm-player');
    for (let i = 0; i < 11; i++) await reviewSolitaire(plain, 8, `Deal number ${i} went well.`);
    await reviewSolitaire(marked, 2, MARKUP);
    // The average counts each account's latest rating once: (8 + 2) / 2.

    const page = await newPage(suite.browser);
    await page.goto(`${camp.url}/`);
    const card = page.locator('.game-card', { has: page.locator('a.game-link[href="/games/solitaire"]') });
    await card.locator('.newest-review').waitFor();
    expect(await card.locator('.card-reviews .rating span').textContent()).toBe('Rated 5.0/10 by 2 players (12 reviews)');
    expect(await card.locator('.newest-review .text').textContent()).toBe(MARKUP);
    expect(await card.locator('.newest-review .meta').textContent()).toBe('2/10 · <b>reviewer</b>');
    expect(await page.$('.game-card img, .game-card b')).toBeNull();
    await saveScreenshot(page, 'reviews-lobby-1280x800');

    await card.locator('a.reviews-link').click();
    await page.waitForFunction(() => document.querySelectorAll('.review-item').length === 10);
    expect(page.url()).toBe(`${camp.url}/games/solitaire/reviews`);
    expect(await page.textContent('[data-testid="review-summary"]')).toBe('Rated 5.0/10 by 2 players (12 reviews)');
    expect(await page.textContent('.review-item .text')).toBe(MARKUP);
    await page.click('text=More reviews');
    await page.waitForFunction(() => document.querySelectorAll('.review-item').length === 12);
    expect(await page.isHidden('text=More reviews')).toBe(true);
    const texts = await page.$$eval('.review-item .text', (items) => items.map((item) => item.textContent));
    expect(new Set(texts).size).toBe(12);
    expect(await page.$('.reviews-page img, .reviews-page b')).toBeNull();
    await saveScreenshot(page, 'reviews-page-1280x800', true);

    const phone = await newPage(suite.browser, PHONE);
    await phone.goto(`${camp.url}/games/solitaire/reviews`);
    await phone.waitForFunction(() => document.querySelectorAll('.review-item').length === 10);
    await saveScreenshot(phone, 'reviews-page-390x844');
    expect(page.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 90_000);
});
