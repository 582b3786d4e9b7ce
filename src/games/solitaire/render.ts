/**
 * The text board, compact for an agent. Face-down cards show as [##] and the
 * stock only as a count while the game is playing; once it is over the
 * hidden cards are shown in parentheses.
 */
import { revealsHidden, type Drawing } from '../game.ts';
import { SUITS, SUIT_SYMBOLS, formatCard } from '../shared/cards.ts';
import { describeCards, movesFrom } from './rules.ts';
import { multiplierBadge } from './multiplier-text.ts';
import { displayedScore } from './scoring.ts';
import { hasProductiveMove } from './stuck.ts';
import { placeName, top, visibleCards, type SolitaireState } from './state.ts';

export const NO_PRODUCTIVE_MOVE_WARNING =
  'No productive move is left: no card can reach a foundation, no face-down card can be turned over, and no stock or waste card can be played in a full pass. You can resign.';

function header(state: SolitaireState): string {
  const parts = [`Klondike, draw ${state.draw}`];
  const badge = multiplierBadge(state);
  parts.push(badge === null ? 'standard scoring' : `multiplier scoring ${badge}`);
  parts.push(`score ${displayedScore(state)}`, `${state.actions} action${state.actions === 1 ? '' : 's'}`);
  if (state.recycles > 0) parts.push(`${state.recycles} recycle${state.recycles === 1 ? '' : 's'}`);
  if (state.status === 'over') parts.push(state.outcome === 'won' ? 'GAME OVER: won' : 'GAME OVER: resigned');
  return parts.join(' | ');
}

/** The waste cards lying fanned out (draw 3) or the top card (draw 1); the last is playable. */
export function fannedWaste(state: SolitaireState): string[] {
  const shown = state.waste.slice(state.waste.length - (state.draw === 3 ? state.wasteFan : Math.min(1, state.waste.length)));
  return shown.map(formatCard);
}

function stockAndWaste(state: SolitaireState, reveal: boolean): string {
  const stock = reveal && state.stock.length > 0
    ? `Stock (${state.stock.length}, next first): ${[...state.stock].reverse().map(formatCard).join(' ')}`
    : `Stock: ${state.stock.length} card${state.stock.length === 1 ? '' : 's'}`;
  if (state.waste.length === 0) return `${stock} | Waste: empty`;
  const shown = fannedWaste(state);
  const hiddenBelow = state.waste.length - shown.length;
  const below = hiddenBelow > 0 ? ` (+${hiddenBelow} below)` : '';
  return `${stock} | Waste: ${shown.join(' ')}${below}; playable: ${formatCard(top(state.waste)!)}`;
}

function foundations(state: SolitaireState): string {
  const parts = state.foundations.map((pile, index) => {
    const card = top(pile);
    return `f${index + 1} ${SUIT_SYMBOLS[SUITS[index]!]} ${card ? formatCard(card) : '--'}`;
  });
  return `Foundations: ${parts.join(' | ')}`;
}

function tableauLine(state: SolitaireState, index: number, reveal: boolean): string {
  const pile = state.tableau[index]!;
  const down = pile.down.map((card) => (reveal ? `(${formatCard(card)})` : '[##]'));
  const cards = [...down, ...pile.up.map(formatCard)];
  return `t${index + 1}: ${cards.length > 0 ? cards.join(' ') : '(empty)'}`;
}

export function selectionText(state: SolitaireState): string | null {
  const selection = state.selection;
  if (!selection) return null;
  const cards = visibleCards(state, selection.place);
  const picked = selection.count === null ? `${placeName(selection.place)} (the run that fits)` : `${describeCards(cards.slice(-selection.count))} from ${placeName(selection.place)}`;
  // Only the destinations that take it now are offered, so every one quoted is a legal command.
  const targets = [...new Set(movesFrom(state, selection.place, selection.count).map((move) => (move.to.kind === 'foundation' ? 'f' : placeName(move.to))))];
  if (targets.length === 0) return `Selected: ${picked}. No destination takes it now: send 'deselect', or select another card.`;
  return `Selected: ${picked}. Send a destination (legal now: ${targets.map((target) => `'${target}'`).join(', ')}) or 'deselect'.`;
}

export function renderText(state: SolitaireState, drawing: Drawing = {}): string {
  const over = state.status === 'over';
  const reveal = revealsHidden(over, drawing);
  const lines = [header(state), stockAndWaste(state, reveal), foundations(state)];
  for (let index = 0; index < state.tableau.length; index++) lines.push(tableauLine(state, index, reveal));
  if (!over && !hasProductiveMove(state)) lines.push(`Warning: ${NO_PRODUCTIVE_MOVE_WARNING}`);
  const selection = selectionText(state);
  if (selection) lines.push(selection);
  return lines.join('\n');
}
