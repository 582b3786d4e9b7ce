/**
 * After the game: could the board still have been cleared, and when did the
 * player's line lose that? Every deal can be cleared (it is proven before it
 * is dealt). A match only removes tiles, so once a board cannot be cleared
 * no later match makes it clearable again: between two shuffles the
 * positions of the line are clearable up to some move and never after it,
 * and a binary search finds that move with a few solver calls. A shuffle
 * rearranges the tiles into a clearable board when it can, so the search
 * runs in the last stretch between shuffles whose first board could be
 * cleared. Pure and slow (seconds on a hard game), so the camp runs it in
 * a worker thread (hindsight-worker.ts).
 */
import type { Hindsight, LoggedCommand } from '../game.ts';
import { replayClears } from './deal.ts';
import { tilesLeft } from './queries.ts';
import { applyCommand } from './rules.ts';
import { solve } from './solver.ts';
import { setup, type MahjongState } from './state.ts';

/**
 * Search nodes per board asked about: a node costs up to about 100 µs, and
 * a game asks about a dozen boards at most, so a hard game takes seconds.
 */
export const HINDSIGHT_NODE_BUDGET = 10_000;

export interface LineQuestion {
  seed: string;
  log: readonly LoggedCommand[];
}

type Clearable = 'yes' | 'no' | 'unknown';

/** The boards of the player's line: index 0 is the deal, index k the board after move k. */
export function lineOf(seed: string, log: readonly LoggedCommand[]): MahjongState[] {
  const states = [setup({}, seed)];
  for (const entry of log) {
    const applied = applyCommand(states[states.length - 1]!, entry.command);
    if (!applied.ok) throw new Error(`hindsight: logged command '${entry.command}' was rejected: ${applied.error}`);
    states.push(applied.value.state);
  }
  return states;
}

export function lineHindsight({ seed, log }: LineQuestion, budget = HINDSIGHT_NODE_BUDGET): Hindsight {
  const states = lineOf(seed, log);
  const last = states.length - 1;
  const final = states[last]!;
  const facts = {
    clearable_at_start: true,
    last_clearable_move: null as number | null,
    first_unclearable_move: null as number | null,
    solver_calls: 0,
  };
  if (final.outcome === 'won') return { text: 'The deal could be cleared, and you cleared it.', facts: { ...facts, last_clearable_move: last } };

  const known = new Map<number, Clearable>();
  const clearable = (index: number): Clearable => {
    let answer = known.get(index);
    if (answer === undefined) {
      answer = clearableNow(states[index]!, budget, () => facts.solver_calls++);
      known.set(index, answer);
    }
    return answer;
  };
  const moveName = (move: number) => `move ${move} (${log[move - 1]!.command})`;
  const after = (move: number) => (move === 0 ? 'before your first move' : `after your move ${move}`);

  // Stretches between shuffles, last first: [first board, last board].
  const starts = [0, ...states.flatMap((state, i) => (i > 0 && state.shufflesUsed > states[i - 1]!.shufflesUsed ? [i] : []))];
  for (let s = starts.length - 1; s >= 0; s--) {
    const from = starts[s]!;
    const to = s + 1 < starts.length ? starts[s + 1]! - 1 : last;
    const first = clearable(from);
    if (first === 'no') continue;
    if (first === 'unknown') break;
    const end = clearable(to);
    if (end === 'yes' && to === last) {
      return {
        text: `The deal could be cleared, and the board could still be cleared when you ${final.outcome === 'resigned' ? 'resigned' : 'stopped'} (${after(last)}).`,
        facts: { ...facts, last_clearable_move: last },
      };
    }
    if (end === 'yes') {
      return {
        text: `The deal could be cleared. It could still be cleared ${after(to)}; your ${moveName(to + 1)} left a board that could not be cleared, and so it stayed.`,
        facts: { ...facts, last_clearable_move: to, first_unclearable_move: to + 1 },
      };
    }
    // lo: a board known clearable; hi: the first board known not to be (past the stretch while unknown).
    let lo = from;
    let hi = end === 'no' ? to : to + 1;
    let hiKnown = end === 'no';
    let stopped = false;
    while (hi - lo > 1 && !stopped) {
      const mid = (lo + hi) >> 1;
      const answer = clearable(mid);
      if (answer === 'yes') lo = mid;
      else if (answer === 'no') [hi, hiKnown] = [mid, true];
      else stopped = true;
    }
    if (hiKnown && !stopped) {
      return {
        text: `The deal could be cleared. It could still be cleared ${after(lo)}; from your ${moveName(hi)} on it could not.`,
        facts: { ...facts, last_clearable_move: lo, first_unclearable_move: hi },
      };
    }
    return {
      text: `The deal could be cleared. It could still be cleared ${after(lo)}; the solver could not settle the boards after that within its budget.`,
      facts: { ...facts, last_clearable_move: lo },
    };
  }
  return { text: 'The deal could be cleared; the solver could not settle when your game lost that within its budget.', facts };
}

/** Whether this board can be cleared: a known plan that still clears it, else the solver. */
function clearableNow(state: MahjongState, budget: number, counted: () => void): Clearable {
  if (tilesLeft(state.faces) === 0) return 'yes';
  if (state.plan && replayClears(state.faces, state.plan)) return 'yes';
  counted();
  const result = solve(state.faces, budget);
  return result.status === 'solved' ? 'yes' : result.status === 'unsolvable' ? 'no' : 'unknown';
}
