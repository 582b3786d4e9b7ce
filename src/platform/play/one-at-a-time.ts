/**
 * Runs tasks one at a time per key, in arrival order; tasks of different keys
 * run side by side. The camp uses it so that the writers of one game inside a
 * process take turns instead of racing each other's compare-and-set.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** `task` learns whether it had to wait for another task of its key (what it read before may be stale). */
  run<T>(key: string, task: (waited: boolean) => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    const result = previous ? previous.then(() => task(true), () => task(true)) : task(false);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** How many keys have a task running or queued (for tests). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
