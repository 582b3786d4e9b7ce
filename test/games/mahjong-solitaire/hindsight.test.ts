/**
 * Mahjong's hindsight over careless lines that shuffle once when stuck: the move
 * it names is the last after which the board could be cleared, and no later
 * board of the line could be (a shuffle in between included), as the solver
 * confirms board by board.
 */
import { describe, expect, it } from 'vitest';
import type { LoggedCommand } from '../../../src/games/game.ts';
import { lineHindsight, lineOf } from '../../../src/games/mahjong-solitaire/hindsight.ts';
import { mahjongSolitaire } from '../../../src/games/mahjong-solitaire/index.ts';
import { tileId } from '../../../src/games/mahjong-solitaire/layout.ts';
import { matchablePairs } from '../../../src/games/mahjong-solitaire/queries.ts';
import { solve } from '../../../src/games/mahjong-solitaire/solver.ts';
import { pickFrom } from '../../support/records.ts';

/** Random free pairs; when none is left, one shuffle, and a resignation the next time. */
function shufflingLine(seed: string, pickSeed: number): LoggedCommand[] {
  const pick = pickFrom(pickSeed);
  let state = mahjongSolitaire.setup({}, seed);
  const log: LoggedCommand[] = [];
  while (state.status === 'playing') {
    const pairs = matchablePairs(state.faces);
    const command = pairs.length > 0 ? `match ${pick(pairs).map(tileId).join(' ')}` : state.shufflesUsed < 1 ? 'shuffle' : 'resign';
    const applied = mahjongSolitaire.apply(state, command, { seat: 0, now: 0 });
    if (!applied.ok) throw new Error(applied.error);
    state = applied.value.state;
    log.push({ seat: 0, command, acceptedAt: 0 });
  }
  return log;
}

const clearable = (faces: Parameters<typeof solve>[0]) => solve(faces, 100_000).status;

describe('Mahjong hindsight', () => {
  it.each([['hs-4', 1], ['hs-5', 3], ['hs-8', 1]] as const)('names the last clearable board of %s\'s line (picks %i), after its shuffle', (seed, pickSeed) => {
    const log = shufflingLine(seed, pickSeed);
    const line = lineOf(seed, log);
    const shuffledAt = log.findIndex((entry) => entry.command === 'shuffle') + 1;
    expect(shuffledAt).toBeGreaterThan(0);
    expect(line[line.length - 1]!.outcome).toBe('resigned');
    // Stuck before the shuffle, clearable again after it: clearability is not monotone over the whole line.
    expect(clearable(line[shuffledAt - 1]!.faces)).toBe('unsolvable');

    const hindsight = lineHindsight({ seed, log });
    const last = hindsight.facts.last_clearable_move as number;
    expect(last).toBeGreaterThanOrEqual(shuffledAt);
    expect(hindsight.facts.first_unclearable_move).toBe(last + 1);
    expect(hindsight.text).toBe(
      `The deal could be cleared. It could still be cleared after your move ${last}; from your move ${last + 1} (${log[last]!.command}) on it could not.`);
    expect(clearable(line[last]!.faces)).toBe('solved');
    for (let move = last + 1; move < line.length; move++) expect(clearable(line[move]!.faces), `after move ${move}`).toBe('unsolvable');
  });
});
