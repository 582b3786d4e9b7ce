/**
 * Klondike's reference player: what it remembers of the talon is what the
 * game really holds, the deals it samples fit the board it was shown, and
 * sampling the unseen cards wins far more games than the greedy player.
 */
import { describe, expect, it } from 'vitest';
import { playWithEngine } from '../../../scripts/eval/engine-runner.ts';
import { fullDeck } from '../../../src/games/shared/cards.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { solitaireGreedyPlayer } from '../../../src/games/solitaire/greedy-player.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { solitaireReferencePlayer } from '../../../src/games/solitaire/reference-player.ts';
import { sampledDeal } from '../../../src/games/solitaire/sampled-deals.ts';
import type { SolitaireState } from '../../../src/games/solitaire/state.ts';
import { TalonMemory } from '../../../src/games/solitaire/talon-memory.ts';
import type { SolitaireView } from '../../../src/games/solitaire/view.ts';
import { legalCommands, play } from './support.ts';

const view = (state: SolitaireState) => solitaire.view(state, 0) as SolitaireView;
const trueTalon = (state: SolitaireState) => [...state.waste, ...[...state.stock].reverse()];

/** Random legal commands from a seeded deal, with the memory following each one as a player's would. */
function* followedGame(seed: string, draw: 1 | 3, steps: number) {
  const options = solitaire.parseOptions({ draw });
  if (!options.ok) throw new Error(options.error);
  let state = solitaire.setup(options.value, seed);
  const memory = new TalonMemory();
  memory.see(view(state));
  const random = Random.fromSeed(`talon memory ${seed}`);
  for (let step = 0; step < steps && state.status === 'playing'; step++) {
    const commands = legalCommands(state);
    if (commands.length === 0) return;
    // Mostly the talon's own commands, so that games go through the stock several times.
    const talonCommands = commands.filter((command) => command === 'draw' || command === 'recycle' || command.startsWith('move waste'));
    const pool = talonCommands.length > 0 && random.int(4) > 0 ? talonCommands : commands;
    const command = pool[random.int(pool.length)]!;
    const before = view(state);
    state = play(state, command).state;
    memory.sent(command, before);
    memory.see(view(state));
    yield { state, memory };
  }
}

describe('the talon memory', () => {
  for (const draw of [1, 3] as const) {
    it(`draw ${draw}: every card it knows is the card there, and after a pass it knows them all`, () => {
      let checked = 0;
      let afterPass = 0;
      for (let game = 0; game < 20; game++) {
        for (const { state, memory } of followedGame(`memory ${draw} ${game}`, draw, 300)) {
          const truth = trueTalon(state);
          const known = memory.talon();
          expect(known.length).toBe(truth.length);
          expect(memory.waste).toBe(state.waste.length);
          known.forEach((card, at) => {
            if (card !== null) expect(card).toBe(truth[at]);
          });
          checked++;
          if (state.recycles > 0) {
            expect(known.every((card) => card !== null), `game ${game}: unknown talon cards after a recycle`).toBe(true);
            afterPass++;
          }
        }
      }
      expect(checked).toBeGreaterThan(1_000);
      expect(afterPass).toBeGreaterThan(100);
    });
  }
});

describe('sampled deals', () => {
  it('keep every card the board shows where it is, and deal each unseen card once', () => {
    for (const draw of [1, 3] as const) {
      let step = 0;
      for (const { state, memory } of followedGame(`sampled ${draw}`, draw, 120)) {
        if (step++ % 10 !== 0) continue;
        const board = view(state);
        const sampled = sampledDeal(board, memory, Random.fromSeed(`sample ${step}`));
        const cards = [...sampled.stock, ...sampled.waste, ...sampled.foundations.flat(), ...sampled.tableau.flatMap((pile) => [...pile.down, ...pile.up])];
        expect(cards.sort()).toEqual(fullDeck().sort());
        const shown = view(sampled);
        expect(shown.tableau).toEqual(board.tableau);
        expect(shown.foundations).toEqual(board.foundations);
        expect(shown.waste).toEqual(board.waste);
        expect(shown.stock.count).toBe(board.stock.count);
        // The talon cards the memory knows are the game's own, in their places.
        memory.talon().forEach((card, at) => {
          if (card !== null) expect(trueTalon(sampled)[at]).toBe(card);
        });
      }
    }
  });
});

describe('the reference player', () => {
  it('wins far more draw-1 games than the greedy player, the same way every time', async () => {
    // Four deals the sampling player wins within a second or two, where the greedy player wins none.
    const seeds = ['2', '4', '5', '6'];
    const game = solitaire;
    const sampled = [];
    for (const seed of seeds) sampled.push(await playWithEngine(game, { draw: 1 }, seed, solitaireReferencePlayer));
    const greedyWins = (await Promise.all(seeds.map((seed) => playWithEngine(game, { draw: 1 }, seed, solitaireGreedyPlayer)))).filter((result) => result.won).length;
    const sampledWins = sampled.filter((result) => result.won).length;
    expect(sampledWins).toBeGreaterThanOrEqual(3);
    expect(sampledWins).toBeGreaterThan(greedyWins);
    const again = await playWithEngine(game, { draw: 1 }, seeds[0]!, solitaireReferencePlayer);
    expect(again.commands).toBe(sampled[0]!.commands);
    expect(again.score).toBe(sampled[0]!.score);
  }, 120_000);
});
