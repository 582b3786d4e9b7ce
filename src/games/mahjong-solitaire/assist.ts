/**
 * The two helps that read the hidden faces: hint (asks the solver) and
 * shuffle (rearranges the remaining tiles so they can still be cleared).
 * Both only ever name free tiles, whose faces the player already sees.
 */
import { err, ok } from '../game.ts';
import { Random } from '../shared/random.ts';
import { likeliestPair, matchablePairs, pairText } from './queries.ts';
import { arrangeSolvable, type Pair } from './deal.ts';
import { isFree, presentTiles } from './layout.ts';
import { settle, type Step } from './settle.ts';
import { HINT_COST, SHUFFLE_COST, score, shufflesLeft } from './scoring.ts';
import { solve } from './solver.ts';
import type { MahjongState } from './state.ts';

interface Advice {
  pair: Pair;
  /** A clearing order that starts with `pair`, when one is known. */
  plan: Pair[] | null;
  /** Said after the pair when the pair comes without a guarantee. */
  caveat: string;
}

/** The known plan if it still fits the board, else a fresh search, else the likeliest-looking pair. */
export function advise(state: MahjongState): Advice | null {
  const plan = state.plan;
  if (plan && plan.length > 0 && isFree(state.faces, plan[0]![0]) && isFree(state.faces, plan[0]![1])) {
    return { pair: plan[0]!, plan, caveat: '' };
  }
  const result = solve(state.faces);
  if (result.status === 'solved') return { pair: result.order[0]!, plan: result.order, caveat: '' };
  const pair = likeliestPair(state.faces);
  if (!pair) return null;
  const caveat =
    result.status === 'unsolvable'
      ? ' No pair keeps this board clearable any more; this one opens up the most.'
      : ' The solver could not settle this board quickly, so this is the pair that opens up the most, without a guarantee.';
  return { pair, plan: null, caveat };
}

export function hint(state: MahjongState): Step {
  if (state.hint) {
    return ok({ state, message: `Hint (repeated, free): match ${pairText(state.hint)} (${state.faces[state.hint[0]]}).` });
  }
  if (matchablePairs(state.faces).length === 0) {
    return ok({ state, message: `No pair can be matched now, so there is no hint (no charge): 'shuffle' (${shufflesLeft(state)} left) or 'resign'.` });
  }
  const advice = advise(state)!;
  const next: MahjongState = {
    ...state,
    plan: advice.plan,
    hint: advice.pair,
    points: state.points - HINT_COST,
    hintsUsed: state.hintsUsed + 1,
  };
  return ok({
    state: next,
    message: `Hint: match ${pairText(advice.pair)} (${state.faces[advice.pair[0]]}). -${HINT_COST} (score ${score(next)}).${advice.caveat}`,
  });
}

export function shuffle(state: MahjongState): Step {
  if (shufflesLeft(state) <= 0) {
    const pairs = matchablePairs(state.faces);
    const what = pairs.length > 0 ? `match a pair (for example 'match ${pairText(pairs[0]!)}')` : "'resign'";
    return err(`No shuffles left (3 per game). You can ${what}.`);
  }
  const random = new Random(state.rng);
  const positions = presentTiles(state.faces);
  const faces = positions.map((tile) => state.faces[tile]!);
  const arranged = arrangeSolvable(positions, faces, random);
  let newFaces: MahjongState['faces'];
  let how: string;
  if (arranged) {
    newFaces = arranged.faces;
    how = 'into an arrangement that can still be cleared';
  } else {
    // No clearable arrangement was found (some leftover shapes have none): deal them at random.
    newFaces = state.faces.slice();
    random.shuffle(faces).forEach((face, i) => (newFaces[positions[i]!] = face));
    how = 'at random: no arrangement that can still be cleared was found, so the board may not clear';
  }
  const shuffled: MahjongState = {
    ...state,
    faces: newFaces,
    plan: arranged ? arranged.order : null,
    rng: random.save(),
    points: state.points - SHUFFLE_COST,
    shufflesUsed: state.shufflesUsed + 1,
    hint: null,
    selected: null,
  };
  const said = `Shuffled the ${positions.length} remaining tiles ${how}. -${SHUFFLE_COST} (${shufflesLeft(shuffled)} shuffle${shufflesLeft(shuffled) === 1 ? '' : 's'} left).`;
  return ok(settle(shuffled, said));
}
