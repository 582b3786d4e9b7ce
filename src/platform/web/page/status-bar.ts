/** The bar that stays in view: game name, score, status, and who is playing. */
import { el } from './dom.ts';

export interface StatusBar {
  element: HTMLElement;
  update(status: string, score: number | null, outcome: string | null): void;
  player(name: string | null): void;
}

export function statusBar(gameName: string): StatusBar {
  const score = el('span', { className: 'score', attrs: { 'data-testid': 'score' }, text: '–' });
  const status = el('span', { className: 'status', attrs: { 'data-testid': 'status' }, text: 'no game' });
  const player = el('span', { className: 'player' });
  const element = el('header', { className: 'topbar' }, [
    el('a', { className: 'home', text: 'Camp', attrs: { href: '/' } }),
    el('h1', { text: gameName }),
    el('span', { className: 'stat' }, ['Score ', score]),
    el('span', { className: 'stat' }, ['Status ', status]),
    player,
  ]);
  return {
    element,
    update(text, points, outcome) {
      status.textContent = outcome ? `${text} (${outcome})` : text;
      status.dataset.status = text;
      score.textContent = points === null ? '–' : String(points);
    },
    player(name) {
      player.textContent = name ? `Playing as ${name}` : 'Not signed in';
    },
  };
}
