/**
 * The California board, for the solo game and the two-player race (both
 * game ids use this file; the view's `mode` tells them apart). Solo: the
 * towers above the player's deck, waste and stacks. Race: the opponent's side
 * on top, the eight shared towers in the middle, the viewer's side below,
 * with the opponent's last move highlighted as the stream brings it.
 */
import type { BoardHost, BoardResponse, GameBoard } from '../board.ts';
import { CALIFORNIA_CSS } from './board-css.ts';
import { lastOpponentMove } from './board-live.ts';
import { indexMoves, mySide, opponentSide, viewOf, type CaliforniaView, type MoveIndex } from './board-model.ts';
import { drawSide, drawTower, element, sendCardMove, type PlayContext } from './board-piles.ts';

/** The legal-moves list stays open across redraws once the player opens it. */
let movesOpen = false;
let resignArmed = false;

function render(root: HTMLElement, response: BoardResponse, host: BoardHost): void {
  const view = viewOf(response);
  const double = view.mode === 'double';
  const me = mySide(view);
  const playing = response.status === 'playing' && view.status === 'playing';
  const moves = indexMoves(view);
  const ctx: PlayContext | null = me && playing && !host.readOnly ? { root, host, moves, double, viewerSeat: view.viewerSeat } : null;
  const table = element('div', `cal-table ${double ? 'cal-double' : 'cal-solo'}`);
  root.replaceChildren(table);

  if (double) table.append(element('div', 'cal-banner', 'Race rules: an illegal card move forfeits the game. Cards with no legal place are dimmed.'));
  if (response.status === 'waiting') table.append(element('div', 'cal-waiting', 'Waiting for an opponent to join…'));
  const over = overText(view);
  if (over) table.append(element('div', `cal-over ${over.won ? 'cal-won' : 'cal-lost'}`, over.text));

  const opponent = opponentSide(view);
  if (opponent) {
    const live = lastOpponentMove(response.game_id, response.version, view, opponent);
    const section = element('section', 'cal-side cal-opponent');
    section.append(sideTitle(opponent, opponent.role === 'opponent' ? 'Opponent' : 'Seat'), drawSide(opponent, null, 'opp-'));
    table.append(section, element('div', 'cal-last-move', live ? `Last opponent move: ${live.text}` : 'The opponent has not moved yet.'));
    const towers = drawTowers(view, ctx, true);
    table.append(towers);
    for (const place of live?.places ?? []) table.querySelector(`[data-place="${place}"]`)?.classList.add('cal-recent');
  } else {
    table.append(drawTowers(view, ctx, false));
  }
  const spectatorSide = view.viewerSeat === null ? view.sides[0] : null;
  const side = me ?? spectatorSide;
  if (side) {
    const section = element('section', 'cal-side cal-mine');
    section.append(sideTitle(side, me && double ? 'You' : double ? 'Seat' : 'Your cards'), drawSide(side, ctx, ''));
    table.append(section);
  }
  if (ctx) table.append(tools(ctx, moves));
}

function drawTowers(view: CaliforniaView, ctx: PlayContext | null, showOwners: boolean): HTMLElement {
  const row = element('div', 'cal-towers');
  for (const tower of view.towers) row.append(drawTower(tower, ctx, showOwners));
  return row;
}

function sideTitle(side: CaliforniaView['sides'][number], who: string): HTMLElement {
  const seat = side.role === 'player' && who === 'Your cards' ? '' : ` (${side.letter})`;
  const redeals = side.redealsLeft === 'unlimited' ? 'unlimited redeals' : `${side.redealsLeft} redeal${side.redealsLeft === 1 ? '' : 's'} left`;
  const text = `${who}${seat} · ${side.placed}/52 on the towers · score ${side.score} · deck ${side.deck.count} · ${redeals}`;
  return element('h3', 'cal-side-title', text);
}

function overText(view: CaliforniaView): { text: string; won: boolean } | null {
  if (view.status !== 'over') return null;
  const reason = view.endReason ?? view.outcome ?? 'the game is over';
  if (view.mode === 'single') return { text: `Game over: ${reason}. Score ${view.score}.`, won: view.outcome === 'won' };
  if (view.viewerSeat === null || view.winner === null) return { text: `Race over: ${reason}.`, won: false };
  const won = view.winner === view.viewerSeat;
  return { text: `${won ? 'You won the race' : 'You lost the race'}: ${reason}.`, won };
}

/** Stack-run buttons, the legal-moves list and resign. */
function tools(ctx: PlayContext, moves: MoveIndex): HTMLElement {
  const bar = element('div', 'cal-tools');
  for (const run of moves.runs) {
    const button = element('button', 'cal-run', `Move run ${run.command.slice(6).replace(' ', ' → ')}`) as HTMLButtonElement;
    button.title = run.description;
    button.dataset.command = run.command;
    button.addEventListener('click', () => ctx.host.act(run.command));
    bar.append(button);
  }
  const list = element('details', 'cal-moves') as HTMLDetailsElement;
  list.open = movesOpen;
  list.addEventListener('toggle', () => { movesOpen = list.open; });
  list.append(element('summary', '', `Legal moves (${moves.targets.size > 0 || moves.deckCommand || moves.runs.length ? 'click one' : 'none'})`));
  const view = element('div', 'cal-move-list');
  for (const [from, targets] of moves.targets) {
    for (const to of targets) view.append(moveButton(ctx, `move ${from} ${to}`));
  }
  if (moves.deckCommand) view.append(moveButton(ctx, moves.deckCommand));
  list.append(view);
  const resign = element('button', 'cal-resign', resignArmed ? 'Really resign?' : 'Resign') as HTMLButtonElement;
  resign.addEventListener('click', () => {
    if (resignArmed) { resignArmed = false; ctx.host.act('resign'); return; }
    resignArmed = true;
    resign.textContent = 'Really resign?';
    ctx.host.say('Click again to resign.');
  });
  bar.append(list, element('span', 'cal-keys', 'Keys: d draw · w waste card · 1-4 stack tops · with Shift: another place'), resign);
  return bar;
}

function moveButton(ctx: PlayContext, command: string): HTMLElement {
  const button = element('button', 'cal-move', command);
  // The page puts the focus back on the same button after the redraw by this attribute.
  button.dataset.command = command;
  button.addEventListener('click', () => ctx.host.act(command));
  return button;
}

/** d: the deck; w: the waste card; 1-4: a stack's top card; with shift, the other place (Enter on a focused card plays it too). */
function onKey(event: KeyboardEvent, response: BoardResponse, host: BoardHost): boolean {
  const view = viewOf(response);
  const me = mySide(view);
  if (!me || response.status !== 'playing' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const moves = indexMoves(view);
  if (event.key === 'd') {
    if (moves.deckCommand) host.act(moves.deckCommand);
    return true;
  }
  const stack = /^Digit([1-4])$/.exec(event.code);
  const from = event.code === 'KeyW' ? 'waste' : stack ? `s${stack[1]}` : null;
  if (!from) return false;
  const card = from === 'waste' ? me.waste.top : me.stacks.find((pile) => pile.id === from)?.cards.at(-1);
  if (!card) return true;
  sendCardMove({ host, moves, double: view.mode === 'double' }, `${event.shiftKey ? 'alt' : 'play'} ${card.card}`, card.label, from);
  return true;
}

export const board: GameBoard = { render, onKey, css: CALIFORNIA_CSS };
