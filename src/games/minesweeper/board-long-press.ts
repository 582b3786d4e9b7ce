/**
 * The long press that flags on a phone (which has no right button). Its state
 * is kept per board, not on a cell's node: the flag's reply redraws the grid
 * before the finger lifts (and a taller or shorter status line moves it), so
 * the click that trails the press lands on a new node, often another cell.
 * One long press sends one command; the click or context menu after it is
 * swallowed, wherever on the board it lands.
 */

const LONG_PRESS_MS = 450;
/** How long after the finger lifts a click or context menu still belongs to the long press. */
const TRAIL_MS = 600;

export class LongPress {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flag: (() => void) | null = null;
  /** Until when clicks and context menus are the press's leftovers; Infinity while the finger is still down. */
  private swallowUntil = 0;

  constructor(root: HTMLElement) {
    root.addEventListener('click', (event) => this.filter(event), { capture: true });
    root.addEventListener('contextmenu', (event) => this.filter(event), { capture: true });
    // On window: the pressed cell may have been redrawn away, so the finger lifts over another node.
    window.addEventListener('pointerdown', () => { this.swallowUntil = 0; }, { capture: true });
    window.addEventListener('pointerup', () => this.release(), { capture: true });
    window.addEventListener('pointercancel', () => this.release(), { capture: true });
  }

  /** A pointer went down on a cell: a touch that stays flags it. */
  start(event: PointerEvent, flag: () => void): void {
    this.cancel();
    if (event.pointerType !== 'touch') return;
    this.flag = flag;
    this.timer = setTimeout(() => this.fire(), LONG_PRESS_MS);
  }

  private fire(): void {
    const flag = this.flag;
    this.cancel();
    this.swallowUntil = Infinity;
    flag?.();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flag = null;
  }

  private release(): void {
    this.cancel();
    if (this.swallowUntil === Infinity) this.swallowUntil = performance.now() + TRAIL_MS;
  }

  private filter(event: Event): void {
    // The browser's own long press (a context menu while the finger is down) can beat the timer: same press, one flag.
    if (event.type === 'contextmenu' && this.flag) this.fire();
    if (performance.now() >= this.swallowUntil) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }
}

const presses = new WeakMap<HTMLElement, LongPress>();

/** The board's long press, made once: it must outlive every redraw of the board. */
export function longPressFor(root: HTMLElement): LongPress {
  let press = presses.get(root);
  if (!press) presses.set(root, press = new LongPress(root));
  return press;
}
