/**
 * A tiny element builder for the page. Text always goes in through
 * textContent, so nothing a player wrote can become markup.
 */
export interface ElementProps {
  className?: string;
  text?: string;
  attrs?: Record<string, string>;
  on?: { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps = {},
  children: (Node | string | null | undefined)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value);
  for (const [type, handler] of Object.entries(props.on ?? {})) node.addEventListener(type, handler as EventListener);
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/** A <details> panel with a summary line. */
export function collapsible(title: string, body: Node, open = false): HTMLDetailsElement {
  const panel = el('details', { className: 'panel' }, [el('summary', { text: title }), body]);
  panel.open = open;
  return panel;
}

const addedStyles = new Set<string>();

/**
 * Adds a stylesheet once per id, as a constructed stylesheet: the camp's
 * Content-Security-Policy allows no inline <style> elements but its own.
 */
export function addStyle(id: string, css: string): void {
  if (addedStyles.has(id)) return;
  addedStyles.add(id);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
