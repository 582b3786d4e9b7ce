/**
 * The text board. Piles read bottom to top (the last card is the top one).
 * The deck shows only its size: its order stays hidden, even from its owner.
 */
import { formatCard, SUIT_SYMBOLS } from '../shared/cards.ts';
import type { Seat, Viewer } from '../game.ts';
import { seatScore } from './scoring.ts';
import { redealsLeft, seatLetter, topOf, type CaliforniaState } from './state.ts';

const OWNER_MARKS = ['ᴬ', 'ᴮ'];

function redealText(state: CaliforniaState, seat: Seat): string {
  const left = redealsLeft(state, seat);
  return left === Infinity ? 'unlimited' : String(left);
}

function sideLines(state: CaliforniaState, seat: Seat, title: string): string[] {
  const side = state.sides[seat]!;
  const waste = topOf(side.waste);
  return [
    `${title} · score ${seatScore(state, seat)} · ${side.placed} of 52 cards on the towers · ${side.actions} actions`,
    'Stacks (bottom to top):',
    ...side.stacks.map((stack, i) => `  s${i + 1}: ${stack.length ? stack.map(formatCard).join(' ') : '(empty)'}`),
    `Waste: ${waste ? formatCard(waste) : '(empty)'} (${side.waste.length} card${side.waste.length === 1 ? '' : 's'})   ` +
      `Deck: ${side.deck.length} card${side.deck.length === 1 ? '' : 's'}   Redeals left: ${redealText(state, seat)}`,
  ];
}

function towerLinesSingle(state: CaliforniaState): string {
  return 'Towers: ' + state.towers.map((tower, i) => {
    const top = topOf(tower.cards);
    return `f${i + 1} ${SUIT_SYMBOLS[tower.suit]} ${top ? `${formatCard(top)}${tower.cards.length === 13 ? ' (complete)' : ''}` : '—'}`;
  }).join('   ');
}

function towerLinesDouble(state: CaliforniaState): string[] {
  return [
    'Towers (each card marked with its owner, ᴬ seat A or ᴮ seat B):',
    ...state.towers.map((tower, i) => {
      const cards = tower.cards.map((card, k) => formatCard(card) + OWNER_MARKS[tower.owners[k]!]).join(' ');
      return `  f${i + 1} ${SUIT_SYMBOLS[tower.suit]}: ${cards || '—'}${tower.cards.length === 13 ? '  (complete)' : ''}`;
    }),
  ];
}

export function renderBoard(state: CaliforniaState, viewer: Viewer): string {
  const lines: string[] = [];
  if (state.mode === 'single') {
    lines.push('California Solitaire', towerLinesSingle(state), ...sideLines(state, 0, 'You'));
  } else {
    const me = viewer === 'spectator' ? null : viewer;
    lines.push(`California Double · ${me === null ? 'spectating' : `you are seat ${seatLetter(me)}`} · first to place all 52 of their cards wins`);
    lines.push(...towerLinesDouble(state));
    const order = me === null ? [0, 1] : [me, 1 - me];
    for (const seat of order) {
      const who = me === null ? `Seat ${seatLetter(seat)}` : seat === me ? `You (seat ${seatLetter(seat)})` : `Opponent (seat ${seatLetter(seat)})`;
      lines.push('', ...sideLines(state, seat, who));
    }
  }
  if (state.status === 'over') lines.push('', `Game over: ${state.endReason}.`);
  return lines.join('\n');
}
