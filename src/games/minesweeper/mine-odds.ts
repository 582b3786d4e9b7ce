/**
 * The chance that each unknown cell holds a mine, given what the player sees:
 * every way to place the mines that fits the numbers and the mine count is
 * equally likely. The frontier splits into components that share no number;
 * each is enumerated, counting its assignments per number of mines k, and
 * the cells away from the frontier share the mines left over (C(off, m) ways).
 * Returns null when a component is too big to enumerate.
 */
import type { Deducer } from './logic-solver.ts';

/** Enumeration gives up after this many search steps per component. */
const STEP_LIMIT = 200_000;

interface ComponentCounts {
  cells: number[];
  /** ways[k]: assignments with k mines; minesAt[k][i]: those with a mine on cells[i]. */
  ways: number[];
  minesAt: number[][];
}

function components(constraints: Array<{ cells: number[]; count: number }>) {
  const parent = new Map<number, number>();
  const find = (cell: number): number => {
    let root = cell;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(cell, root);
    return root;
  };
  for (const { cells } of constraints) {
    for (const cell of cells) if (!parent.has(cell)) parent.set(cell, cell);
    for (const cell of cells.slice(1)) parent.set(find(cell), find(cells[0]!));
  }
  const groups = new Map<number, Array<{ cells: number[]; count: number }>>();
  for (const constraint of constraints) {
    const root = find(constraint.cells[0]!);
    const list = groups.get(root);
    if (list) list.push(constraint);
    else groups.set(root, [constraint]);
  }
  return [...groups.values()];
}

function enumerate(constraints: Array<{ cells: number[]; count: number }>, minesLeft: number): ComponentCounts | null {
  const cells = [...new Set(constraints.flatMap((constraint) => constraint.cells))];
  const position = new Map(cells.map((cell, index) => [cell, index]));
  const touching: number[][] = cells.map(() => []);
  constraints.forEach((constraint, index) => constraint.cells.forEach((cell) => touching[position.get(cell)!]!.push(index)));
  const placed = constraints.map(() => 0);
  const open = constraints.map((constraint) => constraint.cells.length);
  const isMine = new Uint8Array(cells.length);
  const ways: number[] = [];
  const minesAt: number[][] = [];
  let steps = 0;

  const search = (index: number, mines: number): boolean => {
    if (++steps > STEP_LIMIT) return false;
    if (index === cells.length) {
      ways[mines] = (ways[mines] ?? 0) + 1;
      const row = (minesAt[mines] ??= new Array<number>(cells.length).fill(0));
      for (let i = 0; i < cells.length; i++) row[i]! += isMine[i]!;
      return true;
    }
    for (const mine of [0, 1]) {
      if (mine && mines >= minesLeft) continue;
      const fits = touching[index]!.every((c) => (mine ? placed[c]! + 1 <= constraints[c]!.count : placed[c]! + open[c]! - 1 >= constraints[c]!.count));
      if (!fits) continue;
      for (const c of touching[index]!) {
        placed[c]! += mine;
        open[c]!--;
      }
      isMine[index] = mine;
      const finished = search(index + 1, mines + mine);
      for (const c of touching[index]!) {
        placed[c]! -= mine;
        open[c]!++;
      }
      if (!finished) return false;
    }
    return true;
  };
  return search(0, 0) ? { cells, ways, minesAt } : null;
}

/** log C(n, k), or -Infinity when impossible. */
function logChoose(n: number, k: number): number {
  if (k < 0 || k > n) return -Infinity;
  let total = 0;
  for (let i = 1; i <= k; i++) total += Math.log(n - k + i) - Math.log(i);
  return total;
}

/** Distribution of total mines over the given components: sums[s] = ways to place s mines in them. */
function sumWays(parts: ComponentCounts[], limit: number): number[] {
  let sums = [1];
  for (const part of parts) {
    const next = new Array<number>(Math.min(limit, sums.length - 1 + part.ways.length - 1) + 1).fill(0);
    sums.forEach((count, total) => part.ways.forEach((ways, k) => {
      if (ways && total + k <= limit) next[total + k]! += count * ways;
    }));
    sums = next;
  }
  return sums;
}

/** Per unknown cell, its chance of being a mine; null when the frontier is too big to count. */
export function mineOdds(deducer: Deducer): Map<number, number> | null {
  const minesLeft = deducer.mines - deducer.minesMarked;
  const parts: ComponentCounts[] = [];
  for (const group of components(deducer.frontierConstraints())) {
    const counts = enumerate(group, minesLeft);
    if (counts === null) return null;
    parts.push(counts);
  }
  const onFrontier = new Set(parts.flatMap((part) => part.cells));
  const offFrontier: number[] = [];
  for (let cell = 0; cell < deducer.shown.length; cell++) if (deducer.isUnknown(cell) && !onFrontier.has(cell)) offFrontier.push(cell);
  const off = offFrontier.length;
  // Weights of "m mines off the frontier", scaled by the largest so products stay finite.
  const logs = Array.from({ length: minesLeft + 1 }, (_, m) => logChoose(off, m));
  const top = Math.max(...logs.filter(Number.isFinite));
  const offWays = (m: number) => (m < 0 || m > minesLeft ? 0 : Math.exp(logs[m]! - top));

  const odds = new Map<number, number>();
  parts.forEach((part, index) => {
    const others = sumWays(parts.filter((_, other) => other !== index), minesLeft);
    let total = 0;
    const mineWeight = new Array<number>(part.cells.length).fill(0);
    part.ways.forEach((ways, k) => {
      if (!ways) return;
      const rest = others.reduce((sum, count, s) => sum + count * offWays(minesLeft - k - s), 0);
      total += ways * rest;
      part.minesAt[k]!.forEach((mines, i) => (mineWeight[i]! += mines * rest));
    });
    part.cells.forEach((cell, i) => odds.set(cell, total > 0 ? mineWeight[i]! / total : 1));
  });
  if (off > 0) {
    const all = sumWays(parts, minesLeft);
    let total = 0;
    let offMines = 0;
    all.forEach((count, s) => {
      const weight = count * offWays(minesLeft - s);
      total += weight;
      offMines += weight * (minesLeft - s);
    });
    const chance = total > 0 ? offMines / total / off : 1;
    for (const cell of offFrontier) odds.set(cell, chance);
  }
  return odds;
}
