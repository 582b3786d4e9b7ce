/**
 * Event streams open at once, per client address and per account. A stream
 * holds a connection, timers and a look at the database every second for as
 * long as its client reads it: without a bound, one client could open
 * thousands and use up the camp's file descriptors and CPU.
 */
import { CampError } from '../errors.ts';

/** What a refused stream is told to wait: about one keep-alive, by when a dropped stream of its own has been noticed. */
const RETRY_SECONDS = 15;

export class OpenStreams {
  private readonly counts = new Map<string, number>();
  private openCount = 0;

  /** `onRefused` hears of each refusal (the operator's metrics). */
  constructor(private readonly max: number, private readonly onRefused: () => void = () => {}) {}

  /** Streams open now, over every key. */
  get open(): number {
    return this.openCount;
  }

  /** A place under every key, and the function that gives them back; a 429, with nothing taken, when one key is full. */
  take(keys: readonly string[]): () => void {
    if (keys.some((key) => (this.counts.get(key) ?? 0) >= this.max)) {
      this.onRefused();
      throw new CampError(429, 'too_many_streams',
        `At most ${this.max} event streams may be open at once from one address or account. Close one you no longer read; retry in ${RETRY_SECONDS} seconds (the Retry-After header says the same).`,
        { retry_after_seconds: RETRY_SECONDS });
    }
    for (const key of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.openCount++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.openCount--;
      for (const key of keys) {
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left > 0) this.counts.set(key, left);
        else this.counts.delete(key);
      }
    };
  }
}
