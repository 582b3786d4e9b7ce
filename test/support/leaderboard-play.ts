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

/** Starts a Minesweeper game with this body, and wins it (`win`) or resigns after the first reveal. */
export async function playMinesweeper(camp: TestCamp, player: CampClient, body: Record<string, unknown>, win: boolean): Promise<Finished> {
  const started = await player.newGame('minesweeper', body, true);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const gameId: string = started.body.game_id;
  let reply = await player.act('minesweeper', 'reveal 3 3', { game_id: gameId });
  while (reply.body.status === 'playing') {
    const row = (await camp.camp.store.game(gameId))!;
    const state = row.state as { layout: string; covers: string; options: { cols: number } };
    const safe = [...state.covers].findIndex((cover, i) => cover === '#' && state.layout[i] !== '*');
    const command = win && safe >= 0
      ? `reveal ${Math.floor(safe / state.options.cols) + 1} ${(safe % state.options.cols) + 1}`
      : 'resign';
    reply = await player.act('minesweeper', command, { game_id: gameId });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  expect(reply.body.status).toBe('over');
  return { gameId, score: reply.body.score, outcome: reply.body.outcome, ranked: reply.body.ranked };
}

export async function board(client: CampClient, game: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return client.get(`/api/v1/leaderboards/${game}${search ? `?${search}` : ''}`);
}
