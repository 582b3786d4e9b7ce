/**
 * The replay of a finished game: the board after each move, drawn by the
 * game's own board as the game page draws it (with the text board beside),
 * stepped back and forth, played like a film, or opened at any move by number.
 */
import type { BoardHost, BoardResponse, GameBoard } from '../../../games/board.ts';
import { callApi, errorText } from './api.ts';
import { addStyle, collapsible, el } from './dom.ts';

interface Frame {
  /** 0 is the deal, before any command. */
  seq: number;
  caption: string;
  boardText: string;
  /** The game's own board JSON, what was hidden shown (the game is over). */
  board: unknown;
  status: BoardResponse['status'];
  score: number;
}

/** What the drawn board needs of the game being replayed, besides each frame. */
interface ReplayedGame {
  game: string;
  game_id: string;
  outcome: string | null;
  seat: number;
  options: unknown;
}

export interface ReplayViewer {
  element: HTMLElement;
  /** Loads and shows the replay of this game (once per game; a later call for it keeps the position). */
  show(gameId: string): Promise<void>;
  hide(): void;
}

const PLAY_STEP_MS = 700;
/** The most moves one replay request asks for (the camp's own limit). */
const PAGE_SIZE = 250;

const css = `
.replay { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; margin: 12px 0; }
.replay h2 { font-size: 16px; margin: 0 0 6px; }
.replay-controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 6px 0; }
.replay[hidden], .replay-controls[hidden] { display: none; }
.replay-controls input[type="range"] { flex: 1 1 180px; }
.replay-controls input[type="number"] { width: 6em; }
.replay-caption { font-weight: 600; margin: 4px 0; overflow-wrap: anywhere; }
.replay-drawn { margin: 6px 0; overflow-x: auto; }
.replay-drawn:empty { display: none; }
.replay-board { font: 12px/1.3 ui-monospace, Menlo, Consolas, monospace; overflow: auto; max-height: 520px; background: #fffdf6; padding: 8px; border-radius: 6px; margin: 6px 0 0; }
.replay-message { color: var(--muted); margin: 0; overflow-wrap: anywhere; }
.replay-hindsight { margin: 4px 0; }
.replay-hindsight:empty { display: none; }
`;

/** `game`: the game's id, whose board CSS is scoped under `.board-<game>`. */
export function replayViewer(api: string, game: string, gameBoard: GameBoard): ReplayViewer {
  addStyle('replay-viewer', css);
  let frames: Frame[] = [];
  let replayed: ReplayedGame | null = null;
  let position = 0;
  let shownGame: string | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const title = el('h2', { text: 'Replay' });
  const message = el('p', { className: 'replay-message', attrs: { role: 'status' } });
  const hindsight = el('p', { className: 'replay-hindsight', attrs: { 'data-testid': 'replay-hindsight' } });
  const caption = el('p', { className: 'replay-caption', attrs: { 'data-testid': 'replay-caption' } });
  const board = el('pre', { className: 'replay-board', attrs: { 'data-testid': 'replay-board' } });
  const note = el('p', { className: 'replay-message', attrs: { 'data-testid': 'replay-note' } });
  const drawn = el('div', { className: `replay-drawn board board-${game}`, attrs: { 'data-testid': 'replay-drawn' } });
  // A replayed board is only looked at: a click on it plays nothing.
  const host: BoardHost = {
    readOnly: true,
    act: () => { note.textContent = 'This is a replay: nothing is played from it. Start a game of your own to play.'; },
    say: () => {},
  };
  const slider = el('input', { attrs: { type: 'range', min: '0', max: '0', value: '0', 'aria-label': 'Move', 'data-action': 'replay-slider' } });
  const jump = el('input', { attrs: { type: 'number', min: '0', value: '0', name: 'replay-move', 'aria-label': 'Jump to move' } });
  const button = (text: string, action: string, label: string, onClick: () => void) =>
    el('button', { className: 'secondary', text, attrs: { type: 'button', 'data-action': action, 'aria-label': label }, on: { click: onClick } });
  const playButton = button('▶ Play', 'replay-play', 'Play or pause', () => (timer ? pause() : play()));
  const jumpForm = el('form', { className: 'row' }, [jump, el('button', { text: 'Go', attrs: { type: 'submit', 'data-action': 'replay-jump' } })]);
  jumpForm.addEventListener('submit', (event) => { event.preventDefault(); pause(); go(Number(jump.value)); });
  slider.addEventListener('input', () => { pause(); go(Number(slider.value)); });
  const controls = el('div', { className: 'replay-controls' }, [
    button('« First', 'replay-first', 'First position', () => { pause(); go(0); }),
    button('◀ Back', 'replay-back', 'Step back', () => { pause(); go(position - 1); }),
    playButton,
    button('Forward ▶', 'replay-forward', 'Step forward', () => { pause(); go(position + 1); }),
    button('Last »', 'replay-last', 'Last position', () => { pause(); go(frames.length - 1); }),
    slider,
    jumpForm,
  ]);
  const element = el('section', { className: 'replay', attrs: { 'aria-label': 'Replay', 'data-testid': 'replay' } }, [
    title, message, hindsight, caption, controls, drawn, note, collapsible('Text board', board),
  ]);
  element.hidden = true;

  function go(target: number): void {
    if (frames.length === 0) return;
    position = Math.max(0, Math.min(frames.length - 1, Number.isFinite(target) ? Math.round(target) : 0));
    const frame = frames[position]!;
    caption.textContent = frame.caption;
    board.textContent = frame.boardText;
    note.textContent = '';
    if (replayed) {
      const response: BoardResponse = {
        ...replayed, version: frame.seq, status: frame.status, score: frame.score,
        outcome: frame.status === 'over' ? replayed.outcome : null, board_text: frame.boardText, board: frame.board, next: '',
      };
      gameBoard.render(drawn, response, host);
    }
    slider.value = String(position);
    jump.value = String(position);
    element.dataset.position = String(position);
  }

  function play(): void {
    if (frames.length < 2) return;
    if (position >= frames.length - 1) go(0);
    playButton.textContent = '⏸ Pause';
    timer = setInterval(() => {
      go(position + 1);
      if (position >= frames.length - 1) pause();
    }, PLAY_STEP_MS);
  }

  function pause(): void {
    if (timer) clearInterval(timer);
    timer = null;
    playButton.textContent = '▶ Play';
  }

  async function load(gameId: string): Promise<void> {
    const loaded: Frame[] = [];
    let from: number | null = 1;
    let total = 0;
    while (from !== null) {
      const reply = await callApi('GET', `${api}/replay?game_id=${encodeURIComponent(gameId)}&from=${from}&count=${PAGE_SIZE}`);
      if (reply.status !== 200) {
        message.textContent = errorText(reply);
        controls.hidden = true;
        return;
      }
      const body = reply.body;
      total = body.total_moves;
      if (loaded.length === 0) {
        const players = (body.players as { seat: number; kind: string; name: string | null }[])
          .map((player) => player.name ?? 'the built-in opponent').join(' and ');
        message.textContent = `${players}: ${body.outcome ?? 'over'}, score ${body.score}, ${total} move${total === 1 ? '' : 's'}. Boards as seat ${body.viewer_seat} saw them.`;
        // A replay exists only for a finished game, so what was possible may be told.
        hindsight.textContent = body.hindsight?.text ? `What was possible: ${body.hindsight.text}` : '';
        replayed = { game: body.game, game_id: body.game_id, outcome: body.outcome, seat: body.viewer_seat, options: body.options };
        // A game over before any move (a race nobody joined) is over from its deal; else no move has scored yet.
        loaded.push({
          seq: 0, caption: 'The deal, before the first move', boardText: body.initial_board_text, board: body.initial_board,
          status: total === 0 ? 'over' : 'playing', score: total === 0 ? body.score : 0,
        });
      }
      for (const move of body.moves as { seq: number; seat: number; command: string; accepted_at: string; board_text: string; board: unknown; status: BoardResponse['status']; score: number }[]) {
        const time = new Date(move.accepted_at).toLocaleTimeString();
        loaded.push({
          seq: move.seq, caption: `Move ${move.seq} of ${total}: seat ${move.seat} sent “${move.command}” at ${time}`,
          boardText: move.board_text, board: move.board, status: move.status, score: move.score,
        });
      }
      from = body.next_from;
    }
    frames = loaded;
    controls.hidden = false;
    slider.max = String(frames.length - 1);
    jump.max = String(frames.length - 1);
    go(0);
  }

  return {
    element,
    async show(gameId) {
      element.hidden = false;
      if (shownGame === gameId) return;
      shownGame = gameId;
      pause();
      frames = [];
      replayed = null;
      drawn.replaceChildren();
      note.textContent = '';
      caption.textContent = '';
      hindsight.textContent = '';
      board.textContent = '';
      message.textContent = 'Loading the replay…';
      await load(gameId);
    },
    hide() {
      pause();
      element.hidden = true;
    },
  };
}
