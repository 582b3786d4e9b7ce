/**
 * The reference player of each game that has one, by game id (a Map: only
 * these ids are found). The evaluation harness knows games only through this.
 */
import { californiaReferencePlayer } from './california-solitaire/reference-player.ts';
import { mahjongReferencePlayer } from './mahjong-solitaire/reference-player.ts';
import { minesweeperReferencePlayer } from './minesweeper/reference-player.ts';
import type { ReferencePlayerFactory } from './reference-player.ts';
import { solitaireReferencePlayer } from './solitaire/reference-player.ts';

const players = new Map<string, ReferencePlayerFactory>([
  ['minesweeper', minesweeperReferencePlayer],
  ['solitaire', solitaireReferencePlayer],
  ['mahjong-solitaire', mahjongReferencePlayer],
  ['california-solitaire', californiaReferencePlayer],
  // The race's player takes seat 0 against the built-in opponent.
  ['california-double', californiaReferencePlayer],
]);

export function referencePlayerFor(gameId: string): ReferencePlayerFactory | undefined {
  return players.get(gameId);
}

export const gamesWithReferencePlayers: readonly string[] = [...players.keys()];
