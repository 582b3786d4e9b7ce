/**
 * Points cannot be farmed: a card put back where it was never pays, in either
 * scoring, however much time passes between the commands (issue 11, point 1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solitaire } from '../../../src/games/solitaire/index.ts';
import { moveCommand } from '../../../src/games/solitaire/hints.ts';
import { legalCardMoves } from '../../../src/games/solitaire/rules.ts';
import { samePlace, type Move, type SolitaireState } from '../../../src/games/solitaire/state.ts';
import { randomPlayout } from './support.ts';

/** Everything about where the cards lie, and nothing about points, time or counters. */
function layout(state: SolitaireState): string {
  return JSON.stringify([state.tableau, state.foundations, state.stock, state.waste, state.wasteFan]);
}

const MINUTE = 60_000;

/** A player who mostly plays to and from the foundations and often undoes their last move. */
const step = fc.record({
  kind: fc.constantFrom('any', 'foundation', 'undo', 'undo', 'stock'),
  pick: fc.nat(),
  gapMs: fc.oneof(fc.constant(0), fc.nat(3 * MINUTE), fc.nat(200 * MINUTE)),
});

function choose(state: SolitaireState, kind: string, pick: number, last: Move | null): string | null {
  const moves = legalCardMoves(state);
  const byKind =
    kind === 'undo' && last
      ? moves.filter((move) => samePlace(move.from, last.to) && samePlace(move.to, last.from))
      : kind === 'foundation'
        ? moves.filter((move) => move.from.kind === 'foundation' || move.to.kind === 'foundation')
        : kind === 'any' ? moves : [];
  const chosen = byKind[pick % Math.max(1, byKind.length)];
  if (chosen) return moveCommand(state, chosen);
  if (state.stock.length > 0) return 'draw';
  return state.waste.length > 0 ? 'recycle' : null;
}

describe('returning to a layout already seen never gains points', () => {
  it('holds in both scorings, with any time between commands', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom('1', '3'),
        fc.constantFrom('standard', 'multiplier'),
        fc.nat(120),
        fc.array(step, { minLength: 1, maxLength: 80 }),
        (seed, draw, scoring, warmup, steps) => {
          let state = randomPlayout(seed, warmup, { draw, scoring }).state;
          const lowestPoints = new Map<string, number>([[layout(state), state.points]]);
          let now = 1_700_000_000_000;
          let last: Move | null = null;
          for (const { kind, pick, gapMs } of steps) {
            if (state.status !== 'playing') break;
            const command = choose(state, kind, pick, last);
            if (command === null) break;
            const before = state;
            now += gapMs;
            const result = solitaire.apply(state, command, { seat: 0, now });
            if (!result.ok) throw new Error(`'${command}' was rejected: ${result.error}`);
            state = result.value.state;
            last = legalCardMoves(before).find((move) => moveCommand(before, move) === command) ?? null;
            const key = layout(state);
            const lowest = lowestPoints.get(key);
            if (lowest !== undefined) expect(state.points, `${command} back to a seen layout`).toBeLessThanOrEqual(lowest);
            lowestPoints.set(key, Math.min(lowest ?? Infinity, state.points));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('does not pay for a card put up at a high multiplier and taken back after it fell', () => {
    // Found by the property above: the take-back once cost 15 x the multiplier now, less than the card had earned.
    const options = solitaire.parseOptions({ draw: '1', scoring: 'multiplier' });
    if (!options.ok) throw new Error(options.error);
    let state = solitaire.setup(options.value, '{o');
    const send = (command: string, now: number) => {
      const result = solitaire.apply(state, command, { seat: 0, now });
      if (!result.ok) throw new Error(result.error);
      state = result.value.state;
      return result.value.message;
    };
    const start = 1_700_000_000_000;
    for (const command of ['move t3 t5', 'move t7 f', 'move t3 f', 'move f3 t3']) send(command, start);
    const downAgain = state.points;
    send('move t3 f', start);
    const message = send('move f3 t3', start + MINUTE);
    expect(state.points).toBe(downAgain);
    expect(message).toContain('what 2♦ earned when it went up, more than 15 × 99');
  });

  it("does not pay for the issue's back-and-forth deal, in multiplier or standard scoring", () => {
    const deck = 'As Ks Kc Qd Jd Td 8h 2s Qh Qc Jc Tc 8d Kh Js Ts 9s 8c Qs Th 9h 7s 3h 9d 7h Jh 7d 9c Ah 2h Kd 8s 7c 6s 6h 6d 6c 5s 5h 5d 5c 4s 4h 4d 4c 3s 3d 3c 2d 2c Ad Ac';
    for (const scoring of ['multiplier', 'standard']) {
      const options = solitaire.parseOptions({ scoring, deck });
      if (!options.ok) throw new Error(options.error);
      let state = solitaire.setup(options.value, 'unused');
      let now = 1_700_000_000_000;
      const send = (command: string) => {
        now += 7_000;
        const result = solitaire.apply(state, command, { seat: 0, now });
        if (!result.ok) throw new Error(result.error);
        state = result.value.state;
      };
      send('move t1 f');
      send('move t2 f');
      const afterTwo = state.points;
      for (let round = 0; round < 10; round++) {
        send('move f1 t5');
        send('move t5 f');
        expect(state.points).toBeLessThanOrEqual(afterTwo);
      }
    }
  });
});
