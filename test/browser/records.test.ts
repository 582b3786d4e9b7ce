/**
 * Records in a real browser: the lobby lists the signed-in account's recent
 * games with links, and the board page of a finished game replays it (step
 * back and forth, play, jump to a move), also for a visitor with only its link.
 */
import { describe, expect, it } from 'vitest';
import {
  newPage, PHONE, saveScreenshot, signInInPage, useBrowserSuite,
} from '../support/browser.ts';

const suite = useBrowserSuite();

/** A finished Solitaire game of `moves` draws and a resignation; returns its id and the reply to the resignation. */
async function finishedSolitaire(player: Awaited<ReturnType<typeof suite.camp.signUp>>, draws: number) {
  const started = await player.newGame('solitaire', { seed: 'browser-replay' });
  for (let i = 0; i < draws; i++) await player.act('solitaire', 'draw');
  const ended = await player.act('solitaire', 'resign');
  return { gameId: started.body.game_id as string, started, ended };
}

describe('records in the browser', () => {
  it("lists the signed-in account's recent games in the lobby, each linked to its board", async () => {
    const player = await suite.camp.signUp('lobby-records');
    const { gameId } = await finishedSolitaire(player, 2);
    const playing = await player.newGame('minesweeper', { difficulty: 'beginner' }, true);
    const page = await newPage(suite.browser);
    await page.goto(`${suite.camp.url}/`);
    expect(await page.isHidden('[aria-label="Your recent games"]')).toBe(true);
    await signInInPage(page, player.name, player.key);
    await page.waitForSelector('[data-testid="recent-games"] a.recent-game');
    const links = await page.$$eval('[data-testid="recent-games"] a.recent-game', (nodes) => nodes.map((node) => [node.textContent, node.getAttribute('href')]));
    expect(links).toEqual([
      ['Minesweeper', `/games/minesweeper?game_id=${playing.body.game_id}`],
      ['Solitaire', `/games/solitaire?game_id=${gameId}`],
    ]);
    expect(await page.textContent('.recent-totals')).toBe('1 played, 0 won, 1 in progress.');
    expect(await page.$$eval('a.recent-replay', (nodes) => nodes.length)).toBe(1);
    await saveScreenshot(page, 'records-lobby-1280x800');
    await page.click(`a.recent-game[href="/games/solitaire?game_id=${gameId}"]`);
    await page.waitForSelector('[data-testid="replay"] [data-testid="replay-caption"]:not(:empty)');
    expect(page.errors).toEqual([]);
  });

  it('replays a finished game on its board page: step, jump, play to the end', async () => {
    const player = await suite.camp.signUp('replay-owner');
    const { gameId, started, ended } = await finishedSolitaire(player, 5);
    const replay = (await player.get(`/games/solitaire/api/replay?game_id=${gameId}`)).body;
    const page = await newPage(suite.browser);
    await page.goto(`${suite.camp.url}/games/solitaire?game_id=${gameId}`);
    await signInInPage(page, player.name, player.key);
    const board = '[data-testid="replay-board"]';
    const caption = '[data-testid="replay-caption"]';
    await page.waitForFunction(() => document.querySelector('[data-testid="replay"]')?.getAttribute('data-position') === '0');
    // The deal as the replay gives it: what was hidden is shown, the game being over.
    expect(await page.textContent(board)).toBe(replay.initial_board_text);
    expect(replay.initial_board_text).not.toBe(started.body.board_text);
    expect(await page.textContent(caption)).toBe('The deal, before the first move');
    // The game is over, so the page tells what was possible with this deal.
    expect(replay.hindsight.text).toMatch(/^This deal was/);
    expect(await page.textContent('[data-testid="replay-hindsight"]')).toBe(`What was possible: ${replay.hindsight.text}`);

    await page.click('[data-action="replay-forward"]');
    expect(await page.textContent(caption)).toMatch(/^Move 1 of 6: seat 0 sent “draw”/);
    expect(await page.textContent(board)).toBe(replay.moves[0].board_text);
    await page.click('[data-action="replay-forward"]');
    await page.click('[data-action="replay-back"]');
    expect(await page.getAttribute('[data-testid="replay"]', 'data-position')).toBe('1');

    await page.fill('input[name="replay-move"]', '4');
    await page.click('[data-action="replay-jump"]');
    expect(await page.textContent(board)).toBe(replay.moves[3].board_text);
    expect(await page.inputValue('[data-action="replay-slider"]')).toBe('4');
    await page.locator('[data-testid="replay"]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'records-replay-1280x800');

    await page.click('[data-action="replay-play"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="replay"]')?.getAttribute('data-position') === '6', undefined, { timeout: 10_000 });
    expect(await page.textContent(caption)).toMatch(/^Move 6 of 6: seat 0 sent “resign”/);
    expect(await page.textContent(board)).toBe(ended.body.board_text);
    expect(await page.textContent('[data-action="replay-play"]')).toBe('▶ Play');
    expect(page.errors).toEqual([]);
  });

  it("shows a visitor without an account a finished game's replay from its link, and refuses one still played", async () => {
    const player = await suite.camp.signUp('replay-shared');
    const { gameId, ended } = await finishedSolitaire(player, 1);
    const page = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.camp.url}/games/solitaire?game_id=${gameId}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="replay"]')?.getAttribute('data-position') === '0');
    await page.click('[data-action="replay-last"]');
    expect(await page.textContent('[data-testid="replay-board"]')).toBe(ended.body.board_text);
    await page.locator('[data-testid="replay"]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'records-replay-visitor-390x844');

    const playing = await player.newGame('solitaire');
    const other = await newPage(suite.browser);
    await other.goto(`${suite.camp.url}/games/solitaire?game_id=${playing.body.game_id}`);
    await other.waitForFunction(() => /still playing/.test(document.querySelector('.replay-message')?.textContent ?? ''));
    expect(await other.isHidden('.replay-controls')).toBe(true);
    expect(await other.textContent('[data-testid="replay-board"]')).toBe('');
    expect(page.errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });
});
