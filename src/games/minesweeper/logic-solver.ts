/**
 * A logic solver that knows only what a player sees: the revealed numbers,
 * which cells are still hidden, and the total mine count. Flags are the
 * player's beliefs, not facts, so it ignores them.
 *
 * It deduces in rounds, cheapest first, and only goes on when the cheaper
 * rules are stuck:
 *   1. single cells: a number whose remaining mines equal its unknown
 *      neighbours makes them all mines; one with none remaining makes them safe;
 *   2. pairs of numbers that share cells (the subset rule and its
 *      generalisation: bounds on the mines in the shared cells);
 *   3. the global mine count (no mines left, or as many as unknown cells);
 *   4. exact enumeration of the frontier (frontier.ts).
 */
import { deduceByEnumeration } from './frontier.ts';
import { neighbours } from './state.ts';

export const HIDDEN_CELL = -1;

/** What the player sees: per cell -1 hidden, or 0..8 a revealed number. */
export interface Position {
  rows: number;
  cols: number;
  mines: number;
  shown: Int8Array;
}

/** What the solver concluded about a hidden cell. */
export const UNKNOWN = 0;
export const SAFE = 1;
export const MINE = 2;

export interface Deductions {
  safe: number[];
  mines: number[];
}

/**
 * The working memory of one solve: the position, each hidden cell's mark and
 * a queue of numbers to look at again. `onSafe` lets a caller act on a proven
 * safe cell at once (the board clearer reveals it, which adds a number).
 */
export class Deducer {
  readonly rows: number;
  readonly cols: number;
  readonly mines: number;
  readonly shown: Int8Array;
  readonly mark: Uint8Array;
  readonly around: number[][];
  private readonly queued: Uint8Array;
  private queue: number[] = [];
  minesMarked = 0;
  onSafe: (cell: number) => void = () => {};

  constructor(position: Position, around?: number[][]) {
    this.rows = position.rows;
    this.cols = position.cols;
    this.mines = position.mines;
    this.shown = position.shown;
    const cells = this.rows * this.cols;
    this.mark = new Uint8Array(cells);
    this.queued = new Uint8Array(cells);
    this.around = around ?? neighbourTable(this.rows, this.cols);
    for (let cell = 0; cell < cells; cell++) if (this.shown[cell]! > 0) this.enqueue(cell);
  }

  isUnknown(cell: number): boolean {
    return this.shown[cell] === HIDDEN_CELL && this.mark[cell] === UNKNOWN;
  }

  /** Puts a revealed number back on the queue (it may have something new to say). */
  enqueue(cell: number): void {
    if (this.shown[cell]! > 0 && !this.queued[cell]) {
      this.queued[cell] = 1;
      this.queue.push(cell);
    }
  }

  enqueueAround(cell: number): void {
    for (const next of this.around[cell]!) this.enqueue(next);
  }

  setSafe(cell: number): void {
    if (!this.isUnknown(cell)) return;
    this.mark[cell] = SAFE;
    this.onSafe(cell);
    this.enqueueAround(cell);
  }

  setMine(cell: number): void {
    if (!this.isUnknown(cell)) return;
    this.mark[cell] = MINE;
    this.minesMarked++;
    this.enqueueAround(cell);
  }

  /** A revealed number's unknown neighbours and how many mines among them remain. */
  constraintOf(cell: number): { cells: number[]; count: number } {
    const cells: number[] = [];
    let count = this.shown[cell]!;
    for (const next of this.around[cell]!) {
      if (this.mark[next] === MINE) count--;
      else if (this.isUnknown(next)) cells.push(next);
    }
    return { cells, count };
  }

  /** Rule 1 until nothing changes. Returns whether anything was marked. */
  singleCells(): boolean {
    let progress = false;
    while (this.queue.length > 0) {
      const cell = this.queue.pop()!;
      this.queued[cell] = 0;
      const { cells, count } = this.constraintOf(cell);
      if (cells.length === 0) continue;
      if (count === 0) for (const next of cells) this.setSafe(next);
      else if (count === cells.length) for (const next of cells) this.setMine(next);
      else continue;
      progress = true;
    }
    return progress;
  }

  /** The revealed numbers that still have unknown neighbours, as constraints. */
  frontierConstraints(): Array<{ cells: number[]; count: number }> {
    const constraints: Array<{ cells: number[]; count: number }> = [];
    for (let cell = 0; cell < this.shown.length; cell++) {
      if (this.shown[cell]! <= 0) continue;
      const constraint = this.constraintOf(cell);
      if (constraint.cells.length > 0) constraints.push(constraint);
    }
    return constraints;
  }

  /**
   * Rule 2 over every pair of overlapping numbers A and B: the mines in the
   * shared cells lie between max(0, A - |A only|) and min(A, |shared|), which
   * bounds the mines in B's own cells; bounds of 0 or |B only| settle them.
   */
  pairs(): boolean {
    const constraints = this.frontierConstraints();
    const touching = new Map<number, number[]>();
    constraints.forEach((constraint, index) => {
      for (const cell of constraint.cells) {
        const list = touching.get(cell);
        if (list) list.push(index);
        else touching.set(cell, [index]);
      }
    });
    let progress = false;
    for (let a = 0; a < constraints.length; a++) {
      const first = constraints[a]!;
      const partners = new Set<number>();
      for (const cell of first.cells) for (const b of touching.get(cell)!) if (b !== a) partners.add(b);
      for (const b of partners) progress = this.pair(first, constraints[b]!) || progress;
    }
    return progress;
  }

  private pair(a: { cells: number[]; count: number }, b: { cells: number[]; count: number }): boolean {
    const shared = a.cells.filter((cell) => b.cells.includes(cell)).length;
    const aOnly = a.cells.length - shared;
    const bOnly = b.cells.filter((cell) => !a.cells.includes(cell));
    if (bOnly.length === 0) return false;
    const sharedMost = Math.min(a.count, shared);
    const sharedLeast = Math.max(0, a.count - aOnly);
    const bOnlyLeast = b.count - sharedMost;
    const bOnlyMost = b.count - sharedLeast;
    if (bOnlyMost === 0) {
      for (const cell of bOnly) this.setSafe(cell);
      return true;
    }
    if (bOnlyLeast === bOnly.length) {
      for (const cell of bOnly) this.setMine(cell);
      return true;
    }
    return false;
  }

  unknownCount(): number {
    let count = 0;
    for (let cell = 0; cell < this.shown.length; cell++) if (this.isUnknown(cell)) count++;
    return count;
  }

  /** Rule 3: no mines left, or every unknown cell is one. */
  globalCount(): boolean {
    const left = this.mines - this.minesMarked;
    const unknown = this.unknownCount();
    if (unknown === 0 || (left !== 0 && left !== unknown)) return false;
    for (let cell = 0; cell < this.shown.length; cell++) {
      if (!this.isUnknown(cell)) continue;
      if (left === 0) this.setSafe(cell);
      else this.setMine(cell);
    }
    return true;
  }

  /** Rules 1-3 until none of them finds anything. */
  simpleRules(): void {
    for (;;) {
      this.singleCells();
      if (this.pairs()) continue;
      if (this.globalCount()) continue;
      return;
    }
  }

  /** Rule 4; returns whether it marked anything. */
  enumerate(): boolean {
    return deduceByEnumeration(this);
  }

  /** Rules 1-4 until none of them finds anything. */
  solve(): void {
    do this.simpleRules();
    while (this.enumerate());
  }

  deductions(): Deductions {
    const safe: number[] = [];
    const mines: number[] = [];
    this.mark.forEach((mark, cell) => {
      if (mark === SAFE) safe.push(cell);
      else if (mark === MINE) mines.push(cell);
    });
    return { safe, mines };
  }
}

const tables = new Map<string, number[][]>();

/** Every cell's neighbours, computed once per board size (read only). */
export function neighbourTable(rows: number, cols: number): number[][] {
  const key = `${rows}x${cols}`;
  let table = tables.get(key);
  if (!table) {
    table = [];
    for (let cell = 0; cell < rows * cols; cell++) table.push(neighbours(rows, cols, cell));
    tables.set(key, table);
  }
  return table;
}

/** The hidden cells a player can prove safe, and those they can prove are mines. */
export function deduce(position: Position): Deductions {
  const deducer = new Deducer(position);
  deducer.solve();
  return deducer.deductions();
}
