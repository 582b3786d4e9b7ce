/** The HTML skeletons of the lobby and the board pages: the styles inline, the script from /assets. */
import { createHash } from 'node:crypto';
import { FAVICON_PATH } from './favicon.ts';
import { shellCss } from './page/styles.ts';

/** CSP hashes of the inline <style> text, so the Content-Security-Policy can allow exactly it and nothing else. */
export const INLINE_STYLE_HASHES: readonly string[] = [`sha256-${createHash('sha256').update(shellCss).digest('base64')}`];

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

export function lobbyHtml(scriptUrl: string): string {
  return page('Camp', scriptUrl, {});
}

export function leaderboardsHtml(scriptUrl: string): string {
  return page('Leaderboards · Camp', scriptUrl, {});
}

export function reviewsHtml(config: { game: string; name: string }, scriptUrl: string): string {
  return page(`${config.name} reviews · Camp`, scriptUrl, config);
}
