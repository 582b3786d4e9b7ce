/** Drivers for the records tests: games played to their end through the API. */
import type { GameDefinition } from '../../src/games/game.ts';
import type { CampClient, TestCamp } from './camp.ts';

/** A small deterministic generator, so a failing random game can be played again. */
export function pickFrom(seed: number) {
  let value = seed >>> 0 || 1;
  return <T>(items: readonly T[]): T => {
    value = (value * 1_103_515_245 + 12_345) >>> 0;
    return items[value % items.length]!;
  };
}

/**
 * Starts a game and plays `moves` commands picked from the examples of the
 * game's rules (a rejected one is simply not logged), then resigns, unless
 * the game ended before. Races are played against the built-in opponent.
 */
export async function playToTheEnd(player: CampClient, game: GameDefinition<any, any>, moves: number, seed: number): Promise<string> {
  const options = game.seats > 1 ? { opponent: 'bot', bot_speed: '0' } : {};
  const started = await player.newGame(game.id, options, game.checkedCalls === 'every-post');
  if (started.status !== 201) throw new Error(`new ${game.id}: ${JSON.stringify(started.body)}`);
  const gameId: string = started.body.game_id;
  const pick = pickFrom(seed);
  const examples = game.commands.map((doc) => doc.example).filter((example) => example !== 'resign');
  for (let i = 0; i < moves; i++) {
    const reply = await player.act(game.id, pick(examples), { game_id: gameId });
    if (reply.body.status === 'over') return gameId;
  }
  const resigned = await player.act(game.id, 'resign', { game_id: gameId });
  // A race the built-in opponent won meanwhile is over too.
  if (resigned.body.status !== 'over') throw new Error(`resign ${game.id}: ${JSON.stringify(resigned.body)}`);
  return gameId;
}

/** Wins a beginner Minesweeper game by revealing every safe cell, read from the stored layout. */
export async function winMinesweeper(camp: TestCamp, player: CampClient): Promise<string> {
  const started = await player.newGame('minesweeper', { difficulty: 'beginner' }, true);
  const gameId: string = started.body.game_id;
  await player.act('minesweeper', 'reveal 5 5', { game_id: gameId });
  for (let round = 0; round < 100; round++) {
    const row = await camp.camp.store.game(gameId);
    const state = row!.state as { layout: string; covers: string; status: string; options: { cols: number } };
    if (state.status === 'over') return gameId;
    const cols = state.options.cols;
    const safe = [...state.covers].flatMap((cover, i) => (cover === '#' && state.layout[i] !== '*' ? [`reveal ${Math.floor(i / cols) + 1} ${(i % cols) + 1}`] : []));
    await player.act('minesweeper', safe.slice(0, 50), { game_id: gameId });
  }
  throw new Error('minesweeper was not won');
}
