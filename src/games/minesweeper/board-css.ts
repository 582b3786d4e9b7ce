/** The Minesweeper board's stylesheet; every rule is scoped under .board-minesweeper. */
export const minesweeperCss = `
.board-minesweeper { display: inline-block; max-width: 100%; background: #c9cfd6; border: 3px solid #8c949d; border-radius: 10px; padding: 10px; user-select: none; -webkit-user-select: none; }
.board-minesweeper .ms-head { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-bottom: 8px; }
.board-minesweeper .ms-counter { font: 700 22px/1 ui-monospace, Menlo, Consolas, monospace; color: #e02b20; background: #1b1b1b; padding: 4px 8px; border-radius: 4px; min-width: 3.2em; text-align: right; }
.board-minesweeper .ms-title { font-weight: 600; color: #28313a; }
.board-minesweeper .ms-mode { background: #f4f6f8; color: #1d2a24; border: 2px solid #6d7781; }
.board-minesweeper .ms-mode[data-mode="flag"] { background: #ffe2a8; border-color: #c77c00; }
.board-minesweeper .ms-scroll { overflow: auto; max-width: 100%; -webkit-overflow-scrolling: touch; }
.board-minesweeper .ms-grid { display: grid; gap: 0; width: max-content; border: 2px solid #7b838c; }
.board-minesweeper .ms-cell { width: var(--cell); height: var(--cell); padding: 0; margin: 0; border-radius: 0; font: 700 calc(var(--cell) * 0.6)/1 system-ui, sans-serif;
  display: flex; align-items: center; justify-content: center; cursor: pointer; color: #000; }
.board-minesweeper .ms-cell.hidden { background: #b4bcc5; border: 3px outset #eef1f4; }
.board-minesweeper .ms-cell.hidden:hover { background: #c4ccd4; }
.board-minesweeper .ms-cell.open { background: #e6e9ec; border: 1px solid #b5bcc3; cursor: default; }
.board-minesweeper .ms-cell.chord { cursor: pointer; }
.board-minesweeper .ms-cell.n1 { color: #1f3fd6; } .board-minesweeper .ms-cell.n2 { color: #197a1e; }
.board-minesweeper .ms-cell.n3 { color: #d1201b; } .board-minesweeper .ms-cell.n4 { color: #14197a; }
.board-minesweeper .ms-cell.n5 { color: #7a1414; } .board-minesweeper .ms-cell.n6 { color: #137a7a; }
.board-minesweeper .ms-cell.n7 { color: #111; } .board-minesweeper .ms-cell.n8 { color: #6d6d6d; }
.board-minesweeper .ms-cell.flag { color: #d1201b; }
.board-minesweeper .ms-cell.mine { background: #e6e9ec; border: 1px solid #b5bcc3; }
.board-minesweeper .ms-cell.hit { background: #f03c2e; border: 1px solid #a31d14; }
.board-minesweeper .ms-cell.wrong { background: #ffd1cc; color: #7a1414; }
.board-minesweeper .ms-foot { margin-top: 8px; color: #28313a; font-size: 14px; }
`;
