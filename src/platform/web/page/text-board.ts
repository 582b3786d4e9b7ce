/** The board for a game without its own board.ts: the text board, played with the command box. */
import type { GameBoard } from '../../../games/board.ts';

export const textBoard: GameBoard = {
  css: '.board-text-only pre { font: 14px/1.35 ui-monospace, Menlo, Consolas, monospace; overflow: auto; background: #fffdf6; color: #222; padding: 12px; border-radius: 8px; }',
  render(root, response) {
    root.classList.add('board-text-only');
    const pre = document.createElement('pre');
    pre.textContent = response.board_text;
    const hint = document.createElement('p');
    hint.textContent = 'This game has no clickable board yet: type commands in the command box.';
    root.replaceChildren(pre, hint);
  },
};
