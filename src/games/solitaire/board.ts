/**
 * The Klondike board. A click on a card selects it (`select <pile> <count>`)
 * and lights up the legal destinations; a click on a lit pile completes the
 * move; a click on the selected card again, or Escape, deselects. A
 * double-click (or double tap) sends the card alone, seed 003's tap: it goes
 * to its best place, a foundation first. Dragging cards onto a pile sends
 * `move <from> <to> <count>`. The stock draws, or recycles when empty.
 * Keys: d draw, a auto, h hint, Escape deselect. Every card a click plays
 * with, the stock and an empty pile that is a legal destination are reached
 * by Tab and pressed with Enter or Space, as a click (board-keys.ts).
 */
import type { BoardHost, BoardResponse, GameBoard } from '../board.ts';
import { cardBack, cardFace, emptySlot } from './board-cards.ts';
import { solitaireCss } from './board-css.ts';
import { makeGrabbable, type GestureHandlers, type Grab } from './board-gestures.ts';
import { pressable } from '../shared/board-keys.ts';
import type { CardView, SolitaireView } from './view.ts';

type Selection = SolitaireView['selection'];

function div(className: string, pile?: string): HTMLDivElement {
  const node = document.createElement('div');
  node.className = className;
  if (pile) node.dataset.pile = pile;
  return node;
}

function button(label: string, action: string, onClick: () => void): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = 'button';
  node.textContent = label;
  node.dataset.action = action;
  node.addEventListener('click', onClick);
  return node;
}

function handlers(view: SolitaireView, host: BoardHost): GestureHandlers {
  const selection = view.selection;
  return {
    click(grab) {
      if (selection && selection.targets.includes(grab.pile)) return host.act(grab.pile);
      if (selection && selection.from === grab.pile && (selection.count ?? 1) === grab.count) return host.act('deselect');
      host.act(grab.pile.startsWith('t') ? `select ${grab.pile} ${grab.count}` : `select ${grab.pile}`);
    },
    doubleClick(grab) {
      host.act(selection ? ['deselect', grab.card] : grab.card);
    },
    drop(grab, to) {
      if (to === 'stock' || to === 'waste') return host.say('Cards can be dropped on the tableau piles and the foundations.');
      host.act(`move ${grab.pile} ${to.startsWith('f') ? 'f' : to} ${grab.count}`);
    },
  };
}

/** 't3' → 'pile t3', 'f1' → 'foundation f1 (♥)': the names the commands use. */
function pileLabel(id: string, view: SolitaireView): string {
  if (id.startsWith('t')) return `pile ${id}`;
  const foundation = view.foundations.find((pile) => pile.id === id);
  return foundation ? `foundation ${id} (${foundation.symbol})` : id;
}

function isTarget(selection: Selection, id: string): boolean {
  return !!selection?.targets.includes(id);
}

/** The accessible name of a card a click plays with: '7♥ on pile t3, selected'. */
function cardLabel(card: CardView, pile: string, view: SolitaireView, selected: boolean, top: boolean): string {
  const state = selected ? ', selected' : top && isTarget(view.selection, pile) ? ', a legal destination' : '';
  return `${card.label} on ${pileLabel(pile, view)}${state}`;
}

/** A card a click plays with: the pointer gestures, and Enter or Space for a single click. */
function playable(node: HTMLElement, grab: Grab, gestures: GestureHandlers, label: string): void {
  makeGrabbable(node, grab, gestures);
  pressable(node, label, () => gestures.click(grab));
}

/**
 * A click on a pile itself (not on a card): completes a selected move when the
 * pile is a legal target. An empty target pile takes the focus (its cards do otherwise).
 */
function wirePileClick(pile: HTMLElement, id: string, view: SolitaireView, host: BoardHost, empty: boolean): void {
  if (!isTarget(view.selection, id)) return;
  pile.classList.add('target');
  pile.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('.face')) return;
    host.act(id);
  });
  if (empty) pressable(pile, `empty ${pileLabel(id, view)}, a legal destination`, () => host.act(id));
}

function isSelected(selection: Selection, pile: string, fromTop: number): boolean {
  if (!selection || selection.from !== pile) return false;
  return fromTop <= (selection.count ?? 1);
}

function placeCard(pile: HTMLElement, card: HTMLElement, top: string): void {
  card.style.top = top;
  pile.append(card);
}

function drawTableau(view: SolitaireView, gestures: GestureHandlers, host: BoardHost): HTMLElement {
  const row = div('kl-tableau');
  for (const pileView of view.tableau) {
    const pile = div('kl-pile', pileView.id);
    const hidden: (CardView | null)[] = pileView.faceDownCards ?? Array.from({ length: pileView.faceDown }, () => null);
    hidden.forEach((card, at) => {
      const node = card ? cardFace(card) : cardBack();
      if (card) node.classList.add('after-game');
      placeCard(pile, node, `calc(var(--fan-down) * ${at})`);
    });
    const empty = hidden.length === 0 && pileView.faceUp.length === 0;
    wirePileClick(pile, pileView.id, view, host, empty);
    if (empty) pile.append(emptySlot('K'));
    const upCount = pileView.faceUp.length;
    const grabbed: HTMLElement[] = [];
    pileView.faceUp.forEach((card, at) => {
      const node = cardFace(card);
      grabbed.push(node);
      placeCard(pile, node, `calc(var(--fan-down) * ${hidden.length} + var(--fan-up) * ${at})`);
      if (isSelected(view.selection, pileView.id, upCount - at)) node.classList.add('selected');
    });
    pileView.faceUp.forEach((card, at) => {
      if (view.status !== 'playing') return;
      const label = cardLabel(card, pileView.id, view, isSelected(view.selection, pileView.id, upCount - at), at === upCount - 1);
      playable(grabbed[at]!, { pile: pileView.id, count: upCount - at, card: card.code, elements: grabbed.slice(at) }, gestures, label);
    });
    pile.style.height = `calc(var(--ch) + var(--fan-down) * ${hidden.length} + var(--fan-up) * ${Math.max(0, upCount - 1)})`;
    row.append(pile);
  }
  return row;
}

/** A single-card pile (waste or foundation) showing its top card. */
function drawTopPile(id: string, cards: CardView[], hint: string, view: SolitaireView, gestures: GestureHandlers, host: BoardHost): HTMLElement {
  const pile = div('kl-pile', id);
  wirePileClick(pile, id, view, host, cards.length === 0);
  if (cards.length === 0) pile.append(emptySlot(hint));
  cards.forEach((card, at) => {
    const node = cardFace(card);
    // Draw 3 fans the last draw sideways; only the top card is playable.
    node.style.left = `calc(var(--cw) * ${0.18 * at})`;
    const isTop = at === cards.length - 1;
    const selected = isTop && isSelected(view.selection, id, 1);
    if (selected) node.classList.add('selected');
    if (isTop && view.status === 'playing') {
      playable(node, { pile: id, count: 1, card: card.code, elements: [node] }, gestures, cardLabel(card, id, view, selected, true));
    }
    pile.append(node);
  });
  return pile;
}

function drawStock(view: SolitaireView, host: BoardHost): HTMLElement {
  const pile = div('kl-pile kl-stock', 'stock');
  const command = view.stock.click;
  pile.append(view.stock.count > 0 ? cardBack() : emptySlot(view.waste.count > 0 ? '↻' : ''));
  const count = div('count');
  count.textContent = String(view.stock.count);
  pile.append(count);
  pile.title = command === 'recycle' ? 'Recycle the waste into the stock' : 'Draw';
  pile.dataset.action = command;
  if (view.status === 'playing') {
    pile.addEventListener('click', () => host.act(command));
    const what = command === 'recycle' ? 'recycle the waste into it' : command === 'draw' ? 'draw' : command;
    pressable(pile, `stock, ${view.stock.count} card${view.stock.count === 1 ? '' : 's'}: ${what}`, () => host.act(command));
  }
  return pile;
}

function drawBar(view: SolitaireView, host: BoardHost): HTMLElement {
  const bar = div('kl-bar');
  if (view.multiplier !== null) {
    const badge = div('kl-badge');
    badge.dataset.testid = 'multiplier';
    const drop = view.multiplierDropsAt ? ` · ×${view.multiplier - 1} from ${new Date(view.multiplierDropsAt).toLocaleTimeString()}` : '';
    badge.textContent = `multiplier ×${view.multiplier}${drop}`;
    bar.append(badge);
  }
  const draws = div('kl-badge');
  draws.textContent = `draw ${view.draw} · ${view.actions} actions`;
  bar.append(draws);
  if (view.status === 'playing' && !host.readOnly) {
    bar.append(
      button('Auto (a)', 'auto', () => host.act('auto')),
      button('Hint (h)', 'hint', () => host.act('moves')),
      ...(view.selection ? [button('Deselect (Esc)', 'deselect', () => host.act('deselect'))] : []),
      button('Resign', 'resign', () => { if (confirm('Resign this game? You keep your points but get no win bonus.')) host.act('resign'); }),
    );
  }
  const warning = div('kl-warning');
  warning.textContent = view.warning ?? '';
  bar.append(warning);
  return bar;
}

export const board: GameBoard = {
  css: solitaireCss,
  render(root, response, host) {
    const view = response.board as SolitaireView;
    const gestures = handlers(view, host);
    const top = div('kl-top');
    const wasteCards = view.status === 'over' && view.waste.fanned.length === 0 && view.waste.playable ? [view.waste.playable] : view.waste.fanned;
    top.append(drawStock(view, host), drawTopPile('waste', wasteCards, '', view, gestures, host), div('kl-gap'));
    for (const foundation of view.foundations) {
      top.append(drawTopPile(foundation.id, foundation.top ? [foundation.top] : [], foundation.symbol, view, gestures, host));
    }
    root.replaceChildren(top, drawTableau(view, gestures, host), drawBar(view, host));
    if (view.selection) host.say(`Selected from ${view.selection.from}: click a lit pile (${view.selection.targets.join(', ') || 'none legal now'}), or Escape to cancel.`);
  },
  onKey(event: KeyboardEvent, response: BoardResponse, host: BoardHost) {
    const view = response.board as SolitaireView;
    if (view.status !== 'playing' || event.ctrlKey || event.metaKey || event.altKey) return false;
    const key = event.key.toLowerCase();
    if (key === 'd') host.act(view.stock.click);
    else if (key === 'a') host.act('auto');
    else if (key === 'h') host.act('moves');
    else if (key === 'escape' && view.selection) host.act('deselect');
    else return false;
    return true;
  },
};
