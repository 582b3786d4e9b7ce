/**
 * Klondike's reference player: it samples the cards it cannot see. Each
 * turn it deals the unseen cards at random into the face-down and unseen
 * talon places (sampled-deals.ts) several times, has the solver look for a
 * win in each sample with a small budget, and plays the first move that
 * most of the samples' wins begin with. Where no sample is won, or the
 * board keeps coming back (sampled wins can lead round in circles), it
 * plays as the greedy player does (greedy-player.ts), which resigns after a
 * pass through the stock with no progress. The samples come from a
 * generator seeded once per game, so a game plays the same every time.
 */
import { Random } from '../shared/random.ts';
import type { ReferencePlayer } from '../reference-player.ts';
import { solitaireGreedyPlayer } from './greedy-player.ts';
import { sampledDeal } from './sampled-deals.ts';
import { solve } from './solver.ts';
import { TalonMemory } from './talon-memory.ts';
import type { SolitaireView } from './view.ts';

const SAMPLES = 8;
/** Solver positions per sample: most won samples are won within a few hundred. */
const SAMPLE_BUDGET = 3_000;
/** A board seen this many times means the sampled wins go round in circles. */
const REPEATS_BEFORE_GREEDY = 3;

/** What the board shows, as a key: a board seen again is the same position to the player. */
function boardKey(board: SolitaireView): string {
  const piles = board.tableau.map((pile) => `${pile.faceDown}:${pile.faceUp.map((card) => card.code).join('')}`).join('/');
  const homes = board.foundations.map((pile) => pile.count).join(',');
  return `${piles}|${homes}|${board.stock.count}|${board.waste.count}|${board.waste.playable?.code ?? ''}`;
}

/** The first move most sampled wins start with, or null when no sample is won. */
function sampledChoice(board: SolitaireView, memory: TalonMemory, random: Random): string | null {
  const votes = new Map<string, number>();
  let best: string | null = null;
  for (let sample = 0; sample < SAMPLES; sample++) {
    const result = solve(sampledDeal(board, memory, random), SAMPLE_BUDGET);
    const first = result.verdict === 'won' ? result.moves?.[0] : undefined;
    if (first !== undefined) votes.set(first, (votes.get(first) ?? 0) + 1);
    // Stop once the samples left cannot change the choice.
    let most = 0;
    let second = 0;
    for (const [command, count] of votes) {
      if (count > most) {
        second = most;
        most = count;
        best = command;
      } else second = Math.max(second, count);
    }
    if (most > second + SAMPLES - sample - 1) break;
  }
  return best;
}

export function solitaireReferencePlayer(): ReferencePlayer {
  const memory = new TalonMemory();
  const greedy = solitaireGreedyPlayer();
  const random = Random.fromSeed('klondike reference player');
  const timesSeen = new Map<string, number>();
  let last: { board: SolitaireView; command: string } | null = null;
  return {
    next(raw) {
      const board = raw as SolitaireView;
      if (board.status !== 'playing') return null;
      if (last) memory.sent(last.command, last.board);
      memory.see(board);
      const key = boardKey(board);
      const seen = (timesSeen.get(key) ?? 0) + 1;
      timesSeen.set(key, seen);
      const sampled = seen < REPEATS_BEFORE_GREEDY ? sampledChoice(board, memory, random) : null;
      const command = sampled ?? greedy.next(board);
      last = command === null ? null : { board, command };
      return command;
    },
  };
}
