/**
 * A finished game's replay draws its board at every step with the game's own
 * board, as the game page draws it: cards as elements, what was hidden shown
 * from the deal on (the game being over), not only the text board.
 */
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, saveScreenshot, signInInPage, useBrowserSuite } from '../support/browser.ts';

const suite = useBrowserSuite();

const drawn = '[data-testid="replay-drawn"]';

/** The card codes a Klondike board JSON shows face up: tableau (revealed face-down cards too), waste and foundations. */
function shownCards(view: any): string[] {
  const tableau = view.tableau.flatMap((pile: any) => [...(pile.faceDownCards ?? []), ...pile.faceUp].map((card: any) => card.code));
  const waste = view.waste.fanned.map((card: any) => card.code);
  const foundations = view.foundations.flatMap((pile: any) => (pile.top ? [pile.top.code] : []));
  return [...tableau, ...waste, ...foundations].sort();
}

describe('the replay page draws the board', () => {
  it('draws the deal with its hidden cards shown, a later move, and the last board as the game page draws it', async () => {
    const player = await suite.camp.signUp('replay-drawn');
    const started = await player.newGame('solitaire', { seed: 'drawn-replay' });
    const gameId = started.body.game_id as string;
    for (let i = 0; i < 3; i++) await player.act('solitaire', 'draw');
    await player.act('solitaire', 'resign');
    const replay = (await player.get(`/games/solitaire/api/replay?game_id=${gameId}`)).body;

    const page = await newPage(suite.browser);
    await page.goto(`${suite.camp.url}/games/solitaire?game_id=${gameId}`);
    await signInInPage(page, player.name, player.key);
    await page.waitForFunction(() => document.querySelector('[data-testid="replay"]')?.getAttribute('data-position') === '0');
    await page.waitForSelector(`${drawn} .kl-card`);

    // The deal: 28 tableau cards, all face up in the drawing (none drawn as a back), as the replay's board JSON has them.
    const cardsAt = () => page.$$eval(`${drawn} [data-card]`, (nodes) => nodes.map((node) => node.getAttribute('data-card')!).sort());
    expect(await page.$$eval(`${drawn} .kl-tableau .kl-card`, (nodes) => nodes.length)).toBe(28);
    expect(await page.$$eval(`${drawn} .kl-tableau .kl-card.back`, (nodes) => nodes.length)).toBe(0);
    expect(await cardsAt()).toEqual(shownCards(replay.initial_board));
    expect(shownCards(replay.initial_board)).toHaveLength(28);

    // A later step: the cards drawn from the stock lie on the waste.
    await page.fill('input[name="replay-move"]', '2');
    await page.click('[data-action="replay-jump"]');
    expect(await cardsAt()).toEqual(shownCards(replay.moves[1].board));
    expect(await page.$$eval(`${drawn} [data-pile="waste"] [data-card]`, (nodes) => nodes.length)).toBeGreaterThan(0);
    // Mid-game, yet only looked at: none of the buttons that play (Auto, Hint, Resign) is drawn.
    expect(await page.$$eval(`${drawn} button`, (nodes) => nodes.length)).toBe(0);
    await page.locator('[data-testid="replay"]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'replay-drawn-1280x800');
    // A click on the replayed stock plays nothing: the board stays at this step.
    const atStep = await page.innerHTML(drawn);
    await page.click(`${drawn} [data-pile="stock"]`);
    expect(await page.textContent('[data-testid="replay-note"]')).toMatch(/nothing is played/);
    expect(await page.innerHTML(drawn)).toBe(atStep);
    expect((await player.get(`/games/solitaire/api/state?game_id=${gameId}`)).body.version).toBe(4);

    // The last step is the very board the game page draws for the finished game.
    await page.click('[data-action="replay-last"]');
    const replayHtml = await page.innerHTML(drawn);
    expect(replayHtml).toBe(await page.innerHTML('.play > [data-testid="board"]'));
    expect(page.errors).toEqual([]);
  });

  it("draws a visitor's replay on a phone, with the mines hidden during play shown, and no empty board in its place", async () => {
    const player = await suite.camp.signUp('replay-drawn-visited');
    const started = await player.newGame('minesweeper', { difficulty: 'beginner', seed: 'drawn-visit' }, true);
    const gameId = started.body.game_id as string;
    await player.act('minesweeper', 'reveal 5 5');
    await player.act('minesweeper', 'resign');
    const replay = (await player.get(`/games/minesweeper/api/replay?game_id=${gameId}`)).body;

    const page = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.camp.url}/games/minesweeper?game_id=${gameId}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="replay"]')?.getAttribute('data-position') === '0');
    const symbolsDrawn = () => page.$$eval(`${drawn} [data-cell]`, (nodes) => nodes.map((node) => node.getAttribute('data-symbol')));
    const symbolsOf = (view: any) => view.cells.flat().map((cell: any) => cell.symbol);
    expect(await symbolsDrawn()).toEqual(symbolsOf(replay.initial_board));
    // After the first reveal the mines lie on the board; hidden while it was played, drawn now that it is over.
    await page.click('[data-action="replay-forward"]');
    expect(await symbolsDrawn()).toEqual(symbolsOf(replay.moves[0].board));
    expect(symbolsOf(replay.moves[0].board).filter((symbol: string) => symbol === '*')).toHaveLength(10);
    expect(await page.$$eval(`${drawn} [data-action="mode"], ${drawn} [data-action="resign"]`, (nodes) => nodes.length)).toBe(0);
    expect(await page.isHidden('.play > [data-testid="board"]')).toBe(true);
    await page.locator('[data-testid="replay"]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'replay-drawn-visitor-390x844');
    expect(page.errors).toEqual([]);
  });
});
