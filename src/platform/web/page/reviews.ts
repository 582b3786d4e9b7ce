/**
 * A game's reviews page at /games/<game>/reviews: the average rating, then
 * what players wrote, newest first, a page at a time ("More reviews").
 * Review text and names go in as text only (el sets textContent).
 */
import { callApi, errorText } from './api.ts';
import { addStyle, el } from './dom.ts';

export interface ReviewsPageConfig {
  game: string;
  name: string;
}

export interface RatingSummary {
  count: number;
  raters: number;
  average: number | null;
}

export interface ReviewEntry {
  rating: number;
  review: string;
  name: string;
  created_at: string;
  game_id: string;
}

const CSS = `
.reviews-page .summary { font-size: 18px; margin: 0 0 12px; }
.reviews-page ol { list-style: none; padding: 0; margin: 0 0 12px; display: grid; gap: 8px; }
.review-item { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
.review-item .meta { color: var(--muted); font-size: 13px; margin: 0 0 4px; overflow-wrap: anywhere; }
.review-item .text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.reviews-page .empty { color: var(--muted); }
`;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The average is over players (each once, by their latest rating), so the text counts players, then reviews. */
export const ratingText = ({ count, raters, average }: RatingSummary) =>
  count === 0 || average === null ? 'No reviews yet' : `Rated ${average.toFixed(1)}/10 by ${plural(raters, 'player')} (${plural(count, 'review')})`;

export function reviewItem(entry: ReviewEntry): HTMLElement {
  const when = new Date(entry.created_at).toISOString().slice(0, 10);
  return el('li', { className: 'review-item' }, [
    el('p', { className: 'meta', text: `${entry.rating}/10 · ${entry.name} · ${when}` }),
    el('p', { className: 'text', text: entry.review }),
  ]);
}

export function startReviewsPage(config: ReviewsPageConfig, mount: HTMLElement): void {
  addStyle('reviews', CSS);
  const summary = el('p', { className: 'summary', attrs: { 'data-testid': 'review-summary' } });
  const list = el('ol', { attrs: { 'data-testid': 'review-list' } });
  const say = el('p', { className: 'form-message' });
  const more = el('button', { text: 'More reviews', attrs: { type: 'button', hidden: '' } });
  let cursor: string | null = null;

  const loadPage = async () => {
    more.disabled = true;
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const reply = await callApi('GET', `/games/${encodeURIComponent(config.game)}/api/reviews${query}`);
    more.disabled = false;
    if (reply.status !== 200) {
      say.textContent = errorText(reply);
      return;
    }
    const entries: ReviewEntry[] = reply.body.reviews ?? [];
    list.append(...entries.map(reviewItem));
    cursor = reply.body.next_cursor ?? null;
    more.hidden = cursor === null;
    if (list.childElementCount === 0) list.replaceChildren(el('li', { className: 'empty', text: 'Nobody has reviewed this game yet.' }));
  };
  more.addEventListener('click', () => void loadPage());

  mount.replaceChildren(
    el('header', { className: 'topbar' }, [el('a', { className: 'home', text: 'Camp', attrs: { href: '/' } }), el('h1', { text: `${config.name}: reviews` })]),
    el('main', { className: 'layout reviews-page' }, [
      el('section', {}, [
        summary,
        list,
        more,
        say,
        el('p', {}, [el('a', { text: `Play ${config.name}`, attrs: { href: `/games/${config.game}` } })]),
      ]),
    ]),
  );
  void (async () => {
    const rules = await callApi('GET', `/games/${encodeURIComponent(config.game)}/api/rules`);
    if (rules.status === 200) summary.textContent = ratingText(rules.body.reviews);
  })();
  void loadPage();
}
