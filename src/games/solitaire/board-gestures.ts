/**
 * Pointer gestures on the Klondike board: a press that moves becomes a drag
 * (a ghost of the cards follows the pointer, the drop sends one move), a
 * press that stays put is a click; two clicks on the same card within
 * DOUBLE_CLICK_MS are one double-click, so each gesture sends one request
 * (each request needs its own agent check answer).
 */
export interface Grab {
  /** The pile the cards come from: 'waste', 't1'-'t7' or 'f1'-'f4'. */
  pile: string;
  /** How many cards from the grabbed one to the top of the pile. */
  count: number;
  /** The grabbed card's code, e.g. '7h'. */
  card: string;
  /** The grabbed card and those above it, for the ghost. */
  elements: HTMLElement[];
}

export interface GestureHandlers {
  click(grab: Grab): void;
  doubleClick(grab: Grab): void;
  /** `to` is the pile id under the pointer at the drop. */
  drop(grab: Grab, to: string): void;
}

const DRAG_THRESHOLD_PX = 6;
export const DOUBLE_CLICK_MS = 260;

let pendingClick: { card: string; timer: ReturnType<typeof setTimeout> } | null = null;

function pileUnder(x: number, y: number): string | null {
  const target = document.elementFromPoint(x, y);
  const pile = target instanceof HTMLElement ? target.closest<HTMLElement>('[data-pile]') : null;
  return pile?.dataset.pile ?? null;
}

function makeGhost(grab: Grab, source: DOMRect): HTMLElement {
  const ghost = document.createElement('div');
  ghost.className = 'board-solitaire kl-ghost';
  const first = grab.elements[0]!.getBoundingClientRect();
  for (const element of grab.elements) {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.style.top = `${element.getBoundingClientRect().top - first.top}px`;
    ghost.append(copy);
  }
  ghost.style.left = `${source.left}px`;
  ghost.style.top = `${source.top}px`;
  document.body.append(ghost);
  return ghost;
}

/** Wires a grabbable card: the handlers get clicks, double-clicks and drops. */
export function makeGrabbable(element: HTMLElement, grab: Grab, handlers: GestureHandlers): void {
  element.addEventListener('pointerdown', (down) => {
    if (down.button !== 0) return;
    down.preventDefault();
    const start = element.getBoundingClientRect();
    let ghost: HTMLElement | null = null;
    const move = (event: PointerEvent) => {
      const dx = event.clientX - down.clientX;
      const dy = event.clientY - down.clientY;
      if (!ghost && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      ghost ??= makeGhost(grab, start);
      ghost.style.transform = `translate(${dx}px, ${dy}px)`;
    };
    const up = (event: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      if (ghost) {
        ghost.remove();
        const to = pileUnder(event.clientX, event.clientY);
        if (to && to !== grab.pile) handlers.drop(grab, to);
        return;
      }
      clickOrDouble(grab, handlers);
    };
    const cancel = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      ghost?.remove();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
  });
}

function clickOrDouble(grab: Grab, handlers: GestureHandlers): void {
  if (pendingClick && pendingClick.card === grab.card) {
    clearTimeout(pendingClick.timer);
    pendingClick = null;
    handlers.doubleClick(grab);
    return;
  }
  if (pendingClick) clearTimeout(pendingClick.timer);
  pendingClick = { card: grab.card, timer: setTimeout(() => { pendingClick = null; handlers.click(grab); }, DOUBLE_CLICK_MS) };
}
