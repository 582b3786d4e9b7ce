/**
 * Works out the cards of runs that completed while nobody read them: a run
 * whose last game ended, or whose deadline passed, gets its card (and with
 * it its place on the suite board and its count in the operators' metrics)
 * within one sweep, not only once someone asks for it. One card at a time:
 * each is a reference player's run over every deal of the suite.
 */
import type { Store } from '../store.ts';
import type { ReportCards } from './card-builder.ts';
import type { Runs } from './runs.ts';

/** Runs looked at per sweep; the rest wait for the next. */
const BATCH = 20;

export class CardSweep {
  private readonly timer: ReturnType<typeof setInterval>;
  private sweeping = false;

  constructor(
    private readonly store: Store,
    private readonly runs: Runs,
    private readonly cards: ReportCards,
    intervalMs: number,
    private readonly now: () => number,
    private readonly logError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.sweep().catch(logError), intervalMs);
    this.timer.unref();
  }

  /** Stores the card of each complete run found without one; returns how many it worked out. */
  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      let made = 0;
      for (const id of await this.store.runsAwaitingCard(this.now(), BATCH)) {
        // One run that fails does not hold up the others; a card's own failure is logged where it is worked out.
        try {
          const sight = await this.runs.sight(id);
          if (!sight?.complete || sight.run.reportCard !== null) continue;
          if (await this.cards.work(this.runs.suite(sight.run.suite), sight).then(() => true, () => false)) made++;
        } catch (error) {
          this.logError(error);
        }
      }
      return made;
    } finally {
      this.sweeping = false;
    }
  }

  close(): void {
    clearInterval(this.timer);
  }
}
