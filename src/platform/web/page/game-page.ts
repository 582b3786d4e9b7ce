/**
 * The board page: everything around the game's own board. It signs the
 * player in, starts or resumes a game, sends each click as an `act` with the
 * agent check answer, and hands every new response to the board.
 */
import type { BoardHost, BoardResponse, GameBoard } from '../../../games/board.ts';
import { accountPanel } from './account-panel.ts';
import { callApi, errorText, type Reply } from './api.ts';
import { CheckPanel } from './check-panel.ts';
import { addStyle, collapsible, el } from './dom.ts';
import { finishPanel } from './finish-panel.ts';
import { keepFocus } from './keep-focus.ts';
import { optionsForm, type OptionDoc, type OptionsForm } from './options-form.ts';
import { replayViewer } from './replay-viewer.ts';
import { currentIdentity } from './session.ts';
import { statusBar } from './status-bar.ts';
import { followStream } from './stream.ts';

export interface PageConfig {
  game: string;
  name: string;
  seats: number;
  checksOn: boolean;
  /** Seed 004 games check every POST, `new` included. */
  checksNew: boolean;
}

const LOG_LENGTH = 8;

export function startGamePage(board: GameBoard, config: PageConfig, mount: HTMLElement): void {
  addStyle(`board-css-${config.game}`, board.css);
  const api = `/games/${config.game}/api`;
  let current: BoardResponse | null = null;
  let newGameForm: OptionsForm | null = null;
  let busy = false;
  let streamStop: AbortController | null = null;

  // A link to one game (from the lobby's list, or shared): /games/<game>?game_id=...
  const linkedGameId = new URLSearchParams(location.search).get('game_id');
  const bar = statusBar(config.name);
  const replay = replayViewer(api, config.game, board);
  const checks = new CheckPanel(config.checksOn);
  const say = el('p', { className: 'say', attrs: { role: 'status', 'data-testid': 'say' } });
  const banner = el('div', { className: 'banner', attrs: { role: 'alert' } });
  // Nothing to announce until a game is drawn: an empty banner is a bare green strip.
  banner.hidden = true;
  const boardRoot = el('div', { className: `board board-${config.game}`, attrs: { 'data-testid': 'board' } });
  const nextText = el('p', { className: 'next' });
  const log = el('ol', { className: 'results', attrs: { 'aria-label': 'Move results' } });
  const boardText = el('pre', { className: 'board-text' });
  const rules = el('div', { className: 'rules' });
  const optionsSlot = el('section', { className: 'options-slot' });
  const finish = finishPanel((rating, review) => void finishGame(rating, review));
  const commandInput = el('input', { attrs: { name: 'command', autocomplete: 'off', placeholder: 'type a command (the rules on this page list them)' } });
  const commandForm = el('form', { className: 'command' }, [
    el('label', { className: 'field' }, [el('span', { text: 'Command' }), commandInput]),
    el('button', { text: 'Send', attrs: { type: 'submit' } }),
  ]);
  commandForm.addEventListener('submit', (event) => {
    event.preventDefault();
    if (commandInput.value.trim()) void act(commandInput.value.trim());
  });

  const host: BoardHost = { act: (commands) => void act(commands), say: (message) => { say.textContent = message; } };
  const account = accountPanel(() => void resume());
  mount.replaceChildren(
    bar.element,
    el('main', { className: 'layout' }, [
      el('section', { className: 'play' }, [banner, say, boardRoot, nextText, replay.element]),
      el('aside', { className: 'side' }, [
        account, checks.element, commandForm, log, finish.element, optionsSlot,
        collapsible('Rules', rules), collapsible('Text board', boardText),
      ]),
    ]),
  );

  function draw(response: BoardResponse, withCheck: Reply['body'] | null): void {
    if (withCheck) checks.show(withCheck.agent_check);
    // A reply can arrive after a newer streamed state of the same game: keep the newer board.
    if (current && current.game_id === response.game_id && response.version < current.version) return;
    if (current?.game_id !== response.game_id) newGameForm?.chooseLike(response.options);
    current = response;
    bar.update(response.status, response.score, response.outcome);
    keepFocus(boardRoot, () => board.render(boardRoot, response, host));
    boardText.textContent = response.board_text;
    nextText.textContent = response.next;
    banner.hidden = response.status === 'playing';
    banner.textContent = response.status === 'over'
      ? `Game over: ${response.outcome ?? 'finished'}, score ${response.score}. Rate it below, or start a new game.`
      : response.status === 'waiting' ? 'Waiting for an opponent to join…' : '';
    banner.dataset.status = response.status;
    finish.show(response.status === 'over');
    // A game rated before (the page reloaded) shows its rating, not the form again.
    const mine = response as BoardResponse & { rating?: number; review?: string };
    if (response.status === 'over' && typeof mine.rating === 'number') {
      finish.done(mine.rating, mine.review ?? '');
      banner.textContent = `Game over: ${response.outcome ?? 'finished'}, score ${response.score}. Rated; start a new game whenever you like.`;
    }
    if (response.status === 'over') void replay.show(response.game_id);
    else replay.hide();
  }

  function record(lines: { ok: boolean; text: string }[]): void {
    for (const line of lines) log.prepend(el('li', { className: line.ok ? 'ok' : 'rejected', text: line.text }));
    while (log.children.length > LOG_LENGTH) log.lastElementChild?.remove();
  }

  /** A reply that spent (or needed) a check: a 428 shows the puzzle to answer (after a wrong answer, the next) and nothing else changes. */
  function handleFailure(reply: Reply): void {
    if (reply.status === 428) {
      checks.show(reply.body.agent_check, 'Wrong or missing answer: nothing was changed. Answer this puzzle.');
      say.textContent = 'That answer was not right; nothing changed. Answer the puzzle shown and try again.';
      return;
    }
    say.textContent = errorText(reply);
    record([{ ok: false, text: errorText(reply) }]);
  }

  /** Sends a checked POST; returns null (after saying why) when it could not or did not succeed. */
  async function checkedPost(path: string, body: Record<string, unknown>, needsCheck = true): Promise<Reply | null> {
    if (!currentIdentity()) { say.textContent = 'Sign in first.'; return null; }
    const answer = needsCheck ? checks.take() : null;
    if (needsCheck && checks.needed && !answer) { checks.ask(); say.textContent = 'Answer the agent check first.'; return null; }
    if (busy) { say.textContent = 'One moment: the last move is still on its way.'; return null; }
    busy = true;
    document.body.classList.add('busy');
    try {
      const reply = await callApi('POST', path, body, answer);
      if (reply.status >= 200 && reply.status < 300) return reply;
      handleFailure(reply);
      return null;
    } finally {
      busy = false;
      document.body.classList.remove('busy');
    }
  }

  async function act(commands: string | string[]): Promise<void> {
    if (!current) { say.textContent = 'Start a game first.'; return; }
    const body = { ...(Array.isArray(commands) ? { commands } : { command: commands }), game_id: current.game_id, seen: current.version };
    const reply = await checkedPost(`${api}/act`, body);
    if (!reply) return;
    commandInput.value = '';
    const results: { command: string; ok: boolean; message: string }[] = reply.body.results ?? [];
    record(results.map((result) => ({ ok: result.ok, text: `${result.command}: ${result.message}` })));
    say.textContent = results.length ? results[results.length - 1]!.message : '';
    draw(reply.body, reply.body);
  }

  async function startGame(values: Record<string, string>): Promise<void> {
    const reply = await checkedPost(`${api}/new`, values, config.checksNew);
    if (!reply) return;
    log.replaceChildren();
    say.textContent = 'New game started.';
    draw(reply.body, reply.body);
    watch();
  }

  async function finishGame(rating: number, review: string): Promise<void> {
    if (!current) return;
    const reply = await checkedPost(`${api}/finish`, { rating, review, game_id: current.game_id });
    if (!reply) return;
    draw(reply.body, reply.body);
    finish.done(rating, review);
    banner.textContent = `Game over: ${current.outcome ?? 'finished'}, score ${current.score}. Rated; start a new game whenever you like.`;
    say.textContent = 'Thanks for the review.';
  }

  /** Multi-seat games: the opponent's moves arrive on the event stream. */
  function watch(): void {
    streamStop?.abort();
    streamStop = null;
    const identity = currentIdentity();
    if (config.seats < 2 || !current || !identity) return;
    streamStop = new AbortController();
    const gameId = current.game_id;
    followStream(`${api}/stream?game_id=${encodeURIComponent(gameId)}`, identity.key, (event, data) => {
      if (event !== 'state' || !current || data.game_id !== gameId || data.version < current.version) return;
      draw(data as BoardResponse, null);
    }, streamStop.signal);
  }

  async function resume(): Promise<void> {
    const identity = currentIdentity();
    bar.player(identity?.name ?? null);
    streamStop?.abort();
    current = null;
    boardRoot.replaceChildren();
    replay.hide();
    if (!identity) {
      say.textContent = 'Sign in or create an account to play.';
      // Anyone with its id may watch a finished game's replay.
      if (linkedGameId) await replay.show(linkedGameId);
      return;
    }
    const reply = await callApi('GET', `${api}/state${linkedGameId ? `?game_id=${encodeURIComponent(linkedGameId)}` : ''}`);
    if (reply.status === 200) {
      draw(reply.body, reply.body);
      say.textContent = linkedGameId ? 'Opened your game.' : 'Resumed your current game.';
      watch();
      return;
    }
    if (linkedGameId && reply.status === 403) {
      say.textContent = "This is another player's game: here is its replay once it is over. Choose the options to start a game of your own.";
      await replay.show(linkedGameId);
      return;
    }
    bar.update('no game', null, null);
    say.textContent = reply.status === 404 && !linkedGameId ? 'No game yet: choose the options and start one.' : errorText(reply);
    if (config.checksOn) checks.show((await callApi('GET', '/api/v1/agent-check')).body.agent_check ?? null);
  }

  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    if (!current || !board.onKey || (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (board.onKey(event, current, host)) event.preventDefault();
  });

  void (async () => {
    const rulesReply = await callApi('GET', `${api}/rules`);
    if (rulesReply.status === 200) {
      // rules_html is the camp's own text, never a player's.
      rules.innerHTML = rulesReply.body.rules_html;
      const form = optionsForm(rulesReply.body.options as OptionDoc[], config.seats > 1, () => void startGame(form.values()));
      newGameForm = form;
      optionsSlot.replaceChildren(form.element);
    }
    await resume();
  })();
}
