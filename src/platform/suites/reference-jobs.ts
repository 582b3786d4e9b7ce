/**
 * The reference row of a report card: the game's reference player on the
 * very deals of the run, through the engine, in a worker thread so a card
 * never holds up the camp's requests (a Klondike deal takes the player most
 * of a second). A race is played against the same built-in opponent, turn
 * by turn.
 */
import { findGame } from '../../games/registry.ts';
import { WorkerJobs } from '../../games/shared/worker-thread.ts';
import { playThroughEngine, type EnginePlayed } from './engine-play.ts';

export interface ReferenceDeal {
  game: string;
  options: Record<string, unknown>;
  seed: string;
}

export function playReferenceGame(deal: ReferenceDeal): EnginePlayed {
  const game = findGame(deal.game);
  if (!game?.referencePlayer) throw new Error(`No reference player for ${deal.game}`);
  return playThroughEngine(game, deal.options, deal.seed, game.referencePlayer());
}

export const referenceJobs = new WorkerJobs<ReferenceDeal, EnginePlayed>(
  new URL(import.meta.url.endsWith('.ts') ? './reference-worker.ts' : './reference-worker.js', import.meta.url),
  playReferenceGame,
);
