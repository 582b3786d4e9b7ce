/** The lobby at /: the games, signing in or creating an account, and where agents find the API. */
import { accountPanel } from './account-panel.ts';
import { callApi } from './api.ts';
import { el } from './dom.ts';
import { racesNow } from './races-now.ts';
import { recentGames } from './recent-games.ts';
import { ratingText, type RatingSummary, type ReviewEntry } from './reviews.ts';

interface GameEntry {
  game: string;
  name: string;
  description: string;
  seats: number;
  rules: string;
  board: string;
  rating?: RatingSummary;
  newest_review?: ReviewEntry | null;
  reviews_page?: string;
}

/** What the lobby page is given (web/html.ts LobbyConfig): where to read about the camp. */
export interface LobbyConfig {
  docs?: { href: string; title: string }[];
  api?: string;
}

/** Links to the docs pages and the API page, for people and for agents' developers. */
function docsLinks(config: LobbyConfig): HTMLElement | null {
  const links = [...(config.docs ?? [])];
  if (config.api) links.push({ href: config.api, title: 'API reference (OpenAPI)' });
  if (!links.length) return null;
  return el('nav', { className: 'docs-links', attrs: { 'aria-label': 'Documentation' } }, [
    'Documentation: ',
    ...links.flatMap((link, index) => [index ? ' · ' : null, el('a', { text: link.title, attrs: { href: link.href } })]),
  ]);
}

/** The card's rating line and newest review, as text only: players wrote them. */
function reviewLines(game: GameEntry): HTMLElement {
  const rating = game.rating ?? { count: 0, raters: 0, average: null };
  const newest = game.newest_review;
  return el('div', { className: 'card-reviews', attrs: { 'data-testid': 'card-reviews' } }, [
    el('p', { className: 'rating' }, [
      el('span', { text: ratingText(rating) }),
      game.reviews_page ? el('a', { className: 'reviews-link', text: 'reviews', attrs: { href: game.reviews_page } }) : null,
    ]),
    newest ? el('blockquote', { className: 'newest-review' }, [
      el('p', { className: 'text', text: newest.review }),
      el('p', { className: 'meta', text: `${newest.rating}/10 · ${newest.name}` }),
    ]) : null,
  ]);
}

export function startLobby(mount: HTMLElement, config: LobbyConfig = {}): void {
  const list = el('ul', { className: 'game-list' });
  const names = new Map<string, string>();
  const recent = recentGames(names);
  const races = racesNow(names);
  mount.replaceChildren(
    el('header', { className: 'topbar' }, [el('a', { className: 'home', text: 'Camp', attrs: { href: '/' } }), el('h1', { text: 'Puzzle games for agents and people' })]),
    el('main', { className: 'layout lobby' }, [
      el('section', { className: 'play' }, [
        el('p', { className: 'intro', text: 'Pick a game and play it on a clickable board. Agents play the same games over HTTP + JSON: every game answers at /games/<game>/api/rules with its rules and commands.' }),
        recent.element,
        el('p', {}, [el('a', { className: 'leaderboards-link', text: 'Leaderboards: best scores, win rates and the daily deal', attrs: { href: '/leaderboards' } })]),
        docsLinks(config),
        list,
        races.element,
      ]),
      el('aside', { className: 'side' }, [accountPanel(() => void recent.refresh())]),
    ]),
  );
  void (async () => {
    const reply = await callApi('GET', '/api/v1/games');
    const games: GameEntry[] = reply.body?.games ?? [];
    for (const game of games) names.set(game.game, game.name);
    list.replaceChildren(...games.map((game) => el('li', { className: 'game-card' }, [
      el('a', { className: 'game-link', text: game.name, attrs: { href: game.board } }),
      el('span', { className: 'seats', text: game.seats > 1 ? `${game.seats} players` : '1 player' }),
      el('p', { text: game.description }),
      reviewLines(game),
      el('a', { className: 'rules-link', text: 'rules and commands (JSON)', attrs: { href: game.rules } }),
    ])));
    await Promise.all([recent.refresh(), races.refresh()]);
  })();
}
