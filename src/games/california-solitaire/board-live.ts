/**
 * The opponent's last move in the race, found by comparing each new response
 * with the one drawn before it (the page feeds the board every streamed
 * state). Remembered per game, so redrawing the same version keeps it.
 */
import type { CaliforniaView, SideView } from './board-model.ts';

export interface OpponentMove {
  /** Element ids to highlight: 'f6', 'opp-s2', 'opp-waste', 'opp-deck'. */
  places: Set<string>;
  /** 'B placed 7♥ on f6' (several, when the opponent moved more than once). */
  text: string;
}

interface Memory {
  gameId: string;
  version: number;
  view: CaliforniaView;
  move: OpponentMove | null;
}

let memory: Memory | null = null;

export function lastOpponentMove(gameId: string, version: number, view: CaliforniaView, opponent: SideView | null): OpponentMove | null {
  const before = memory && memory.gameId === gameId ? memory : null;
  if (before && before.version === version) return before.move;
  let move = before?.move ?? null;
  if (before && version > before.version && opponent) {
    move = compare(before.view, view, opponent) ?? move;
  }
  memory = { gameId, version, view, move };
  return move;
}

function compare(old: CaliforniaView, now: CaliforniaView, opponent: SideView): OpponentMove | null {
  const places = new Set<string>();
  const said: string[] = [];
  const who = opponent.letter;
  now.towers.forEach((tower, i) => {
    const added = tower.cards.slice(old.towers[i]?.cards.length ?? 0).filter((card) => card.owner === opponent.seat);
    if (added.length === 0) return;
    places.add(tower.id);
    said.push(`${who} placed ${added.map((card) => card.label).join(', ')} on ${tower.id}`);
  });
  const before = old.sides[opponent.seat];
  if (!before) return null;
  opponent.stacks.forEach((stack, i) => {
    const was = before.stacks[i]?.cards ?? [];
    const same = was.length === stack.cards.length && was.every((card, k) => card.card === stack.cards[k]!.card);
    if (same) return;
    places.add(`opp-${stack.id}`);
    if (stack.cards.length > was.length) said.push(`${who} moved ${stack.cards[stack.cards.length - 1]!.label} onto ${stack.id}`);
  });
  if (before.waste.count !== opponent.waste.count) places.add('opp-waste');
  if (before.deck.count > opponent.deck.count) {
    places.add('opp-deck');
    said.push(`${who} drew ${opponent.waste.top?.label ?? 'a card'}`);
  } else if (before.deck.count < opponent.deck.count) {
    places.add('opp-deck');
    said.push(`${who} turned the waste over`);
  }
  if (places.size === 0) return null;
  return { places, text: said.length > 0 ? said.join('; ') : `${who} moved` };
}
