/** Card faces and backs for the Klondike board, drawn with CSS (no images). */
import type { CardView } from './view.ts';

const FACE_LETTERS = new Set(['J', 'Q', 'K']);

function span(className: string, text: string): HTMLSpanElement {
  const node = document.createElement('span');
  node.className = className;
  node.textContent = text;
  return node;
}

/** '10♥' → ['10', '♥']. */
function splitLabel(label: string): [string, string] {
  return [label.slice(0, -1), label.slice(-1)];
}

export function cardFace(card: CardView): HTMLDivElement {
  const [rank, suit] = splitLabel(card.label);
  const node = document.createElement('div');
  node.className = `kl-card face ${card.red ? 'red' : 'black'}`;
  node.dataset.card = card.code;
  // The board names a card it can play with (its pile too) and makes it a button: see board-keys.ts.
  node.setAttribute('aria-label', card.label);
  const centre = FACE_LETTERS.has(rank) ? span('pip court', `${rank}${suit}`) : span('pip', suit);
  node.append(span('corner top', `${rank}\n${suit}`), centre, span('corner bottom', `${rank}\n${suit}`));
  return node;
}

export function cardBack(): HTMLDivElement {
  const node = document.createElement('div');
  node.className = 'kl-card back';
  node.setAttribute('aria-label', 'face-down card');
  return node;
}

/** An empty place: a rounded outline with a hint inside (a suit for foundations, K for tableau piles). */
export function emptySlot(hint: string): HTMLDivElement {
  const node = document.createElement('div');
  node.className = 'kl-card slot';
  node.append(span('slot-hint', hint));
  return node;
}
