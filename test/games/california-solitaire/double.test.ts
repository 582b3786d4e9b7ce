import { describe, expect, it } from 'vitest';
import { californiaDouble as game } from '../../../src/games/california-solitaire/index.ts';
import { formatCard } from '../../../src/games/shared/cards.ts';
import { build, must, refused } from './helpers.ts';

const lowTops = [['Ac'], ['2c'], ['Ad'], ['2s']];

describe('california-double: a misplayed card forfeits', () => {
  const state = build({ double: true, sides: [{ stacks: [['5c'], ['9d'], [], []], waste: ['3h'] }, { stacks: [['Kh'], ['7s'], [], []], waste: ['Qd'] }] });

  it('an illegal move of your own card ends the game: the opponent wins', () => {
    const lost = must(state, 'move s1 f1', { seat: 0, seen: 0 });
    expect(lost.state.status).toBe('over');
    expect(lost.state.winner).toBe(1);
    expect(game.summary(lost.state).outcome).toBe('seat1-won');
    expect(lost.message).toMatch(/^Misplayed card: 5♣ cannot go on f1: it takes only A♠\. A misplayed card forfeits the game: seat B wins\.$/);
    expect(game.next(lost.state, 0)).toMatch(/you lost.*finish/);
    expect(game.next(lost.state, 1)).toMatch(/you won/);
  });

  it('so does a click on a card that has no legal place, and a stack move onto a lower card', () => {
    const stuck = build({ double: true, sides: [{ stacks: lowTops, waste: ['9h'] }, { stacks: [['Kh']], waste: ['Qd'] }] });
    expect(must(stuck, '9h', { seat: 0 }).state.winner).toBe(1);
    expect(must(state, 'move s2 s1', { seat: 1 }).state.status).toBe('playing'); // 7♠ on K♥ is fine
    expect(must(state, 'move s1 s2', { seat: 1 }).state.winner).toBe(0); // K♥ on 7♠ is not
  });

  it('but commands that pick up no card of yours are only refused', () => {
    expect(refused(state, 'fly', { seat: 0 })).toMatch(/not a command/);
    expect(refused(state, 'move s3 s1', { seat: 0 })).toMatch(/s3 is empty/);
    expect(refused(state, 'move Kh s3', { seat: 0 })).toMatch(/K♥ is your opponent's card \(you can only move your own\)/);
    expect(refused(state, 'move s1 f9', { seat: 0 })).toMatch(/'f9' is not a destination; .* f1-f8/);
    expect(refused(state, 'hanoi s2 s1', { seat: 0 })).toMatch(/no card of s2 fits on s1: its top 5♣ takes only lower ranks/);
    expect(must(state, 'moves', { seat: 0 }).state.status).toBe('playing');
  });

  it('each seat moves only its own cards and may build on all eight towers', () => {
    const aces = build({ double: true, sides: [{ stacks: [['5c']], waste: ['As'] }, { stacks: [['Kh']], waste: ['As'] }] });
    const first = must(aces, 'As', { seat: 0 }).state;
    const second = must(first, 'waste f', { seat: 1 }).state;
    expect(second.towers[0]!.cards).toEqual(['As']);
    expect(second.towers[4]!.cards).toEqual(['As']);
    expect(second.towers[4]!.owners).toEqual([1]);
    expect(second.sides.map((side) => side.placed)).toEqual([1, 1]);
    expect(game.renderText(second, 'spectator')).toContain('f5 ♠: A♠ᴮ');
  });

  it('each seat can resign: the other wins', () => {
    expect(must(state, 'resign', { seat: 1 }).state.outcome).toBe('seat0-won');
    expect(must(state, 'resign', { seat: 0 }).state.outcome).toBe('seat1-won');
  });

  it('warns about the forfeit in every next() while playing', () => {
    expect(game.next(state, 0)).toContain('Careful: an illegal card move forfeits the game.');
    expect(game.next(state, 1)).toContain('Careful: an illegal card move forfeits the game.');
    expect(game.rulesHtml).toContain('A misplayed card is a forfeit');
  });
});

describe('california-double: races', () => {
  // Seat B put 2♥ on f2 as log command 5; seat A had seen only 5 commands (0-4).
  const raced = build({
    double: true,
    commandCount: 6,
    towers: { f2: [['Ah', 0, 0], ['2h', 1, 5]] },
    sides: [{ stacks: lowTops, waste: ['2h'] }, { stacks: [['Kh']], waste: ['Qd'] }],
  });

  it('a tower move that was legal on the towers the sender had seen loses the race: rejected, no forfeit', () => {
    expect(refused(raced, 'move waste f2', { seat: 0, seen: 5 })).toMatch(/^lost the race: seat B played on f2 first \(its top is now 2♥\)/);
    expect(refused(raced, 'waste f', { seat: 0, seen: 5 })).toMatch(/^lost the race/);
    expect(refused(raced, '2h', { seat: 0, seen: 5 })).toMatch(/^lost the race/);
  });

  it('is a forfeit when the sender had already seen the change (or sent no version)', () => {
    expect(must(raced, 'move waste f2', { seat: 0, seen: 6 }).state.winner).toBe(1);
    expect(must(raced, 'move waste f2', { seat: 0 }).state.winner).toBe(1);
  });

  it("counts the sender's own later moves as seen", () => {
    const state = build({
      double: true,
      commandCount: 7,
      towers: { f2: [['Ah', 1, 0], ['2h', 0, 5], ['3h', 1, 6]] },
      sides: [{ stacks: lowTops, waste: ['3h'] }, { stacks: [['Kh']], waste: ['Qd'] }],
    });
    expect(refused(state, 'waste f2', { seat: 0, seen: 5 })).toMatch(/^lost the race/);
    const late = build({ double: true, commandCount: 7, towers: { f2: [['Ah', 1, 0], ['2h', 0, 5]] }, sides: [{ stacks: lowTops, waste: ['4h'] }, { stacks: [['Kh']] }] });
    expect(must(late, 'waste f2', { seat: 0, seen: 5 }).state.winner).toBe(1);
  });

  it('records the log index of every tower card', () => {
    const state = build({ double: true, commandCount: 9, sides: [{ stacks: [['Kc']], waste: ['Ad'] }, { stacks: [['Kh']], waste: ['Ad'] }] });
    const placed = must(state, 'Ad', { seat: 1 }).state;
    expect(placed.towers[2]!.placedAt).toEqual([9]);
    expect(placed.commandCount).toBe(10);
  });
});

describe('california-double: the end', () => {
  it('when neither side can place a card, the one with more cards placed wins', () => {
    const state = build({
      double: true,
      towers: { f2: [['Ah', 1, 0]] },
      sides: [
        { stacks: [['As', 'Kh'], ['Ks'], ['Kd'], ['Kc']], deck: ['Qh'] },
        { stacks: [['Ks'], ['Kd'], ['Kc'], ['Kh']], waste: ['Qs'], deck: [] },
      ],
    });
    expect(game.next(state, 1)).toMatch(/wait for your opponent's moves/);
    const over = must(state, 'draw', { seat: 0 }).state;
    expect(over.status).toBe('over');
    expect(over.outcome).toBe('seat1-won');
    expect(over.endReason).toMatch(/neither player can place another card; seat B wins with more cards placed \(1 to 0\)/);
    // Each player is asked to rate the race; a spectator, who cannot, is only told how it ended.
    expect(game.next(over, 0)).toMatch(/you lost\. Send 'finish'/);
    expect(game.next(over, 'spectator')).toMatch(/^The game is over: .*seat B wins/);
    expect(game.next(over, 'spectator')).not.toContain('finish');
  });

  it('shows each player both sides, never a deck order', () => {
    const state = game.setup({ redeals: '0' }, 'views');
    const text = game.renderText(state, 0);
    expect(text).toContain('You (seat A)');
    expect(text).toContain('Opponent (seat B)');
    expect(game.renderText(state, 'spectator')).toContain('Seat B');
    const view = game.view(state, 1) as { sides: { role: string; deck: unknown }[] };
    expect(view.sides.map((side) => side.role)).toEqual(['opponent', 'you']);
    expect(view.sides[0]!.deck).toEqual({ id: 'deck', count: 47 });
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(state.sides[0]!.deck.slice(-3)).slice(1, -1));
    expect(text).not.toContain(formatCard(state.sides[0]!.waste[0]!) + ' ' + formatCard(state.sides[0]!.deck.at(-1)!));
  });

  it('summary score is the higher seat score; the view has both', () => {
    const state = build({ double: true, towers: { f1: [['As', 0, 0], ['2s', 0, 1]], f2: [['Ah', 1, 2]] }, sides: [{ stacks: [['Kc']] }, { stacks: [['Kh']] }] });
    expect(game.summary(state).score).toBe(20);
    expect((game.view(state, 0) as { scores: number[] }).scores).toEqual([20, 10]);
  });
});

describe('california-double: the summary from each seat', () => {
  const state = build({ double: true, sides: [{ stacks: [['5c'], ['9d'], [], []], waste: ['As'] }, { stacks: [['Kh'], ['7s'], [], []], waste: ['Qd'] }] });
  const placed = must(state, 'move waste f1', { seat: 0 }).state;

  it('gives each seat its own score and the other seat\'s, with no outcome while the race is on', () => {
    expect(game.seatSummary!(placed, 0)).toEqual({ score: 10, opponentScore: 0, outcome: null });
    expect(game.seatSummary!(placed, 1)).toEqual({ score: 0, opponentScore: 10, outcome: null });
    expect(game.summary(placed).score).toBe(10);
  });

  it('says won, lost or draw from each side once it is over', () => {
    const resigned = must(placed, 'resign', { seat: 0 }).state;
    expect(game.seatSummary!(resigned, 0).outcome).toBe('lost');
    expect(game.seatSummary!(resigned, 1).outcome).toBe('won');
    const drawn = { ...placed, status: 'over' as const, outcome: 'draw', winner: null };
    expect([0, 1].map((seat) => game.seatSummary!(drawn, seat).outcome)).toEqual(['draw', 'draw']);
  });
});
