/** Hand-built California positions for the tests. */
import { fullDeck, parseCard } from '../../../src/games/shared/cards.ts';
import { californiaDouble, californiaSolitaire, type CaliforniaState } from '../../../src/games/california-solitaire/index.ts';
import type { ApplyContext } from '../../../src/games/game.ts';
import { isSideStuck } from '../../../src/games/california-solitaire/search.ts';
import { TOWER_SUITS, type RedealOption } from '../../../src/games/california-solitaire/state.ts';

export interface SideSpec {
  stacks?: string[][];
  waste?: string[];
  /** Bottom first: the last card is drawn first. Left out: every card not used elsewhere, in deck order. */
  deck?: string[];
}

/** A tower card: 'As', or [card, owner seat, log index that placed it]. */
export type TowerCard = string | [string, number, number];

export interface Spec {
  double?: boolean;
  redeals?: RedealOption;
  sides: SideSpec[];
  towers?: Record<string, TowerCard[]>;
  commandCount?: number;
}

const card = (text: string) => {
  const parsed = parseCard(text);
  if (!parsed) throw new Error(`bad card ${text}`);
  return parsed;
};

export function build(spec: Spec): CaliforniaState {
  const double = spec.double ?? false;
  const towerCount = double ? 8 : 4;
  const towers = Array.from({ length: towerCount }, (_, i) => ({
    suit: TOWER_SUITS[i % 4]!, cards: [] as string[], owners: [] as number[], placedAt: [] as number[],
  }));
  for (const [name, cards] of Object.entries(spec.towers ?? {})) {
    const tower = towers[Number(name.slice(1)) - 1]!;
    for (const entry of cards) {
      const [text, owner, at] = typeof entry === 'string' ? [entry, 0, 0] : entry;
      tower.cards.push(card(text));
      tower.owners.push(owner);
      tower.placedAt.push(at);
    }
  }
  const sides = spec.sides.map((sideSpec, seat) => {
    const stacks = (sideSpec.stacks ?? [[], [], [], []]).map((stack) => stack.map(card));
    while (stacks.length < 4) stacks.push([]);
    const waste = (sideSpec.waste ?? []).map(card);
    const onTowers = towers.flatMap((tower) => tower.cards.filter((_, i) => tower.owners[i] === seat));
    const used = new Set([...stacks.flat(), ...waste, ...onTowers]);
    const deck = sideSpec.deck ? sideSpec.deck.map(card) : fullDeck().filter((c) => !used.has(c));
    return { deck, waste, stacks, redealsUsed: 0, placed: onTowers.length, actions: 0 };
  });
  const state: CaliforniaState = {
    mode: double ? 'double' : 'single',
    options: { redeals: spec.redeals ?? '0' },
    sides,
    towers,
    status: 'playing',
    outcome: null,
    winner: null,
    endReason: null,
    commandCount: spec.commandCount ?? 0,
    stuck: [],
  };
  state.stuck = sides.map((_, seat) => isSideStuck(state, seat));
  return state;
}

export function gameOf(state: CaliforniaState) {
  return state.mode === 'double' ? californiaDouble : californiaSolitaire;
}

export function act(state: CaliforniaState, command: string, ctx: Partial<ApplyContext<CaliforniaState>> = {}) {
  return gameOf(state).apply(state, command, { seat: 0, now: 0, ...ctx });
}

/** Applies a command that must be accepted; returns the new state and message. */
export function must(state: CaliforniaState, command: string, ctx: Partial<ApplyContext<CaliforniaState>> = {}) {
  const result = act(state, command, ctx);
  if (!result.ok) throw new Error(`'${command}' was rejected: ${result.error}`);
  return result.value;
}

/** The error of a command that must be rejected; checks the state did not change. */
export function refused(state: CaliforniaState, command: string, ctx: Partial<ApplyContext<CaliforniaState>> = {}): string {
  const before = JSON.stringify(state);
  const result = act(state, command, ctx);
  if (result.ok) throw new Error(`'${command}' was accepted: ${result.value.message}`);
  if (JSON.stringify(state) !== before) throw new Error(`'${command}' changed the state`);
  return result.error;
}

/** Every card of every side exactly once across its piles and its tower cards. */
export function cardsOfSide(state: CaliforniaState, seat: number): string[] {
  const side = state.sides[seat]!;
  const onTowers = state.towers.flatMap((tower) => tower.cards.filter((_, i) => tower.owners[i] === seat));
  return [...side.deck, ...side.waste, ...side.stacks.flat(), ...onTowers];
}
