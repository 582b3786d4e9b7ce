/**
 * Every board draws itself afresh on each reply, which drops the keyboard
 * focus to the page. `keepFocus` notes where it was in the board before a
 * redraw and puts it back on the element with the same name afterwards, so
 * a keyboard player presses on from where they were.
 */

/**
 * Attributes that name a board element across redraws, most telling first:
 * each board keeps its cards, tiles, cells and piles under one of these.
 * Attributes that hold state (data-symbol, data-face, classes) are not names.
 */
const IDENTITY_ATTRIBUTES = ['id', 'data-key', 'data-card', 'data-tile', 'data-cell', 'data-place', 'data-pile', 'data-command', 'data-action', 'data-testid', 'aria-label'];

/** Where the focus was in the board: the named ancestors (outermost first) and the element's own name. */
interface FocusTrail {
  element: HTMLElement;
  ancestors: string[];
  own: string | null;
}

function identityOf(node: Element): string | null {
  for (const name of IDENTITY_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value) return `[${name}="${CSS.escape(value)}"]`;
  }
  return null;
}

/** The focused element inside `root`, by name; an unnamed one by tag and first class if that is unique. */
function focusTrail(root: HTMLElement): FocusTrail | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === root || !root.contains(active)) return null;
  let own = identityOf(active);
  if (!own && active.classList.length > 0) {
    const byClass = `${active.tagName.toLowerCase()}.${CSS.escape(active.classList[0]!)}`;
    if (root.querySelectorAll(byClass).length === 1) own = byClass;
  }
  const ancestors: string[] = [];
  for (let node = active.parentElement; node && node !== root; node = node.parentElement) {
    const name = identityOf(node);
    if (name) ancestors.unshift(name);
  }
  return { element: active, ancestors, own };
}

function tryFocus(node: Element | null): boolean {
  if (!(node instanceof HTMLElement) || !node.isConnected) return false;
  node.focus({ preventScroll: true });
  return document.activeElement === node;
}

/** The element itself, or when it takes no focus now (an empty pile that was a target), the last one inside it that does. */
function focusAt(node: Element | null): boolean {
  return !!node && (tryFocus(node) || tryFocus(lastFocusableIn(node)));
}

/** The last element inside `node` the keyboard reaches (a pile's top card). */
function lastFocusableIn(node: Element): HTMLElement | null {
  const inside = [...node.querySelectorAll<HTMLElement>('button, [tabindex], a[href], input, select, textarea, summary')];
  return inside.reverse().find((item) => item.tabIndex >= 0 && !item.hasAttribute('disabled')) ?? null;
}

/**
 * After a redraw: the focus goes back to the element with the same name (the
 * same card in the same pile, the same tile or cell), else to that name
 * anywhere if it is unique, else to the nearest named place it was in (each
 * of them, or the last focusable element inside it: a pile's top card), else
 * to the board itself, so the next Tab starts in the board and not at the top of the page.
 */
function restoreFocus(root: HTMLElement, trail: FocusTrail): void {
  if (document.activeElement === trail.element && trail.element.isConnected) return;
  if (trail.own) {
    if (focusAt(root.querySelector([...trail.ancestors, trail.own].join(' ')))) return;
    const anywhere = root.querySelectorAll(trail.own);
    if (anywhere.length === 1 && focusAt(anywhere[0]!)) return;
  }
  for (let depth = trail.ancestors.length; depth > 0; depth--) {
    if (focusAt(root.querySelector(trail.ancestors.slice(0, depth).join(' ')))) return;
  }
  if (!root.hasAttribute('tabindex')) {
    root.tabIndex = -1;
    root.addEventListener('blur', () => root.removeAttribute('tabindex'), { once: true });
  }
  root.focus({ preventScroll: true });
}


/** Runs `redraw` (which replaces what is inside `root`) and keeps the focus on the same element if it was in `root`. */
export function keepFocus(root: HTMLElement, redraw: () => void): void {
  const focused = focusTrail(root);
  redraw();
  if (focused) restoreFocus(root, focused);
}
