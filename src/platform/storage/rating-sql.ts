/**
 * The rating statements and the races list, one text for both databases
 * (only the parameter marks differ), and the rule of which finished games are rated.
 */
import { START_RATING } from '../records/ratings.ts';

type Mark = (n: number) => string;

/** One game type's games being played, newest first: a range of the games_waiting index. Parameters: 1 game type, 2 limit. */
export const playingGamesSql = (mark: Mark) => `
  SELECT id, game, version, created_at, updated_at FROM games WHERE game = ${mark(1)} AND status = 'playing'
  ORDER BY created_at DESC LIMIT ${mark(2)}`;

/** The seats of a game with how it stands: one row per seat, by seat. Parameter: 1 the game id. */
export const raceSeatsSql = (mark: Mark) => `
  SELECT seats.seat, seats.account_id, seats.kind, games.game, games.ranked
  FROM games JOIN seats ON seats.game_id = games.id
  WHERE games.id = ${mark(1)} ORDER BY seats.seat`;

/** A first rating for an account new to the game. Parameters: 1 account, 2 game, 3 now. */
export const startRatingSql = (mark: Mark) => `
  INSERT INTO ratings (account_id, game, rating, games, updated_at) VALUES (${mark(1)}, ${mark(2)}, ${START_RATING}, 0, ${mark(3)})
  ON CONFLICT DO NOTHING`;

/** One rating (PostgreSQL locks it until the race's transaction ends). Parameters: 1 account, 2 game. */
export const ratingSql = (mark: Mark, lock: boolean) => `
  SELECT rating FROM ratings WHERE account_id = ${mark(1)} AND game = ${mark(2)}${lock ? ' FOR UPDATE' : ''}`;

/** Parameters: 1 new rating, 2 now, 3 account, 4 game. */
export const rateSql = (mark: Mark) => `
  UPDATE ratings SET rating = ${mark(1)}, games = games + 1, updated_at = ${mark(2)} WHERE account_id = ${mark(3)} AND game = ${mark(4)}`;

export interface RaceSeat {
  seat: number;
  account_id: string | null;
  kind: string;
  game: string;
  ranked: number | string;
}

/**
 * The accounts to rate, seat by seat, or null when the game is not rated:
 * not ranked (an agreed seed, a deck chosen), a built-in opponent in a seat,
 * one account in two seats, or results that do not match the seats.
 */
export function ratedAccounts(seats: RaceSeat[], results: number[]): { game: string; accounts: string[] } | null {
  if (seats.length < 2 || seats.length !== results.length) return null;
  if (seats.some((seat, i) => seat.seat !== i || Number(seat.ranked) !== 1 || seat.kind !== 'human' || seat.account_id === null)) return null;
  const accounts = seats.map((seat) => seat.account_id!);
  if (new Set(accounts).size !== accounts.length) return null;
  return { game: seats[0]!.game, accounts };
}
