/**
 * Playing real games to an end through the API, for the leaderboard tests:
 * Minesweeper won by reading the mines from the store (as only the camp
 * could), or resigned.
 */
import { expect } from 'vitest';
import type { CampClient, TestCamp } from './camp.ts';

/** A board of 5 rows with 6 mines: quick to clear, and its own variant ('custom-5x<cols>-6'), so each test keeps its own board. */
export function tinyBoard(cols: number) {
  return { difficulty: 'custom', rows: 5, cols, mines: 6 };
}

export interface Finished {
  gameId: string;
  score: number;
  outcome: string;
  ranked: boolean;
}

/**
 * How a game ends: cleared; resigned before any reveal, a sure loss; or resigned after the first reveal
 * has laid the mines, for tests that need them (on a small board that reveal alone may clear it).
 */
export type Ending = 'win' | 'resign' | 'reveal then resign';

/** Starts a Minesweeper game with this body and ends it as `ending` says. */
export async function playMinesweeper(camp: TestCamp, player: CampClient, body: Record<string, unknown>, ending: Ending): Promise<Finished> {
  const started = await player.newGame('minesweeper', body, true);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const gameId: string = started.body.game_id;
  let reply = await player.act('minesweeper', ending === 'resign' ? 'resign' : 'reveal 3 3', { game_id: gameId });
  while (reply.body.status === 'playing') {
    const row = (await camp.camp.store.game(gameId))!;
    const state = row.state as { layout: string; covers: string; options: { cols: number } };
    const safe = [...state.covers].findIndex((cover, i) => cover === '#' && state.layout[i] !== '*');
    const command = ending === 'win' && safe >= 0
      ? `reveal ${Math.floor(safe / state.options.cols) + 1} ${(safe % state.options.cols) + 1}`
      : 'resign';
    reply = await player.act('minesweeper', command, { game_id: gameId });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  expect(reply.body.status).toBe('over');
  if (ending !== 'reveal then resign') expect(reply.body.outcome).toBe(ending === 'win' ? 'won' : 'resigned');
  return { gameId, score: reply.body.score, outcome: reply.body.outcome, ranked: reply.body.ranked };
}

export async function board(client: CampClient, game: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return client.get(`/api/v1/leaderboards/${game}${search ? `?${search}` : ''}`);
}
