/**
 * 3BV (Bechtel's Board Benchmark Value): the fewest reveal clicks that clear
 * the board without chording. Each opening (a connected region of '0' cells
 * together with the numbers on its border) counts 1, and each numbered cell
 * that borders no opening counts 1.
 */
import { MINE, neighbours } from './state.ts';

export function computeBbbv(rows: number, cols: number, layout: string): number {
  const covered = new Uint8Array(rows * cols); // 1 once a cell belongs to a counted click
  let bbbv = 0;
  const stack: number[] = [];
  for (let start = 0; start < layout.length; start++) {
    if (layout[start] !== '0' || covered[start]) continue;
    bbbv++; // one click opens this whole opening
    covered[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      for (const next of neighbours(rows, cols, index)) {
        if (covered[next]) continue;
        covered[next] = 1;
        if (layout[next] === '0') stack.push(next);
      }
    }
  }
  for (let index = 0; index < layout.length; index++) {
    if (!covered[index] && layout[index] !== MINE) bbbv++;
  }
  return bbbv;
}
