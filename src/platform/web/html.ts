/** The HTML skeletons of the lobby, the board pages and the docs pages: the styles inline, the script (if any) from /assets. */
import { createHash } from 'node:crypto';
import { FAVICON_PATH } from './favicon.ts';
import { docsCss, shellCss } from './page/styles.ts';

/** CSP hashes of the inline <style> text, so the Content-Security-Policy can allow exactly it and nothing else. */
export const INLINE_STYLE_HASHES: readonly string[] = [shellCss, docsCss].map((css) => `sha256-${createHash('sha256').update(css).digest('base64')}`);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function page(title: string, scriptUrl: string, config: unknown): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">
<style>${shellCss}</style>
<script id="camp-config" type="application/json">${scriptJson(config)}</script>
<script type="module" src="${escapeHtml(scriptUrl)}"></script>
</head>
<body>
<div id="app"><noscript>This board needs JavaScript. Agents can play the same game through the JSON API.</noscript></div>
</body>
</html>
`;
}

export interface BoardPageConfig {
  game: string;
  name: string;
  seats: number;
  checksOn: boolean;
  checksNew: boolean;
}

export function boardPageHtml(config: BoardPageConfig, scriptUrl: string): string {
  return page(`${config.name} · Camp`, scriptUrl, config);
}

/** Where the lobby links for reading: the docs pages, and the API page. */
export interface LobbyConfig {
  docs: DocsLink[];
  api: string;
}

export function lobbyHtml(scriptUrl: string, config: LobbyConfig): string {
  return page('Camp', scriptUrl, config);
}

export function leaderboardsHtml(scriptUrl: string): string {
  return page('Leaderboards · Camp', scriptUrl, {});
}

export function reviewsHtml(config: { game: string; name: string }, scriptUrl: string): string {
  return page(`${config.name} reviews · Camp`, scriptUrl, config);
}

export interface DocsLink {
  href: string;
  title: string;
}

export interface DocsPageShell {
  title: string;
  /** The rendered page; the Markdown renderer escapes any HTML the page's text holds. */
  bodyHtml: string;
  /** Every docs page, for the navigation bar; the one with this page's href is marked current. */
  pages: readonly DocsLink[];
  href: string;
  /** The API page (Swagger UI). */
  api: string;
}

/** A docs page: rendered Markdown in the camp's shell, with no script at all. */
export function docsPageHtml(shell: DocsPageShell): string {
  const link = (target: DocsLink) =>
    `<a href="${escapeHtml(target.href)}"${target.href === shell.href ? ' aria-current="page"' : ''}>${escapeHtml(target.title)}</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(shell.title)} · Camp docs</title>
<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">
<style>${shellCss}</style>
<style>${docsCss}</style>
</head>
<body>
<header class="topbar"><a class="home" href="/">Camp</a><span>Documentation</span></header>
<nav class="docs-nav" aria-label="Docs">${shell.pages.map(link).join('\n')}
${link({ href: shell.api, title: 'API reference (OpenAPI)' })}</nav>
<main class="docs">
${shell.bodyHtml}</main>
</body>
</html>
`;
}
