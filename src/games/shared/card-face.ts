/**
 * Playing-card faces for the browser boards, drawn with DOM and inline SVG
 * (no fonts or images to download). Any card game's board may use it: call
 * `cardFaceCss(scope)` inside its css string so every rule stays under the
 * board's own `.board-<game id>` class.
 */
import { rankName, rankOf, suitOf, type Card, type Suit } from './cards.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Suit shapes in a 100x100 box. */
const SUIT_SHAPES: Record<Suit, string[]> = {
  h: ['M50 90C20 64 4 47 4 29C4 14 16 5 28 5C38 5 46 11 50 20C54 11 62 5 72 5C84 5 96 14 96 29C96 47 80 64 50 90Z'],
  d: ['M50 3L88 50L50 97L12 50Z'],
  s: [
    'M50 4C70 28 94 42 94 60C94 74 83 82 72 82C63 82 56 78 53 72C54 82 58 90 66 96H34C42 90 46 82 47 72C44 78 37 82 28 82C17 82 6 74 6 60C6 42 30 28 50 4Z',
  ],
  c: [
    'M50 8A21 21 0 1 1 49.9 8Z', 'M27 40A21 21 0 1 1 26.9 40Z', 'M73 40A21 21 0 1 1 72.9 40Z',
    'M46 58C46 78 40 90 32 96H68C60 90 54 78 54 58Z',
  ],
};

const SUIT_NAMES: Record<Suit, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };

export function suitIcon(suit: Suit, className = 'cf-suit'): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', className);
  svg.setAttribute('aria-hidden', 'true');
  for (const d of SUIT_SHAPES[suit]) {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

function corner(rank: string, suit: Suit, className: string): HTMLElement {
  const box = document.createElement('span');
  box.className = className;
  const text = document.createElement('b');
  text.textContent = rank;
  box.append(text, suitIcon(suit, 'cf-corner-suit'));
  return box;
}

/** A face-up card: `data-card` holds its code ('7h'), the accessible name its words ("7 of hearts"). */
export function cardFace(card: Card): HTMLElement {
  const suit = suitOf(card);
  const rank = rankName(rankOf(card));
  const element = document.createElement('div');
  const red = suit === 'h' || suit === 'd';
  element.className = `cf-card cf-face ${red ? 'cf-red' : 'cf-black'}`;
  element.dataset.card = card;
  element.setAttribute('aria-label', `${rank} of ${SUIT_NAMES[suit]}`);
  element.append(corner(rank, suit, 'cf-corner cf-top'), corner(rank, suit, 'cf-corner cf-bottom'));
  const middle = document.createElement('span');
  if (rankOf(card) > 10) {
    middle.className = 'cf-middle cf-court';
    const letter = document.createElement('b');
    letter.textContent = rank;
    middle.append(letter, suitIcon(suit, 'cf-court-suit'));
  } else {
    middle.className = 'cf-middle';
    middle.append(suitIcon(suit, 'cf-big-suit'));
  }
  element.append(middle);
  return element;
}

/** A face-down card (deck). */
export function cardBack(label = 'face-down card'): HTMLElement {
  const element = document.createElement('div');
  element.className = 'cf-card cf-back';
  element.setAttribute('aria-label', label);
  return element;
}

/** An empty pile's outline, with an optional hint ('K', '♠', 'deck'). */
export function emptySlot(hint = ''): HTMLElement {
  const element = document.createElement('div');
  element.className = 'cf-card cf-empty';
  element.textContent = hint;
  return element;
}

/** The card CSS under `scope` (e.g. '.board-solitaire'); size follows --card-w set on any ancestor. */
export function cardFaceCss(scope: string): string {
  const s = scope;
  return `
${s} .cf-card { --cw: var(--card-w, 72px); position: relative; box-sizing: border-box; width: var(--cw);
  height: calc(var(--cw) * 1.4); border-radius: calc(var(--cw) * 0.09); user-select: none; flex: none; }
${s} .cf-face { background: linear-gradient(160deg, #ffffff, #f3f0e6); border: 1px solid #b9b3a3;
  box-shadow: 0 1px 3px rgba(0,0,0,.35); }
${s} .cf-red { color: #c8102e; fill: #c8102e; }
${s} .cf-black { color: #1b1b1f; fill: #1b1b1f; }
${s} .cf-corner { position: absolute; display: flex; align-items: center; gap: 1px; line-height: 1;
  font: 700 calc(var(--cw) * 0.24)/1 system-ui, sans-serif; }
${s} .cf-top { left: 5%; top: 4%; }
${s} .cf-bottom { right: 5%; bottom: 4%; transform: rotate(180deg); }
${s} .cf-corner-suit { width: calc(var(--cw) * 0.18); height: calc(var(--cw) * 0.18); }
${s} .cf-middle { position: absolute; inset: 26% 22%; display: flex; align-items: center; justify-content: center; }
${s} .cf-big-suit { width: 100%; height: 100%; }
${s} .cf-court { flex-direction: column; border: 1px solid currentColor; border-radius: 4px; background: rgba(255,215,120,.25); }
${s} .cf-court b { font: 700 calc(var(--cw) * 0.34)/1 Georgia, serif; }
${s} .cf-court-suit { width: 45%; height: 35%; }
${s} .cf-back { border: 1px solid #163d6b; box-shadow: 0 1px 3px rgba(0,0,0,.35);
  background: repeating-linear-gradient(45deg, #1f5fa8 0 6px, #2a72c4 6px 12px); outline: 3px solid #fff; outline-offset: -6px; }
${s} .cf-empty { border: 2px dashed rgba(255,255,255,.45); display: flex; align-items: center; justify-content: center;
  color: rgba(255,255,255,.6); font: 600 calc(var(--cw) * 0.2)/1.1 system-ui, sans-serif; text-align: center; }
`;
}
