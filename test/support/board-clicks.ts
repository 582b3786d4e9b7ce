/** A board action sent with a wrong check answer: the 428 reply brings a new puzzle and changes nothing. */
import type { Page } from 'playwright-core';
import { shownCheckToken, waitForNewCheck } from './browser.ts';
import type { TestCamp } from './camp.ts';

export async function withWrongAnswer(page: Page, camp: TestCamp, action: () => Promise<unknown>): Promise<void> {
  const token = await shownCheckToken(page);
  await page.fill('section.check input[name="check-answer"]', String((await camp.answerFor(token)) + 1));
  await action();
  await waitForNewCheck(page, token);
}
