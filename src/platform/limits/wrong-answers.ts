/**
 * Wrong agent-check answers in a row, counted per account and per address in
 * this process's memory. After `limit` wrong answers in a row a key is locked
 * out for `lockoutMs`; a right answer clears its streak. Guessing at puzzles
 * is then capped at `limit` guesses per lock-out, whether one account guesses
 * from many addresses or many accounts from one address.
 */
interface Streak {
  wrong: number;
  lastWrongAt: number;
  lockedUntil: number;
}

/** A streak with no wrong answer for this long is forgotten, so the map does not grow without end. */
const FORGET_AFTER_MS = 15 * 60 * 1000;
const SWEEP_EVERY = 1000;

export class WrongAnswers {
  private readonly streaks = new Map<string, Streak>();
  private recordsSinceSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly lockoutMs: number,
    private readonly now: () => number = Date.now,
    /** Hears of each lock-out that starts (the operator's metrics). */
    private readonly onLockout: () => void = () => {},
  ) {}

  /** Milliseconds until the latest lock-out among these keys ends; 0 when none is locked. */
  lockedFor(keys: readonly string[]): number {
    const now = this.now();
    let longest = 0;
    for (const key of keys) {
      const until = this.streaks.get(key)?.lockedUntil ?? 0;
      longest = Math.max(longest, until - now);
    }
    return longest;
  }

  /** Counts a wrong answer against every key; a key that reaches the limit is locked and starts afresh. */
  recordWrong(keys: readonly string[]): void {
    const now = this.now();
    for (const key of keys) {
      const streak = this.streaks.get(key);
      const current = streak && now - streak.lastWrongAt < FORGET_AFTER_MS ? streak : { wrong: 0, lastWrongAt: now, lockedUntil: 0 };
      current.wrong += 1;
      current.lastWrongAt = now;
      if (current.wrong >= this.limit) {
        current.wrong = 0;
        current.lockedUntil = now + this.lockoutMs;
        this.onLockout();
      }
      this.streaks.set(key, current);
    }
    if (++this.recordsSinceSweep >= SWEEP_EVERY) this.sweep(now);
  }

  /** A right answer: these keys' streaks start again from zero (a running lock-out still runs out). */
  recordRight(keys: readonly string[]): void {
    const now = this.now();
    for (const key of keys) {
      const streak = this.streaks.get(key);
      if (!streak) continue;
      if (streak.lockedUntil > now) streak.wrong = 0;
      else this.streaks.delete(key);
    }
  }

  /** How many keys are remembered (for tests of the sweep). */
  get size(): number {
    return this.streaks.size;
  }

  private sweep(now: number): void {
    this.recordsSinceSweep = 0;
    for (const [key, streak] of this.streaks) {
      if (streak.lockedUntil <= now && now - streak.lastWrongAt >= FORGET_AFTER_MS) this.streaks.delete(key);
    }
  }
}

