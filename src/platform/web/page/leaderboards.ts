/**
 * The leaderboard page at /leaderboards: a tab per game, the variant and
 * window to show, and a row per player linking to the game that put them
 * there. Names go in as text only (el sets textContent).
 */
import { callApi, errorText } from './api.ts';
import { addStyle, el } from './dom.ts';

interface GameEntry {
  game: string;
  name: string;
}

interface BoardEntry {
  rank: number;
  name: string;
  best_score: number | null;
  /** A race: the player's Elo rating. */
  rating?: number | null;
  wins: number;
  played: number;
  win_rate: number;
  replay: string | null;
  board: string | null;
}

const WINDOWS: [string, string][] = [['all', 'All time'], ['7d', 'Last 7 days'], ['daily', 'Daily deal']];

const CSS = `
.boards .tabs { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 10px; }
.boards .tabs button[aria-selected="false"] { background: #fff; color: var(--accent); }
.boards .filters { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; margin: 0 0 10px; }
.boards .filters .field { margin: 0; }
.boards table { width: 100%; border-collapse: collapse; background: var(--panel); border: 1px solid var(--line); border-radius: 8px; font-variant-numeric: tabular-nums; }
.boards th, .boards td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); }
.boards td.number, .boards th.number { text-align: right; }
/* Between words: 'anywhere' would let the table squeeze the column and cut names mid-word; one overlong word still breaks. */
.boards .player { overflow-wrap: break-word; min-width: 7em; }
.boards .note, .boards .daily-note { color: var(--muted); font-size: 13px; }
.boards .empty { color: var(--muted); }
.boards .table-slot { overflow-x: auto; }
@media (max-width: 600px) {
  .boards th, .boards td { padding: 4px 3px; font-size: 13px; }
  .boards .player { min-width: 5.5em; }
  .boards .tabs button { padding: 4px 8px; font-size: 14px; }
}
`;

export function startLeaderboards(mount: HTMLElement): void {
  addStyle('leaderboards', CSS);
  const query = new URLSearchParams(location.search);
  const chosen = { game: query.get('game') ?? '', variant: query.get('variant') ?? '', window: query.get('window') ?? 'all' };
  const tabs = el('nav', { className: 'tabs', attrs: { 'aria-label': 'Games' } });
  const variantSelect = el('select', { attrs: { name: 'variant' } });
  const windowSelect = el('select', { attrs: { name: 'window' } }, WINDOWS.map(([value, label]) => el('option', { text: label, attrs: { value } })));
  windowSelect.value = WINDOWS.some(([value]) => value === chosen.window) ? chosen.window : 'all';
  const table = el('div', { className: 'table-slot' });
  const note = el('p', { className: 'note' });
  const dailyNote = el('p', { className: 'daily-note' });
  const say = el('p', { className: 'form-message', attrs: { 'data-testid': 'board-message' } });

  mount.replaceChildren(
    el('header', { className: 'topbar' }, [el('a', { className: 'home', text: 'Camp', attrs: { href: '/' } }), el('h1', { text: 'Leaderboards' })]),
    el('main', { className: 'layout boards' }, [
      el('section', { className: 'play' }, [
        tabs,
        el('div', { className: 'filters' }, [
          el('label', { className: 'field' }, [el('span', { text: 'Variant' }), variantSelect]),
          el('label', { className: 'field' }, [el('span', { text: 'Window' }), windowSelect]),
        ]),
        say, dailyNote, table, note,
      ]),
    ]),
  );

  let games: GameEntry[] = [];
  const show = async () => {
    const params = new URLSearchParams({ window: chosen.window });
    if (chosen.variant) params.set('variant', chosen.variant);
    history.replaceState(null, '', `/leaderboards?game=${encodeURIComponent(chosen.game)}&${params}`);
    for (const tab of tabs.querySelectorAll('button')) tab.setAttribute('aria-selected', String(tab.dataset.game === chosen.game));
    const reply = await callApi('GET', `/api/v1/leaderboards/${encodeURIComponent(chosen.game)}?${params}`);
    if (reply.status !== 200) {
      say.textContent = errorText(reply);
      table.replaceChildren();
      return;
    }
    say.textContent = '';
    const boardReply = reply.body;
    chosen.variant = boardReply.variant;
    variantSelect.replaceChildren(...(boardReply.variants as string[]).map((variant) => el('option', { text: variant, attrs: { value: variant } })));
    variantSelect.value = boardReply.variant;
    note.textContent = boardReply.note;
    dailyNote.textContent = boardReply.daily
      ? boardReply.daily.revealed
        ? `Daily deal of ${boardReply.daily.date} (UTC); its seed was ${boardReply.daily.seed}.`
        : `Today's daily deal (${boardReply.daily.date}, UTC): one attempt each. Replays and the seed are shown once the day is over.`
      : '';
    table.replaceChildren(renderTable(boardReply.entries as BoardEntry[], boardReply.ranked_by[0] === 'rating'));
  };

  tabs.addEventListener('click', (event) => {
    const game = (event.target as HTMLElement).closest('button')?.dataset.game;
    if (!game || game === chosen.game) return;
    chosen.game = game;
    chosen.variant = '';
    void show();
  });
  variantSelect.addEventListener('change', () => { chosen.variant = variantSelect.value; void show(); });
  windowSelect.addEventListener('change', () => { chosen.window = windowSelect.value; void show(); });

  void (async () => {
    const reply = await callApi('GET', '/api/v1/games');
    games = reply.body?.games ?? [];
    if (!games.some((game) => game.game === chosen.game)) chosen.game = games[0]?.game ?? '';
    tabs.replaceChildren(...games.map((game) => el('button', { text: game.name, attrs: { type: 'button', 'data-game': game.game, 'aria-selected': 'false' } })));
    await show();
  })();
}

/** A race's board shows ratings where a solitaire's shows best scores. */
function renderTable(entries: BoardEntry[], byRating: boolean): HTMLElement {
  if (entries.length === 0) return el('p', { className: 'empty', text: 'No ranked games here yet. Play a game on a deal the camp chooses (no seed) to appear.' });
  const number = (text: string) => el('td', { className: 'number', text });
  const head = ['#', 'Player', byRating ? 'Rating' : 'Best score', 'Wins', 'Played', 'Win rate', 'Game'];
  return el('table', {}, [
    el('thead', {}, [el('tr', {}, head.map((label, i) => el('th', { text: label, className: i === 1 || i === head.length - 1 ? '' : 'number' })))]),
    el('tbody', {}, entries.map((entry) => el('tr', {}, [
      number(String(entry.rank)),
      el('td', { className: 'player', text: entry.name }),
      number(String(byRating ? entry.rating ?? '' : entry.best_score)),
      number(String(entry.wins)),
      number(String(entry.played)),
      number(`${Math.round(entry.win_rate * 100)}%`),
      el('td', {}, entry.replay && entry.board
        ? [el('a', { className: 'replay-link', text: 'replay', attrs: { href: entry.replay } }), ' · ', el('a', { className: 'board-link', text: 'board', attrs: { href: entry.board } })]
        : ['after today']),
    ]))),
  ]);
}
