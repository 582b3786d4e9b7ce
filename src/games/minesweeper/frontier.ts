/**
 * Exact enumeration of the frontier (the unknown cells next to revealed
 * numbers), together with the global mine count.
 *
 * The frontier splits into components that share no number. Each component's
 * mine assignments are enumerated by backtracking, kept apart by how many
 * mines they use. A component's mine count k is possible when the other
 * components can make up a total that leaves between 0 and (unknown cells off
 * the frontier) mines for the rest of the board. A cell that is a mine in no
 * assignment with a possible k is safe; one that is a mine in all of them is
 * a mine. A component too big to enumerate proves nothing and may hold any
 * number of mines, which keeps the conclusions sound.
 */
/** What enumeration reads of a deduction in progress and writes back to it (the logic solver's Deducer). */
export interface FrontierDeducer {
  readonly mines: number;
  readonly minesMarked: number;
  readonly shown: Int8Array;
  isUnknown(cell: number): boolean;
  unknownCount(): number;
  frontierConstraints(): Array<{ cells: number[]; count: number }>;
  setSafe(cell: number): void;
  setMine(cell: number): void;
}

/** Enumeration gives up on a component after this many search steps. */
export const ENUMERATION_STEP_LIMIT = 50_000;

interface Component {
  cells: number[];
  /** Constraints as lists of positions in `cells`, with their remaining mines. */
  constraints: Array<{ members: number[]; count: number }>;
}

/** Per mine count: whether an assignment exists, and which cells were ever a mine / ever safe. */
interface Tally {
  possible: boolean[];
  everMine: Uint8Array[];
  everSafe: Uint8Array[];
  /** False when the step limit was hit: then nothing is known. */
  complete: boolean;
}

export function deduceByEnumeration(deducer: FrontierDeducer): boolean {
  const components = frontierComponents(deducer);
  const minesLeft = deducer.mines - deducer.minesMarked;
  const tallies = components.map((component) => enumerate(component, minesLeft));
  const onFrontier = components.reduce((total, component) => total + component.cells.length, 0);
  const offFrontier = deducer.unknownCount() - onFrontier;

  // Which totals each component can contribute (an incomplete one: any 0..n).
  const counts = tallies.map((tally, index) =>
    tally.complete
      ? tally.possible.flatMap((possible, k) => (possible ? [k] : []))
      : Array.from({ length: components[index]!.cells.length + 1 }, (_, k) => k),
  );
  const fits = (total: number): boolean => total <= minesLeft && minesLeft - total <= offFrontier;

  let progress = false;
  components.forEach((component, index) => {
    const tally = tallies[index]!;
    if (!tally.complete) return;
    const others = sumsWithout(counts, index, minesLeft);
    const allowed = counts[index]!.filter((k) => others.some((sum, total) => sum && fits(total + k)));
    if (allowed.length === 0) return;
    component.cells.forEach((cell, position) => {
      if (allowed.every((k) => !tally.everMine[k]![position])) {
        deducer.setSafe(cell);
        progress = true;
      } else if (allowed.every((k) => !tally.everSafe[k]![position])) {
        deducer.setMine(cell);
        progress = true;
      }
    });
  });

  if (offFrontier > 0) progress = settleOffFrontier(deducer, counts, minesLeft, offFrontier, components) || progress;
  return progress;
}

/** Cells away from every number: safe if every possible total uses all the mines left, mines if none is left over for them otherwise. */
function settleOffFrontier(deducer: FrontierDeducer, counts: number[][], minesLeft: number, offFrontier: number, components: Component[]): boolean {
  const sums = sumsWithout(counts, -1, minesLeft);
  const totals = sums.flatMap((possible, total) => (possible && minesLeft - total <= offFrontier ? [total] : []));
  if (totals.length === 0) return false;
  const allSafe = totals.every((total) => total === minesLeft);
  const allMines = totals.every((total) => minesLeft - total === offFrontier);
  if (!allSafe && !allMines) return false;
  const frontier = new Set(components.flatMap((component) => component.cells));
  for (let cell = 0; cell < deducer.shown.length; cell++) {
    if (!deducer.isUnknown(cell) || frontier.has(cell)) continue;
    if (allSafe) deducer.setSafe(cell);
    else deducer.setMine(cell);
  }
  return true;
}

/** Which totals up to `limit` the components other than `skip` can make together. */
function sumsWithout(counts: number[][], skip: number, limit: number): boolean[] {
  let sums: boolean[] = Array.from({ length: limit + 1 }, (_, total) => total === 0);
  counts.forEach((options, index) => {
    if (index === skip) return;
    const next: boolean[] = new Array<boolean>(limit + 1).fill(false);
    sums.forEach((possible, total) => {
      if (!possible) return;
      for (const k of options) if (total + k <= limit) next[total + k] = true;
    });
    sums = next;
  });
  return sums;
}

/** Groups the unknown cells next to revealed numbers into components linked by shared numbers. */
function frontierComponents(deducer: FrontierDeducer): Component[] {
  const constraints = deducer.frontierConstraints();
  const owner = new Map<number, number[]>();
  constraints.forEach((constraint, index) => {
    for (const cell of constraint.cells) {
      const list = owner.get(cell);
      if (list) list.push(index);
      else owner.set(cell, [index]);
    }
  });
  const seen = new Uint8Array(constraints.length);
  const components: Component[] = [];
  for (let start = 0; start < constraints.length; start++) {
    if (seen[start]) continue;
    // Breadth-first over constraints, so cells come in an order where constraints close early.
    const cells: number[] = [];
    const position = new Map<number, number>();
    const members: number[] = [];
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const index = queue.shift()!;
      members.push(index);
      for (const cell of constraints[index]!.cells) {
        if (!position.has(cell)) {
          position.set(cell, cells.length);
          cells.push(cell);
        }
        for (const other of owner.get(cell)!) {
          if (!seen[other]) {
            seen[other] = 1;
            queue.push(other);
          }
        }
      }
    }
    components.push({
      cells,
      constraints: members.map((index) => ({
        members: constraints[index]!.cells.map((cell) => position.get(cell)!),
        count: constraints[index]!.count,
      })),
    });
  }
  return components;
}

/** Backtracking over the component's cells in order, checking every constraint and the mines left as it goes. */
function enumerate(component: Component, minesLeft: number): Tally {
  const size = component.cells.length;
  const tally: Tally = {
    possible: new Array<boolean>(size + 1).fill(false),
    everMine: Array.from({ length: size + 1 }, () => new Uint8Array(size)),
    everSafe: Array.from({ length: size + 1 }, () => new Uint8Array(size)),
    complete: true,
  };
  const touching: number[][] = Array.from({ length: size }, () => []);
  const need = component.constraints.map((constraint) => constraint.count);
  const open = component.constraints.map((constraint) => constraint.members.length);
  component.constraints.forEach((constraint, index) => {
    for (const member of constraint.members) touching[member]!.push(index);
  });
  const assignment = new Uint8Array(size);
  let steps = 0;

  const place = (position: number, mine: number): boolean => {
    let fine = true;
    for (const index of touching[position]!) {
      open[index]!--;
      need[index]! -= mine;
      if (need[index]! < 0 || need[index]! > open[index]!) fine = false;
    }
    return fine;
  };
  const undo = (position: number, mine: number): void => {
    for (const index of touching[position]!) {
      open[index]!++;
      need[index]! += mine;
    }
  };
  const record = (mines: number): void => {
    tally.possible[mines] = true;
    const everMine = tally.everMine[mines]!;
    const everSafe = tally.everSafe[mines]!;
    for (let position = 0; position < size; position++) {
      if (assignment[position]) everMine[position] = 1;
      else everSafe[position] = 1;
    }
  };
  const search = (position: number, mines: number): void => {
    if (!tally.complete) return;
    if (++steps > ENUMERATION_STEP_LIMIT) {
      tally.complete = false;
      return;
    }
    if (position === size) {
      record(mines);
      return;
    }
    for (let mine = 0; mine <= 1; mine++) {
      if (mines + mine > minesLeft) break;
      assignment[position] = mine;
      if (place(position, mine)) search(position + 1, mines + mine);
      undo(position, mine);
    }
  };
  search(0, 0);
  return tally;
}
