/**
 * The camp's icon, one small SVG: a card with a heart on the felt green of
 * the top bar. Every page links it, so a browser never asks for a missing
 * /favicon.ico (a 404 in every visitor's console).
 */
export const FAVICON_PATH = '/favicon.svg';

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="#1f3b2e"/>
<rect x="15" y="8" width="34" height="48" rx="5" fill="#f7f4ec" stroke="#f3d98b" stroke-width="2"/>
<path d="M32 45C17 35 19 21 32 28C45 21 47 35 32 45Z" fill="#b3361e"/>
</svg>
`;
