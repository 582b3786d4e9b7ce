/** The lobby's list of races being played now, with links to watch them (GET /api/v1/races), refreshed every 10 seconds. */
import { callApi } from './api.ts';
import { el } from './dom.ts';

const REFRESH_MS = 10_000;

interface RaceEntry {
  game: string;
  game_id: string;
  players: { seat: number; name: string }[];
  started_at: string;
  version: number;
  links: { stream: string; replay: string; board: string };
}

export function racesNow(names: Map<string, string>): { element: HTMLElement; refresh(): Promise<void> } {
  const list = el('ul', { className: 'races-list' });
  const empty = el('p', { className: 'races-empty', text: 'No race is being played right now.' });
  const element = el('section', { className: 'races-now' }, [
    el('h2', { text: 'Races being played now' }),
    el('p', { className: 'races-help', text: 'Watch one live: its stream sends every move and the board as a spectator sees it (no hidden cards). Its replay opens once it is over.' }),
    list,
    empty,
  ]);
  const refresh = async () => {
    const reply = await callApi('GET', '/api/v1/races');
    if (reply.status !== 200) return;
    const races: RaceEntry[] = reply.body?.races ?? [];
    // Names go in as text only (el uses textContent).
    list.replaceChildren(...races.map((race) => el('li', { className: 'race' }, [
      el('span', { className: 'race-game', text: names.get(race.game) ?? race.game }),
      el('span', { className: 'race-players', text: race.players.map((player) => player.name).join(' vs ') }),
      el('span', { className: 'race-moves', text: `${race.version} move${race.version === 1 ? '' : 's'}` }),
      el('a', { className: 'race-watch', text: 'watch live (stream)', attrs: { href: race.links.stream } }),
      el('a', { className: 'race-replay', text: 'replay once over', attrs: { href: race.links.board } }),
    ])));
    empty.hidden = races.length > 0;
  };
  setInterval(() => void refresh(), REFRESH_MS);
  return { element, refresh };
}
