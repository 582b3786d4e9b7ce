/**
 * Applying one command. Every function returns a new state (the old one is
 * never touched) or an error that says what was wrong and what would work.
 */
import { err, ok } from '../game.ts';
import { hint, shuffle } from './assist.ts';
import { freeListing, matchablePairs, tilesLeft } from './queries.ts';
import { LEFT, RIGHT, coveringTiles, isFree, tileId } from './layout.ts';
import { parseCommand } from './parse.ts';
import { planAfterMatch } from './plan.ts';
import { settle, type Step } from './settle.ts';
import { POINTS_PER_PAIR, score, shufflesLeft } from './scoring.ts';
import type { MahjongState } from './state.ts';


export function applyCommand(state: MahjongState, text: string): Step {
  const parsed = parseCommand(text);
  if (!parsed.ok) return parsed;
  const command = parsed.value;
  // The camp answers no command once a game is over (the rules say so), so neither does the engine.
  if (state.status === 'over') {
    return err(`The game is over (${state.outcome}, score ${score(state)}). Send 'finish' with a rating and a review.`);
  }
  if (command.kind === 'free') return ok({ state, message: freeListing(state.faces) });
  switch (command.kind) {
    case 'match':
      return match(state, command.first, command.second);
    case 'select':
      return select(state, command.tile);
    case 'hint':
      return hint(state);
    case 'shuffle':
      return shuffle(state);
    case 'resign':
      return ok({
        state: { ...state, status: 'over', outcome: 'resigned', hint: null, selected: null },
        message: `You resigned with ${tilesLeft(state.faces)} tiles left and a score of ${score(state)}.`,
      });
  }
}

/** Why a tile cannot be taken now, or null when it is free. Never names a hidden face. */
export function notFreeReason(state: MahjongState, tile: number): string | null {
  const id = tileId(tile);
  if (state.faces[tile] === null) return `${id} was already removed.`;
  const covering = coveringTiles(state.faces, tile);
  if (covering.length > 0) return `${id} is covered by ${covering.map(tileId).join(' and ')}, so it is not free.`;
  if (!isFree(state.faces, tile)) {
    const side = (tiles: readonly number[]): string => tiles.filter((t) => state.faces[t] !== null).map(tileId).join(' ');
    return `${id} is blocked on both sides (left: ${side(LEFT[tile]!)}, right: ${side(RIGHT[tile]!)}), so it is not free.`;
  }
  return null;
}

function pairsNow(state: MahjongState): string {
  const pairs = matchablePairs(state.faces);
  if (pairs.length === 0) return `No pair can be matched now; 'shuffle' (${shufflesLeft(state)} left) or 'resign'.`;
  return `Pairs you can match now: ${pairs.map(([a, b]) => `${tileId(a)} ${tileId(b)} (${state.faces[a]})`).join(', ')}.`;
}

export function match(state: MahjongState, first: number, second: number): Step {
  if (first === second) return err(`${tileId(first)} was named twice: name two different tiles. ${pairsNow(state)}`);
  for (const tile of [first, second]) {
    const reason = notFreeReason(state, tile);
    if (reason) return err(`${reason} ${pairsNow(state)}`);
  }
  const a = state.faces[first]!;
  const b = state.faces[second]!;
  if (a !== b) {
    return err(
      `${tileId(first)} is ${a} and ${tileId(second)} is ${b}: faces must be the same (any flower matches any flower, any season any season). ${pairsNow(state)}`,
    );
  }
  const faces = state.faces.slice();
  faces[first] = null;
  faces[second] = null;
  const moved: MahjongState = {
    ...state,
    faces,
    plan: planAfterMatch(state.plan, first, second, faces),
    points: state.points + POINTS_PER_PAIR,
    pairsRemoved: state.pairsRemoved + 1,
    hint: null,
    selected: null,
  };
  const said = `Matched ${tileId(first)} and ${tileId(second)} (${a}). +${POINTS_PER_PAIR}.`;
  return ok(settle(moved, said));
}

/** The clickable board's two-step match: pick a tile, then its partner. */
export function select(state: MahjongState, tile: number | null): Step {
  if (tile === null) return ok({ state: { ...state, selected: null }, message: 'Selection cleared.' });
  const reason = notFreeReason(state, tile);
  if (reason) return err(`${reason} Select a free tile. ${pairsNow(state)}`);
  const id = tileId(tile);
  const face = state.faces[tile]!;
  const held = state.selected;
  if (held === tile) return ok({ state: { ...state, selected: null }, message: `Deselected ${id}.` });
  if (held !== null && state.faces[held] === face) return match(state, held, tile);
  const switched = held === null ? '' : `${tileId(held)} (${state.faces[held]}) does not match ${id} (${face}); `;
  return ok({
    state: { ...state, selected: tile },
    message: `${switched}Selected ${id} (${face}). Select a free ${face} to match them, or 'select none'.`,
  });
}
