/** The page's own stylesheet (boards bring theirs). Inlined into the HTML so the first paint is styled. */
export const shellCss = `
:root { color-scheme: light; --ink: #1d2a24; --muted: #5b6b63; --paper: #f7f4ec; --panel: #ffffff; --line: #d9d3c4; --accent: #2f6f4f; --warn: #b3361e; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--paper); }
body.busy { cursor: progress; }
a { color: var(--accent); }
button { font: inherit; padding: 6px 12px; border-radius: 6px; border: 1px solid #245a40; background: var(--accent); color: #fff; cursor: pointer; }
button:hover { filter: brightness(1.1); }
button.secondary { background: #fff; color: var(--accent); }
input, select, textarea { font: inherit; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; background: #fff; color: var(--ink); min-width: 0; }
.topbar { position: sticky; top: 0; z-index: 20; display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 18px; padding: 8px 16px; background: #1f3b2e; color: #f3efe3; box-shadow: 0 2px 6px rgba(0,0,0,.2); }
.topbar h1 { font-size: 18px; margin: 0; }
.topbar .home { color: #f3d98b; font-weight: 700; text-decoration: none; }
.topbar .stat { font-variant-numeric: tabular-nums; }
.topbar .score, .topbar .status { font-weight: 700; color: #fff; }
.topbar .player { margin-left: auto; color: #cfe0d6; }
/* A name of one long word breaks rather than push the bar past the screen. */
.topbar > * { min-width: 0; overflow-wrap: anywhere; }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 14px; padding: 12px 16px; align-items: start; }
.play { min-width: 0; }
.side { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.side > section, .side > form, .side > details, .side > .account { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
.side h2 { font-size: 15px; margin: 0 0 6px; }
.field { display: flex; flex-direction: column; gap: 2px; margin: 0 0 8px; font-size: 13px; color: var(--muted); }
.field > input, .field > select, .field > textarea { color: var(--ink); font-size: 15px; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.form-message { color: var(--warn); min-height: 1em; margin: 4px 0 0; }
.signed-in { margin: 0 0 6px; overflow-wrap: anywhere; }
.key-once code { display: block; word-break: break-all; background: #fff7d6; border: 1px dashed #b99b2c; padding: 6px; margin: 6px 0; }
.options-slot .options { display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: 0 10px; }
.options h2, .options button { grid-column: 1 / -1; }
.check { border-color: #c9a227 !important; background: #fffbea !important; }
.check.check-wrong { border-color: var(--warn) !important; }
.check-puzzle { font-weight: 600; margin: 0 0 6px; overflow-wrap: anywhere; }
.check-note { color: var(--warn); margin: 0; }
.command { display: flex; gap: 8px; align-items: flex-end; }
.command .field { flex: 1; margin: 0; }
.results { list-style: none; margin: 0; padding: 0; font-size: 13px; max-height: 180px; overflow: auto; }
.results:empty { display: none; }
.results li { padding: 3px 6px; border-left: 3px solid var(--accent); margin-bottom: 3px; background: #fff; overflow-wrap: anywhere; }
.results li.rejected { border-color: var(--warn); color: var(--warn); }
/* Two lines' height whatever it says, so a message that wraps never pushes the board down under a finger. */
.say { height: 2.8em; line-height: 1.4; overflow-y: auto; overflow-wrap: anywhere; margin: 0 0 8px; font-weight: 500; }
/* The board takes the focus itself only when the focused element is gone after a redraw (keep-focus.ts): no ring round it. */
.play > .board:focus { outline: none; }
/* No game of one's own on the page (a visitor at a replay): no empty board strip. */
.play > .board:empty { display: none; }
.next { color: var(--muted); font-size: 14px; }
.banner { margin: 0 0 10px; padding: 10px 14px; border-radius: 8px; font-weight: 700; font-size: 17px; background: #1f3b2e; color: #f3d98b; }
.banner[data-status="waiting"] { background: #31506b; color: #e8f1fa; }
.board-text { font: 12px/1.3 ui-monospace, Menlo, Consolas, monospace; overflow: auto; max-height: 360px; margin: 6px 0 0; }
.rules { font-size: 14px; max-height: 360px; overflow: auto; }
details.panel summary { cursor: pointer; font-weight: 600; }
.finish-thanks { margin: 0; }
.finish-thanks:empty { display: none; }
.lobby .game-list { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; }
.lobby .races-list { list-style: none; padding: 0; display: grid; gap: 6px; }
.lobby .race { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; padding: 6px 8px; border: 1px solid #ccc; border-radius: 6px; }
.lobby .race-game { font-weight: 600; }
.lobby .race-moves { color: #555; }
.game-card { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px; }
.game-link { font-size: 18px; font-weight: 700; }
.seats { margin-left: 8px; color: var(--muted); font-size: 13px; }
.rules-link { font-size: 13px; }
.card-reviews .rating { margin: 4px 0; font-size: 14px; }
.card-reviews .reviews-link { margin-left: 8px; font-size: 13px; }
.newest-review { margin: 4px 0 8px; padding: 4px 10px; border-left: 3px solid var(--line); }
.newest-review p { margin: 0; overflow-wrap: anywhere; }
.newest-review .meta { color: var(--muted); font-size: 12px; }
@media (max-width: 900px) {
  .layout { grid-template-columns: minmax(0, 1fr); padding: 8px; }
  .topbar { padding: 6px 10px; gap: 2px 12px; }
  .topbar .player { margin-left: 0; width: 100%; font-size: 13px; }
  .side > .account { order: 5; }
}
/* A phone: the status line grows to say all it holds (a fixed two lines would clip it), and the lobby's sign-in comes before the games. */
@media (max-width: 600px) {
  .say { font-size: 14px; height: auto; min-height: 2.8em; overflow: visible; }
  .lobby > .side { order: -1; }
}
`;

/** The docs pages' stylesheet: rendered Markdown (no script on those pages). */
export const docsCss = `
.docs-nav { display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 8px 16px; background: #e9e4d6; border-bottom: 1px solid var(--line); font-size: 14px; }
.docs-nav a[aria-current="page"] { font-weight: 700; color: var(--ink); text-decoration: none; }
.docs { max-width: 960px; margin: 0 auto; padding: 12px 16px 48px; overflow-wrap: anywhere; }
.docs h1 { font-size: 26px; }
.docs h2 { font-size: 21px; margin-top: 1.6em; border-bottom: 1px solid var(--line); padding-bottom: 2px; }
.docs h3 { font-size: 17px; margin-top: 1.3em; }
.docs code { font: 0.92em ui-monospace, Menlo, Consolas, monospace; background: #ece7da; padding: 1px 4px; border-radius: 4px; }
.docs pre { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow: auto; }
.docs pre code { background: none; padding: 0; overflow-wrap: normal; }
.docs table { border-collapse: collapse; display: block; overflow-x: auto; margin: 0 0 1em; }
.docs th, .docs td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
.docs th { background: #ece7da; }
.docs table.card th, .docs table.card td { overflow-wrap: normal; white-space: nowrap; }
.docs tr:nth-child(even) td { background: #fbfaf6; }
.docs img { max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 6px; }
.docs blockquote { margin: 0 0 1em; padding: 0 12px; border-left: 3px solid var(--line); color: var(--muted); }
`;
