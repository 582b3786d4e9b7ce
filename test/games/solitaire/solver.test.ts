import { describe, expect, it } from 'vitest';
import { fullDeck, rankOf, SUITS, suitOf } from '../../../src/games/shared/cards.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { dealFromDeck } from '../../../src/games/solitaire/deal.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { solve } from '../../../src/games/solitaire/solver.ts';
import type { DrawMode, SolitaireState } from '../../../src/games/solitaire/state.ts';
import { legalCommands } from './support.ts';

const ctx = { seat: 0, now: 0 };

function replay(state: SolitaireState, commands: readonly string[]): SolitaireState {
  let current = state;
  for (const command of commands) {
    const applied = solitaire.apply(current, command, ctx);
    if (!applied.ok) throw new Error(`'${command}' was refused: ${applied.error}`);
    current = applied.value.state;
  }
  return current;
}

function deal(seed: string, draw: DrawMode): SolitaireState {
  const options = solitaire.parseOptions({ draw });
  if (!options.ok) throw new Error(options.error);
  return solitaire.setup(options.value, seed);
}

/**
 * A small position: each suit's foundation already holds its cards up to
 * rank 10-12, and the few cards left lie in random piles (some face-down)
 * and the stock, so every position can be searched.
 */
function smallPosition(random: Random, draw: DrawMode): SolitaireState {
  const home = SUITS.map(() => 10 + random.int(3));
  const isHome = (card: string) => rankOf(card) <= home[SUITS.indexOf(suitOf(card))]!;
  const rest = random.shuffle(fullDeck().filter((card) => !isHome(card)));
  const tableau = Array.from({ length: 7 }, () => ({ down: [] as string[], up: [] as string[] }));
  for (const pile of tableau) {
    if (rest.length > 1 && random.int(2) === 0) pile.down.push(rest.pop()!);
    if (rest.length > 0 && random.int(4) > 0) pile.up.push(rest.pop()!);
    if (pile.up.length === 0 && pile.down.length > 0) pile.up.push(pile.down.pop()!);
  }
  const foundations = SUITS.map((suit) => fullDeck().filter((card) => suitOf(card) === suit && isHome(card)));
  return { ...dealFromDeck(fullDeck(), { draw, scoring: 'standard' }), tableau, foundations, stock: rest };
}

/**
 * The obviously correct answer: a breadth-first search over every position
 * the engine's legal commands reach (piles compared as a set), or null when
 * there are more than `limit` of them.
 */
function exhaustivelyWinnable(start: SolitaireState, limit: number): boolean | null {
  const keyOf = (state: SolitaireState) =>
    JSON.stringify([state.tableau.map((pile) => JSON.stringify(pile)).sort(), state.foundations, state.stock, state.waste]);
  const seen = new Set([keyOf(start)]);
  const queue = [start];
  for (let next = 0; next < queue.length; next++) {
    if (seen.size > limit) return null;
    for (const command of legalCommands(queue[next]!)) {
      const applied = solitaire.apply(queue[next]!, command, ctx);
      if (!applied.ok) throw new Error(`legal command '${command}' was refused: ${applied.error}`);
      if (applied.value.state.outcome === 'won') return true;
      const key = keyOf(applied.value.state);
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(applied.value.state);
      }
    }
  }
  return false;
}

describe('the Klondike solver', () => {
  for (const draw of [1, 3] as const) {
    it(`gives draw-${draw} move lists that the engine replays to a win`, () => {
      let won = 0;
      for (let index = 0; index < 20; index++) {
        const state = deal(`solver replay ${index}`, draw);
        const result = solve(state, 20_000);
        if (result.verdict !== 'won') continue;
        won++;
        const end = replay(state, result.moves!);
        expect(end.outcome).toBe('won');
      }
      // Most deals are winnable and quickly found so: a solver that finds none fails here.
      expect(won).toBeGreaterThanOrEqual(8);
    });
  }

  it('wins from a position part-way through a game, with a non-empty waste', () => {
    let state = deal('solver mid-game', 3);
    state = replay(state, ['draw', 'draw', 'draw']);
    const result = solve(state);
    if (result.verdict === 'won') expect(replay(state, result.moves!).outcome).toBe('won');
    else expect(result.verdict).toBe('unwinnable');
  });

  for (const draw of [1, 3] as const) {
    it(`agrees with an exhaustive search on small draw-${draw} positions`, () => {
      const random = Random.fromSeed(`small positions ${draw}`);
      let compared = 0;
      for (let index = 0; index < 32; index++) {
        const state = smallPosition(random, draw);
        const winnable = exhaustivelyWinnable(state, 2_000);
        if (winnable === null) continue;
        compared++;
        const result = solve(state);
        expect(result.verdict, `position ${index}`).toBe(winnable ? 'won' : 'unwinnable');
        if (result.verdict === 'won') expect(replay(state, result.moves!).outcome).toBe('won');
      }
      expect(compared).toBeGreaterThanOrEqual(4);
    });
  }

  it('answers "undecided" when the node budget runs out, and a won game is won', () => {
    const hard = deal('solver replay 0', 1);
    expect(solve(hard, 0).verdict).not.toBe('unwinnable');
    const result = solve(hard, 1);
    expect(['won', 'undecided']).toContain(result.verdict);
    expect(result.nodes).toBeLessThanOrEqual(2);
  });
});
