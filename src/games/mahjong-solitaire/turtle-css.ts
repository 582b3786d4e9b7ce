/** The Mahjong board's CSS, every rule under .board-mahjong-solitaire. */
const S = '.board-mahjong-solitaire';

export const MAHJONG_CSS = `
${S} { --tile-w: clamp(20px, min(calc((100vw - 48px) / 15.8), calc((100vh - 240px) / 10.6)), 60px); --tile-h: calc(var(--tile-w) * 1.3);
  --lift: calc(var(--tile-w) * 0.11); }
${S} .mj-table { display: flex; flex-direction: column; gap: 10px; padding: 12px; border-radius: 12px;
  background: radial-gradient(ellipse at center, #2d6a8a, #173d52 75%); color: #eef4f7; font: 14px/1.35 system-ui, sans-serif; }
${S} .mj-info { display: flex; flex-wrap: wrap; gap: 6px 16px; font-weight: 600; }
${S} .mj-info span { white-space: nowrap; }
${S} .mj-over { padding: 10px; border-radius: 8px; font: 700 18px/1.3 system-ui, sans-serif; text-align: center; }
${S} .mj-won { background: #e5c14a; color: #2a2100; }
${S} .mj-lost { background: #3b3b46; color: #fff; }
${S} .mj-field { position: relative; margin: calc(var(--lift) * 5) auto 8px;
  width: calc(var(--cols) * var(--tile-w) / 2 + var(--lift)); height: calc(var(--rows) * var(--tile-h) / 2 + var(--lift)); }
${S} .mj-tile { position: absolute; box-sizing: border-box; width: var(--tile-w); height: var(--tile-h); padding: 0;
  left: calc(var(--x) * var(--tile-w) / 2 - var(--z) * var(--lift));
  top: calc(var(--y) * var(--tile-h) / 2 - var(--z) * var(--lift));
  border-radius: calc(var(--tile-w) * 0.12); border: 1px solid #8f8467;
  background: linear-gradient(145deg, #fffdf4, #eee6cc);
  box-shadow: 1px 1px 0 #d8c99c, 2px 2px 0 #cbb987, 3px 3px 0 #b9a46c, calc(var(--lift) * .6) calc(var(--lift) * .6) calc(var(--lift) * 1.2) rgba(0,0,0,.45);
  filter: brightness(.74) saturate(.7); cursor: default; transition: transform .1s, filter .1s; }
${S} .mj-face { width: 100%; height: 100%; display: block; pointer-events: none; }
${S} .mj-hidden { background: repeating-linear-gradient(135deg, #e9dfc1 0 5px, #e2d6b3 5px 10px); }
${S} .mj-free { filter: none; cursor: pointer; }
${S} .mj-free:hover, ${S} .mj-free:focus-visible { transform: translate(-1px, -2px); outline: 2px solid #ffe27a; outline-offset: 0; }
${S} .mj-selected { filter: none; transform: translate(-2px, -4px); outline: 3px solid #ffb300; outline-offset: 0;
  background: linear-gradient(145deg, #fff4c4, #f3dc8d); }
${S} .mj-hint { outline: 3px solid #4fe0ff; outline-offset: 1px; animation: mj-glow 1s ease-in-out infinite alternate; }
@keyframes mj-glow { to { outline-color: #b5f4ff; box-shadow: 0 0 14px 4px #4fe0ff; } }
${S} .mj-tools { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
${S} .mj-tools button { font: 600 13px/1 system-ui, sans-serif; padding: 7px 12px; border-radius: 6px; border: 1px solid #0d2a38;
  background: #eef4f7; color: #133345; cursor: pointer; }
${S} .mj-tools button:disabled { opacity: .5; cursor: not-allowed; }
${S} .mj-tools .mj-resign { margin-left: auto; }
${S} .mj-keys { opacity: .75; font-size: 12px; }
`;
