import { mahjongSolitaire as game } from '../../../src/games/mahjong-solitaire/index.ts';
import { POSITIONS, TILE_COUNT } from '../../../src/games/mahjong-solitaire/layout.ts';
import type { MahjongState } from '../../../src/games/mahjong-solitaire/state.ts';
import { matchablePairs } from '../../../src/games/mahjong-solitaire/queries.ts';
import { Random } from '../../../src/games/shared/random.ts';

export { game };

export const ctx = { seat: 0, now: 0 };

/** Index of the tile at (x, y, z); throws in a test when there is none. */
export function at(x: number, y: number, z: number): number {
  const index = POSITIONS.findIndex((p) => p.x === x && p.y === y && p.z === z);
  if (index < 0) throw new Error(`no tile at ${x} ${y} ${z}`);
  return index;
}

export function apply(state: MahjongState, command: string): MahjongState {
  const result = game.apply(state, command, ctx);
  if (!result.ok) throw new Error(`${command}: ${result.error}`);
  return result.value.state;
}

export function rejected(state: MahjongState, command: string): string {
  const result = game.apply(state, command, ctx);
  if (result.ok) throw new Error(`${command} was accepted: ${result.value.message}`);
  return result.error;
}

/** A playing state whose board holds exactly the given faces (index -> face); everything else removed. */
export function board(faces: Record<number, string>, base?: MahjongState): MahjongState {
  const start = base ?? game.setup({}, 'hand-built');
  const all: (string | null)[] = Array(TILE_COUNT).fill(null);
  for (const [index, face] of Object.entries(faces)) all[Number(index)] = face;
  return { ...start, faces: all, plan: null };
}

/** Plays random legal matches (no hints or shuffles) until stuck or done; returns every state met. */
export function randomPlay(seed: string, maxMoves = 200): MahjongState[] {
  const random = Random.fromSeed(`play:${seed}`);
  let state = game.setup({}, seed);
  const states = [state];
  for (let i = 0; i < maxMoves && state.status === 'playing'; i++) {
    const pairs = matchablePairs(state.faces);
    if (pairs.length === 0) break;
    const [a, b] = pairs[random.int(pairs.length)]!;
    state = apply(state, `match t${a + 1} t${b + 1}`);
    states.push(state);
  }
  return states;
}
