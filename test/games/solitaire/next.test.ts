/**
 * `next` never names a command that would be refused: every command it quotes
 * as something to do, in any position a game can reach, applies successfully
 * (and does something, except the free 'moves' listing).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { placeName, type SolitaireState } from '../../../src/games/solitaire/state.ts';
import { isPointless, legalCardMoves } from '../../../src/games/solitaire/rules.ts';
import { apply, play, position, randomPlayout } from './support.ts';

const seeds = fc.string({ minLength: 1, maxLength: 12 });
const modes = fc.record({ draw: fc.constantFrom('1', '3'), scoring: fc.constantFrom('standard', 'multiplier') });

function quotedCommands(state: SolitaireState): string[] {
  return [...solitaire.next(state, 0).matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

function expectEveryQuotedCommandWorks(state: SolitaireState): void {
  const next = solitaire.next(state, 0);
  for (const command of quotedCommands(state)) {
    const result = apply(state, command);
    expect(result.ok, `'${command}' from next "${next}" was refused: ${result.ok ? '' : result.error}`).toBe(true);
    if (result.ok && command !== 'moves') expect(result.value.state, `'${command}' changed nothing`).not.toEqual(state);
  }
}

describe("next's examples", () => {
  it('are all legal now at every step of random games', () => {
    fc.assert(
      fc.property(seeds, modes, fc.integer({ min: 0, max: 150 }), (seed, options, steps) => {
        const { state } = randomPlayout(seed, steps, options);
        if (state.status !== 'playing') return;
        expect(quotedCommands(state).length).toBeGreaterThan(0);
        expectEveryQuotedCommandWorks(state);
      }),
      { numRuns: 150 },
    );
  });

  it('with a card selected, offer only destinations that take it', () => {
    fc.assert(
      fc.property(seeds, modes, fc.integer({ min: 0, max: 120 }), fc.nat(), (seed, options, steps, pick) => {
        const { state } = randomPlayout(seed, steps, options);
        if (state.status !== 'playing') return;
        const moves = legalCardMoves(state).filter((move) => !isPointless(state, move));
        if (moves.length === 0) return;
        const move = moves[pick % moves.length]!;
        // With and without a count: a pile alone selects "the run that fits".
        for (const select of [`select ${placeName(move.from)} ${move.count}`, `select ${placeName(move.from)}`]) {
          const selected = apply(state, select);
          if (!selected.ok) continue;
          // At least one destination besides 'deselect', since the selected cards have a legal move.
          expect(quotedCommands(selected.value.state).length).toBeGreaterThan(1);
          expectEveryQuotedCommandWorks(selected.value.state);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('name moves of this position, not a fixed text', () => {
    const state = position({ tableau: ['Kd', '9s', '(4c) 8h', '', '', '', ''], stock: '2c 3c', foundations: [0, 0, 0, 0] });
    const next = solitaire.next(state, 0);
    expect(next).toContain("'move t3 t2'");
    expect(next).toContain("'8h'");
    expect(next).not.toMatch(/'move waste t3'|'move t6 f'|'auto'/);
    expectEveryQuotedCommandWorks(state);
    const withAce = play(position({ tableau: ['Kd', '', '', '', '', '', ''], waste: 'As', stock: '2c' }), 'moves').state;
    expect(solitaire.next(withAce, 0)).toContain("'move waste f'");
    expect(solitaire.next(withAce, 0)).toContain("'auto'");
  });
});
