/**
 * A move's board as changes (src/platform/mcp/board-change.ts): whatever two
 * boards are, the board a reader rebuilds from the old one and the changes
 * sent is the new one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardChange } from '../../src/platform/mcp/board-change.ts';
import { applyRuns } from '../support/text-agent.ts';

function rebuilt(before: string, sent: string[]): string {
  const [first, ...rest] = sent;
  if (first!.startsWith('Board unchanged')) return before;
  if (first!.startsWith('Changed lines since')) {
    const lines = before.split('\n');
    for (const line of rest) {
      const match = /^(\d+): (.*)$/.exec(line)!;
      lines[Number(match[1]) - 1] = match[2]!;
    }
    return lines.join('\n');
  }
  if (first!.startsWith('Changed since')) return applyRuns(before.split('\n'), rest).join('\n');
  return sent.join('\n');
}

// Lines from a few words, so that two boards share many lines, as boards before and after a move do.
const line = fc.constantFrom('t1: 7♥', 't2: [##] 2♦', 'Stock: 22 cards', '  D1: t43 t131', '', '  1  .  1  #  2', 'Layer 2 (middle):');
const board = fc.array(line, { minLength: 1, maxLength: 30 }).map((lines) => lines.join('\n').trimEnd()).filter((text) => text.length > 0);

describe('a board told as what changed', () => {
  it('rebuilds to the new board, whatever the two boards', () => {
    fc.assert(fc.property(board, board, (before, after) => {
      expect(rebuilt(before, boardChange({ version: 3, text: before }, after))).toBe(after);
    }), { numRuns: 500 });
  });

  it('sends a few changed lines of a long board, not the board', () => {
    const before = Array.from({ length: 20 }, (_, index) => `row ${index}: ${'.'.repeat(40)}`).join('\n');
    const same = before.replace('row 7: .', 'row 7: #');
    expect(boardChange({ version: 3, text: before }, same)).toEqual(['Changed lines since version 3 (the others as then):', `8: row 7: #${'.'.repeat(39)}`]);
    const shorter = before.split('\n').filter((_, index) => index !== 4).join('\n');
    expect(boardChange({ version: 3, text: before }, shorter).slice(1)).toEqual(['@@ 5,1']);
    expect(boardChange({ version: 3, text: before }, before)).toEqual(['Board unchanged since version 3.']);
    expect(boardChange(undefined, before)).toEqual(before.split('\n'));
  });
});
