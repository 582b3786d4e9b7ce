/** Returns an integer in [0, n). Injected so tests can be deterministic. */
export type Pick = (n: number) => number;

export const between = (pick: Pick, low: number, high: number): number => low + pick(high - low + 1);

export function choose<T>(pick: Pick, items: readonly T[]): T {
  return items[pick(items.length)]!;
}
