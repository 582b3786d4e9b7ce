/**
 * Drawing the California piles: one side's deck, waste and stacks, and the
 * towers. Only the viewer's own side is interactive: a click plays a card to
 * its best place, shift-click somewhere else, and a drag moves a card or a
 * whole run (a Towers of Hanoi move) onto another pile.
 */
import type { BoardHost } from '../board.ts';
import { cardBack, cardFace, emptySlot, suitIcon } from '../shared/card-face.ts';
import type { Suit } from '../shared/cards.ts';
import { pressable } from '../shared/board-keys.ts';
import type { MoveIndex, SideView, TowerView } from './board-model.ts';

export interface PlayContext {
  root: HTMLElement;
  host: BoardHost;
  moves: MoveIndex;
  /** The race: a card with no legal place is not sent, because a misplay forfeits. */
  double: boolean;
  viewerSeat: number | null;
}

const DRAG_TYPE = 'application/x-california-card';

export function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function pile(place: string, title: string): HTMLElement {
  const node = element('div', 'cal-pile');
  node.dataset.place = place;
  node.title = title;
  return node;
}

function badge(text: string): HTMLElement {
  return element('span', 'cal-count', text);
}

/** Sends a single-card command unless, in the race, the card has nowhere to go. */
export function sendCardMove(ctx: Pick<PlayContext, 'host' | 'moves' | 'double'>, command: string, label: string, from: string, to?: string): void {
  const targets = ctx.moves.targets.get(from) ?? [];
  const legal = to === undefined ? targets.length > 0 : targets.includes(to);
  if (ctx.double && !legal) {
    ctx.host.say(`${label} cannot go ${to ? `to ${to}` : 'anywhere'} now; in the race a misplayed card forfeits, so nothing was sent.`);
    return;
  }
  ctx.host.act(command);
}

function showTargets(ctx: PlayContext, from: string, on: boolean): void {
  for (const to of ctx.moves.targets.get(from) ?? []) {
    ctx.root.querySelector(`[data-place="${to}"]`)?.classList.toggle('cal-target', on);
  }
}

/** Makes a card of the viewer's side clickable and draggable. `depth` counts it and the cards above it. */
function makePlayable(card: HTMLElement, ctx: PlayContext, code: string, label: string, from: string, depth: number): void {
  card.draggable = true;
  card.addEventListener('dragstart', (event) => {
    event.dataTransfer?.setData(DRAG_TYPE, JSON.stringify({ code, label, from, depth }));
    event.dataTransfer?.setData('text/plain', code);
  });
  if (depth > 1) {
    card.classList.add('cal-covered');
    card.addEventListener('click', () => ctx.host.say(`Drag ${label} onto another stack to move it and the ${depth - 1} card${depth > 2 ? 's' : ''} above it (a Towers of Hanoi move).`));
    return;
  }
  card.classList.add(ctx.moves.targets.has(from) ? 'cal-movable' : 'cal-stuck');
  card.addEventListener('pointerenter', () => showTargets(ctx, from, true));
  card.addEventListener('pointerleave', () => showTargets(ctx, from, false));
  const send = (press: { shiftKey: boolean }) => sendCardMove(ctx, `${press.shiftKey ? 'alt' : 'play'} ${code}`, label, from);
  card.addEventListener('click', send);
  // Enter or Space plays it as a click does, with Shift as a shift-click; the card keeps its name ("7 of hearts").
  pressable(card, null, send);
}

/** Lets a pile of the viewer's side (or a tower) take dropped cards. */
function acceptDrops(node: HTMLElement, ctx: PlayContext, to: string): void {
  node.addEventListener('dragover', (event) => {
    if (event.dataTransfer?.types.includes(DRAG_TYPE)) {
      event.preventDefault();
      node.classList.add('cal-drop');
    }
  });
  node.addEventListener('dragleave', () => node.classList.remove('cal-drop'));
  node.addEventListener('drop', (event) => {
    event.preventDefault();
    node.classList.remove('cal-drop');
    const raw = event.dataTransfer?.getData(DRAG_TYPE);
    if (!raw) return;
    const drag = JSON.parse(raw) as { code: string; label: string; from: string; depth: number };
    if (drag.from === to) return;
    if (drag.depth > 1) ctx.host.act(`hanoi ${drag.code} ${to}`);
    else sendCardMove(ctx, `move ${drag.code} ${to}`, drag.label, drag.from, to);
  });
}

/** Deck, waste and four stacks of one side; `prefix` keeps the opponent's place ids apart ('opp-s1'). */
export function drawSide(side: SideView, ctx: PlayContext | null, prefix: string): HTMLElement {
  const row = element('div', 'cal-side-row');
  const deck = pile(`${prefix}deck`, `deck: ${side.deck.count} cards`);
  if (side.deck.count > 0) deck.append(cardBack(`deck, ${side.deck.count} cards`), badge(String(side.deck.count)));
  else deck.append(emptySlot(side.waste.count > 0 && side.redealsLeft !== 0 ? '↺' : 'empty'));
  if (ctx) {
    deck.classList.add('cal-deck');
    const draw = () => {
      if (ctx.moves.deckCommand) ctx.host.act(ctx.moves.deckCommand);
      else ctx.host.say('The deck is spent: play from the waste and the stacks.');
    };
    deck.addEventListener('click', draw);
    const what = ctx.moves.deckCommand === 'redeal' ? 'turn the waste over' : ctx.moves.deckCommand === 'draw' ? 'draw' : 'spent';
    pressable(deck, `deck, ${side.deck.count} card${side.deck.count === 1 ? '' : 's'}: ${what}`, draw);
  }
  const waste = pile(`${prefix}waste`, `waste: ${side.waste.count} cards`);
  if (side.waste.top) {
    const top = cardFace(side.waste.top.card);
    if (ctx) makePlayable(top, ctx, side.waste.top.card, side.waste.top.label, 'waste', 1);
    waste.append(top, badge(String(side.waste.count)));
  } else {
    waste.append(emptySlot('waste'));
  }
  row.append(deck, waste);
  for (const stack of side.stacks) {
    const node = pile(`${prefix}${stack.id}`, stack.id);
    node.classList.add('cal-stack');
    node.style.setProperty('--n', String(Math.max(stack.cards.length, 1)));
    if (stack.cards.length === 0) node.append(emptySlot(stack.id));
    stack.cards.forEach((card, k) => {
      const face = cardFace(card.card);
      face.style.setProperty('--i', String(k));
      if (ctx) makePlayable(face, ctx, card.card, card.label, stack.id, stack.cards.length - k);
      node.append(face);
    });
    if (ctx) acceptDrops(node, ctx, stack.id);
    row.append(node);
  }
  return row;
}

/** One tower: its top card (or the suit it wants), and in the race whose each card is. */
export function drawTower(tower: TowerView, ctx: PlayContext | null, showOwners: boolean): HTMLElement {
  const node = pile(tower.id, `${tower.id}: ${tower.symbol} tower, ${tower.cards.length} of 13`);
  node.classList.add('cal-tower');
  const top = tower.cards[tower.cards.length - 1];
  if (top) {
    const face = cardFace(top.card);
    if (showOwners) face.append(ownerMark(top.owner, ctx?.viewerSeat ?? null));
    node.append(face);
  } else {
    const slot = emptySlot();
    slot.append(suitIcon(tower.suit as Suit, 'cal-slot-suit'), element('span', '', 'A'));
    node.append(slot);
  }
  const caption = element('div', 'cal-caption', tower.complete ? `${tower.id} ✓` : `${tower.id} · ${tower.cards.length}/13`);
  node.append(caption);
  if (showOwners) {
    const strip = element('div', 'cal-owners');
    tower.cards.forEach((card) => {
      const cell = element('span', ownerClass(card.owner, ctx?.viewerSeat ?? null));
      cell.title = `${card.label}: ${ownerWord(card.owner, ctx?.viewerSeat ?? null)}`;
      strip.append(cell);
    });
    node.append(strip);
  }
  if (ctx) acceptDrops(node, ctx, tower.id);
  return node;
}

const LETTERS = ['A', 'B'];

function ownerClass(owner: number, viewer: number | null): string {
  return viewer === null ? `cal-owner cal-seat${owner}` : owner === viewer ? 'cal-owner cal-own-me' : 'cal-owner cal-own-them';
}

function ownerWord(owner: number, viewer: number | null): string {
  return viewer === null ? `seat ${LETTERS[owner]}` : owner === viewer ? 'yours' : "opponent's";
}

function ownerMark(owner: number, viewer: number | null): HTMLElement {
  const mark = element('span', `${ownerClass(owner, viewer)} cal-owner-mark`, LETTERS[owner] ?? String(owner));
  mark.title = ownerWord(owner, viewer);
  return mark;
}
