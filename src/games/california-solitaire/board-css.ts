/** The California boards' CSS: one sheet for both game ids, every rule under their board classes. */
import { cardFaceCss } from '../shared/card-face.ts';

const S = ':is(.board-california-solitaire, .board-california-double)';

export const CALIFORNIA_CSS = `
${S} { --card-w: clamp(40px, calc((100vw - 64px) / 6.8), 84px); }
${S} .cal-table { display: flex; flex-direction: column; gap: 12px; padding: 12px; border-radius: 12px;
  background: radial-gradient(ellipse at top, #2f7d4f, #1c5535 70%); color: #f4f1e8; font: 14px/1.35 system-ui, sans-serif; }
${S} .cal-banner { background: #7a1f1f; color: #fff; font-weight: 700; padding: 6px 10px; border-radius: 6px; text-align: center; }
${S} .cal-waiting { background: rgba(0,0,0,.3); padding: 8px; border-radius: 6px; text-align: center; font-style: italic; }
${S} .cal-over { padding: 10px; border-radius: 8px; font: 700 18px/1.3 system-ui, sans-serif; text-align: center; }
${S} .cal-won { background: #e5c14a; color: #2a2100; }
${S} .cal-lost { background: #3b3b46; color: #fff; }
${S} .cal-side-title { margin: 0 0 6px; font: 600 13px/1.3 system-ui, sans-serif; opacity: .9; }
${S} .cal-side-row, ${S} .cal-towers { display: flex; gap: 8px; align-items: flex-start; flex-wrap: wrap; }
${S} .cal-towers { justify-content: center; padding: 8px; border-radius: 10px; background: rgba(0,0,0,.18); }
${S} .cal-pile { position: relative; border-radius: 8px; transition: box-shadow .15s; }
${S} .cal-deck { cursor: pointer; }
${S} .cal-deck .cf-card { cursor: pointer; }
${S} .cal-count { position: absolute; right: -6px; top: -6px; min-width: 18px; padding: 1px 5px; border-radius: 9px;
  background: #111; color: #fff; font: 700 11px/16px system-ui, sans-serif; text-align: center; }
${S} .cal-stack { width: var(--card-w); min-height: calc(var(--card-w) * 1.4);
  height: calc(var(--card-w) * 1.4 + (var(--n) - 1) * var(--card-w) * 0.3); }
${S} .cal-stack > .cf-card { position: absolute; left: 0; top: calc(var(--i, 0) * var(--card-w) * 0.3); }
${S} .cal-side-row > .cal-waste, ${S} .cal-side-row > .cal-pile:nth-child(2) { margin-right: calc(var(--card-w) * 0.25); }
${S} .cal-movable { cursor: pointer; }
${S} .cal-movable:hover, ${S} .cal-movable:focus-visible { transform: translateY(-3px); box-shadow: 0 0 0 3px #ffd54a, 0 4px 8px rgba(0,0,0,.4); outline: none; }
${S} .cal-deck:focus-visible, ${S} .cal-stuck:focus-visible { outline: 3px solid #ffd54a; outline-offset: 2px; }
${S} .cal-double .cal-stuck { filter: brightness(.8) saturate(.7); cursor: not-allowed; }
${S} .cal-solo .cal-stuck { cursor: pointer; }
${S} .cal-covered { cursor: grab; }
${S} .cal-target { box-shadow: 0 0 0 3px #7fe3ff, 0 0 14px #7fe3ff; }
${S} .cal-drop { box-shadow: 0 0 0 3px #ffd54a, 0 0 16px #ffd54a; }
${S} .cal-recent { box-shadow: 0 0 0 3px #ff8a3d, 0 0 16px #ff8a3d; animation: cal-pulse 1.2s ease-out 2; }
@keyframes cal-pulse { 50% { box-shadow: 0 0 0 6px rgba(255,138,61,.4), 0 0 24px #ff8a3d; } }
${S} .cal-tower { display: flex; flex-direction: column; align-items: center; gap: 3px; }
${S} .cal-caption { font: 600 11px/1.2 system-ui, sans-serif; opacity: .85; }
${S} .cal-slot-suit { width: 45%; height: 45%; fill: rgba(255,255,255,.55); }
${S} .cal-tower .cf-empty { flex-direction: column; gap: 2px; }
${S} .cal-owners { display: flex; gap: 1px; height: 6px; width: var(--card-w); }
${S} .cal-owner { flex: 1; border-radius: 2px; }
${S} .cal-own-me, ${S} .cal-seat0 { background: #4fc3f7; color: #00283a; }
${S} .cal-own-them, ${S} .cal-seat1 { background: #ff8a3d; color: #3a1500; }
${S} .cal-owner-mark { position: absolute; left: 50%; bottom: -4px; transform: translateX(-50%); padding: 0 5px; border-radius: 7px;
  font: 700 10px/14px system-ui, sans-serif; box-shadow: 0 1px 2px rgba(0,0,0,.4); }
${S} .cal-opponent { --card-w: clamp(30px, calc((100vw - 64px) / 9.5), 58px); opacity: .95; }
${S} .cal-last-move { text-align: center; font-style: italic; color: #ffd2b3; min-height: 1.3em; }
${S} .cal-tools { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
${S} .cal-tools button { font: 600 13px/1 system-ui, sans-serif; padding: 7px 10px; border-radius: 6px; border: 1px solid #0b2e1b;
  background: #f4f1e8; color: #183d28; cursor: pointer; }
${S} .cal-tools button:hover { background: #fff; }
${S} .cal-resign { margin-left: auto; }
${S} .cal-keys { opacity: .75; font-size: 12px; align-self: center; }
${S} .cal-moves summary { cursor: pointer; padding: 6px 0; }
${S} .cal-move-list { display: flex; flex-wrap: wrap; gap: 4px; max-width: 520px; }
${S} .cal-move-list button { padding: 4px 7px; font-size: 12px; }
${cardFaceCss(S)}
`;
