/**
 * The Mahjong board: the turtle drawn layer on layer (each higher layer a
 * little up and left, with a shadow, so the stack reads as 3-D). Free tiles
 * are bright and clickable: a click sends `select <id>`, a click on the
 * matching tile completes the pair, a click on the selected tile or Esc sends
 * `select none`. Hint, shuffle and resign buttons; keys h and s.
 */
import type { BoardHost, BoardResponse, GameBoard } from '../board.ts';
import { faceName, tileFaceSvg } from './tile-faces.ts';
import { MAHJONG_CSS } from './turtle-css.ts';
import type { MahjongView, TileView } from './view.ts';

let resignArmed = false;

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function viewOf(response: BoardResponse): MahjongView {
  return response.board as MahjongView;
}

function tileClick(tile: TileView, view: MahjongView, host: BoardHost): void {
  if (view.status !== 'playing') return;
  if (!tile.free) {
    host.say(`${tile.id} is not free: ${tile.covered ? 'a tile lies on it' : 'tiles touch both its sides'}. Pick a bright tile.`);
    return;
  }
  host.act(view.selected === tile.id ? 'select none' : `select ${tile.id}`);
}

function drawTile(tile: TileView, view: MahjongView, host: BoardHost): HTMLElement {
  const hidden = tile.face === '??';
  const node = element('button', 'mj-tile') as HTMLButtonElement;
  node.type = 'button';
  node.dataset.tile = tile.id;
  node.dataset.face = tile.face;
  node.style.setProperty('--x', String(tile.x));
  node.style.setProperty('--y', String(tile.y));
  node.style.setProperty('--z', String(tile.z));
  node.style.zIndex = String(tile.z * 1000 + tile.y * 20 + tile.x);
  const name = hidden ? 'hidden face' : faceName(tile.face);
  node.title = `${tile.id}: ${name}${tile.free ? ' (free)' : ''}`;
  node.setAttribute('aria-label', node.title);
  if (hidden) node.classList.add('mj-hidden');
  if (tile.free) node.classList.add('mj-free');
  else node.tabIndex = -1;
  if (view.selected === tile.id) node.classList.add('mj-selected');
  if (view.hint?.includes(tile.id)) node.classList.add('mj-hint');
  const face = hidden ? null : tileFaceSvg(tile.face);
  if (face) node.append(face);
  node.addEventListener('click', () => tileClick(tile, view, host));
  return node;
}

function info(view: MahjongView): HTMLElement {
  const bar = element('div', 'mj-info');
  const parts = [
    `Score ${view.score}`,
    `Tiles left ${view.tilesLeft}`,
    `Pairs removed ${view.pairsRemoved}`,
    `Open pairs now ${view.pairs.length}`,
    `Shuffles left ${view.shufflesLeft}`,
    `Hints used ${view.hintsUsed}`,
  ];
  for (const text of parts) bar.append(element('span', '', text));
  if (view.selected) bar.append(element('span', 'mj-selection', `Selected ${view.selected}`));
  return bar;
}

function overBanner(view: MahjongView): HTMLElement | null {
  if (view.status !== 'over') return null;
  const text = view.outcome === 'won'
    ? `Board cleared! Final score ${view.score}.`
    : view.outcome === 'resigned' ? `You resigned with ${view.tilesLeft} tiles left. Score ${view.score}.`
      : `No pairs and no shuffles left: ${view.tilesLeft} tiles remain. Score ${view.score}.`;
  return element('div', `mj-over ${view.outcome === 'won' ? 'mj-won' : 'mj-lost'}`, text);
}

function button(label: string, className: string, onClick: () => void, disabled = false): HTMLButtonElement {
  const node = element('button', className, label) as HTMLButtonElement;
  node.type = 'button';
  node.disabled = disabled;
  node.addEventListener('click', onClick);
  return node;
}

function tools(view: MahjongView, host: BoardHost): HTMLElement {
  const bar = element('div', 'mj-tools');
  const playing = view.status === 'playing';
  const resign = button(resignArmed ? 'Really resign?' : 'Resign', 'mj-resign', () => {
    if (resignArmed) { resignArmed = false; host.act('resign'); return; }
    resignArmed = true;
    resign.textContent = 'Really resign?';
    host.say('Click Resign again to end the game.');
  }, !playing);
  bar.append(
    button(view.hint ? 'Hint (shown)' : 'Hint (−20)', 'mj-hint-button', () => host.act('hint'), !playing),
    button(`Shuffle (${view.shufflesLeft} left, −50)`, 'mj-shuffle-button', () => host.act('shuffle'), !playing || view.shufflesLeft === 0),
    button('Clear selection', 'mj-deselect', () => host.act('select none'), !playing || view.selected === null),
    element('span', 'mj-keys', 'Keys: h hint · s shuffle · Esc clear selection'),
    resign,
  );
  return bar;
}

function render(root: HTMLElement, response: BoardResponse, host: BoardHost): void {
  const view = viewOf(response);
  const table = element('div', 'mj-table');
  const banner = overBanner(view);
  const field = element('div', 'mj-field');
  field.style.setProperty('--cols', String(view.width));
  field.style.setProperty('--rows', String(view.height));
  for (const tile of view.tiles) field.append(drawTile(tile, view, host));
  table.append(info(view), ...(banner ? [banner] : []), field, ...(host.readOnly ? [] : [tools(view, host)]));
  root.replaceChildren(table);
}

function onKey(event: KeyboardEvent, response: BoardResponse, host: BoardHost): boolean {
  const view = viewOf(response);
  if (view.status !== 'playing' || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key === 'Escape' && view.selected) host.act('select none');
  else if (event.key === 'h') host.act('hint');
  else if (event.key === 's' && view.shufflesLeft > 0) host.act('shuffle');
  else return false;
  return true;
}

export const board: GameBoard = { render, onKey, css: MAHJONG_CSS };
