/**
 * The reference player of each game that has one, by game id: each game's
 * own `referencePlayer` hook. The evaluation harness knows games only through this.
 */
import type { ReferencePlayerFactory } from './reference-player.ts';
import { games } from './registry.ts';

const players = new Map<string, ReferencePlayerFactory>(
  games.flatMap((game) => (game.referencePlayer ? [[game.id, () => game.referencePlayer!()] as const] : [])),
);

export function referencePlayerFor(gameId: string): ReferencePlayerFactory | undefined {
  return players.get(gameId);
}

export const gamesWithReferencePlayers: readonly string[] = [...players.keys()];
