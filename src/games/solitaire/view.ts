/**
 * The JSON board for the browser: everything the text board shows, plus the
 * command each click sends. Hidden cards are counts only while playing.
 */
import { revealsHidden, type Drawing } from '../game.ts';
import { SUITS, SUIT_SYMBOLS, formatCard, isRed, type Card } from '../shared/cards.ts';
import { movesFrom } from './rules.ts';
import { isoTime } from './multiplier-text.ts';
import { currentMultiplier, displayedScore, nextDropAt } from './scoring.ts';
import { hasProductiveMove } from './stuck.ts';
import { NO_PRODUCTIVE_MOVE_WARNING } from './render.ts';
import { placeName, type SolitaireState } from './state.ts';

export interface CardView {
  code: Card;
  label: string;
  red: boolean;
}

export interface SolitaireView {
  draw: 1 | 3;
  scoring: 'standard' | 'multiplier';
  status: 'playing' | 'over';
  outcome: string | null;
  score: number;
  /** The running total before clamping at 0 (and before any win bonus). */
  points: number;
  winBonus: number;
  /** Multiplier scoring: the multiplier at the last action (null in standard scoring). */
  multiplier: number | null;
  /** When the multiplier next drops by 1 (ISO time), or null: standard scoring, clock not started, or ×1. */
  multiplierDropsAt: string | null;
  /** When the game clock started (the first action), or null. */
  clockStartedAt: string | null;
  actions: number;
  recycles: number;
  stock: { id: 'stock'; count: number; click: string; cards?: CardView[] };
  waste: { id: 'waste'; count: number; fanned: CardView[]; playable: CardView | null };
  foundations: { id: string; suit: string; symbol: string; count: number; top: CardView | null }[];
  tableau: {
    id: string;
    faceDown: number;
    /** Only once the game is over. */
    faceDownCards?: CardView[];
    /** Bottom to top; `select` is the command a click on that card sends. */
    faceUp: (CardView & { select: string })[];
  }[];
  selection: { from: string; count: number | null; targets: string[] } | null;
  warning: string | null;
}

function cardView(code: Card): CardView {
  return { code, label: formatCard(code), red: isRed(code) };
}

function selectionTargets(state: SolitaireState): string[] {
  const selection = state.selection;
  if (!selection) return [];
  return [...new Set(movesFrom(state, selection.place, selection.count).map((move) => placeName(move.to)))];
}

export function buildView(state: SolitaireState, drawing: Drawing = {}): SolitaireView {
  const over = state.status === 'over';
  const reveal = revealsHidden(over, drawing);
  const fan = state.draw === 3 ? state.wasteFan : Math.min(1, state.waste.length);
  const wasteTop = state.waste[state.waste.length - 1];
  const dropAt = nextDropAt(state);
  return {
    draw: state.draw,
    scoring: state.scoring,
    status: state.status,
    outcome: state.outcome,
    score: displayedScore(state),
    points: state.points,
    winBonus: state.winBonus,
    multiplier: currentMultiplier(state),
    multiplierDropsAt: dropAt === null ? null : isoTime(dropAt),
    clockStartedAt: state.scoring === 'multiplier' && state.clock ? isoTime(state.clock.startedAt) : null,
    actions: state.actions,
    recycles: state.recycles,
    stock: {
      id: 'stock',
      count: state.stock.length,
      click: state.stock.length === 0 && state.waste.length > 0 ? 'recycle' : 'draw',
      ...(reveal ? { cards: [...state.stock].reverse().map(cardView) } : {}),
    },
    waste: {
      id: 'waste',
      count: state.waste.length,
      fanned: state.waste.slice(state.waste.length - fan).map(cardView),
      playable: wasteTop ? cardView(wasteTop) : null,
    },
    foundations: state.foundations.map((pile, index) => {
      const top = pile[pile.length - 1];
      const suit = SUITS[index]!;
      return { id: `f${index + 1}`, suit, symbol: SUIT_SYMBOLS[suit], count: pile.length, top: top ? cardView(top) : null };
    }),
    tableau: state.tableau.map((pile, index) => ({
      id: `t${index + 1}`,
      faceDown: pile.down.length,
      ...(reveal ? { faceDownCards: pile.down.map(cardView) } : {}),
      faceUp: pile.up.map((code, at) => ({ ...cardView(code), select: `select t${index + 1} ${pile.up.length - at}` })),
    })),
    selection: state.selection
      ? { from: placeName(state.selection.place), count: state.selection.count, targets: selectionTargets(state) }
      : null,
    warning: !over && !hasProductiveMove(state) ? NO_PRODUCTIVE_MOVE_WARNING : null,
  };
}
