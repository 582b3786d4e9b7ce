/** The Klondike board's stylesheet; every rule is scoped under .board-solitaire. */
export const solitaireCss = `
.board-solitaire { --cw: clamp(40px, calc((100vw - 56px) / 7.5), 84px); --ch: calc(var(--cw) * 1.4); --gap: clamp(4px, 1.2vw, 12px);
  --fan-down: calc(var(--ch) * 0.12); --fan-up: calc(var(--ch) * 0.27);
  background: radial-gradient(ellipse at top, #2f7a4f, #1d5236); border-radius: 12px; padding: var(--gap); user-select: none; -webkit-user-select: none; touch-action: manipulation; }
.board-solitaire .kl-top, .board-solitaire .kl-tableau { display: grid; grid-template-columns: repeat(7, var(--cw)); gap: var(--gap); justify-content: center; }
.board-solitaire .kl-tableau { margin-top: calc(var(--gap) * 1.5); }
.board-solitaire .kl-pile { position: relative; min-height: var(--ch); border-radius: 8px; }
.board-solitaire .kl-pile > .kl-card { position: absolute; left: 0; }
.board-solitaire .kl-card { width: var(--cw); height: var(--ch); border-radius: calc(var(--cw) * 0.09); box-shadow: 0 1px 2px rgba(0,0,0,.45); }
.board-solitaire .face { touch-action: none; background: #fffef9; border: 1px solid #b9b2a0; cursor: pointer; font-family: Georgia, "DejaVu Serif", serif; color: #1b1b1b; }
.board-solitaire .face.red { color: #c0202a; }
.board-solitaire .corner { position: absolute; white-space: pre; text-align: center; font-weight: 700; line-height: 0.95; font-size: calc(var(--cw) * 0.22); }
.board-solitaire .corner.top { top: 3px; left: 4px; }
.board-solitaire .corner.bottom { bottom: 3px; right: 4px; transform: rotate(180deg); }
.board-solitaire .pip { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; font-size: calc(var(--cw) * 0.5); }
.board-solitaire .pip.court { font-size: calc(var(--cw) * 0.34); font-weight: 700; inset: 24% 18%; border: 1px solid currentColor; border-radius: 4px; background: rgba(230, 200, 90, .18); }
.board-solitaire .back { border: 2px solid #fff; background: repeating-linear-gradient(45deg, #1f4f8f 0 4px, #2a64ad 4px 8px); }
.board-solitaire .slot { border: 2px dashed rgba(255,255,255,.45); background: rgba(0,0,0,.12); display: flex; align-items: center; justify-content: center; box-shadow: none; }
.board-solitaire .slot-hint { color: rgba(255,255,255,.55); font-size: calc(var(--cw) * 0.42); }
.board-solitaire .kl-stock { cursor: pointer; }
.board-solitaire .kl-stock .count { position: absolute; bottom: -2px; right: 2px; color: #fff; font-size: 12px; text-shadow: 0 1px 2px #000; }
.board-solitaire .selected { outline: 3px solid #ffd54a; outline-offset: -1px; box-shadow: 0 0 10px 2px rgba(255, 213, 74, .9); }
.board-solitaire .kl-pile.target { box-shadow: 0 0 0 3px #7cf2a6, 0 0 14px 4px rgba(124, 242, 166, .7); cursor: pointer; }
.board-solitaire [tabindex]:focus { outline: none; }
.board-solitaire [tabindex]:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
.board-solitaire .selected:focus-visible { outline: 3px solid #fff; outline-offset: 2px; box-shadow: 0 0 0 6px #ffd54a, 0 0 12px 4px rgba(255, 213, 74, .9); }
.board-solitaire .after-game { filter: grayscale(.5) brightness(.85); }
.board-solitaire .kl-bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: center; margin-top: var(--gap); }
.board-solitaire .kl-bar button { background: #f3efe3; color: #1d5236; border-color: #f3efe3; }
.board-solitaire .kl-badge { color: #fff; font-weight: 700; background: rgba(0,0,0,.3); padding: 3px 9px; border-radius: 12px; }
.board-solitaire .kl-warning { color: #ffe08a; flex-basis: 100%; text-align: center; }
.board-solitaire .kl-warning:empty { display: none; }
.board-solitaire.kl-ghost { position: fixed; background: none; padding: 0; pointer-events: none; z-index: 50; opacity: .9; }
.board-solitaire.kl-ghost > .kl-card { position: absolute; left: 0; }
`;
