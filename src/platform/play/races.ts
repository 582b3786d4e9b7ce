/**
 * The races being played now, for the lobby and for anyone who wants to
 * watch one: multi-seat games with status playing, newest first, each with
 * its players and where to watch it (the spectator stream sees no hidden cards).
 */
import type { GameDefinition } from '../../games/game.ts';
import type { Store } from '../store.ts';

type AnyGame = GameDefinition<any, any>;

export const RACES_SHOWN = 20;
/** How a seat of the built-in opponent is named in the list. */
export const BOT_PLAYER = 'built-in opponent';

export async function racesPlaying(store: Store, games: readonly AnyGame[]) {
  const races = games.filter((game) => game.seats > 1);
  const playing = await store.gamesPlaying(races.map((game) => game.id), RACES_SHOWN);
  const entries = await Promise.all(playing.map(async (row) => {
    const players = await store.seatPlayers(row.id);
    const id = encodeURIComponent(row.id);
    return {
      game: row.game,
      game_id: row.id,
      players: players.map((player) => ({ seat: player.seat, name: player.kind === 'human' ? player.name ?? '' : BOT_PLAYER })),
      started_at: new Date(row.createdAt).toISOString(),
      updated_at: new Date(row.updatedAt).toISOString(),
      version: row.version,
      links: {
        stream: `/games/${row.game}/api/stream?game_id=${id}`,
        replay: `/games/${row.game}/api/replay?game_id=${id}`,
        board: `/games/${row.game}?game_id=${id}`,
      },
    };
  }));
  return {
    races: entries,
    note: 'Races being played now, newest first (at most 20). Watch one live with its stream link (Server-Sent Events, no credentials: '
      + 'a spectator sees no hidden cards); its replay and board page show every move once it is over.',
  };
}
