/** Games of every kind brought into play through the API, for tests that send them commands. */
import { expect } from 'vitest';
import type { GameDefinition } from '../../src/games/game.ts';
import type { CampClient, Reply, TestCamp } from './camp.ts';

/** Every verb a game documents (the first word of each syntax line). */
export function verbsOf(game: GameDefinition<any, any>): string[] {
  return [...new Set(game.commands.map((doc) => doc.syntax.trim().split(/\s+/)[0]!.toLowerCase()))];
}

/** The word alone, after each documented verb, and in the places of arguments. */
export function commandsWith(word: string, verbs: string[]): string[] {
  return [
    word, `${word} 1 1`, `${word} ${word}`, `move ${word} ${word}`,
    ...verbs.flatMap((verb) => [`${verb} ${word}`, `${verb} ${word} ${word}`, `${verb} 1 ${word}`]),
  ];
}

/** Starts `game` for `client`, answering a puzzle when the game checks `new`. */
export function newGame(client: CampClient, game: GameDefinition<any, any>, body: Record<string, unknown>): Promise<Reply> {
  return client.newGame(game.id, body, game.checkedCalls === 'every-post');
}

/** A game in play for a new player: a race needs a second player to fill its other seat. */
export async function gameInPlay(camp: TestCamp, game: GameDefinition<any, any>): Promise<{ player: CampClient; gameId: string }> {
  const player = await camp.signUp();
  const started = await newGame(player, game, {});
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  for (let seat = 1; seat < game.seats; seat++) {
    const joined = await newGame(await camp.signUp(), game, {});
    expect(joined.body.game_id).toBe(started.body.game_id);
  }
  expect((await player.state(game.id)).body.status).toBe('playing');
  return { player, gameId: started.body.game_id };
}
