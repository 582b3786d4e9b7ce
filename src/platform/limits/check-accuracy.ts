/**
 * The pause for an account or address whose agent-check answers over its
 * last `window` judged answers fall below `percent` right: it is refused
 * for `pauseMs`, then judged afresh. Counted in this process's memory, per
 * account and per address, as the lock-out for wrong answers in a row is
 * (wrong-answers.ts): that one stops a guesser at once, this one a script
 * that answers some puzzles and guesses at the rest. A pause that starts is
 * told to `onPause`, and `pausedElsewhere` tells of pauses other processes
 * started: together they make an account's pause every process's.
 */
interface AnswerRecord {
  /** The last judged answers, oldest first: true for right. */
  recent: boolean[];
  right: number;
  pausedUntil: number;
  lastAt: number;
}

/** A key with no answer for this long is forgotten, so the map does not grow without end. */
const FORGET_AFTER_MS = 60 * 60 * 1000;
const SWEEP_EVERY = 1000;

export class CheckAccuracy {
  private readonly records = new Map<string, AnswerRecord>();
  private recordsSinceSweep = 0;

  constructor(
    private readonly window: number,
    private readonly percent: number,
    private readonly pauseMs: number,
    private readonly now: () => number = Date.now,
    /** Told of each pause as it starts, with its key and end (the operators' metrics, the other processes). */
    private readonly onPause: (key: string, until: number) => void = () => {},
    /** Milliseconds left of a pause of this key that another process started; 0 when none. */
    private readonly pausedElsewhere: (key: string) => number = () => 0,
  ) {}

  /** Milliseconds until the latest pause among these keys ends, here or elsewhere; 0 when none is paused. */
  pausedFor(keys: readonly string[]): number {
    const now = this.now();
    return Math.max(0, ...keys.map((key) => Math.max((this.records.get(key)?.pausedUntil ?? 0) - now, this.pausedElsewhere(key))));
  }

  /** Counts a judged answer for every key; a full window below the share right starts a pause and a fresh window. */
  record(keys: readonly string[], right: boolean): void {
    const now = this.now();
    for (const key of keys) {
      const known = this.records.get(key);
      const record = known && now - known.lastAt < FORGET_AFTER_MS ? known : { recent: [], right: 0, pausedUntil: 0, lastAt: now };
      record.recent.push(right);
      if (right) record.right++;
      if (record.recent.length > this.window && record.recent.shift()) record.right--;
      record.lastAt = now;
      if (record.recent.length === this.window && record.right * 100 < this.percent * this.window) {
        record.pausedUntil = now + this.pauseMs;
        this.onPause(key, record.pausedUntil);
        record.recent = [];
        record.right = 0;
      }
      this.records.set(key, record);
    }
    if (++this.recordsSinceSweep >= SWEEP_EVERY) this.sweep(now);
  }

  private sweep(now: number): void {
    this.recordsSinceSweep = 0;
    for (const [key, record] of this.records) {
      if (now - record.lastAt >= FORGET_AFTER_MS && record.pausedUntil <= now) this.records.delete(key);
    }
  }
}

