/**
 * Test support: build a position from a readable description, and play
 * random legal commands through the public definition.
 */
import type { Result, Applied } from '../../../src/games/game.ts';
import { fullDeck, parseCard, makeCard, SUITS, type Card } from '../../../src/games/shared/cards.ts';
import { Random } from '../../../src/games/shared/random.ts';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { moveCommand } from '../../../src/games/solitaire/hints.ts';
import { legalCardMoves } from '../../../src/games/solitaire/rules.ts';
import type { DrawMode, ScoringMode, SolitaireState } from '../../../src/games/solitaire/state.ts';

function cards(text: string | undefined): Card[] {
  if (!text) return [];
  return text.split(/\s+/).filter(Boolean).map((word) => {
    const card = parseCard(word.replace(/[()]/g, ''));
    if (!card) throw new Error(`bad card ${word}`);
    return card;
  });
}

export interface PositionDescription {
  draw?: DrawMode;
  scoring?: ScoringMode;
  /** Up to 7 piles, bottom to top; face-down cards in parentheses: '(4c) (9d) 7h 6s'. */
  tableau?: string[];
  /** How many cards each foundation holds (f1 ♠, f2 ♥, f3 ♦, f4 ♣), Ace up. */
  foundations?: [number, number, number, number];
  /** Next card drawn first. */
  stock?: string;
  /** Bottom to top. */
  waste?: string;
  wasteFan?: number;
  points?: number;
  actions?: number;
  recycles?: number;
  /** Multiplier scoring's game clock (ms since the epoch); none by default. */
  clock?: { startedAt: number; lastActionAt: number };
}

/** A playing state exactly as described (it need not hold all 52 cards). */
export function position(desc: PositionDescription): SolitaireState {
  const tableau = Array.from({ length: 7 }, (_, index) => {
    const words = (desc.tableau?.[index] ?? '').split(/\s+/).filter(Boolean);
    return {
      down: cards(words.filter((word) => word.startsWith('(')).join(' ')),
      up: cards(words.filter((word) => !word.startsWith('(')).join(' ')),
    };
  });
  const heights = desc.foundations ?? [0, 0, 0, 0];
  const waste = cards(desc.waste);
  return {
    draw: desc.draw ?? 1,
    scoring: desc.scoring ?? 'standard',
    tableau,
    foundations: SUITS.map((suit, index) => Array.from({ length: heights[index]! }, (_, rank) => makeCard(rank + 1, suit))),
    stock: cards(desc.stock).reverse(),
    waste,
    wasteFan: desc.wasteFan ?? Math.min(waste.length, desc.draw === 3 ? 3 : 1),
    points: desc.points ?? 0,
    actions: desc.actions ?? 0,
    recycles: desc.recycles ?? 0,
    status: 'playing',
    outcome: null,
    winBonus: 0,
    selection: null,
    clock: desc.clock ?? null,
  };
}

export const ctx = { seat: 0, now: 0 };

export function apply(state: SolitaireState, command: string): Result<Applied<SolitaireState>> {
  return solitaire.apply(state, command, ctx);
}

/** Applies a command that must be accepted; returns the new state and message. */
export function play(state: SolitaireState, command: string): { state: SolitaireState; message: string } {
  const result = apply(state, command);
  if (!result.ok) throw new Error(`'${command}' was rejected: ${result.error}`);
  return result.value;
}

/** Applies a command that must be accepted, accepted at `now` (ms since the epoch). */
export function playAt(state: SolitaireState, command: string, now: number): { state: SolitaireState; message: string } {
  const result = solitaire.apply(state, command, { seat: 0, now });
  if (!result.ok) throw new Error(`'${command}' was rejected: ${result.error}`);
  return result.value;
}

/** Applies commands in order (all must be accepted). */
export function playAll(state: SolitaireState, commands: string[]): SolitaireState {
  return commands.reduce((current, command) => play(current, command).state, state);
}

/** Rejected, with the error text. */
export function rejected(state: SolitaireState, command: string): string {
  const result = apply(state, command);
  if (result.ok) throw new Error(`'${command}' was accepted: ${result.value.message}`);
  return result.error;
}

export function allCards(state: SolitaireState): Card[] {
  return [
    ...state.stock,
    ...state.waste,
    ...state.foundations.flat(),
    ...state.tableau.flatMap((pile) => [...pile.down, ...pile.up]),
  ];
}

export function sortedDeck(): Card[] {
  return fullDeck().sort();
}

/** The commands a random player may send: every legal card move plus draw or recycle. */
export function legalCommands(state: SolitaireState): string[] {
  const commands = legalCardMoves(state).map((move) => moveCommand(state, move));
  if (state.stock.length > 0) commands.push('draw');
  else if (state.waste.length > 0) commands.push('recycle');
  return commands;
}

/**
 * A random game from `seed`: up to `steps` legal commands (with an occasional
 * 'auto'), stopping when the game ends. Deterministic in its arguments.
 */
export function randomPlayout(seed: string, steps: number, options: Record<string, unknown> = {}) {
  const parsed = solitaire.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error);
  let state = solitaire.setup(parsed.value, seed);
  const initial = state;
  const random = Random.fromSeed(`playout:${seed}`);
  const log: string[] = [];
  for (let step = 0; step < steps && state.status === 'playing'; step++) {
    const commands = legalCommands(state);
    if (commands.length === 0) break;
    const command = random.int(10) === 0 ? 'auto' : commands[random.int(commands.length)]!;
    state = play(state, command).state;
    log.push(command);
  }
  return { initial, state, log };
}
