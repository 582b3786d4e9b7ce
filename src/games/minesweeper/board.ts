/**
 * The Minesweeper board. Each cell's command comes from the engine's view:
 * a click sends `click` (reveal or flag, per the `mode` toggle, or chord on
 * a satisfied number), a right-click or a long press sends `altClick` (flag
 * or unflag). After the game: * mines, X the mine that was hit, ! wrong flags.
 * Key: m switches the click mode.
 */
import type { BoardHost, BoardResponse, GameBoard } from '../board.ts';
import { minesweeperCss } from './board-css.ts';
import { longPressFor, type LongPress } from './board-long-press.ts';
import type { CellView, MinesweeperView } from './view.ts';

/** What each text-board symbol looks like on the board, and its class. */
const LOOKS: Record<string, { text: string; className: string; label: string }> = {
  '#': { text: '', className: 'hidden', label: 'hidden' },
  F: { text: '⚑', className: 'hidden flag', label: 'flagged' },
  '.': { text: '', className: 'open', label: 'empty' },
  '*': { text: '✹', className: 'mine', label: 'mine' },
  X: { text: '✹', className: 'hit', label: 'the mine that was hit' },
  '!': { text: '⚑', className: 'hidden wrong', label: 'wrong flag' },
};

function cellSize(cols: number): string {
  return cols <= 9 ? '36px' : cols <= 16 ? '30px' : '26px';
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

function drawCell(cell: CellView, host: BoardHost, press: LongPress): HTMLButtonElement {
  const look = LOOKS[cell.symbol] ?? { text: cell.symbol, className: `open n${cell.symbol}`, label: `${cell.symbol} mines around` };
  const node = element('button', `ms-cell ${look.className}${cell.click?.startsWith('chord') ? ' chord' : ''}`, look.text);
  node.type = 'button';
  node.dataset.cell = cell.id;
  node.dataset.symbol = cell.symbol;
  node.setAttribute('aria-label', `row ${cell.row}, column ${cell.col}: ${look.label}`);
  node.addEventListener('click', () => { if (cell.click) host.act(cell.click); });
  node.addEventListener('contextmenu', (event) => {
    event.preventDefault();
    if (cell.altClick) host.act(cell.altClick);
  });
  // Phones have no right button: a long press flags (the board swallows the click that trails it).
  const altClick = cell.altClick;
  if (altClick) node.addEventListener('pointerdown', (event) => press.start(event, () => host.act(altClick)));
  return node;
}

function drawHead(view: MinesweeperView, host: BoardHost): HTMLElement {
  const counter = element('span', 'ms-counter', String(view.minesLeft).padStart(3, '0'));
  counter.dataset.testid = 'mines-left';
  counter.title = 'mines left (mines minus flags)';
  const head = element('div', 'ms-head');
  head.append(counter, element('span', 'ms-title', view.title));
  if (view.status === 'playing' && !host.readOnly) {
    const other = view.mode === 'reveal' ? 'flag' : 'reveal';
    const toggle = element('button', 'ms-mode', view.mode === 'reveal' ? 'Click reveals (m)' : 'Click flags ⚑ (m)');
    toggle.type = 'button';
    toggle.dataset.action = 'mode';
    toggle.dataset.mode = view.mode;
    toggle.title = `Switch to: a click ${other}s`;
    toggle.addEventListener('click', () => host.act(`mode ${other}`));
    const resign = element('button', 'ms-mode', 'Resign');
    resign.type = 'button';
    resign.dataset.action = 'resign';
    resign.addEventListener('click', () => { if (confirm('Resign? It counts as a loss with partial credit.')) host.act('resign'); });
    head.append(toggle, resign);
  }
  return head;
}

/** How a finished game ended, in a word or two. */
const ENDINGS = new Map([['won', 'Cleared!'], ['lost', 'Boom.'], ['resigned', 'Resigned.']]);

/** The line under the grid. A finished daily board whose day is still on has no 3BV to show (it tells of the mines). */
export function footText(view: MinesweeperView): string {
  const progress = `${view.safeRevealed}/${view.safeCells} safe cells open · ${view.clicks} click${view.clicks === 1 ? '' : 's'}`;
  if (view.status === 'playing') return `${progress} · right-click or long-press flags, click a number to chord`;
  const bbbv = view.bbbv === null ? '' : ` · 3BV ${view.bbbv}`;
  const efficiency = view.efficiency === null ? '' : ` · efficiency ${Math.round(view.efficiency * 100)}%`;
  const guesses = view.guesses === null ? '' : ` · guesses: ${view.guesses.forced} forced, ${view.guesses.other} other`;
  return `${ENDINGS.get(view.outcome ?? '') ?? 'Over.'} ${progress}${bbbv}${efficiency}${guesses} · score ${view.score}`;
}

export const board: GameBoard = {
  css: minesweeperCss,
  render(root, response, host) {
    const view = response.board as MinesweeperView;
    const grid = element('div', 'ms-grid');
    grid.style.setProperty('--cell', cellSize(view.cols));
    grid.style.gridTemplateColumns = `repeat(${view.cols}, var(--cell))`;
    grid.addEventListener('contextmenu', (event) => event.preventDefault());
    const press = longPressFor(root);
    for (const row of view.cells) for (const cell of row) grid.append(drawCell(cell, host, press));
    const scroll = element('div', 'ms-scroll');
    scroll.append(grid);
    root.replaceChildren(drawHead(view, host), scroll, element('p', 'ms-foot', footText(view)));
  },
  onKey(event: KeyboardEvent, response: BoardResponse, host: BoardHost) {
    const view = response.board as MinesweeperView;
    if (view.status !== 'playing' || event.key.toLowerCase() !== 'm' || event.ctrlKey || event.metaKey) return false;
    host.act(`mode ${view.mode === 'reveal' ? 'flag' : 'reveal'}`);
    return true;
  },
};
