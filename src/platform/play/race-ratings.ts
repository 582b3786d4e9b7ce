/** The ratings a race reply shows its player: their own and their opponent's (see ratings.ts). */
import type { GameDefinition } from '../../games/game.ts';
import { shownRating, START_RATING } from '../records/ratings.ts';
import type { GameView } from './game-view.ts';
import type { Store } from '../store.ts';

export async function raceRatings(store: Store, game: GameDefinition<any, any>, view: GameView) {
  const { seats, viewer } = view;
  // Only races between people are rated: a game with a built-in opponent shows no ratings.
  if (game.seats < 2 || viewer === 'spectator' || seats.some((seat) => seat.kind !== 'human' || seat.accountId === null)) return {};
  const ratings = new Map((await store.ratingsIn(game.id, seats.map((seat) => seat.accountId!))).map((row) => [row.accountId, row.rating]));
  const ratingOf = (accountId: string) => shownRating(ratings.get(accountId) ?? START_RATING);
  const you = seats.find((seat) => seat.seat === viewer);
  if (!you) return {};
  const others = seats.filter((seat) => seat.seat !== viewer).map((seat) => ratingOf(seat.accountId!));
  return { ratings: { you: ratingOf(you.accountId!), opponent: others.length ? Math.max(...others) : null } };
}
