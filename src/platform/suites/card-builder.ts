/**
 * Works out a complete run's report card once and stores it: each game
 * judged (its result by the deadline, moves, time, the solver's verdict on
 * its deal), the reference player on the same deals in a worker thread, then
 * the card (report-card.ts). Several reads of one run share the work, and
 * only one process at a time works a run's card out: the others find it
 * stored.
 */
import type { GameDefinition } from '../../games/game.ts';
import type { Hindsights } from '../records/hindsights.ts';
import { LockBusy, type RunRow, type RunSlotRow, type Store } from '../store.ts';
import type { Suite } from './catalogue.ts';
import { referenceJobs } from './reference-jobs.ts';
import { reportCard, type JudgedGame, type ReportCard } from './report-card.ts';
import type { SlotStatus } from './runs.ts';

type AnyGame = GameDefinition<any, any>;

export interface CompleteRun {
  run: RunRow;
  slots: RunSlotRow[];
  statuses: SlotStatus[];
}

/** When the run completed: its last game's end, or its deadline if a game was still open then. */
export function completedAt({ run, slots, statuses }: CompleteRun): number {
  if (statuses.includes('expired')) return run.deadline;
  return Math.max(run.createdAt, ...slots.map((slot) => slot.updatedAt ?? run.createdAt));
}

export class ReportCards {
  private readonly building = new Map<string, Promise<ReportCard>>();

  constructor(
    private readonly store: Store,
    private readonly games: ReadonlyMap<string, AnyGame>,
    private readonly hindsights: Hindsights,
    private readonly logError: (error: unknown) => void,
    /** Told of each run whose card is stored, by suite: a run is counted complete once (the operators' metrics). */
    private readonly onCompleted: (suite: string) => void = () => {},
  ) {}

  /** The stored card, or the one being worked out if it is ready within `waitMs`; null while it is still being worked out. */
  async card(suite: Suite, complete: CompleteRun, waitMs: number): Promise<ReportCard | null> {
    if (complete.run.reportCard !== null) return complete.run.reportCard as ReportCard;
    const work = this.work(suite, complete);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The card of a complete run without one, worked out once however many ask: in this process by sharing the
   * work, across processes by a lock on the run (a process that finds it held gives up, LockBusy, and reads the
   * card later; one that gets it after another process finds the card stored).
   */
  work(suite: Suite, complete: CompleteRun): Promise<ReportCard> {
    const id = complete.run.id;
    let work = this.building.get(id);
    if (!work) {
      work = this.store.exclusively(`report-card:${id}`, async () => {
        const stored = (await this.store.run(id))?.reportCard;
        return stored ? stored as ReportCard : this.build(suite, complete);
      }).finally(() => this.building.delete(id));
      this.building.set(id, work);
      // Logged once, however many wait for it; another process working it out is no failure.
      work.catch((error: unknown) => { if (!(error instanceof LockBusy)) this.logError(error); });
    }
    return work;
  }

  private async build(suite: Suite, complete: CompleteRun): Promise<ReportCard> {
    const { run, slots, statuses } = complete;
    const judged = await Promise.all(slots.map((slot, index) => this.judge(suite, slot, statuses[index]!)));
    const card = reportCard(suite.entries, judged, (gameId) => (this.games.get(gameId)?.seats ?? 1) > 1);
    // Another process may have stored the same card first: the run is counted complete once.
    if (await this.store.saveRunCard(run.id, card, run.ranked ? card.camp_score : null, completedAt(complete))) this.onCompleted(run.suite);
    return card;
  }

  /** Whether a deal that was never finished could be won, asked of the game as if it ended at once (not stored). */
  private async verdictOfDeal(game: AnyGame, slot: RunSlotRow): Promise<boolean | null> {
    const parsed = game.parseOptions({ ...(slot.options as Record<string, unknown>) });
    if (!parsed.ok || !game.hindsight || !game.dealWinnable) return null;
    const state = game.setup(parsed.value, slot.seed);
    return game.dealWinnable(await game.hindsight({ options: parsed.value, seed: slot.seed, state, log: [] }));
  }

  private async judge(suite: Suite, slot: RunSlotRow, status: SlotStatus): Promise<JudgedGame> {
    const game = this.games.get(slot.game)!;
    const entry = suite.entries.find((candidate) => candidate.id === slot.entry)!;
    const reference = referenceJobs.run({ game: slot.game, options: slot.options as Record<string, unknown>, seed: slot.seed });
    const counts = { sent: slot.commandsSent, refused: slot.commandsRefused, checksRight: slot.checksRight, checksWrong: slot.checksWrong };
    const row = status === 'expired' || slot.gameId === null ? undefined : await this.store.game(slot.gameId);
    if (!row) {
      // Expired: lost, whatever was played of it (the deadline froze it). Its deal still counts toward the ceiling,
      // so that leaving a game's deals unplayed cannot lower the ceiling until the entry drops out of the score.
      const winnable = entry.ceiling === 'solver' ? await this.verdictOfDeal(game, slot) : null;
      return { entry: slot.entry, won: false, score: 0, moves: 0, seconds: null, ...counts, winnable, referenceWon: (await reference).won };
    }
    const race = game.seats > 1;
    const moves = race ? (await this.store.commands(row.id)).filter((command) => command.seat === 0).length : row.version;
    let winnable: boolean | null = null;
    if (entry.ceiling === 'solver' && game.dealWinnable) winnable = game.dealWinnable(await this.hindsights.of(game, row));
    return {
      entry: slot.entry,
      won: status === 'won',
      score: game.seatSummary ? game.seatSummary(row.state, 0).score : row.score,
      moves,
      seconds: (row.updatedAt - row.createdAt) / 1000,
      ...counts,
      winnable,
      referenceWon: (await reference).won,
    };
  }
}
