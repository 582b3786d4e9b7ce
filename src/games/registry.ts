/**
 * Every game the camp serves. Adding a game means adding its folder under
 * src/games/ and one entry here; the platform reads nothing else.
 */
import type { GameDefinition } from './game.ts';
import { californiaDouble, californiaSolitaire } from './california-solitaire/index.ts';
import { mahjongSolitaire } from './mahjong-solitaire/index.ts';
import { minesweeper } from './minesweeper/index.ts';
import { solitaire } from './solitaire/index.ts';

export const games: readonly GameDefinition<any, any>[] = [mahjongSolitaire, minesweeper, solitaire, californiaSolitaire, californiaDouble];

export function findGame(id: string): GameDefinition<any, any> | undefined {
  return games.find((game) => game.id === id);
}
