/**
 * The California boards in a real browser: solo clicks, shift-click, the
 * deck, stack runs, the race against the built-in opponent, and a race
 * against another player whose tower cards are marked as theirs.
 */
import { describe, expect, it } from 'vitest';
import type { CampClient } from '../support/camp.ts';
import {
  answerCheckInPage, newPage, openBoardSignedUp, PHONE, saveScreenshot, shownCheckToken, signInInPage, startGameInPage, useBrowserSuite,
  withCheckAnswered,
} from '../support/browser.ts';
import { withWrongAnswer } from '../support/board-clicks.ts';
import { hanoiPosition, seedWithChoice, targetCounts } from '../support/california-positions.ts';
import { botMove } from '../../src/games/california-solitaire/bot.ts';
import type { CaliforniaState } from '../../src/games/california-solitaire/state.ts';

const suite = useBrowserSuite();

const MY_SIDE = '[data-testid="board"] .cal-mine';

async function state(client: CampClient, game: string) {
  return (await client.state(game)).body;
}


/** The top card of a place on the viewer's side. */
function topCard(board: any, place: string): string {
  const side = board.sides.find((s: any) => s.role !== 'opponent');
  if (place === 'waste') return side.waste.top.card;
  const stack = side.stacks.find((s: any) => s.id === place);
  return stack.cards[stack.cards.length - 1].card;
}

describe('California solo board', () => {
  it('plays a card by click, another by shift-click (alt), draws from the deck, and refuses a wrong check answer', async () => {
    const page = await newPage(suite.browser);
    const name = 'cal-solo-player';
    const key = await openBoardSignedUp(page, suite.camp, 'california-solitaire', name);
    const client = suite.camp.client(key);
    await startGameInPage(page, suite.camp, { seed: seedWithChoice() });
    await page.waitForSelector(`${MY_SIDE} .cal-movable`);

    // A click sends the card to its best place.
    let game = await state(client, 'california-solitaire');
    const counts = targetCounts(game.board.legalMoves);
    const [playFrom] = [...counts.keys()];
    const played = topCard(game.board, playFrom!);
    await withCheckAnswered(page, suite.camp, () => page.click(`${MY_SIDE} [data-place="${playFrom}"] [data-card="${played}"]`));
    let after = await state(client, 'california-solitaire');
    expect(after.version).toBe(game.version + 1);
    expect(await page.textContent('ol.results li')).toContain(`play ${played}`);
    expect(after.board.legalMoves).not.toEqual(game.board.legalMoves);

    // Shift-click sends `alt`: the card goes to another legal place.
    game = after;
    const altFrom = [...targetCounts(game.board.legalMoves).keys()][0]!;
    const alt = topCard(game.board, altFrom);
    await withCheckAnswered(page, suite.camp, () => page.click(`${MY_SIDE} [data-place="${altFrom}"] [data-card="${alt}"]`, { modifiers: ['Shift'] }));
    after = await state(client, 'california-solitaire');
    expect(after.version).toBe(game.version + 1);
    expect(await page.textContent('ol.results li')).toMatch(new RegExp(`^alt ${alt}: Moved`));

    // The deck: a click draws one card onto the waste.
    game = after;
    const deckBefore = game.board.sides[0].deck.count;
    await withCheckAnswered(page, suite.camp, () => page.click(`${MY_SIDE} .cal-deck`));
    after = await state(client, 'california-solitaire');
    expect(after.version).toBe(game.version + 1);
    expect(after.board.sides[0].deck.count).toBe(deckBefore - 1);
    await page.waitForSelector(`${MY_SIDE} [data-place="waste"] [data-card="${after.board.sides[0].waste.top.card}"]`);

    // A wrong answer changes nothing and shows a new puzzle; the right one then works.
    await withWrongAnswer(page, suite.camp, () => page.click(`${MY_SIDE} .cal-deck`));
    expect(await page.getAttribute('section.check', 'class')).toContain('check-wrong');
    expect((await state(client, 'california-solitaire')).version).toBe(after.version);
    await withCheckAnswered(page, suite.camp, () => page.click(`${MY_SIDE} .cal-deck`));
    expect((await state(client, 'california-solitaire')).version).toBe(after.version + 1);

    await saveScreenshot(page, 'california-solo-1280x800', true);
    const phone = await newPage(suite.browser, PHONE);
    await phone.goto(`${suite.camp.url}/games/california-solitaire`);
    await signInInPage(phone, name, key);
    await phone.waitForSelector(`${MY_SIDE} .cal-deck`);
    const width = await phone.evaluate(() => document.querySelector('.cal-table')!.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(phone, 'california-solo-390x844', true);
    expect([...page.errors, ...phone.errors]).toEqual([]);
  });

  it('draws from the deck with Enter and with Space, as a click does, and keeps the focus on the deck', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, 'california-solitaire', 'cal-keyboard-player');
    const client = suite.camp.client(key);
    await startGameInPage(page, suite.camp, { seed: seedWithChoice() });
    const deck = `${MY_SIDE} .cal-deck`;
    await page.waitForSelector(deck);
    expect(await page.getAttribute(deck, 'role')).toBe('button');
    expect(await page.getAttribute(deck, 'aria-label')).toMatch(/^deck, \d+ cards: draw$/);

    for (const press of ['Enter', ' ']) {
      const game = await state(client, 'california-solitaire');
      const deckBefore = game.board.sides[0].deck.count;
      // The answer goes in its box; then the focus goes to the deck and the key is pressed there.
      await answerCheckInPage(page, suite.camp);
      const token = await shownCheckToken(page);
      await page.focus(deck);
      await page.keyboard.press(press);
      await page.waitForFunction((old) => document.querySelector('section.check')?.getAttribute('data-token') !== old, token, { timeout: 5_000 });
      const after = await state(client, 'california-solitaire');
      expect(after.version).toBe(game.version + 1);
      expect(after.board.sides[0].deck.count).toBe(deckBefore - 1);
      await page.waitForSelector(`${MY_SIDE} [data-place="waste"] [data-card="${after.board.sides[0].waste.top.card}"]`);
      expect(await page.textContent('ol.results li')).toMatch(/^draw: /);
      // The board was drawn afresh; the focus is on the new deck, so the next press draws again.
      expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.place ?? null)).toBe('deck');
    }
    expect(page.errors).toEqual([]);
  });

  it('moves a stack run with the run button and by dragging (Towers of Hanoi)', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, 'california-solitaire', 'cal-hanoi-player');
    const client = suite.camp.client(key);
    const { seed, commands } = hanoiPosition();
    await client.newGame('california-solitaire', { seed });
    expect((await client.act('california-solitaire', commands)).body.ok).toBe(true);
    await page.reload();
    const run = await page.waitForSelector(`[data-testid="board"] .cal-run`);
    const command = (await run.getAttribute('data-command'))!;
    const before = await state(client, 'california-solitaire');
    await withCheckAnswered(page, suite.camp, () => run.click());
    const after = await state(client, 'california-solitaire');
    expect(after.version).toBe(before.version + 1);
    expect(await page.textContent('ol.results li')).toContain(`${command}: Hanoi: moved`);

    // Drag the moved run's lowest card (by its visible corner) back onto the stack it came from: a hanoi with that card.
    const [, from, to] = command.split(' ');
    const moved = after.board.sides[0].stacks.find((s: any) => s.id === to).cards;
    const count = before.board.sides[0].stacks.find((s: any) => s.id === from).cards.length - after.board.sides[0].stacks.find((s: any) => s.id === from).cards.length;
    const lowest = moved[moved.length - count].card;
    await withCheckAnswered(page, suite.camp, () => page.dragAndDrop(`${MY_SIDE} [data-card="${lowest}"]`, `${MY_SIDE} [data-place="${from}"]`, { sourcePosition: { x: 12, y: 8 } }));
    const back = await state(client, 'california-solitaire');
    expect(back.version).toBe(after.version + 1);
    expect(await page.textContent('ol.results li')).toContain(`hanoi ${lowest} ${from}`);
    await saveScreenshot(page, 'california-solo-run', true);
    expect(page.errors).toEqual([]);
  });
});

describe('California double board', () => {
  it('races the built-in opponent: its moves appear live and a click plays', async () => {
    const page = await newPage(suite.browser);
    const key = await openBoardSignedUp(page, suite.camp, 'california-double', 'cal-racer');
    const client = suite.camp.client(key);
    // The form's opponent and bot_speed come from the rules JSON; a board offers the bot first.
    expect(await page.inputValue('form.options [name="opponent"]')).toBe('bot');
    expect(await page.$$eval('form.options [name="bot_speed"] option', (nodes) => nodes.map((node) => node.textContent))).toEqual(['slow', 'normal', 'fast', 'agent']);
    // The camp deals bot races (no seed): a fast bot reaches a tower within its first pass through the deck.
    await startGameInPage(page, suite.camp, { opponent: 'bot', bot_speed: 'fast' });
    expect(await page.textContent('.cal-banner')).toContain('illegal card move forfeits');
    await page.waitForSelector('[data-testid="board"] .cal-opponent');

    // No reload: the stream brings the opponent's moves, highlighted.
    await page.waitForFunction(() => /Last opponent move: B /.test(document.querySelector('.cal-last-move')?.textContent ?? ''), undefined, { timeout: 20_000 });
    await page.waitForSelector('[data-testid="board"] .cal-recent');
    const seenVersion = await page.evaluate(() => document.querySelector('.cal-last-move')?.textContent);
    expect(seenVersion).toMatch(/B (placed|moved|drew|turned)/);

    // My move by clicking: the deck always has a card to draw at the start.
    const before = await state(client, 'california-double');
    const myDeck = before.board.sides[before.seat].deck.count;
    await withCheckAnswered(page, suite.camp, () => page.click(`${MY_SIDE} .cal-deck`));
    const after = await state(client, 'california-double');
    expect(after.board.sides[after.seat].deck.count).toBe(myDeck - 1);
    expect(after.status).toBe('playing');

    // A card the engine cannot place is not sent (a misplay would forfeit).
    // The bot's moves redraw the board at any moment, so find and click the card in one step.
    const version = (await state(client, 'california-double')).version;
    const clicked = await page.evaluate((selector) => {
      const card = document.querySelector<HTMLElement>(selector);
      card?.click();
      return card !== null;
    }, `${MY_SIDE} .cal-stuck`);
    if (clicked) {
      expect(await page.textContent('[data-testid="say"]')).toContain('forfeits, so nothing was sent');
      expect((await state(client, 'california-double')).status).toBe('playing');
      expect((await state(client, 'california-double')).version).toBeGreaterThanOrEqual(version);
    }
    await saveScreenshot(page, 'california-double-1280x800', true);
    expect(page.errors).toEqual([]);
  });

  it("marks the other player's tower cards as theirs, live, in a race between two people", async () => {
    // Both ask for one seed, so the deal is known; the other player moves through the API as the bot would.
    const page = await newPage(suite.browser);
    await openBoardSignedUp(page, suite.camp, 'california-double', 'cal-host');
    await startGameInPage(page, suite.camp, { opponent: 'human', seed: 'towers-live' });
    const guest = await suite.camp.signUp();
    const joined = await guest.newGame('california-double', { opponent: 'human', seed: 'towers-live' });
    expect(joined.body.status).toBe('playing');
    const gameId: string = joined.body.game_id;
    const ownsATower = (race: CaliforniaState) => race.towers.some((tower) => tower.owners.includes(1));
    for (let move = 0; move < 300; move++) {
      const race = (await suite.camp.camp.store.game(gameId))!.state as CaliforniaState;
      if (ownsATower(race) || race.status !== 'playing') break;
      const command = botMove(race, 1);
      if (!command) break;
      expect((await guest.act('california-double', command)).body.results[0].ok).toBe(true);
    }
    expect(ownsATower((await suite.camp.camp.store.game(gameId))!.state as CaliforniaState)).toBe(true);
    await page.waitForSelector('[data-testid="board"] .cal-towers .cal-own-them', { timeout: 20_000 });
    expect(page.errors).toEqual([]);
  });
});
