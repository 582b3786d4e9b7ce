/**
 * What the California boards read from a game response: the view JSON's
 * shape, and the legal moves grouped by the pile they start from, so a click
 * can highlight targets and refuse a misplay before it is sent.
 */
import type { BoardResponse } from '../board.ts';
import type { buildView, SideView } from './view.ts';

export type CaliforniaView = ReturnType<typeof buildView>;
export type TowerView = CaliforniaView['towers'][number];
export type { SideView };

export interface MoveIndex {
  /** Source place ('waste', 's1') to the places a single card move from it may reach. */
  targets: Map<string, string[]>;
  /** Stack-run moves the engine offers: 'hanoi s1 s3' with its description. */
  runs: { command: string; description: string }[];
  /** 'draw', 'redeal' or null when the deck can give nothing more. */
  deckCommand: 'draw' | 'redeal' | null;
}

export function viewOf(response: BoardResponse): CaliforniaView {
  return response.board as CaliforniaView;
}

export function indexMoves(view: CaliforniaView): MoveIndex {
  const index: MoveIndex = { targets: new Map(), runs: [], deckCommand: null };
  for (const move of view.legalMoves) {
    const words = move.command.split(' ');
    if (words[0] === 'move' && words.length === 3) {
      const list = index.targets.get(words[1]!) ?? [];
      list.push(words[2]!);
      index.targets.set(words[1]!, list);
    } else if (words[0] === 'hanoi') {
      index.runs.push(move);
    } else if (move.command === 'draw' || move.command === 'redeal') {
      index.deckCommand = move.command;
    }
  }
  return index;
}

/** The side the viewer plays (the only side in the solo game), or null for a spectator. */
export function mySide(view: CaliforniaView): SideView | null {
  if (view.mode === 'single') return view.sides[0] ?? null;
  return view.sides.find((side) => side.role === 'you') ?? null;
}

export function opponentSide(view: CaliforniaView): SideView | null {
  if (view.mode === 'single') return null;
  return view.sides.find((side) => side.role === 'opponent') ?? view.sides.find((side) => side.role !== 'you') ?? null;
}

/** The place a face-up card of this side is at ('waste', 's2'), or null if it is covered. */
export function placeOfTopCard(side: SideView, card: string): string | null {
  if (side.waste.top?.card === card) return 'waste';
  const stack = side.stacks.find((pile) => pile.cards[pile.cards.length - 1]?.card === card);
  return stack ? stack.id : null;
}
