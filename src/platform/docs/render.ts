/**
 * docs/*.md as HTML for the camp to serve, with markdown-it. Raw HTML in the
 * Markdown is escaped, never passed through (`html: false`), so a page is as
 * safe to serve as the camp's own. Links are turned into the camp's own
 * addresses: `api.md#x` into `/docs/api#x`, `images/a.png` into
 * `/docs/images/a.png`; a link to a file of the repository that the camp
 * does not serve (`../README.md`) keeps its text and loses its target.
 * Headings get GitHub's ids, so the anchors the pages link work both there
 * and here.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';

export const DOCS_PATH = '/docs';

/** The lines around a generated part of a page (scripts/docs.ts): for the editor, not the reader. */
const GENERATED_MARKER = /^<!-- generated:[\w:-]+:(?:start|end) -->\n/gm;

/** A page's file name as the Markdown links it, without `.md`. */
export const PAGE_NAME = /^[a-z0-9][a-z0-9-]*$/;
/** An image file under docs/images/. */
export const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.png$/;

export interface RenderedPage {
  /** The text of the first top-level heading. */
  title: string;
  /** The page's body as HTML. */
  html: string;
}

/** Where a relative link of a docs page points on the camp; null when the camp does not serve it. */
export function servedTarget(href: string, pages: ReadonlySet<string>): string | null {
  // Absolute addresses, the camp's own paths and anchors within the page stay as written.
  if (/^[a-z][a-z0-9+.-]*:|^\/|^#/i.test(href)) return href;
  const page = /^(?:\.\/)?([^/#?]+)\.md(#.*)?$/.exec(href);
  if (page && PAGE_NAME.test(page[1]!) && pages.has(page[1]!)) return `${DOCS_PATH}/${page[1]}${page[2] ?? ''}`;
  const image = /^(?:\.\/)?images\/([^/#?]+)$/.exec(href);
  if (image && IMAGE_NAME.test(image[1]!)) return `${DOCS_PATH}/images/${image[1]}`;
  return null;
}

function inlineText(token: Token | undefined): string {
  return (token?.children ?? []).filter((child) => child.type === 'text' || child.type === 'code_inline').map((child) => child.content).join('');
}

/** A Markdown renderer for the docs pages, given the names of the pages that exist (to tell a served link from a dead one). */
export function docsRenderer(pages: ReadonlySet<string>): (markdown: string) => RenderedPage {
  const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
  markdown.core.ruler.push('camp_docs', (state) => {
    const slugger = new GithubSlugger();
    state.tokens.forEach((token, index) => {
      if (token.type === 'heading_open') token.attrSet('id', slugger.slug(inlineText(state.tokens[index + 1])));
      let dropping = false;
      for (const child of token.children ?? []) {
        if (child.type === 'link_open') {
          const target = servedTarget(String(child.attrGet('href') ?? ''), pages);
          if (target === null) dropping = true;
          else child.attrSet('href', target);
        }
        if (child.type === 'image') {
          const target = servedTarget(String(child.attrGet('src') ?? ''), pages);
          // An image the camp does not serve leaves its description (the token's content) as text.
          if (target === null) child.type = 'text';
          else child.attrSet('src', target);
        }
        // Links do not nest, so a dropped link ends at the next link_close.
        if (dropping && (child.type === 'link_open' || child.type === 'link_close')) {
          if (child.type === 'link_close') dropping = false;
          child.type = 'text';
          child.content = '';
        }
      }
    });
  });
  return (source) => {
    const tokens = markdown.parse(source.replace(GENERATED_MARKER, ''), {});
    const heading = tokens.findIndex((token) => token.type === 'heading_open' && token.tag === 'h1');
    return { title: heading === -1 ? '' : inlineText(tokens[heading + 1]), html: markdown.renderer.render(tokens, markdown.options, {}) };
  };
}
