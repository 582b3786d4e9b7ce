/** The lobby's list of the signed-in account's newest games, each linked to its board (and replay, once over). */
import { callApi, errorText } from './api.ts';
import { addStyle, el } from './dom.ts';
import { currentIdentity } from './session.ts';

const SHOWN = 10;

interface ListedGame {
  game: string;
  game_id: string;
  status: string;
  outcome: string | null;
  score: number;
  version: number;
  created_at: string;
  links: { board: string; replay?: string };
}

const css = `
.recent { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; margin: 0 0 12px; }
.recent[hidden] { display: none; }
.recent h2 { font-size: 16px; margin: 0 0 6px; }
.recent-list { list-style: none; margin: 0; padding: 0; }
.recent-list li { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; padding: 5px 0; border-top: 1px solid var(--line); }
.recent-list li:first-child { border-top: 0; }
.recent-list .recent-game { font-weight: 700; min-width: 11em; }
.recent-list .recent-result { color: var(--muted); font-variant-numeric: tabular-nums; }
.recent-totals { color: var(--muted); margin: 0 0 6px; font-size: 14px; }
`;

export interface RecentGames {
  element: HTMLElement;
  refresh(): Promise<void>;
}

/** `names` maps game ids to their display names (filled once the lobby has the list of games). */
export function recentGames(names: Map<string, string>): RecentGames {
  addStyle('recent-games', css);
  const totals = el('p', { className: 'recent-totals' });
  const list = el('ul', { className: 'recent-list', attrs: { 'data-testid': 'recent-games' } });
  const element = el('section', { className: 'recent', attrs: { 'aria-label': 'Your recent games' } }, [el('h2', { text: 'Your recent games' }), totals, list]);
  element.hidden = true;

  async function refresh(): Promise<void> {
    if (!currentIdentity()) { element.hidden = true; return; }
    element.hidden = false;
    const [me, mine] = await Promise.all([callApi('GET', '/api/v1/me'), callApi('GET', `/api/v1/me/games?limit=${SHOWN}`)]);
    if (me.status === 200) {
      const { played, won, in_progress: inProgress } = me.body.totals;
      totals.textContent = `${played} played, ${won} won, ${inProgress} in progress.`;
    }
    if (mine.status !== 200) { list.replaceChildren(el('li', { text: errorText(mine) })); return; }
    const games: ListedGame[] = mine.body.games;
    if (games.length === 0) { list.replaceChildren(el('li', { text: 'No games yet: pick one below.' })); return; }
    list.replaceChildren(...games.map((game) => el('li', {}, [
      el('a', { className: 'recent-game', text: names.get(game.game) ?? game.game, attrs: { href: game.links.board } }),
      el('span', { className: 'recent-result', text: describe(game) }),
      el('span', { className: 'recent-when', text: new Date(game.created_at).toLocaleString() }),
      game.links.replay ? el('a', { className: 'recent-replay', text: 'replay', attrs: { href: game.links.board } }) : null,
    ])));
  }

  return { element, refresh };
}

function describe(game: ListedGame): string {
  const moves = `${game.version} move${game.version === 1 ? '' : 's'}`;
  if (game.status === 'over') return `${game.outcome ?? 'over'}, score ${game.score}, ${moves}`;
  return `${game.status}, score ${game.score}, ${moves}`;
}
