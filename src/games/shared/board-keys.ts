/**
 * Keyboard play for the card boards (Klondike, California): an element that acts on a click becomes a button for the keyboard,
 * reached by Tab and pressed with Enter or Space, doing what the click does.
 * The page puts the focus back on the element with the same data attribute
 * after each redraw, so a player can press on from where they were.
 */

/** What the press handler may read: Shift, as a shift-click would. */
export interface Press {
  shiftKey: boolean;
}

/**
 * Makes `node` focusable (tabindex 0) and a button (role, unless it is one),
 * names it with `label` when given, and calls `onPress` on Enter or Space.
 * The key goes no further, so the board's own key handler does not see it
 * and Space does not scroll the page.
 */
export function pressable(node: HTMLElement, label: string | null, onPress: (press: Press) => void): void {
  node.tabIndex = 0;
  if (node.tagName !== 'BUTTON') node.setAttribute('role', 'button');
  if (label) node.setAttribute('aria-label', label);
  node.addEventListener('keydown', (event) => {
    if ((event.key !== 'Enter' && event.key !== ' ') || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    // A held key repeats: one press, one request (each needs its own agent check answer).
    if (!event.repeat) onPress({ shiftKey: event.shiftKey });
  });
}
